#pragma once
// The JSON tokenizer (internal to hclc_json). Positions follow the reference's
// JSON scanner, which differs from positions in native syntax: a tab advances
// the column by two, a carriage return by none, and a string token's column
// width counts the grapheme clusters after its opening quote (each invalid
// UTF-8 byte being one).

#include <cstdint>
#include <memory>
#include <string_view>

#include <unicode/uversion.h>

#include "source/range.h"

U_NAMESPACE_BEGIN
class BreakIterator;
U_NAMESPACE_END

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
  // A String that is well formed with only printable ASCII and no escapes
  // between its quotes: its text is its bytes (most strings are).
  bool plain = false;
  Pos start;
  Pos end;
};

// Tokens one at a time, as the parser reads them (a list of all of them
// would cost more memory than the document's nodes). After the text's last
// token, or after an Invalid one, every call gives an End token.
class Scanner {
 public:
  explicit Scanner(std::string_view text);
  Scanner(const Scanner&) = delete;
  Scanner& operator=(const Scanner&) = delete;
  ~Scanner();

  Token next();

 private:
  void skip_whitespace();
  void advance_ascii(std::uint32_t bytes);
  template <typename Pred>
  void advance_while(Pred pred);
  // Returns whether the string is plain (see Token).
  bool advance_string();
  std::uint32_t grapheme_clusters(std::string_view bytes);

  std::string_view text_;
  Pos pos_;
  bool ended_ = false;
  std::unique_ptr<icu::BreakIterator> graphemes_;
};

}  // namespace hclc::json
