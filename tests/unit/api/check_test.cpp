// hcl::Expression::check: types and errors from variable types alone, with
// the standard library or a context's own functions.

#include <doctest/doctest.h>

#include <hclc/eval_context.h>
#include <hclc/function.h>
#include <hclc/parser.h>

#include <string>

namespace {

const hcl::Type kSubnet = hcl::Type::object({{"id", hcl::Type::string()}, {"public", hcl::Type::boolean()}});

TEST_CASE("check: an attribute missing from the element type of a for's collection") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::Expression e = parser.parse_expression("[for s in subnets : s.publik]", "<expr>", diags);
  REQUIRE(diags.empty());
  hcl::Expression::Checked c = e.check({{"subnets", hcl::Type::list(kSubnet)}});
  REQUIRE(c.diagnostics.size() == 1);
  CHECK(c.diagnostics[0].summary == "Unsupported attribute");
  CHECK(c.diagnostics[0].detail == "This object does not have an attribute named \"publik\".");
  CHECK(c.diagnostics[0].subject->to_string() == "<expr>:1,22-29");

  hcl::Expression::Checked ok = parser.parse_expression("{for s in subnets : s.id => s.public}", "<expr>", diags)
                                    .check({{"subnets", hcl::Type::list(kSubnet)}});
  CHECK(ok.diagnostics.empty());
}

TEST_CASE("check: result types from the standard library's signatures") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::Expression e = parser.parse_expression("[length(names) + 1, upper(names[0]), subnets[*].id]", "<expr>", diags);
  hcl::Expression::Checked c =
      e.check({{"names", hcl::Type::list(hcl::Type::string())}, {"subnets", hcl::Type::list(kSubnet)}});
  CHECK(c.diagnostics.empty());
  CHECK(c.type == hcl::Type::tuple({hcl::Type::number(), hcl::Type::string(), hcl::Type::list(hcl::Type::string())}));

  hcl::Expression::Checked wrong =
      parser.parse_expression("upper(names)", "<expr>", diags).check({{"names", hcl::Type::list(hcl::Type::string())}});
  REQUIRE(wrong.diagnostics.size() == 1);
  CHECK(wrong.diagnostics[0].summary == "Invalid function argument");
}

TEST_CASE("check: calls against a context's functions") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::Expression e = parser.parse_expression("double(n)", "<expr>", diags);
  hcl::EvalContext none;
  hcl::Expression::Checked unknown = e.check({{"n", hcl::Type::number()}}, none);
  REQUIRE(unknown.diagnostics.size() == 1);
  CHECK(unknown.diagnostics[0].summary == "Function calls not allowed");

  hcl::EvalContext ctx;
  hcl::Function::Spec spec;
  spec.parameters = {{"x", hcl::Type::number()}};
  spec.result_type = hcl::Function::returns(hcl::Type::number());
  spec.implementation = [](std::span<const hcl::Value> args, const hcl::Type&) -> hcl::Result<hcl::Value> {
    return hcl::Value::number(*args[0].as_double() * 2);
  };
  ctx.add_function("double", hcl::Function(spec));
  hcl::Expression::Checked known = e.check({{"n", hcl::Type::number()}}, ctx.child());
  CHECK(known.diagnostics.empty());
  CHECK(known.type == hcl::Type::number());
  hcl::Expression::Checked wrong = e.check({{"n", hcl::Type::list(hcl::Type::number())}}, ctx);
  REQUIRE(wrong.diagnostics.size() == 1);
  CHECK(wrong.diagnostics[0].summary == "Invalid function argument");
}

}  // namespace
