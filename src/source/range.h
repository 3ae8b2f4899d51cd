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

struct Range {
  std::string filename;
  Pos start;
  Pos end;

  friend bool operator==(const Range&, const Range&) = default;
  bool empty() const { return start.byte == end.byte; }
};

}  // namespace hclc
