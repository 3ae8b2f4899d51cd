// Bodies read through schemas. Expected diagnostics (summary, detail, byte
// range) are the reference hcldec's on the same inputs.

#include <doctest/doctest.h>

#include <string>

#include "body/native_body.h"
#include "syntax/parse.h"

namespace hclc::body {
namespace {

BodyPtr parse(const std::string& filename, const std::string& text) {
  SourceFile source(filename, text);
  Diagnostics diags;
  ir::File file = parse_config(source, diags);
  REQUIRE(diags.empty());
  return native_body(file);
}

struct Expected {
  std::string summary;
  std::string detail;
  std::uint32_t start;
  std::uint32_t end;
};

void check(const Diagnostics& diags, const std::vector<Expected>& expected) {
  REQUIRE(diags.size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    CAPTURE(i);
    CHECK(diags[i].summary == expected[i].summary);
    CHECK(diags[i].detail == expected[i].detail);
    REQUIRE(diags[i].subject.has_value());
    CHECK(diags[i].subject->start.byte == expected[i].start);
    CHECK(diags[i].subject->end.byte == expected[i].end);
  }
}

const BodySchema kSchema{
    {{"foo", true}, {"bar", false}},
    {{"thing", {}}, {"service", {"type", "name"}}, {"one", {}}},
};

TEST_CASE("content reports missing, mislabelled and unsupported items as the reference does") {
  BodyPtr b =
      parse("f.hcl",
            "bar = 1\nbaz = 2\nthng {\n}\nservice \"a\" {\n}\nservice \"a\" \"b\" \"c\" {\n  x = 1\n}\nfoo {\n}\n"
            "thing = 1\n");
  Diagnostics diags;
  BodyContent c = b->content(kSchema, diags);
  check(diags,
        {
            {"Missing required argument", "The argument \"foo\" is required, but no definition was found.", 0, 0},
            {"Missing name for service", "All service blocks must have 2 labels (type, name).", 37, 38},
            {"Extraneous label for service", "Only 2 labels (type, name) are expected for service blocks.", 57, 60},
            {"Unsupported argument",
             R"(An argument named "thing" is not expected here. Did you mean to define a block of type "thing"?)", 81,
             86},
            {"Unsupported argument", "An argument named \"baz\" is not expected here.", 8, 11},
            {"Unsupported block type", R"(Blocks of type "thng" are not expected here. Did you mean "thing"?)", 16, 20},
            {"Unsupported block type",
             "Blocks of type \"foo\" are not expected here. Did you mean to define argument \"foo\"? If so, use the "
             "equals sign to assign it a value.",
             73, 76},
        });
  REQUIRE(c.attributes.size() == 1);
  CHECK(c.attributes[0].name == "bar");
  CHECK(c.blocks.empty());  // both service blocks have the wrong labels
}

// Measured with a required block missing from each file.
TEST_CASE("a file's missing items are at its first token after spaces and inline comments") {
  auto missing_at = [](const std::string& text) {
    const Range r = parse("f.hcl", text)->missing_item_range();
    CHECK(r.start == r.end);
    return std::to_string(r.start.line) + ":" + std::to_string(r.start.column);
  };
  CHECK(missing_at("") == "1:1");
  CHECK(missing_at("   \n") == "1:4");                   // the newline
  CHECK(missing_at("\t\t") == "1:3");                    // the end of the file
  CHECK(missing_at("/* a\nb */ x = 1\n") == "2:6");      // inline comments are skipped
  CHECK(missing_at("/* a */ /* b */ # c\n") == "1:17");  // a line comment is its newline
  CHECK(missing_at("  // c") == "1:7");                  // but not without one
  CHECK(missing_at("  #c\r\n") == "1:3");
  // A block's body: at its opening brace.
  Diagnostics diags;
  BodyContent c = parse("f.hcl", "  b   {\n}\n")->content(BodySchema{{}, {{"b", {}}}}, diags);
  REQUIRE(c.blocks.size() == 1);
  CHECK(c.blocks[0].body->missing_item_range().start.column == 7);
}

TEST_CASE("blocks keep their labels and bodies, no labels expected is worded apart") {
  BodyPtr b = parse("a.hcl", "one \"x\" {}\nservice \"a\" \"b\" {\n  x = 1\n}\n");
  Diagnostics diags;
  BodyContent c = b->content(BodySchema{{}, {{"one", {}}, {"service", {"type", "name"}}}}, diags);
  check(diags, {{"Extraneous label for one", "No labels are expected for one blocks.", 4, 7}});
  REQUIRE(c.blocks.size() == 1);
  CHECK(c.blocks[0].labels == std::vector<std::string>{"a", "b"});
  CHECK(c.blocks[0].def_range.start.byte == 11);
  CHECK(c.blocks[0].def_range.end.byte == 26);
  Diagnostics inner;
  std::vector<Attribute> attrs = c.blocks[0].body->just_attributes(inner);
  CHECK(inner.empty());
  REQUIRE(attrs.size() == 1);
  CHECK(attrs[0].name == "x");
}

TEST_CASE("partial content leaves the rest to the remaining body") {
  BodyPtr b = parse("p.hcl", "a = 1\nb = 2\nblk {}\n");
  Diagnostics diags;
  PartialContent p = b->partial_content(BodySchema{{{"a", false}}, {}}, diags);
  CHECK(diags.empty());
  REQUIRE(p.content.attributes.size() == 1);
  BodyContent rest = p.remain->content(BodySchema{{{"b", false}}, {{"blk", {}}}}, diags);
  CHECK(diags.empty());
  CHECK(rest.attributes.size() == 1);
  CHECK(rest.blocks.size() == 1);
  // `a` was taken: asking for it again finds nothing.
  BodyContent again = p.remain->content(BodySchema{{{"a", true}, {"b", false}}, {{"blk", {}}}}, diags);
  check(diags, {{"Missing required argument", "The argument \"a\" is required, but no definition was found.", 0, 0}});
}

TEST_CASE("just attributes rejects blocks") {
  BodyPtr b = parse("v.hcl", "a = 1\nb {\n}\nc = 2\n");
  Diagnostics diags;
  std::vector<Attribute> attrs = b->just_attributes(diags);
  check(diags, {{"Unexpected \"b\" block", "Blocks are not allowed here.", 6, 7}});
  CHECK(attrs.size() == 2);
}

TEST_CASE("merged bodies: an argument set twice, a required one set nowhere") {
  BodyPtr a = parse("a.hcl", "fooo = 1\nfoo = 2\n");
  BodyPtr b = parse("b.hcl", "foo = 3\n");
  BodyPtr merged = merge_bodies({a, b});
  Diagnostics diags;
  BodyContent c = merged->content(BodySchema{{{"foo", false}, {"food", false}, {"req", true}}, {}}, diags);
  REQUIRE(diags.size() == 3);
  CHECK(diags[0].summary == "Unsupported argument");
  CHECK(diags[0].detail == "An argument named \"fooo\" is not expected here. Did you mean \"food\"?");
  CHECK(diags[1].summary == "Duplicate argument");
  CHECK(diags[1].detail == "Argument \"foo\" was already set at a.hcl:2,1-4");
  CHECK(diags[1].subject->filename == "b.hcl");
  CHECK(diags[2].summary == "Missing required argument");
  CHECK(diags[2].detail == "The argument \"req\" is required, but was not set.");
  CHECK_FALSE(diags[2].subject.has_value());
  CHECK(c.attributes.size() == 1);
}

TEST_CASE("name suggestions stay within edit distance two") {
  CHECK(name_suggestion("fo", {"foo"}) == "foo");
  CHECK(name_suggestion("fxxx", {"foo"}).empty());
  CHECK(name_suggestion("foo", {"one", "two"}) == "two");
  CHECK(name_suggestion("façade", {"facade"}) == "facade");
}

}  // namespace
}  // namespace hclc::body
