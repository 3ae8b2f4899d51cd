// libFuzzer target for a document's text under incremental edits (src/lsp):
// each 4-byte record of the input is an edit (a position, how much to
// delete, a piece to insert, the encoding of the position), applied both to
// a TextDocument and to a plain string through the same position; the texts
// must stay equal and the line index must equal a fresh one's, and
// positions must convert back to the offsets they came from.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "lsp/text_document.h"

using hclc::lsp::Position;
using hclc::lsp::PositionEncoding;
using hclc::lsp::TextDocument;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  static constexpr std::string_view kPieces[] = {
      "", "a", "\n", "\r", "\r\n", "\xc3\xa9", "\xf0\x9f\x98\x80", "\t", "x = 1\n", "\xff", "\xe2\x98", "\r\r\n\n"};
  TextDocument doc;
  std::string expected;
  for (std::size_t i = 0; i + 4 <= size; i += 4) {
    const PositionEncoding encoding = bytes[i + 3] & 1 ? PositionEncoding::Utf8 : PositionEncoding::Utf16;
    const Position start{bytes[i] % (doc.line_count() + 1u), static_cast<std::uint32_t>(bytes[i + 1] & 0x3F)};
    const std::uint32_t begin = doc.clamped_offset_of(start, encoding);
    // The offset must name the same place as a position again.
    const Position back = doc.position_of(begin, encoding);
    if (doc.clamped_offset_of(back, encoding) != begin) std::abort();
    const std::uint32_t end =
        std::min<std::uint32_t>(begin + (bytes[i + 1] >> 6), static_cast<std::uint32_t>(expected.size()));
    const std::string_view piece = kPieces[bytes[i + 2] % std::size(kPieces)];
    doc.replace(begin, end, piece);
    expected.replace(begin, end - begin, piece);
    if (doc.text() != expected) std::abort();
  }
  const TextDocument fresh(expected);
  if (fresh.line_count() != doc.line_count()) std::abort();
  for (std::uint32_t line = 0; line < fresh.line_count(); ++line)
    if (fresh.offset_of({line, 0}, PositionEncoding::Utf8) != doc.offset_of({line, 0}, PositionEncoding::Utf8))
      std::abort();
  return 0;
}
