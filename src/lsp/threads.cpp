#include "lsp/threads.h"

#include <pthread.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <string>

namespace hclc::lsp {

void name_this_thread(std::string_view name) {
  constexpr std::size_t kMaxName = 15;  // the kernel's limit, without the NUL
  const std::string kept(name.substr(0, kMaxName));
  ::pthread_setname_np(::pthread_self(), kept.c_str());
}

void run_this_thread_in_background() {
#if defined(__linux__)
  // Relative to the process's own, up to the lowest priority: a server
  // started at nice 10 (as the benchmark runs) keeps its indexers below the
  // thread that answers requests, at 19; at an equal nice the scheduler
  // shares the cores evenly and a request waits for an indexer's slice to
  // end. A failure (a sandbox that forbids it) leaves the priority as it
  // was: slower requests while indexing, nothing worse.
  constexpr int kLowestPriority = 19;
  const auto tid = static_cast<id_t>(::gettid());
  ::setpriority(PRIO_PROCESS, tid, std::min(kLowestPriority, ::getpriority(PRIO_PROCESS, tid) + kBackgroundNice));
#endif
}

}  // namespace hclc::lsp
