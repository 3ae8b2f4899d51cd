#include <doctest/doctest.h>

#include "syntax/source.h"

using namespace hclc;

TEST_CASE("positions count lines from 1, bytes from 0, columns in grapheme clusters") {
  // "é" as e + combining acute, then a flag (two regional indicators): one column each,
  // as the reference reports them.
  SourceFile source("u.hcl", "a = \"e\xcc\x81\xf0\x9f\x87\xab\xf0\x9f\x87\xb7x\" + \nb");
  CHECK(source.pos_at(0) == Pos{1, 1, 0});
  CHECK(source.pos_at(5) == Pos{1, 6, 5});     // the e
  CHECK(source.pos_at(8) == Pos{1, 7, 8});     // the flag
  CHECK(source.pos_at(16) == Pos{1, 8, 16});   // x
  CHECK(source.pos_at(21) == Pos{1, 13, 21});  // the newline
  CHECK(source.pos_at(22) == Pos{2, 1, 22});
  CHECK(source.pos_at(23) == Pos{2, 2, 23});   // end of file
  CHECK(source.line_count() == 2);
  CHECK(source.line_text(2) == "b");
}

TEST_CASE("a CRLF line ending belongs to the line it ends") {
  SourceFile source("crlf.hcl", "a = 1\r\nb = \r\n");
  CHECK(source.pos_at(11) == Pos{2, 5, 11});  // the \r
  CHECK(source.pos_at(13) == Pos{3, 1, 13});
  CHECK(source.line_text(1) == "a = 1");
  CHECK(source.range(7, 8) == Range{"crlf.hcl", {2, 1, 7}, {2, 2, 8}});
}

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

TEST_CASE("surrogates and code points above U+10FFFF are invalid; valid text passes") {
  Diagnostics diags;
  CHECK(validate_source_encoding(SourceFile("ok.hcl", "x = \"\xe2\x82\xac \xf4\x8f\xbf\xbf\"\n"), diags));
  CHECK(diags.empty());
  CHECK_FALSE(validate_source_encoding(SourceFile("s.hcl", "\xed\xa0\x80"), diags));
  CHECK_FALSE(validate_source_encoding(SourceFile("big.hcl", "\xf4\x90\x80\x80"), diags));
}

TEST_CASE("a byte order mark is an error (native-syntax.md), unlike in the reference") {
  Diagnostics diags;
  CHECK_FALSE(validate_source_encoding(SourceFile("bom.hcl", "\xef\xbb\xbf" "a = 1\n"), diags));
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].kind == DiagKind::ByteOrderMark);
  CHECK(diags[0].subject == Range{"bom.hcl", {1, 1, 0}, {1, 2, 3}});
}
