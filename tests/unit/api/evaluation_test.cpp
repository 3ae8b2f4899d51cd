// hcl::Expression, hcl::EvalContext and hcl::Function: values, variables,
// scopes, the standard library and an application's own functions.

#include <doctest/doctest.h>

#include <hclc/eval_context.h>
#include <hclc/function.h>
#include <hclc/parser.h>

#include <string>

namespace {

hcl::Value eval(const std::string& text, const hcl::EvalContext& ctx, hcl::Diagnostics& diags) {
  static hcl::Parser parser;
  return parser.parse_expression(text, "<expr>", diags).value(ctx, diags);
}

TEST_CASE("expressions: value, variables and range") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::Expression e = parser.parse_expression("var.ports[0] + [for p in ports : p * 2][1]", "<expr>", diags);
  REQUIRE(diags.empty());
  CHECK(e.range().to_string() == "<expr>:1,1-43");

  std::vector<hcl::Traversal> refs = e.variables();
  REQUIRE(refs.size() == 2);
  CHECK(refs[0].text() == "var.ports[0]");
  CHECK(refs[0].root_name() == "var");
  CHECK(refs[0].steps[2].kind == hcl::TraversalStep::Kind::Index);
  CHECK(*refs[0].steps[2].key.as_int64() == 0);
  CHECK(refs[0].range().to_string() == "<expr>:1,1-13");
  CHECK(refs[1].text() == "ports");  // `p` is the for expression's own

  hcl::EvalContext ctx;
  ctx.set_variable("ports", hcl::Value::tuple({hcl::Value::number(1), hcl::Value::number(2)}));
  ctx.set_variable("var", hcl::Value::object({{"ports", hcl::Value::tuple({hcl::Value::number(10)})}}));
  CHECK(*e.value(ctx, diags).as_int64() == 14);
  CHECK(diags.empty());
}

TEST_CASE("expressions read as syntax: keyword, traversal, list, map") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::Expression list = parser.parse_expression("[service.api, db[\"main\"]]", "<expr>", diags);
  std::optional<std::vector<hcl::Expression>> items = list.as_list(diags);
  REQUIRE(items);
  REQUIRE(items->size() == 2);
  CHECK((*items)[0].as_traversal(diags)->text() == "service.api");
  CHECK((*items)[1].as_traversal(diags)->text() == "db[\"main\"]");
  CHECK(diags.empty());

  CHECK(*parser.parse_expression("fast", "<expr>", diags).as_keyword() == "fast");
  CHECK_FALSE(parser.parse_expression("fast.x", "<expr>", diags).as_keyword().has_value());

  hcl::Expression map = parser.parse_expression("{ a = 1, \"b\" = x }", "<expr>", diags);
  auto pairs = map.as_map(diags);
  REQUIRE(pairs);
  CHECK(*pairs->at(0).first.value(diags).as_string() == "a");
  CHECK(*pairs->at(1).second.as_keyword() == "x");
  CHECK(diags.empty());

  hcl::Diagnostics not_a_list;
  CHECK_FALSE(map.as_list(not_a_list).has_value());
  CHECK(not_a_list.size() == 1);
  hcl::Diagnostics not_a_traversal;
  CHECK_FALSE(parser.parse_expression("f(x)", "<expr>", diags).as_traversal(not_a_traversal).has_value());
  CHECK(not_a_traversal.size() == 1);
}

TEST_CASE("templates") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::Expression t = parser.parse_template("Hello, %{ if formal }Ms. %{ endif }${upper(name)}!", "<tpl>", diags);
  hcl::EvalContext ctx;
  ctx.add_standard_functions();
  ctx.set_variable("formal", hcl::Value::boolean(true));
  ctx.set_variable("name", hcl::Value::string("ada"));
  CHECK(*t.value(ctx, diags).as_string() == "Hello, Ms. ADA!");
  CHECK(diags.empty());
}

TEST_CASE("a context without variables or functions, and constants") {
  hcl::Diagnostics diags;
  hcl::EvalContext empty;
  hcl::Value v = eval("x + 1", empty, diags);
  CHECK_FALSE(v.is_known());
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Variables not allowed");
  CHECK(diags[0].subject->to_string() == "<expr>:1,1-2");

  hcl::Diagnostics more;
  eval("upper(\"a\")", empty, more);
  REQUIRE(more.size() == 1);
  CHECK(more[0].summary == "Function calls not allowed");

  hcl::Parser parser;
  hcl::Diagnostics constant_diags;
  CHECK(*parser.parse_expression("2 * 21", "<c>", constant_diags).value(constant_diags).as_int64() == 42);
}

TEST_CASE("child scopes hide their parents' names and see later changes") {
  hcl::EvalContext root;
  root.set_variable("a", hcl::Value::string("root a"));
  root.set_variable("b", hcl::Value::string("root b"));
  hcl::EvalContext child = root.child();
  child.set_variable("a", hcl::Value::string("child a"));
  root.set_variable("c", hcl::Value::string("root c"));
  hcl::Diagnostics diags;
  CHECK(*eval("\"${a} ${b} ${c}\"", child, diags).as_string() == "child a root b root c");
  CHECK(*eval("a", root, diags).as_string() == "root a");
  CHECK(child.variable("b").has_value());
  CHECK_FALSE(root.variable("zzz").has_value());
  CHECK(diags.empty());

  hcl::Diagnostics typo;
  eval("bb", child, typo);
  REQUIRE(typo.size() == 1);
  CHECK(typo[0].summary == "Unknown variable");
  // The first name in byte order within two edits, as in the reference.
  CHECK(typo[0].detail == "There is no variable named \"bb\". Did you mean \"a\"?");
}

hcl::Function repeat_function() {
  return hcl::Function(
      {.parameters = {{.name = "text", .type = hcl::Type::string()}, {.name = "times", .type = hcl::Type::number()}},
       .result_type = hcl::Function::returns(hcl::Type::string()),
       .implementation = [](std::span<const hcl::Value> args, const hcl::Type&) -> hcl::Result<hcl::Value> {
         std::optional<std::int64_t> times = args[1].as_int64();
         if (!times || *times < 0) return hcl::Error{"times must be a whole number, at least 0"};
         std::string out;
         for (std::int64_t i = 0; i < *times; ++i) out += *args[0].as_string();
         return hcl::Value::string(out);
       }});
}

TEST_CASE("application functions, with the standard library") {
  hcl::EvalContext ctx;
  ctx.add_standard_functions();
  ctx.add_function("repeat", repeat_function());
  hcl::Diagnostics diags;
  // Arguments are converted to the parameters' types first.
  CHECK(*eval("upper(repeat(\"ab\", \"3\"))", ctx, diags).as_string() == "ABABAB");
  CHECK(*eval("try(repeat(\"x\", -1), \"fallback\")", ctx, diags).as_string() == "fallback");
  CHECK(diags.empty());

  eval("repeat(\"x\", 1.5)", ctx, diags);
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Error in function call");
  CHECK(diags[0].detail == "Call to function \"repeat\" failed: times must be a whole number, at least 0.");

  hcl::Diagnostics arity;
  eval("repeat(\"x\")", ctx, arity);
  REQUIRE(arity.size() == 1);
  CHECK(arity[0].summary == "Not enough function arguments");

  hcl::Result<hcl::Value> direct = repeat_function().call({hcl::Value::string("-"), hcl::Value::number(2)});
  CHECK(*direct->as_string() == "--");
}

TEST_CASE("functions in namespaces") {
  hcl::EvalContext ctx;
  ctx.add_function("provider::aws", "repeat", repeat_function());
  ctx.add_function("app::repeat", repeat_function());
  hcl::Diagnostics diags;
  CHECK(*eval("provider::aws::repeat(\"ab\", 2)", ctx, diags).as_string() == "abab");
  CHECK(*eval("\"${app :: repeat(\"c\", 3)}\"", ctx, diags).as_string() == "ccc");
  CHECK(diags.empty());

  // A namespace without functions, as the reference says it; in a known
  // namespace, an unknown name with a suggestion.
  hcl::Diagnostics unknown;
  eval("provider::gcp::repeat(\"x\", 1)", ctx, unknown);
  eval("provider::aws::repeet(\"x\", 1)", ctx, unknown);
  REQUIRE(unknown.size() == 2);
  CHECK(unknown[0].summary == "Call to unknown function");
  CHECK(unknown[0].detail == "There are no functions in namespace \"provider::gcp::\".");
  CHECK(unknown[0].subject->start.byte == 0);
  CHECK(unknown[0].subject->end.byte == 21);
  CHECK(unknown[1].detail ==
        "There is no function named \"provider::aws::repeet\". Did you mean \"provider::aws::repeat\"?");

  // `repeat` alone is not the namespaced function.
  hcl::Diagnostics plain;
  eval("repeat(\"x\", 1)", ctx, plain);
  REQUIRE(plain.size() == 1);
  CHECK(plain[0].detail == "There is no function named \"repeat\".");
}

TEST_CASE("unknown values flow through functions without calling them") {
  hcl::EvalContext ctx;
  ctx.add_function("repeat", repeat_function());
  ctx.set_variable("later", hcl::Value::unknown(hcl::Type::string()));
  hcl::Diagnostics diags;
  hcl::Value v = eval("repeat(later, 2)", ctx, diags);
  CHECK_FALSE(v.is_known());
  CHECK(v.type() == hcl::Type::string());
  CHECK(diags.empty());
}

TEST_CASE("expressions: unknown variables with refinements") {
  hcl::Value::Refinements listed;
  listed.not_null = true;
  listed.min_length = 1;
  hcl::Result<hcl::Value> items = hcl::Value::unknown(hcl::Type::list(hcl::Type::string()), listed);
  REQUIRE(items.ok());
  hcl::Value::Refinements named;
  named.prefix = "web-";
  hcl::EvalContext ctx;
  ctx.add_standard_functions();
  ctx.set_variable("items", *items);
  ctx.set_variable("name", *hcl::Value::unknown(hcl::Type::string(), named));
  hcl::Diagnostics diags;
  CHECK(*eval("length(items) > 0", ctx, diags).as_bool());
  CHECK(*eval("items != null", ctx, diags).as_bool());
  CHECK_FALSE(*eval("name == \"db-1\"", ctx, diags).as_bool());
  // A template's prefix is its own text before the first unknown part.
  hcl::Value text = eval("\"https://${name}.example.com\"", ctx, diags);
  REQUIRE_FALSE(text.is_known());
  REQUIRE(text.refinements());
  CHECK(text.refinements()->not_null);
  CHECK(text.refinements()->prefix == "https://");
  hcl::Value length = eval("length(items)", ctx, diags);
  REQUIRE(length.refinements());
  CHECK(length.refinements()->lower == "1");
  CHECK(diags.empty());
  CHECK_FALSE(hcl::Value::string("x").refinements());
  // Refinements must suit the type.
  CHECK_FALSE(hcl::Value::unknown(hcl::Type::number(), named).ok());
}

}  // namespace
