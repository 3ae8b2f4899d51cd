#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "runtime/convert.h"
#include "runtime_test_util.h"

using namespace hclc;
using hclc::test::T;
using hclc::test::typed_json;
using hclc::test::V;

namespace {

// The converted value as {"value":…,"type":…}, or "error: " and the message.
std::string converted(const Value& value, std::string_view type_json) {
  Result<Value> result = convert(value, T(type_json));
  if (!result) return "error: " + result.error().message;
  return typed_json(*result);
}

struct Case {
  const char* value;       // JSON, with the types it implies (tuples, objects)
  const char* value_type;  // or nullptr; else the JSON is decoded as this type
  const char* target;
  const char* expected;
};

Value input(const Case& c) { return c.value_type ? V(c.value, c.value_type) : V(c.value); }

void check_cases(const std::vector<Case>& cases) {
  for (const Case& c : cases) {
    CAPTURE(c.value);
    CAPTURE(c.target);
    CHECK(converted(input(c), c.target) == c.expected);
  }
}

std::optional<Type> unified(const std::vector<const char*>& type_jsons) {
  std::vector<Type> types;
  types.reserve(type_jsons.size());
  for (const char* json : type_jsons) types.push_back(T(json));
  auto result = unify(types);
  if (!result) return std::nullopt;
  return result->type;
}

std::string unified_json(const std::vector<const char*>& type_jsons) {
  auto type = unified(type_jsons);
  return type ? hclc::test::type_json(*type) : "fails";
}

}  // namespace

// Every expectation below is what `oracle eval` prints for
// convert(VALUE, TYPE) (tomap/tolist/toset for typed inputs), or the detail of
// its "Invalid value for "value" parameter: ..." error.

TEST_CASE("primitive conversions") {
  check_cases({
      {"1.5", nullptr, R"("string")", R"({"value":"1.5","type":"string"})"},
      {"true", nullptr, R"("string")", R"({"value":"true","type":"string"})"},
      {R"("true")", nullptr, R"("bool")", R"({"value":true,"type":"bool"})"},
      {R"("1")", nullptr, R"("bool")", R"({"value":true,"type":"bool"})"},
      {R"("0")", nullptr, R"("bool")", R"({"value":false,"type":"bool"})"},
      {R"("false")", nullptr, R"("bool")", R"({"value":false,"type":"bool"})"},
      {R"("yes")", nullptr, R"("bool")", "error: a bool is required"},
      {R"("x")", nullptr, R"("number")", "error: a number is required"},
      {R"(" 1")", nullptr, R"("number")", "error: a number is required"},
      {R"("0x10")", nullptr, R"("number")", "error: a number is required"},
      {R"("1e3")", nullptr, R"("number")", R"({"value":1000,"type":"number"})"},
      {"true", nullptr, R"("number")", "error: number required, but have bool"},
      {"1", nullptr, R"("bool")", "error: bool required, but have number"},
      {"[1]", nullptr, R"("string")", "error: string required, but have tuple"},
      {R"({"a":1})", nullptr, R"("string")", "error: string required, but have object"},
      {"1", nullptr, R"("dynamic")", R"({"value":1,"type":"number"})"},
  });
}

TEST_CASE("converting infinity to a string writes it as the reference displays it") {
  // tostring(1/0) is "+Inf".
  Result<Value> s = convert(Value::number(Number::infinity()), Type::string());
  REQUIRE(s.ok());
  CHECK(s->as_string() == "+Inf");
}

TEST_CASE("null and unknown convert to null and unknown of the target") {
  check_cases({
      {"null", nullptr, R"("string")", R"({"value":null,"type":"string"})"},
      {"null", nullptr, R"(["list","string"])", R"({"value":null,"type":["list","string"]})"},
      {"[null]", nullptr, R"(["list","string"])", R"({"value":[null],"type":["list","string"]})"},
      {"[1,null]", nullptr, R"(["list","string"])", R"({"value":["1",null],"type":["list","string"]})"},
  });
  Result<Value> u = convert(Value::unknown(Type::tuple({Type::number(), Type::string()})), Type::list(Type::dynamic()));
  REQUIRE(u.ok());
  CHECK_FALSE(u->is_known());
  CHECK(u->type() == Type::list(Type::string()));
  Result<Value> d = convert(Value::dynamic(), Type::map(Type::number()));
  REQUIRE(d.ok());
  CHECK_FALSE(d->is_known());
  CHECK(d->type() == Type::map(Type::number()));
  Result<Value> inner = convert(Value::tuple({Value::unknown(Type::number())}), Type::list(Type::string()));
  REQUIRE(inner.ok());
  CHECK(inner->is_known());
  CHECK_FALSE(inner->elements()[0].is_known());
  CHECK(inner->elements()[0].type() == Type::string());
  // An element of unknown type takes the others' type (convert([1, null], list(any)) is a list of number).
  Result<Value> mixed = convert(Value::tuple({Value::number(1), Value::dynamic()}), Type::list(Type::dynamic()));
  REQUIRE(mixed.ok());
  CHECK(mixed->type() == Type::list(Type::number()));
  CHECK_FALSE(mixed->elements()[1].is_known());
  // A string that cannot become a number only fails once known.
  CHECK(convert(Value::unknown(Type::string()), Type::number()).ok());
}

TEST_CASE("structural to collection conversions") {
  check_cases({
      {"[1]", nullptr, R"(["set","string"])", R"({"value":["1"],"type":["set","string"]})"},
      {"[[1]]", nullptr, R"(["list",["list","string"]])", R"({"value":[["1"]],"type":["list",["list","string"]]})"},
      {"[]", nullptr, R"(["list","string"])", R"({"value":[],"type":["list","string"]})"},
      {"[]", nullptr, R"(["set","string"])", R"({"value":[],"type":["set","string"]})"},
      {R"({"a":1,"b":"x"})", nullptr, R"(["map","string"])", R"({"value":{"a":"1","b":"x"},"type":["map","string"]})"},
      {R"(["1","01","1.0"])", nullptr, R"(["set","number"])", R"({"value":[1],"type":["set","number"]})"},
      {R"(["a"])", nullptr, R"(["tuple",["number"]])", "error: a number is required"},
      {R"({"a":"x"})", nullptr, R"(["map","number"])", "error: a number is required"},
      {R"({"a":[1]})", nullptr, R"(["map","number"])", R"(error: element "a": number required, but have tuple)"},
      {R"({"a":1})", nullptr, R"(["map",["list","number"]])",
       R"(error: element "a": list of number required, but have number)"},
      {R"({"a":1})", nullptr, R"(["map",["object",{"x":"number"}]])",
       R"(error: element "a": object required, but have number)"},
      {"[[1]]", nullptr, R"(["list","string"])", "error: element 0: string required, but have tuple"},
      {"[[1,[2]]]", nullptr, R"(["list",["list","string"]])",
       "error: element 0: element 1: string required, but have tuple"},
  });
}

TEST_CASE("collection to collection conversions") {
  check_cases({
      {"[1]", R"(["set","number"])", R"(["list","string"])", R"({"value":["1"],"type":["list","string"]})"},
      {R"({"a":1})", R"(["map","number"])", R"(["map","string"])", R"({"value":{"a":"1"},"type":["map","string"]})"},
      {"[1,2]", R"(["list","number"])", R"(["set","number"])", R"({"value":[1,2],"type":["set","number"]})"},
      {R"(["1","01","1.0"])", R"(["list","string"])", R"(["set","number"])",
       R"({"value":[1],"type":["set","number"]})"},
      {"[1]", R"(["list","number"])", R"(["list","bool"])",
       "error: incorrect list element type: bool required, but have number"},
      {"[1]", R"(["set","number"])", R"(["list","bool"])",
       "error: incorrect list element type: bool required, but have number"},
      {"[true]", R"(["list","bool"])", R"(["list","number"])",
       "error: incorrect list element type: number required, but have bool"},
      {R"({"a":1})", R"(["map","number"])", R"(["map","bool"])",
       "error: incorrect map element type: bool required, but have number"},
      {R"(["a"])", R"(["list","string"])", R"(["list","number"])", "error: a number is required"},
      {R"(["a"])", R"(["list","string"])", R"(["set","number"])", "error: a number is required"},
      {R"(["a"])", R"(["set","string"])", R"(["map","string"])", "error: map of string required"},
      // Lists and sets do not become tuples in the reference.
      {"[1]", R"(["list","number"])", R"(["tuple",["string"]])", "error: tuple required"},
      {"[1,2]", R"(["set","number"])", R"(["tuple",["number","number"]])", "error: tuple required"},
      {"[]", R"(["list","number"])", R"(["tuple",[]])", "error: tuple required"},
  });
}

TEST_CASE("object and tuple conversions") {
  check_cases({
      {R"({"a":1,"c":2})", nullptr, R"(["object",{"a":"number"}])",
       R"({"value":{"a":1},"type":["object",{"a":"number"}]})"},
      {R"({"a":1})", nullptr, R"(["object",{"b":"number"}])", R"(error: attribute "b" is required)"},
      // Missing attributes come before mismatched ones, all named.
      {R"({"a":{"b":true},"b":true})", nullptr, R"(["object",{"a":"bool","b":["map","bool"],"c":"string"}])",
       R"(error: attribute "c" is required)"},
      {R"({"a":1})", nullptr, R"(["object",{"b":"string","c":["list","string"]}])",
       R"(error: attributes "b" and "c" are required)"},
      {R"({"x":1})", nullptr, R"(["object",{"a":"string","b":"string","c":"string","d":"string"}])",
       R"(error: attributes "a", "b", "c", and "d" are required)"},
      {R"("a")", nullptr, R"(["object",{}])", "error: object required, but have string"},
      {"{}", nullptr, R"(["object",{}])", R"({"value":{},"type":["object",{}]})"},
      {R"({"a":1})", nullptr, R"(["tuple",[]])", "error: tuple required"},
      {"[1,2]", nullptr, R"(["tuple",["number"]])", "error: tuple required"},
      {"[1,2]", nullptr, R"(["tuple",["number","string","bool"]])", "error: tuple required"},
      {"[true,2]", nullptr, R"(["tuple",["number","string"]])", "error: tuple required"},
      {R"(["a",true])", nullptr, R"(["tuple",["string","number"]])", "error: tuple required"},
      {R"([1,true])", nullptr, R"(["tuple",["string","string"]])",
       R"({"value":["1","true"],"type":["tuple",["string","string"]]})"},
      {R"({"a":{"b":[1]}})", nullptr, R"(["object",{"a":["object",{"b":["list","bool"]}]}])",
       R"(error: attribute "a": attribute "b": element 0: bool required, but have number)"},
      {R"({"a":{"b":["x"]}})", nullptr, R"(["object",{"a":["object",{"b":["list","bool"]}]}])",
       "error: a bool is required"},
      {R"({"a":{"b":["x"]}})", nullptr, R"(["object",{"a":["map",["list","number"]]}])", "error: a number is required"},
      // hcldec's typed attribute: `o = {a = [1, [2]], b = {k = [1]}}` against object({a=list(number), b=map(string)}).
      {R"({"a":[1,[2]],"b":{"k":[1]}})", nullptr, R"(["object",{"a":["list","number"],"b":["map","string"]}])",
       R"(error: attribute "a": element 1: number required, but have tuple)"},
  });
}

TEST_CASE("map to object conversions") {
  check_cases({
      {R"({"a":1,"c":2})", R"(["map","number"])", R"(["object",{"a":"number"}])",
       R"({"value":{"a":1},"type":["object",{"a":"number"}]})"},
      {R"({"a":1})", R"(["map","number"])", R"(["object",{"a":"number","b":"string"}])",
       R"(error: map has no element for required attribute "b")"},
      {"{}", R"(["map","string"])", R"(["object",{"a":"string"}])",
       R"(error: map has no element for required attribute "a")"},
      {R"({"a":"1"})", R"(["map","string"])", R"(["object",{"a":"number"}])",
       R"({"value":{"a":1},"type":["object",{"a":"number"}]})"},
      {R"({"a":true})", R"(["map","bool"])", R"(["object",{"a":["list","string"]}])", "error: object required"},
  });
}

TEST_CASE("nested mismatch messages") {
  check_cases({
      {"[[1]]", R"(["list",["list","number"]])", R"(["list",["list","bool"]])",
       "error: incorrect list element type: incorrect list element type: bool required, but have number"},
      {"[1]", R"(["set","number"])", R"(["set","bool"])",
       "error: incorrect set element type: bool required, but have number"},
      {"[[1]]", nullptr, R"(["set",["list","bool"]])", "error: element 0: element 0: bool required, but have number"},
      {R"({"a":[1]})", nullptr, R"(["map",["list","bool"]])",
       R"(error: element "a": element 0: bool required, but have number)"},
      {R"([{"a":1}])", nullptr, R"(["list",["object",{"a":"bool"}]])",
       R"(error: element 0: attribute "a": bool required, but have number)"},
      {R"([1,"a"])", nullptr, R"(["list","number"])", "error: a number is required"},
      {R"(["a",{}])", nullptr, R"(["list","string"])", "error: element 1: string required, but have object"},
      {R"({"a":1,"b":[]})", nullptr, R"(["object",{"a":"string","b":"string"}])",
       R"(error: attribute "b": string required, but have tuple)"},
      {R"({"b":[],"a":1})", nullptr, R"(["object",{"a":"bool","b":"string"}])",
       R"(error: attribute "a": bool required, but have number)"},
  });
}

TEST_CASE("optional attributes of a type constraint become null") {
  Type constraint = Type::object({{"a", Type::number()}, {"b", Type::string()}}, {"b"});
  Result<Value> v = convert(V(R"({"a":1})"), constraint);
  REQUIRE(v.ok());
  CHECK(typed_json(*v) == R"({"value":{"a":1,"b":null},"type":["object",{"a":"number","b":"string"}]})");
}

TEST_CASE("conversion to types with dynamic parts unifies first") {
  check_cases({
      {R"(["a",1])", nullptr, R"(["list","dynamic"])", R"({"value":["a","1"],"type":["list","string"]})"},
      {R"(["a",1])", nullptr, R"(["set","dynamic"])", R"({"value":["1","a"],"type":["set","string"]})"},
      {"[]", nullptr, R"(["list","dynamic"])", R"({"value":[],"type":["list","dynamic"]})"},
      {"{}", nullptr, R"(["map","dynamic"])", R"({"value":{},"type":["map","dynamic"]})"},
      {R"(["a",1])", nullptr, R"("dynamic")", R"({"value":["a",1],"type":["tuple",["string","number"]]})"},
      {R"({"a":1,"b":"x"})", nullptr, R"(["map","dynamic"])", R"({"value":{"a":"1","b":"x"},"type":["map","string"]})"},
      {R"({"a":1,"b":true})", nullptr, R"(["map","dynamic"])", "error: all map elements must have the same type"},
      {R"({"a":1,"b":[1]})", nullptr, R"(["map","dynamic"])", "error: all map elements must have the same type"},
      {R"([1,true])", nullptr, R"(["set","dynamic"])", "error: all set elements must have the same type"},
      {R"([1,[1]])", nullptr, R"(["list","dynamic"])", "error: all list elements must have the same type"},
      {R"({"a":[1],"b":["x"]})", nullptr, R"(["map","dynamic"])",
       R"({"value":{"a":["1"],"b":["x"]},"type":["map",["tuple",["string"]]]})"},
      {R"([{"a":1},{"b":2}])", nullptr, R"(["list","dynamic"])",
       R"({"value":[{"a":1},{"b":2}],"type":["list",["map","number"]]})"},
      {R"([{"a":1},{"a":"x"}])", nullptr, R"(["list","dynamic"])",
       R"({"value":[{"a":"1"},{"a":"x"}],"type":["list",["object",{"a":"string"}]]})"},
      {"[[1],[1,2]]", nullptr, R"(["list","dynamic"])", R"({"value":[[1],[1,2]],"type":["list",["list","number"]]})"},
      {R"([[1,"a"],[1,2]])", nullptr, R"(["list","dynamic"])",
       R"({"value":[[1,"a"],[1,"2"]],"type":["list",["tuple",["number","string"]]]})"},
      {"1", nullptr, R"(["list","dynamic"])", "error: list of dynamic required, but have number"},
      {R"([[1],["a"]])", nullptr, R"(["list",["list","dynamic"]])",
       R"({"value":[["1"],["a"]],"type":["list",["list","string"]]})"},
  });
  // A typed map passes through a map(dynamic) constraint unchanged.
  Value map = V(R"({"a":["1"],"b":["x"]})", R"(["map",["tuple",["string"]]])");
  CHECK(converted(map, R"(["map","dynamic"])") ==
        R"({"value":{"a":["1"],"b":["x"]},"type":["map",["tuple",["string"]]]})");
  Value set_element = Value::object({{"a", V("[1]")}, {"b", V(R"(["x"])", R"(["set","string"])")}});
  CHECK(converted(set_element, R"(["map","dynamic"])") ==
        R"({"value":{"a":["1"],"b":["x"]},"type":["map",["set","string"]]})");
}

TEST_CASE("conversion errors say where inside the value") {
  Result<Value> r = convert(V(R"({"tags":[1,"x"]})"), T(R"(["object",{"tags":["list","number"]}])"));
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().message == "a number is required");
  CHECK(r.error().path == ".tags[1]");
  Result<Value> m = convert(V(R"({"k":"x"})", R"(["map","string"])"), T(R"(["map","number"])"));
  REQUIRE_FALSE(m.ok());
  CHECK(m.error().path == R"(["k"])");
}

TEST_CASE("conversion_type resolves dynamic parts without a value") {
  auto type_of = [](const char* from, const char* want) {
    Result<Type> t = conversion_type(T(from), T(want));
    return t ? hclc::test::type_json(*t) : "error: " + t.error().message;
  };
  CHECK(type_of(R"(["tuple",["number","string"]])", R"(["list","dynamic"])") == R"(["list","string"])");
  CHECK(type_of(R"(["tuple",["number","bool"]])", R"(["list","dynamic"])") ==
        "error: all list elements must have the same type");
  CHECK(type_of(R"("dynamic")", R"(["list","string"])") == R"(["list","string"])");
  CHECK(type_of(R"(["list","number"])", R"("dynamic")") == R"(["list","number"])");
  CHECK(type_of(R"(["object",{"a":"number","b":"bool"}])", R"(["object",{"a":"string"}])") ==
        R"(["object",{"a":"string"}])");
  CHECK(can_convert(Type::number(), Type::string()));
  CHECK(can_convert(Type::string(), Type::number()));
  CHECK_FALSE(can_convert(Type::number(), Type::boolean()));
}

// Unification, observed through the reference's conditional (`true ? A : B`)
// whose result type is the unified type of both branches.
TEST_CASE("unification of primitives") {
  CHECK(unified_json({R"("number")", R"("string")"}) == R"("string")");
  CHECK(unified_json({R"("string")", R"("bool")"}) == R"("string")");
  CHECK(unified_json({R"("number")", R"("bool")"}) == "fails");  // "Inconsistent conditional result types"
  CHECK(unified_json({R"("number")", R"("bool")", R"("string")"}) == R"("string")");
  CHECK(unified_json({R"("number")", R"("number")"}) == R"("number")");
  // convert([1, null], list(any)) is a list of number; [null] a list of dynamic.
  CHECK(unified_json({R"("number")", R"("dynamic")"}) == R"("number")");
  CHECK(unified_json({R"("dynamic")", R"("string")", R"("number")"}) == R"("string")");
  CHECK(unified_json({R"("dynamic")", R"("dynamic")"}) == R"("dynamic")");
}

TEST_CASE("unification of sequences") {
  CHECK(unified_json({R"(["list","string"])", R"(["set","string"])"}) == R"(["list","string"])");
  CHECK(unified_json({R"(["set","string"])", R"(["list","string"])"}) == R"(["list","string"])");
  CHECK(unified_json({R"(["tuple",["number"]])", R"(["set","string"])"}) == R"(["set","string"])");
  CHECK(unified_json({R"(["tuple",["number"]])", R"(["tuple",["number","number"]])"}) == R"(["list","number"])");
  CHECK(unified_json({R"(["tuple",["number"]])", R"(["tuple",["string"]])"}) == R"(["tuple",["string"]])");
  CHECK(unified_json({R"(["tuple",["number"]])", R"(["list","string"])"}) == R"(["list","string"])");
  CHECK(unified_json({R"(["tuple",["number","bool"]])", R"(["list","string"])"}) == R"(["list","string"])");
  CHECK(unified_json({R"(["list","number"])", R"(["list","string"])"}) == R"(["list","string"])");
  CHECK(unified_json({R"(["list","number"])", R"(["list","bool"])"}) == "fails");
  CHECK(unified_json({R"(["tuple",[["tuple",["number"]]]])", R"(["tuple",[["tuple",["string"]]]])"}) ==
        R"(["tuple",[["tuple",["string"]]]])");
  CHECK(unified_json({R"(["tuple",[["list","number"]]])", R"(["tuple",[["tuple",["string"]]]])"}) ==
        R"(["tuple",[["list","string"]]])");
  CHECK(unified_json({R"(["list",["list","number"]])", R"(["list",["tuple",["string","number"]]])"}) ==
        R"(["list",["list","string"]])");
  CHECK(unified_json({R"(["tuple",[]])", R"(["list","string"])"}) == R"(["list","string"])");
  CHECK(unified_json({R"(["tuple",[]])", R"(["tuple",["number"]])"}) == R"(["list","number"])");
  CHECK(unified_json({R"(["tuple",["number"]])", R"(["tuple",["bool"]])"}) == "fails");
}

TEST_CASE("unification of lists with sets prefers lists, even through unsafe conversions") {
  // true ? tolist([1]) : toset(["a"]) is a list of number (and the other
  // order fails converting "a"); [[1], tolist([true]), toset(["a"])] makes a
  // list of set of string.
  CHECK(unified_json({R"(["list","number"])", R"(["set","string"])"}) == R"(["list","number"])");
  CHECK(unified_json({R"(["set","string"])", R"(["list","number"])"}) == R"(["list","number"])");
  CHECK(unified_json({R"(["tuple",["number"]])", R"(["list","bool"])", R"(["set","string"])"}) ==
        R"(["set","string"])");
  CHECK(unified_json({R"(["list","number"])", R"(["set","number"])"}) == R"(["list","number"])");
  CHECK(unified_json({R"(["tuple",["number"]])", R"(["set","number"])", R"(["list","number"])"}) ==
        R"(["list","number"])");
  CHECK(unified_json({R"(["list",["list","number"]])", R"(["set",["list","string"]])"}) ==
        R"(["list",["list","number"]])");
  // Tuples meet lists, or sets, by their elements: [[1], tolist([1]), tolist(["a"])].
  CHECK(unified_json({R"(["tuple",["number"]])", R"(["list","number"])", R"(["list","string"])"}) ==
        R"(["list","string"])");
  CHECK(unified_json({R"(["tuple",["number"]])", R"(["set","string"])", R"(["set","number"])"}) ==
        R"(["set","string"])");
  // Tuples and sets meet by preference: set(object({a=bool})) and
  // tuple([object({c=string})]) do not meet; tuple([list(bool)]) and
  // set(set(string)) meet as the set.
  CHECK(unified_json({R"(["set",["object",{"a":"bool"}]])", R"(["tuple",[["object",{"c":"string"}]]])"}) == "fails");
  CHECK(unified_json({R"(["tuple",[["list","bool"]]])", R"(["set",["set","string"]])"}) ==
        R"(["set",["set","string"]])");
  // Several tuples meet each other first: {b=tuple([bool]), c=tuple([number,bool,string])}
  // with map(set(bool)) is a map of list of string; map(set(bool)) with
  // {c=tuple([string, number])} fails.
  CHECK(unified_json({R"(["object",{"b":["tuple",["bool"]],"c":["tuple",["number","bool","string"]]}])",
                      R"(["map",["set","bool"]])"}) == R"(["map",["list","string"]])");
  CHECK(unified_json({R"(["map",["set","bool"]])", R"(["object",{"c":["tuple",["string","number"]]}])"}) == "fails");
  CHECK(unified_json({R"(["tuple",["number"]])", R"(["list","string"])", R"("dynamic")"}) == R"(["list","string"])");
}

TEST_CASE("unification with values of unknown type") {
  // [[1], [2, 3], null], [tolist([1]), null], [{a=1}, null] do not make lists;
  // [tomap({a=1}), {b=2}, null] makes a list of map of number.
  CHECK(unified_json({R"(["tuple",["number"]])", R"(["tuple",["number","number"]])", R"("dynamic")"}) ==
        R"("dynamic")");
  CHECK(unified_json({R"(["list","number"])", R"("dynamic")"}) == R"("dynamic")");
  CHECK(unified_json({R"(["object",{"a":"number"}])", R"("dynamic")"}) == R"("dynamic")");
  CHECK(unified_json({R"(["map","number"])", R"(["object",{"b":"number"}])", R"("dynamic")"}) == R"(["map","number"])");
  check_cases({
      {"[[1],[2,3],null]", nullptr, R"(["list","dynamic"])", "error: all list elements must have the same type"},
      {R"([{"a":1},null])", nullptr, R"(["list","dynamic"])", "error: all list elements must have the same type"},
      {"[1,null]", nullptr, R"(["list","dynamic"])", R"({"value":[1,null],"type":["list","number"]})"},
      {R"(["a",null,1])", nullptr, R"(["list","dynamic"])", R"({"value":["a",null,"1"],"type":["list","string"]})"},
      {R"({"a":1,"b":null})", nullptr, R"(["map","dynamic"])", R"({"value":{"a":1,"b":null},"type":["map","number"]})"},
      {"[null]", nullptr, R"(["list","dynamic"])", R"({"value":[null],"type":["list","dynamic"]})"},
      {"[null,null]", nullptr, R"(["set","dynamic"])", R"({"value":[null],"type":["set","dynamic"]})"},
      {"[1,true,null]", nullptr, R"(["list","dynamic"])", "error: all list elements must have the same type"},
  });
}

TEST_CASE("empty collections keep the dynamic parts of the target type") {
  check_cases({
      {"[]", R"(["list","string"])", R"(["list","dynamic"])", R"({"value":[],"type":["list","string"]})"},
      {"[]", R"(["set","string"])", R"(["list","dynamic"])", R"({"value":[],"type":["list","string"]})"},
      {"{}", R"(["map","string"])", R"(["map","dynamic"])", R"({"value":{},"type":["map","string"]})"},
      {"[]", R"(["list",["list","string"]])", R"(["list",["list","dynamic"]])",
       R"({"value":[],"type":["list",["list","dynamic"]]})"},
      {R"([["a"]])", R"(["list",["list","string"]])", R"(["list",["list","dynamic"]])",
       R"({"value":[["a"]],"type":["list",["list","string"]]})"},
      {"[]", R"(["list",["object",{"a":"string"}]])", R"(["list",["object",{"a":"dynamic"}]])",
       R"({"value":[],"type":["list",["object",{"a":"dynamic"}]]})"},
      {R"([{"a":"x"}])", R"(["list",["object",{"a":"string"}]])", R"(["list",["object",{"a":"dynamic"}]])",
       R"({"value":[{"a":"x"}],"type":["list",["object",{"a":"string"}]]})"},
      {"{}", R"(["map",["object",{"c":"string"}]])", R"(["map",["object",{"c":"dynamic"}]])",
       R"({"value":{},"type":["map",["object",{"c":"dynamic"}]]})"},
      {"{}", nullptr, R"(["map","dynamic"])", R"({"value":{},"type":["map","dynamic"]})"},
      {"[]", R"(["list","string"])", R"("dynamic")", R"({"value":[],"type":["list","string"]})"},
  });
}

TEST_CASE("unification of objects and maps") {
  CHECK(unified_json({R"(["map","number"])", R"(["object",{"b":"string"}])"}) == R"(["map","string"])");
  CHECK(unified_json({R"(["object",{"a":"number"}])", R"(["object",{"b":"string"}])"}) == R"(["map","string"])");
  CHECK(unified_json({R"(["object",{"a":"number"}])", R"(["object",{"a":"string"}])"}) ==
        R"(["object",{"a":"string"}])");
  CHECK(unified_json({R"(["object",{"a":"number"}])", R"(["object",{"a":"string","b":"number"}])"}) ==
        R"(["map","string"])");
  CHECK(unified_json({R"(["map","number"])", R"(["map",["tuple",["number"]]])"}) == "fails");
  CHECK(unified_json({R"(["object",{"a":"number"}])", R"(["map",["tuple",["number"]]])"}) == "fails");
  CHECK(unified_json({R"(["object",{}])", R"(["map","number"])"}) == R"(["map","number"])");
  CHECK(unified_json({R"(["object",{"a":["tuple",["number"]]}])", R"(["object",{"a":["set","string"]}])"}) ==
        R"(["object",{"a":["set","string"]}])");
  CHECK(unified_json({R"(["object",{"a":["tuple",["number"]]}])",
                      R"(["object",{"b":["tuple",["number","number"]]}])"}) == R"(["map",["list","number"]])");
  CHECK(unified_json({R"(["object",{"a":"number"}])", R"(["list","number"])"}) == "fails");
}

TEST_CASE("unification reports which types need conversion") {
  std::vector<Type> types{Type::string(), Type::number(), Type::string()};
  auto u = unify(types);
  REQUIRE(u);
  CHECK(u->type == Type::string());
  CHECK(u->needs_conversion == std::vector<bool>{false, true, false});
  // Every type converts to the unified one.
  for (const Type& t : types) CHECK(can_convert(t, u->type));
}

TEST_CASE("type specifications match types") {
  CHECK(conforms(Type::number(), Type::dynamic()));
  CHECK(conforms(T(R"(["list","number"])"), T(R"(["list","dynamic"])")));
  CHECK_FALSE(conforms(T(R"(["set","number"])"), T(R"(["list","dynamic"])")));
  CHECK(conforms(T(R"(["object",{"a":"number"}])"), T(R"(["object",{"a":"dynamic"}])")));
  CHECK_FALSE(conforms(T(R"(["object",{"a":"number","b":"bool"}])"), T(R"(["object",{"a":"dynamic"}])")));
  CHECK_FALSE(conforms(T(R"(["tuple",["number"]])"), T(R"(["tuple",["dynamic","dynamic"]])")));
  CHECK_FALSE(conforms(Type::number(), Type::string()));
  CHECK_FALSE(conforms(Type::dynamic(), Type::string()));
}
