#pragma once
// An open document's text as the client sees it, and the protocol's
// positions: (line, character) where lines end at "\n", "\r\n" or "\r" and a
// character counts UTF-16 code units (the protocol's default) or bytes
// (UTF-8, when both sides agree). hclc's ranges are byte offsets; positions
// are converted here, at the edge, and nowhere else.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hclc::lsp {

enum class PositionEncoding { Utf16, Utf8 };

struct Position {
  std::uint32_t line = 0;
  std::uint32_t character = 0;
  friend bool operator==(const Position&, const Position&) = default;
};

struct TextRange {
  Position start;
  Position end;
};

class TextDocument {
 public:
  TextDocument() { reindex(); }
  explicit TextDocument(std::string text);

  std::string_view text() const { return text_; }
  std::uint32_t line_count() const { return static_cast<std::uint32_t>(line_starts_.size()); }

  // The byte offset of a position, or nullopt when its line is past the last
  // one. A character past the end of its line means the end of the line (as
  // the protocol says); one inside a character (half of a surrogate pair,
  // inside a UTF-8 sequence) means that character's start.
  std::optional<std::uint32_t> offset_of(Position p, PositionEncoding encoding) const;
  // The same, with a line past the last meaning the end of the text.
  std::uint32_t clamped_offset_of(Position p, PositionEncoding encoding) const;
  Position position_of(std::uint32_t byte, PositionEncoding encoding) const;
  Position end_position(PositionEncoding encoding) const { return position_of(size(), encoding); }

  // Replaces the bytes [begin, end) with `replacement`; the line index is
  // updated around the change only.
  void replace(std::uint32_t begin, std::uint32_t end, std::string_view replacement);
  void set_text(std::string text);

 private:
  std::uint32_t size() const { return static_cast<std::uint32_t>(text_.size()); }
  // Whether a line starts at byte `at` (> 0): after "\n", or after a "\r"
  // that no "\n" follows.
  bool line_starts_at(std::uint32_t at) const;
  // The end of line `line`'s content, before its line ending.
  std::uint32_t content_end(std::uint32_t line) const;
  void reindex();

  std::string text_;
  std::vector<std::uint32_t> line_starts_;  // line_starts_[0] == 0
};

// The number of code units of `encoding` in valid or invalid UTF-8 text (an
// invalid byte counts as one unit, as it is shown as one replacement character).
std::uint32_t code_units(std::string_view text, PositionEncoding encoding);

}  // namespace hclc::lsp
