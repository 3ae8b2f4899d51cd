#include <doctest/doctest.h>

#include "build_helpers.h"
#include "ir/analysis.h"

namespace hclc::ir {
namespace {

using testing::attr_step;
using testing::cols;
using testing::index_step;
using testing::name;
using testing::one_line;
using testing::var;

std::vector<std::string> texts(const std::vector<Traversal>& traversals) {
  std::vector<std::string> out;
  out.reserve(traversals.size());
  for (const Traversal& t : traversals) out.push_back(t.text());
  return out;
}

TEST_CASE("traversal text form and range") {
  Builder b(one_line("t.hcl"));
  // a.b[0]["k"][true][null]
  ExprId t = b.scope_traversal(
      cols(1, 24), name("a", 1),
      {attr_step("b", 2), index_step(LiteralValue::number("0"), 4, 7), index_step(LiteralValue::string("k"), 7, 12),
       index_step(LiteralValue::boolean_value(true), 12, 18), index_step(LiteralValue::null(), 18, 24)});
  auto vars = variables(b.arena(), t);
  REQUIRE(vars.size() == 1);
  CHECK(vars[0].text() == "a.b[0][\"k\"][true][null]");
  CHECK(vars[0].root_name() == "a");
  CHECK_FALSE(vars[0].is_relative());
  CHECK(vars[0].source_range() == Range{"t.hcl", Pos{1, 1, 0}, Pos{1, 24, 23}});
  CHECK(vars[0].steps[1].range == Range{"t.hcl", Pos{1, 2, 1}, Pos{1, 4, 3}});
}

TEST_CASE("variables: in source order, through operators and calls") {
  // f(a) + b.c
  Builder b(one_line("t.hcl"));
  ExprId a = var(b, "a", 3);
  ExprId call = b.call(cols(1, 5), Call{name("f", 1), b.list({a}), false, cols(2, 3), cols(4, 5), {}});
  ExprId bc = b.scope_traversal(cols(8, 11), name("b", 8), {attr_step("c", 9)});
  ExprId sum = b.binary(cols(1, 11), BinaryOp::Add, call, bc, cols(6, 7));
  CHECK(texts(variables(b.arena(), sum)) == std::vector<std::string>{"a", "b.c"});
}

TEST_CASE("variables: names bound by a for are excluded in its scope only") {
  // [for k, v in k : v + k + z if v]  — the collection's `k` is the outer one.
  Builder b(one_line("t.hcl"));
  ExprId coll = var(b, "k", 14);
  ExprId vk = b.binary(cols(18, 23), BinaryOp::Add, var(b, "v", 18), var(b, "k", 22), cols(20, 21));
  ExprId value = b.binary(cols(18, 27), BinaryOp::Add, vk, var(b, "z", 26), cols(24, 25));
  ExprId cond = var(b, "v", 31);
  ExprId f = b.for_expr(cols(1, 33),
                        For{name("k", 6), name("v", 9), coll, {}, value, cond, false, false, cols(1, 2), cols(32, 33)});
  auto vars = variables(b.arena(), f);
  CHECK(texts(vars) == std::vector<std::string>{"k", "z"});
  CHECK(vars[0].source_range().start.column == 14);
}

TEST_CASE("variables: template for binds its names, identifier object keys are not references") {
  Builder b(one_line("t.hcl"));
  ExprId body = b.template_(cols(20, 30), {b.template_interp(cols(20, 24), var(b, "i", 22)),
                                           b.template_interp(cols(24, 30), var(b, "o", 26))});
  ExprId tf = b.template_for(cols(1, 40), std::nullopt, name("i", 8), var(b, "j", 13), body);
  CHECK(texts(variables(b.arena(), tf)) == std::vector<std::string>{"j", "o"});

  ExprId obj = b.object(cols(1, 20),
                        {ObjectItem{b.string(cols(2, 5), "foo"), var(b, "x", 8), true},
                         ObjectItem{b.parens(cols(10, 15), var(b, "bar", 11)), b.number(cols(18, 19), "2"), false}});
  CHECK(texts(variables(b.arena(), obj)) == std::vector<std::string>{"x", "bar"});
}

TEST_CASE("variables: a splat's item is not a variable, but references in its each are") {
  // a[*][k]
  Builder b(one_line("t.hcl"));
  ExprId item = b.splat_item(cols(2, 5));
  ExprId each = b.index(cols(5, 8), item, var(b, "k", 6), cols(5, 8));
  ExprId splat = b.splat(cols(1, 8), var(b, "a", 1), item, each, cols(2, 5), false);
  CHECK(texts(variables(b.arena(), splat)) == std::vector<std::string>{"a", "k"});
}

TEST_CASE("variables of a body walk attributes and nested blocks in order") {
  Builder b(one_line("t.hcl"));
  ExprId x = b.scope_traversal(Span{20, 21}, Name{"x", Span{20, 21}}, {});
  AttributeId inner_attr = b.attribute(Attribute{Name{"q", {}}, {}, x, Span{16, 21}});
  BodyId inner = b.body(Body{b.list({inner_attr}), {}, {}, std::nullopt});
  BlockId blk = b.block(Block{name("blk", 1), {}, {}, {}, inner, Span{0, 23}});
  ExprId y = b.scope_traversal(Span{28, 29}, Name{"y", Span{28, 29}}, {});
  AttributeId top = b.attribute(Attribute{Name{"a", {}}, {}, y, Span{24, 29}});
  BodyId root = b.body(Body{b.list({top}), b.list({blk}), {}, std::nullopt});
  CHECK(texts(variables(b.arena(), root)) == std::vector<std::string>{"x", "y"});
}

TEST_CASE("static traversal: variables and keywords, anything else is an error") {
  Builder b(one_line("t.hcl"));
  Diagnostics diags;
  ExprId ab = b.scope_traversal(cols(1, 4), name("a", 1), {attr_step("b", 2)});
  auto t = abs_traversal_for_expr(b.arena(), ab, diags);
  REQUIRE(t);
  CHECK(t->text() == "a.b");
  CHECK(diags.empty());

  auto rel = rel_traversal_for_expr(b.arena(), ab, diags);
  REQUIRE(rel);
  CHECK(rel->is_relative());
  CHECK(rel->text() == ".a.b");

  auto kw = abs_traversal_for_expr(b.arena(), b.null(cols(1, 5)), diags);
  REQUIRE(kw);
  CHECK(kw->text() == "null");
  CHECK(keyword_for_expr(b.arena(), b.boolean(cols(1, 5), false)) == "false");
  CHECK(keyword_for_expr(b.arena(), var(b, "all", 1)) == "all");
  CHECK_FALSE(keyword_for_expr(b.arena(), ab));

  ExprId call = b.call(cols(1, 4), Call{name("f", 1), {}, false, cols(2, 3), cols(3, 4), {}});
  CHECK_FALSE(abs_traversal_for_expr(b.arena(), call, diags));
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].kind == DiagKind::StaticTraversalRequired);
  CHECK(diags[0].summary == "Invalid expression");
  CHECK(diags[0].detail.starts_with("A single static variable reference is required"));
  CHECK(diags[0].subject == Range{"t.hcl", Pos{1, 1, 0}, Pos{1, 4, 3}});
  CHECK_FALSE(abs_traversal_for_expr(b.arena(), b.number(cols(1, 2), "1"), diags));
  CHECK(diags.size() == 2);
}

TEST_CASE("static list, map and call") {
  Builder b(one_line("t.hcl"));
  Diagnostics diags;
  ExprId tuple = b.tuple(cols(1, 7), {var(b, "a", 2), var(b, "b", 5)});
  auto list = static_list(b.arena(), tuple, diags);
  REQUIRE(list);
  CHECK(list->size() == 2);
  CHECK_FALSE(static_list(b.arena(), var(b, "x", 1), diags));
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].kind == DiagKind::StaticListRequired);
  CHECK(diags[0].detail == "A static list expression is required.");

  ExprId obj = b.object(cols(1, 8), {ObjectItem{b.string(cols(2, 3), "k"), b.number(cols(6, 7), "1"), true}});
  auto map = static_map(b.arena(), obj, diags);
  REQUIRE(map);
  CHECK(b.arena().get<Literal>(map->at(0).key).value.text == "k");
  CHECK_FALSE(static_map(b.arena(), tuple, diags));
  CHECK(diags[1].kind == DiagKind::StaticMapRequired);
  CHECK(diags[1].detail == "A static map expression is required.");

  ExprId call = b.call(cols(1, 9), Call{name("ns::f", 1), b.list({var(b, "a", 7)}), false, cols(6, 7), cols(8, 9), {}});
  auto sc = static_call(b.arena(), call, diags);
  REQUIRE(sc);
  CHECK(sc->name == "ns::f");
  CHECK(sc->arguments.size() == 1);
  CHECK(sc->args_range == Range{"t.hcl", Pos{1, 6, 5}, Pos{1, 9, 8}});
  CHECK_FALSE(static_call(b.arena(), tuple, diags));
  CHECK(diags[2].kind == DiagKind::StaticCallRequired);
  CHECK(diags[2].detail == "A static function call is required.");
}

}  // namespace
}  // namespace hclc::ir
