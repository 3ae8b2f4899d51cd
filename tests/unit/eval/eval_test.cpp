// The evaluator on parsed and hand-built IR: contexts and scopes, unknown
// values, limits, and the functions that take expressions. Results that the
// reference can show are covered against it by the differential test; these
// cases cover what `oracle eval` cannot express (no context, unknown inputs,
// resource limits) and pin the most important behaviours directly.

#include <doctest/doctest.h>

#include "eval/driver.h"
#include "eval/eval.h"
#include "eval/functions.h"
#include "eval/typeexpr.h"
#include "ir/builder.h"
#include "runtime/json.h"
#include "syntax/parse.h"

namespace {

using namespace hclc;

struct Evaluated {
  Value value;
  Diagnostics diags;
};

// Parses `text` and evaluates it in `ctx` (which may be null).
Evaluated run(const std::string& text, const eval::EvalContext* ctx, const eval::Limits& limits = {}) {
  SourceFile source("t.hcl", text);
  Evaluated out;
  ir::Expression expr = parse_expression(source, out.diags);
  REQUIRE_MESSAGE(!out.diags.has_errors(), "syntax error in test input: " << text);
  out.value = eval::evaluate(expr, ctx, out.diags, limits);
  return out;
}

eval::EvalContext with_functions() {
  eval::EvalContext ctx;
  ctx.set_variables({});
  ctx.set_functions(&eval::default_functions());
  return ctx;
}

std::string typed(const Value& v) {
  Result<std::string> json = typed_value_to_json(v);
  return json ? *json : "<" + json.error().message + ">";
}

std::string type_json(const Type& t) {
  Result<std::string> json = type_to_json(t);
  return json ? *json : "<no json>";
}

TEST_CASE("without a context, variables and calls are not allowed") {
  Evaluated var = run("a + 1", nullptr);
  REQUIRE(var.diags.size() == 1);
  CHECK(var.diags[0].summary == "Variables not allowed");
  CHECK(var.diags[0].detail == "Variables may not be used here.");
  CHECK(var.diags[0].subject->start.byte == 0);
  CHECK(var.diags[0].subject->end.byte == 1);

  Evaluated call = run("upper(\"x\")", nullptr);
  REQUIRE(call.diags.size() == 1);
  CHECK(call.diags[0].summary == "Function calls not allowed");
  CHECK(call.diags[0].subject->end.byte == 10);

  Evaluated literal = run("[1, \"a\", true]", nullptr);
  CHECK(literal.diags.empty());
  CHECK(typed(literal.value) == R"({"value":[1,"a",true],"type":["tuple",["number","string","bool"]]})");
}

TEST_CASE("unknown names get a suggestion when one is close") {
  eval::EvalContext ctx = with_functions();
  ctx.add_variable("count", Value::number(1));
  Evaluated typo = run("coutn", &ctx);
  REQUIRE(typo.diags.size() == 1);
  CHECK(typo.diags[0].summary == "Unknown variable");
  CHECK(typo.diags[0].detail == "There is no variable named \"coutn\". Did you mean \"count\"?");
  Evaluated far = run("zzz", &ctx);
  CHECK(far.diags[0].detail == "There is no variable named \"zzz\".");
  Evaluated fn = run("uppper(\"a\")", &ctx);
  CHECK(fn.diags[0].summary == "Call to unknown function");
  CHECK(fn.diags[0].detail == "There is no function named \"uppper\". Did you mean \"upper\"?");
  CHECK(fn.diags[0].subject->end.byte == 6);
}

TEST_CASE("child scopes hide their parents' names") {
  eval::EvalContext parent = with_functions();
  parent.add_variable("a", Value::string("outer"));
  parent.add_variable("b", Value::string("kept"));
  eval::EvalContext child = eval::EvalContext::child_of(&parent);
  child.add_variable("a", Value::string("inner"));
  CHECK(typed(run("\"${a}-${b}\"", &child).value) == R"({"value":"inner-kept","type":"string"})");
  // A for-expression's variables hide outer ones only inside its body.
  CHECK(typed(run("[for a in [1, 2] : a][*] == [1, 2] ? a : \"\"", &parent).value) ==
        R"({"value":"outer","type":"string"})");
  // A scope without variables of its own still sees its parent's.
  eval::EvalContext empty = eval::EvalContext::child_of(&parent);
  CHECK(typed(run("b", &empty).value) == R"({"value":"kept","type":"string"})");
}

TEST_CASE("unknown inputs give unknown results of the right type, and only then") {
  eval::EvalContext ctx = with_functions();
  ctx.add_variable("n", Value::unknown(Type::number()));
  ctx.add_variable("s", Value::unknown(Type::string()));
  ctx.add_variable("l", Value::unknown(Type::list(Type::object({{"a", Type::string()}}))));
  ctx.add_variable("o", Value::unknown(Type::object({{"a", Type::boolean()}})));
  ctx.add_variable("d", Value::dynamic());
  ctx.add_variable("k", Value::tuple({Value::number(1), Value::unknown(Type::string())}));

  struct Case {
    const char* expr;
    const char* type;
  } cases[] = {
      {"n + 1", "\"number\""},
      {"n > 1", "\"bool\""},
      {"n == 1", "\"bool\""},
      {"!d", "\"bool\""},
      {"-d", "\"number\""},
      {"\"x${s}\"", "\"string\""},
      {"n > 0 ? 1 : \"a\"", "\"string\""},
      {"l[*].a", R"(["list","string"])"},
      {"l[0].a", "\"string\""},
      {"o.a", "\"bool\""},
      {"d.anything[0]", "\"dynamic\""},
      {"[for x in l : x]", "\"dynamic\""},
      {"{for x in k : x => x}", "\"dynamic\""},
      {"k[1]", "\"string\""},
      {"upper(s)", "\"string\""},
      {"length(l)", "\"number\""},
      {"can(s)", "\"bool\""},
      {"try(s, 1)", "\"dynamic\""},
      {"convert(n, string)", "\"string\""},
  };
  for (const Case& c : cases) {
    CAPTURE(c.expr);
    Evaluated r = run(c.expr, &ctx);
    CHECK(r.diags.empty());
    CHECK_FALSE(r.value.is_known());
    CHECK(type_json(r.value.type()) == c.type);
  }
  // Known parts stay known.
  Evaluated partly = run("[k[0], n]", &ctx);
  CHECK(partly.value.is_known());
  CHECK(partly.value.elements()[0].is_known());
}

TEST_CASE("errors that types alone prove are reported even on unknown values") {
  eval::EvalContext ctx = with_functions();
  ctx.add_variable("n", Value::unknown(Type::number()));
  ctx.add_variable("o", Value::unknown(Type::object({{"a", Type::boolean()}})));
  CHECK(run("o.b", &ctx).diags[0].summary == "Unsupported attribute");
  CHECK(run("n[0]", &ctx).diags[0].detail == "This value does not have any indices.");
  // As in the reference, an unknown condition is not checked for its type.
  CHECK(run("n ? 1 : 2", &ctx).diags.empty());
  CHECK(run("[for x in n : x]", &ctx).diags[0].summary == "Iteration over non-iterable value");
}

TEST_CASE("the branch not taken reports nothing, an unknown condition reports neither") {
  eval::EvalContext ctx = with_functions();
  ctx.add_variable("c", Value::unknown(Type::boolean()));
  Evaluated taken = run("true ? 1 : nope", &ctx);
  CHECK(taken.diags.empty());
  CHECK(typed(taken.value) == R"({"value":1,"type":"number"})");
  Evaluated unknown = run("c ? nope : 1", &ctx);
  CHECK(unknown.diags.empty());
  // A side of unknown type leaves the result's type unknown, as in the reference.
  CHECK(type_json(unknown.value.type()) == "\"dynamic\"");
}

TEST_CASE("nesting deeper than the limit is a diagnostic, not a crash") {
  ir::Builder b(SourceFile("deep.hcl", ""));
  ir::Span s{};
  ir::ExprId e = b.boolean(s, true);
  for (int i = 0; i < 20000; ++i) e = b.unary(s, ir::UnaryOp::Not, e, s);
  ir::Expression expr = b.finish_expression(e);
  Diagnostics diags;
  Value v = eval::evaluate(expr, nullptr, diags);
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].kind == DiagKind::EvalTooDeep);
  CHECK_FALSE(v.is_known());
}

TEST_CASE("a chain of binary operators evaluates however long it is, each node observed once") {
  // The parser takes a left-associative chain of any length; the evaluator
  // walks its spine of left operands without a frame per operand.
  const int operands = 100'000;
  std::string text = "1";
  for (int i = 1; i < operands; ++i) text += i == operands / 2 ? " + \"x\"" : " + 1";
  SourceFile source("chain.hcl", text);
  Diagnostics diags;
  ir::Expression expr = parse_expression(source, diags);
  REQUIRE_FALSE(diags.has_errors());
  std::size_t binary_nodes = 0;
  std::optional<ir::ExprId> last_observed;
  eval::Observer count = [&](ir::ExprId id, const Value&) {
    if (expr.arena->kind(id) == ir::NodeKind::Binary) ++binary_nodes;
    last_observed = id;
  };
  Value v = eval::evaluate(*expr.arena, expr.root, nullptr, diags, eval::Limits{}, count);
  // The string in the middle is the right operand of one `+`, reported once.
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Invalid operand");
  CHECK(diags[0].subject->start.byte == text.find('"'));
  CHECK_FALSE(v.is_known());
  CHECK(binary_nodes == operands - 1);
  CHECK(last_observed == expr.root);

  Evaluated sum = run(text.replace(text.find('"'), 3, "1"), nullptr);
  CHECK(sum.diags.empty());
  CHECK(typed(sum.value) == R"({"value":100000,"type":"number"})");

  // Work is counted per node as before: a budget smaller than the chain stops it.
  eval::Limits small;
  small.max_work = 1000;
  Evaluated stopped = run(text, nullptr, small);
  REQUIRE(stopped.diags.size() == 1);
  CHECK(stopped.diags[0].kind == DiagKind::EvalBudgetExceeded);
}

TEST_CASE("work beyond the budget stops evaluation with one diagnostic") {
  eval::EvalContext ctx = with_functions();
  eval::Limits limits;
  limits.max_work = 100'000;
  Evaluated r =
      run("[for a in range(1000) : [for b in range(1000) : [for c in range(1000) : a + b + c]]]", &ctx, limits);
  REQUIRE(r.diags.size() == 1);
  CHECK(r.diags[0].kind == DiagKind::EvalBudgetExceeded);

  limits.max_string_bytes = 1000;
  Evaluated s = run("\"%{ for x in range(200) }abcdefgh%{ endfor }\"", &ctx, limits);
  REQUIRE(s.diags.size() == 1);
  CHECK(s.diags[0].kind == DiagKind::EvalBudgetExceeded);
}

TEST_CASE("type constraint expressions") {
  struct Case {
    const char* expr;
    const char* want;  // type JSON, or the diagnostic detail
  } cases[] = {
      {"string", "\"string\""},
      {"any", "\"dynamic\""},
      {"list(number)", R"(["list","number"])"},
      {"map(set(bool))", R"(["map",["set","bool"]])"},
      {"tuple([string, any])", R"(["tuple",["string","dynamic"]])"},
      {"object({a = string, b = optional(number)})", R"(["object",{"a":"string","b":"number"},["b"]])"},
      {"strin", "The keyword \"strin\" is not a valid type specification."},
      {"list", "The list type constructor requires one argument specifying the element type."},
      {"list(string, number)", "The list type constructor requires one argument specifying the element type."},
      {"foo(string)", "Keyword \"foo\" is not a valid type constructor."},
      {"optional(string)", "Keyword \"optional\" is valid only as a modifier for object type attributes."},
      {"object({\"a\" = string})", "Object constructor map keys must be attribute names."},
      {"tuple(string)", "Tuple type constructor requires a list of element types."},
      {"\"string\"",
       "A type specification is either a primitive type keyword (bool, number, string) or a complex type "
       "constructor call, like list(string)."},
  };
  for (const Case& c : cases) {
    CAPTURE(c.expr);
    SourceFile source("t.hcl", c.expr);
    Diagnostics diags;
    ir::Expression expr = parse_expression(source, diags);
    REQUIRE_FALSE(diags.has_errors());
    std::optional<Type> t = eval::type_constraint(*expr.arena, expr.root, diags);
    if (t)
      CHECK(type_json(*t) == c.want);
    else
      CHECK(diags[0].detail == c.want);
  }
  SourceFile source("t.hcl", "list(any)");
  Diagnostics diags;
  ir::Expression expr = parse_expression(source, diags);
  CHECK_FALSE(eval::type_expression(*expr.arena, expr.root, diags));
}

TEST_CASE("try and can") {
  eval::EvalContext ctx = with_functions();
  ctx.add_variable("m", Value::object({{"a", Value::number(1)}}));
  CHECK(typed(run("try(m.b, m.a)", &ctx).value) == R"({"value":1,"type":"number"})");
  CHECK(typed(run("can(m.b)", &ctx).value) == R"({"value":false,"type":"bool"})");
  Evaluated none = run("try(m.b, m.c)", &ctx);
  REQUIRE(none.diags.size() == 1);
  CHECK(none.diags[0].summary == "Error in function call");
  CHECK(none.diags[0].detail ==
        "Call to function \"try\" failed: no expression succeeded:\n"
        "- Unsupported attribute (at t.hcl:1,6-8)\n  This object does not have an attribute named \"b\".\n"
        "- Unsupported attribute (at t.hcl:1,11-13)\n  This object does not have an attribute named \"c\".\n\n"
        "At least one expression must produce a successful result.");
}

}  // namespace
