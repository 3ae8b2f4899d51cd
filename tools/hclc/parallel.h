#pragma once
// Files worked on several threads at once (`-j N`): each item is worked
// alone into its own slot, and the command prints the slots in input order,
// so that the output is the same for any number of threads.

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

#include <CLI/CLI.hpp>

namespace hclc::cli {

// The machine's cores (at least one).
inline unsigned default_jobs() { return std::max(1U, std::thread::hardware_concurrency()); }

// Adds -j/--jobs, defaulting to the machine's cores.
inline void add_jobs_option(CLI::App& cmd, unsigned& jobs) {
  jobs = default_jobs();
  cmd.add_option("-j,--jobs", jobs, "Files worked at once (default: the machine's cores)")
      ->check(CLI::PositiveNumber)
      ->default_str("cores");
}

// Calls work(i) for every i in [0, count), on up to `jobs` threads (the
// calling one among them); returns when all are done. The items are taken in
// order from a shared counter, so that a long file does not hold up the others.
template <typename Work>
void for_each_index(std::size_t count, unsigned jobs, Work work) {
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < count; i = next++) work(i);
  };
  const std::size_t helpers = std::min<std::size_t>(std::max(1U, jobs), count) - (count > 0 ? 1 : 0);
  std::vector<std::jthread> threads;
  threads.reserve(helpers);
  for (std::size_t t = 0; t < helpers; ++t) threads.emplace_back(worker);
  worker();
}

}  // namespace hclc::cli
