#include <doctest/doctest.h>

#include <vector>

#include "runtime/function.h"

using namespace hclc;

namespace {

// upper(str): one string parameter.
Function make_upper(int* calls) {
  return Function({
      .parameters = {{.name = "str", .type = Type::string()}},
      .variadic = std::nullopt,
      .result_type = Function::returns(Type::string()),
      .implementation = [calls](std::span<const Value> args, const Type&) -> Result<Value> {
        ++*calls;
        std::string s = args[0].as_string();
        for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        return Value::string(s);
      },
  });
}

// join(sep, lists...): a variadic parameter after a positional one; the
// variadic one allows null, the positional one unknowns.
Function make_join(int* calls) {
  return Function({
      .parameters = {{.name = "separator", .type = Type::string(), .allow_unknown = true}},
      .variadic = Parameter{.name = "lists", .type = Type::list(Type::string()), .allow_null = true},
      .result_type = Function::returns(Type::string()),
      .implementation = [calls](std::span<const Value> args, const Type&) -> Result<Value> {
        ++*calls;
        if (!args[0].is_known()) return Value::unknown(Type::string());
        std::string out;
        for (std::size_t i = 1; i < args.size(); ++i) {
          if (args[i].is_null()) continue;
          for (const Value& v : args[i].elements()) {
            if (!out.empty()) out += args[0].as_string();
            out += v.as_string();
          }
        }
        return Value::string(out);
      },
  });
}

Value strings(const std::vector<const char*>& items) {
  std::vector<Value> values;
  values.reserve(items.size());
  for (const char* s : items) values.push_back(Value::string(s));
  return Value::list(Type::string(), values);
}

}  // namespace

TEST_CASE("a function call checks and runs") {
  int calls = 0;
  Function upper = make_upper(&calls);
  std::vector<Value> args{Value::string("abc")};
  Result<Value> r = upper.call(args);
  REQUIRE(r.ok());
  CHECK(r->as_string() == "ABC");
  CHECK(calls == 1);
  CHECK(*upper.result_type(args) == Type::string());
  CHECK(upper.parameter_for(0)->name == "str");
  CHECK(upper.parameter_for(1) == nullptr);
}

TEST_CASE("argument count") {
  int calls = 0;
  Function upper = make_upper(&calls);
  Result<Value> none = upper.call({});
  REQUIRE_FALSE(none.ok());
  CHECK(none.error().message == "not enough function arguments");
  std::vector<Value> two{Value::string("a"), Value::string("b")};
  CHECK(upper.call(two).error().message == "too many function arguments");
  Function join = make_join(&calls);
  std::vector<Value> only_separator{Value::string(",")};
  CHECK(join.call(only_separator)->as_string().empty());
  std::vector<Value> many{Value::string(","), strings({"a"}), strings({"b", "c"})};
  CHECK(join.call(many)->as_string() == "a,b,c");
  CHECK(join.parameter_for(5)->name == "lists");
  CHECK(calls == 2);
}

TEST_CASE("null arguments are refused unless allowed, naming the argument") {
  int calls = 0;
  Function upper = make_upper(&calls);
  std::vector<Value> null_arg{Value::null(Type::string())};
  Result<Value> r = upper.call(null_arg);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().message == "argument must not be null");
  CHECK(r.error().argument == 0u);

  Function join = make_join(&calls);
  std::vector<Value> null_list{Value::string(","), strings({"a"}), Value::null(Type::list(Type::string()))};
  CHECK(join.call(null_list)->as_string() == "a");
  std::vector<Value> null_separator{Value::null(Type::string()), strings({"a"})};
  CHECK(join.call(null_separator).error().argument == 0u);
  CHECK(calls == 1);
}

TEST_CASE("type specifications are checked per argument") {
  int calls = 0;
  Function join = make_join(&calls);
  std::vector<Value> args{Value::string(","), strings({"a"}), Value::list(Type::number(), {Value::number(1)})};
  Result<Type> r = join.result_type(args);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().argument == 2u);
  CHECK(r.error().message == "list of string required");
  std::vector<Value> wrong_kind{Value::string(","), Value::string("a")};
  // join(",", "a") in the reference.
  CHECK(join.result_type(wrong_kind).error().message == "list of string required, but have string");
  CHECK(calls == 0);
}

TEST_CASE("the null check comes before the type check") {
  int calls = 0;
  Function upper = make_upper(&calls);
  std::vector<Value> null_number{Value::null(Type::number())};
  CHECK(upper.call(null_number).error().message == "argument must not be null");
}

TEST_CASE("unknown arguments short-circuit unless the parameter allows them") {
  int calls = 0;
  Function upper = make_upper(&calls);
  std::vector<Value> unknown{Value::unknown(Type::string())};
  Result<Value> r = upper.call(unknown);
  REQUIRE(r.ok());
  CHECK_FALSE(r->is_known());
  CHECK(r->type() == Type::string());
  CHECK(calls == 0);

  Function join = make_join(&calls);
  std::vector<Value> unknown_separator{Value::unknown(Type::string()), strings({"a"})};
  CHECK_FALSE(join.call(unknown_separator)->is_known());
  CHECK(calls == 1);  // the implementation saw the unknown
  std::vector<Value> partly_unknown{Value::string(","), Value::list(Type::string(), {Value::unknown(Type::string())})};
  CHECK_FALSE(join.call(partly_unknown)->is_known());
  CHECK(calls == 1);  // not wholly known, not allowed: short-circuit
}

TEST_CASE("dynamic arguments force a dynamic result type") {
  int calls = 0;
  Function upper = make_upper(&calls);
  std::vector<Value> dynamic{Value::dynamic()};
  CHECK(upper.result_type(dynamic)->is_dynamic());
  Result<Value> r = upper.call(dynamic);
  REQUIRE(r.ok());
  CHECK_FALSE(r->is_known());
  CHECK(r->type().is_dynamic());
  CHECK(calls == 0);
}

TEST_CASE("the result type callback sees the arguments") {
  // tolist-like: the result type depends on the argument's type.
  Function first = Function({
      .parameters = {{.name = "list", .type = Type::list(Type::dynamic())}},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        if (args[0].type().element_type().is_dynamic()) return Error{"element type unknown"};
        return args[0].type().element_type();
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        if (args[0].length() == 0) return Error{.message = "empty list", .argument = 0};
        CHECK(type == args[0].elements()[0].type());
        return args[0].elements()[0];
      },
  });
  std::vector<Value> numbers{Value::list(Type::number(), {Value::number(7)})};
  CHECK(*first.result_type(numbers) == Type::number());
  CHECK(first.call(numbers)->as_number() == Number::from_int(7));
  std::vector<Value> empty{Value::list(Type::string(), {})};
  CHECK(first.call(empty).error().argument == 0u);
  std::vector<Value> untyped{Value::list(Type::dynamic(), {})};
  CHECK(first.call(untyped).error().message == "element type unknown");
}

TEST_CASE("a result of the wrong type is an error, not a surprise") {
  Function liar = Function({
      .parameters = {},
      .variadic = std::nullopt,
      .result_type = Function::returns(Type::string()),
      .implementation = [](std::span<const Value>, const Type&) -> Result<Value> { return Value::number(1); },
  });
  CHECK_FALSE(liar.call({}).ok());
}

TEST_CASE("function table") {
  int calls = 0;
  FunctionTable table;
  table.add("upper", make_upper(&calls));
  table.add("join", make_join(&calls));
  CHECK(table.size() == 2);
  CHECK(table.find("upper") != nullptr);
  CHECK(table.find("lower") == nullptr);
  CHECK(table.names() == std::vector<std::string>{"join", "upper"});
  table.add("upper", make_join(&calls));
  CHECK(table.size() == 2);
  CHECK(table.find("upper")->variadic().has_value());
}

TEST_CASE("a parameter that allows unknown elements sees a known collection with unknown ones") {
  int calls = 0;
  // count(list): how many elements, for a known list whatever they are.
  Function count({
      .parameters = {{.name = "list", .type = Type::list(Type::string()), .allow_unknown_elements = true}},
      .variadic = std::nullopt,
      .result_type = Function::returns(Type::number()),
      .implementation = [&calls](std::span<const Value> args, const Type&) -> Result<Value> {
        ++calls;
        return Value::number(static_cast<std::int64_t>(args[0].length()));
      },
  });
  std::vector<Value> partly{Value::list(Type::string(), {Value::string("a"), Value::unknown(Type::string())})};
  Result<Value> two = count.call(partly);
  REQUIRE(two.ok());
  CHECK(two->as_number().to_int64() == 2);
  CHECK(calls == 1);
  // An argument that is itself unknown still makes the result unknown,
  // without running the implementation.
  std::vector<Value> unknown{Value::unknown(Type::list(Type::string()))};
  Result<Value> none = count.call(unknown);
  REQUIRE(none.ok());
  CHECK_FALSE(none->is_known());
  CHECK(calls == 1);
}
