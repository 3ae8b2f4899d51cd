// Broken inputs: hclc must report the reference's first diagnostic (summary
// and exact byte range) and no more diagnostics than the reference does.
// Expected values were recorded from `oracle parse` (config files) and
// `oracle eval [--template]` (expressions, templates) of HCL 2.14.1.

#include <doctest/doctest.h>

#include <algorithm>
#include <tuple>

#include "syntax_test_helpers.h"

namespace hclc::syntax_test {
namespace {

struct BrokenInput {
  Entry entry;
  const char* text;
  const char* summary;
  std::uint32_t start_byte;
  std::uint32_t end_byte;
  std::size_t reference_diagnostics;
};

const BrokenInput kBrokenInputs[] = {
    {Entry::Config, "a = 1 b = 2\n", "Missing newline after argument", 6, 7, 1},
    {Entry::Config, "a {\n b = 1 }\n", "Missing newline after argument", 11, 12, 1},
    {Entry::Config, "a {\n", "Unclosed configuration block", 2, 3, 1},
    {Entry::Config, "a = \n", "Invalid expression", 4, 5, 1},
    {Entry::Config, "a = ", "Missing expression", 4, 4, 1},
    {Entry::Config, "a = \"foo\n", "Invalid multi-line string", 8, 9, 2},
    {Entry::Config, "a = \"\\q\"\n", "Invalid escape sequence", 5, 7, 1},
    {Entry::Config, "a = (\n", "Missing expression", 6, 6, 1},
    {Entry::Config, "a = [1,2\n", "Unterminated tuple constructor expression", 4, 5, 1},
    {Entry::Config, "x = {for = 1}\n", "Invalid 'for' expression", 9, 10, 1},
    {Entry::Config, "x = [for, a]\n", "Invalid 'for' expression", 8, 9, 1},
    {Entry::Config, "x = a::b\n", "Missing open parenthesis", 8, 9, 1},
    {Entry::Config, "x = a::(1)\n", "Missing function name", 7, 8, 1},
    {Entry::Config, "x = a:::b()\n", "Missing function name", 7, 8, 1},
    {Entry::Config, "x = {a::b = 1}\n", "Missing open parenthesis", 10, 11, 1},
    {Entry::Config, "x = ::a()\n", "Invalid expression", 4, 6, 1},
    {Entry::Config, "x = true ? 1 ::2\n", "Missing false expression in conditional", 13, 15, 2},
    {Entry::Config, "{\n", "Argument or block definition required", 0, 1, 1},
    {Entry::Config, "a = 1\na = 2\n", "Attribute redefined", 6, 7, 1},
    {Entry::Config, "x = [for]\n", "Invalid 'for' expression", 8, 9, 1},
    {Entry::Config, "x = {for}\n", "Invalid 'for' expression", 8, 9, 1},
    {Entry::Config, "x = [for x]\n", "Invalid 'for' expression", 10, 11, 1},
    {Entry::Config, "x = {for: 1}\n", "Invalid 'for' expression", 8, 9, 1},
    {Entry::Config, "x = [for + 1]\n", "Invalid 'for' expression", 9, 10, 1},
    {Entry::Config, "x = [for x, y]\n", "Invalid 'for' expression", 13, 14, 1},
    {Entry::Config, "x = [for x, y in z]\n", "Invalid 'for' expression", 18, 19, 1},
    {Entry::Config, "x = [for x y]\n", "Invalid 'for' expression", 11, 12, 1},
    {Entry::Config, "x = a.0.0.b\n", "Invalid legacy index syntax", 6, 9, 1},
    {Entry::Config, "x = <<EOT foo\n", "Invalid expression", 4, 5, 1},
    {Entry::Config, "a {\n b = 1\n c = 2 }\n", "Missing newline after argument", 18, 19, 1},
    {Entry::Config, "a { b = 1 \n}\n", "Invalid single-argument block definition", 10, 11, 1},
    {Entry::Config, "a { b {} }\n", "Argument definition required", 4, 7, 1},
    {Entry::Config, "a { b = 1, c = 2 }\n", "Invalid single-argument block definition", 9, 10, 1},
    {Entry::Config, "a { b = 1 c = 2 }\n", "Invalid single-argument block definition", 10, 11, 1},
    {Entry::Config, "a = \"foo\nbar\"\n", "Invalid multi-line string", 8, 9, 2},
    {Entry::Config, "a = \"\\u12\"\n", "Invalid escape sequence", 5, 9, 1},
    {Entry::Config, "a = \"x\\\n", "Invalid character", 6, 7, 3},
    {Entry::Config, "a \"${x}\" {}\n", "Invalid string literal", 3, 5, 1},
    {Entry::Config, "a {} b {}\n", "Missing newline after block definition", 5, 6, 1},
    {Entry::Config, "a {\n b {}}\n", "Missing newline after block definition", 9, 10, 1},
    {Entry::Config, "x = {\n a = 1\n , b = 2}\n", "Invalid expression", 14, 15, 1},
    {Entry::Config, "x = {a=1,,b=2}\n", "Invalid expression", 9, 10, 1},
    {Entry::Config, "x = a ~ b\n", "Unsupported operator", 6, 7, 2},
    {Entry::Config, "x = a & b\n", "Unsupported operator", 6, 7, 2},
    {Entry::Config, "x = a | b\n", "Unsupported operator", 6, 7, 2},
    {Entry::Config, "/* foo\n", "Argument or block definition required", 0, 1, 1},
    {Entry::Config, "x = 1 /* foo\n", "Invalid expression", 7, 8, 1},
    {Entry::Config, "a = b\n}\n", "Argument or block definition required", 6, 7, 1},
    {Entry::Config, "\"a\" = 1\n", "Invalid argument name", 0, 1, 1},
    {Entry::Config, "a b = 1\n", "Invalid block definition", 4, 5, 1},
    {Entry::Config, "1 = 2\n", "Argument or block definition required", 0, 1, 1},
    {Entry::Config, "\"a\" {}\n", "Invalid argument name", 0, 1, 1},
    {Entry::Config, "a b\n", "Invalid block definition", 3, 4, 1},
    {Entry::Config, "a\n", "Argument or block definition required", 0, 1, 1},
    {Entry::Config, "a b", "Invalid block definition", 3, 3, 1},
    {Entry::Config, "a \"b\" = 1\n", "Invalid block definition", 6, 7, 1},
    {Entry::Config, "a.b = 1\n", "Argument or block definition required", 0, 1, 1},
    {Entry::Config, "a = [1 2]\n", "Missing item separator", 7, 8, 1},
    {Entry::Config, "a = {a = 1 b = 2}\n", "Missing attribute separator", 11, 12, 1},
    {Entry::Config, "a = {a = 1\n", "Missing expression", 11, 11, 1},
    {Entry::Config, "a = {a 1}\n", "Missing key/value separator", 7, 8, 1},
    {Entry::Config, "a = f(1 2)\n", "Missing argument separator", 8, 9, 1},
    {Entry::Config, "a = f(1\n", "Unterminated function call", 4, 6, 1},
    {Entry::Config, "a = f(1,\n", "Missing expression", 9, 9, 1},
    {Entry::Config, "a = (1\n", "Unbalanced parentheses", 7, 7, 1},
    {Entry::Config, "a = (1 2)\n", "Unbalanced parentheses", 7, 8, 1},
    {Entry::Config, "a = x[1\n", "Missing close bracket on index", 8, 8, 1},
    {Entry::Config, "a = x[1 2]\n", "Missing close bracket on index", 9, 10, 1},
    {Entry::Config, "a = x[1\nb = 2\n", "Missing close bracket on index", 14, 14, 1},
    {Entry::Config, "a = x[1 }\nb = [3]\n", "Missing close bracket on index", 18, 18, 1},
    {Entry::Config, "a = x[1 [2] 3]\n", "Missing close bracket on index", 13, 14, 1},
    {Entry::Config, "a = x.\n", "Invalid attribute name", 6, 7, 1},
    {Entry::Config, "a = x.+\n", "Invalid attribute name", 6, 7, 1},
    {Entry::Config, "a = x ? 1\n", "Missing false expression in conditional", 9, 10, 1},
    {Entry::Config, "a = x ? 1 2\n", "Missing false expression in conditional", 10, 11, 2},
    {Entry::Config, "a = \"${a\"\n", "Invalid multi-line string", 9, 10, 2},
    {Entry::Config, "a = \"${a\n", "Unclosed template interpolation sequence", 5, 7, 1},
    {Entry::Config, "a = \"%{ if x }\"\n", "Unexpected end of template", 14, 15, 1},
    {Entry::Config, "a = \"%{ else }\"\n", "Unexpected else directive", 5, 14, 1},
    {Entry::Config, "a = \"%{ endif }\"\n", "Unexpected endif directive", 5, 15, 1},
    {Entry::Config, "a = \"%{ endfor }\"\n", "Unexpected endfor directive", 5, 16, 1},
    {Entry::Config, "a = \"%{ foo }\"\n", "Invalid template control keyword", 8, 11, 1},
    {Entry::Config, "a = \"%{ if x }a%{ endfor }\"\n", "Unexpected endfor directive", 15, 26, 1},
    {Entry::Config, "a = <<EOT\nfoo\n", "Unterminated template string", 14, 14, 1},
    {Entry::Config, "a = <<EOT\nfoo\nEOT", "Unterminated template string", 17, 17, 1},
    {Entry::Config, "a = <<EOT\nfoo\nEOT ", "Unterminated template string", 18, 18, 1},
    {Entry::Config, "a = \"foo", "Unterminated template string", 8, 8, 1},
    {Entry::Config, "a = @\n", "Invalid character", 4, 5, 2},
    {Entry::Config, "a = 1\n@\n", "Invalid character", 6, 7, 2},
    {Entry::Config, "a = [for x in y: x if]\n", "Invalid expression", 21, 22, 1},
    {Entry::Config, "a = {for x in y: x}\n", "Invalid 'for' expression", 17, 18, 1},
    {Entry::Config, "a = {for x in y: x => }\n", "Invalid expression", 22, 23, 1},
    {Entry::Config, "a = [for x in y x]\n", "Invalid 'for' expression", 16, 17, 1},
    {Entry::Config, "a = 1 +\n", "Invalid expression", 7, 8, 1},
    {Entry::Config, "a = !\n", "Invalid expression", 5, 6, 1},
    {Entry::Config, "a = {\"a\" 1}\n", "Missing key/value separator", 9, 10, 1},
    {Entry::Config, "a = \"\\U0001F6\"\n", "Invalid escape sequence", 5, 13, 1},
    {Entry::Config, "a = x[*\n", "Missing close bracket on splat index", 8, 8, 1},
    {Entry::Config, "a = x[*].\n", "Invalid attribute name", 9, 10, 1},
    {Entry::Config, "a = {\n", "Missing expression", 6, 6, 1},
    {Entry::Config, "a = [\n", "Missing expression", 6, 6, 1},
    {Entry::Config, "a = [", "Missing expression", 5, 5, 1},
    {Entry::Config, "a = {", "Missing expression", 5, 5, 1},
    {Entry::Config, "a = f(", "Missing expression", 6, 6, 1},
    {Entry::Config, "a = \"${", "Missing expression", 7, 7, 1},
    {Entry::Config, "a = \"${a b}\"\n", "Extra characters after interpolation expression", 9, 10, 1},
    {Entry::Config, "a = \"%{ if x y }z%{ endif }\"\n", "Extra characters in if marker", 13, 14, 1},
    {Entry::Config, "a = \"%{ for x in y z }z%{ endfor }\"\n", "Extra characters in for marker", 19, 20, 1},
    {Entry::Config, "a = \"%{ if x }a%{ endif x }\"\n", "Extra characters in endif marker", 24, 25, 1},
    {Entry::Config, "a = \"%{ if x y }z\"\n", "Extra characters in if marker", 13, 14, 2},
    {Entry::Config, "a = \"%{ else x }%{ endif }\"\n", "Extra characters in else marker", 13, 14, 3},
    {Entry::Config, "a = [for x in y: x z]\n", "Invalid 'for' expression", 19, 20, 1},
    {Entry::Config, "a = [for x in y: x\n", "Invalid 'for' expression", 19, 19, 1},
    {Entry::Config, "a = {for x in y: x => y z}\n", "Invalid 'for' expression", 24, 25, 1},
    {Entry::Config, "a = \"%{ for }%{ endfor }\"\n", "Invalid 'for' directive", 12, 13, 2},
    {Entry::Config, "a = \"%{ for x in y }a%{ endif }\"\n", "Unexpected endif directive", 21, 31, 1},
    {Entry::Config, "a = \"%{ for x in y }a\"\n", "Unexpected end of template", 21, 22, 1},
    {Entry::Config, "a = \"%{ if x }a%{ else }b%{ else }c%{ endif }\"\n", "Unexpected else directive", 25, 34, 2},
    {Entry::Config, "a = \"%{ iff x }\"\n", "Invalid template control keyword", 8, 11, 1},
    {Entry::Config, "a = \"%{ x }\"\n", "Invalid template control keyword", 8, 9, 1},
    {Entry::Config, "a { b = 1 }}\n", "Missing newline after block definition", 11, 12, 1},
    {Entry::Config, "a = 1 }\n", "Missing newline after argument", 6, 7, 1},
    {Entry::Config, "a = -\n", "Invalid expression", 5, 6, 1},
    {Entry::Config, "a = \"%{ if x }a\"", "Unexpected end of template", 15, 16, 1},
    {Entry::Config, "a = \"\\uD800\"\n", "Invalid escape sequence", 5, 11, 1},
    {Entry::Config, "x = {\n for = 1\n}\n", "Invalid 'for' expression", 11, 12, 1},
    {Entry::Config, "a { for {} }\n", "Argument definition required", 4, 9, 1},
    {Entry::Config, "a = {a = 1", "Unterminated object constructor expression", 4, 5, 1},
    {Entry::Config, "a = [1", "Unterminated tuple constructor expression", 4, 5, 1},
    {Entry::Expression, "1 2", "Extra characters after expression", 2, 3, 1},
    {Entry::Expression, "1\n2", "Extra characters after expression", 2, 3, 1},
    {Entry::Expression, "(1", "Unbalanced parentheses", 2, 2, 1},
    {Entry::Expression, "[1,", "Missing expression", 3, 3, 1},
    {Entry::Expression, "f(1", "Unterminated function call", 0, 2, 1},
    {Entry::Expression, "a.", "Invalid attribute name", 2, 2, 1},
    {Entry::Expression, "\"${x", "Unclosed template interpolation sequence", 1, 3, 1},
    {Entry::Expression, "x ? 1", "Missing false expression in conditional", 5, 5, 1},
    {Entry::Expression, "x ? 1 : ", "Missing expression", 8, 8, 1},
    {Entry::Expression, "{a = 1 b = 2}", "Missing attribute separator", 7, 8, 1},
    {Entry::Expression, "[for x in y: x z]", "Invalid 'for' expression", 15, 16, 1},
    {Entry::Template, "%{ if x }a", "Unexpected end of template", 10, 10, 1},
    {Entry::Template, "%{ endif }", "Unexpected endif directive", 0, 10, 1},
    {Entry::Template, "a ${", "Missing expression", 4, 4, 1},
    {Entry::Template, "${a b}", "Extra characters after interpolation expression", 4, 5, 1},
    {Entry::Template, "%{ for x in y }a", "Unexpected end of template", 16, 16, 1},
    {Entry::Template, "%{ else }", "Unexpected else directive", 0, 9, 1},
    {Entry::Template, "%{ foo }", "Invalid template control keyword", 3, 6, 1},
    {Entry::Config, "a = 1,\n", "Unexpected comma after argument", 5, 6, 1},
    {Entry::Config, "a {\n b = 1,\n}\n", "Unexpected comma after argument", 10, 11, 1},
    {Entry::Config, "a = { b\n}\n", "Missing attribute value", 7, 8, 1},
    {Entry::Config, "a = {b c}\n", "Missing key/value separator", 7, 8, 1},
    {Entry::Config, "a = { b, c = 1 }\n", "Missing attribute value", 7, 8, 1},
    {Entry::Config, "a = $\n", "Invalid character", 4, 5, 2},
    {Entry::Config, "a = x['k']\n", "Invalid character", 6, 7, 2},
    {Entry::Config, "a = 'k\nb = 'j'\n", "Invalid character", 4, 5, 3},
    {Entry::Config, "a = `k` + `j`\n", "Invalid character", 4, 5, 3},
    {Entry::Config, "a = x's y (`z`) w\nb = 1\n", "Invalid character", 5, 6, 3},
    {Entry::Config, "a = x[)\n", "Invalid expression", 6, 7, 1},
    {Entry::Config, "a = x[\n", "Missing expression", 7, 7, 1},
    {Entry::Config, "a = %{\n", "Invalid expression", 4, 5, 1},
    {Entry::Config, "a = \"x\n\ny\"\n", "Invalid multi-line string", 6, 8, 2},
};

TEST_CASE("broken inputs get the reference's first diagnostic and range") {
  for (const BrokenInput& input : kBrokenInputs) {
    CAPTURE(input.text);
    Parsed parsed = parse(input.entry, input.text);
    CAPTURE(summaries(parsed.diags));
    REQUIRE_FALSE(parsed.diags.empty());
    const Diagnostic& first = parsed.diags[0];
    CHECK(first.severity == Severity::Error);
    CHECK(first.summary == input.summary);
    REQUIRE(first.subject.has_value());
    CHECK(first.subject->start.byte == input.start_byte);
    CHECK(first.subject->end.byte == input.end_byte);
    CHECK(first.subject->filename == "test.hcl");
    // One mistake, one report: never a cascade beyond what the reference says.
    CHECK(parsed.diags.size() <= std::max<std::size_t>(input.reference_diagnostics, 1));
  }
}

TEST_CASE(
    "mistakes in one-line blocks are each reported, as the reference does in recovery, the other items reach the IR") {
  // The official spec suite's structure/blocks/single_oneline_invalid.
  // A nested block in a one-line block ends its body, as in the reference:
  // only the items before it reach the IR.
  Parsed parsed = parse(Entry::Config,
                        "ok = 1\n"
                        "a { b = \"foo\", c = \"bar\" }\n"
                        "a { b = \"foo\"\n}\n"
                        "a { b = \"foo\"\n  c = \"bar\" }\n"
                        "a { b = \"foo\"\n  c = \"bar\"\n}\n"
                        "a { d {} }\n"
                        "skipped = 1\n");
  const std::pair<std::uint32_t, std::uint32_t> expected[] = {{20, 21}, {47, 48}, {63, 64}, {91, 92}, {110, 113}};
  REQUIRE(parsed.diags.size() == 5);
  for (std::size_t i = 0; i < 5; ++i) {
    CAPTURE(i);
    CHECK(parsed.diags[i].subject->start.byte == expected[i].first);
    CHECK(parsed.diags[i].subject->end.byte == expected[i].second);
  }
  const ir::Body& root = parsed.file.root();
  REQUIRE(root.attributes.size() == 1);
  CHECK(parsed.file.arena->attribute(root.attributes[0]).name.text == "ok");

  // A foreign operator: named, and the newline is still missing (as the reference says).
  Parsed bitwise = parse(Entry::Config, "x = a & b\ny = 2\n");
  REQUIRE(bitwise.diags.size() == 2);
  CHECK(bitwise.diags[0].kind == DiagKind::UnsupportedOperator);
  CHECK(bitwise.diags[1].kind == DiagKind::MissingNewlineAfterArgument);
  CHECK(bitwise.file.root().attributes.size() == 2);
}

TEST_CASE("an unterminated heredoc shows its content from the line after its opening marker") {
  Parsed parsed = parse(Entry::Config, "x {\n  a = <<EOH\n  hello\n  EOHX\n}\nb = 1\n");
  REQUIRE(parsed.diags.size() == 1);
  CHECK(parsed.diags[0].kind == DiagKind::UnterminatedTemplateString);
  CHECK(parsed.diags[0].subject->start == Pos{7, 1, 39});
  REQUIRE(parsed.diags[0].context.has_value());
  CHECK(parsed.diags[0].context->start == Pos{3, 1, 16});
  CHECK(parsed.diags[0].context->end == Pos{7, 1, 39});
}

TEST_CASE("after a broken namespaced function name, no later syntax error is reported (as in the reference)") {
  Parsed parsed = parse(Entry::Config, "z = f(1 2)\nb {\n  x = a::b\n  y = c::(\n}\nz = f(1 2)\n@\n");
  CAPTURE(summaries(parsed.diags));
  REQUIRE(parsed.diags.size() == 3);
  CHECK(parsed.diags[0].kind == DiagKind::InvalidCharacter);
  CHECK(parsed.diags[1].kind == DiagKind::MissingArgumentSeparator);
  CHECK(parsed.diags[2].kind == DiagKind::MissingOpenParenthesis);
}

TEST_CASE("characters of other languages: the reference's hints, a quoted string reported once") {
  Parsed parsed = parse(Entry::Config, "a = x['k']\nb = `k`\nc = 1;\nd = \u201ck\u201d\ne = \u2018k\u2019\n");
  CAPTURE(summaries(parsed.diags));
  const std::pair<std::uint32_t, const char*> expected[] = {
      {6, "Single quotes are not valid. Use double quotes (\") to enclose strings."},
      {15,
       "The \"`\" character is not valid. To create a multi-line string, use the \"heredoc\" syntax, like "
       "\"<<EOT\"."},
      {24,
       "The \";\" character is not valid. Use newlines to separate arguments and blocks, and commas to separate "
       "items in collection values."},
      {30,
       "\"Curly quotes\" are not valid here. These can sometimes be inadvertently introduced when sharing code "
       "via documents or discussion forums. It might help to replace the character with a \"straight quote\"."},
      {34,
       "\"Curly quotes\" are not valid here. These can sometimes be inadvertently introduced when sharing code "
       "via documents or discussion forums. It might help to replace the character with a \"straight quote\"."},
      {42, "This character is not used within the language."},
      {46, "This character is not used within the language."},
  };
  REQUIRE(parsed.diags.size() == std::size(expected) + 1);
  for (std::size_t i = 0; i < std::size(expected); ++i) {
    CAPTURE(i);
    CHECK(parsed.diags[i].kind == DiagKind::InvalidCharacter);
    CHECK(parsed.diags[i].subject->start.byte == expected[i].first);
    CHECK(parsed.diags[i].detail == expected[i].second);
  }
  CHECK(parsed.diags[std::size(expected)].summary == "Invalid expression");

  // A quote that no other closes is one character: what follows is read.
  Parsed lone = parse(Entry::Config, "a = x's y (`z`) w\n");
  CAPTURE(summaries(lone.diags));
  REQUIRE(lone.diags.size() == 3);
  CHECK(lone.diags[1].kind == DiagKind::InvalidCharacter);
  CHECK(lone.diags[1].subject->start.byte == 11);
}

TEST_CASE("every unbalanced directive of a template is reported, and later mistakes too") {
  Parsed parsed = parse(Entry::Config, "a = \"%{ if x }%{ endfor }%{ endif }\"\nb = )\n");
  CAPTURE(summaries(parsed.diags));
  REQUIRE(parsed.diags.size() == 3);
  CHECK(parsed.diags[0].kind == DiagKind::UnexpectedEndforDirective);
  CHECK(parsed.diags[0].detail == "Expecting an endif directive for the if started at test.hcl:1,6-15.");
  CHECK(parsed.diags[1].kind == DiagKind::UnexpectedEndifDirective);
  CHECK(parsed.diags[1].detail == "The control directives within this template are unbalanced.");
  CHECK(parsed.diags[2].kind == DiagKind::InvalidExpression);
}

TEST_CASE("diagnostic positions carry lines and columns") {
  Parsed parsed = parse(Entry::Config, "a = 1\nb {\n  c = 2 d\n}\n");
  REQUIRE(parsed.diags.size() == 1);
  const Range& at = *parsed.diags[0].subject;
  CHECK(parsed.diags[0].summary == "Missing newline after argument");
  CHECK(at.start == Pos{3, 9, 18});
  CHECK(at.end == Pos{3, 10, 19});
}

TEST_CASE("a redefined attribute names the first definition") {
  Parsed parsed = parse(Entry::Config, "a = 1\nb = 2\na = 3\n");
  REQUIRE(parsed.diags.size() == 1);
  CHECK(parsed.diags[0].summary == "Attribute redefined");
  CHECK(parsed.diags[0].detail ==
        "The argument \"a\" was already set at test.hcl:1,1-2. Each argument may be set only once.");
  CHECK(parsed.diags[0].subject->start == Pos{3, 1, 12});
  CHECK(parsed.diags[0].subject->end == Pos{3, 2, 13});
}

// As in the reference (oracle parse): an attribute whose expression has a
// syntax error still sets its name, before and after the mistake, in its own
// body only.
TEST_CASE("an attribute with a broken expression still counts for redefinitions") {
  Parsed later = parse(Entry::Config, "b {\n  x = [1,,]\n  x = 2\n}\n");
  CAPTURE(summaries(later.diags));
  REQUIRE(later.diags.size() == 2);
  CHECK(later.diags[0].kind == DiagKind::InvalidExpression);
  CHECK(later.diags[1].kind == DiagKind::AttributeRedefined);
  CHECK(later.diags[1].detail ==
        "The argument \"x\" was already set at test.hcl:2,3-4. Each argument may be set only once.");
  CHECK(later.diags[1].subject->start == Pos{3, 3, 18});

  Parsed earlier = parse(Entry::Config, "x = 1\nx = (2\ny = 3\n");
  CAPTURE(summaries(earlier.diags));
  REQUIRE(earlier.diags.size() == 2);
  CHECK(earlier.diags[1].kind == DiagKind::AttributeRedefined);
  CHECK(earlier.diags[1].subject->start == Pos{2, 1, 6});

  Parsed other_body = parse(Entry::Config, "x = [1,,]\nc {\n  x = 1\n}\n");
  CAPTURE(summaries(other_body.diags));
  CHECK(other_body.diags.size() == 1);
}

// The reference stays out of its recovery mode after a conditional without
// a false expression: a later mistake of a kind recovery mode hides is
// still reported (oracle parse: both errors).
TEST_CASE("a missing false expression leaves later mistakes reported in full") {
  Parsed parsed = parse(Entry::Config, "a = true ? 1\nc = [1,,]\n");
  CAPTURE(summaries(parsed.diags));
  REQUIRE(parsed.diags.size() == 2);
  CHECK(parsed.diags[0].kind == DiagKind::MissingFalseExpression);
  CHECK(parsed.diags[1].kind == DiagKind::InvalidExpression);
  CHECK(parsed.diags[1].subject->start == Pos{2, 8, 20});
}

// oracle parse: in recovery mode the reference does not report a template
// that the end of the file cuts off (a quoted string, a heredoc, an
// interpolation without its closing brace); the template ends there and the
// conditional around it misses its false expression at the end of the file.
TEST_CASE("in recovery mode a template cut off by the end of the file ends there") {
  for (const char* cut_off : {"x ? \"abc\n", "x ? <<EOT\nabc\n", "x ? \"${y\" z \" } \n"}) {
    const std::string text = std::string("b = [1,,]\na = ") + cut_off;
    Parsed parsed = parse(Entry::Config, text);
    CAPTURE(cut_off);
    CAPTURE(summaries(parsed.diags));
    REQUIRE_FALSE(parsed.diags.empty());
    const Diagnostic& last = parsed.diags[parsed.diags.size() - 1];
    CHECK(last.kind == DiagKind::MissingFalseExpression);
    CHECK(last.subject->start.byte == text.size());
    CHECK(last.subject->end.byte == text.size());
  }
}

// A template sequence in a block label that the end of the file cuts off is
// not read past: recovery never rewrites the end of the file (a fuzzed input
// once made it read for ever).
TEST_CASE("a block label's template sequence cut off by the end of the file ends the parse") {
  Parsed parsed = parse(Entry::Config, "output \"d%{b\" {\n  x = 1\n}\ny = \"a\n");
  CAPTURE(summaries(parsed.diags));
  const auto label = std::find_if(parsed.diags.begin(), parsed.diags.end(),
                                  [](const Diagnostic& d) { return d.kind == DiagKind::InvalidStringLiteral; });
  REQUIRE(label != parsed.diags.end());
  CHECK(label->subject->start == Pos{1, 10, 9});
}

// oracle parse: a block label that the end of the file cuts off is the
// unterminated string literal and the block definition it leaves
// unfinished, both at the end; in recovery mode only the string literal.
TEST_CASE("a block label cut off by the end of the file is an unterminated string literal") {
  Parsed parsed = parse(Entry::Config, R"(resource "a" "b)");
  CAPTURE(summaries(parsed.diags));
  REQUIRE(parsed.diags.size() == 2);
  CHECK(parsed.diags[0].kind == DiagKind::UnterminatedStringLiteral);
  CHECK(parsed.diags[0].detail == "Unable to find the closing quote mark before the end of the file.");
  CHECK(parsed.diags[1].kind == DiagKind::InvalidBlockDefinition);
  for (const Diagnostic& d : parsed.diags) CHECK(d.subject->start == Pos{1, 16, 15});

  Parsed recovering = parse(Entry::Config,
                            "a = [1,,]\n"
                            R"(resource "aws)");
  CAPTURE(summaries(recovering.diags));
  REQUIRE(recovering.diags.size() == 2);
  CHECK(recovering.diags[1].kind == DiagKind::UnterminatedStringLiteral);
  CHECK(recovering.diags[1].subject->start == Pos{2, 14, 23});
}

// oracle parse: the reference takes the token after `[*` for the bracket it
// wanted and reports at the `]` that closes what follows, or at the end.
TEST_CASE("a full splat without its bracket is reported where the next bracket closes") {
  const struct {
    const char* text;
    Pos start;
  } cases[] = {
      {"a = b[* c]\n", Pos{1, 10, 9}},
      {"a = b[* [c]]\n", Pos{1, 11, 10}},
      {"a = b[*\nd = 1\n", Pos{3, 1, 14}},
  };
  for (const auto& c : cases) {
    Parsed parsed = parse(Entry::Config, c.text);
    CAPTURE(c.text);
    REQUIRE(parsed.diags.size() == 1);
    CHECK(parsed.diags[0].kind == DiagKind::MissingSplatBracket);
    CHECK(parsed.diags[0].subject->start == c.start);
  }
}

TEST_CASE("a byte of invalid UTF-8 outside comments is a token of its own, reported as the reference reports it") {
  struct Case {
    Entry entry;
    const char* text;
    // (summary, start byte, end byte) of every diagnostic, in order.
    std::vector<std::tuple<const char*, std::uint32_t, std::uint32_t>> diags;
  };
  const Case cases[] = {
      // Where an expression should start, and nothing reported after it.
      {Entry::Config, "x = \xff\ny = 1 +\n", {{"Invalid character encoding", 4, 5}, {"Invalid expression", 4, 5}}},
      {Entry::Config, "x = a\xff\n", {{"Invalid character encoding", 5, 6}, {"Missing newline after argument", 5, 6}}},
      {Entry::Config, "x = a.\xff\n", {{"Invalid character encoding", 6, 7}, {"Invalid attribute name", 6, 7}}},
      {Entry::Config,
       "\xff\xfe\xfd",
       {{"Invalid character encoding", 0, 1}, {"Argument or block definition required", 0, 1}}},
      // It ends a string, a heredoc or a template, after valid non-ASCII text.
      {Entry::Config,
       "x = \"caf\xc3\xa9 \xe9\"\n",
       {{"Invalid character encoding", 11, 12}, {"Unterminated template string", 11, 12}}},
      {Entry::Config,
       "x = \"${a}\xff\"\n",
       {{"Invalid character encoding", 9, 10}, {"Unterminated template string", 9, 10}}},
      {Entry::Config,
       "x = <<EOT\n# \xff\nEOT\n",
       {{"Invalid character encoding", 12, 13}, {"Unterminated template string", 12, 13}}},
      {Entry::Template,
       "ab\xff"
       "cd ${x}\n",
       {{"Invalid character encoding", 2, 3}, {"Unterminated template string", 2, 3}}},
      // After a backslash, the backslash is an invalid character too.
      {Entry::Config,
       "x = \"\\\xff\"\n",
       {{"Invalid character", 5, 6}, {"Invalid character encoding", 6, 7}, {"Unterminated template string", 5, 6}}},
      // In a block label, it does not belong in a string literal.
      {Entry::Config, "b \"l\xff\" {\n}\n", {{"Invalid character encoding", 4, 5}, {"Invalid string literal", 4, 5}}},
      // Comments may hold any bytes.
      {Entry::Config, "# \xff\nx = 1 /* \xfe */\n", {}},
  };
  for (const Case& c : cases) {
    CAPTURE(c.text);
    Parsed parsed = parse(c.entry, c.text);
    CAPTURE(summaries(parsed.diags));
    REQUIRE(parsed.diags.size() == c.diags.size());
    for (std::size_t i = 0; i < c.diags.size(); ++i) {
      CHECK(parsed.diags[i].summary == std::get<0>(c.diags[i]));
      CHECK(parsed.diags[i].subject->start.byte == std::get<1>(c.diags[i]));
      CHECK(parsed.diags[i].subject->end.byte == std::get<2>(c.diags[i]));
    }
  }
}

TEST_CASE("a template mark that ends the input in a string or heredoc is an invalid character, as in the reference") {
  const struct {
    const char* text;
    std::uint32_t mark;
  } cases[] = {{"a = \"ab$", 7}, {"a = \"ab$$", 8}, {"a = \"ab%", 7}, {"a = <<EOT\nab$", 12}};
  for (const auto& c : cases) {
    CAPTURE(c.text);
    Parsed parsed = parse(Entry::Config, c.text);
    REQUIRE(parsed.diags.size() == 2);
    CHECK(parsed.diags[0].summary == "Invalid character");
    CHECK(parsed.diags[1].summary == "Unterminated template string");
    for (const Diagnostic& d : parsed.diags) {
      CHECK(d.subject->start.byte == c.mark);
      CHECK(d.subject->end.byte == c.mark + 1);
    }
  }
  // A standalone template ends with it as text.
  CHECK(parse(Entry::Template, "ab$").diags.empty());
  CHECK(parse(Entry::Template, "ab%").diags.empty());
}

TEST_CASE(
    "quotes of other languages, semicolons and bitwise operators are reported only as often as the reference does") {
  struct Case {
    const char* text;
    std::vector<std::pair<std::size_t, const char*>> reported;  // (start byte, summary) of the lexical problems
  };
  const Case cases[] = {
      // Two strings in backticks and two in single quotes, each kind on its own.
      {"x = `a` `b` `c` 'd' 'e' 'f'\n",
       {{4, "Invalid character"}, {8, "Invalid character"}, {16, "Invalid character"}, {20, "Invalid character"}}},
      {"x = a; b; c\n", {{5, "Invalid character"}}},
      // Four bitwise operators, `^` among them, all kinds together.
      {"x = a ~ b ^ c & d | e\ny = a & b\n",
       {{6, "Unsupported operator"},
        {10, "Unsupported operator"},
        {14, "Unsupported operator"},
        {18, "Unsupported operator"}}},
      // Other characters every time.
      {"x = a @ b @ c @ d @ e @ f\n",
       {{6, "Invalid character"},
        {10, "Invalid character"},
        {14, "Invalid character"},
        {18, "Invalid character"},
        {22, "Invalid character"}}},
  };
  for (const Case& c : cases) {
    CAPTURE(c.text);
    Parsed parsed = parse(Entry::Config, c.text);
    std::vector<std::pair<std::size_t, std::string>> lexical;
    for (const Diagnostic& d : parsed.diags) {
      if (d.kind == DiagKind::InvalidCharacter || d.kind == DiagKind::UnsupportedOperator)
        lexical.emplace_back(d.subject->start.byte, d.summary);
    }
    REQUIRE(lexical.size() == c.reported.size());
    for (std::size_t i = 0; i < lexical.size(); ++i) {
      CHECK(lexical[i].first == c.reported[i].first);
      CHECK(lexical[i].second == c.reported[i].second);
    }
  }
  Parsed caret = parse(Entry::Config, "x = a ^ b\n");
  REQUIRE_FALSE(caret.diags.empty());
  CHECK(caret.diags[0].detail == "Bitwise operators are not supported.");
}

TEST_CASE("details match the reference for representative mistakes") {
  struct Case {
    Entry entry;
    const char* text;
    const char* detail;
  };
  const Case cases[] = {
      {Entry::Config, "a = \"\\q\"\n", "The symbol \"q\" is not a valid escape sequence selector."},
      {Entry::Config, "a = \"\\uD800\"\n", "Cannot encode character U+d800 in UTF-8."},
      {Entry::Config, "a = \"%{ for x in y }%{ else }%{ endfor }\"\n",
       "An else clause is not expected for a for directive."},
      {Entry::Config, "a \"x%{ endif }\" {\n}\n",
       "Template sequences are not allowed in this string. To include a literal \"%\", double it (as \"%%\") to "
       "escape it."},
      {Entry::Config, "a = \"%{ foo }\"\n", R"("foo" is not a valid template control keyword. Did you mean "for"?)"},
      {Entry::Config, "a = \"%{ if x }a%{ endfor }\"\n",
       "Expecting an endif directive for the if started at test.hcl:1,6-15."},
      {Entry::Config, "a { b {} }\n",
       "A single-line block definition can contain only a single argument. If you meant to define argument \"b\", "
       "use an equals sign to assign it a value. To define a nested block, place it on a line of its own within its "
       "parent block."},
      {Entry::Config, "x = [for x in y]\n", "For expression requires a colon after the collection expression."},
      {Entry::Expression, "1 2", "An expression was successfully parsed, but extra characters were found after it."},
      {Entry::Config, "a = \"${a b}\"\n",
       "Expected a closing brace to end the interpolation expression, but found extra characters.\n\nThis can "
       "happen when you include interpolation syntax for another language, such as shell scripting, but forget to "
       "escape the interpolation start token. If this is an embedded sequence for another language, escape it by "
       "starting with \"$${\" instead of just \"${\"."},
      {Entry::Config, "a = \"%{ if x y }z\"\n",
       "Expected a closing brace to end the sequence, but found extra characters."},
      {Entry::Expression, "a::b(1",
       "There is no closing parenthesis for this function call before the end of the file. This may be caused by "
       "incorrect parenthesis nesting elsewhere in this file."},
      {Entry::Expression, "a::b",
       "Function selector must be followed by an open parenthesis to begin the function call."},
      {Entry::Expression, "a::1()",
       "Function scope resolution symbol :: must be followed by a function name in this scope."},
      {Entry::Template, "%{ if x }a",
       "The if directive at test.hcl:1,1-10 is missing its corresponding endif directive."},
      // After an object's key, any name gets the hint about names with
      // periods: a keyword is a name there as well.
      {Entry::Expression, "{a b = 1}",
       "Expected an equals sign (\"=\") to mark the beginning of the attribute value. If you intended to given an "
       "attribute name containing periods or spaces, write the name in quotes to create a string literal."},
      {Entry::Expression, "{a endif = 1}",
       "Expected an equals sign (\"=\") to mark the beginning of the attribute value. If you intended to given an "
       "attribute name containing periods or spaces, write the name in quotes to create a string literal."},
      {Entry::Expression, "{a in = 1}",
       "Expected an equals sign (\"=\") to mark the beginning of the attribute value. If you intended to given an "
       "attribute name containing periods or spaces, write the name in quotes to create a string literal."},
      {Entry::Expression, "{a 1 = 1}", "Expected an equals sign (\"=\") to mark the beginning of the attribute value."},
  };
  for (const Case& c : cases) {
    CAPTURE(c.text);
    Parsed parsed = parse(c.entry, c.text);
    REQUIRE_FALSE(parsed.diags.empty());
    CHECK(parsed.diags[0].detail == c.detail);
  }
}

}  // namespace
}  // namespace hclc::syntax_test
