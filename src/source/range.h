#pragma once
// Source positions and ranges, as the reference reports them: a line and a
// column (counting grapheme clusters) from 1, and a byte offset from 0.

#include <cstdint>
#include <string>

namespace hclc {

struct Pos {
  std::uint32_t line = 1;
  std::uint32_t column = 1;
  std::uint32_t byte = 0;

  friend bool operator==(const Pos&, const Pos&) = default;
};

// A stretch of one file's source, where the file is known from context (an IR
// arena, a JSON document); a Range adds the filename.
struct Span {
  Pos start;
  Pos end;

  friend bool operator==(const Span&, const Span&) = default;
  bool empty() const { return start.byte == end.byte; }
  // The smallest span covering both.
  static Span between(const Span& first, const Span& last) { return {first.start, last.end}; }
  // The empty span at this one's start (where a missing item is reported).
  Span start_point() const { return {start, start}; }
};

struct Range {
  std::string filename;
  Pos start;
  Pos end;

  friend bool operator==(const Range&, const Range&) = default;
  bool empty() const { return start.byte == end.byte; }
};

}  // namespace hclc
