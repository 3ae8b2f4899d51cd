// The lexer's short path for common tokens (Lexer::next_common), token by
// token (next) and as the token stream lexes (lex_all), against its general
// path, which a lossless reading takes for every token (it keeps the skipped
// bytes): all must give the same tokens, the same first too-deep opener and
// the same note of tokens that are mistakes.

#include <doctest/doctest.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "antlr4-runtime.h"
#include "syntax/lexer.h"
#include "syntax_test_helpers.h"

namespace hclc::syntax_internal {
namespace {

enum class Start { Config, Expression, Template };

struct Lexed {
  std::vector<LexedToken> tokens;
  std::optional<LexedToken> too_deep;
  bool problem = false;
  bool quoted_newline = false;
};

// The general path (next, keeping the skipped bytes), and the short path
// token by token (next) or all at once (lex_all, into records).
enum class Path { General, Next, Records };

Lexed lex(std::string_view text, Start start, Path path, std::size_t max_nesting_depth) {
  Lexer lexer(text, max_nesting_depth);
  if (start == Start::Config) lexer.end_last_line_at_eof();
  if (start == Start::Expression) lexer.ignore_top_level_newlines();
  if (start == Start::Template) lexer.start_in_template();
  std::vector<LexedToken> skipped;
  if (path == Path::General) lexer.keep_skipped_in(&skipped);
  Lexed lexed;
  if (path == Path::Records) {
    std::vector<TokenRecord> records;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> long_token_ends;
    lexer.lex_all(records, long_token_ends);
    CHECK(long_token_ends.empty());
    for (const TokenRecord& record : records) {
      lexed.tokens.push_back(LexedToken{record.type(), record.start, std::size_t{record.start} + record.length()});
    }
  } else {
    for (;;) {
      lexed.tokens.push_back(lexer.next());
      if (lexed.tokens.back().type == antlr4::Token::EOF) break;
    }
  }
  lexed.too_deep = lexer.too_deep_opener();
  lexed.problem = lexer.lexed_problem_token();
  lexed.quoted_newline = lexer.saw_quoted_newline();
  return lexed;
}

// A readable difference: the first token that differs.
std::string first_difference(const Lexed& short_path, const Lexed& general) {
  for (std::size_t i = 0; i < std::max(short_path.tokens.size(), general.tokens.size()); ++i) {
    if (i >= short_path.tokens.size() || i >= general.tokens.size()) return "token " + std::to_string(i) + ": missing";
    const LexedToken& a = short_path.tokens[i];
    const LexedToken& b = general.tokens[i];
    if (a.type != b.type || a.start != b.start || a.end != b.end) {
      return "token " + std::to_string(i) + ": " + std::to_string(a.type) + " [" + std::to_string(a.start) + ", " +
             std::to_string(a.end) + ") against " + std::to_string(b.type) + " [" + std::to_string(b.start) + ", " +
             std::to_string(b.end) + ")";
    }
  }
  return "";
}

void check_paths_agree(std::string_view text, const std::string& name, std::size_t max_nesting_depth = 100) {
  for (const Start start : {Start::Config, Start::Expression, Start::Template}) {
    const Lexed general = lex(text, start, Path::General, max_nesting_depth);
    for (const Path path : {Path::Next, Path::Records}) {
      const Lexed short_path = lex(text, start, path, max_nesting_depth);
      CHECK_MESSAGE(first_difference(short_path, general).empty(),
                    name << " (entry " << static_cast<int>(start) << ", path " << static_cast<int>(path)
                         << "): " << first_difference(short_path, general));
      CHECK_MESSAGE(short_path.too_deep.has_value() == general.too_deep.has_value(), name);
      if (short_path.too_deep && general.too_deep) CHECK(short_path.too_deep->start == general.too_deep->start);
      CHECK_MESSAGE(short_path.problem == general.problem, name);
      CHECK_MESSAGE(short_path.quoted_newline == general.quoted_newline, name);
    }
  }
}

TEST_CASE("the lexer's short path gives the tokens of its general path") {
  const std::vector<std::string> inputs = {
      "a = 1\nb = \"x\"\n",
      std::string("\xEF\xBB\xBF") + "a = 1\r\nb = a.b[0].c\r\n",  // a byte order mark first
      "block \"label\" other {\n  x = [for v in list : v if v != null]\n  y = {for k, v in m : k => v...}\n}\n",
      "a = { for = 1, in = 2, if = 3, else = 4, endif = 5, endfor = 6 }\nfor = forever\n",
      "# comment\n// comment\r\n/* block\ncomment */ a = 1 # trailing\nb = 2 /* unclosed",
      "na\xC3\xAFve = \xE6\x97\xA5\xE6\x9C\xAC\nx\xC3\xA9 = caf\xC3\xA9-au-lait\n",
      "_a-b_c = 1.5e3 + 1..2 - 1.5.x * 7e+2 / 1e\n",
      "a = !!!b\nc = - -1 - -(2)\nd = a ? b : c ? d : e, f = x ? y : z\ng = [!a, -b, a ? b : c]\n",
      "a = \"x ${b} %{if c}y%{else}z%{endif} $${d} %%{e} $ % \\\" \\u00e9 \\\n\"\n",
      "a = \"line\nbreak\" \nb = \"\r\n\"\n",
      "a = <<EOT\nhello ${name}\n  %{for x in y}${x}%{endfor}\n  EOT\nb = <<-EOT\n  indented\n  EOT\n",
      "a = 'single' + `back`\nb = 'unclosed\nc = @ ^ & b | c ~ d && e || f :: g ... h == i <= j >= k < l > m % n\n",
      "a = \"${ {for x in y : x => x} }\"\nb = \"%{ if a ~}x%{~ endif }\"\nc = \"${a}\"\"${b}\"\n",
      "tpl ${a} %{if b}c%{endif} $${d}\n%{for x in y}${x}%{endfor}",
      "a = (\n  1 +\n  2\n)\nb = [\n  1,\n  2,\n]\nc = {\n  d = 1\n  e = 2\n}\n",
      "\t  a\t=\t1  \n\n\n  b = c  ",
      "a = \"unterminated\nb = ${",
      "a = x\xC2\xA0y\n\xE2\x80\x83z = 1\n",
      "a = f(x)[0]\nb = ([{}])\nc = {for k in {} : k => [for v in ()]}\n) ] } \"\"\n{\n}\n",
      "\"a\" = 1\nb \"c\" {for = 1\n}\nd = {\n# for\n for x in y : x => x}\n",
  };
  for (const std::string& input : inputs) check_paths_agree(input, input);
  // Chains and brackets against a low bound on nesting.
  check_paths_agree("a = !!!!b\nc = [[[[1]]]]\nd = a ? b ? c ? d : e : f : g\n", "chains", 3);
  check_paths_agree("a = \"%{if a}%{if b}%{if c}%{if d}x%{endif}%{endif}%{endif}%{endif}\"\n", "directives", 3);
}

TEST_CASE("the lexer's short path gives the tokens of its general path on the corpus") {
  syntax_test::for_each_corpus_file(
      [](const std::string& path, const std::string& text) { check_paths_agree(text, path); });
}

}  // namespace
}  // namespace hclc::syntax_internal
