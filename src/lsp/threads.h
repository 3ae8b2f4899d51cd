#pragma once
// What the server tells the operating system about its threads: their
// names (so that `top -H`, /proc/PID/task/*/comm and debuggers tell the
// reader, the handler and the indexers apart) and which of them are
// background work, to run only when the thread answering the editor does
// not need the core.

#include <string_view>

namespace hclc::lsp {

// How much nicer than the process background threads (the workspace
// indexer's) run, up to nice 19. The
// scheduler gives a nice-0 thread about 9 times a nice-10 one's share of a
// core, so a request woken while indexers fill every core preempts them at
// once rather than waiting for their slices to end (a hover while 6,000
// files were indexed waited up to 12 ms for a core at p99, under 0.1 ms
// after); when nothing else in the process wants the core, the indexers
// take all of it still. Not 19 for a server at nice 0: a nice-10 job in
// the same session (a fuzzer) would then take 7 times the indexers' share
// and stretch the indexing several times over.
inline constexpr int kBackgroundNice = 10;

// Names the calling thread (the kernel keeps 15 bytes).
void name_this_thread(std::string_view name);

// Lowers the calling thread's priority by kBackgroundNice, on Linux, where a
// priority is a thread's; elsewhere it would be the whole process's,
// requests' too, so nothing changes there.
void run_this_thread_in_background();

}  // namespace hclc::lsp
