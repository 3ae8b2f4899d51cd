#pragma once
// The JSON tokenizer (internal to hclc_json). Positions follow the reference's
// JSON scanner, which differs from positions in native syntax: a tab advances
// the column by two, a carriage return by none, and a string token's column
// width counts the grapheme clusters after its opening quote (each invalid
// UTF-8 byte being one).

#include <cstdint>
#include <string_view>
#include <vector>

#include "source/range.h"

namespace hclc::json {

enum class TokenKind : std::uint8_t {
  BraceOpen,
  BraceClose,
  BracketOpen,
  BracketClose,
  Comma,
  Colon,
  Equals,
  Keyword,  // [A-Za-z][A-Za-z_]*
  Number,   // starts with [0-9.+-], continues with [0-9.+-eE]; validated later
  String,   // from '"' to the closing quote, or up to a control byte or the end
  Invalid,  // one byte that starts no token; scanning stops after it
  End,
};

struct Token {
  TokenKind kind;
  Pos start;
  Pos end;
};

// Always ends with one End token.
std::vector<Token> scan(std::string_view text);

}  // namespace hclc::json
