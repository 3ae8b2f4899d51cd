#include "syntax/lossless.h"

#include <limits>

#include "HclParser.h"
#include "syntax/lexer.h"

namespace hclc::syntax {

using syntax_internal::LexedToken;
using syntax_internal::Lexer;
using P = grammar::HclParser;

namespace {

bool starts_comment(std::string_view text, size_t at) {
  return text[at] == '#' || (text[at] == '/' && at + 1 < text.size() && (text[at + 1] == '/' || text[at + 1] == '*'));
}

// A token the lexer skipped: whitespace, a newline or a comment, told apart
// by its first bytes.
TokenKind skipped_kind(std::string_view text, const LexedToken& token) {
  if (starts_comment(text, token.start)) return TokenKind::Comment;
  if (token.type == P::NEWLINE) return TokenKind::Newline;
  return TokenKind::Whitespace;
}

TokenKind kind_of(std::string_view text, const LexedToken& token, const Lexer& lexer) {
  switch (token.type) {
    case P::NEWLINE: return starts_comment(text, token.start) ? TokenKind::Comment : TokenKind::Newline;
    case P::FOR:
    case P::FOR_INTRO:
    case P::IN:
    case P::IF:
    case P::ELSE:
    case P::ENDIF:
    case P::ENDFOR:
    case P::IDENT: return TokenKind::Identifier;
    case P::NUMBER: return TokenKind::Number;
    case P::OQUOTE: return TokenKind::OpenQuote;
    case P::CQUOTE: return TokenKind::CloseQuote;
    case P::HEREDOC_START: return TokenKind::HeredocStart;
    case P::HEREDOC_END: return TokenKind::HeredocEnd;
    case P::TEMPLATE_LITERAL: return TokenKind::TemplateLiteral;
    case P::TEMPLATE_INTERP: return TokenKind::TemplateInterp;
    case P::TEMPLATE_DIRECTIVE: return TokenKind::TemplateDirective;
    case P::LBRACE: return TokenKind::OpenBrace;
    case P::RBRACE:
    case P::STRIP_RBRACE:
      return lexer.last_brace_closed_sequence() ? TokenKind::TemplateSequenceEnd : TokenKind::CloseBrace;
    case P::LBRACK: return TokenKind::OpenBracket;
    case P::RBRACK: return TokenKind::CloseBracket;
    case P::LPAREN: return TokenKind::OpenParen;
    case P::RPAREN: return TokenKind::CloseParen;
    case P::EQ: return TokenKind::Equals;
    case P::EQEQ: return TokenKind::EqualEqual;
    case P::NEQ: return TokenKind::NotEqual;
    case P::LT: return TokenKind::Less;
    case P::LE: return TokenKind::LessEqual;
    case P::GT: return TokenKind::Greater;
    case P::GE: return TokenKind::GreaterEqual;
    case P::AND: return TokenKind::And;
    case P::OR: return TokenKind::Or;
    case P::BANG: return TokenKind::Bang;
    case P::PLUS: return TokenKind::Plus;
    case P::MINUS: return TokenKind::Minus;
    case P::STAR: return TokenKind::Star;
    case P::SLASH: return TokenKind::Slash;
    case P::PERCENT: return TokenKind::Percent;
    case P::QUESTION: return TokenKind::Question;
    case P::COLON: return TokenKind::Colon;
    case P::COLONCOLON: return TokenKind::DoubleColon;
    case P::FATARROW: return TokenKind::FatArrow;
    case P::ELLIPSIS: return TokenKind::Ellipsis;
    case P::DOT: return TokenKind::Dot;
    case P::COMMA: return TokenKind::Comma;
    default: return TokenKind::Invalid;  // the operators of other languages, QUOTED_NEWLINE, INVALID
  }
}

}  // namespace

std::vector<LosslessToken> lex_lossless(std::string_view text) {
  std::vector<LosslessToken> tokens;
  std::vector<LexedToken> skipped;
  Lexer lexer(text, std::numeric_limits<std::size_t>::max());  // formatting reads any depth
  lexer.keep_skipped_in(&skipped);
  size_t covered = 0;  // bytes [0, covered) are in tokens
  // Bytes no token claims (the rest of a string in another language's
  // quotes, which the lexer swallows after the invalid quote) belong to the
  // Invalid token before them, so that the tokens cover the text and such a
  // string stays one token.
  auto append = [&](TokenKind kind, size_t start, size_t end) {
    if (start > covered) {
      if (!tokens.empty() && tokens.back().kind == TokenKind::Invalid && tokens.back().end == covered)
        tokens.back().end = start;
      else
        tokens.push_back(LosslessToken{TokenKind::Invalid, covered, start});
    }
    if (end > start) tokens.push_back(LosslessToken{kind, start, end});
    covered = std::max(covered, end);
  };
  for (;;) {
    const LexedToken token = lexer.next();
    for (const LexedToken& s : skipped) append(skipped_kind(text, s), s.start, s.end);
    skipped.clear();
    if (token.type == antlr4::Token::EOF) break;
    append(kind_of(text, token, lexer), token.start, token.end);
  }
  append(TokenKind::Invalid, text.size(), text.size());
  return tokens;
}

}  // namespace hclc::syntax
