// The formatter (src/format) and the lossless tokens it works on
// (src/syntax/lossless.h). Every expected text here is the reference hclfmt's
// output for the input: its own cases (cases/, from hclwrite/format_test.go
// by extract_cases.py), odd inputs written for this test (odd/*.hcl, its
// output in odd/*.want) and single-rule examples below.

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "format/format.h"
#include "syntax/lossless.h"

namespace hclc::format_test {
namespace {

namespace fs = std::filesystem;
using syntax::TokenKind;

std::string read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<fs::path> files_ending(const fs::path& dir, std::string_view suffix) {
  std::vector<fs::path> found;
  for (const auto& entry : fs::directory_iterator(dir))
    if (entry.path().string().ends_with(suffix)) found.push_back(entry.path());
  std::sort(found.begin(), found.end());
  return found;
}

const fs::path kHere = fs::path(HCLC_SOURCE_DIR) / "tests" / "format";

TEST_CASE("the reference's own cases (hclwrite/format_test.go) format to its expected text, and stay so") {
  const std::vector<fs::path> inputs = files_ending(kHere / "cases", ".in");
  REQUIRE(inputs.size() == 61);
  for (const fs::path& input : inputs) {
    fs::path want_path = input;
    want_path.replace_extension(".out");
    const std::string want = read(want_path);
    CHECK_MESSAGE(format::format_tokens(read(input)) == want, input.filename().string());
    CHECK_MESSAGE(format::format_tokens(want) == want, input.filename().string() << " (again)");
  }
}

TEST_CASE("odd inputs format as hclfmt formats them, and stay so") {
  const std::vector<fs::path> inputs = files_ending(kHere / "odd", ".hcl");
  REQUIRE(inputs.size() >= 20);
  for (const fs::path& input : inputs) {
    fs::path want_path = input;
    want_path.replace_extension(".want");
    const std::string want = read(want_path);
    CHECK_MESSAGE(format::format_tokens(read(input)) == want, input.filename().string());
    CHECK_MESSAGE(format::format_tokens(want) == want, input.filename().string() << " (again)");
  }
}

// One rule per line; the expected text is hclfmt's.
TEST_CASE("spacing between tokens") {
  const std::pair<std::string_view, std::string_view> cases[] = {
      {"a=!b\n", "a = !b\n"},  // no space after `!`, whatever follows
      {"a=! {a=1}\n", "a = !{ a = 1 }\n"},
      {"a=-1\n", "a = -1\n"},       // negation after `=`
      {"a=b -1\n", "a = b - 1\n"},  // subtraction after an operand
      {"a=f(1) -1\n", "a = f(1) - 1\n"},
      {"a=\"${-1}\"\n", "a = \"${- 1}\"\n"},  // `${` is not among the tokens before a negation
      {"a={for k in l: k=>-1}\n", "a = { for k in l : k => - 1 }\n"},
      {"a=x?-1:-2\n", "a = x ? -1 : -2\n"},
      {"a=b[0]\n", "a = b[0]\n"},  // an index sticks to a name, number or bracket
      {"a=f()[0]\n", "a = f()[0]\n"},
      {"a=\"s\"[0]\n", "a = \"s\" [0]\n"},                    // ... but not to a closing quote
      {"a=[for x in [1]: x]\n", "a = [for x in [1] : x]\n"},  // `in` after a name is the keyword
      {"a=[for x in (y): x]\n", "a = [for x in(y) : x]\n"},   // ... but a name before `(` is a call
      {"a={a=1,b=2}\n", "a = { a = 1, b = 2 }\n"},            // braces padded inside
      {"a={ }\n", "a = {}\n"},
      {"a=\"${ {a=1} }\"\n", "a = \"${ { a = 1 } }\"\n"},
      {"a=\"${ x }${ y }\"\n", "a = \"${x}${y}\"\n"},
      {"a=\"${~ x ~}\"\n", "a = \"${~x~}\"\n"},
      {"a=f(b ...)\n", "a = f(b...)\n"},
      {"a=[1 ,2 ,]\n", "a = [1, 2, ]\n"},  // a space after every comma
      {"a=p :: f(1)\n", "a = p::f(1)\n"},
      {"a=b . c . 0\n", "a = b.c.0\n"},
      {"a=b[ * ].c\n", "a = b[*].c\n"},
  };
  // Not a structured binding: clang (and so clang-tidy) before 16 cannot
  // capture one in the lambda CHECK_MESSAGE makes.
  for (const auto& test_case : cases)
    CHECK_MESSAGE(format::format_tokens(test_case.first) == test_case.second, test_case.first);
}

TEST_CASE("indentation follows the brackets left open by earlier lines") {
  CHECK(format::format_tokens("a {\nb {\nc = [\n1,\n]\n}\n}\n") == "a {\n  b {\n    c = [\n      1,\n    ]\n  }\n}\n");
  // Two brackets opened on one line are one level.
  CHECK(format::format_tokens("a = [[\n1\n]]\n") == "a = [[\n  1\n]]\n");
  // A heredoc's content and closing marker stay as written.
  CHECK(format::format_tokens("b {\nc = <<-EOT\n    x\n      EOT\n}\n") == "b {\n  c = <<-EOT\n    x\n      EOT\n}\n");
  // Blank lines lose their spaces; comment lines are indented like the rest.
  CHECK(format::format_tokens("b {\n   \n    # c\n}\n") == "b {\n\n  # c\n}\n");
}

TEST_CASE("`=` and trailing comments align in runs of consecutive lines") {
  CHECK(format::format_tokens("a = 1\nbbb = 2\n\nc = 3\n") == "a   = 1\nbbb = 2\n\nc = 3\n");
  CHECK(format::format_tokens("a = 1\n# c\nbbb = 2\n") == "a = 1\n# c\nbbb = 2\n");  // a comment line ends a run
  CHECK(format::format_tokens("a = 1 # x\nbbb = 2 # y\n") == "a   = 1 # x\nbbb = 2 # y\n");
  // Widths count code points: `é` is one column.
  CHECK(format::format_tokens("\xC3\xA9 = 1\nab = 2\n") == "\xC3\xA9  = 1\nab = 2\n");
  // An `=` whose expression continues on later lines is not aligned.
  CHECK(format::format_tokens("a = 1\nbbb = [\n]\n") == "a = 1\nbbb = [\n]\n");
}

TEST_CASE("whitespace after the last token stays (as spaces), as hclfmt leaves it") {
  CHECK(format::format_tokens("x=1   ") == "x = 1   ");
  CHECK(format::format_tokens("x=1\n\t\t") == "x = 1\n  ");
  CHECK(format::format_tokens("") == "");
}

TEST_CASE("a file that does not parse is not formatted") {
  SourceFile source("bad.hcl", "a = 1 +\n");
  Diagnostics diags;
  CHECK_FALSE(format::format_config(source, diags).has_value());
  REQUIRE(diags.has_errors());
  SourceFile good("good.hcl", "a=1\n");
  Diagnostics none;
  CHECK(format::format_config(good, none) == "a = 1\n");
  CHECK(none.empty());
}

std::string concatenated(std::string_view text, const std::vector<syntax::LosslessToken>& tokens) {
  std::string out;
  size_t expected_start = 0;
  for (const auto& token : tokens) {
    CHECK(token.start == expected_start);
    CHECK(token.end > token.start);
    out.append(text.substr(token.start, token.end - token.start));
    expected_start = token.end;
  }
  return out;
}

std::vector<TokenKind> kinds(std::string_view text) {
  std::vector<TokenKind> out;
  for (const auto& token : syntax::lex_lossless(text)) out.push_back(token.kind);
  return out;
}

TEST_CASE("lossless tokens cover the text and say what each piece is") {
  for (std::string_view text : {"a = f(\n  1, # c\n) /* d */\n", "x = \"${a}\" 'q' `r\n", "", "  \n\t"}) {
    CHECK(concatenated(text, syntax::lex_lossless(text)) == text);
  }
  using K = TokenKind;
  // The newline inside parentheses, which the parser never sees, is a token here.
  CHECK(kinds("f(\n)") == std::vector<K>{K::Identifier, K::OpenParen, K::Newline, K::CloseParen});
  CHECK(kinds("a # c\n/* d */") == std::vector<K>{K::Identifier, K::Whitespace, K::Comment, K::Comment});
  // `}` closes a template sequence or a brace.
  CHECK(kinds("\"${ {} }\"") == std::vector<K>{K::OpenQuote, K::TemplateInterp, K::Whitespace, K::OpenBrace,
                                               K::CloseBrace, K::Whitespace, K::TemplateSequenceEnd, K::CloseQuote});
  CHECK(kinds("<<EOT\nx\nEOT\n") ==
        std::vector<K>{K::HeredocStart, K::TemplateLiteral, K::TemplateLiteral, K::HeredocEnd, K::Newline});
  // A string in another language's quotes is one invalid token, so that
  // formatting leaves its inside alone.
  CHECK(kinds("'a b'") == std::vector<K>{K::Invalid});
  CHECK(format::format_tokens("x = `a  b` ") == "x = `a  b` ");
  CHECK(kinds("for in if") ==
        std::vector<K>{K::Identifier, K::Whitespace, K::Identifier, K::Whitespace, K::Identifier});
}

TEST_CASE("every corpus file formats to a fixed point, and its lossless tokens give it back") {
  const fs::path corpus = HCLC_CORPUS_DIR;
  if (!fs::exists(corpus)) {
    MESSAGE("corpus not present at " << corpus.string() << "; skipped");
    return;
  }
  size_t files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(corpus)) {
    const std::string extension = entry.path().extension().string();
    if (!entry.is_regular_file() || (extension != ".tf" && extension != ".hcl")) continue;
    const std::string text = read(entry.path());
    const std::string once = format::format_tokens(text);
    CHECK_MESSAGE(format::format_tokens(once) == once, entry.path().string());
    CHECK_MESSAGE(concatenated(text, syntax::lex_lossless(text)) == text, entry.path().string());
    ++files;
  }
  CHECK(files > 0);
}

}  // namespace
}  // namespace hclc::format_test
