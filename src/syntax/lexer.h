#pragma once
// The tokens of the HCL native syntax (spec/native-syntax.md, "Lexical
// Elements"), written by hand as an ANTLR token source for the generated
// parser (grammar/HclParser.g4 declares the token types). ANTLR 4.9's
// generated lexer decodes the input to UTF-32 and re-simulates its automaton
// for every code point above 127 and after every action; this one reads the
// UTF-8 bytes directly, and token start/stop indexes are byte offsets. Its
// tokens go to the parser through TokenStream (token_stream.h). Private to
// src/syntax.
//
// Modes: Default for structure and expressions, Quoted for the inside of
// "..." templates, Heredoc for <<ID / <<-ID templates and Template for a
// standalone template (the template entry point starts there). `${` and `%{`
// enter Default; the `}` that closes them returns.
//
// Newline significance is decided here and nowhere else: a NEWLINE token is
// emitted only where it separates things (in bodies and object constructors,
// i.e. at top level or when the innermost open bracket is `{`); inside `(`,
// `[`, `${`, `%{` and `{for ...}` newlines are dropped as whitespace.

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "antlr4-runtime.h"

namespace hclc::syntax_internal {

// One token: its type (grammar/HclParser.g4's token types, or
// antlr4::Token::EOF) and its bytes [start, end).
struct LexedToken {
  size_t type;
  size_t start;
  size_t end;
};

// A token as the token stream keeps it (token_stream.h), in 8 bytes: where
// its bytes start, and its type and length in one word. Records are kept
// for the whole file (an attribute `name = "value"` is six tokens): at 12
// bytes they were a sixth of the parse's peak memory on a file of short
// attributes.
struct TokenRecord {
  // The type is one of the parser grammar's (below 128) or EOF (the largest
  // size_t), kept as 0xFF: the low byte, sign-extended, is the type.
  static constexpr std::uint32_t kTypeBits = 0xFF;
  // A length of 16 MB or more is kept aside (TokenStream::long_token_ends_).
  static constexpr std::uint32_t kLongLength = (std::uint32_t{1} << 24) - 1;

  // Inline: one for every token of every file.
  explicit TokenRecord(const LexedToken& token)
      : start(static_cast<std::uint32_t>(token.start)),
        type_and_length((static_cast<std::uint32_t>(token.type) & kTypeBits) |
                        (static_cast<std::uint32_t>(std::min<size_t>(token.end - token.start, kLongLength)) << 8)) {}
  size_t type() const {
    return static_cast<size_t>(static_cast<std::ptrdiff_t>(static_cast<std::int8_t>(type_and_length & kTypeBits)));
  }
  std::uint32_t length() const { return type_and_length >> 8; }

  std::uint32_t start;
  std::uint32_t type_and_length;  // the type in the low 8 bits, the length (or kLongLength) above
};

class Lexer {
 public:
  enum class Mode : unsigned char { Default, Quoted, Heredoc, Template };

  // `bytes` is valid UTF-8 (checked before parsing) and outlives the lexer.
  // Brackets, braces and template sequences open inside one another beyond
  // `max_nesting_depth` are noted (too_deep_opener), not refused: the parser
  // stops when it reaches the first of them. Chains that nest without
  // brackets count as levels too (note_chain_link): prefix operators,
  // conditionals and template directives.
  Lexer(std::string_view bytes, std::size_t max_nesting_depth);

  // Starts over on other bytes, as a new lexer would, keeping the memory of
  // its stacks (a driver that parses many short inputs reuses one lexer).
  void restart(std::string_view bytes, std::size_t max_nesting_depth);

  // The expression entry point treats newlines outside brackets as whitespace.
  void ignore_top_level_newlines() { ignore_top_level_newlines_ = true; }
  // The config entry point: the end of the file ends the last line, so a
  // top-level item needs no newline after it.
  void end_last_line_at_eof() { end_last_line_at_eof_ = true; }
  // The template entry point.
  void start_in_template() { mode_ = Mode::Template; }

  // The next token; after the last one, EOF (again on every further call).
  LexedToken next();
  // The tokens from here to EOF (included), appended to `records`, and the
  // index and end of each of kLongLength bytes or more to
  // `long_token_ends`: next() for each, without a call and a returned
  // token a token (they were a fifth of the lexer's instructions).
  void lex_all(std::vector<TokenRecord>& records,
               std::vector<std::pair<std::uint32_t, std::uint32_t>>& long_token_ends);
  std::string_view source() const { return bytes_; }
  // Whether a quoted string so far had a line break in it (a mistake).
  bool saw_quoted_newline() const { return saw_quoted_newline_; }
  // Whether a token so far was one that is a mistake wherever it stands
  // (an invalid character, a bitwise operator, a quoted string's line
  // break): without one, lexical_problems need not look at the tokens.
  bool lexed_problem_token() const { return lexed_problem_token_; }

  // For lossless reading (lossless.h): every skipped run of bytes (whitespace,
  // a comment, a newline that separates nothing) is appended to `sink` as a
  // token of type 0 (whitespace, block comment) or NEWLINE (newline, line
  // comment) before the token that next() returns after it.
  void keep_skipped_in(std::vector<LexedToken>* sink) { skipped_ = sink; }
  // Whether the last `}` or `~}` returned closed a template sequence (`${`,
  // `%{`) rather than a brace.
  bool last_brace_closed_sequence() const { return last_brace_closed_sequence_; }
  // The bytes of the first opener nested deeper than the bound, once lexed.
  const std::optional<LexedToken>& too_deep_opener() const { return too_deep_opener_; }

 private:
  // What a `(`, `[`, `{` or template sequence opened; decides newline
  // significance and where a `}` returns to.
  enum class Opener : unsigned char { Paren, Bracket, Brace, ForBrace, Sequence };

  // One match: a token type and its length in bytes, or nothing to emit.
  struct Match {
    size_t type;
    size_t length;
    bool skip = false;
    size_t swallowed = 0;  // bytes after the token that belong to no token
  };

  // The short path for the common tokens, and the token of `type` at
  // [start, start + length), which ends at the position (finish) or moves
  // the position to its end (finish_common). Inlined into next() and
  // lex_all: as calls, with their results returned through memory, they cost
  // a third of a common token's instructions.
  [[gnu::always_inline]] std::optional<LexedToken> next_common();
  // next() for every token but those of the short path.
  LexedToken next_general();
  [[gnu::always_inline]] LexedToken finish(size_t type, size_t start, size_t length);
  [[gnu::always_inline]] LexedToken finish_common(size_t type, size_t start, size_t length);
  // `type`; notes a token that lexical_problems reports (lexed_problem_token).
  size_t note_if_problem(size_t type);
  Match next_match();
  Match match_default();
  Match match_quoted();
  Match match_heredoc();
  Match match_template();
  // `${`, `%{` (opening a sequence), `$${`, `%%{` (escaped) or a lone `$`/`%`.
  Match match_template_mark();
  Match match_string_template_mark();  // the same, where a mark cannot end the input
  template <typename Stops>
  size_t literal_text_end(size_t from, Stops stops) const;
  bool starts_invalid_sequence(size_t at) const;  // a byte from 0x80 on that no code point starts with
  Match match_identifier(size_t length);  // the identifier's bytes from the current position
  Match match_number() const;
  Match match_foreign_quote() const;
  Match match_line_comment(size_t length_of_marker);
  Match match_heredoc_start();
  Match match_heredoc_word(size_t text_length);

  size_t identifier_end(size_t from) const;   // end of ID_START ID_CONTINUE* at `from`, or `from`
  size_t whitespace_length(size_t at) const;  // of the whitespace code point at `at`, or 0
  size_t code_point_length(size_t at) const;
  char32_t code_point_at(size_t at) const;
  int byte_at(size_t at) const { return at < bytes_.size() ? static_cast<unsigned char>(bytes_[at]) : -1; }

  void open(Opener what, size_t length, bool counted = true);
  void close_opener();
  void note_chain_link(size_t type, size_t start, size_t length);
  void note_if_too_deep(std::size_t depth, size_t start, size_t length);
  static bool ends_operand(size_t type);
  bool newlines_significant() const;
  bool brace_starts_for() const;
  size_t after_spacing(size_t at) const;
  void open_sequence(size_t length, bool directive);
  void close_bracket(Opener what);
  void close_brace();
  void push_mode(Mode mode);
  void pop_mode();

  std::string_view bytes_;
  size_t position_ = 0;
  Mode mode_ = Mode::Default;
  std::vector<Mode> mode_stack_;
  std::vector<Opener> openers_;
  // Per level (outside all openers, then one per opener): the chain links
  // (prefix operators, `?`, open template directives) that nest there
  // without brackets; their sum counts towards max_nesting_depth.
  struct ChainLinks {
    std::size_t prefix = 0;
    std::size_t conditionals = 0;
    std::size_t directives = 0;
  };
  std::vector<ChainLinks> chain_links_{ChainLinks{}};
  std::size_t chain_links_total_ = 0;
  std::size_t max_nesting_depth_;
  std::optional<LexedToken> too_deep_opener_;
  std::vector<std::string_view> heredoc_terminators_;
  bool ignore_top_level_newlines_ = false;
  bool end_last_line_at_eof_ = false;
  size_t previous_type_ = antlr4::Token::INVALID_TYPE;  // of the last token returned
  bool at_end_ = false;                                 // the input is used up: only EOF follows
  bool saw_quoted_newline_ = false;
  bool lexed_problem_token_ = false;
  bool last_brace_closed_sequence_ = false;
  std::vector<LexedToken>* skipped_ = nullptr;
};

// Whether an identifier starts at `byte` of `text` (Unicode's ID_Start, or `_`).
bool starts_identifier(std::string_view text, std::size_t byte);

}  // namespace hclc::syntax_internal
