#include "json/scanner.h"

#include <unicode/brkiter.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <array>
#include <memory>

#include "runtime/text.h"

namespace hclc::json {

namespace {

// The length a UTF-8 lead byte announces, if that many continuation bytes
// follow; 0 otherwise.
std::size_t structural_utf8_length(std::string_view text, std::size_t i) {
  const auto lead = static_cast<unsigned char>(text[i]);
  const std::size_t length = lead >= 0xC0 && lead <= 0xDF   ? 2
                             : lead >= 0xE0 && lead <= 0xEF ? 3
                             : lead >= 0xF0 && lead <= 0xF7 ? 4
                                                            : 0;
  if (length == 0 || i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k) {
    if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return 0;
  }
  return length;
}

// The bytes a string holds as they stand: printable ASCII but the quote and
// the backslash.
constexpr std::array<bool, 256> kPlainStringByte = [] {
  std::array<bool, 256> plain{};
  for (int c = 0x20; c < 0x80; ++c) plain[c] = c != '"' && c != '\\';
  return plain;
}();

bool is_letter(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
bool starts_number(unsigned char c) { return is_digit(c) || c == '.' || c == '-' || c == '+'; }
bool continues_number(unsigned char c) { return starts_number(c) || c == 'e' || c == 'E'; }

}  // namespace

Scanner::Scanner(std::string_view text) : text_(text) {}
Scanner::~Scanner() = default;

Token Scanner::next() {
  if (!ended_) skip_whitespace();
  if (ended_ || pos_.byte >= text_.size()) {
    ended_ = true;
    return Token{TokenKind::End, false, pos_, pos_};
  }
  const Pos start = pos_;
  const auto c = static_cast<unsigned char>(text_[pos_.byte]);
  TokenKind kind;
  switch (c) {
    case '{': kind = TokenKind::BraceOpen; break;
    case '}': kind = TokenKind::BraceClose; break;
    case '[': kind = TokenKind::BracketOpen; break;
    case ']': kind = TokenKind::BracketClose; break;
    case ',': kind = TokenKind::Comma; break;
    case ':': kind = TokenKind::Colon; break;
    case '=': kind = TokenKind::Equals; break;
    case '"': kind = TokenKind::String; break;
    default: kind = is_letter(c) ? TokenKind::Keyword : starts_number(c) ? TokenKind::Number : TokenKind::Invalid;
  }
  bool plain = false;
  if (kind == TokenKind::String) {
    plain = advance_string();
  } else if (kind == TokenKind::Keyword) {
    advance_while([](unsigned char k) { return is_letter(k) || k == '_'; });
  } else if (kind == TokenKind::Number) {
    advance_while(continues_number);
  } else {
    advance_ascii(1);
  }
  if (kind == TokenKind::Invalid) ended_ = true;  // scanning stops after it
  return Token{kind, plain, start, pos_};
}

// Counted in locals: this loop runs over every byte of indentation.
void Scanner::skip_whitespace() {
  const char* const text = text_.data();
  const std::uint32_t size = static_cast<std::uint32_t>(text_.size());
  std::uint32_t byte = pos_.byte;
  std::uint32_t column = pos_.column;
  std::uint32_t line = pos_.line;
  for (; byte < size; ++byte) {
    const char c = text[byte];
    if (c == ' ') {
      column += 1;
    } else if (c == '\n') {
      line += 1;
      column = 1;
    } else if (c == '\t') {
      column += 2;
    } else if (c != '\r') {
      break;
    }
  }
  pos_ = Pos{line, column, byte};
}

void Scanner::advance_ascii(std::uint32_t bytes) {
  pos_.byte += bytes;
  pos_.column += bytes;
}

template <typename Pred>
void Scanner::advance_while(Pred pred) {
  std::uint32_t end = pos_.byte + 1;
  while (end < text_.size() && pred(static_cast<unsigned char>(text_[end]))) ++end;
  advance_ascii(end - pos_.byte);
}

// A string runs to its closing quote; a backslash protects the byte after it
// unless that is a control byte, and a control byte (never part of a valid
// string) ends the token before it, as does the end of the text.
bool Scanner::advance_string() {
  const auto* const bytes = reinterpret_cast<const unsigned char*>(text_.data());
  const std::uint32_t size = static_cast<std::uint32_t>(text_.size());
  const std::uint32_t content = pos_.byte + 1;
  std::uint32_t end = content;
  bool ascii = true;
  bool escapes = false;
  bool closed = false;
  for (;;) {
    // Most bytes are plain: one table look-up each.
    while (end < size && kPlainStringByte[bytes[end]]) ++end;
    if (end >= size) break;
    const unsigned char c = bytes[end];
    if (c < 0x20) break;
    if (c >= 0x80) ascii = false;
    ++end;
    if (c == '"') {
      closed = true;
      break;
    }
    if (c == '\\') {
      escapes = true;
      if (end < size && bytes[end] >= 0x20) {
        if (bytes[end] >= 0x80) ascii = false;
        ++end;
      }
    }
  }
  const std::uint32_t columns = 1 + (ascii ? end - content : grapheme_clusters(text_.substr(content, end - content)));
  pos_.byte = end;
  pos_.column += columns;
  return ascii && closed && !escapes;
}

std::uint32_t Scanner::grapheme_clusters(std::string_view bytes) {
  icu::UnicodeString units;
  for (std::size_t i = 0; i < bytes.size();) {
    char32_t cp = 0;
    std::size_t length = decode_utf8(bytes, i, cp);
    if (length == 0) {
      // The reference's segmenter takes any lead byte with its continuation
      // bytes as one character, even when the value is not allowed in UTF-8
      // (overlong forms, surrogates); a stray byte is one character alone.
      cp = 0xFFFD;
      length = std::max<std::size_t>(1, structural_utf8_length(bytes, i));
    }
    units.append(static_cast<UChar32>(cp));
    i += length;
  }
  UErrorCode status = U_ZERO_ERROR;
  if (!graphemes_) {
    graphemes_.reset(icu::BreakIterator::createCharacterInstance(icu::Locale::getRoot(), status));
    if (U_FAILURE(status)) graphemes_.reset();
  }
  if (!graphemes_) return static_cast<std::uint32_t>(units.countChar32());
  graphemes_->setText(units);
  std::uint32_t count = 0;
  graphemes_->first();
  while (graphemes_->next() != icu::BreakIterator::DONE) ++count;
  return count;
}

}  // namespace hclc::json
