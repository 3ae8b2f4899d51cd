#include "syntax/lexer.h"

#include <unicode/uchar.h>

#include <array>

#include "HclParser.h"
#include "runtime/text.h"
#include "source/source_file.h"

namespace hclc::syntax_internal {

using antlr4::Token;
using P = grammar::HclParser;

namespace {

constexpr bool is_ascii_id_start(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
constexpr bool is_ascii_id_continue(int c) { return is_ascii_id_start(c) || (c >= '0' && c <= '9') || c == '-'; }

// is_ascii_id_continue for each byte (none from 0x80 on): names are most of
// a configuration's bytes, and a lookup a byte is what their scan costs.
constexpr std::array<bool, 256> kAsciiIdContinue = [] {
  std::array<bool, 256> table{};
  for (int c = 0; c < 0x80; ++c) table[static_cast<std::size_t>(c)] = is_ascii_id_continue(c);
  return table;
}();
bool is_digit(int c) { return c >= '0' && c <= '9'; }

// What a byte starts in Default mode, for Lexer::next_common: the tokens
// most of a configuration is made of, and the blanks between them. Anything
// else (operators, comments, bytes from 0x80 on) goes to match_default.
enum class ByteClass : unsigned char {
  Other,
  Blank,
  Newline,
  NameStart,
  Digit,
  Equals,
  Dot,
  Comma,
  Quote,
  LeftParen,
  RightParen,
  LeftBracket,
  RightBracket,
  LeftBrace,
  RightBrace
};
constexpr std::array<ByteClass, 256> kByteClass = [] {
  std::array<ByteClass, 256> table{};
  for (int c = 0; c < 0x80; ++c) {
    ByteClass& entry = table[static_cast<std::size_t>(c)];
    if (c == ' ' || c == '\t') entry = ByteClass::Blank;
    if (c == '\n') entry = ByteClass::Newline;
    if (is_ascii_id_start(c)) entry = ByteClass::NameStart;
    if (c >= '0' && c <= '9') entry = ByteClass::Digit;
    if (c == '=') entry = ByteClass::Equals;
    if (c == '.') entry = ByteClass::Dot;
    if (c == ',') entry = ByteClass::Comma;
    if (c == '"') entry = ByteClass::Quote;
    if (c == '(') entry = ByteClass::LeftParen;
    if (c == ')') entry = ByteClass::RightParen;
    if (c == '[') entry = ByteClass::LeftBracket;
    if (c == ']') entry = ByteClass::RightBracket;
    if (c == '{') entry = ByteClass::LeftBrace;
    if (c == '}') entry = ByteClass::RightBrace;
  }
  return table;
}();

// The ASCII bytes of a quoted string's literal text (not `"`, `\`, `$`, `%`
// or a line break), for Lexer::next_common; the others are match_quoted's,
// which checks their encoding.
constexpr std::array<bool, 256> kQuotedText = [] {
  std::array<bool, 256> table{};
  for (int c = 0; c < 0x80; ++c) {
    table[static_cast<std::size_t>(c)] = c != '"' && c != '\\' && c != '$' && c != '%' && c != '\r' && c != '\n';
  }
  return table;
}();

// Identifier characters are those of Unicode 13 (the tables of the ANTLR tool
// whose generated lexer this replaced): one added later is not part of the
// language, whatever ICU's version. The reference knows even fewer (it
// rejects characters added in Unicode 11).
bool has_identifier_property(char32_t cp, UProperty property) {
  if (!u_hasBinaryProperty(static_cast<UChar32>(cp), property)) return false;
  UVersionInfo age;
  u_charAge(static_cast<UChar32>(cp), age);
  return age[0] <= 13;
}

}  // namespace

Lexer::Lexer(std::string_view bytes, std::size_t max_nesting_depth)
    : bytes_(bytes), max_nesting_depth_(max_nesting_depth) {}

void Lexer::restart(std::string_view bytes, std::size_t max_nesting_depth) {
  Lexer fresh(bytes, max_nesting_depth);
  fresh.mode_stack_ = std::move(mode_stack_);
  fresh.openers_ = std::move(openers_);
  fresh.heredoc_terminators_ = std::move(heredoc_terminators_);
  fresh.mode_stack_.clear();
  fresh.openers_.clear();
  fresh.chain_links_ = std::move(chain_links_);
  fresh.chain_links_.assign(1, ChainLinks{});
  fresh.heredoc_terminators_.clear();
  *this = std::move(fresh);
}

LexedToken Lexer::next() {
  if (!at_end_ && skipped_ == nullptr && position_ > 0) {
    if (const std::optional<LexedToken> token = next_common()) return *token;
  }
  return next_general();
}

void Lexer::lex_all(std::vector<TokenRecord>& records,
                    std::vector<std::pair<std::uint32_t, std::uint32_t>>& long_token_ends) {
  // The short path reads neither the byte order mark (the first token is
  // next()'s) nor the skipped bytes that a lossless reading keeps; at the
  // end of the input it gives nothing, and next_general gives EOF.
  bool short_path = false;
  for (;;) {
    std::optional<LexedToken> common;
    if (short_path) common = next_common();
    const LexedToken token = common ? *common : short_path ? next_general() : next();
    records.emplace_back(token);
    if (token.end - token.start >= TokenRecord::kLongLength) {
      long_token_ends.emplace_back(records.size() - 1, token.end);
    }
    if (token.type == Token::EOF) return;
    short_path = skipped_ == nullptr;
  }
}

LexedToken Lexer::next_general() {
  if (at_end_) return LexedToken{Token::EOF, position_, position_};
  Match match{0, 0, true};
  size_t start = position_;
  while (match.skip) {
    // Spaces and tabs between tokens (about a run a token) are passed over
    // here rather than each run matched as a token to skip.
    if (mode_ == Mode::Default && skipped_ == nullptr) {
      while (position_ < bytes_.size() && (bytes_[position_] == ' ' || bytes_[position_] == '\t')) ++position_;
    }
    if (position_ >= bytes_.size()) break;
    start = position_;
    match = next_match();
    position_ += match.length + match.swallowed;
    if (match.skip && skipped_ != nullptr) skipped_->push_back(LexedToken{match.type, start, start + match.length});
  }
  if (match.skip) {  // the end of the input
    if (end_last_line_at_eof_ && openers_.empty() && previous_type_ != P::NEWLINE &&
        previous_type_ != Token::INVALID_TYPE) {
      // An empty NEWLINE before the end of the file.
      previous_type_ = P::NEWLINE;
      at_end_ = true;
      return LexedToken{P::NEWLINE, position_, position_};
    }
    previous_type_ = Token::EOF;
    at_end_ = true;
    return LexedToken{Token::EOF, position_, position_};
  }
  return finish(note_if_problem(match.type), start, match.length);
}

size_t Lexer::note_if_problem(size_t type) {
  if (type == P::INVALID || type == P::BITWISE_AND || type == P::BITWISE_OR || type == P::BITWISE_NOT ||
      type == P::QUOTED_NEWLINE) {
    lexed_problem_token_ = true;
  }
  return type;
}

// The tokens of Default mode, and in a quoted string its closing quote and
// literal text, on a short path: names, keywords, numbers, newlines, `=`,
// `.` and `,` (and the blanks and insignificant newlines before them) are
// read here, by a table of byte classes, every other token by
// match_default, without next_match's dispatch. Nothing, with the position
// at the next token's first byte, for the end of the input and for the
// tokens of the other modes and other quoted ones (escapes, template
// sequences, line breaks), which next_match reads. Neither the byte order
// mark (at position 0) nor the skipped bytes that a lossless reading keeps
// are read here.
inline std::optional<LexedToken> Lexer::next_common() {
  const std::string_view bytes = bytes_;
  if (mode_ == Mode::Quoted) {
    if (position_ >= bytes.size()) return std::nullopt;
    const size_t start = position_;
    if (bytes[start] == '"') {
      pop_mode();
      return finish_common(P::CQUOTE, start, 1);
    }
    size_t end = start;
    while (end < bytes.size() && kQuotedText[static_cast<unsigned char>(bytes[end])]) ++end;
    // Text that goes on beyond ASCII is match_quoted's (its encoding checked).
    if (end == start || (end < bytes.size() && static_cast<unsigned char>(bytes[end]) >= 0x80)) return std::nullopt;
    return finish_common(P::TEMPLATE_LITERAL, start, end - start);
  }
  if (mode_ != Mode::Default) return std::nullopt;
  for (;;) {
    size_t start = position_;
    while (start < bytes.size() && kByteClass[static_cast<unsigned char>(bytes[start])] == ByteClass::Blank) ++start;
    position_ = start;
    if (start >= bytes.size()) return std::nullopt;
    const int next = byte_at(start + 1);
    switch (kByteClass[static_cast<unsigned char>(bytes[start])]) {
      case ByteClass::NameStart: {
        size_t end = start + 1;
        while (end < bytes.size() && kAsciiIdContinue[static_cast<unsigned char>(bytes[end])]) ++end;
        // A name that goes on beyond ASCII is match_default's (its code points looked up).
        if (end < bytes.size() && static_cast<unsigned char>(bytes[end]) >= 0x80) break;
        // Keywords are two to six letters long and start with `e`, `f` or `i`.
        const char first = bytes[start];
        if (end - start < 2 || end - start > 6 || (first != 'e' && first != 'f' && first != 'i')) {
          return finish_common(P::IDENT, start, end - start);
        }
        return finish_common(match_identifier(end - start).type, start, end - start);
      }
      case ByteClass::Digit: return finish_common(P::NUMBER, start, match_number().length);
      case ByteClass::Newline:
        if (newlines_significant()) return finish_common(P::NEWLINE, start, 1);
        ++position_;
        continue;
      case ByteClass::Equals:
        if (next != '=' && next != '>') return finish_common(P::EQ, start, 1);
        break;
      case ByteClass::Dot:
        if (next != '.') return finish_common(P::DOT, start, 1);
        break;
      case ByteClass::Comma: return finish_common(P::COMMA, start, 1);
      // Brackets, braces and quotes as match_default reads them.
      case ByteClass::Quote: push_mode(Mode::Quoted); return finish_common(P::OQUOTE, start, 1);
      case ByteClass::LeftParen: open(Opener::Paren, 1); return finish_common(P::LPAREN, start, 1);
      case ByteClass::RightParen: close_bracket(Opener::Paren); return finish_common(P::RPAREN, start, 1);
      case ByteClass::LeftBracket: open(Opener::Bracket, 1); return finish_common(P::LBRACK, start, 1);
      case ByteClass::RightBracket: close_bracket(Opener::Bracket); return finish_common(P::RBRACK, start, 1);
      case ByteClass::LeftBrace:
        open(brace_starts_for() ? Opener::ForBrace : Opener::Brace, 1);
        return finish_common(P::LBRACE, start, 1);
      case ByteClass::RightBrace: close_brace(); return finish_common(P::RBRACE, start, 1);
      case ByteClass::Blank:
      case ByteClass::Other: break;
    }
    // Every other token, or a comment to skip.
    const Match match = match_default();
    position_ = start + match.length + match.swallowed;
    if (!match.skip) return finish(note_if_problem(match.type), start, match.length);
  }
}

inline LexedToken Lexer::finish_common(size_t type, size_t start, size_t length) {
  position_ = start + length;
  return finish(type, start, length);
}

inline LexedToken Lexer::finish(size_t type, size_t start, size_t length) {
  // With no chain open, only a link's first token changes the count.
  if (chain_links_total_ != 0 || type == P::MINUS || type == P::BANG || type == P::QUESTION || type == P::IF ||
      type == P::FOR) {
    note_chain_link(type, start, length);
  }
  previous_type_ = type;
  return LexedToken{type, start, start + length};
}

// Prefix operators, conditionals and template directives nest without
// brackets: `!!!x`, `a ? b : c ? d : e`, `%{if a}%{if b}…`. Their trees are
// as deep as brackets make them, and every walk over them (parse, lowering,
// checking, evaluation, formatting) recurses as deep, so they count as
// levels: a level's prefix operators until their operand ends, its `?` until
// a `,` or a line's end there (or its closer) ends the expression they belong
// to, and a template's directives until their `endif` or `endfor`. An upper
// bound on how deeply they nest, exact for chains.
void Lexer::note_chain_link(size_t type, size_t start, size_t length) {
  ChainLinks& here = chain_links_.back();
  const auto deepen = [&](std::size_t& links, std::size_t depth) {
    ++links;
    ++chain_links_total_;
    note_if_too_deep(depth + 1, start, length);
  };
  switch (type) {
    case P::MINUS:
      if (ends_operand(previous_type_)) return;  // the binary operator
      [[fallthrough]];
    case P::BANG: deepen(here.prefix, openers_.size() + chain_links_total_); return;
    case P::QUESTION: deepen(here.conditionals, openers_.size() + chain_links_total_); return;
    case P::COMMA:
    case P::NEWLINE:
      chain_links_total_ -= here.prefix + here.conditionals;
      here.prefix = 0;
      here.conditionals = 0;
      return;
    default: break;
  }
  if ((type == P::IF || type == P::FOR || type == P::ENDIF || type == P::ENDFOR) &&
      previous_type_ == P::TEMPLATE_DIRECTIVE && chain_links_.size() >= 2) {
    // A directive's keyword, in the sequence `%{` opened: the directive
    // nests in the template around that sequence, which ends at its `}`.
    std::size_t& directives = chain_links_[chain_links_.size() - 2].directives;
    if (type == P::IF || type == P::FOR) {
      deepen(directives, openers_.size() - 1 + chain_links_total_);
    } else if (directives > 0) {
      --directives;
      --chain_links_total_;
    }
    return;
  }
  // Most tokens come with no prefix operator open: nothing to end.
  if (here.prefix > 0 && ends_operand(type)) {
    chain_links_total_ -= here.prefix;
    here.prefix = 0;
  }
}

// Whether a token of this type can end an operand (after it, `-` is binary).
bool Lexer::ends_operand(size_t type) {
  return type == P::IDENT || type == P::NUMBER || type == P::CQUOTE || type == P::RPAREN || type == P::RBRACK ||
         type == P::RBRACE || type == P::STRIP_RBRACE || type == P::HEREDOC_END || type == P::STAR || type == P::IN ||
         type == P::IF || type == P::ELSE || type == P::ENDIF || type == P::FOR || type == P::ENDFOR;
}

void Lexer::note_if_too_deep(std::size_t depth, size_t start, size_t length) {
  if (depth > max_nesting_depth_ && !too_deep_opener_) too_deep_opener_ = LexedToken{0, start, start + length};
}

Lexer::Match Lexer::next_match() {
  // A UTF-8 byte order mark at the very start (Windows editors write one) is
  // skipped like whitespace, as the reference's scanner skips it, in every
  // mode: positions after it keep counting its bytes.
  if (position_ == 0 && bytes_.starts_with(kByteOrderMark)) return Match{0, kByteOrderMark.size(), true};
  switch (mode_) {
    case Mode::Default: return match_default();
    case Mode::Quoted: return match_quoted();
    case Mode::Heredoc: return match_heredoc();
    case Mode::Template: return match_template();
  }
  return match_default();
}

// Tokens are the longest match; of two matches of the same length, the
// keyword wins over the identifier.
Lexer::Match Lexer::match_default() {
  const int c = byte_at(position_);
  const int next = byte_at(position_ + 1);
  switch (c) {
    case ' ':
    case '\t': {
      size_t end = position_ + 1;
      while (byte_at(end) == ' ' || byte_at(end) == '\t') ++end;
      return Match{0, end - position_, true};
    }
    case '\n': return Match{P::NEWLINE, 1, !newlines_significant()};
    case '\r':
      if (next == '\n') return Match{P::NEWLINE, 2, !newlines_significant()};
      return Match{P::INVALID, 1};
    case '#': return match_line_comment(1);
    case '/':
      if (next == '/') return match_line_comment(2);
      if (next == '*') {
        size_t close = bytes_.find("*/", position_ + 2);
        if (close != std::string_view::npos) return Match{0, close + 2 - position_, true};
      }
      return Match{P::SLASH, 1};
    case '<':
      if (next == '<') {
        if (Match heredoc = match_heredoc_start(); heredoc.length > 0) return heredoc;
      }
      if (next == '=') return Match{P::LE, 2};
      return Match{P::LT, 1};
    case '"': push_mode(Mode::Quoted); return Match{P::OQUOTE, 1};
    case '{': open(brace_starts_for() ? Opener::ForBrace : Opener::Brace, 1); return Match{P::LBRACE, 1};
    case '}': close_brace(); return Match{P::RBRACE, 1};
    case '~':
      if (next == '}') {
        close_brace();
        return Match{P::STRIP_RBRACE, 2};
      }
      return Match{P::BITWISE_NOT, 1};
    case '[': open(Opener::Bracket, 1); return Match{P::LBRACK, 1};
    case ']': close_bracket(Opener::Bracket); return Match{P::RBRACK, 1};
    case '(': open(Opener::Paren, 1); return Match{P::LPAREN, 1};
    case ')': close_bracket(Opener::Paren); return Match{P::RPAREN, 1};
    case '=':
      if (next == '=') return Match{P::EQEQ, 2};
      if (next == '>') return Match{P::FATARROW, 2};
      return Match{P::EQ, 1};
    case '!': return next == '=' ? Match{P::NEQ, 2} : Match{P::BANG, 1};
    case '>': return next == '=' ? Match{P::GE, 2} : Match{P::GT, 1};
    case '&': return next == '&' ? Match{P::AND, 2} : Match{P::BITWISE_AND, 1};
    case '|': return next == '|' ? Match{P::OR, 2} : Match{P::BITWISE_OR, 1};
    case '.': return next == '.' && byte_at(position_ + 2) == '.' ? Match{P::ELLIPSIS, 3} : Match{P::DOT, 1};
    case '+': return Match{P::PLUS, 1};
    case '-': return Match{P::MINUS, 1};
    case '*': return Match{P::STAR, 1};
    case '%': return Match{P::PERCENT, 1};
    case '?': return Match{P::QUESTION, 1};
    case ':': return next == ':' ? Match{P::COLONCOLON, 2} : Match{P::COLON, 1};
    case ',': return Match{P::COMMA, 1};
    case '\'':
    case '`': return match_foreign_quote();
    default: break;
  }
  if (is_digit(c)) return match_number();
  if (const size_t end = identifier_end(position_); end > position_) return match_identifier(end - position_);
  return Match{P::INVALID, code_point_length(position_)};
}

Lexer::Match Lexer::match_identifier(size_t length) {
  std::string_view word = bytes_.substr(position_, length);
  if (word == "for") {
    // `for` right after `[` or `{` introduces a for-expression (the spec gives
    // that reading priority); elsewhere it is an identifier or a directive keyword.
    bool intro = previous_type_ == P::LBRACK || (previous_type_ == P::LBRACE && openers_.back() == Opener::ForBrace);
    return Match{intro ? size_t{P::FOR_INTRO} : size_t{P::FOR}, length};
  }
  // Keywords are contextual: the parser accepts them wherever an identifier goes.
  if (word == "in") return Match{P::IN, length};
  if (word == "if") return Match{P::IF, length};
  if (word == "else") return Match{P::ELSE, length};
  if (word == "endif") return Match{P::ENDIF, length};
  if (word == "endfor") return Match{P::ENDFOR, length};
  return Match{P::IDENT, length};
}

// DIGIT (DIGIT | '.' | [eE] [+-]? DIGIT)*, not ending in '.', as the
// reference scans a number: `1.5.2`, `1..2` and `1e5e3` are one token each,
// which the lowering reports as an invalid number literal (a traversal's
// legacy index as chained indexes); `1.5.x` and `1..` stop before the dot
// that no digit or exponent follows. An incomplete exponent (`1e`, `1e+`)
// is not part of the number.
Lexer::Match Lexer::match_number() const {
  size_t end = position_ + 1;  // the first digit
  size_t scanned = end;        // past the last digit or exponent, where the token may end
  for (;;) {
    const char c = byte_at(scanned);
    if (is_digit(c)) {
      end = ++scanned;
    } else if (c == '.') {
      ++scanned;
    } else if (c == 'e' || c == 'E') {
      size_t digit = scanned + 1;
      if (byte_at(digit) == '+' || byte_at(digit) == '-') ++digit;
      if (!is_digit(byte_at(digit))) break;
      end = scanned = digit + 1;
    } else {
      break;
    }
  }
  return Match{P::NUMBER, end - position_};
}

// A string in single quotes or backticks, as other languages write them, is
// one mistake, as in the reference: the opening quote is an invalid
// character, and the text up to the closing quote, newlines included, is
// read no further. A quote that no other closes is just an invalid character.
Lexer::Match Lexer::match_foreign_quote() const {
  const size_t close = bytes_.find(bytes_[position_], position_ + 1);
  return Match{P::INVALID, 1, false, close == std::string_view::npos ? 0 : close - position_};
}

// A line comment includes its newline and then counts as one.
Lexer::Match Lexer::match_line_comment(size_t length_of_marker) {
  size_t end = position_ + length_of_marker;
  while (end < bytes_.size() && bytes_[end] != '\n' && bytes_[end] != '\r') ++end;
  bool ends_line = false;
  if (byte_at(end) == '\n') {
    ++end;
    ends_line = true;
  } else if (byte_at(end) == '\r' && byte_at(end + 1) == '\n') {
    end += 2;
    ends_line = true;
  }
  return Match{P::NEWLINE, end - position_, !ends_line || !newlines_significant()};
}

// '<<' '-'? ID_START ID_CONTINUE* '\r'? '\n'; a length of 0 if there is none.
Lexer::Match Lexer::match_heredoc_start() {
  size_t begin = position_ + 2;
  if (byte_at(begin) == '-') ++begin;
  size_t end = identifier_end(begin);
  if (end == begin) return Match{0, 0};
  size_t name_end = end;
  if (byte_at(end) == '\r') ++end;
  if (byte_at(end) != '\n') return Match{0, 0};
  ++end;
  heredoc_terminators_.push_back(bytes_.substr(begin, name_end - begin));
  push_mode(Mode::Heredoc);
  return Match{P::HEREDOC_START, end - position_};
}

Lexer::Match Lexer::match_quoted() {
  const int c = byte_at(position_);
  switch (c) {
    case '"': pop_mode(); return Match{P::CQUOTE, 1};
    case '$':
    case '%': return match_string_template_mark();
    case '\\': {
      // Escapes are decoded (and bad ones reported) by the lowering.
      const int next = byte_at(position_ + 1);
      if (next < 0 || next == '\r' || next == '\n' || starts_invalid_sequence(position_ + 1)) {
        return Match{P::INVALID, 1};
      }
      return Match{P::TEMPLATE_LITERAL, 1 + code_point_length(position_ + 1)};
    }
    case '\r':
    case '\n': {
      // Consecutive newlines are one mistake, as in the reference.
      size_t end = position_;
      for (;;) {
        if (byte_at(end) == '\n') {
          ++end;
        } else if (byte_at(end) == '\r' && byte_at(end + 1) == '\n') {
          end += 2;
        } else {
          break;
        }
      }
      if (end == position_) return Match{P::TEMPLATE_LITERAL, 1};  // a lone carriage return
      saw_quoted_newline_ = true;
      return Match{P::QUOTED_NEWLINE, end - position_};
    }
    default: {
      if (starts_invalid_sequence(position_)) return Match{P::INVALID, 1};
      const size_t end = literal_text_end(
          position_, [](int b) { return b == '"' || b == '\\' || b == '$' || b == '%' || b == '\r' || b == '\n'; });
      return Match{P::TEMPLATE_LITERAL, end - position_};
    }
  }
}

Lexer::Match Lexer::match_heredoc() {
  const int c = byte_at(position_);
  switch (c) {
    case '$':
    case '%': return match_string_template_mark();
    case '\n': return Match{P::TEMPLATE_LITERAL, 1};
    case '\r': return Match{P::TEMPLATE_LITERAL, byte_at(position_ + 1) == '\n' ? size_t{2} : size_t{1}};
    default: {
      if (starts_invalid_sequence(position_)) return Match{P::INVALID, 1};
      const size_t end =
          literal_text_end(position_, [](int b) { return b == '$' || b == '%' || b == '\r' || b == '\n'; });
      return match_heredoc_word(end - position_);
    }
  }
}

// A run of text that is an identifier alone on its line, with any
// whitespace around it, closes the innermost heredoc when it equals that
// heredoc's terminator (the reference trims whitespace from the marker line,
// as Go's strings.TrimSpace does); anything else is literal text. The marker
// line must end with a newline: at the end of the file the heredoc is
// unterminated.
Lexer::Match Lexer::match_heredoc_word(size_t text_length) {
  const size_t text_end = position_ + text_length;
  const bool at_line_start = position_ == 0 || bytes_[position_ - 1] == '\n';
  const bool line_ends = byte_at(text_end) == '\n' || (byte_at(text_end) == '\r' && byte_at(text_end + 1) == '\n');
  if (!at_line_start || !line_ends || heredoc_terminators_.empty()) return Match{P::TEMPLATE_LITERAL, text_length};
  size_t word = position_;
  while (word < text_end && whitespace_length(word) > 0) word += whitespace_length(word);
  const size_t word_end = identifier_end(word);
  size_t end = word_end;
  while (end < text_end && whitespace_length(end) > 0) end += whitespace_length(end);
  if (word_end == word || end != text_end || bytes_.substr(word, word_end - word) != heredoc_terminators_.back()) {
    return Match{P::TEMPLATE_LITERAL, text_length};
  }
  heredoc_terminators_.pop_back();
  pop_mode();
  return Match{P::HEREDOC_END, text_length};
}

Lexer::Match Lexer::match_template() {
  const int c = byte_at(position_);
  if (c == '$' || c == '%') return match_template_mark();
  if (starts_invalid_sequence(position_)) return Match{P::INVALID, 1};
  const size_t end = literal_text_end(position_, [](int b) { return b == '$' || b == '%'; });
  return Match{P::TEMPLATE_LITERAL, end - position_};
}

// A template's literal text ends at a byte that `stops` it (ASCII), or before
// a byte that starts no valid UTF-8 sequence: that byte is a token of its
// own, an invalid character (lexical_problems reports its encoding), which
// ends the string, as in the reference.
template <typename Stops>
size_t Lexer::literal_text_end(size_t from, Stops stops) const {
  size_t end = from;
  for (int b = byte_at(end); b >= 0 && !stops(b); b = byte_at(end)) {
    if (b < 0x80) {
      ++end;
      continue;
    }
    char32_t code_point = 0;
    const size_t length = decode_utf8(bytes_, end, code_point);
    if (length == 0) break;
    end += length;
  }
  return end;
}

bool Lexer::starts_invalid_sequence(size_t at) const {
  char32_t code_point = 0;
  return byte_at(at) >= 0x80 && decode_utf8(bytes_, at, code_point) == 0;
}

// Template sequences (`${`, `%{`) exist only inside templates; outside, `%{`
// is an operator and a brace, and `$` is not part of the language.
// In a quoted string or a heredoc, a mark that ends the input is an invalid
// character, as in the reference (whose unterminated string is then reported
// there); a standalone template ends with it as text.
Lexer::Match Lexer::match_string_template_mark() {
  if (byte_at(position_ + 1) < 0) return Match{P::INVALID, 1};
  return match_template_mark();
}

Lexer::Match Lexer::match_template_mark() {
  const int mark = byte_at(position_);
  const int next = byte_at(position_ + 1);
  if (next == '{') {
    size_t length = byte_at(position_ + 2) == '~' ? 3 : 2;
    open_sequence(length, mark == '%');
    return Match{mark == '$' ? size_t{P::TEMPLATE_INTERP} : size_t{P::TEMPLATE_DIRECTIVE}, length};
  }
  if (next == mark && byte_at(position_ + 2) == '{') return Match{P::TEMPLATE_LITERAL, 3};
  return Match{P::TEMPLATE_LITERAL, 1};
}

// ID_START is Unicode's ID_Start and `_`; ID_CONTINUE is ID_Continue and `-`.
size_t Lexer::identifier_end(size_t from) const {
  const int first = byte_at(from);
  if (first < 0) return from;
  size_t end = from;
  if (first < 0x80) {
    if (!is_ascii_id_start(first)) return from;
    ++end;
  } else {
    if (!has_identifier_property(code_point_at(from), UCHAR_ID_START)) return from;
    end += code_point_length(from);
  }
  for (;;) {
    while (end < bytes_.size() && kAsciiIdContinue[static_cast<unsigned char>(bytes_[end])]) ++end;
    // The end of the input (-1), an ASCII byte that ends the name, or a code point to look up.
    if (byte_at(end) < 0x80 || !has_identifier_property(code_point_at(end), UCHAR_ID_CONTINUE)) break;
    end += code_point_length(end);
  }
  return end;
}

// Whitespace within a line as Go's unicode.IsSpace has it: tab, vertical
// tab, form feed, space, U+0085, U+00A0 and Unicode's space separators.
size_t Lexer::whitespace_length(size_t at) const {
  const int first = byte_at(at);
  if (first == ' ' || first == '\t' || first == '\v' || first == '\f') return 1;
  if (first < 0x80) return 0;
  const char32_t cp = code_point_at(at);
  const bool space = cp == 0x85 || cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 ||
                     cp == 0x2029 || cp == 0x202F || cp == 0x205F || cp == 0x3000;
  return space ? code_point_length(at) : 0;
}

size_t Lexer::code_point_length(size_t at) const { return hclc::code_point_at(bytes_, at).length; }

char32_t Lexer::code_point_at(size_t at) const { return hclc::code_point_at(bytes_, at).code_point; }

bool Lexer::newlines_significant() const {
  if (openers_.empty()) return !ignore_top_level_newlines_;
  return openers_.back() == Opener::Brace;
}

// In an expression, `{` followed by the keyword `for` starts a for-expression;
// a `{` after a block's type or labels opens a body, where `for` is just a name.
bool Lexer::brace_starts_for() const {
  const size_t t = previous_type_;
  if (t == P::IDENT || t == P::CQUOTE || t == P::FOR || t == P::ELSE || t == P::ENDIF || t == P::ENDFOR) return false;
  const size_t at = after_spacing(position_ + 1);
  if (bytes_.substr(at, 3) != "for") return false;
  const int after = byte_at(at + 3);
  // The end of the input counts as part of a word here, as it did for the
  // generated lexer (whose EOF is a large code point).
  return after >= 0 && after < 0x80 && !is_ascii_id_continue(after);
}

// The first byte at or after `at` that is not whitespace, a newline or a
// comment.
size_t Lexer::after_spacing(size_t at) const {
  for (;;) {
    const int c = byte_at(at);
    const int next = byte_at(at + 1);
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      ++at;
    } else if (c == '#' || (c == '/' && next == '/')) {
      while (at < bytes_.size() && bytes_[at] != '\n') ++at;
    } else if (c == '/' && next == '*') {
      const size_t close = bytes_.find("*/", at + 2);
      if (close == std::string_view::npos) return at;
      at = close + 2;
    } else {
      return at;
    }
  }
}

void Lexer::open(Opener what, size_t length, bool counted) {
  openers_.push_back(what);
  chain_links_.push_back(ChainLinks{});
  if (counted) note_if_too_deep(openers_.size() + chain_links_total_, position_, length);
}

void Lexer::close_opener() {
  openers_.pop_back();
  const ChainLinks& closed = chain_links_.back();
  chain_links_total_ -= closed.prefix + closed.conditionals + closed.directives;
  chain_links_.pop_back();
}

// A directive's sequence is not counted: `if` and `for` in it count as the
// directive's level, and the rest (`else`, `endif`, `endfor`) hold no
// expression.
void Lexer::open_sequence(size_t length, bool directive) {
  open(Opener::Sequence, length, !directive);
  push_mode(Mode::Default);
}

void Lexer::close_bracket(Opener what) {
  if (!openers_.empty() && openers_.back() == what) close_opener();
}

void Lexer::close_brace() {
  last_brace_closed_sequence_ = false;
  if (openers_.empty()) return;
  Opener top = openers_.back();
  last_brace_closed_sequence_ = top == Opener::Sequence;
  if (top == Opener::Sequence) {
    close_opener();
    pop_mode();
  } else if (top == Opener::Brace || top == Opener::ForBrace) {
    close_opener();
  }
}

void Lexer::push_mode(Mode mode) {
  mode_stack_.push_back(mode_);
  mode_ = mode;
}

void Lexer::pop_mode() {
  // Every pop follows its push (a quote, a heredoc or a template sequence).
  if (mode_stack_.empty()) return;
  mode_ = mode_stack_.back();
  mode_stack_.pop_back();
}

bool starts_identifier(std::string_view text, std::size_t byte) {
  if (byte >= text.size()) return false;
  const auto first = static_cast<unsigned char>(text[byte]);
  if (first < 0x80) return is_ascii_id_start(first);
  char32_t code_point = 0;
  return decode_utf8(text, byte, code_point) != 0 && has_identifier_property(code_point, UCHAR_ID_START);
}

}  // namespace hclc::syntax_internal
