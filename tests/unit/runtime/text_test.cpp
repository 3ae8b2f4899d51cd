// The one UTF-8 decoder and the quoters of runtime/text.h. Expected texts are
// the reference's: Go's strconv.Quote and QuoteRune, time's quote, JSON.

#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "runtime/text.h"

namespace hclc {
namespace {

TEST_CASE("decode_utf8 accepts exactly the valid sequences") {
  char32_t cp = 0;
  CHECK(decode_utf8("a", 0, cp) == 1);
  CHECK(cp == U'a');
  CHECK(decode_utf8("\xC3\xA9", 0, cp) == 2);
  CHECK(cp == U'\u00E9');
  CHECK(decode_utf8("\xE2\x80\x8B", 0, cp) == 3);
  CHECK(cp == U'\u200B');
  CHECK(decode_utf8("\xF0\x9F\x98\x80", 0, cp) == 4);
  CHECK(cp == U'\U0001F600');
  CHECK(decode_utf8("\xC0\xAF", 0, cp) == 0);          // overlong
  CHECK(decode_utf8("\xED\xA0\x80", 0, cp) == 0);      // a surrogate
  CHECK(decode_utf8("\xF4\x90\x80\x80", 0, cp) == 0);  // above U+10FFFF
  CHECK(decode_utf8("\xE2\x80", 0, cp) == 0);          // cut short
  CHECK(decode_utf8("\x80", 0, cp) == 0);              // a lone continuation byte
}

TEST_CASE("code_point_at walks text as Go's range over a string does") {
  const std::string_view text = "a\xC3\xA9\xFF\xE2\x80";
  CodePointAt at = code_point_at(text, 0);
  CHECK(at.code_point == U'a');
  CHECK(at.length == 1);
  at = code_point_at(text, 1);
  CHECK(at.code_point == U'\u00E9');
  CHECK(at.length == 2);
  at = code_point_at(text, 3);  // not UTF-8: U+FFFD, one byte
  CHECK(at.code_point == U'\uFFFD');
  CHECK(at.length == 1);
  at = code_point_at(text, 4);  // a cut sequence: the same
  CHECK(at.code_point == U'\uFFFD');
  CHECK(at.length == 1);

  CHECK(is_utf8_continuation('\x80'));
  CHECK(is_utf8_continuation('\xBF'));
  CHECK_FALSE(is_utf8_continuation('a'));
  CHECK_FALSE(is_utf8_continuation('\xC3'));
}

TEST_CASE("Go's quoting of strings and characters") {
  CHECK(go_quote("a\"b\\c\n\x01\xE2\x80\x8B\xC3\xA9") == R"("a\"b\\c\n\x01\u200bé")");
  CHECK(go_quote("\xF0\x9F\x98\x80\xF3\xA0\x80\x81") == "\"\xF0\x9F\x98\x80\\U000e0001\"");
  CHECK(go_quote("\xFF") == R"("\xff")");
  // As a character: the other quote is left alone, its own escaped (the
  // reference's "invalid character '\'' looking for beginning of value").
  std::string rune;
  append_go_quoted(rune, "'", '\'');
  CHECK(rune == R"('\'')");
  rune.clear();
  append_go_quoted(rune, "\"", '\'');
  CHECK(rune == R"('"')");
  rune.clear();
  append_go_quoted(rune, "\t", '\'');
  CHECK(rune == R"('\t')");
}

TEST_CASE("Go's time package quotes every byte outside printable ASCII") {
  // The reference: time: unknown unit "\xc3\xa9\"" in duration "1\xc3\xa9\"".
  CHECK(go_time_quote("1\xC3\xA9\"") == R"("1\xc3\xa9\"")");
  CHECK(go_time_quote("a\\b\n") == R"("a\\b\x0a")");
}

TEST_CASE("JSON quoting, as Go's encoding/json and plain") {
  CHECK(json_quote("<a&b>\xE2\x80\xA8\xFF") == R"("\u003ca\u0026b\u003e\u2028\ufffd")");
  CHECK(json_quote_plain("<a>\"\x01") == R"("<a>\"\u0001")");
}

}  // namespace
}  // namespace hclc
