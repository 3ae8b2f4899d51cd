// Marks on values (runtime/marks.h): go-cty's Mark, Unmark, WithMarks,
// UnmarkDeep and ContainsMarked, and how conversion, sets, equality and
// function calls pass them on.
#include <doctest/doctest.h>

#include <array>
#include <string>
#include <vector>

#include "runtime/convert.h"
#include "runtime/function.h"
#include "runtime/value.h"
#include "tests/unit/runtime/runtime_test_util.h"

using namespace hclc;
using hclc::test::T;
using hclc::test::V;

namespace {

std::vector<std::string> names(Marks marks) { return {marks.names().begin(), marks.names().end()}; }

}  // namespace

TEST_CASE("marks: interned sets, one pointer each") {
  CHECK(Marks().empty());
  CHECK(Marks::of("b").with(Marks::of("a")) == Marks::of(std::vector<std::string>{"a", "b", "a"}));
  CHECK(names(Marks::of(std::vector<std::string>{"b", "a"})) == std::vector<std::string>{"a", "b"});
  CHECK(Marks::of("a").without("a").empty());
  CHECK(Marks::of(std::vector<std::string>{"a", "b"}).without("a") == Marks::of("b"));
  CHECK(Marks::of("a").contains("a"));
  CHECK(!Marks::of("a").contains("b"));
}

TEST_CASE("marks: shallow and deep, on any value") {
  const Value secret = Value::string("x").mark("sensitive");
  CHECK(secret.has_mark("sensitive"));
  CHECK(secret.as_string() == "x");  // read as an unmarked value is
  CHECK(!secret.unmarked().is_marked());
  CHECK(Value::null(Type::string()).mark("m").is_null());
  CHECK(Value::unknown(Type::number()).mark("m").has_mark("m"));

  const Value list = Value::list({secret, Value::string("y")});
  CHECK(!list.is_marked());
  CHECK(list.contains_marked());
  CHECK(!V(R"(["a"])").contains_marked());
  Marks all;
  const Value plain = list.mark("outer").unmarked_deep(&all);
  CHECK(!plain.contains_marked());
  CHECK(names(all) == std::vector<std::string>{"outer", "sensitive"});
  CHECK(plain.same_as(Value::list({Value::string("x"), Value::string("y")})));
  // Taking a collection's own marks off leaves its elements' marks.
  CHECK(list.mark("outer").unmarked().contains_marked());
  // same_as compares marks; the same mark twice is one mark.
  CHECK(!secret.same_as(Value::string("x")));
  CHECK(secret.same_as(secret.mark("sensitive")));
}

TEST_CASE("marks: a set takes its elements' marks") {
  const Value set = Value::set({Value::string("a").mark("m"), Value::string("a"), Value::string("b")});
  CHECK(set.length() == 2);
  CHECK(set.has_mark("m"));
  for (const Value& e : set.elements()) CHECK(!e.contains_marked());
}

TEST_CASE("marks: equality marks its answer with the marks anywhere in either side") {
  const Value deep = Value::tuple({Value::number(1).mark("a")});
  const Value eq = deep.equals(Value::tuple({Value::number(1).mark("b")}));
  CHECK(eq.as_bool());
  CHECK(names(eq.marks()) == std::vector<std::string>{"a", "b"});
  CHECK(!V("1").equals(V("1")).is_marked());
}

TEST_CASE("marks: conversion keeps every mark where it is") {
  const Value tuple = Value::tuple({Value::string("a"), Value::number(1).mark("m")}).mark("outer");
  Result<Value> list = convert(tuple, T(R"(["list","string"])"));
  REQUIRE(list);
  CHECK(list->has_mark("outer"));
  CHECK(!list->elements()[0].is_marked());
  CHECK(list->elements()[1].has_mark("m"));
  CHECK(list->elements()[1].as_string() == "1");
  Result<Value> set = convert(tuple, T(R"(["set","string"])"));
  REQUIRE(set);
  CHECK(names(set->marks()) == std::vector<std::string>{"m", "outer"});
}

TEST_CASE("marks: a function gets unmarked arguments and marks its result, unless it takes marks itself") {
  std::vector<bool> saw_marks;
  auto make = [&](bool allow_marked) {
    return Function({.parameters = {Parameter{.name = "v",
                                              .type = Type::dynamic(),
                                              .allow_unknown = false,
                                              .allow_dynamic = true,
                                              .allow_marked = allow_marked}},
                     .variadic = std::nullopt,
                     .result_type = [](std::span<const Value> args) -> Result<Type> { return args[0].type(); },
                     .implementation = [&saw_marks](std::span<const Value> args, const Type&) -> Result<Value> {
                       saw_marks.push_back(args[0].contains_marked());
                       return args[0];
                     }});
  };
  const Value arg = Value::tuple({Value::string("a").mark("inner")}).mark("outer");
  Result<Value> plain = make(false).call(std::array{arg});
  REQUIRE(plain);
  CHECK(names(plain->marks()) == std::vector<std::string>{"inner", "outer"});
  CHECK(!plain->elements()[0].is_marked());
  Result<Value> as_given = make(true).call(std::array{arg});
  REQUIRE(as_given);
  CHECK(as_given->same_as(arg));
  CHECK(saw_marks == std::vector<bool>{false, true});
  // An unknown argument the function does not take: an unknown result, with no marks (as go-cty).
  Result<Value> unknown = make(false).call(std::array{Value::unknown(Type::string()).mark("m")});
  REQUIRE(unknown);
  CHECK(!unknown->is_known());
  CHECK(!unknown->is_marked());
}

TEST_CASE("marks: a sensitive value reads (sensitive value) in messages") {
  CHECK(Value::tuple({Value::string("x").mark(kSensitiveMark), Value::number(1)}).describe() ==
        "[(sensitive value), 1]");
  CHECK(Value::string("x").mark("other").describe() == "\"x\"");
}
