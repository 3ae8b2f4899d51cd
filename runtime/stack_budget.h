#pragma once
// A bound on the stack that a recursive walk over input may use. Recursion
// over nested input (brackets in the native syntax, a JSON document's objects
// and arrays) costs stack in proportion to the nesting. A count of levels
// bounds that only as well as one knows each level's frames, whose sizes
// differ between compilers, optimization levels and sanitizers; a
// StackBudget measures the stack used since the walk began instead, so that
// the walk stops with a diagnostic well before a typical 8 MB stack (the main
// thread's, and a new thread's by default) overflows.

#include <cstddef>
#include <cstdint>

namespace hclc {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define HCLC_SANITIZED_FRAMES 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define HCLC_SANITIZED_FRAMES 1
#endif
#endif

#ifdef HCLC_SANITIZED_FRAMES
// Sanitizers make frames several times bigger (AddressSanitizer puts a red zone
// around each local): a nesting that takes 2 MiB in a normal build takes
// about five times as much under them. Their builds run the same tests, on
// the same 8 MB stacks, so the budget grows as far as that stack allows.
inline constexpr std::size_t kDefaultStackBudgetBytes = std::size_t{6} << 20;
#else
inline constexpr std::size_t kDefaultStackBudgetBytes = std::size_t{2} << 20;
#endif

class StackBudget {
 public:
  explicit StackBudget(std::size_t bytes = kDefaultStackBudgetBytes) : bytes_(bytes) {}

  // The walk begins in the caller's frame.
  [[gnu::always_inline]] void start() { base_ = current_frame(); }

  // Whether the stack has grown by more than the budget since start().
  [[gnu::always_inline]] bool spent() const {
    const std::uintptr_t here = current_frame();
    return base_ > here && base_ - here > bytes_;
  }

 private:
  [[gnu::always_inline]] static std::uintptr_t current_frame() {
    return reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
  }

  std::size_t bytes_;
  std::uintptr_t base_ = 0;
};

}  // namespace hclc
