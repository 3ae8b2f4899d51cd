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
  // Never above the process's own (a server started at nice 15 keeps its
  // indexers there). A failure (a sandbox that forbids it) leaves the
  // priority as it was: slower requests while indexing, nothing worse.
  const auto tid = static_cast<id_t>(::gettid());
  ::setpriority(PRIO_PROCESS, tid, std::max(kBackgroundNice, ::getpriority(PRIO_PROCESS, tid)));
#endif
}

}  // namespace hclc::lsp
