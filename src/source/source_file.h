#pragma once
// A source file's bytes with a line index: turns byte offsets into the
// positions the reference reports (line, column in grapheme clusters, byte).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "source/range.h"

namespace hclc {

// The UTF-8 byte order mark, which a file may start with (Windows editors
// write one): the native syntax skips it, and columns on the first line
// count from after it, as in the reference.
inline constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

class SourceFile {
 public:
  SourceFile(std::string filename, std::string text);
  ~SourceFile();
  SourceFile(SourceFile&&) noexcept;
  SourceFile& operator=(SourceFile&&) noexcept;

  const std::string& filename() const { return filename_; }
  std::string_view text() const { return text_; }

  // Lines end after "\n"; a "\r\n" pair is part of the line it ends.
  // Columns count grapheme clusters from the start of the line, from 1 (on
  // the first line, from after a byte order mark; a byte inside the mark is
  // its own column, as the JSON syntax, which refuses the mark, reports it).
  Pos pos_at(std::uint32_t byte) const;
  // The same, for a reader that asks for positions mostly in order (a
  // parser): `line_hint` is the line index of its last answer, tried first
  // with the line after it before a search of the line index, and updated.
  Pos pos_at(std::uint32_t byte, std::uint32_t& line_hint) const {
    // Inline, the common case: a byte on the hint's line, an ASCII line
    // after the first (a line of a byte order mark is the first) and before
    // the last, where the column is the bytes from the line's start. A parse
    // asks for about two positions a token; the call and the checks out of
    // line were 5% of its instructions.
    if (line_hint > 0 && line_hint + 1 < line_starts_.size() && line_starts_[line_hint] <= byte &&
        byte < line_starts_[line_hint + 1] && line_is_ascii_[line_hint]) {
      return Pos{line_hint + 1, byte - line_starts_[line_hint] + 1, byte};
    }
    return pos_at_another_line(byte, line_hint);
  }
  Range range(std::uint32_t begin_byte, std::uint32_t end_byte) const;

  std::uint32_t line_count() const { return static_cast<std::uint32_t>(line_starts_.size()); }
  // The line (from 1) that holds a byte offset; the end of the text is on the
  // last line.
  std::uint32_t line_of(std::uint32_t byte) const;
  // The bytes [first, second) of a line (from 1), without its line ending.
  std::pair<std::uint32_t, std::uint32_t> line_bounds(std::uint32_t line) const;
  // The text of a line (from 1), without its line ending.
  std::string_view line_text(std::uint32_t line) const;

 private:
  std::uint32_t clamp(std::uint32_t byte) const { return std::min(byte, static_cast<std::uint32_t>(text_.size())); }
  bool line_holds(std::uint32_t index, std::uint32_t byte) const;
  // pos_at with a hint, when the byte is not on the hint's line or that line is not plain.
  Pos pos_at_another_line(std::uint32_t byte, std::uint32_t& line_hint) const;
  Pos pos_on_line(std::uint32_t index, std::uint32_t byte) const;
  std::uint32_t count_grapheme_clusters(std::uint32_t begin, std::uint32_t end) const;

  std::string filename_;
  std::string text_;
  std::vector<std::uint32_t> line_starts_;
  std::vector<bool> line_is_ascii_;
  struct GraphemeCounter;  // ICU state, made on first use by a non-ASCII line
  mutable std::unique_ptr<GraphemeCounter> graphemes_;
};

// The end of the run of ASCII bytes in `text` that starts at `from`: the
// first byte from `from` on with its high bit set, or the end of the text.
// Eight bytes at a time, since most configuration text is ASCII.
std::size_t end_of_ascii(std::string_view text, std::size_t from);

// The bytes of the file at `path`, or nullopt when it cannot be read: missing,
// unreadable, a directory, or an I/O error part way. Every command and the
// library read their inputs through this one function.
std::optional<std::string> read_source_file(const std::string& path);

}  // namespace hclc
