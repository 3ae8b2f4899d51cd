#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "json/json.h"
#include "source/source_file.h"

using namespace hclc;
using json::NodeKind;

namespace {

std::string where(const json::Span& r) {
  return std::to_string(r.start.line) + ":" + std::to_string(r.start.column) + ":" + std::to_string(r.start.byte) +
         "-" + std::to_string(r.end.line) + ":" + std::to_string(r.end.column) + ":" + std::to_string(r.end.byte);
}
std::string where(const Range& r) { return where(json::Span{r.start, r.end}); }

struct Parsed {
  json::Document doc;
  Diagnostics diags;
};

Parsed parse(std::string_view text) {
  Parsed p;
  p.doc = json::parse("test.json", text, p.diags);
  return p;
}

struct ExpectedDiag {
  const char* summary;
  const char* detail;
  const char* range;
};

struct MalformedCase {
  const char* input;
  std::vector<ExpectedDiag> diags;
};

const std::vector<MalformedCase> kMalformed = {
#include "malformed_cases.inc"
};

}  // namespace

TEST_CASE("properties keep their order and duplicates") {
  const Parsed p = parse(R"({"b": 1, "a": 2, "b": 3, "//": "note"})");
  CHECK(p.diags.empty());
  const json::Node* root = p.doc.root();
  REQUIRE(root->kind == NodeKind::Object);
  REQUIRE(root->properties().size() == 4);
  CHECK(root->properties()[0].name == "b");
  CHECK(root->properties()[1].name == "a");
  CHECK(root->properties()[2].name == "b");
  CHECK(root->properties()[3].name == "//");
  CHECK(root->properties()[0].value->text() == "1");
  CHECK(root->properties()[2].value->text() == "3");
  CHECK(root->properties()[3].value->text() == "note");
}

TEST_CASE("numbers keep their exact source text") {
  const Parsed p =
      parse(R"([0, -0, 1.50, 1e400, -12345678901234567890123456789.000000000000000000001, 2E-3, 1.5e+10, 0.1])");
  CHECK(p.diags.empty());
  const std::vector<std::string> expected = {
      "0", "-0", "1.50", "1e400", "-12345678901234567890123456789.000000000000000000001", "2E-3", "1.5e+10", "0.1"};
  REQUIRE(p.doc.root()->elements().size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    CHECK(p.doc.root()->elements()[i]->kind == NodeKind::Number);
    CHECK(p.doc.root()->elements()[i]->text() == expected[i]);
  }
}

TEST_CASE("every value has a kind and keywords their meaning") {
  const Parsed p = parse(R"({"o": {}, "a": [], "s": "x", "n": 1, "t": true, "f": false, "z": null})");
  CHECK(p.diags.empty());
  const auto props = p.doc.root()->properties();
  REQUIRE(props.size() == 7);
  CHECK(props[0].value->kind == NodeKind::Object);
  CHECK(props[1].value->kind == NodeKind::Array);
  CHECK(props[2].value->kind == NodeKind::String);
  CHECK(props[3].value->kind == NodeKind::Number);
  CHECK(props[4].value->kind == NodeKind::Bool);
  CHECK(props[4].value->boolean);
  CHECK(props[5].value->kind == NodeKind::Bool);
  CHECK_FALSE(props[5].value->boolean);
  CHECK(props[6].value->kind == NodeKind::Null);
}

TEST_CASE("strings are decoded as the reference decodes them") {
  // Recorded with the reference's hcldec: escapes, surrogate pairs, and U+FFFD
  // for lone surrogates and for each invalid UTF-8 byte.
  const Parsed p = parse(
      "[\"\\ud800\\udc00\", \"\\ud800\", \"\\ud800\\u0041\", \"\xed\xa0\x80\", \"\xe2\x82\", "
      "\"\\u00e9\", \"\\/\\b\\f\\n\\r\\t\\\"\\\\\", \"\\udc00\\ud800\", \"e\xcc\x81\"]");
  CHECK(p.diags.empty());
  const std::vector<std::string> expected = {"\xf0\x90\x80\x80",
                                             "\xef\xbf\xbd",
                                             ("\xef\xbf\xbd"
                                              "A"),
                                             "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd",
                                             "\xef\xbf\xbd\xef\xbf\xbd",
                                             "\xc3\xa9",
                                             "/\b\f\n\r\t\"\\",
                                             "\xef\xbf\xbd\xef\xbf\xbd",
                                             "e\xcc\x81"};
  const auto elements = p.doc.root()->elements();
  REQUIRE(elements.size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    CAPTURE(i);
    CHECK(elements[i]->text() == expected[i]);
  }
}

TEST_CASE("every token and value has its range") {
  const Parsed p = parse("{\n  \"a\": [1, \"x\"],\n\t\"b\": {}\n}");
  CHECK(p.diags.empty());
  const json::Node* root = p.doc.root();
  CHECK(where(root->span) == "1:1:0-4:2:29");
  CHECK(where(root->open_span()) == "1:1:0-1:2:1");
  CHECK(where(root->close_span()) == "4:1:28-4:2:29");
  REQUIRE(root->properties().size() == 2);
  const json::Property& a = root->properties()[0];
  CHECK(where(a.name_span) == "2:3:4-2:6:7");
  CHECK(where(a.value->span) == "2:8:9-2:16:17");
  CHECK(where(a.value->open_span()) == "2:8:9-2:9:10");
  CHECK(where(a.value->close_span()) == "2:15:16-2:16:17");
  CHECK(where(a.value->elements()[0]->span) == "2:9:10-2:10:11");
  CHECK(where(a.value->elements()[1]->span) == "2:12:13-2:15:16");
  // A tab advances the JSON scanner's column by two.
  const json::Property& b = root->properties()[1];
  CHECK(where(b.name_span) == "3:3:20-3:6:23");
  CHECK(where(b.value->span) == "3:8:25-3:10:27");
  CHECK(p.doc.range(b.name_span).filename == "test.json");
}

TEST_CASE("a SourceFile parses the same as its text") {
  const SourceFile file("f.json", R"({"a": 1})");
  Diagnostics diags;
  const json::Document doc = json::parse(file, diags);
  CHECK(diags.empty());
  CHECK(doc.filename() == "f.json");
  CHECK(doc.range(doc.root()->properties()[0].name_span).filename == "f.json");
}

TEST_CASE("malformed JSON gets the reference's diagnostics") {
  CHECK(kMalformed.size() > 150);
  for (const MalformedCase& c : kMalformed) {
    CAPTURE(std::string(c.input));
    const Parsed p = parse(c.input);
    REQUIRE(p.diags.size() == c.diags.size());
    for (std::size_t i = 0; i < c.diags.size(); ++i) {
      CAPTURE(i);
      CHECK(p.diags[i].summary == c.diags[i].summary);
      CHECK(p.diags[i].detail == c.diags[i].detail);
      REQUIRE(p.diags[i].subject.has_value());
      CHECK(where(*p.diags[i].subject) == c.diags[i].range);
      CHECK(p.diags[i].severity == Severity::Error);
    }
    CHECK(p.doc.root() != nullptr);
  }
}

TEST_CASE("a malformed value becomes Invalid and its container survives") {
  const Parsed p = parse(R"({"a": foo, "b": 01, "c": "\q", "d": 1})");
  CHECK(p.diags.size() == 3);
  const auto props = p.doc.root()->properties();
  REQUIRE(props.size() == 4);
  CHECK(props[0].value->kind == NodeKind::Invalid);
  CHECK(where(props[0].value->span) == "1:7:6-1:10:9");
  CHECK(props[1].value->kind == NodeKind::Invalid);
  CHECK(props[2].value->kind == NodeKind::Invalid);
  CHECK(props[3].value->kind == NodeKind::Number);
}

TEST_CASE("nesting deeper than the limit is one diagnostic, not a crash") {
  const std::string deep(100000, '[');
  const Parsed p = parse(deep);
  REQUIRE(p.diags.size() == 1);
  CHECK(p.diags[0].kind == DiagKind::JsonNestingTooDeep);
  CHECK(where(*p.diags[0].subject) == "1:1001:1000-1:1002:1001");
  CHECK(p.doc.root()->kind == NodeKind::Invalid);

  std::string at_limit(kDefaultMaxNestingDepth, '[');
  at_limit += std::string(kDefaultMaxNestingDepth, ']');
  CHECK(parse(at_limit).diags.empty());
  std::string objects;
  for (std::size_t i = 0; i < kDefaultMaxNestingDepth + 1; ++i) objects += "{\"a\":";
  CHECK(parse(objects).diags[0].kind == DiagKind::JsonNestingTooDeep);
}

TEST_CASE("the context string names the containers around an offset") {
  // Expectations from the reference's text diagnostics ("on FILE line N, in …").
  const Parsed p = parse(R"({"a": {"b": [1, {"c": {"d": x}}]}, "x y": [[0]], "e": 1})");
  const std::string text = R"({"a": {"b": [1, {"c": {"d": x}}]}, "x y": [[0]], "e": 1})";
  const auto at = [&](std::string_view needle) {
    return json::context_string(p.doc, static_cast<std::uint32_t>(text.find(needle)));
  };
  CHECK(at("x}") == "a.b[1].c");
  CHECK(at("{\"d\"") == "a.b[1].c");
  CHECK(at("1,") == "a.b");
  CHECK(at("0]") == "x y[0]");
  CHECK(at("1}") == "");
  CHECK(json::context_string(p.doc, 0) == "");
  CHECK(json::context_string(p.doc, 100000) == "");

  const Parsed array = parse(R"([{"a": {"b": foo}}])");
  CHECK(json::context_string(array.doc, 13) == "[0].a");
}

TEST_CASE("each JSON diagnostic kind is raised for its mistake") {
  struct KindCase {
    const char* input;
    DiagKind kind;
  };
  // The first diagnostic of each input; summaries and ranges are checked
  // against the reference in the malformed table above.
  const std::string too_deep(kDefaultMaxNestingDepth + 1, '[');
  const KindCase cases[] = {
      {R"({"a":"\q"})", DiagKind::JsonInvalidString},
      {R"({"a":01})", DiagKind::JsonInvalidNumber},
      {R"({"a":foo})", DiagKind::JsonInvalidKeyword},
      {R"({"a":)", DiagKind::JsonMissingValue},
      {R"({"a":})", DiagKind::JsonMissingJsonValue},
      {"]", DiagKind::JsonMissingArrayElement},
      {"[,1]", DiagKind::JsonInvalidStartOfValue},
      {"{1:2}", DiagKind::JsonInvalidPropertyName},
      {R"({"a"})", DiagKind::JsonMissingObjectValue},
      {R"({"a" 1})", DiagKind::JsonMissingColon},
      {R"({"a":1,})", DiagKind::JsonTrailingCommaObject},
      {"[1,]", DiagKind::JsonTrailingCommaArray},
      {"[1", DiagKind::JsonUnclosed},
      {R"({"a":1])", DiagKind::JsonMismatchedBraces},
      {"[1}", DiagKind::JsonMismatchedBrackets},
      {"[1 2]", DiagKind::JsonMissingComma},
      {"[1:2]", DiagKind::JsonInvalidArrayValue},
      {"{} {}", DiagKind::JsonExtraneousData},
      {"1", DiagKind::JsonRootNotObject},
      {too_deep.c_str(), DiagKind::JsonNestingTooDeep},
  };
  for (const KindCase& c : cases) {
    CAPTURE(std::string(c.input).substr(0, 20));
    const Parsed p = parse(c.input);
    REQUIRE_FALSE(p.diags.empty());
    CHECK(p.diags[0].kind == c.kind);
    CHECK(p.diags[0].summary == diag_summary(c.kind));
  }
}
