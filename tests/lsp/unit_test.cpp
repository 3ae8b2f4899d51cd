// The language server's parts on their own: JSON values, message framing,
// positions in both encodings (non-ASCII text, tabs, CRLF, a lone CR) and
// incremental edits of a document's text and line index; the background
// threads' names and priority.

#include <doctest/doctest.h>
#include <pthread.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <thread>

#include "lsp/json_value.h"
#include "lsp/server.h"
#include "lsp/text_document.h"
#include "lsp/threads.h"
#include "lsp/transport.h"

using namespace hclc::lsp;

TEST_CASE("JSON: values round-trip through text") {
  const std::string text = R"({"a":[1,-2.5,true,false,null],"b":"x\"\\\n\u00e9\ud83d\ude00","c":{}})";
  JsonParseResult parsed = parse_json(text);
  REQUIRE(parsed.value);
  CHECK((*parsed.value)["a"].array()->size() == 5);
  CHECK(*(*parsed.value)["b"].string() == "x\"\\\n\xc3\xa9\xf0\x9f\x98\x80");
  JsonParseResult again = parse_json(parsed.value->dump());
  REQUIRE(again.value);
  CHECK(*again.value == *parsed.value);
}

TEST_CASE("JSON: bad text is an error, never an exception") {
  for (const char* bad : {"", "{", "[1,]", "{\"a\" 1}", "tru", "\"abc", "01", "1.", "[1] x", R"("\q")", "\"\x01\""}) {
    CAPTURE(bad);
    CHECK_FALSE(parse_json(bad).value);
  }
  CHECK_FALSE(parse_json(std::string(100000, '[')).value);  // too deep, not a stack overflow
  CHECK(parse_json(std::string(kMaxJsonDepth, '[') + std::string(kMaxJsonDepth, ']')).value);
}

TEST_CASE("JSON: invalid UTF-8 is kept when read and replaced when written") {
  JsonParseResult parsed = parse_json("\"a\xff\x62\"");  // \x62 is b
  REQUIRE(parsed.value);
  CHECK(*parsed.value->string() == "a\xff\x62");
  CHECK(parsed.value->dump() == R"("a\ufffdb")");
  CHECK(Json("\xed\xa0\x80").dump() == R"("\ufffd\ufffd\ufffd")");        // an encoded surrogate
  CHECK(*parse_json(R"("\ud800x")").value->string() == "\xef\xbf\xbdx");  // a lone surrogate escape
  CHECK(*parse_json(R"("\ud800\u0041")").value->string() ==
        "\xef\xbf\xbd"
        "A");  // a high one, then not a low one
}

TEST_CASE("JSON: escape errors name the byte") {
  CHECK(parse_json(R"("ab\q")").error == "bad escape at byte 4");
  CHECK(parse_json(R"("\u12x4")").error == "bad \\u escape at byte 5");
  CHECK(parse_json(R"("\ud83d\u12x4")").error == "bad \\u escape at byte 11");
  CHECK(parse_json(R"("\u12)").error == "unterminated escape at byte 5");
}

TEST_CASE("positions: UTF-16 and UTF-8 on non-ASCII text, tabs and line endings") {
  // é is 2 bytes / 1 UTF-16 unit, 😀 4 bytes / 2 units; lines end in \r\n, \r and \n.
  const TextDocument doc("a\t\xc3\xa9=1\r\n\xf0\x9f\x98\x80x\rz\n");
  CHECK(doc.line_count() == 4);
  CHECK(doc.offset_of({0, 3}, PositionEncoding::Utf16) == 4u);  // after the é
  CHECK(doc.offset_of({0, 4}, PositionEncoding::Utf8) == 4u);
  CHECK(doc.offset_of({0, 99}, PositionEncoding::Utf16) == 6u);  // the end of the line, before \r\n
  CHECK(doc.offset_of({1, 2}, PositionEncoding::Utf16) == 12u);  // after the surrogate pair
  CHECK(doc.offset_of({1, 1}, PositionEncoding::Utf16) == 8u);   // inside the pair: its start
  CHECK(doc.offset_of({1, 2}, PositionEncoding::Utf8) == 8u);    // inside the sequence: its start
  CHECK(doc.offset_of({2, 0}, PositionEncoding::Utf16) == 14u);  // a lone \r ends a line
  CHECK(doc.offset_of({3, 0}, PositionEncoding::Utf16) == 16u);
  CHECK_FALSE(doc.offset_of({4, 0}, PositionEncoding::Utf16));
  CHECK(doc.clamped_offset_of({9, 9}, PositionEncoding::Utf16) == 16u);
  CHECK(doc.position_of(4, PositionEncoding::Utf16) == Position{0, 3});
  CHECK(doc.position_of(4, PositionEncoding::Utf8) == Position{0, 4});
  CHECK(doc.position_of(12, PositionEncoding::Utf16) == Position{1, 2});
  CHECK(doc.position_of(7, PositionEncoding::Utf16) == Position{0, 5});  // inside \r\n: the line's end
  CHECK(doc.end_position(PositionEncoding::Utf16) == Position{3, 0});
}

TEST_CASE("positions: invalid UTF-8 counts a unit per byte") {
  const TextDocument doc("a\xff\xfe\x62");
  CHECK(doc.position_of(4, PositionEncoding::Utf16) == Position{0, 4});
  CHECK(doc.offset_of({0, 3}, PositionEncoding::Utf16) == 3u);
}

TEST_CASE("edits: the line index after random edits equals a fresh one") {
  std::mt19937 random(31);
  const std::string pieces[] = {"", "a", "\n", "\r", "\r\n", "\xc3\xa9", "x = 1\n", "\n\n", "\t"};
  TextDocument doc("block {\r\n  a = 1\n}\r");
  std::string expected(doc.text());
  for (int step = 0; step < 5000; ++step) {
    const auto size = static_cast<std::uint32_t>(expected.size());
    std::uint32_t a = size ? random() % (size + 1) : 0;
    std::uint32_t b = size ? random() % (size + 1) : 0;
    if (a > b) std::swap(a, b);
    const std::string& piece = pieces[random() % std::size(pieces)];
    doc.replace(a, b, piece);
    expected.replace(a, b - a, piece);
    REQUIRE(doc.text() == expected);
    const TextDocument fresh(expected);
    REQUIRE(doc.line_count() == fresh.line_count());
    for (std::uint32_t line = 0; line < fresh.line_count(); ++line)
      REQUIRE(doc.offset_of({line, 0}, PositionEncoding::Utf8) == fresh.offset_of({line, 0}, PositionEncoding::Utf8));
  }
}

namespace {

// The messages a reader finds in `input`, as "body" or "!error".
std::vector<std::string> read_all(const std::string& input) {
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  REQUIRE(::write(fds[1], input.data(), input.size()) == static_cast<ssize_t>(input.size()));
  ::close(fds[1]);
  MessageReader reader(fds[0]);
  std::vector<std::string> out;
  while (true) {
    Incoming in = reader.next();
    if (in.kind == Incoming::Kind::EndOfInput) break;
    out.push_back(in.kind == Incoming::Kind::Message ? in.body : "!" + in.error);
  }
  ::close(fds[0]);
  return out;
}

}  // namespace

TEST_CASE("framing: messages, bad headers and resynchronization") {
  CHECK(read_all("Content-Length: 2\r\n\r\n{}Content-Length: 3\r\nContent-Type: x\r\n\r\n[1]") ==
        std::vector<std::string>{"{}", "[1]"});
  CHECK(read_all("content-length:2\n\n{}") == std::vector<std::string>{"{}"});  // lenient about case and \n
  std::vector<std::string> bad = read_all("Garbage\r\n\r\n{}Content-Length: 2\r\n\r\n{}");
  REQUIRE(bad.size() == 2);
  CHECK(bad[0] == "!a header line has no ':'");
  CHECK(bad[1] == "{}");
  bad = read_all("Content-Length: x\r\n\r\nContent-Length: 2\r\n\r\n[]");
  REQUIRE(bad.size() == 2);
  CHECK(bad[0] == "!the Content-Length header is not a number");
  CHECK(bad[1] == "[]");
  CHECK(read_all("Content-Length: 10\r\n\r\n{}") == std::vector<std::string>{"!the input ended inside a message body"});
  CHECK(read_all("Content-Length: 99999999999\r\n\r\n{}").front().starts_with("!a message of"));
}

TEST_CASE("file URIs become paths") {
  CHECK(path_of_uri("file:///home/a%20b/main.tf") == "/home/a b/main.tf");
  CHECK(path_of_uri("untitled:1") == "untitled:1");
  CHECK(path_of_uri("file:///x%2") == "/x%2");
}

TEST_CASE("threads: a background thread gets its name and a lower priority, the others keep theirs") {
  auto nice_of = [](pid_t tid) { return ::getpriority(PRIO_PROCESS, static_cast<id_t>(tid)); };
  const int before = nice_of(::gettid());
  pid_t background_tid = 0;
  int background_nice = 0;
  std::array<char, 16> background_name{};
  std::thread([&] {
    hclc::lsp::name_this_thread("hclc-lsp-index-worker");
    hclc::lsp::run_this_thread_in_background();
    background_tid = ::gettid();
    background_nice = nice_of(background_tid);
    ::pthread_getname_np(::pthread_self(), background_name.data(), background_name.size());
  }).join();
  CHECK(background_tid != ::gettid());
  CHECK(background_nice == std::min(19, before + hclc::lsp::kBackgroundNice));
  CHECK(std::string(background_name.data()) == "hclc-lsp-index-");  // 15 bytes kept
  CHECK(nice_of(::gettid()) == before);
}
