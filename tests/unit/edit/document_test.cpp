// Editing documents: each operation's exact output, which must parse again
// (Document::apply re-parses; these tests parse the result once more) and
// keep every byte outside the edited item.

#include <doctest/doctest.h>

#include <string>

#include "edit/document.h"
#include "runtime/number.h"
#include "syntax/parse.h"

namespace hclc::edit {
namespace {

Document parse(const std::string& text) {
  Diagnostics diags;
  std::optional<Document> doc = Document::parse(text, "test.hcl", diags);
  REQUIRE(doc.has_value());
  REQUIRE(diags.empty());
  return *doc;
}

// The document's text, after checking that it parses on its own.
std::string rendered(const Document& doc) {
  std::string text(doc.text());
  SourceFile source("again.hcl", text);
  Diagnostics diags;
  parse_config(source, diags);
  CHECK_MESSAGE(!diags.has_errors(), text);
  return text;
}

NewExpression source(std::string text) { return NewExpression(std::move(text)); }

TEST_CASE("an untouched document renders byte for byte") {
  const std::string text =
      "# leading comment\r\n"
      "a    = 1 # trailing\r\n"
      "\r\n"
      "b = <<EOT\r\n"
      "  keep   this\r\n"
      "EOT\r\n"
      "/* block */ c = { x = 1, y = [1,2 ,3] }\r\n"
      "blk \"l\" {\r\n"
      "\tinner = true\r\n"
      "}";
  CHECK(rendered(parse(text)) == text);
}

TEST_CASE("a document with syntax errors is refused with the parser's diagnostics") {
  Diagnostics diags;
  CHECK_FALSE(Document::parse("a = \n", "bad.hcl", diags).has_value());
  REQUIRE(diags.has_errors());
  CHECK(diags[0].subject->filename == "bad.hcl");
}

TEST_CASE("set an existing attribute keeps its comments and alignment") {
  Document doc = parse("# about a\na   = 1 # one\nbbb = 2\n");
  Diagnostics diags;
  REQUIRE(doc.set_attribute({}, "a", source("\"x\""), diags));
  CHECK(rendered(doc) == "# about a\na   = \"x\" # one\nbbb = 2\n");
}

TEST_CASE("set a new attribute appends it, aligned with its neighbour") {
  Document doc = parse("name    = \"a\"\n");
  Diagnostics diags;
  REQUIRE(doc.set_attribute({}, "port", Value::number(std::int64_t{8080}), diags));
  CHECK(rendered(doc) == "name    = \"a\"\nport    = 8080\n");
}

TEST_CASE("set a new attribute at the end of a file without a final newline") {
  Document doc = parse("a = 1");
  Diagnostics diags;
  REQUIRE(doc.set_attribute({}, "b", source("2"), diags));
  CHECK(rendered(doc) == "a = 1\nb = 2\n");
}

TEST_CASE("new lines take the document's CRLF line endings") {
  Document doc = parse("a = 1\r\nblk {\r\n  x = 1\r\n}\r\n");
  Diagnostics diags;
  REQUIRE(doc.set_attribute({0}, "y", source("2"), diags));
  CHECK(rendered(doc) == "a = 1\r\nblk {\r\n  x = 1\r\n  y = 2\r\n}\r\n");
}

TEST_CASE("insert an attribute at a position, before an item's leading comments") {
  Document doc = parse("a = 1\n\n# about b\nb = 2\n");
  Diagnostics diags;
  REQUIRE(doc.insert_attribute({}, 1, "between", source("true"), diags));
  CHECK(rendered(doc) == "a = 1\n\nbetween = true\n# about b\nb = 2\n");
  REQUIRE(doc.insert_attribute({}, 0, "first", source("null"), diags));
  CHECK(rendered(doc) == "first = null\na = 1\n\nbetween = true\n# about b\nb = 2\n");
}

TEST_CASE("inserting an attribute that exists, or with a bad name, is refused") {
  Document doc = parse("a = 1\n");
  Diagnostics diags;
  CHECK_FALSE(doc.insert_attribute({}, 0, "a", source("2"), diags));
  CHECK_FALSE(doc.insert_attribute({}, 0, "not a name", source("2"), diags));
  CHECK_FALSE(doc.insert_attribute({}, 5, "c", source("2"), diags));
  REQUIRE(diags.size() == 3);
  CHECK(diags[0].kind == DiagKind::EditNameTaken);
  CHECK(diags[0].subject->start.byte == 0);
  CHECK(diags[0].subject->end.byte == 5);
  CHECK(diags[1].kind == DiagKind::EditInvalidName);
  CHECK(diags[2].kind == DiagKind::EditNotFound);
  CHECK(rendered(doc) == "a = 1\n");
}

TEST_CASE("remove an attribute with its leading comments and its line") {
  Document doc = parse("a = 1\n\n# about b\n# more\nb = 2 # trailing\nc = 3\n");
  Diagnostics diags;
  REQUIRE(doc.remove_attribute({}, "b", diags));
  CHECK(rendered(doc) == "a = 1\n\nc = 3\n");
  CHECK_FALSE(doc.remove_attribute({}, "b", diags));
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].kind == DiagKind::EditNotFound);
}

TEST_CASE("remove the attribute of a one-line block") {
  Document doc = parse("blk { a = 1 }\n");
  Diagnostics diags;
  REQUIRE(doc.remove_attribute({0}, "a", diags));
  CHECK(rendered(doc) == "blk {  }\n");
}

TEST_CASE("rename an attribute keeps the `=` where it was when the name fits") {
  Document doc = parse("a     = 1\nbbbbb = 2\n");
  Diagnostics diags;
  REQUIRE(doc.rename_attribute({}, "a", "abc", diags));
  CHECK(rendered(doc) == "abc   = 1\nbbbbb = 2\n");
  REQUIRE(doc.rename_attribute({}, "abc", "much_longer", diags));
  CHECK(rendered(doc) == "much_longer = 1\nbbbbb = 2\n");
  CHECK_FALSE(doc.rename_attribute({}, "much_longer", "bbbbb", diags));
  CHECK(diags[0].kind == DiagKind::EditNameTaken);
}

TEST_CASE("append a block after a blank line, into a nested body, indented") {
  Document doc = parse("a = 1\n\nresource \"x\" \"y\" {\n    count = 1\n}\n");
  Diagnostics diags;
  std::optional<std::size_t> index = doc.insert_block({}, 2, "output", {"id"}, diags);
  REQUIRE(index == std::size_t{1});
  CHECK(rendered(doc) == "a = 1\n\nresource \"x\" \"y\" {\n    count = 1\n}\n\noutput \"id\" {\n}\n");
  REQUIRE(doc.insert_block({0}, 1, "lifecycle", {}, diags) == std::size_t{0});
  CHECK(rendered(doc) ==
        "a = 1\n\nresource \"x\" \"y\" {\n    count = 1\n\n    lifecycle {\n    }\n}\n\noutput \"id\" {\n}\n");
  REQUIRE(doc.set_attribute({0, 0}, "prevent_destroy", source("true"), diags));
  CHECK(rendered(doc) ==
        "a = 1\n\nresource \"x\" \"y\" {\n    count = 1\n\n    lifecycle {\n      prevent_destroy = true\n    }\n}\n\n"
        "output \"id\" {\n}\n");
}

TEST_CASE("a block appended to a file that ends with a blank line gets no second one") {
  Document doc = parse("a = 1\n\n");
  Diagnostics diags;
  REQUIRE(doc.insert_block({}, 1, "b", {}, diags) == std::size_t{0});
  CHECK(rendered(doc) == "a = 1\n\nb {\n}\n");
}

TEST_CASE("insert a block before another, keeping that one's comments with it") {
  Document doc = parse("# about b\nb {\n}\n");
  Diagnostics diags;
  REQUIRE(doc.insert_block({}, 0, "a", {"with \"quotes\""}, diags) == std::size_t{0});
  CHECK(rendered(doc) == "a \"with \\\"quotes\\\"\" {\n}\n# about b\nb {\n}\n");
}

TEST_CASE("a one-line block opens onto lines of its own for a second item") {
  Document doc = parse("  blk { a = 1 }\nempty {}\n");
  Diagnostics diags;
  REQUIRE(doc.set_attribute({0}, "b", source("2"), diags));
  CHECK(rendered(doc) == "  blk {\n    a = 1\n    b = 2\n  }\nempty {}\n");
  REQUIRE(doc.set_attribute({1}, "c", source("3"), diags));
  CHECK(rendered(doc) == "  blk {\n    a = 1\n    b = 2\n  }\nempty {\n  c = 3\n}\n");
}

TEST_CASE("remove and relabel blocks, find blocks by type and labels") {
  Document doc = parse("r \"a\" \"x\" {\n}\n\n// about b\nr \"b\" {\n  v = 1\n}\nr \"a\" \"y\" {\n}\n");
  CHECK(doc.find_blocks(doc.root(), "r", {"a"}) == std::vector<std::size_t>{0, 2});
  CHECK(doc.find_blocks(doc.root(), "r", {"a", "y"}) == std::vector<std::size_t>{2});
  CHECK(doc.find_blocks(doc.root(), "q", {}).empty());
  Diagnostics diags;
  REQUIRE(doc.remove_block({1}, diags));
  CHECK(rendered(doc) == "r \"a\" \"x\" {\n}\n\nr \"a\" \"y\" {\n}\n");
  REQUIRE(doc.relabel_block({1}, {"c", "d.e"}, diags));
  CHECK(rendered(doc) == "r \"a\" \"x\" {\n}\n\nr \"c\" \"d.e\" {\n}\n");
  REQUIRE(doc.relabel_block({0}, {}, diags));
  CHECK(rendered(doc) == "r {\n}\n\nr \"c\" \"d.e\" {\n}\n");
}

TEST_CASE("heredocs survive edits around and after them") {
  const std::string heredoc = "script = <<-EOT\n  #!/bin/sh\n  echo \"${var.x}\"\n  EOT\n";
  Document doc = parse("a = 1\n" + heredoc + "b = 2\n");
  Diagnostics diags;
  REQUIRE(doc.remove_attribute({}, "a", diags));
  REQUIRE(doc.remove_attribute({}, "b", diags));
  REQUIRE(doc.set_attribute({}, "c", source("3"), diags));
  CHECK(rendered(doc) == heredoc + "c = 3\n");
  REQUIRE(doc.remove_attribute({}, "script", diags));
  CHECK(rendered(doc) == "c = 3\n");
}

TEST_CASE("an attribute set from source text with a heredoc keeps its lines") {
  Document doc = parse("blk {\n  a = 1\n}\n");
  Diagnostics diags;
  REQUIRE(doc.set_attribute({0}, "a", source("<<EOT\nline\nEOT\n"), diags));
  CHECK(rendered(doc) == "blk {\n  a = <<EOT\nline\nEOT\n}\n");
}

TEST_CASE("source text must be one expression") {
  Document doc = parse("a = 1\n");
  Diagnostics diags;
  CHECK_FALSE(doc.set_attribute({}, "a", source("1 +"), diags));
  CHECK(diags.has_errors());
  CHECK(rendered(doc) == "a = 1\n");
}

TEST_CASE("an edit whose result would not parse is not made") {
  // Newlines are whitespace in a standalone expression, not in a body.
  Document doc = parse("a = 1\n");
  Diagnostics diags;
  CHECK_FALSE(doc.set_attribute({}, "a", source("1\n+ 2"), diags));
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].kind == DiagKind::EditWouldNotParse);
  CHECK(diags[0].subject->start.byte == 4);
  CHECK(diags[0].subject->end.byte == 5);
  CHECK(rendered(doc) == "a = 1\n");
}

TEST_CASE("values are written as hclfmt lays them out") {
  Diagnostics diags;
  Value object = Value::object({
      {"name", Value::string("web ${x} %{y}\n\"q\"")},
      {"count", Value::number(std::int64_t{3})},
      {"enabled", Value::boolean(true)},
      {"tags", Value::list({Value::string("a"), Value::string("b")})},
      {"nested", Value::object({{"k", Value::null(Type::string())}, {"long key", Value::empty_tuple()}})},
      {"z", Value::empty_object()},
  });
  std::optional<std::string> text = render_value(object, "  ", "\n", diags);
  REQUIRE(text.has_value());
  CHECK(*text ==
        "{\n"
        "    count   = 3\n"
        "    enabled = true\n"
        "    name    = \"web $${x} %%{y}\\n\\\"q\\\"\"\n"
        "    nested = {\n"
        "      k          = null\n"
        "      \"long key\" = []\n"
        "    }\n"
        "    tags = [\"a\", \"b\"]\n"
        "    z    = {}\n"
        "  }");
  CHECK_FALSE(render_value(Value::unknown(Type::string()), "", "\n", diags).has_value());
  CHECK_FALSE(render_value(Value::number(Number::infinity()), "", "\n", diags).has_value());
  REQUIRE(diags.size() == 2);
  CHECK(diags[0].kind == DiagKind::EditUnwritableValue);
}

TEST_CASE("a value set into a nested body is indented there") {
  Document doc = parse("blk {\n  a = 1\n}\n");
  Diagnostics diags;
  REQUIRE(doc.set_attribute({0}, "tags", Value::object({{"env", Value::string("prod")}}), diags));
  CHECK(rendered(doc) == "blk {\n  a = 1\n  tags = {\n    env = \"prod\"\n  }\n}\n");
}

TEST_CASE("object constructors: set, add and remove keys keeping comments") {
  Document doc = parse("tags = {\n  # the name\n  Name = \"web\"\n  env  = \"dev\" # stage\n}\n");
  Diagnostics diags;
  ExpressionPath tags{{}, "tags", {}};
  REQUIRE(doc.set_object_key(tags, "env", source("\"prod\""), diags));
  CHECK(rendered(doc) == "tags = {\n  # the name\n  Name = \"web\"\n  env  = \"prod\" # stage\n}\n");
  REQUIRE(doc.set_object_key(tags, "team", source("\"ops\""), diags));
  REQUIRE(doc.set_object_key(tags, "a b", source("1"), diags));
  CHECK(rendered(doc) ==
        "tags = {\n  # the name\n  Name = \"web\"\n  env  = \"prod\" # stage\n  team = \"ops\"\n  \"a b\" = 1\n}\n");
  REQUIRE(doc.remove_object_key(tags, "Name", diags));
  CHECK(rendered(doc) == "tags = {\n  env  = \"prod\" # stage\n  team = \"ops\"\n  \"a b\" = 1\n}\n");
  CHECK_FALSE(doc.remove_object_key(tags, "Name", diags));
  CHECK(diags[0].kind == DiagKind::EditNotFound);
}

TEST_CASE("one-line and empty object constructors") {
  Document doc = parse("a = { x = 1, y = 2 }\nb = {}\n");
  Diagnostics diags;
  REQUIRE(doc.set_object_key({{}, "a", {}}, "z", source("3"), diags));
  CHECK(rendered(doc) == "a = { x = 1, y = 2, z = 3 }\nb = {}\n");
  REQUIRE(doc.remove_object_key({{}, "a", {}}, "x", diags));
  REQUIRE(doc.remove_object_key({{}, "a", {}}, "z", diags));
  CHECK(rendered(doc) == "a = { y = 2 }\nb = {}\n");
  REQUIRE(doc.set_object_key({{}, "b", {}}, "k", source("true"), diags));
  CHECK(rendered(doc) == "a = { y = 2 }\nb = {\n  k = true\n}\n");
}

TEST_CASE("nested paths reach keys and elements") {
  Document doc = parse("a = { list = [1, { deep = 2 }] }\n");
  Diagnostics diags;
  REQUIRE(doc.set_expression({{}, "a", {"list", std::size_t{1}, "deep"}}, source("20"), diags));
  CHECK(rendered(doc) == "a = { list = [1, { deep = 20 }] }\n");
  CHECK_FALSE(doc.set_expression({{}, "a", {"list", std::size_t{5}}}, source("0"), diags));
  CHECK_FALSE(doc.set_expression({{}, "a", {"nope"}}, source("0"), diags));
  CHECK_FALSE(doc.set_object_key({{}, "a", {"list"}}, "k", source("0"), diags));
  REQUIRE(diags.size() == 3);
  CHECK(diags[0].kind == DiagKind::EditNotFound);
  CHECK(diags[1].kind == DiagKind::EditNotFound);
  CHECK(diags[2].kind == DiagKind::EditUnsupported);
}

TEST_CASE("tuple constructors: append and remove elements") {
  Document doc = parse("a = [\n  \"x\", # first\n  \"y\",\n]\nb = [\n  1,\n  2\n]\nc = [1, 2]\nd = []\n");
  Diagnostics diags;
  REQUIRE(doc.append_element({{}, "a", {}}, source("\"z\""), diags));
  REQUIRE(doc.append_element({{}, "b", {}}, source("3"), diags));
  REQUIRE(doc.append_element({{}, "c", {}}, source("3"), diags));
  REQUIRE(doc.append_element({{}, "d", {}}, Value::string("only"), diags));
  CHECK(rendered(doc) ==
        "a = [\n  \"x\", # first\n  \"y\",\n  \"z\",\n]\nb = [\n  1,\n  2,\n  3\n]\nc = [1, 2, 3]\nd = [\"only\"]\n");
  REQUIRE(doc.remove_element({{}, "a", {}}, 0, diags));
  REQUIRE(doc.remove_element({{}, "c", {}}, 2, diags));
  REQUIRE(doc.remove_element({{}, "c", {}}, 0, diags));
  REQUIRE(doc.remove_element({{}, "d", {}}, 0, diags));
  CHECK(rendered(doc) == "a = [\n  \"y\",\n  \"z\",\n]\nb = [\n  1,\n  2,\n  3\n]\nc = [2]\nd = []\n");
}

TEST_CASE("identifiers") {
  CHECK(is_identifier("abc"));
  CHECK(is_identifier("a-b_c9"));
  CHECK(is_identifier("é"));
  CHECK_FALSE(is_identifier(""));
  CHECK_FALSE(is_identifier("9a"));
  CHECK_FALSE(is_identifier("a.b"));
  CHECK_FALSE(is_identifier("true"));
  CHECK_FALSE(is_identifier("a b"));
}

}  // namespace
}  // namespace hclc::edit
