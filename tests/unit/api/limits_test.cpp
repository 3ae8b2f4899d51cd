// hcl::EvalLimits: an application bounds evaluation depth, steps and string
// size; a blow-up stops with an error at the expression, not a runaway. And
// hcl::ParserOptions: the nesting depth a parser accepts.

#include <doctest/doctest.h>

#include <hclc/eval_context.h>
#include <hclc/parser.h>

#include <string>

namespace {

struct Outcome {
  hcl::Value value;
  hcl::Diagnostics diags;
};

Outcome eval(const std::string& text, const hcl::EvalContext& ctx) {
  hcl::Parser parser;
  Outcome out;
  out.value = parser.parse_expression(text, "<expr>", out.diags).value(ctx, out.diags);
  return out;
}

// "[for a in range(N): [for b in range(N): a]]": N * N elements.
std::string nested_for(int n) {
  const std::string range = "range(" + std::to_string(n) + ")";
  return "[for a in " + range + ": [for b in " + range + ": a]]";
}

}  // namespace

TEST_CASE("evaluation steps: a nested for-expression stops at the bound with its range") {
  hcl::EvalContext ctx;
  ctx.add_standard_functions();
  CHECK(ctx.limits().max_steps == 10'000'000);

  Outcome within = eval(nested_for(100), ctx);
  CHECK(within.diags.empty());
  CHECK(within.value.length() == 100);

  ctx.set_limits({.max_steps = 5'000});
  Outcome over = eval(nested_for(100), ctx);
  REQUIRE(over.diags.size() == 1);
  const hcl::Diagnostic& d = *over.diags.begin();
  CHECK(d.severity == hcl::Severity::Error);
  CHECK(d.summary == "Evaluation too large");
  CHECK(d.detail.find("5000 steps") != std::string::npos);
  REQUIRE(d.subject);
  CHECK(d.subject->to_string() ==
        "<expr>:1,45-46");  // the inner `a`, evaluated once per element until the steps ran out
  CHECK_FALSE(over.value.is_known());

  // The runaway the issue names: three nested fors of 1024 (a billion
  // elements) stop at the default bound.
  hcl::EvalContext fresh;
  fresh.add_standard_functions();
  fresh.set_limits({.max_steps = 100'000});
  Outcome runaway = eval("[for a in range(1024): [for b in range(1024): [for c in range(1024): a]]]", fresh);
  CHECK(runaway.diags.has_errors());
  CHECK(runaway.diags.begin()->summary == "Evaluation too large");
}

TEST_CASE("evaluation depth and string size, and a child's inherited bounds") {
  hcl::EvalContext ctx;
  ctx.add_standard_functions();
  ctx.set_limits({.max_depth = 20, .max_string_bytes = 64});
  hcl::EvalContext child = ctx.child();
  CHECK(child.limits().max_depth == 20);

  std::string deep = "1";
  for (int i = 0; i < 30; ++i) {
    deep.insert(0, 1, '(');
    deep += " + 1)";
  }
  Outcome too_deep = eval(deep, child);
  REQUIRE(too_deep.diags.has_errors());
  CHECK(too_deep.diags.begin()->summary == "Expression too deeply nested");

  Outcome too_long = eval("\"%{ for i in range(100) }x%{ endfor }\"", child);
  REQUIRE(too_long.diags.has_errors());
  CHECK(too_long.diags.begin()->detail.find("64") != std::string::npos);

  child.set_limits({});  // the child's own: the defaults again
  CHECK(eval(deep, child).diags.empty());
  CHECK(ctx.limits().max_depth == 20);
}

TEST_CASE("parser nesting depth: a lower bound rejects what the default accepts, at the first opener too deep") {
  CHECK(hcl::Parser().options().max_nesting_depth == 1000);
  const std::string deep_list = "a = " + std::string(50, '[') + std::string(50, ']') + "\n";
  std::string deep_blocks;
  for (int i = 0; i < 50; ++i) deep_blocks += "b {\n";
  for (int i = 0; i < 50; ++i) deep_blocks += "}\n";
  const std::string deep_template = "a = \"${\"${\"${\"${x}\"}\"}\"}\"\n";  // four interpolations
  std::string deep_json;
  for (int i = 0; i < 50; ++i) deep_json += "{\"a\": ";
  deep_json += "1" + std::string(50, '}');

  hcl::Parser default_parser;
  hcl::Parser bounded(hcl::ParserOptions{.max_nesting_depth = 3});
  for (const std::string& text : {deep_list, deep_blocks, deep_template}) {
    hcl::Diagnostics accepted;
    default_parser.parse(text, "deep.hcl", hcl::Syntax::Native, accepted);
    CHECK(accepted.empty());
    hcl::Diagnostics rejected;
    bounded.parse(text, "deep.hcl", hcl::Syntax::Native, rejected);
    REQUIRE(rejected.size() == 1);
    CHECK(rejected.begin()->summary == "Nesting too deep");
  }
  hcl::Diagnostics list_diags;
  bounded.parse(deep_list, "deep.hcl", hcl::Syntax::Native, list_diags);
  REQUIRE(list_diags.begin()->subject);
  CHECK(list_diags.begin()->subject->start.column == 8);  // the fourth `[`
  CHECK(list_diags.begin()->subject->end.column == 9);

  hcl::Diagnostics block_diags;
  bounded.parse(deep_blocks, "deep.hcl", hcl::Syntax::Native, block_diags);
  CHECK(block_diags.begin()->subject->start.line == 4);  // the fourth block's `{`

  hcl::Diagnostics expression_diags;
  bounded.parse_expression("f((((1))))", "<expr>", expression_diags);  // the call's own `(` counts
  CHECK(expression_diags.has_errors());
  hcl::Diagnostics within;
  bounded.parse_expression("f(((1)))", "<expr>", within);
  CHECK(within.empty());

  hcl::Diagnostics json_accepted;
  default_parser.parse(deep_json, "deep.json", hcl::Syntax::Json, json_accepted);
  CHECK(json_accepted.empty());
  hcl::Diagnostics json_rejected;
  bounded.parse(deep_json, "deep.json", hcl::Syntax::Json, json_rejected);
  CHECK(json_rejected.has_errors());
  CHECK(json_rejected.begin()->detail.find("nested more than 3 levels") != std::string::npos);
}

TEST_CASE("a nesting bound no stack holds: both syntaxes stop where their stack budget ends") {
  hcl::Parser unbounded(hcl::ParserOptions{.max_nesting_depth = 100'000'000});
  const std::size_t depth = 1'000'000;
  const std::string deep_json = "{\"a\": " + std::string(depth, '[') + std::string(depth, ']') + "}";
  const std::string deep_native = "a = " + std::string(depth, '[') + std::string(depth, ']') + "\n";
  for (const auto& [text, syntax] :
       {std::pair{deep_json, hcl::Syntax::Json}, std::pair{deep_native, hcl::Syntax::Native}}) {
    hcl::Diagnostics diags;
    unbounded.parse(text, "deep", syntax, diags);
    REQUIRE(diags.size() == 1);
    const hcl::Diagnostic& d = *diags.begin();
    CHECK(d.summary == "Nesting too deep");
    CHECK(d.detail.find("more deeply than hclc supports") != std::string::npos);
    REQUIRE(d.subject);
    CHECK(d.subject->start.byte > 1000);  // past the default bound: only the stack stopped it
    CHECK(text[d.subject->start.byte] == '[');
  }
}

TEST_CASE("a chain of binary operators is as deep as it is long, and its references are all read") {
  const std::size_t terms = 100'000;
  std::string chain = "b";
  for (std::size_t i = 1; i < terms; ++i) chain += " + b";
  hcl::Parser parser;
  hcl::Diagnostics diags;
  const hcl::Expression expr = parser.parse_expression(chain, "<expr>", diags);
  CHECK(diags.empty());
  CHECK(expr.variables().size() == terms);
}
