// A JSON document's values read straight from its nodes (literal_value.h)
// against the JSON body's reading of the same file with no context (its
// attributes, then each expression's value): the same names, values, types
// and diagnostics, in the same order. The expected values and diagnostics
// written out here are the reference's (`oracle eval --vars`, and for the
// diagnostics after the first error, which the reference does not reach, its
// expression's Value(nil) on the attribute alone).

#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "json/json_body.h"
#include "json/literal_value.h"
#include "runtime/json.h"

namespace hclc::json {
namespace {

// A value as typed JSON, or "unknown" when not wholly known (an object whose
// keys repeat is unknown).
std::string shown(const Value& v) { return v.is_wholly_known() ? typed_value_to_json(v).value() : "unknown"; }

std::string shown(const Diagnostic& d) {
  std::string out = std::string(diag_kind_name(d.kind)) + ": " + d.detail;
  if (d.subject) out += " @ " + range_text(*d.subject);
  if (d.context) out += " in " + range_text(*d.context);
  return out;
}

struct Reading {
  std::vector<std::string> attributes;  // "name = typed value"
  std::vector<std::string> diags;
};

// The body's reading: just_attributes, then each value with no context.
Reading through_body(const std::shared_ptr<const Document>& doc) {
  Reading out;
  Diagnostics diags;
  for (const body::Attribute& a : json_body(doc)->just_attributes(diags))
    out.attributes.push_back(a.name + " = " + shown(a.expr.value(nullptr, diags)));
  for (const Diagnostic& d : diags) out.diags.push_back(shown(d));
  return out;
}

Reading direct(const Document& doc) {
  Reading out;
  Diagnostics diags;
  for (const LiteralAttribute& a : literal_attributes(doc, diags))
    out.attributes.push_back(a.name + " = " + shown(a.value));
  for (const Diagnostic& d : diags) out.diags.push_back(shown(d));
  return out;
}

// Both readings of `text`, checked equal; the direct one is returned.
Reading read(const std::string& text) {
  Diagnostics parse_diags;
  auto doc = std::make_shared<const Document>(parse("in.json", text, parse_diags));
  REQUIRE(parse_diags.empty());
  Reading body = through_body(doc);
  Reading literal = direct(*doc);
  CHECK(literal.attributes == body.attributes);
  CHECK(literal.diags == body.diags);
  return literal;
}

using Lines = std::vector<std::string>;

TEST_CASE("strings are their own text, templates or not") {
  Reading r = read(R"({"a": "${x}", "b": "%{ if true }t%{ endif }", "c": "${", "d": "$${x} \u00e9\n\"", "${k}": 1})");
  CHECK(r.diags.empty());
  CHECK(r.attributes == Lines{R"(a = {"value":"${x}","type":"string"})",
                              R"(b = {"value":"%{ if true }t%{ endif }","type":"string"})",
                              R"(c = {"value":"${","type":"string"})", R"(d = {"value":"$${x} é\n\"","type":"string"})",
                              R"(${k} = {"value":1,"type":"number"})"});
}

TEST_CASE("nested objects and arrays, null, booleans, empty containers") {
  Reading r =
      read(R"({"m": {"z": [1, "two", true, null, {}, []], "a": {"b": {"c": false}}}, "n": null, "e": {}, "t": []})");
  CHECK(r.diags.empty());
  CHECK(
      r.attributes ==
      Lines{
          R"(m = {"value":{"a":{"b":{"c":false}},"z":[1,"two",true,null,{},[]]},"type":["object",{"a":["object",{"b":["object",{"c":"bool"}]}],"z":["tuple",["number","string","bool","dynamic",["object",{}],["tuple",[]]]]}]})",
          "n = null", R"(e = {"value":{},"type":["object",{}]})", R"(t = {"value":[],"type":["tuple",[]]})"});
}

TEST_CASE("numbers keep their exact value, however large or small") {
  Reading r = read(
      R"({"big": 123456789012345678901234567890123456789, "exp": 1e400, "tiny": 1E-400, "frac": 0.1, "neg": -0, "e": 2.5e+3})");
  CHECK(r.diags.empty());
  CHECK(r.attributes == Lines{R"(big = {"value":123456789012345678901234567890123456789,"type":"number"})",
                              R"(exp = {"value":1)" + std::string(400, '0') + R"(,"type":"number"})",
                              R"(tiny = {"value":0.)" + std::string(399, '0') + R"(1,"type":"number"})",
                              R"(frac = {"value":0.1,"type":"number"})", R"(neg = {"value":-0,"type":"number"})",
                              R"(e = {"value":2500,"type":"number"})"});
}

TEST_CASE("unicode keys are normalized inside objects, kept as written at the top") {
  Reading r = read(R"({"cafe\u0301": 1, "m": {"cafe\u0301": 2, "日本": 3, "\ud83d\ude00": 4}})");
  CHECK(r.diags.empty());
  CHECK(
      r.attributes ==
      Lines{
          "caf\u0065\u0301"
          R"( = {"value":1,"type":"number"})",
          R"(m = {"value":{"café":2,"日本":3,"😀":4},"type":["object",{"café":"number","日本":"number","😀":"number"}]})"});
}

TEST_CASE("a repeated top-level name keeps its first value, \"//\" is a comment") {
  Reading r = read(R"({"a": 1, "//": "note", "b": 2, "a": {"x": 1, "x": 2}, "//": "again"})");
  CHECK(r.attributes == Lines{R"(a = {"value":1,"type":"number"})", R"(b = {"value":2,"type":"number"})"});
  CHECK(r.diags ==
        Lines{R"(JsonDuplicateAttribute: The argument "a" was already set at in.json:1,2-8. @ in.json:1,32-35)"});
}

TEST_CASE("a repeated key makes its object unknown, reported in source order after the values' own") {
  Reading r = read(
      R"({"o": {"k": {"i": 1, "i": 2}, "j": 0, "k": 3, "cafe\u0301": 4, "caf\u00e9": 5, "k": {"i": 6, "i": 7}}, "p": [{"q": 1, "q": 1}]})");
  CHECK(r.attributes == Lines{"o = unknown", "p = unknown"});
  CHECK(
      r.diags ==
      Lines{
          R"(EvalDuplicateObjectAttribute: An attribute named "i" was already defined at in.json:1,14-17. @ in.json:1,22-25)",
          R"(EvalDuplicateObjectAttribute: An attribute named "k" was already defined at in.json:1,8-11. @ in.json:1,39-42)",
          R"(EvalDuplicateObjectAttribute: An attribute named "café" was already defined at in.json:1,47-59. @ in.json:1,64-75)",
          R"(EvalDuplicateObjectAttribute: An attribute named "i" was already defined at in.json:1,86-89. @ in.json:1,94-97)",
          R"(EvalDuplicateObjectAttribute: An attribute named "k" was already defined at in.json:1,8-11. @ in.json:1,80-83)",
          R"(EvalDuplicateObjectAttribute: An attribute named "q" was already defined at in.json:1,111-114. @ in.json:1,119-122)"});
}

TEST_CASE("a root array has no attributes") {
  Reading r = read(R"([{"a": 1}])");
  CHECK(r.attributes.empty());
  CHECK(r.diags ==
        Lines{"JsonAttributesNotObject: A JSON object is required here, setting the arguments for this block. @ "
              "in.json:1,1-2"});
}

TEST_CASE("many keys out of order, and nesting as deep as the parser allows") {
  std::string many = "{\"m\": {";
  for (int i = 2000; i >= 0; --i) many += "\"k" + std::to_string(i * 7919 % 2003) + "\": " + std::to_string(i) + ",";
  many.back() = '}';
  many += "}";
  read(many);
  const std::size_t depth = kDefaultMaxNestingDepth - 1;  // the root object is one level
  read("{\"a\": " + std::string(depth - 1, '[') + "1" + std::string(depth - 1, ']') + "}");
}

}  // namespace
}  // namespace hclc::json
