#include <doctest/doctest.h>

#include "source/source_file.h"

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
  CHECK(source.pos_at(23) == Pos{2, 2, 23});  // end of file
  CHECK(source.line_count() == 2);
  CHECK(source.line_text(2) == "b");
}

TEST_CASE("columns on the first line count from after a byte order mark, and a byte inside it is a column") {
  SourceFile source("bom.hcl",
                    "\xEF\xBB\xBF"
                    "a = 1\nb");
  CHECK(source.pos_at(0) == Pos{1, 1, 0});
  CHECK(source.pos_at(1) == Pos{1, 2, 1});  // where the JSON syntax's "Invalid start of value" ends
  CHECK(source.pos_at(3) == Pos{1, 1, 3});  // the a
  CHECK(source.pos_at(7) == Pos{1, 5, 7});  // the 1
  CHECK(source.pos_at(9) == Pos{2, 1, 9});
}

TEST_CASE("a CRLF line ending belongs to the line it ends") {
  SourceFile source("crlf.hcl", "a = 1\r\nb = \r\n");
  CHECK(source.pos_at(11) == Pos{2, 5, 11});  // the \r
  CHECK(source.pos_at(13) == Pos{3, 1, 13});
  CHECK(source.line_text(1) == "a = 1");
  CHECK(source.range(7, 8) == Range{"crlf.hcl", {2, 1, 7}, {2, 2, 8}});
}
