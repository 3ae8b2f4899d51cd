#pragma once
// Every token of a native-syntax file, comments, newlines and whitespace
// included, each with its byte range: the view of the text that tools which
// rewrite it (the formatter, src/format; the editor) work on. The parser's
// token stream drops comments and insignificant newlines; this one keeps
// everything, so concatenating the tokens' bytes gives back the text exactly.
//
// The tokens are the parser's (src/syntax/lexer.h), named here without ANTLR.
// Keywords (`for`, `in`, `if`, ...) are Identifier tokens, as in the
// reference's scanner: they are keywords only by position.

#include <cstddef>
#include <string_view>
#include <vector>

namespace hclc::syntax {

enum class TokenKind : unsigned char {
  Whitespace,  // spaces and tabs within a line
  Newline,     // "\n" or "\r\n"
  Comment,     // `# ...` and `// ...` with their newline, if any; `/* ... */`
  Identifier,
  Number,
  OpenQuote,            // `"` starting a quoted template
  CloseQuote,           // `"` ending one
  HeredocStart,         // `<<ID` or `<<-ID` with its newline
  HeredocEnd,           // the closing marker line, with its indentation, without its newline
  TemplateLiteral,      // literal text of a template (quoted or heredoc)
  TemplateInterp,       // `${` or `${~`
  TemplateDirective,    // `%{` or `%{~`
  TemplateSequenceEnd,  // `}` or `~}` closing a template sequence
  OpenBrace,
  CloseBrace,
  OpenBracket,
  CloseBracket,
  OpenParen,
  CloseParen,
  Equals,  // `=`
  EqualEqual,
  NotEqual,
  Less,
  LessEqual,
  Greater,
  GreaterEqual,
  And,
  Or,
  Bang,
  Plus,
  Minus,
  Star,
  Slash,
  Percent,
  Question,
  Colon,
  DoubleColon,
  FatArrow,
  Ellipsis,
  Dot,
  Comma,
  Invalid,  // anything outside the language, including an unterminated construct's bytes
};

struct LosslessToken {
  TokenKind kind;
  std::size_t start;  // byte offsets into the text, [start, end)
  std::size_t end;
};

// The tokens of `text` (any bytes: an invalid UTF-8 byte is an Invalid token
// of its own, or part of a comment or string) read as a config file, in
// order, without gaps: the first starts at 0, each starts where the
// previous ends, the last ends at text.size(). Linear in the text.
std::vector<LosslessToken> lex_lossless(std::string_view text);

}  // namespace hclc::syntax
