#include "lsp/latency_stats.h"

#include <algorithm>
#include <cmath>
#include <ctime>

namespace hclc::lsp {
namespace {

double milliseconds(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

Json percentiles(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  auto at = [&](double p) {
    return values[static_cast<std::size_t>(std::lround(p * static_cast<double>(values.size() - 1)))];
  };
  return JsonObject{{"p50", at(0.5)}, {"p99", at(0.99)}, {"max", values.back()}};
}

}  // namespace

std::chrono::nanoseconds thread_cpu_time() {
  timespec now{};
  ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return std::chrono::seconds(now.tv_sec) + std::chrono::nanoseconds(now.tv_nsec);
}

void LatencyStats::add(std::string_view kind, Clock::time_point received, Clock::time_point started,
                       Clock::time_point finished, std::chrono::nanoseconds cpu) {
  auto it = kinds_.find(kind);
  if (it == kinds_.end()) it = kinds_.emplace(std::string(kind), Samples{}).first;
  Samples& s = it->second;
  const double total = milliseconds(finished - received);
  const double handling = milliseconds(finished - started);
  if (s.total.size() < kSamplesKept) {
    s.total.push_back(total);
    s.handling.push_back(handling);
    s.cpu.push_back(milliseconds(cpu));
  } else {
    s.total[s.count % kSamplesKept] = total;
    s.handling[s.count % kSamplesKept] = handling;
    s.cpu[s.count % kSamplesKept] = milliseconds(cpu);
  }
  ++s.count;
}

Json LatencyStats::summary() const {
  JsonObject out;
  for (const auto& [kind, s] : kinds_)
    out.emplace(kind, JsonObject{{"count", static_cast<double>(s.count)},
                                 {"total", percentiles(s.total)},
                                 {"handling", percentiles(s.handling)},
                                 {"cpu", percentiles(s.cpu)}});
  return out;
}

}  // namespace hclc::lsp
