#include "format/format.h"

#include <algorithm>
#include <vector>

#include <unicode/ubrk.h>
#include <unicode/utext.h>

#include "syntax/lossless.h"
#include "syntax/parse.h"

namespace hclc::format {

using syntax::TokenKind;

namespace {

// A token other than whitespace, and the spaces to write before it.
struct Token {
  TokenKind kind;
  std::string_view text;
  size_t spaces_before;
};

// One line's tokens (indexes into the token array), ending with its Newline
// or its line comment, split into up to three cells whose first tokens are
// aligned with the same cells of neighbouring lines:
//   lead     everything before the others;
//   assign   from an attribute's `=` to the end, when the expression after it
//            closes every bracket it opens (a one-line attribute);
//   comment  a comment ending a line that holds more than that comment.
struct Line {
  size_t lead_begin;
  size_t assign_begin;   // == comment_begin when there is no assign cell
  size_t comment_begin;  // == end when there is no comment cell
  size_t end;
  bool has_assign() const { return assign_begin < comment_begin; }
  bool has_comment() const { return comment_begin < end; }
};

int bracket_change(TokenKind kind) {
  switch (kind) {
    case TokenKind::OpenBrace:
    case TokenKind::OpenBracket:
    case TokenKind::OpenParen:
    case TokenKind::TemplateInterp:
    case TokenKind::TemplateDirective: return 1;
    case TokenKind::CloseBrace:
    case TokenKind::CloseBracket:
    case TokenKind::CloseParen:
    case TokenKind::TemplateSequenceEnd: return -1;
    default: return 0;
  }
}

bool ends_line(const Token& token) {
  return token.kind == TokenKind::Newline || (token.kind == TokenKind::Comment && token.text.ends_with('\n'));
}

// The brackets tokens [begin, end) open minus those they close, counted up to
// a heredoc's start: a heredoc's content is not the line's structure.
int net_brackets(const std::vector<Token>& tokens, size_t begin, size_t end) {
  int net = 0;
  for (size_t i = begin; i < end; ++i) {
    net += bracket_change(tokens[i].kind);
    if (tokens[i].kind == TokenKind::HeredocStart) break;
  }
  return net;
}

// Width in columns: user-perceived characters (Unicode grapheme clusters, so
// that a flag or a letter with a combining accent is one), as the reference
// counts them; a multi-line token counts its newlines too.
size_t columns(std::string_view text) {
  const bool ascii =
      std::all_of(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0x80) == 0; });
  if (ascii) {
    size_t crlf = 0;  // one grapheme cluster each
    for (size_t at = text.find("\r\n"); at != std::string_view::npos; at = text.find("\r\n", at + 2)) ++crlf;
    return text.size() - crlf;
  }
  UErrorCode status = U_ZERO_ERROR;
  UText* utext = utext_openUTF8(nullptr, text.data(), static_cast<int64_t>(text.size()), &status);
  UBreakIterator* clusters = ubrk_open(UBRK_CHARACTER, nullptr, nullptr, 0, &status);
  ubrk_setUText(clusters, utext, &status);
  size_t n = 0;
  if (U_SUCCESS(status))
    for (int32_t at = ubrk_next(clusters); at != UBRK_DONE; at = ubrk_next(clusters)) ++n;
  ubrk_close(clusters);
  utext_close(utext);
  if (U_SUCCESS(status)) return n;
  // Without ICU's break rules (their data missing): code points.
  n = 0;
  for (char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

size_t columns(const std::vector<Token>& tokens, size_t begin, size_t end) {
  size_t n = 0;
  for (size_t i = begin; i < end; ++i) n += tokens[i].spaces_before + columns(tokens[i].text);
  return n;
}

std::vector<Line> split_lines(const std::vector<Token>& tokens) {
  std::vector<Line> lines;
  size_t begin = 0;
  for (size_t i = 0; i <= tokens.size(); ++i) {
    if (i < tokens.size() && !ends_line(tokens[i])) continue;
    const size_t end = i < tokens.size() ? i + 1 : i;
    if (end == begin) break;  // nothing after the last newline
    Line line{begin, end, end, end};
    if (end - begin > 1 && tokens[end - 1].kind == TokenKind::Comment) line.comment_begin = line.assign_begin = end - 1;
    for (size_t k = begin + 1; k < line.comment_begin; ++k) {
      if (tokens[k].kind != TokenKind::Equals) continue;
      if (net_brackets(tokens, k, line.comment_begin) == 0) line.assign_begin = k;
      break;
    }
    lines.push_back(line);
    begin = end;
  }
  return lines;
}

// Each line is indented by two spaces per level: a line that leaves brackets
// open opens one level (however many it leaves open), and closing brackets
// close levels as far as they match what opened them, so that lopsided
// bracketing cannot push the rest of the file too far in or out.
void indent(std::vector<Token>& tokens, const std::vector<Line>& lines) {
  std::vector<int> open_levels;  // per level, the brackets its line left open
  for (const Line& line : lines) {
    Token& first = tokens[line.lead_begin];
    if (first.kind == TokenKind::Newline) {
      first.spaces_before = 0;
      continue;
    }
    const int net = net_brackets(tokens, line.lead_begin, line.assign_begin) +
                    net_brackets(tokens, line.assign_begin, line.comment_begin);
    if (net > 0) {
      first.spaces_before = 2 * open_levels.size();
      open_levels.push_back(net);
      continue;
    }
    for (int closed = -net; closed > 0 && !open_levels.empty();) {
      int& top = open_levels.back();
      if (closed < top) {
        top -= closed;
        closed = 0;
      } else {
        closed -= top;
        open_levels.pop_back();
      }
    }
    first.spaces_before = 2 * open_levels.size();
  }
}

bool is_identifier(const Token* token) { return token != nullptr && token->kind == TokenKind::Identifier; }

// Whether a `-` after `before` is a negation (written against its operand)
// rather than a subtraction: nothing before it that can end an operand.
bool minus_is_negation(const Token* before) {
  if (before == nullptr) return true;
  switch (before->kind) {
    case TokenKind::OpenParen:
    case TokenKind::OpenBrace:
    case TokenKind::OpenBracket:
    case TokenKind::Equals:
    case TokenKind::Colon:
    case TokenKind::Comma:
    case TokenKind::Question:
    case TokenKind::Plus:
    case TokenKind::Minus:
    case TokenKind::Star:
    case TokenKind::Slash:
    case TokenKind::Percent:
    case TokenKind::EqualEqual:
    case TokenKind::NotEqual:
    case TokenKind::Greater:
    case TokenKind::GreaterEqual:
    case TokenKind::Less:
    case TokenKind::LessEqual:
    case TokenKind::And:
    case TokenKind::Or:
    case TokenKind::Bang: return true;
    default: return false;
  }
}

// Whether one space separates `subject` from the `after` that follows it on
// the same line (in the same cell); `before` precedes `subject`, if anything
// does. The rules are the reference's, found by comparing outputs; the first
// that applies decides.
bool space_after(const Token* before, const Token& subject, const Token& after) {
  const TokenKind s = subject.kind;
  const TokenKind a = after.kind;
  if (a == TokenKind::Newline) return false;
  if (s == TokenKind::Identifier && a == TokenKind::OpenParen) return false;  // a call
  if ((s == TokenKind::Identifier && a == TokenKind::DoubleColon) ||
      (s == TokenKind::DoubleColon && a == TokenKind::Identifier)) {
    return false;  // a namespaced function name
  }
  if (s == TokenKind::Dot || a == TokenKind::Dot) return false;
  if (a == TokenKind::Comma || a == TokenKind::Ellipsis) return false;
  if (s == TokenKind::Comma) return true;
  // Templates keep their text as written.
  if (s == TokenKind::TemplateLiteral || s == TokenKind::OpenQuote || s == TokenKind::HeredocStart ||
      a == TokenKind::TemplateLiteral || a == TokenKind::CloseQuote || a == TokenKind::HeredocEnd) {
    return false;
  }
  // `for x in [a]`: `in` after a name is the keyword, not a name indexed.
  if (s == TokenKind::Identifier && subject.text == "in" && is_identifier(before)) return true;
  if (a == TokenKind::OpenBracket && (s == TokenKind::Identifier || s == TokenKind::Number || bracket_change(s) < 0)) {
    return false;  // an index
  }
  if (s == TokenKind::Bang) return false;
  if (s == TokenKind::Minus) return !minus_is_negation(before);
  // Braces are padded inside (`{ a = 1 }`) except when empty (`{}`).
  if (s == TokenKind::OpenBrace || a == TokenKind::CloseBrace) {
    return !(s == TokenKind::OpenBrace && a == TokenKind::CloseBrace);
  }
  // An object as a whole interpolation: `${ { a = 1 } }`.
  if ((s == TokenKind::TemplateInterp || s == TokenKind::TemplateDirective) && a == TokenKind::OpenBrace) return true;
  if (s == TokenKind::CloseBrace && a == TokenKind::TemplateSequenceEnd) return true;
  if (s == TokenKind::TemplateSequenceEnd && (a == TokenKind::TemplateInterp || a == TokenKind::TemplateDirective)) {
    return false;
  }
  if (bracket_change(s) > 0) return false;
  if (bracket_change(a) < 0) return false;
  return true;
}

void space_cell(std::vector<Token>& tokens, size_t begin, size_t end) {
  for (size_t i = begin; i + 1 < end; ++i) {
    const Token* before = i > begin ? &tokens[i - 1] : nullptr;
    tokens[i + 1].spaces_before = space_after(before, tokens[i], tokens[i + 1]) ? 1 : 0;
  }
}

void space(std::vector<Token>& tokens, const std::vector<Line>& lines) {
  for (const Line& line : lines) {
    space_cell(tokens, line.lead_begin, line.assign_begin);
    if (line.has_assign()) {
      tokens[line.assign_begin].spaces_before = 1;
      space_cell(tokens, line.assign_begin, line.comment_begin);
    }
  }
}

// In each run of consecutive lines that have a cell (`has_cell`), that
// cell starts in one column: one space after the widest text before it.
template <class HasCell, class CellBegin>
void align(std::vector<Token>& tokens, const std::vector<Line>& lines, HasCell has_cell, CellBegin cell_begin) {
  auto width_before = [&](const Line& line) { return columns(tokens, line.lead_begin, cell_begin(line)); };
  size_t run_begin = 0;
  size_t widest = 0;
  auto close_run = [&](size_t run_end) {
    for (size_t i = run_begin; i < run_end; ++i)
      tokens[cell_begin(lines[i])].spaces_before = widest - width_before(lines[i]) + 1;
  };
  for (size_t i = 0; i < lines.size(); ++i) {
    if (has_cell(lines[i])) {
      widest = std::max(widest, width_before(lines[i]));
      continue;
    }
    close_run(i);
    run_begin = i + 1;
    widest = 0;
  }
  close_run(lines.size());
}

}  // namespace

std::string format_tokens(std::string_view text) {
  std::vector<Token> tokens;
  size_t pending_spaces = 0;  // whitespace bytes since the last token
  for (const syntax::LosslessToken& t : syntax::lex_lossless(text)) {
    if (t.kind == TokenKind::Whitespace) {
      pending_spaces += t.end - t.start;
      continue;
    }
    tokens.push_back(Token{t.kind, text.substr(t.start, t.end - t.start), pending_spaces});
    pending_spaces = 0;
  }
  const std::vector<Line> lines = split_lines(tokens);
  indent(tokens, lines);
  space(tokens, lines);
  align(
      tokens, lines, [](const Line& l) { return l.has_assign(); }, [](const Line& l) { return l.assign_begin; });
  align(
      tokens, lines, [](const Line& l) { return l.has_comment(); }, [](const Line& l) { return l.comment_begin; });

  std::string out;
  out.reserve(text.size() + text.size() / 8);
  for (const Token& token : tokens) {
    out.append(token.spaces_before, ' ');
    out.append(token.text);
  }
  // Whitespace after the last token stays, as spaces (the reference's too).
  out.append(pending_spaces, ' ');
  return out;
}

std::optional<std::string> format_config(const SourceFile& source, Diagnostics& diags) {
  Diagnostics parse_diags;
  (void)parse_config(source, parse_diags);
  const bool parses = !parse_diags.has_errors();
  diags.append(parse_diags);
  if (!parses) return std::nullopt;
  return format_tokens(source.text());
}

}  // namespace hclc::format
