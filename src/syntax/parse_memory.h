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
};
ParseTreeSpares thread_parse_tree_spares();

}  // namespace hclc
