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

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define HCLC_SANITIZED_FRAMES 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define HCLC_SANITIZED_FRAMES 1
#endif
#endif

#ifdef HCLC_SANITIZED_FRAMES
#include <pthread.h>
#endif

namespace hclc {

inline constexpr std::size_t kDefaultStackBudgetBytes = std::size_t{2} << 20;

// The budget of a walk on the calling thread.
inline std::size_t default_stack_budget() {
#ifdef HCLC_SANITIZED_FRAMES
  // Sanitizers make frames many times bigger (a JSON level takes about 350
  // bytes in the normal build, 7 kB under AddressSanitizer). Here the budget
  // is three quarters of this thread's stack instead: a sanitized run with a
  // bigger stack (tools/test --asan gives the tests 64 MB) accepts what the
  // normal build accepts, and one with the usual 8 MB still stops before the
  // stack overflows.
  thread_local const std::size_t bytes = [] {
    std::size_t stack_size = 0;
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
      pthread_attr_getstacksize(&attributes, &stack_size);
      pthread_attr_destroy(&attributes);
    }
    return stack_size == 0 ? kDefaultStackBudgetBytes : stack_size / 4 * 3;
  }();
  return bytes;
#else
  return kDefaultStackBudgetBytes;
#endif
}

class StackBudget {
 public:
  // The walk begins in the caller's frame, on the caller's thread.
  [[gnu::always_inline]] void start() {
    base_ = current_frame();
    bytes_ = default_stack_budget();
  }

  // Whether the stack has grown by more than the budget since start().
  [[gnu::always_inline]] bool spent() const {
    const std::uintptr_t here = current_frame();
    return base_ > here && base_ - here > bytes_;
  }

 private:
  [[gnu::always_inline]] static std::uintptr_t current_frame() {
    return reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
  }

  std::uintptr_t base_ = 0;
  std::size_t bytes_ = kDefaultStackBudgetBytes;
};

}  // namespace hclc
