#include <doctest/doctest.h>

#include "syntax/source_encoding.h"

using namespace hclc;

TEST_CASE("the first invalid byte is reported, with the reference's wording") {
  SourceFile source("inv.hcl", "a = \"\xff\"\n\xc0\xaf");
  Diagnostics diags;
  CHECK_FALSE(validate_source_encoding(source, SourceForm::Code, diags));
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Invalid character encoding");
  CHECK(diags[0].subject == Range{"inv.hcl", {1, 6, 5}, {1, 7, 6}});
  Diagnostics overlong;  // an overlong "/" is invalid from its first byte
  CHECK_FALSE(validate_source_encoding(SourceFile("o.hcl", "a = 1\n\xc0\xaf"), SourceForm::Code, overlong));
  REQUIRE(overlong.size() == 1);
  CHECK(overlong[0].subject->start.byte == 6);
}

TEST_CASE("surrogates and code points above U+10FFFF are invalid, valid text passes") {
  Diagnostics diags;
  CHECK(validate_source_encoding(SourceFile("ok.hcl", "x = \"\xe2\x82\xac \xf4\x8f\xbf\xbf\"\n"), SourceForm::Code,
                                 diags));
  CHECK(diags.empty());
  CHECK_FALSE(validate_source_encoding(SourceFile("s.hcl", "\xed\xa0\x80"), SourceForm::Code, diags));
  CHECK_FALSE(validate_source_encoding(SourceFile("big.hcl", "\xf4\x90\x80\x80"), SourceForm::Code, diags));
}

TEST_CASE("a leading byte order mark is acceptable, as in the reference") {
  Diagnostics diags;
  CHECK(validate_source_encoding(SourceFile("bom.hcl",
                                            "\xef\xbb\xbf"
                                            "a = 1\n"),
                                 SourceForm::Code, diags));
  CHECK(diags.empty());
}

TEST_CASE("a comment in code may hold any bytes, as in the reference, and a template has no comments") {
  // Latin-1 in each kind of comment, and after code on the same line.
  const char* const commented[] = {"# caf\xe9\nx = 1\n", "// \xe9t\xe9\nx = 1\n", "/* \xff\xfe */ x = 1\n",
                                   "x = 1 # \xff\n", "x = \"${ 1 # \xff\n}\"\n"};
  for (const char* text : commented) {
    CAPTURE(text);
    Diagnostics diags;
    CHECK(validate_source_encoding(SourceFile("c.hcl", text), SourceForm::Code, diags));
    CHECK(diags.empty());
  }
  // What looks like a comment but is string or heredoc text, and a bad byte
  // after a comment that held another.
  const struct {
    const char* text;
    std::uint32_t byte;
  } not_commented[] = {{"x = \"#\xff\"\n", 6}, {"x = <<EOT\n# \xff\nEOT\n", 12}, {"# \xff\nx = \xfe\n", 8}};
  for (const auto& c : not_commented) {
    CAPTURE(c.text);
    Diagnostics diags;
    CHECK_FALSE(validate_source_encoding(SourceFile("c.hcl", c.text), SourceForm::Code, diags));
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].subject->start.byte == c.byte);
  }
  Diagnostics template_diags;
  CHECK_FALSE(validate_source_encoding(SourceFile("t.tmpl", "# caf\xe9\n"), SourceForm::Template, template_diags));
  REQUIRE(template_diags.size() == 1);
  CHECK(template_diags[0].subject->start.byte == 5);
}
