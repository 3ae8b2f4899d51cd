// Choosing functions (hclc/functions.h, hcl::EvalContext): the standard
// library by theme, adding, replacing and removing by name, listing.

#include <doctest/doctest.h>

#include <hclc/eval_context.h>
#include <hclc/functions.h>
#include <hclc/parser.h>

#include <algorithm>
#include <set>
#include <string>

namespace {

hcl::Value eval(const std::string& text, const hcl::EvalContext& ctx, hcl::Diagnostics& diags) {
  static hcl::Parser parser;
  return parser.parse_expression(text, "<expr>", diags).value(ctx, diags);
}

bool has(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

hcl::Function constant(const std::string& text) {
  return hcl::Function(
      {.parameters = {},
       .result_type = hcl::Function::returns(hcl::Type::string()),
       .implementation = [text](std::span<const hcl::Value>, const hcl::Type&) -> hcl::Result<hcl::Value> {
         return hcl::Value::string(text);
       }});
}

TEST_CASE("functions: one theme of the standard library offers its functions and no others") {
  hcl::EvalContext ctx;
  ctx.add_standard_functions(hcl::FunctionTheme::strings);
  hcl::Diagnostics diags;
  CHECK(*eval("upper(\"abc\")", ctx, diags).as_string() == "ABC");
  CHECK(diags.empty());

  eval("max(1, 2)", ctx, diags);
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Call to unknown function");
  CHECK(diags[0].detail == "There is no function named \"max\".");

  ctx.add_standard_functions(hcl::FunctionTheme::numbers);
  hcl::Diagnostics more;
  CHECK(*eval("max(1, 2)", ctx, more).as_int64() == 2);
  CHECK(more.empty());
}

TEST_CASE("functions: the themes partition the whole standard library") {
  std::set<std::string> seen;
  std::size_t total = 0;
  for (hcl::FunctionTheme theme : hcl::all_function_themes()) {
    std::vector<std::string> names = hcl::standard_function_names(theme);
    CHECK(!names.empty());
    CHECK(std::is_sorted(names.begin(), names.end()));
    total += names.size();
    seen.insert(names.begin(), names.end());
  }
  CHECK(seen.size() == total);  // no function in two themes

  hcl::EvalContext whole;
  whole.add_standard_functions();
  std::vector<std::string> all = whole.function_names();
  CHECK(std::set<std::string>(all.begin(), all.end()) == seen);

  CHECK(hcl::standard_function_names(hcl::FunctionTheme::expressions) ==
        std::vector<std::string>{"can", "convert", "try"});
  CHECK(hcl::standard_function_names(hcl::FunctionTheme::regex) ==
        std::vector<std::string>{"regex", "regexall", "regexreplace"});
  CHECK(has(hcl::standard_function_names(hcl::FunctionTheme::encoding), "jsondecode"));
  CHECK(has(hcl::standard_function_names(hcl::FunctionTheme::datetime), "formatdate"));
}

TEST_CASE("functions: add, replace and remove by name, namespaced too") {
  hcl::EvalContext ctx;
  ctx.add_standard_functions();
  ctx.add_function("upper", constant("replaced"));
  ctx.add_function("app", "greeting", constant("hello"));
  hcl::Diagnostics diags;
  CHECK(*eval("upper() == \"replaced\" && app::greeting() == \"hello\"", ctx, diags).as_bool());
  CHECK(diags.empty());

  CHECK(has(ctx.function_names(), "app::greeting"));
  CHECK(ctx.function("app::greeting").has_value());
  CHECK(*ctx.function("lower")->call({hcl::Value::string("ABC")})->as_string() == "abc");

  CHECK(ctx.remove_function("app", "greeting"));
  CHECK(ctx.remove_function("jsonencode"));
  CHECK_FALSE(ctx.remove_function("jsonencode"));
  CHECK_FALSE(ctx.function("jsonencode").has_value());
  CHECK_FALSE(has(ctx.function_names(), "app::greeting"));

  eval("jsonencode(1)", ctx, diags);
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Call to unknown function");
  CHECK(diags[0].detail == "There is no function named \"jsonencode\". Did you mean \"jsondecode\"?");
}

TEST_CASE("functions: a child scope lists and reaches its parent's functions, removal is per scope") {
  hcl::EvalContext ctx;
  ctx.add_standard_functions(hcl::FunctionTheme::format);
  hcl::EvalContext child = ctx.child();
  child.add_function("local_only", constant("x"));
  std::vector<std::string> names = child.function_names();
  CHECK(names == std::vector<std::string>{"format", "formatlist", "local_only"});
  CHECK(ctx.function_names() == std::vector<std::string>{"format", "formatlist"});
  CHECK_FALSE(child.remove_function("format"));  // the parent's: not this scope's to remove
  CHECK(child.function("format").has_value());
}

}  // namespace
