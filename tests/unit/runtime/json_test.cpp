#include <doctest/doctest.h>

#include <string>

#include "runtime/json.h"
#include "runtime/json_escape.h"
#include "runtime_test_util.h"

using namespace hclc;
using hclc::test::T;
using hclc::test::typed_json;
using hclc::test::V;

namespace {

std::string decode_error(std::string_view json) {
  Result<Value> v = value_from_json(json);
  return v.ok() ? "ok" : v.error().message;
}

std::string roundtrip(std::string_view json) {
  Result<Value> v = value_from_json(json);
  if (!v) return "error: " + v.error().message;
  return typed_json(*v);
}

}  // namespace

TEST_CASE("values encode as the reference prints them") {
  // oracle eval / hcldec --with-type --keep-nulls output.
  Value v = Value::object({{"b", Value::number(1)},
                           {"c", Value::string("x\xC3\xA9<>&\n")},
                           {"d", Value::tuple({Value::boolean(true), Value::null(Type::dynamic())})},
                           {"e", Value::number(*Number::parse("1.5"))}});
  CHECK(typed_json(v) ==
        R"({"value":{"b":1,"c":"xé\u003c\u003e\u0026\n","d":[true,null],"e":1.5},)"
        R"("type":["object",{"b":"number","c":"string","d":["tuple",["bool","dynamic"]],"e":"number"}]})");
  // "<é\u2028\t\u0001"
  CHECK(typed_json(Value::string("<\xC3\xA9\xE2\x80\xA8\t\x01")) ==
        R"({"value":"\u003cé\u2028\t\u0001","type":"string"})");
  CHECK(json_quote("\"\\\b\f\r\x7f\xE2\x80\xA9") == R"("\"\\\u0008\u000c\r)"
                                                    "\x7f"
                                                    R"(\u2029")");
  // Strings that need no escaping are written whole; one character that
  // does, anywhere (keys too), escapes as above.
  CHECK(*value_to_json(Value::tuple({Value::string("svc-000001 ~{}|"), Value::string("a\\b"), Value::string("\x7f"),
                                     Value::string("x\xff"), Value::string("\"y"), Value::string("z&")})) ==
        R"(["svc-000001 ~{}|","a\\b",)"
        "\"\x7f\""
        // As the reference's cty keeps a string's invalid byte (Go's NFC
        // passes it through) and encoding/json writes it as \ufffd.
        R"(,"x\ufffd","\"y","z\u0026"])");
  CHECK(*value_to_json(Value::object({{"k\"", Value::string("")}})) == R"({"k\"":""})");
  CHECK(*value_to_json(Value::list(Type::string(), {})) == "[]");
  CHECK(*value_to_json(Value::map(Type::number(), {})) == "{}");
  CHECK(*value_to_json(Value::null(Type::string())) == "null");
}

TEST_CASE("null results: plain null for dynamic type, else with the type") {
  // `null` prints null; convert(null, string) prints {"value":null,"type":"string"}.
  CHECK(typed_json(Value::null(Type::dynamic())) == "null");
  CHECK(typed_json(Value::null(Type::string())) == R"({"value":null,"type":"string"})");
  CHECK(typed_json(Value::tuple({Value::null(Type::dynamic()), Value::null(Type::dynamic())})) ==
        R"({"value":[null,null],"type":["tuple",["dynamic","dynamic"]]})");
}

TEST_CASE("what JSON cannot encode") {
  // jsonencode(1/0): "cannot serialize infinity as JSON".
  Result<std::string> inf = value_to_json(Value::tuple({Value::number(Number::infinity())}));
  REQUIRE_FALSE(inf.ok());
  CHECK(inf.error().message == "cannot serialize infinity as JSON");
  // With its type (hcldec --with-type, oracle eval) the reference says which half failed.
  Result<std::string> typed_inf = typed_value_to_json(Value::number(Number::infinity(true)));
  REQUIRE_FALSE(typed_inf.ok());
  CHECK(typed_inf.error().message == "failed to serialize value: cannot serialize infinity as JSON");
  Result<std::string> unknown = typed_value_to_json(Value::tuple({Value::unknown(Type::number())}));
  REQUIRE_FALSE(unknown.ok());
  CHECK(unknown.error().message == "failed to serialize value: value is not known");
  CHECK_FALSE(value_to_json(Value::capsule(Type::capsule("c"), nullptr)).ok());
}

TEST_CASE("JSON decodes with implied types") {
  // jsondecode(...) in the reference.
  CHECK(roundtrip(R"({"b":1,"a":2,"b":3})") ==
        R"({"value":{"a":2,"b":3},"type":["object",{"a":"number","b":"number"}]})");
  CHECK(
      roundtrip(R"([1, "a", null, {"b": true}, []])") ==
      R"({"value":[1,"a",null,{"b":true},[]],"type":["tuple",["number","string","dynamic",["object",{"b":"bool"}],["tuple",[]]]]})");
  CHECK(roundtrip("  true ") == R"({"value":true,"type":"bool"})");
  CHECK(roundtrip("-0.0") == R"({"value":-0,"type":"number"})");
  CHECK(roundtrip("1E2") == R"({"value":100,"type":"number"})");
  CHECK(roundtrip("123456789012345678901234567890.123456789") ==
        R"({"value":123456789012345678901234567890.123456789,"type":"number"})");
  CHECK(roundtrip("1e400") == R"({"value":1)" + std::string(400, '0') + R"(,"type":"number"})");
  CHECK(roundtrip(R"("e\u0301")") == R"({"value":"é","type":"string"})");
  CHECK(roundtrip(R"("\ud83d\ude00")") == R"({"value":"😀","type":"string"})");
  CHECK(roundtrip(R"("\ud83d")") == R"({"value":"�","type":"string"})");
  CHECK(roundtrip(R"("a\u0000\/")") == R"({"value":"a\u0000/","type":"string"})");
  CHECK(roundtrip("null") == "null");
  CHECK(*implied_type_of_json(R"({"x":[1,{}]})") == T(R"(["object",{"x":["tuple",["number",["object",{}]]]}])"));
}

TEST_CASE("repeated keys: the last one sets the type, every one must fit it") {
  // jsondecode(...) in the reference.
  CHECK(roundtrip(R"({"a": null, "a": 1})") == R"({"value":{"a":1},"type":["object",{"a":"number"}]})");
  CHECK(roundtrip(R"({"a": "12", "a": 1})") == R"({"value":{"a":1},"type":["object",{"a":"number"}]})");
  CHECK(roundtrip(R"({"a": 1, "a": "x"})") == R"({"value":{"a":"x"},"type":["object",{"a":"string"}]})");
  CHECK(roundtrip(R"({"a": "1", "a": true})") == R"({"value":{"a":true},"type":["object",{"a":"bool"}]})");
  CHECK(roundtrip(R"({"a": {"c": 1}, "a": {"c": 1, "d": 2}})") ==
        R"({"value":{"a":{"c":1,"d":2}},"type":["object",{"a":["object",{"c":"number","d":"number"}]}]})");
  CHECK(decode_error(R"({"a": [1], "a": 1})") == "number is required");
  CHECK(decode_error(R"({"a": "x", "a": 1})") == "a number is required");
  CHECK(decode_error(R"({"a": [1], "a": "x"})") == "string is required");
  CHECK(decode_error(R"({"a": 1, "a": true})") == "bool is required");
  CHECK(decode_error(R"({"a": 1, "a": [1]})") == "missing expected [");
  CHECK(decode_error(R"({"a": [1, 2], "a": [1]})") == "too many tuple elements (need 1)");
  CHECK(decode_error(R"({"a": [], "a": [1]})") == "not enough tuple elements (need 1)");
  CHECK(decode_error(R"({"a": ["x"], "a": [1]})") == "a number is required");
  CHECK(decode_error(R"({"a": 1, "a": {}})") == "missing expected {");
  CHECK(decode_error(R"({"a": {"b": 1}, "a": {"c": 1}})") == R"(unsupported attribute "b")");
  CHECK(decode_error(R"({"a": 1, "a": null})") == "missing expected {");
  // Keys name one attribute once normalized, but are matched as written.
  CHECK(decode_error(R"({"é": 1, "é": 2})") == "unsupported attribute \"e\xCC\x81\"");
  CHECK(decode_error(R"({"e\u0301": 1})") == "unsupported attribute \"e\xCC\x81\"");
  // The same rules for objects inside others, beside objects without repeats.
  CHECK(roundtrip(R"([{"b": 1, "a": 2}, {"k": {"a": null, "a": 1}}])") ==
        R"({"value":[{"a":2,"b":1},{"k":{"a":1}}],"type":["tuple",[["object",{"a":"number","b":"number"}],)"
        R"(["object",{"k":["object",{"a":"number"}]}]]]})");
  CHECK(decode_error(R"([{"b": 1}, {"k": {"a": {"b": 1}, "a": {"c": 1}}}])") == R"(unsupported attribute "b")");
}

TEST_CASE("JSON syntax errors are worded as the reference words them") {
  CHECK(decode_error("01") == "extraneous data after JSON object");
  CHECK(decode_error("1 2") == "extraneous data after JSON object");
  CHECK(roundtrip("12345]789") == R"({"value":12345,"type":"number"})");  // jsondecode("12345]789")
  CHECK(roundtrip("[1] }") == R"({"value":[1],"type":["tuple",["number"]]})");
  CHECK(decode_error("") == "EOF");
  CHECK(decode_error("[") == "EOF");
  CHECK(decode_error("[1,]") == "invalid character ']' looking for beginning of value");
  CHECK(decode_error("nul") == "unexpected EOF");
  CHECK(decode_error("-") == "unexpected EOF");
  CHECK(decode_error("1.") == "unexpected EOF");
  CHECK(decode_error(".5") == "invalid character '.' looking for beginning of value");
  CHECK(decode_error(R"({"a" 1})") == "invalid character '1' after object key");
  CHECK(decode_error(R"("\x")") == "invalid character 'x' in string escape code");
  CHECK(decode_error(R"({"a":1 "b":2})") == "invalid character '\"' after object key:value pair");
  CHECK(decode_error("[1 2]") == "invalid character '2' after array element");
  CHECK(decode_error("{1:2}") == "invalid character '1'");
  CHECK(decode_error("{]") == "invalid character ']'");
  CHECK(decode_error(R"({"a":1,])") == "invalid character ']' looking for beginning of object key string");
  CHECK(decode_error("[1,x") == "invalid character 'x' looking for beginning of value");
  CHECK(decode_error("tru") == "unexpected EOF");
  CHECK(decode_error("trux") == "invalid character 'x' in literal true (expecting 'e')");
  CHECK(decode_error("\"a\nb\"") == "invalid character '\\n' in string literal");
  CHECK(decode_error("\"abc") == "unexpected EOF");
  CHECK(decode_error(R"("\u12x4")") == "invalid character 'x' in \\u hexadecimal character escape");
  CHECK(decode_error(R"("\ud83d\u12x4")") == "invalid character 'x' in \\u hexadecimal character escape");
  CHECK(decode_error(R"("\u12)") == "unexpected EOF");
  CHECK(decode_error(R"("\)") == "unexpected EOF");
}

TEST_CASE("JSON string escapes: the one decoder") {
  auto decode = [](std::string_view text) {
    std::string out;
    const JsonEscapeResult r = decode_json_escape(text, 0, out);
    return std::pair{out, r};
  };
  const std::pair<std::string_view, std::string_view> kSimple[] = {{R"(\")", "\""}, {R"(\\)", "\\"}, {R"(\/)", "/"},
                                                                   {R"(\b)", "\b"}, {R"(\f)", "\f"}, {R"(\n)", "\n"},
                                                                   {R"(\r)", "\r"}, {R"(\t)", "\t"}};
  for (const auto& [escape, decoded] : kSimple) {
    const std::string text = std::string(escape) + "rest";
    CAPTURE(text);
    auto [out, r] = decode(text);
    CHECK(out == decoded);
    CHECK(r.next == 2);
    CHECK_FALSE(r.error);
  }
  auto [e_acute, r1] = decode(R"(\u00E9x)");
  CHECK(e_acute == "\xc3\xa9");
  CHECK(r1.next == 6);
  auto [pair, r2] = decode(R"(\ud83d\ude00x)");  // a surrogate pair is one character
  CHECK(pair == "\xf0\x9f\x98\x80");
  CHECK(r2.next == 12);
  auto [lone_high, r3] = decode(R"(\ud83d\u0041)");  // the second escape is left for the next call
  CHECK(lone_high == "\xef\xbf\xbd");
  CHECK(r3.next == 6);
  auto [lone_low, r4] = decode(R"(\ude00)");
  CHECK(lone_low == "\xef\xbf\xbd");
  CHECK(r4.next == 6);
  using Kind = JsonEscapeError::Kind;
  auto error = [&](std::string_view text) { return *decode(text).second.error; };
  CHECK(error(R"(\q)").kind == Kind::UnknownEscape);
  CHECK(error(R"(\q)").at == 1);
  CHECK(error(R"(\u00g0)").kind == Kind::BadHexDigit);
  CHECK(error(R"(\u00g0)").at == 4);
  CHECK(error(R"(\ud83d\udz00)").kind == Kind::BadHexDigit);
  CHECK(error(R"(\ud83d\udz00)").at == 9);
  CHECK(error(R"(\u00)").kind == Kind::UnexpectedEnd);
  CHECK(error(R"(\u00)").at == 4);
  CHECK(error("\\").kind == Kind::UnexpectedEnd);
}

TEST_CASE("JSON nesting is bounded") {
  std::string deep(100000, '[');
  CHECK(decode_error(deep) == "exceeded max depth");
  std::string fine = std::string(500, '[') + std::string(500, ']');
  CHECK(decode_error(fine) == "ok");
}

TEST_CASE("JSON decodes as a given type") {
  CHECK(typed_json(V("[1,2]", R"(["list","number"])")) == R"({"value":[1,2],"type":["list","number"]})");
  CHECK(typed_json(V("[2,1,2]", R"(["set","number"])")) == R"({"value":[1,2],"type":["set","number"]})");
  CHECK(typed_json(V(R"({"b":"x"})", R"(["object",{"a":"number","b":"string"}])")) ==
        R"({"value":{"a":null,"b":"x"},"type":["object",{"a":"number","b":"string"}]})");
  CHECK(typed_json(V(R"({"k":true})", R"(["map","bool"])")) == R"({"value":{"k":true},"type":["map","bool"]})");
  CHECK(typed_json(V(R"([1,"x"])", R"(["tuple",["number","string"]])")) ==
        R"({"value":[1,"x"],"type":["tuple",["number","string"]]})");
  CHECK(typed_json(V("null", R"(["list","number"])")) == R"({"value":null,"type":["list","number"]})");
  CHECK(typed_json(V(R"("12")", R"("number")")) == R"({"value":12,"type":"number"})");
  CHECK(typed_json(V("12", R"("string")")) == R"({"value":"12","type":"string"})");

  auto typed_error = [](std::string_view json, std::string_view type) {
    Result<Value> v = value_from_json(json, T(type));
    return v.ok() ? std::string("ok") : v.error().message;
  };
  CHECK(typed_error(R"({"c":1})", R"(["object",{"a":"number"}])") == R"(unsupported attribute "c")");
  CHECK(typed_error("[1]", R"(["tuple",["number","number"]])") == "not enough tuple elements (need 2)");
  CHECK(typed_error("[1,2]", R"(["tuple",["number"]])") == "too many tuple elements (need 1)");
  CHECK(typed_error(R"({"a":1})", R"(["list","number"])") == "missing expected [");
  CHECK(typed_error("[1]", R"(["map","number"])") == "missing expected {");
  CHECK(typed_error("[1]", R"("number")") == "number is required");
  CHECK(typed_error("{}", R"("string")") == "string is required");
  CHECK(typed_error("1", R"("bool")") == "bool is required");
  CHECK(typed_error(R"("yes")", R"("bool")") == "a bool is required");
  CHECK(typed_error("1", R"("dynamic")") == "missing expected {");
  Result<Value> nested = value_from_json(R"({"a":[1,"x"]})", T(R"(["object",{"a":["list","number"]}])"));
  REQUIRE_FALSE(nested.ok());
  CHECK(nested.error().message == "a number is required");
  CHECK(nested.error().path == ".a[1]");
}

TEST_CASE("typed JSON round-trips through the dynamic type") {
  for (const char* json : {R"({"value":{"a":["x"]},"type":["object",{"a":["set","string"]}]})",
                           R"({"value":[1,null],"type":["list","number"]})", R"({"value":"s","type":"string"})",
                           R"({"value":{"k":{"z":1}},"type":["map",["map","number"]]})"}) {
    Result<Value> v = value_from_json(json, Type::dynamic());
    REQUIRE(v.ok());
    CHECK(typed_json(*v) == json);
  }
  CHECK_FALSE(value_from_json(R"({"value":1})", Type::dynamic()).ok());
  CHECK_FALSE(value_from_json(R"({"value":1,"type":"strin"})", Type::dynamic()).ok());
}

TEST_CASE("results as the reference's hcldec prints them") {
  // a = {x = 123456789012345678901234567890, y = 0.1, z = null, w = [null, {q = null}], s = "<"}
  // with an attr spec of type any.
  Value a = V(R"({"x":123456789012345678901234567890,"y":0.1,"z":null,"w":[null,{"q":null}],"s":"<"})");
  auto printed = [&](const Value& v, bool with_type, bool keep_nulls) {
    Result<std::string> s = hcldec_result_json(v, with_type, keep_nulls);
    return s.ok() ? *s : "error: " + s.error().message;
  };
  CHECK(
      printed(a, true, false) ==
      R"({"type":["object",{"s":"string","w":["tuple",["dynamic",["object",{"q":"dynamic"}]]],"x":"number","y":"number","z":"dynamic"}],)"
      R"("value":{"s":"\u003c","w":[null,{}],"x":123456789012345678901234567890,"y":0.1}})");
  CHECK(printed(a, false, false) == R"({"s":"\u003c","w":[null,{}],"x":123456789012345678901234567890,"y":0.1})");
  CHECK(printed(a, false, true) ==
        R"({"s":"\u003c","w":[null,{"q":null}],"x":123456789012345678901234567890,"y":0.1,"z":null})");
  // a = null with type = string: {"type":"string"}; with type = any: null.
  CHECK(printed(Value::null(Type::string()), true, false) == R"({"type":"string"})");
  CHECK(printed(Value::null(Type::dynamic()), true, false) == "null");
  CHECK(printed(Value::null(Type::dynamic()), false, false) == "null");
  // a = 5 with type = string.
  CHECK(printed(Value::string("5"), true, false) == R"({"type":"string","value":"5"})");
  // --keep-nulls --with-type: {"value":{"a":null,"b":null},"type":["object",{"a":"string","b":"dynamic"}]}
  Value nulls = Value::object({{"a", Value::null(Type::string())}, {"b", Value::null(Type::dynamic())}});
  CHECK(printed(nulls, true, true) ==
        R"({"value":{"a":null,"b":null},"type":["object",{"a":"string","b":"dynamic"}]})");
  CHECK(printed(nulls, true, false) == R"({"type":["object",{"a":"string","b":"dynamic"}],"value":{}})");
}
