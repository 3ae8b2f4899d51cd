#pragma once
// A source file's bytes with a line index: turns byte offsets into the
// positions the reference reports (line, column in grapheme clusters, byte).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
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
  // Copies share the text and the line index: an IR arena keeps the source
  // it was parsed from (its spans are byte offsets, placed on lines and
  // columns when asked) without copying the text.
  SourceFile(const SourceFile&) = default;
  SourceFile& operator=(const SourceFile&) = default;
  SourceFile(SourceFile&&) noexcept = default;
  SourceFile& operator=(SourceFile&&) noexcept = default;
  ~SourceFile() = default;

  const std::string& filename() const { return data_->filename; }
  std::string_view text() const { return data_->text; }

  // Lines end after "\n"; a "\r\n" pair is part of the line it ends.
  // Columns count grapheme clusters from the start of the line, from 1 (on
  // the first line, from after a byte order mark; a byte inside the mark is
  // its own column, as the JSON syntax, which refuses the mark, reports it).
  // The line index is made on the first question (a valid file's parse asks
  // none).
  Pos pos_at(std::uint32_t byte) const;
  // The same, for a reader that asks for positions mostly in order (a
  // diagnostic's parser): `line_hint` is the line index of its last answer,
  // tried first with the line after it before a search of the line index,
  // and updated.
  Pos pos_at(std::uint32_t byte, std::uint32_t& line_hint) const;
  Range range(std::uint32_t begin_byte, std::uint32_t end_byte) const;

  std::uint32_t line_count() const { return static_cast<std::uint32_t>(lines().starts.size()); }
  // The line (from 1) that holds a byte offset; the end of the text is on the
  // last line.
  std::uint32_t line_of(std::uint32_t byte) const;
  // The bytes [first, second) of a line (from 1), without its line ending.
  std::pair<std::uint32_t, std::uint32_t> line_bounds(std::uint32_t line) const;
  // The text of a line (from 1), without its line ending.
  std::string_view line_text(std::uint32_t line) const;

 private:
  struct LineIndex {
    std::vector<std::uint32_t> starts;
    std::vector<bool> is_ascii;
  };
  struct GraphemeCounter;  // ICU state, made on first use by a non-ASCII line
  struct Data {
    std::string filename;
    std::string text;
    mutable std::once_flag lines_made;
    mutable LineIndex lines;
    // Shared by the copies, which threads may hold (an LSP's analyses):
    // counting clusters moves ICU's iterator.
    mutable std::mutex graphemes_lock;
    mutable std::unique_ptr<GraphemeCounter> graphemes;
    ~Data();
  };

  const LineIndex& lines() const;
  std::uint32_t clamp(std::uint32_t byte) const {
    return std::min(byte, static_cast<std::uint32_t>(data_->text.size()));
  }
  bool line_holds(std::uint32_t index, std::uint32_t byte) const;
  Pos pos_on_line(std::uint32_t index, std::uint32_t byte) const;
  std::uint32_t count_grapheme_clusters(std::uint32_t begin, std::uint32_t end) const;

  std::shared_ptr<const Data> data_;
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
