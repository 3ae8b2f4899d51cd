#include "tests/unit/stdlib/stdlib_test_util.h"

namespace hclc::stdlib_test {

TEST_CASE("length counts collections, unknown collections give unknown lengths") {
  CHECK(typed(call("length", {list({num(1), num(2)})})) == R"({"value":2,"type":"number"})");
  CHECK(typed(call("length", {Value::empty_tuple()})) == R"({"value":0,"type":"number"})");
  CHECK(call("length", {list({num(1)})})->as_number().precision() == Number::kIntegerPrecision);
  CHECK(failure(call("length", {str("abc")})) == "collection must be a list, a map or a tuple");
  CHECK(failure(call("length", {Value::object({{"a", num(1)}})})) == "collection must be a list, a map or a tuple");
  CHECK_FALSE(call("length", {Value::unknown(Type::list(Type::number()))})->is_known());
  // Known length, unknown elements.
  CHECK(typed(call("length", {Value::list(Type::number(), {Value::unknown(Type::number())})})) ==
        R"({"value":1,"type":"number"})");
}

TEST_CASE("element wraps around, index and hasindex use the reference's indexing") {
  CHECK(typed(call("element", {tuple({num(1), num(2)}), num(2)})) == R"({"value":1,"type":"number"})");
  CHECK(typed(call("element", {tuple({num(1), num(2)}), num(-1)})) == R"({"value":2,"type":"number"})");  // wraps from the end, as HCL 2.24
  CHECK(failure(call("element", {Value::empty_tuple(), num(0)})) == "cannot use element function with an empty list");
  CHECK(failure(call("element", {str("a"), num(0)})) == "cannot read elements from string");
  CHECK(typed(call("index", {tuple({num(1), num(2)}), num(1)})) == R"({"value":2,"type":"number"})");
  CHECK(failure(call("index", {tuple({num(1), num(2)}), num(2)})) == "key must be between 0 and 2 inclusive");
  CHECK(failure(call("index", {Value::map({{"a", num(1)}}), str("b")})) == "invalid index");
  CHECK(typed(call("hasindex", {tuple({num(1)}), str("0")})) == R"({"value":false,"type":"bool"})");
  CHECK(typed(call("hasindex", {Value::map({{"a", num(1)}}), str("a")})) == R"({"value":true,"type":"bool"})");
}

TEST_CASE("coalesce, coalescelist, compact") {
  CHECK(typed(call("coalesce", {Value::null(Type::dynamic()), str(""), num(1)})) == R"({"value":"","type":"string"})");
  CHECK(failure(call("coalesce", {num(1), boolean(true)})) == "all arguments must have the same type");
  CHECK(failure(call("coalesce", {Value::null(Type::dynamic())})) == "no non-null arguments");
  CHECK_FALSE(call("coalesce", {Value::unknown(Type::string()), str("a")})->is_known());
  CHECK(typed(call("coalescelist", {Value::empty_tuple(), tuple({num(1)})})) ==
        R"({"value":[1],"type":["tuple",["number"]]})");
  CHECK(typed(call("compact",
                   {Value::list(Type::string(), {str("a"), str(""), Value::null(Type::string()), str("b")})})) ==
        R"({"value":["a","b"],"type":["list","string"]})");
}

TEST_CASE("concat, distinct, flatten, reverse, slice") {
  CHECK(typed(call("concat", {tuple({num(1)}), tuple({str("a")})})) ==
        R"({"value":[1,"a"],"type":["tuple",["number","string"]]})");
  CHECK(typed(call("concat", {list({num(1)}), list({str("a")})})) == R"({"value":["1","a"],"type":["list","string"]})");
  CHECK(failure(call("concat", {tuple({num(1)}), str("a")})) ==
        "#1: all arguments must be lists or tuples; got string");
  CHECK(typed(call("distinct", {list({num(1), num(2), num(1)})})) == R"({"value":[1,2],"type":["list","number"]})");
  CHECK(typed(call("flatten", {tuple({tuple({num(1), tuple({num(2)})}), num(3), Value::empty_tuple()})})) ==
        R"({"value":[1,2,3],"type":["tuple",["number","number","number"]]})");
  CHECK(typed(call("reverse", {Value::set({num(1), num(2)})})) == R"({"value":[2,1],"type":["list","number"]})");
  CHECK(typed(call("slice", {tuple({num(1), num(2), num(3)}), num(1), num(2)})) ==
        R"({"value":[2],"type":["tuple",["number"]]})");
  CHECK(failure(call("slice", {tuple({num(1), num(2)}), num(2), num(1)})) ==
        "#1: start index must not be greater than end index");
  CHECK(failure(call("slice", {tuple({num(1), num(2)}), num(0), num(3)})) ==
        "#2: end index must not be greater than the length of the list");
  // A start beyond the end is blamed before the end index.
  CHECK(failure(call("slice", {tuple({num(1), num(2)}), num(3), num(1)})) ==
        "#1: start index must not be greater than the length of the list");
}

TEST_CASE("keys, values, lookup, merge, zipmap") {
  Value object = Value::object({{"b", num(1)}, {"a", str("x")}});
  CHECK(typed(call("keys", {object})) == R"({"value":["a","b"],"type":["tuple",["string","string"]]})");
  CHECK(typed(call("values", {object})) == R"({"value":["x",1],"type":["tuple",["string","number"]]})");
  CHECK(failure(call("keys", {str("a")})) == "#0: must have map or object type");
  // The keys of an unknown object are known from its type.
  CHECK(typed(call("keys", {Value::unknown(object.type())})) ==
        R"({"value":["a","b"],"type":["tuple",["string","string"]]})");
  CHECK_FALSE(call("keys", {Value::unknown(Type::map(Type::number()))})->is_known());
  CHECK_FALSE(call("lookup", {object, Value::unknown(Type::string()), str("d")})->is_known());
  CHECK(typed(call("lookup", {object, str("c"), boolean(true)})) == R"({"value":true,"type":"bool"})");
  CHECK(failure(call("lookup", {Value::map({{"a", num(1)}}), str("b"), str("x")})) ==
        "#2: the default value must have the same type as the map elements");
  CHECK(typed(call("merge", {Value::map({{"a", num(1)}}), Value::map({{"b", str("x")}})})) ==
        R"({"value":{"a":1,"b":"x"},"type":["object",{"a":"number","b":"string"}]})");
  CHECK(typed(call("merge", {Value::map({{"a", num(1)}}), Value::map({{"b", num(2)}})})) ==
        R"({"value":{"a":1,"b":2},"type":["map","number"]})");
  CHECK(typed(call("merge", {})) == R"({"value":{},"type":["object",{}]})");
  CHECK(typed(call("zipmap", {strings({"a", "a"}), tuple({num(1), num(2)})})) ==
        R"({"value":{"a":2},"type":["object",{"a":"number"}]})");
  CHECK(failure(call("zipmap", {strings({"a"}), tuple({num(1), num(2)})})) ==
        "number of keys (1) does not match number of values (2)");
}

TEST_CASE("range is capped at 1024 values") {
  CHECK(typed(call("range", {num(0), num(1), num("0.25")})) ==
        R"({"value":[0,0.25,0.5,0.75],"type":["list","number"]})");
  CHECK(typed(call("range", {num(5), num(1)})) == R"({"value":[5,4,3,2],"type":["list","number"]})");
  CHECK(call("range", {num(1024)})->length() == 1024);
  CHECK(failure(call("range", {num(1025)})) ==
        "more than 1024 values were generated; either decrease the difference between start and end or use a smaller "
        "step");
  CHECK(failure(call("range", {num(0), num(1), num(0)})).starts_with("more than 1024 values"));
  CHECK(failure(call("range", {num(1), num(2), num(-1)})) == "#1: end must be less than start when step is negative");
  // A zero step counts as positive.
  CHECK(failure(call("range", {num(5), num(1), num(0)})) == "#1: end must be greater than start when step is positive");
  CHECK(failure(call("range", {})) == "must have one, two, or three arguments");
}

TEST_CASE("set functions") {
  CHECK(typed(call("setunion", {Value::set({num(1)}), Value::set({str("a")})})) ==
        R"({"value":["1","a"],"type":["set","string"]})");
  CHECK(failure(call("setunion", {Value::set({num(1)}), Value::set({boolean(true)})})) ==
        "given sets must all have compatible element types");
  CHECK(typed(call("setintersection", {Value::set({num(1), num(2)}), Value::set({num(2), num(3)})})) ==
        R"({"value":[2],"type":["set","number"]})");
  CHECK(typed(call("setsubtract", {Value::set({num(1), num(2)}), Value::set({num(2), num(3)})})) ==
        R"({"value":[1],"type":["set","number"]})");
  CHECK(typed(call("setsymmetricdifference",
                   {Value::set({num(1), num(2)}), Value::set({num(2), num(3)}), Value::set({num(3), num(4)})})) ==
        R"({"value":[1,4],"type":["set","number"]})");
  CHECK(typed(call("setproduct", {list({num(1), num(2)}), strings({"a"})})) ==
        R"({"value":[[1,"a"],[2,"a"]],"type":["list",["tuple",["number","string"]]]})");
  CHECK(failure(call("setproduct", {Value::set({num(1)})})) == "at least two arguments are required");
  CHECK(typed(call("sethaselement", {Value::set({num(1)}), str("1")})) == R"({"value":false,"type":"bool"})");
}

}  // namespace hclc::stdlib_test
