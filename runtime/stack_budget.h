#pragma once
// A bound on the stack that a recursive walk over input may use. Recursion
// over nested input (brackets in the native syntax, a JSON document's objects
// and arrays, and every walk over the trees and values made of them) costs
// stack in proportion to the nesting. A count of levels bounds that only as
// well as one knows each level's frames, whose sizes differ between
// compilers, optimization levels and sanitizers; a StackBudget measures the
// stack used since the walk began instead, and never lets it come closer than
// a reserve to the end of the thread's own stack, so that the walk stops with
// a diagnostic before the stack overflows: on the main thread's usual 8 MB, on
// a thread an application started with a small stack, and in a walk that
// begins when another has already used much of the stack.

#ifdef __EMSCRIPTEN__
#include <emscripten/stack.h>
#else
#include <pthread.h>
#include <sys/resource.h>
#endif

#include <algorithm>
#include <cstddef>
#include <cstdint>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define HCLC_SANITIZED_FRAMES 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define HCLC_SANITIZED_FRAMES 1
#endif
#endif

#ifndef __EMSCRIPTEN__
// glibc's (and musl's) address of the main thread's first stack frame.
extern "C" void* __libc_stack_end;  // NOLINT(bugprone-reserved-identifier): the C library's name
#endif

namespace hclc {

inline constexpr std::size_t kDefaultStackBudgetBytes = std::size_t{2} << 20;

// A walk that counts its levels may measure the stack only past this many:
// so few levels fit in any stack, and most input is shallower, so that the
// walk's usual cost is the one comparison of its count.
inline constexpr std::size_t kLevelsBeforeStackChecks = 16;

// The lowest address a walk on the calling thread may reach: a quarter of the
// thread's stack above its end, left for the frames a walk's callee makes
// after its last check (a diagnostic's text, a library function, a
// sanitizer's reports). Zero when the thread's stack is not known. Found once
// per thread. On the main thread glibc's pthread_getattr_np reads
// /proc/self/maps for it (15 us, in every process): the main thread's stack
// is the stack limit below the start of the program's arguments instead
// (__libc_stack_end, a little below the stack's top: a floor a little
// higher than the true one).
inline std::uintptr_t stack_floor() {
#ifdef __EMSCRIPTEN__
  // WebAssembly (js/): Emscripten's stack is one region of linear memory,
  // growing down to emscripten_stack_get_end().
  static const std::uintptr_t floor = [] {
    const std::uintptr_t end = emscripten_stack_get_end();
    return end + (emscripten_stack_get_base() - end) / 4;
  }();
  return floor;
#else
  thread_local const std::uintptr_t floor = [] {
    rlimit limit{};
    const auto top = reinterpret_cast<std::uintptr_t>(__libc_stack_end);
    const auto frame = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
    if (getrlimit(RLIMIT_STACK, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur < top &&
        frame <= top && frame > top - limit.rlim_cur) {
      return top - limit.rlim_cur + limit.rlim_cur / 4;
    }
    std::uintptr_t lowest = 0;
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
      void* end = nullptr;
      std::size_t size = 0;
      if (pthread_attr_getstack(&attributes, &end, &size) == 0 && end != nullptr)
        lowest = reinterpret_cast<std::uintptr_t>(end) + size / 4;
      pthread_attr_destroy(&attributes);
    }
    return lowest;
  }();
  return floor;
#endif
}

// The budget of a walk that may use the whole stack down to the floor: the
// evaluator's and the type checker's, whose frames per level of nesting are
// several times the parser's, so that whatever parses evaluates.
inline constexpr std::size_t kWholeStack = SIZE_MAX;

class StackBudget {
 public:
  // The walk begins in the caller's frame, on the caller's thread, and may
  // use `budget` bytes of stack (never past the floor; where the floor is
  // not known, the default budget at most).
  [[gnu::always_inline]] void start(std::size_t budget = kDefaultStackBudgetBytes) {
    const std::uintptr_t base = current_frame();
#ifdef HCLC_SANITIZED_FRAMES
    // Sanitizers make frames many times bigger (a JSON level takes about 350
    // bytes in the normal build, 7 kB under AddressSanitizer): there the walk
    // may use the whole stack down to the floor, so that a sanitized run with
    // a bigger stack (tools/test --asan gives the tests 64 MB) accepts what
    // the normal build accepts.
    budget = kWholeStack;
#endif
    if (stack_floor() == 0) budget = std::min(budget, kDefaultStackBudgetBytes);
    limit_ = std::max(base > budget ? base - budget : 0, stack_floor());
  }

  // Whether the stack has grown past the budget since start().
  [[gnu::always_inline]] bool spent() const { return current_frame() < limit_; }

 private:
  [[gnu::always_inline]] static std::uintptr_t current_frame() {
    return reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
  }

  std::uintptr_t limit_ = 0;
};

}  // namespace hclc
