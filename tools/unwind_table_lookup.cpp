// The statically linked tools' unwinder finds a frame's unwind entry by the
// binary-search table of .eh_frame_hdr, not by the list of registered
// objects. A static link starts with GCC's crtbeginT.o, which registers the
// executable's .eh_frame with libgcc's unwinder (__register_frame_info) at
// start-up; the unwinder searches registered objects before the loaded
// objects' .eh_frame_hdr tables (dl_iterate_phdr, which a static executable
// has too), and the first search of an object sorts all its entries:
// 35,000 of them, about 80 M instructions (15 ms) at the first exception a
// process throws, i.e. at every invalid file's first syntax error. The link
// (tools/CMakeLists.txt) wraps crtbeginT.o's calls of the registration and
// of its undoing at exit into these two, which do nothing, and asks for the
// .eh_frame_hdr table, which a static link by default lacks.

extern "C" {
void skip_frame_registration(const void* eh_frame, void* unwinder_object) __asm__("__wrap___register_frame_info");
void* skip_frame_deregistration(const void* eh_frame) __asm__("__wrap___deregister_frame_info");

void skip_frame_registration(const void* /*eh_frame*/, void* /*unwinder_object*/) {}
void* skip_frame_deregistration(const void* /*eh_frame*/) { return nullptr; }
}
