#pragma once
// Internals of the native-syntax parser shared by the driver (parse.cpp), the
// error reporting (syntax_errors.cpp) and the lowering (lower.cpp). ANTLR
// types appear here; this header is private to src/syntax.

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string_view>
#include <typeinfo>
#include <vector>

#include "HclParser.h"
#include "antlr4-runtime.h"
#include "diag/diagnostic.h"
#include "ir/builder.h"
#include "source/source_file.h"
#include "syntax/token_stream.h"

namespace hclc::syntax_internal {

// Token start/stop indexes are byte offsets (see lexer.h); the IR's spans are
// byte offsets too (ir::Span), and diagnostics' ranges the positions of
// those bytes (lines and columns, counted only for them).
class TokenPositions {
 public:
  explicit TokenPositions(const SourceFile& source) : source_(&source) {}
  // The positions of the source's text placed at `origin` in a larger file
  // (placed_at, parse.h), for the IR and the diagnostics alike: the IR's
  // spans are positions that `into` records (ir::Builder::span), since they
  // are no bytes of that file.
  TokenPositions(const SourceFile& source, const Pos& origin, ir::Builder& into)
      : source_(&source), origin_(origin), placing_into_(&into) {}

  std::uint32_t start_byte(const antlr4::Token* token) const {
    if (const CompactToken* compact = as_compact(token)) return clamp(compact->start_byte());
    return clamp(token->getStartIndex());
  }
  // One past the token's last byte (its start for an empty or EOF token).
  std::uint32_t end_byte(const antlr4::Token* token) const {
    // A token of the stream ends where its bytes end: an empty one (the EOF,
    // the NEWLINE that ends the last line) at its start.
    if (const CompactToken* compact = as_compact(token))
      return clamp(std::max(compact->start_byte(), compact->end_byte()));
    return end_byte_of_other(token);
  }

  // The lowering asks for a span for nearly every node it makes: inline, and
  // no line or column.
  ir::Span span(std::uint32_t begin_byte, std::uint32_t end_byte) const {
    return placing_into_ != nullptr ? placed(begin_byte, end_byte) : ir::Span{begin_byte, end_byte};
  }
  ir::Span span(const antlr4::Token* token) const { return span(start_byte(token), end_byte(token)); }
  ir::Span span(const antlr4::Token* first, const antlr4::Token* last) const {
    return span(start_byte(first), end_byte(last));
  }
  // A rule's span, from its start and stop tokens: where it starts when it
  // has no stop or holds no token (its stop is before its start). The
  // lowering asks it for nearly every node (about 260,000 on the corpus):
  // for tokens of the stream, inline and without a virtual call, and the
  // other cases out of line, so that the common one needs no frame.
  [[gnu::always_inline]] ir::Span rule_span(const antlr4::Token* start, const antlr4::Token* stop) const {
    const CompactToken* first = as_compact(start);
    const CompactToken* last = stop != nullptr ? as_compact(stop) : nullptr;
    if (first != nullptr && last != nullptr && placing_into_ == nullptr &&
        last->getTokenIndex() >= first->getTokenIndex()) {
      return ir::Span{clamp(first->start_byte()), clamp(std::max(last->start_byte(), last->end_byte()))};
    }
    return rule_span_otherwise(start, stop);
  }
  [[gnu::noinline]] ir::Span rule_span_otherwise(const antlr4::Token* start, const antlr4::Token* stop) const {
    if (stop == nullptr || stop->getTokenIndex() < start->getTokenIndex()) return span(start).start_point();
    return span(start, stop);
  }
  // The position of a byte of the source, placed at the origin if any.
  Pos pos(std::uint32_t byte) const;
  // Where a byte of the source is, not placed: for comparing lines.
  Pos pos_in_source(std::uint32_t byte) const { return source_->pos_at(byte, line_hint_); }
  Range range(const ir::Span& s) const;
  Range range(const antlr4::Token* token) const { return byte_range(start_byte(token), end_byte(token)); }
  Range range(const antlr4::Token* first, const antlr4::Token* last) const {
    return byte_range(start_byte(first), end_byte(last));
  }
  Range byte_range(std::uint32_t begin_byte, std::uint32_t end_byte) const {
    return Range{source_->filename(), pos(begin_byte), pos(end_byte)};
  }
  // The token's bytes in the source (empty for EOF and the NEWLINE that
  // ends the last line). For a token of the stream inline, without a
  // virtual call (the lowering asks it for every name).
  [[gnu::always_inline]] std::string_view text(const antlr4::Token* token) const {
    if (const CompactToken* compact = as_compact(token)) {
      const std::string_view source = source_->text();
      const std::size_t begin = std::min<std::size_t>(compact->start_byte(), source.size());
      const std::size_t end =
          std::min<std::size_t>(std::max(compact->start_byte(), compact->end_byte()), source.size());
      return std::string_view(source.data() + begin, end - begin);
    }
    return text_of_other(token);
  }
  [[gnu::noinline]] std::string_view text_of_other(const antlr4::Token* token) const {
    std::uint32_t begin = start_byte(token);
    return source_->text().substr(begin, end_byte(token) - begin);
  }

  const SourceFile& source() const { return *source_; }

 private:
  // The token as the parse's token stream makes every token, or null. The
  // class has one type_info, beside its key function in token_stream.cpp,
  // so its address tells (type_info's operator== compares names).
  static const CompactToken* as_compact(const antlr4::Token* token) {
    return &typeid(*token) == &typeid(CompactToken) ? static_cast<const CompactToken*>(token) : nullptr;
  }

  std::uint32_t end_byte_of_other(const antlr4::Token* token) const;
  ir::Span placed(std::uint32_t begin_byte, std::uint32_t end_byte) const;

  std::uint32_t clamp(std::size_t byte) const {
    return static_cast<std::uint32_t>(std::min(byte, source_->text().size()));
  }

  const SourceFile* source_;
  std::optional<Pos> origin_;
  ir::Builder* placing_into_ = nullptr;  // with origin_
  mutable std::uint32_t line_hint_ = 0;  // the line of the last position asked (SourceFile::pos_at)
};

// What the parser was doing when it met the first syntax error.
struct SyntaxErrorSite {
  antlr4::ParserRuleContext* context = nullptr;  // innermost rule being parsed
  antlr4::Token* offending = nullptr;            // the token that does not fit
  antlr4::Token* decision_start = nullptr;       // for a failed prediction: where it began
  antlr4::misc::IntervalSet expected;            // tokens that would have fitted
  // A top-level item parsed but the token after it (offending) does not end
  // its line; context is the item.
  bool missing_newline_after_item = false;
};

// Every character outside the language and every newline inside a quoted
// string in the token stream (bounded).
std::vector<Diagnostic> lexical_problems(TokenStream& tokens, const TokenPositions& positions);

// The problem of a number token (lexer.cpp, match_number: digits, dots and
// exponents, ending in a digit), if any: as a literal, one that is not
// DIGIT+ ('.' DIGIT*)? ([eE] [+-]? DIGIT+)? has no value; as a legacy index
// (after a traversal's dot), a dot in it chains a second index, which the
// detail shows split at the first dot. The token's range (lines and columns:
// the source's line index) is looked up only for a problem.
enum class NumberUse { Literal, LegacyIndex };
std::optional<Diagnostic> number_problem(const TokenPositions& positions, const antlr4::Token* number, NumberUse use);

// The problems of the number tokens from `first` up to `end` (see
// number_problem: a number after a dot is a legacy index), in source order.
// The recovering pass reports them where the reference's parser meets them,
// among the syntax errors, since an item with a syntax error is not lowered.
struct NumberProblem {
  std::size_t token;  // the number's index
  Diagnostic problem;
};
std::vector<NumberProblem> number_problems(TokenStream& tokens, const TokenPositions& positions, std::size_t first,
                                           std::size_t end);

// The mistakes of a template's directive structure (unbalanced if/else/
// endif/for/endfor), which the reference finds in a step of its own: they
// are reported even after an earlier syntax error and do not count as one.
bool is_template_structure_kind(DiagKind kind);

// How the recovering parse goes on after a syntax error in an item.
enum class Resumption {
  SkipItem,            // the rest of the item is skipped
  ParseAgain,          // the item's tokens were rewritten to parse past the mistake
  SkipItemInRecovery,  // skipped, and the parse is in recovery mode whatever the mistake's kind
};

// Where the reference's parser reads on past a mistake inside an item, the
// item's tokens are rewritten so that it parses past it: a template's
// unbalanced directives (the reference checks them in a step of its own,
// after the template's parts are parsed) become literal text; a conditional
// without its false expression ends after its true expression, and the
// enclosing expression goes on (`[x ? y, 1 +]`: the conditional, and the
// `+` without its operand); a template sequence in a block label becomes
// literal text, and the block header goes on after the label (`a "${x}" =`:
// the sequence, and the equals sign). In recovery mode, where the reference does not
// report a token that cannot start an expression, it reads on as if an
// operand were there, before that token (`x ? <<EOF ` with a space after
// the marker, which is then no heredoc: the conditional without its false
// expression at the end of the line); an empty name is put there.
// `described` is the error's description.
//
// One rewrite may read past the same mistake met several times in a row,
// each one a diagnostic as `described`, where parsing again after each
// would cost a parse of the item per mistake: a chain of conditionals
// without their false expressions (`a ? b ? c` and a line break: each one
// misses it at the same token), and in recovery mode a run of `?` after a
// `?` (`a ? ? ?`: a name is put before each, at most `most_names`).
struct ReadPast {
  std::size_t mistakes = 1;        // the times the mistake was met
  std::size_t rewrites = 1;        // the tokens inserted or retyped one by one, each a failed item
  std::size_t last_offending = 0;  // where the last one was met: its offending token's index then
};
Resumption resume_after(const SyntaxErrorSite& site, const Diagnostics& described, bool in_recovery,
                        std::size_t most_names, const TokenPositions& positions, TokenStream& tokens,
                        ReadPast& read_past);

// A for expression building an object without its key (`{for v in x : v}`),
// which the reference reports even in recovery mode, and which leaves the
// mode as it was.
bool is_missing_object_key(const Diagnostic& d);

// The reference's diagnostics for a syntax error (usually one, all of a
// template's structure mistakes).
std::vector<Diagnostic> describe_syntax_error(const SyntaxErrorSite& site, const TokenPositions& positions,
                                              TokenStream& tokens);

}  // namespace hclc::syntax_internal
