#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "runtime/text.h"
#include "runtime/value.h"
#include "runtime_test_util.h"

using namespace hclc;
using hclc::test::T;
using hclc::test::typed_json;
using hclc::test::V;

namespace {

Value str(std::string_view s) { return Value::string(s); }
Value num(std::int64_t n) { return Value::number(n); }

// A set of the elements of a JSON array, each decoded as the element type.
Value set_of(std::string_view elements_json, std::string_view element_type_json) {
  return V(elements_json, "[\"set\"," + std::string(element_type_json) + "]");
}

}  // namespace

TEST_CASE("primitive values") {
  CHECK(str("x").as_string() == "x");
  CHECK(str("x").type() == Type::string());
  CHECK(num(3).as_number() == Number::from_int(3));
  CHECK(Value::boolean(true).as_bool());
  CHECK_FALSE(Value::boolean(false).as_bool());
  CHECK(str("x").is_present());
  CHECK(Value::number(*Number::parse("1.5")).type() == Type::number());
}

TEST_CASE("strings are NFC-normalized when made") {
  // "e\u0301" == "\u00e9" is true in the reference, and "\u212b" evaluates to "Å" (U+00C5).
  CHECK(str("e\xCC\x81").as_string() == "\xC3\xA9");
  CHECK(str("\xE2\x84\xAB").as_string() == "\xC3\x85");
  CHECK(str("e\xCC\x81").same_as(str("\xC3\xA9")));
  CHECK(is_nfc("\xC3\xA9"));
  CHECK_FALSE(is_nfc("e\xCC\x81"));
  CHECK(normalize_nfc("plain ascii") == "plain ascii");
}

TEST_CASE("string length counts grapheme clusters") {
  // strlen(...) in the reference.
  CHECK(grapheme_count("") == 0);
  CHECK(grapheme_count("abc") == 3);
  CHECK(grapheme_count("e\xCC\x81x") == 2);  // e + combining acute, x
  CHECK(grapheme_count("\r\n") == 1);        // CR LF is one cluster
  CHECK(grapheme_count("\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x91\xA7") == 1);  // family
  CHECK(grapheme_count("\xF0\x9F\x87\xA9\xF0\x9F\x87\xAA\xF0\x9F\x87\xAB\xF0\x9F\x87\xB7") == 2);          // two flags
  CHECK(grapheme_count("a\xCC\x88\xCC\x81"
                       "b") == 2);
  CHECK(grapheme_count("\xE1\x84\x80\xE1\x85\xA1\xE1\x86\xA8") == 1);  // conjoining jamo
}

TEST_CASE("null, unknown and dynamic values") {
  Value n = Value::null(Type::string());
  CHECK(n.is_null());
  CHECK(n.is_known());
  CHECK(n.is_wholly_known());
  CHECK_FALSE(n.is_present());
  CHECK(n.type() == Type::string());

  Value u = Value::unknown(Type::list(Type::number()));
  CHECK_FALSE(u.is_known());
  CHECK_FALSE(u.is_null());
  CHECK_FALSE(u.is_wholly_known());

  Value d = Value::dynamic();
  CHECK(d.type().is_dynamic());
  CHECK_FALSE(d.is_known());
  CHECK(Value().same_as(d));

  Value tuple = Value::tuple({num(1), Value::unknown(Type::string())});
  CHECK(tuple.is_known());
  CHECK_FALSE(tuple.is_wholly_known());
  CHECK(Value::object({{"a", tuple}}).is_wholly_known() == false);
  CHECK(Value::tuple({num(1), Value::null(Type::string())}).is_wholly_known());
}

TEST_CASE("collections and structural values") {
  Value list = Value::list({num(1), num(2)});
  CHECK(list.type() == Type::list(Type::number()));
  CHECK(list.length() == 2);
  CHECK(list.elements()[1].as_number() == Number::from_int(2));
  CHECK(Value::list(Type::string(), {}).type() == Type::list(Type::string()));

  Value tuple = Value::tuple({str("a"), num(1)});
  CHECK(tuple.type() == Type::tuple({Type::string(), Type::number()}));
  CHECK(Value::empty_tuple().length() == 0);

  int count = 0;
  for (const Value& element : tuple.elements()) count += element.is_present();
  CHECK(count == 2);
}

TEST_CASE("maps and objects keep keys in byte order") {
  // {b=1, a=2, "A"=3} prints as {"A":3,"a":2,"b":1}; é (C3 A9) sorts after z.
  Value object = Value::object({{"b", num(1)}, {"a", num(2)}, {"A", num(3)}, {"\xC3\xA9", num(4)}, {"z", num(5)}});
  std::vector<std::string> keys;
  for (const auto& [key, value] : object.entries()) keys.push_back(key);
  CHECK(keys == std::vector<std::string>{"A", "a", "b", "z", "\xC3\xA9"});
  REQUIRE(object.find("a") != nullptr);
  CHECK(object.find("a")->as_number() == Number::from_int(2));
  CHECK(object.find("c") == nullptr);
  CHECK(object.type() == T(R"(["object",{"A":"number","a":"number","b":"number","z":"number","é":"number"}])"));

  Value map = Value::map({{"y", str("1")}, {"x", str("2")}});
  CHECK(map.type() == Type::map(Type::string()));
  CHECK(map.entries()[0].first == "x");
  // Keys are normalized like strings.
  Value normalized = Value::map({{"e\xCC\x81", num(1)}});
  CHECK(normalized.find("\xC3\xA9") != nullptr);
}

TEST_CASE("sets order primitive elements as the reference does") {
  // toset(["b","a","c","aa","B",""]) etc., printed by oracle eval.
  CHECK(typed_json(set_of(R"(["b","a","c","aa","B",""])", R"("string")")) ==
        R"({"value":["","B","a","aa","b","c"],"type":["set","string"]})");
  CHECK(typed_json(set_of(R"([3,1,2,-1,1.5,10])", R"("number")")) ==
        R"({"value":[-1,1,1.5,2,3,10],"type":["set","number"]})");
  CHECK(typed_json(set_of(R"([true,false])", R"("bool")")) == R"({"value":[false,true],"type":["set","bool"]})");
  // toset(["\u00e9", "z", "a"]): bytes, not code points or collation.
  CHECK(typed_json(set_of(R"(["é","z","a"])", R"("string")")) == R"({"value":["a","z","é"],"type":["set","string"]})");
  // toset([null,null,"a"]): null last, once.
  CHECK(typed_json(Value::set(Type::string(), {Value::null(Type::string()), Value::null(Type::string()), str("a")})) ==
        R"({"value":["a",null],"type":["set","string"]})");
}

TEST_CASE("sets order complex elements as the reference does") {
  CHECK(typed_json(set_of(R"([[2],[1,1],[0,0,0],[1],[0]])", R"(["list","number"])")) ==
        R"({"value":[[0,0,0],[0],[1,1],[1],[2]],"type":["set",["list","number"]]})");
  CHECK(typed_json(set_of(R"([["b"],["a","c"],["a"],["c"]])", R"(["list","string"])")) ==
        R"({"value":[["a","c"],["a"],["b"],["c"]],"type":["set",["list","string"]]})");
  CHECK(typed_json(set_of(R"([{"a":2},{"a":1},{"a":3},{"a":10},{"a":-1}])", R"(["object",{"a":"number"}])")) ==
        R"({"value":[{"a":-1},{"a":10},{"a":1},{"a":2},{"a":3}],"type":["set",["object",{"a":"number"}]]})");
  CHECK(typed_json(set_of(R"([{"a":2},{"b":1},{"a":1,"b":0}])", R"(["map","number"])")) ==
        R"({"value":[{"a":1,"b":0},{"a":2},{"b":1}],"type":["set",["map","number"]]})");
  CHECK(typed_json(set_of(R"([[10],[1,5]])", R"(["list","number"])")) ==
        R"({"value":[[10],[1,5]],"type":["set",["list","number"]]})");
  CHECK(typed_json(set_of(R"([{"a":1,"b":5},{"a":10}])", R"(["map","number"])")) ==
        R"({"value":[{"a":10},{"a":1,"b":5}],"type":["set",["map","number"]]})");
  CHECK(typed_json(set_of(R"([["a"],["a\""],["a!"]])", R"(["tuple",["string"]])")) ==
        R"({"value":[["a!"],["a"],["a\""]],"type":["set",["tuple",["string"]]]})");
  CHECK(typed_json(set_of(R"([[1.5],[1]])", R"(["tuple",["number"]])")) ==
        R"({"value":[[1.5],[1]],"type":["set",["tuple",["number"]]]})");
  CHECK(typed_json(set_of(R"([[true],[false]])", R"(["tuple",["bool"]])")) ==
        R"({"value":[[false],[true]],"type":["set",["tuple",["bool"]]]})");
  CHECK(typed_json(set_of(R"([[null],[1]])", R"(["tuple",["number"]])")) ==
        R"({"value":[[1],[null]],"type":["set",["tuple",["number"]]]})");
  // An object in a list sorts before the list's end; a map does not.
  CHECK(typed_json(set_of(R"([[],[{"x":1}]])", R"(["list",["object",{"x":"number"}]])")) ==
        R"({"value":[[{"x":1}],[]],"type":["set",["list",["object",{"x":"number"}]]]})");
  CHECK(typed_json(set_of(R"([[{"x":1}],[]])", R"(["list",["map","number"]])")) ==
        R"({"value":[[],[{"x":1}]],"type":["set",["list",["map","number"]]]})");
  // Objects (and tuples) sort before the end of a list, maps after it:
  // toset([[{name = "a"}], []]), toset([[{}], []]), toset([[tomap({a = 1})], []]),
  // toset([{n = []}, {n = [{name = "a"}]}]).
  CHECK(typed_json(set_of(R"([[],[{"name":"a"}]])", R"(["list",["object",{"name":"string"}]])")) ==
        R"({"value":[[{"name":"a"}],[]],"type":["set",["list",["object",{"name":"string"}]]]})");
  CHECK(typed_json(set_of(R"([[],[{}]])", R"(["list",["object",{}]])")) ==
        R"({"value":[[{}],[]],"type":["set",["list",["object",{}]]]})");
  CHECK(typed_json(set_of(R"([[{"a":1}],[]])", R"(["list",["map","number"]])")) ==
        R"({"value":[[],[{"a":1}]],"type":["set",["list",["map","number"]]]})");
  CHECK(
      typed_json(
          set_of(R"([{"n":[]},{"n":[{"name":"a"}]}])", R"(["object",{"n":["list",["object",{"name":"string"}]]}])")) ==
      R"({"value":[{"n":[{"name":"a"}]},{"n":[]}],"type":["set",["object",{"n":["list",["object",{"name":"string"}]]}]]})");
  // toset([[{a = 1}], [{a = 1}, {a = 2}], [{a = 0}]]): a longer list of objects first.
  CHECK(typed_json(set_of(R"([[{"a":1}],[{"a":1},{"a":2}],[{"a":0}]])", R"(["list",["object",{"a":"number"}]])")) ==
        R"({"value":[[{"a":0}],[{"a":1},{"a":2}],[{"a":1}]],"type":["set",["list",["object",{"a":"number"}]]]})");
}

TEST_CASE("set order of complex elements uses ten significant digits and Go quoting") {
  // Observed with toset([[A],[B]]) in the reference: numbers compare as Go's
  // big.Float Text('g', 10) writes them ("1e+10" sorts after "1").
  auto order = [](const char* elements) { return typed_json(set_of(elements, R"(["tuple",["number"]])")); };
  CHECK(order("[[1e9],[1]]") == R"({"value":[[1000000000],[1]],"type":["set",["tuple",["number"]]]})");
  CHECK(order("[[1e10],[1]]") == R"({"value":[[1],[10000000000]],"type":["set",["tuple",["number"]]]})");
  CHECK(order("[[1e21],[1]]") == R"({"value":[[1],[1000000000000000000000]],"type":["set",["tuple",["number"]]]})");
  CHECK(order("[[1e-7],[0.5]]") == R"({"value":[[0.5],[0.0000001]],"type":["set",["tuple",["number"]]]})");
  CHECK(order("[[0.0001],[0.5]]") == R"({"value":[[0.0001],[0.5]],"type":["set",["tuple",["number"]]]})");
  CHECK(order("[[0.00001],[0.5]]") == R"({"value":[[0.5],[0.00001]],"type":["set",["tuple",["number"]]]})");
  CHECK(order("[[1.5e-5],[1e-5]]") == R"({"value":[[0.000015],[0.00001]],"type":["set",["tuple",["number"]]]})");
  CHECK(order("[[12345678901],[1.5]]") == R"({"value":[[12345678901],[1.5]],"type":["set",["tuple",["number"]]]})");
  CHECK(order("[[1234567890.5],[1234567891]]") ==
        R"({"value":[[1234567890.5],[1234567891]],"type":["set",["tuple",["number"]]]})");
  CHECK(order("[[-1.5],[-1]]") == R"({"value":[[-1.5],[-1]],"type":["set",["tuple",["number"]]]})");
  // Equal to ten digits: the given order stays.
  CHECK(order("[[1.00000000001],[1.0000000001],[1.00000000002]]") ==
        R"({"value":[[1.00000000001],[1.0000000001],[1.00000000002]],"type":["set",["tuple",["number"]]]})");
  CHECK(order("[[1.0000000001],[1.00000000001],[1.00000000002],[1.00000000001]]") ==
        R"({"value":[[1.0000000001],[1.00000000001],[1.00000000002]],"type":["set",["tuple",["number"]]]})");
  // toset([["\n"],["a"],["\t"]]): escapes sort by their letter.
  CHECK(typed_json(set_of(R"([["\n"],["a"],["\t"]])", R"(["tuple",["string"]])")) ==
        R"({"value":[["\n"],["\t"],["a"]],"type":["set",["tuple",["string"]]]})");
  CHECK(typed_json(set_of(R"([{"a":null},{"a":1}])", R"(["object",{"a":"number"}])")) ==
        R"({"value":[{"a":1},{"a":null}],"type":["set",["object",{"a":"number"}]]})");
}

TEST_CASE("sets hold distinct elements") {
  // toset([1, 1.0, 0.5+0.5]) is [1]; toset(["é", "e\u0301"]) is ["é"].
  CHECK(Value::set({num(1), Value::number(*Number::parse("1.0")), Value::number(*Number::parse("0.1e1"))}).length() ==
        1);
  CHECK(Value::set({str("\xC3\xA9"), str("e\xCC\x81")}).length() == 1);
  // toset([0, -0]) is [-0,0] and toset([[0], [-0]]) is [[-0],[0]].
  Value minus_zero = Value::number(*Number::parse("-0"));
  CHECK(typed_json(Value::set({num(0), minus_zero})) == R"({"value":[-0,0],"type":["set","number"]})");
  CHECK(typed_json(Value::set({Value::tuple({num(0)}), Value::tuple({minus_zero})})) ==
        R"({"value":[[-0],[0]],"type":["set",["tuple",["number"]]]})");
  // Unknown elements may stand for different values, so both stay.
  CHECK(Value::set({Value::unknown(Type::number()), Value::unknown(Type::number()), num(1)}).length() == 3);
  CHECK(Value::set(Type::number(), {}).length() == 0);
}

TEST_CASE("same_as is raw structural equality") {
  CHECK(V(R"([1,"a"])").same_as(V(R"([1,"a"])")));
  CHECK_FALSE(V(R"([1,"a"])").same_as(V(R"([1,"b"])")));
  CHECK_FALSE(num(1).same_as(str("1")));
  CHECK(Value::unknown(Type::string()).same_as(Value::unknown(Type::string())));
  CHECK_FALSE(Value::unknown(Type::string()).same_as(Value::unknown(Type::number())));
  CHECK_FALSE(Value::null(Type::string()).same_as(Value::null(Type::number())));
  CHECK_FALSE(Value::null(Type::string()).same_as(str("")));
  CHECK(Value::number(*Number::parse("-0")).same_as(num(0)));  // numeric equality
  CHECK(V(R"({"a":[1]})").hash() == V(R"({"a":[1]})").hash());

  Type capsule = Type::capsule("box");
  auto payload = std::make_shared<int>(1);
  CHECK(Value::capsule(capsule, payload).same_as(Value::capsule(capsule, payload)));
  CHECK_FALSE(Value::capsule(capsule, payload).same_as(Value::capsule(capsule, std::make_shared<int>(1))));
}

TEST_CASE("equals follows HCL's == semantics") {
  auto is_true = [](const Value& v) { return v.is_known() && v.as_bool(); };
  auto is_false = [](const Value& v) { return v.is_known() && !v.as_bool(); };
  auto is_unknown = [](const Value& v) { return !v.is_known() && v.type() == Type::boolean(); };

  // Cases checked against oracle eval.
  CHECK(is_true(V(R"([1,"a"])").equals(V(R"([1,"a"])"))));                           // [1, "a"] == [1, "a"]
  CHECK(is_false(V(R"([1])", R"(["list","number"])").equals(V(R"([1])"))));          // tolist([1]) == [1]
  CHECK(is_false(V(R"({"a":1})").equals(V(R"({"a":1})", R"(["map","number"])"))));   // {a=1} == tomap({a=1})
  CHECK(is_true(Value::null(Type::dynamic()).equals(Value::null(Type::string()))));  // null == tostring(null)
  CHECK(is_false(num(1).equals(str("1"))));                                          // 1 == "1"
  CHECK(
      is_true(set_of("[1,2]", R"("number")").equals(set_of("[2,1]", R"("number")"))));  // toset([1,2]) == toset([2,1])
  CHECK(is_true(V(R"({"a":1})", R"(["map","number"])").equals(V(R"({"a":1})", R"(["map","number"])"))));
  CHECK(is_true(V("[1,null]").equals(V("[1,null]"))));
  CHECK(is_true(str("e\xCC\x81").equals(str("\xC3\xA9"))));

  Value minus_zero = Value::number(*Number::parse("-0"));
  CHECK(is_true(num(0).equals(minus_zero)));                                  // 0 == -0
  CHECK(is_true(Value::tuple({num(0)}).equals(Value::tuple({minus_zero}))));  // [0] == [-0]
  CHECK(is_false(Value::set({num(0)}).equals(Value::set({minus_zero}))));     // toset([0]) == toset([-0])
  CHECK(is_true(V(R"({"a":null})").equals(V(R"({"a":null})"))));
  CHECK(is_false(V("[null]").equals(V("[1]"))));
  Value empty_list = Value::list(Type::dynamic(), {});
  CHECK(is_false(empty_list.equals(V("[]"))));                                // tolist([]) == []
  CHECK(is_true(empty_list.equals(empty_list)));                              // tolist([]) == tolist([])
  CHECK(is_false(empty_list.equals(V(R"(["a"])", R"(["list","string"])"))));  // tolist([]) == tolist(["a"])
  CHECK(is_false(Value::map(Type::dynamic(), {}).equals(V("{}"))));           // tomap({}) == {}

  // Unknowns.
  Value unknown_number = Value::unknown(Type::number());
  CHECK(is_unknown(unknown_number.equals(num(1))));
  CHECK(is_unknown(unknown_number.equals(unknown_number)));
  CHECK(is_unknown(Value::null(Type::string()).equals(unknown_number)));  // might be null
  CHECK(is_false(str("a").equals(unknown_number)));                       // types differ
  CHECK(is_unknown(Value::dynamic().equals(str("a"))));
  CHECK(is_unknown(Value::tuple({unknown_number}).equals(Value::tuple({num(1)}))));
  CHECK(is_false(Value::tuple({unknown_number, num(1)}).equals(Value::tuple({num(2), num(2)}))));
  CHECK(is_false(Value::tuple({unknown_number}).equals(Value::tuple({num(1), num(2)}))));
  CHECK(is_false(Value::tuple({Value::dynamic()}).equals(Value::tuple({num(1), num(2)}))));
  CHECK(is_unknown(Value::tuple({Value::dynamic()}).equals(Value::tuple({num(1)}))));
}

TEST_CASE("values describe themselves readably") {
  CHECK(str("a\"b").describe() == R"("a\"b")");
  CHECK(V(R"([1,"x",true,null])").describe() == R"([1, "x", true, null])");
  CHECK(V(R"({"b":1,"a":{}})").describe() == R"({"a" = {}, "b" = 1})");
  CHECK(V("[1]", R"(["list","number"])").describe() == "tolist([1])");
  CHECK(V(R"(["b","a"])", R"(["set","string"])").describe() == R"(toset(["a", "b"]))");
  CHECK(V(R"({"k":1})", R"(["map","number"])").describe() == R"(tomap({"k" = 1}))");
  CHECK(Value::null(Type::string()).describe() == "null(string)");
  CHECK(Value::unknown(Type::list(Type::number())).describe() == "unknown(list of number)");
  CHECK(Value::dynamic().describe() == "unknown(dynamic)");
  CHECK(Value::number(Number::infinity(true)).describe() == "-Inf");
}
