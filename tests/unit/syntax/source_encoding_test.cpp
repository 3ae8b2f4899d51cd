#include <doctest/doctest.h>

#include "syntax/source_encoding.h"

using namespace hclc;

TEST_CASE("invalid UTF-8 is reported byte by byte, with the reference's wording") {
  SourceFile source("inv.hcl", "a = \"\xff\"\n\xc0\xaf");
  Diagnostics diags;
  CHECK_FALSE(validate_source_encoding(source, diags));
  REQUIRE(diags.size() == 3);
  CHECK(diags[0].summary == "Invalid character encoding");
  CHECK(diags[0].subject == Range{"inv.hcl", {1, 6, 5}, {1, 7, 6}});
  CHECK(diags[1].subject->start.byte == 8);  // an overlong "/" is two invalid bytes
  CHECK(diags[2].subject->start.byte == 9);
}

TEST_CASE("surrogates and code points above U+10FFFF are invalid, valid text passes") {
  Diagnostics diags;
  CHECK(validate_source_encoding(SourceFile("ok.hcl", "x = \"\xe2\x82\xac \xf4\x8f\xbf\xbf\"\n"), diags));
  CHECK(diags.empty());
  CHECK_FALSE(validate_source_encoding(SourceFile("s.hcl", "\xed\xa0\x80"), diags));
  CHECK_FALSE(validate_source_encoding(SourceFile("big.hcl", "\xf4\x90\x80\x80"), diags));
}

TEST_CASE("a leading byte order mark is acceptable, as in the reference") {
  Diagnostics diags;
  CHECK(validate_source_encoding(SourceFile("bom.hcl",
                                            "\xef\xbb\xbf"
                                            "a = 1\n"),
                                 diags));
  CHECK(diags.empty());
}
