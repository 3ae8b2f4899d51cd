// JSON bodies: property values as expressions. Expected values, traversal
// ranges and diagnostics are the reference hcldec's on the same inputs (an
// `attr` spec of type any, variables x = "X" and n = 2).

#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "eval/eval.h"
#include "ir/analysis.h"
#include "json/json_body.h"
#include "runtime/json.h"

namespace hclc::json {
namespace {

struct Attribute {
  body::Expression expr;
  Diagnostics diags;  // taking the attribute from the body
};

Attribute attribute_a(const std::string& text) {
  Diagnostics parse_diags;
  auto doc = std::make_shared<const Document>(parse("in.json", text, parse_diags));
  REQUIRE(parse_diags.empty());
  Attribute out;
  body::BodyContent content = json_body(doc)->content(body::BodySchema{{{"a", true}}, {}}, out.diags);
  REQUIRE(content.attribute("a"));
  out.expr = content.attribute("a")->expr;
  return out;
}

std::string typed_json(const body::Expression& expr) {
  eval::EvalContext ctx;
  ctx.add_variable("x", Value::string("X"));
  ctx.add_variable("n", Value::number(2));
  Diagnostics diags;
  Value v = eval::evaluate(*expr.arena, expr.id, &ctx, diags);
  REQUIRE(diags.empty());
  return typed_value_to_json(v).value();
}

// The start and end bytes of each variable reference.
std::vector<std::pair<std::uint32_t, std::uint32_t>> reference_bytes(const body::Expression& expr) {
  std::vector<std::pair<std::uint32_t, std::uint32_t>> out;
  for (const ir::Traversal& t : ir::variables(*expr.arena, expr.id))
    out.emplace_back(t.source_range().start.byte, t.source_range().end.byte);
  return out;
}

TEST_CASE("strings are templates at any depth, object keys included") {
  Attribute a = attribute_a(
      R"({"a": {"b": "${x}", "k${x}": ["${x}y", 1, {"n": "%{ if true }t%{ endif }"}], "$${x}": "%%{", "${n}": "${n}"}})");
  CHECK(a.diags.empty());
  CHECK(
      typed_json(a.expr) ==
      R"({"value":{"${x}":"%{","2":2,"b":"X","kX":["Xy",1,{"n":"t"}]},"type":["object",{"${x}":"string","2":"number","b":"string","kX":["tuple",["string","number",["object",{"n":"string"}]]]}]})");
}

TEST_CASE("positions inside a string count from after its quote, in decoded characters") {
  // An escape is one character; an escaped newline starts a new line.
  Attribute a = attribute_a(R"({"a": ["\u0041${x}", "\"${x}", {"g": "a\nb${x}"}]})");
  CHECK(reference_bytes(a.expr) == std::vector<std::pair<std::uint32_t, std::uint32_t>>{{11, 12}, {25, 26}, {43, 44}});
  std::vector<ir::Traversal> refs = ir::variables(*a.expr.arena, a.expr.id);
  REQUIRE(refs.size() == 3);
  CHECK(refs[0].source_range().start.column == 12);
  CHECK(refs[2].source_range().start.line == 2);
  CHECK(refs[2].source_range().start.column == 4);
}

// Evaluated with a context; the errors of each template, as the reference
// reports them when it evaluates the value.
Diagnostics template_errors(const Attribute& a) {
  eval::EvalContext ctx;
  ctx.add_variable("x", Value::string("X"));
  Diagnostics diags;
  a.expr.value(&ctx, diags);
  return diags;
}

TEST_CASE("a template's syntax errors are reported where they are in the file, when it is evaluated") {
  Attribute nested = attribute_a(R"({"a": {"b": "${"}})");
  CHECK(nested.diags.empty());
  Diagnostics nested_errors = template_errors(nested);
  REQUIRE(nested_errors.size() == 1);
  CHECK(nested_errors[0].summary == "Missing expression");
  CHECK(nested_errors[0].subject->start.byte == 15);
  CHECK(nested_errors[0].subject->end.byte == 15);
  CHECK(nested_errors[0].subject->start.column == 16);

  Attribute in_array = attribute_a(R"({"a": ["ok", "${x"]})");
  Diagnostics array_errors = template_errors(in_array);
  REQUIRE(array_errors.size() == 1);
  CHECK(array_errors[0].summary == "Unclosed template interpolation sequence");
  CHECK(array_errors[0].subject->start.byte == 14);
  CHECK(array_errors[0].subject->end.byte == 16);
}

TEST_CASE("a template that repeats is placed, and its errors reported, where each copy is") {
  // The body parses a repeated template once and grafts it at each place.
  Diagnostics parse_diags;
  auto doc = std::make_shared<const Document>(
      parse("in.json", R"({"a": "${x}", "b": ["${x}"], "c": "${x", "d": {"k": "${x"}})", parse_diags));
  REQUIRE(parse_diags.empty());
  Diagnostics diags;
  body::BodyContent content =
      json_body(doc)->content(body::BodySchema{{{"a", true}, {"b", true}, {"c", true}, {"d", true}}, {}}, diags);
  CHECK(diags.empty());
  using Bytes = std::vector<std::pair<std::uint32_t, std::uint32_t>>;
  CHECK(reference_bytes(content.attribute("a")->expr) == Bytes{{9, 10}});
  CHECK(reference_bytes(content.attribute("b")->expr) == Bytes{{23, 24}});
  const auto error_bytes = [&](const char* name) {
    Diagnostics errors = template_errors(Attribute{content.attribute(name)->expr, {}});
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].summary == "Unclosed template interpolation sequence");
    return std::pair{errors[0].subject->start.byte, errors[0].subject->end.byte};
  };
  CHECK(error_bytes("c") == std::pair<std::uint32_t, std::uint32_t>{35, 37});
  CHECK(error_bytes("d") == std::pair<std::uint32_t, std::uint32_t>{53, 55});
}

TEST_CASE("without any context, JSON strings are read literally (the reference's literal-only mode)") {
  Attribute a = attribute_a(R"({"a": {"b": "${1 +}", "c": ["${x}"]}})");
  Diagnostics diags;
  Value v = a.expr.value(nullptr, diags);
  CHECK(diags.empty());
  Result<std::string> typed = typed_value_to_json(v);
  REQUIRE(typed);
  CHECK(*typed == R"({"value":{"b":"${1 +}","c":["${x}"]},"type":["object",{"b":"string","c":["tuple",["string"]]}]})");
}

TEST_CASE("two keys of one JSON object that evaluate to the same name are an error") {
  for (const char* text : {R"({"a": {"X": 1, "X": 2}})", R"({"a": {"X": 1, "${x}": 2}})"}) {
    CAPTURE(text);
    Attribute a = attribute_a(text);
    eval::EvalContext ctx;
    ctx.add_variable("x", Value::string("X"));
    Diagnostics diags;
    eval::evaluate(*a.expr.arena, a.expr.id, &ctx, diags);
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].kind == DiagKind::EvalDuplicateObjectAttribute);
    CHECK(diags[0].detail == "An attribute named \"X\" was already defined at in.json:1,8-11.");
    CHECK(diags[0].subject->start.byte == 15);
  }
}

// The reference's hcldec reading `--vars` files (tests/conformance/cli has the
// same cases against its recorded output).
TEST_CASE("just attributes: an object only, and a repeated name is a duplicate definition") {
  auto body_of = [](const std::string& text) {
    Diagnostics parse_diags;
    auto doc = std::make_shared<const Document>(parse("v.json", text, parse_diags));
    REQUIRE(parse_diags.empty());
    return json_body(doc);
  };
  Diagnostics diags;
  std::vector<body::Attribute> attributes = body_of(R"({"a": 1, "a": 2, "b": 3})")->just_attributes(diags);
  REQUIRE(attributes.size() == 2);
  CHECK(attributes[1].name == "b");
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].kind == DiagKind::JsonDuplicateAttribute);
  CHECK(diags[0].summary == "Duplicate attribute definition");
  CHECK(diags[0].detail == "The argument \"a\" was already set at v.json:1,2-8.");  // the whole first attribute
  CHECK(diags[0].subject->start.byte == 9);
  CHECK(diags[0].subject->end.byte == 12);

  Diagnostics array_diags;
  CHECK(body_of(R"([{"a": 1}])")->just_attributes(array_diags).empty());
  REQUIRE(array_diags.size() == 1);
  CHECK(array_diags[0].kind == DiagKind::JsonAttributesNotObject);
  CHECK(array_diags[0].detail == "A JSON object is required here, setting the arguments for this block.");
  CHECK(array_diags[0].subject->start.byte == 0);
  CHECK(array_diags[0].subject->end.byte == 1);  // the opening bracket
}

body::BodyPtr body_of(const std::string& text) {
  Diagnostics parse_diags;
  auto doc = std::make_shared<const Document>(parse("b.json", text, parse_diags));
  REQUIRE(parse_diags.empty());
  return json_body(doc);
}

TEST_CASE("a block is defined at the opening bracket of what its last label names, an array of bodies included") {
  Diagnostics diags;
  body::BodyContent c = body_of(R"({"q": [{"v": 1}, {"v": 2}], "p": {"a": {"v": 1}, "b": [{}]}, "r": [{"c": {}}]})")
                            ->content(body::BodySchema{{}, {{"q", {}}, {"p", {"name"}}, {"r", {"name"}}}}, diags);
  CHECK(diags.empty());
  REQUIRE(c.blocks.size() == 5);
  std::vector<std::uint32_t> def_bytes;
  for (const body::Block& b : c.blocks) {
    CHECK(b.def_range.end.byte == b.def_range.start.byte + 1);
    def_bytes.push_back(b.def_range.start.byte);
  }
  CHECK(def_bytes == std::vector<std::uint32_t>{6, 6, 39, 54, 73});
}

TEST_CASE("a misspelled property is offered the attributes not yet set, then the block types") {
  const body::BodySchema schema{{{"v", false}, {"r", false}}, {{"vv", {}}}};
  Diagnostics diags;
  body_of(R"({"w": 1, "v": 2, "vvx": {}})")->content(schema, diags);
  REQUIRE(diags.size() == 2);
  CHECK(diags[0].detail == "No argument or block type is named \"w\". Did you mean \"r\"?");
  CHECK(diags[1].detail == "No argument or block type is named \"vvx\". Did you mean \"vv\"?");
}

TEST_CASE("a property named \"//\" is a comment unless the schema asks for that name") {
  body::BodyPtr body = body_of(R"({"//": "c", "a": 1})");
  Diagnostics diags;
  body::BodyContent asked = body->content(body::BodySchema{{{"//", false}, {"a", false}}, {}}, diags);
  CHECK(diags.empty());
  CHECK(asked.attribute("//"));
  body::BodyContent not_asked = body->content(body::BodySchema{{{"a", false}}, {}}, diags);
  CHECK(diags.empty());
  CHECK_FALSE(not_asked.attribute("//"));
  CHECK(body->just_attributes(diags).size() == 1);

  // A label is never a comment.
  body::BodyContent labelled =
      body_of(R"({"b": {"//": {}, "k": {}}})")->content(body::BodySchema{{}, {{"b", {"n"}}}}, diags);
  CHECK(diags.empty());
  REQUIRE(labelled.blocks.size() == 2);
  CHECK(labelled.blocks[0].labels == std::vector<std::string>{"//"});
}

// Measured with the reference's "Duplicate b block" diagnostics, which are
// at the second block's definition range and name the first's.
TEST_CASE("a block's definition range is the opening token of the value that names it, one for an array") {
  auto blocks_of = [](const std::string& text, std::vector<std::string> labels) {
    Diagnostics parse_diags;
    auto doc = std::make_shared<const Document>(parse("b.json", text, parse_diags));
    REQUIRE(parse_diags.empty());
    Diagnostics diags;
    body::BodyContent content = json_body(doc)->content(body::BodySchema{{}, {{"b", std::move(labels)}}}, diags);
    CHECK(diags.empty());
    std::vector<std::string> ranges;
    for (const body::Block& b : content.blocks) ranges.push_back(range_text(b.def_range));
    return ranges;
  };
  CHECK(blocks_of(R"({"b": {}, "b": [{}, {}]})", {}) ==
        std::vector<std::string>{"b.json:1,7-8", "b.json:1,16-17", "b.json:1,16-17"});
  // With labels: the value of the property that names the last label.
  CHECK(blocks_of(R"({"b": [{"x": {"y": {}}}, {"x": {"z": [{}]}}]})", {"k", "j"}) ==
        std::vector<std::string>{"b.json:1,20-21", "b.json:1,38-39"});
}

// The reference's diagnostics for values that cannot hold a block or its
// labels (hcldec with a block_list, or a block_map labelled k).
TEST_CASE("a block's contents and labels: objects, arrays of them, and null for none") {
  auto read = [](const std::string& text, std::vector<std::string> labels) {
    Diagnostics parse_diags;
    auto doc = std::make_shared<const Document>(parse("b.json", text, parse_diags));
    REQUIRE(parse_diags.empty());
    Diagnostics diags;
    body::BodyContent content = json_body(doc)->content(body::BodySchema{{}, {{"b", std::move(labels)}}}, diags);
    std::vector<std::string> out{std::to_string(content.blocks.size()) + " blocks"};
    for (const Diagnostic& d : diags) {
      if (d.kind != DiagKind::JsonBlockValueType && d.kind != DiagKind::JsonMissingBlockLabel) continue;
      out.push_back(d.summary + " @ " + range_text(*d.subject));
    }
    return out;
  };
  using List = std::vector<std::string>;
  CHECK(read(R"({"b": 3})", {}) == List{"0 blocks", "Incorrect JSON value type @ b.json:1,7-8"});
  CHECK(read(R"({"b": null})", {}) == List{"0 blocks"});
  // An array's elements: each a block, an array one block read as one body.
  CHECK(read(R"({"b": [{}, [{}, {}], null, 3]})", {}) ==
        List{"3 blocks", "Incorrect JSON value type @ b.json:1,28-29"});
  CHECK(read(R"({"b": {}})", {"k"}) == List{"0 blocks", "Missing block label @ b.json:1,7-8"});
  CHECK(read(R"({"b": null})", {"k"}) == List{"0 blocks", "Missing block label @ b.json:1,7-11"});
  CHECK(read(R"({"b": [[{"x": {}}]]})", {"k"}) ==
        List{"0 blocks", "Incorrect JSON value type @ b.json:1,8-9", "Missing block label @ b.json:1,7-8"});
  CHECK(read(R"({"b": {"x": null, "y": {}}})", {"k"}) == List{"1 blocks"});
}

}  // namespace
}  // namespace hclc::json
