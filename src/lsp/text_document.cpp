#include "lsp/text_document.h"

#include <algorithm>

namespace hclc::lsp {
namespace {

// The length of the UTF-8 sequence that starts with `lead` as it is counted
// here: an invalid or truncated sequence counts its bytes one by one.
std::uint32_t sequence_length(std::string_view text, std::size_t i) {
  const auto b = static_cast<unsigned char>(text[i]);
  std::uint32_t n = 1;
  if ((b & 0xE0) == 0xC0)
    n = 2;
  else if ((b & 0xF0) == 0xE0)
    n = 3;
  else if ((b & 0xF8) == 0xF0)
    n = 4;
  if (i + n > text.size()) return 1;
  for (std::uint32_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return 1;
  return n;
}

// A character's code units: UTF-16 needs a surrogate pair for the four-byte
// sequences (code points past U+FFFF).
std::uint32_t units_of(std::uint32_t sequence, PositionEncoding encoding) {
  if (encoding == PositionEncoding::Utf8) return sequence;
  return sequence == 4 ? 2 : 1;
}

}  // namespace

std::uint32_t code_units(std::string_view text, PositionEncoding encoding) {
  if (encoding == PositionEncoding::Utf8) return static_cast<std::uint32_t>(text.size());
  std::uint32_t units = 0;
  for (std::size_t i = 0; i < text.size();) {
    const std::uint32_t n = sequence_length(text, i);
    units += units_of(n, encoding);
    i += n;
  }
  return units;
}

TextDocument::TextDocument(std::string text) : text_(std::move(text)) { reindex(); }

void TextDocument::set_text(std::string text) {
  text_ = std::move(text);
  reindex();
}

bool TextDocument::line_starts_at(std::uint32_t at) const {
  const char before = text_[at - 1];
  return before == '\n' || (before == '\r' && (at == size() || text_[at] != '\n'));
}

void TextDocument::reindex() {
  line_starts_.assign(1, 0);
  for (std::uint32_t at = 1; at <= size(); ++at)
    if (line_starts_at(at)) line_starts_.push_back(at);
}

std::uint32_t TextDocument::content_end(std::uint32_t line) const {
  std::uint32_t end = line + 1 < line_count() ? line_starts_[line + 1] : size();
  const std::uint32_t start = line_starts_[line];
  if (end > start && text_[end - 1] == '\n') --end;
  if (end > start && text_[end - 1] == '\r') --end;
  return end;
}

std::optional<std::uint32_t> TextDocument::offset_of(Position p, PositionEncoding encoding) const {
  if (p.line >= line_count()) return std::nullopt;
  const std::uint32_t start = line_starts_[p.line];
  const std::uint32_t end = content_end(p.line);
  if (encoding == PositionEncoding::Utf8) {
    std::uint32_t at = start + std::min(p.character, end - start);
    // Inside a character's sequence: back to its first byte.
    for (std::uint32_t back = 1; back <= 3 && at >= start + back; ++back) {
      const std::uint32_t lead = at - back;
      if ((static_cast<unsigned char>(text_[lead]) & 0xC0) == 0x80) continue;
      if (lead + sequence_length(text_, lead) > at) at = lead;
      break;
    }
    return at;
  }
  std::uint32_t units = 0;
  std::uint32_t at = start;
  while (at < end) {
    const std::uint32_t n = sequence_length(text_, at);
    const std::uint32_t u = units_of(n, encoding);
    if (units + u > p.character) break;
    units += u;
    at += n;
  }
  return at;
}

std::uint32_t TextDocument::clamped_offset_of(Position p, PositionEncoding encoding) const {
  return offset_of(p, encoding).value_or(size());
}

Position TextDocument::position_of(std::uint32_t byte, PositionEncoding encoding) const {
  byte = std::min(byte, size());
  const auto after = std::upper_bound(line_starts_.begin(), line_starts_.end(), byte);
  const auto line = static_cast<std::uint32_t>(after - line_starts_.begin() - 1);
  const std::uint32_t start = line_starts_[line];
  // A byte inside a line ending ("\r" of "\r\n") is at the end of the line.
  const std::uint32_t within = std::min(byte, content_end(line));
  return {line, code_units(std::string_view(text_).substr(start, within - start), encoding)};
}

void TextDocument::replace(std::uint32_t begin, std::uint32_t end, std::string_view replacement) {
  end = std::min(end, size());
  begin = std::min(begin, end);
  text_.replace(begin, end - begin, replacement);
  const auto new_end = static_cast<std::uint32_t>(begin + replacement.size());
  const auto delta = static_cast<std::int64_t>(replacement.size()) - static_cast<std::int64_t>(end - begin);
  // Whether a line starts at s depends on the bytes s-1 and s only: the
  // starts before `begin` stand, those from `begin` to just past the new
  // text are found again, and those two bytes or more past the old end move.
  std::vector<std::uint32_t> moved;
  for (auto it = std::lower_bound(line_starts_.begin(), line_starts_.end(), end + 2); it != line_starts_.end(); ++it)
    moved.push_back(static_cast<std::uint32_t>(*it + delta));
  line_starts_.erase(std::lower_bound(line_starts_.begin(), line_starts_.end(), std::max<std::uint32_t>(begin, 1)),
                     line_starts_.end());
  const std::uint32_t rescan_end = std::min(new_end + 1, size());
  for (std::uint32_t at = std::max<std::uint32_t>(begin, 1); at <= rescan_end; ++at)
    if (line_starts_at(at)) line_starts_.push_back(at);
  for (std::uint32_t s : moved)
    if (s > rescan_end) line_starts_.push_back(s);
}

}  // namespace hclc::lsp
