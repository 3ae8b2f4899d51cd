#include <doctest/doctest.h>

#include "source/source_file.h"

#include <unicode/brkiter.h>
#include <unicode/utext.h>

#include <memory>
#include <string>
#include <string_view>

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

namespace {

// The column of `byte` on a line: one more than the clusters ICU's iterator
// finds starting before it (a byte inside a cluster is in that cluster's column).
std::uint32_t icu_column(std::string_view line, std::uint32_t byte) {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::BreakIterator> it(icu::BreakIterator::createCharacterInstance(icu::Locale::getRoot(), status));
  UText* utext = utext_openUTF8(nullptr, line.data(), static_cast<int64_t>(line.size()), &status);
  it->setText(utext, status);
  REQUIRE(U_SUCCESS(status));
  std::uint32_t starts_before = byte > 0 ? 1 : 0;  // the cluster at 0
  for (int32_t boundary = it->next();
       boundary != icu::BreakIterator::DONE && static_cast<std::uint32_t>(boundary) < byte; boundary = it->next()) {
    ++starts_before;
  }
  utext_close(utext);
  return starts_before + 1;
}

}  // namespace

TEST_CASE("columns on lines of single-code-point clusters and of longer ones are the clusters ICU finds") {
  // Single code points (composed letters, CJK, symbols, a lone emoji, a control
  // character, CR LF) and clusters of several (a combining accent, a flag, a
  // ZWJ sequence, a Hangul syllable in jamo, an emoji with a skin tone),
  // alone and after the others: every byte of the line.
  const std::string lines[] = {
      "x = \"\xc3\xa9t\xc3\xa9 \xe3\x83\x84 \xc2\xaf\\_(\xe3\x83\x84)_/\xc2\xaf \xf0\x9f\x98\x80\x01\" # \r\n",
      "x = \"e\xcc\x81\xf0\x9f\x87\xab\xf0\x9f\x87\xb7 \xf0\x9f\x91\xa8\xe2\x80\x8d\xf0\x9f\x91\xa9\"\n",
      "x = \"\xe1\x84\x80\xe1\x85\xa1\xe1\x86\xa8 \xf0\x9f\x91\x8b\xf0\x9f\x8f\xbd \xc3\xa9\"\n",
  };
  for (const std::string& line : lines) {
    CAPTURE(line);
    const std::string text = "\n" + line;  // the first line has a path of its own (a byte order mark)
    SourceFile source("u.hcl", text);
    for (std::uint32_t byte = 1; byte < text.size(); ++byte) {
      CAPTURE(byte);
      CHECK(source.pos_at(byte).column == icu_column(line, byte - 1));
    }
  }
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
