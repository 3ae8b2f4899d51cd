#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "runtime/name_order.h"
#include "runtime/type.h"
#include "runtime_test_util.h"

using namespace hclc;
using hclc::test::T;

TEST_CASE("type friendly names match the reference's wording") {
  // As the reference prints types in messages, e.g. "The 'true' value is
  // list of number, but the 'false' value is map of tuple."
  CHECK(Type::string().friendly_name() == "string");
  CHECK(Type::number().friendly_name() == "number");
  CHECK(Type::boolean().friendly_name() == "bool");
  CHECK(Type::dynamic().friendly_name() == "dynamic");
  CHECK(Type::list(Type::number()).friendly_name() == "list of number");
  CHECK(Type::set(Type::string()).friendly_name() == "set of string");
  CHECK(Type::map(Type::tuple({Type::number()})).friendly_name() == "map of tuple");
  CHECK(Type::map(Type::list(Type::boolean())).friendly_name() == "map of list of bool");
  CHECK(Type::object({{"a", Type::number()}}).friendly_name() == "object");
  CHECK(Type::tuple({}).friendly_name() == "tuple");
  CHECK(Type::capsule("expression closure").friendly_name() == "expression closure");
}

TEST_CASE("type friendly names for constraints") {
  // "list of any single type required" (convert(1, list(any))).
  CHECK(Type::dynamic().friendly_name_for_constraint() == "any type");
  CHECK(Type::list(Type::dynamic()).friendly_name_for_constraint() == "list of any single type");
  CHECK(Type::map(Type::dynamic()).friendly_name_for_constraint() == "map of any single type");
  CHECK(Type::set(Type::list(Type::dynamic())).friendly_name_for_constraint() == "set of list of any single type");
  CHECK(Type::list(Type::string()).friendly_name_for_constraint() == "list of string");
  CHECK(Type::list(Type::dynamic()).friendly_name() == "list of dynamic");
}

TEST_CASE("types compare and hash structurally") {
  Type a = Type::object({{"x", Type::list(Type::string())}, {"y", Type::number()}});
  Type b = Type::object({{"y", Type::number()}, {"x", Type::list(Type::string())}});
  CHECK(a == b);
  CHECK(a.hash() == b.hash());
  CHECK_FALSE(a == Type::object({{"x", Type::list(Type::string())}}));
  CHECK_FALSE(Type::list(Type::string()) == Type::set(Type::string()));
  CHECK_FALSE(Type::list(Type::string()) == Type::list(Type::number()));
  CHECK(Type::tuple({Type::number(), Type::boolean()}) == Type::tuple({Type::number(), Type::boolean()}));
  CHECK_FALSE(Type::tuple({Type::number()}) == Type::tuple({Type::number(), Type::number()}));
  CHECK_FALSE(Type::object({{"a", Type::string()}}, {"a"}) == Type::object({{"a", Type::string()}}));
  CHECK(Type() == Type::dynamic());

  std::unordered_set<Type> set{Type::string(), Type::string(), Type::list(Type::string()), Type::list(Type::string())};
  CHECK(set.size() == 2);
}

TEST_CASE("capsule types are equal only to themselves") {
  Type first = Type::capsule("thing");
  Type second = Type::capsule("thing");
  Type copy = first;
  CHECK(first == copy);
  CHECK_FALSE(first == second);
  CHECK(Type::list(first) == Type::list(copy));
  CHECK_FALSE(Type::list(first) == Type::list(second));
  CHECK(first.is_capsule());
  CHECK(first.capsule_name() == "thing");
}

TEST_CASE("type accessors") {
  Type object = Type::object({{"b", Type::number()}, {"a", Type::dynamic()}}, {"a"});
  REQUIRE(object.is_object());
  CHECK(object.attributes().begin()->first == "a");
  REQUIRE(object.attribute("b") != nullptr);
  CHECK(*object.attribute("b") == Type::number());
  CHECK(object.attribute("c") == nullptr);
  CHECK(object.is_optional_attribute("a"));
  CHECK_FALSE(object.is_optional_attribute("b"));
  CHECK(object.has_dynamic());
  CHECK_FALSE(Type::list(Type::string()).has_dynamic());
  CHECK(Type::tuple({Type::string(), Type::map(Type::dynamic())}).has_dynamic());
  CHECK(Type::set(Type::boolean()).element_type() == Type::boolean());
  CHECK(Type::tuple({Type::string()}).elements().size() == 1);
  CHECK(Type::number().is_primitive());
  CHECK(Type::map(Type::number()).is_collection());
  CHECK_FALSE(Type::tuple({}).is_collection());
}

TEST_CASE("types in the reference's JSON form") {
  using hclc::test::type_json;
  CHECK(type_json(Type::string()) == R"("string")");
  CHECK(type_json(Type::dynamic()) == R"("dynamic")");
  CHECK(type_json(Type::list(Type::string())) == R"(["list","string"])");
  CHECK(type_json(Type::set(Type::number())) == R"(["set","number"])");
  CHECK(type_json(Type::map(Type::boolean())) == R"(["map","bool"])");
  CHECK(type_json(Type::object({{"b", Type::number()}, {"a", Type::string()}})) ==
        R"(["object",{"a":"string","b":"number"}])");
  CHECK(type_json(Type::object({})) == R"(["object",{}])");
  CHECK(type_json(Type::tuple({Type::boolean()})) == R"(["tuple",["bool"]])");
  CHECK(type_json(Type::tuple({})) == R"(["tuple",[]])");
  CHECK(type_json(Type::object({{"a", Type::string()}}, {"a"})) == R"(["object",{"a":"string"},["a"]])");
  CHECK(type_json(Type::capsule("x")).starts_with("error: "));

  for (const char* json :
       {R"("string")", R"(["list",["map","dynamic"]])",
        R"(["object",{"a":["tuple",["bool","number"]],"b":["set","string"]}])", R"(["object",{"a":"string"},["a"]])"}) {
    CHECK(type_json(T(json)) == json);
  }
  CHECK_FALSE(type_from_json(R"("strin")").ok());
  CHECK_FALSE(type_from_json(R"(["list"])").ok());
  CHECK_FALSE(type_from_json(R"(["tuple","string"])").ok());
  CHECK_FALSE(type_from_json(R"(["object",{"a":"string"},["b"]])").ok());
}

TEST_CASE("names sort in byte order, equal names in their order") {
  // Names sharing their first eight bytes, shorter than eight, with zero
  // bytes and bytes above 127: the prefix comparison must agree with bytes.
  std::vector<std::pair<std::string, int>> members = {
      {"key100001", 0}, {"key10000", 1}, {"ab", 2}, {std::string("ab\0", 3), 3}, {"é", 4}, {"key100000", 5},
      {"", 6},          {"ab", 7},       {"z", 8},  {"key1000000000", 9},
  };
  sort_by_name(members);
  std::vector<std::pair<std::string, int>> expected = {
      {"", 6},
      {"ab", 2},
      {"ab", 7},
      {std::string("ab\0", 3), 3},
      {"key10000", 1},
      {"key100000", 5},
      {"key1000000000", 9},
      {"key100001", 0},
      {"z", 8},
      {"é", 4},
  };
  CHECK(members == expected);
}

TEST_CASE("object types keep attributes in byte order whatever order they are given in") {
  Type given = Type::object({{"b", Type::string()}, {"a", Type::number()}, {"é", Type::boolean()}});
  Type sorted = Type::object({{"a", Type::number()}, {"b", Type::string()}, {"é", Type::boolean()}});
  CHECK(given == sorted);
  CHECK(given.hash() == sorted.hash());
  REQUIRE(given.attributes().size() == 3);
  CHECK(given.attributes()[0].first == "a");
  CHECK(given.attributes()[2].first == "é");
  CHECK(given.attribute("b") != nullptr);
  CHECK(*given.attribute("b") == Type::string());
  CHECK(given.attribute("c") == nullptr);
  Type with_optional = Type::object({{"b", Type::string()}, {"a", Type::number()}}, {"b"});
  CHECK_FALSE(with_optional == Type::object({{"a", Type::number()}, {"b", Type::string()}}));
  CHECK(with_optional.is_optional_attribute("b"));
  CHECK_FALSE(with_optional.is_optional_attribute("a"));
  CHECK(with_optional.optional_attributes() == std::vector<std::string_view>{"b"});
}

TEST_CASE("sorting many names agrees with a stable sort by bytes") {
  std::vector<std::pair<std::string, int>> members;
  unsigned state = 12345;
  for (int i = 0; i < 2000; ++i) {
    state = state * 1103515245 + 12345;  // a fixed pseudo-random sequence
    members.emplace_back("key" + std::to_string(state % 700), i);
  }
  std::vector<std::pair<std::string, int>> expected = members;
  std::stable_sort(expected.begin(), expected.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  sort_by_name(members);
  CHECK(members == expected);
}
