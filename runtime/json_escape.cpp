#include "runtime/json_escape.h"

#include <cstdint>

#include "runtime/text.h"

namespace hclc {
namespace {

constexpr char32_t kReplacementCharacter = 0xFFFD;

bool is_high_surrogate(std::uint32_t unit) { return unit >= 0xD800 && unit <= 0xDBFF; }
bool is_low_surrogate(std::uint32_t unit) { return unit >= 0xDC00 && unit <= 0xDFFF; }

// The four hexadecimal digits at text[at]: the code unit, or the error.
std::optional<JsonEscapeError> read_hex4(std::string_view text, std::size_t at, std::uint32_t& unit) {
  unit = 0;
  for (std::size_t i = at; i < at + 4; ++i) {
    if (i >= text.size()) return JsonEscapeError{JsonEscapeError::Kind::UnexpectedEnd, text.size()};
    const char c = text[i];
    std::uint32_t digit = 0;
    if (c >= '0' && c <= '9')
      digit = static_cast<std::uint32_t>(c - '0');
    else if (c >= 'a' && c <= 'f')
      digit = static_cast<std::uint32_t>(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F')
      digit = static_cast<std::uint32_t>(c - 'A' + 10);
    else
      return JsonEscapeError{JsonEscapeError::Kind::BadHexDigit, i};
    unit = unit * 16 + digit;
  }
  return std::nullopt;
}

}  // namespace

JsonEscapeResult decode_json_escape(std::string_view text, std::size_t backslash, std::string& out) {
  const std::size_t at = backslash + 1;
  if (at >= text.size()) return {0, JsonEscapeError{JsonEscapeError::Kind::UnexpectedEnd, text.size()}};
  char simple = 0;
  switch (text[at]) {
    case '"': simple = '"'; break;
    case '\\': simple = '\\'; break;
    case '/': simple = '/'; break;
    case 'b': simple = '\b'; break;
    case 'f': simple = '\f'; break;
    case 'n': simple = '\n'; break;
    case 'r': simple = '\r'; break;
    case 't': simple = '\t'; break;
    case 'u': break;
    default: return {0, JsonEscapeError{JsonEscapeError::Kind::UnknownEscape, at}};
  }
  if (simple != 0) {
    out += simple;
    return {at + 1, std::nullopt};
  }
  std::uint32_t unit = 0;
  if (std::optional<JsonEscapeError> error = read_hex4(text, at + 1, unit)) return {0, error};
  std::size_t next = at + 5;
  char32_t code_point = unit;
  if (is_high_surrogate(unit) && text.substr(next, 2) == "\\u") {
    std::uint32_t low = 0;
    if (std::optional<JsonEscapeError> error = read_hex4(text, next + 2, low)) return {0, error};
    if (is_low_surrogate(low)) {
      code_point = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
      next += 6;
    }
  }
  if (code_point >= 0xD800 && code_point <= 0xDFFF) code_point = kReplacementCharacter;
  append_utf8(out, code_point);
  return {next, std::nullopt};
}

}  // namespace hclc
