#pragma once
// The bound on what the parser's prediction keeps between parses.

#include <cstddef>

namespace hclc {

// The prediction states (ANTLR's DFA states, made for lookahead the build's
// tables do not cover, which is invalid input) a thread's parsers keep
// between parses are dropped when there are more than this many.
inline constexpr std::size_t kMaxPredictionStates = 20'000;

// How many this thread's parsers keep now.
std::size_t thread_prediction_states();

}  // namespace hclc
