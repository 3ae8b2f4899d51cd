#pragma once
// The server's own latency, measured inside it: for each request, the time
// from the moment its message was read off the input to the moment its
// response was written, the part of that spent handling it (the rest
// waited in the queue), and the CPU time the handling thread used meanwhile
// (handling minus CPU is time the thread was runnable or blocked but not
// running: other processes', or the indexer's, turn); for diagnostics, from
// the change that made them stale to their notification, the quiet period
// included. The benchmark
// asks for them (hclc/stats) to tell the server's latency from that of the
// client and of the machine's other processes.

#include <chrono>
#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "lsp/json_value.h"

namespace hclc::lsp {

using Clock = std::chrono::steady_clock;

// The calling thread's CPU time so far.
std::chrono::nanoseconds thread_cpu_time();

class LatencyStats {
 public:
  // Samples kept per kind: the most recent ones, so that memory stays
  // bounded however long the server runs.
  static constexpr std::size_t kSamplesKept = 8192;

  // `received`: when the message was read; `started`: when its handling
  // began; `finished`: when the answer was written; `cpu`: the thread's CPU
  // time from `started` to `finished`.
  void add(std::string_view kind, Clock::time_point received, Clock::time_point started, Clock::time_point finished,
           std::chrono::nanoseconds cpu);
  // {kind: {count, total: {p50, p99, max}, handling: {...}, cpu: {...}}}, in milliseconds.
  Json summary() const;
  void clear() { kinds_.clear(); }

 private:
  struct Samples {
    std::size_t count = 0;         // ever added
    std::vector<double> total;     // ms, a ring of the last kSamplesKept
    std::vector<double> handling;  // ms, in step with `total`
    std::vector<double> cpu;       // ms, in step with `total`
  };
  std::map<std::string, Samples, std::less<>> kinds_;
};

}  // namespace hclc::lsp
