#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "diag/render.h"
#include "json/json.h"
#include "source/source_file.h"

using namespace hclc;

namespace {

struct ReferenceCase {
  const char* filename;
  const char* source;  // nullptr: the file does not exist
  const char* as_json;
  const char* as_text;
  const char* as_color;
};

const ReferenceCase kReference[] = {
#include "reference_cases.inc"
};

const json::Node* member(const json::Node* object, std::string_view name) {
  for (const json::Property& property : object->properties()) {
    if (property.name == name) return property.value;
  }
  return nullptr;
}

Pos read_pos(const json::Node* object) {
  const auto number = [&](std::string_view name) {
    return static_cast<std::uint32_t>(std::stoul(std::string(member(object, name)->text())));
  };
  return Pos{number("line"), number("column"), number("byte")};
}

// The diagnostics the reference printed, read back from its --diags=json output.
Diagnostics read_reference_diags(std::string_view text) {
  Diagnostics parse_diags;
  const json::Document doc = json::parse("reference-output.json", text, parse_diags);
  REQUIRE(parse_diags.empty());
  Diagnostics diags;
  for (const json::Node* item : member(doc.root(), "diagnostics")->elements()) {
    Diagnostic d{DiagKind::FileError,
                 Severity::Error,
                 std::string(member(item, "summary")->text()),
                 std::string(member(item, "detail")->text()),
                 std::nullopt,
                 std::nullopt};
    if (std::string(member(item, "severity")->text()) == "warning") d.severity = Severity::Warning;
    if (const json::Node* subject = member(item, "subject")) {
      d.subject = Range{std::string(member(subject, "filename")->text()), read_pos(member(subject, "start")),
                        read_pos(member(subject, "end"))};
    }
    diags.add(std::move(d));
  }
  return diags;
}

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

}  // namespace

TEST_CASE("renderers reproduce the reference's output byte for byte") {
  for (const ReferenceCase& c : kReference) {
    CAPTURE(std::string(c.filename));
    Diagnostics diags = read_reference_diags(c.as_json);
    REQUIRE_FALSE(diags.empty());
    // The JSON output is lossy for a filename that is not UTF-8; the subjects
    // are all in the case's own file.
    Diagnostics in_file;
    for (Diagnostic d : diags) {
      if (d.subject) d.subject->filename = c.filename;
      in_file.add(std::move(d));
    }
    diags = in_file;
    CHECK(render_json(diags) == c.as_json);

    SourceSet sources;
    std::unique_ptr<SourceFile> file;
    json::Document doc;
    if (c.source != nullptr) {
      file = std::make_unique<SourceFile>(c.filename, c.source);
      if (ends_with(c.filename, ".json")) {
        Diagnostics parse_diags;
        doc = json::parse(*file, parse_diags);
        // Where the reference's errors are syntax errors, hclc's parser gives
        // the same ones.
        if (!parse_diags.empty()) CHECK(render_json(parse_diags) == c.as_json);
        sources.add(*file, [&doc](std::uint32_t byte) { return json::context_string(doc, byte); });
      } else {
        sources.add(*file);
      }
    }
    TextRenderOptions plain;
    plain.caret_underline = false;
    CHECK(render_text(diags, sources, plain) == c.as_text);

    TextRenderOptions terminal;
    terminal.caret_underline = false;
    terminal.color = true;
    terminal.wrap_width = 0;
    CHECK(render_text(diags, sources, terminal) == c.as_color);
  }
}

TEST_CASE("the caret line underlines the subject") {
  const SourceFile file("c.json", "{\n\t\"a\": tru,\n  \"b\": 1 2\n}");
  Diagnostics diags;
  const json::Document doc = json::parse(file, diags);
  REQUIRE(diags.size() == 3);
  SourceSet sources;
  sources.add(file);
  CHECK(render_text(diags[0], sources) ==
        "Error: Invalid JSON keyword\n"
        "\n"
        "  on c.json line 2:\n"
        "   2: \t\"a\": tru,\n"
        "      \t     ^^^\n"
        "\n"
        "\"tru\" is not a valid JSON keyword. Did you mean \"true\"?\n"
        "\n");
  // A zero-width subject at the end of the text: one caret after the last
  // character of its line.
  CHECK(render_text(diags[1], sources) ==
        "Error: Missing attribute seperator comma\n"
        "\n"
        "  on c.json line 4:\n"
        "   4: }\n"
        "       ^\n"
        "\n"
        "A comma must appear between each property definition in an object.\n"
        "\n");
}

TEST_CASE("a subject in a file the set does not hold shows no lines") {
  Diagnostics diags;
  diags.add(DiagKind::FileError, "Detail.", Range{"elsewhere.hcl", {3, 2, 10}, {3, 4, 12}});
  CHECK(render_text(diags, SourceSet{}) == "Error: Failed to read file\n\n  on elsewhere.hcl line 3:\n\nDetail.\n\n");
}

TEST_CASE("warnings are labelled and coloured as warnings") {
  Diagnostic d = make_diag(DiagKind::FileError, "");
  d.severity = Severity::Warning;
  Diagnostics diags;
  diags.add(d);
  CHECK(render_text(diags, SourceSet{}) == "Warning: Failed to read file\n\n");
  TextRenderOptions color;
  color.color = true;
  CHECK(render_text(diags, SourceSet{}, color) == "\x1b[33mWarning\x1b[0m: Failed to read file\n\n");
  CHECK(render_json(diags) ==
        "{\n  \"diagnostics\": [\n    {\n      \"severity\": \"warning\",\n      \"summary\": \"Failed to read "
        "file\",\n      \"detail\": \"\"\n    }\n  ]\n}\n");
  CHECK(render_json(Diagnostics{}) == "{\n  \"diagnostics\": []\n}\n");
}

TEST_CASE("words wrap greedily at the width, counting code points") {
  CHECK(wrap_words("aaa bbb ccc", 7) == "aaa bbb\nccc");
  CHECK(wrap_words("aaa bbb ccc", 6) == "aaa\nbbb\nccc");
  CHECK(wrap_words("aaaaaaaaaa b", 4) == "aaaaaaaaaa\nb");
  CHECK(wrap_words("a\nbb cc", 4) == "a\nbb\ncc");
  CHECK(wrap_words("\xc3\xa9\xc3\xa9\xc3\xa9 x", 5) == "\xc3\xa9\xc3\xa9\xc3\xa9 x");
  CHECK(wrap_words("a b", 0) == "a b");
}

TEST_CASE("a long line is quoted around its subject, with an ellipsis where it is cut") {
  // 400 x's, then the subject "bad", then 400 y's: 60 code points are kept on
  // each side of the subject.
  const std::string line = std::string(400, 'x') + "bad" + std::string(400, 'y');
  const SourceFile file("long.hcl", line + "\n");
  Diagnostics diags;
  diags.add(DiagKind::InvalidUtf8, "", file.range(400, 403));
  SourceSet sources;
  sources.add(file);
  const std::string shown = std::string("\u2026") + std::string(60, 'x') + "bad" + std::string(60, 'y') + "\u2026";
  CHECK(render_text(diags[0], sources) == "Error: Invalid character encoding\n\n  on long.hcl line 1:\n   1: " + shown +
                                              "\n      " + std::string(61, ' ') + "^^^\n\n");
  // A subject longer than 160 code points is cut too, and nothing follows it.
  Diagnostics wide;
  wide.add(DiagKind::InvalidUtf8, "", file.range(100, 790));
  CHECK(render_text(wide[0], sources) == "Error: Invalid character encoding\n\n  on long.hcl line 1:\n   1: \u2026" +
                                             std::string(220, 'x') + "\u2026\n      " + std::string(61, ' ') +
                                             std::string(160, '^') + "\n\n");
}

TEST_CASE("text rendering stops after the bound and counts what it leaves out") {
  const SourceFile file("many.hcl", "a\n");
  Diagnostics diags;
  for (int i = 0; i < 5; ++i) diags.add(DiagKind::InvalidUtf8, "", file.range(0, 1));
  diags.add(make_diag(DiagKind::InvalidUtf8, ""));
  Diagnostic warning = make_diag(DiagKind::InvalidUtf8, "");
  warning.severity = Severity::Warning;
  diags.add(warning);
  SourceSet sources;
  sources.add(file);
  const std::string text = render_text(diags, sources, {.max_diagnostics = 2});
  CHECK(text.ends_with("Not shown: 4 more errors and 1 more warning.\n\n"));
  CHECK(text.find("Error: Invalid character encoding") != text.rfind("Error: Invalid character encoding"));
  const std::string all = render_text(diags, sources, {.max_diagnostics = 0});
  CHECK(all.find("Not shown") == std::string::npos);
}
