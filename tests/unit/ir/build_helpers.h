#pragma once
// Small helpers for hand-building IR in tests: spans on one line of a
// source of spaces (the builder's source: `Builder b(one_line("t.hcl"))`).

#include "ir/builder.h"

namespace hclc::ir::testing {

// A source of one line, long enough for the tests' spans.
inline SourceFile one_line(std::string filename) { return SourceFile(std::move(filename), std::string(200, ' ')); }

// Columns [from, to) on line 1 of a one-line source (byte = column - 1).
inline Span cols(std::uint32_t from, std::uint32_t to) { return Span{from - 1, to - 1}; }

// The text is viewed until the builder is given the name or step (it keeps
// a copy): a literal or a string that lives until then.
inline Name name(std::string_view text, std::uint32_t from) {
  auto to = from + static_cast<std::uint32_t>(text.size());
  return Name{text, cols(from, to)};
}

inline ExprId var(Builder& b, std::string_view text, std::uint32_t from) {
  Name n = name(text, from);
  return b.scope_traversal(n.span, n, {});
}

inline TraversalStep attr_step(std::string_view text, std::uint32_t from) {
  auto to = from + 1 + static_cast<std::uint32_t>(text.size());
  return TraversalStep{StepKind::Attr, text, {}, cols(from, to)};
}

inline TraversalStep index_step(LiteralValue key, std::uint32_t from, std::uint32_t to) {
  return TraversalStep{StepKind::Index, {}, std::move(key), cols(from, to)};
}

}  // namespace hclc::ir::testing
