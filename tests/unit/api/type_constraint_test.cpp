// hcl::TypeConstraint: type constraint expressions with optional attributes
// and their defaults. Expected results are the reference's (hcl 2.14.1
// typeexpr.TypeConstraintWithDefaults, then Defaults.Apply and conversion).

#include <doctest/doctest.h>

#include <hclc/parser.h>
#include <hclc/type_constraint.h>

#include <string>

namespace {

// The type constraint `type` applied to the constant `value`, as JSON; or
// the diagnostics' "summary | detail | range".
std::string constrained(const std::string& type, const std::string& value) {
  hcl::Diagnostics diags;
  std::optional<hcl::TypeConstraint> c = hcl::TypeConstraint::parse(type, diags, "t");
  if (!c) {
    std::string out;
    for (const hcl::Diagnostic& d : diags) out += d.summary + " | " + d.detail + " | " + d.subject->to_string();
    return out;
  }
  hcl::Parser parser;
  hcl::Value v = parser.parse_expression(value, "v", diags).value(diags);
  REQUIRE(diags.empty());
  hcl::Result<hcl::Value> converted = c->convert(v);
  if (!converted) return "convert error: " + converted.error().message;
  return converted->to_json().value();
}

TEST_CASE("optional attributes take their defaults when missing or null") {
  const std::string t = "object({ a = string, b = optional(number, 5) })";
  CHECK(constrained(t, "{a = \"x\"}") == R"({"a":"x","b":5})");
  CHECK(constrained(t, "{a = \"x\", b = null}") == R"({"a":"x","b":5})");
  CHECK(constrained(t, "{a = \"x\", b = 7}") == R"({"a":"x","b":7})");
  CHECK(constrained("object({ a = optional(object({ b = optional(number, 5) }), {}) })", "{}") == R"({"a":{"b":5}})");
  CHECK(constrained("list(object({ number = number, protocol = optional(string, \"tcp\") }))",
                    "[{number = 1}, {number = 2, protocol = \"udp\"}]") ==
        R"([{"number":1,"protocol":"tcp"},{"number":2,"protocol":"udp"}])");
  CHECK(constrained("map(object({ n = optional(number, 1) }))", "{x = {}, y = {n = 3}}") ==
        R"({"x":{"n":1},"y":{"n":3}})");
  CHECK(constrained("tuple([object({ n = optional(number, 1) }), string])", "[{}, \"s\"]") == R"([{"n":1},"s"])");
  CHECK(constrained("set(object({ n = optional(number, 1) }))", "[{}, {n = 1}, {n = 2}]") == R"([{"n":1},{"n":2}])");
  CHECK(constrained("object({ a = optional(list(string), [\"a\", 1]) })", "{}") == R"({"a":["a","1"]})");
  CHECK(constrained("object({ a = optional(string) })", "{}") == R"({"a":null})");
}

TEST_CASE("invalid defaults and optional modifiers") {
  // EvalInvalidOptionalDefault
  CHECK(constrained("object({ a = optional(number, \"x\") })", "{}") ==
        "Invalid default value for optional attribute | This default value is not compatible with the attribute's "
        "type constraint: a number is required. | t:1,31-34");
  CHECK(constrained("object({ a = optional(number, 1, 2) })", "{}") ==
        "Invalid type specification | Optional attribute modifier expects at most two arguments: the attribute type, "
        "and a default value. | t:1,22-36");
  CHECK(constrained("object({ a = optional() })", "{}") ==
        "Invalid type specification | Optional attribute modifier requires the attribute type as its argument. | "
        "t:1,22-24");
  CHECK(constrained("object({ a = optional(string, var.x) })", "{}") ==
        "Variables not allowed | Variables may not be used here. | t:1,31-34");
  CHECK(constrained("list(strin)", "[]") ==
        "Invalid type specification | The keyword \"strin\" is not a valid type specification. | t:1,6-11");
}

TEST_CASE("types, any, and conversion failures") {
  hcl::Diagnostics diags;
  std::optional<hcl::TypeConstraint> c = hcl::TypeConstraint::parse("map(any)", diags);
  REQUIRE(c);
  CHECK(c->type() == hcl::Type::map(hcl::Type::dynamic()));
  CHECK_FALSE(c->has_defaults());
  CHECK(constrained("list(number)", "[1, \"x\"]") == "convert error: a number is required");
  CHECK(constrained("object({ a = string })", "{}") == "convert error: attribute \"a\" is required");
}

TEST_CASE("in the JSON syntax a type is a string of native syntax") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(R"json({"type": "list(object({ n = optional(number, 1) }))"})json", "v.json",
                                hcl::Syntax::Json, diags);
  std::vector<hcl::Attribute> attrs = file.body().just_attributes(diags);
  std::optional<hcl::TypeConstraint> c = hcl::TypeConstraint::parse(attrs.at(0).expr, diags);
  REQUIRE(c);
  CHECK(diags.empty());
  hcl::Value input = hcl::Value::tuple({hcl::Value::object({})});
  CHECK(c->convert(input)->to_json().value() == R"([{"n":1}])");
  CHECK(c->apply_defaults(input).to_json().value() == R"([{"n":1}])");
}

}  // namespace
