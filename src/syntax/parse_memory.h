#pragma once
// What a thread's parser keeps between parses besides its prediction states
// (prediction_cache.h), and the bound on it.

#include <cstddef>

namespace hclc {

// The lists of children that the parse-tree arenas of this thread's reused
// parses (parse.cpp's with_run) keep for their next trees, and the bound on
// them: no arena keeps more than the most contexts one of its trees had.
struct ParseTreeSpares {
  std::size_t children_lists = 0;  // summed over the thread's arenas
  std::size_t bound = 0;           // each arena's most contexts, summed
  // The contexts of one class that an arena keeps for its next trees (each
  // with its list of children), at most its most contexts: the largest
  // such pool of each arena, summed.
  std::size_t largest_pool = 0;
};
ParseTreeSpares thread_parse_tree_spares();

}  // namespace hclc
