#include <doctest/doctest.h>

#include "build_helpers.h"
#include "ir/printer.h"

namespace hclc::ir {
namespace {

using testing::attr_step;
using testing::cols;
using testing::index_step;
using testing::name;
using testing::one_line;
using testing::var;

TEST_CASE("printer: binary operation with operands by role") {
  // x + 1
  Builder b(one_line("t.hcl"));
  ExprId x = var(b, "x", 1);
  ExprId one = b.number(cols(5, 6), "1");
  ExprId sum = b.binary(cols(1, 6), BinaryOp::Add, x, one, cols(3, 4));
  CHECK(dump_expression(b.arena(), sum) ==
        "Binary Add op=1:3-1:4 @1:1-1:6\n"
        "  lhs: ScopeTraversal x @1:1-1:2\n"
        "  rhs: Literal number 1 @1:5-1:6\n");
}

TEST_CASE("printer: literals keep number text and escape strings") {
  Builder b(one_line("t.hcl"));
  CHECK(dump_expression(b.arena(), b.number(cols(1, 5), "1.50")) == "Literal number 1.50 @1:1-1:5\n");
  CHECK(dump_expression(b.arena(), b.string(cols(1, 9), "a\"\n\\\t\x01")) ==
        "Literal string \"a\\\"\\n\\\\\\t\\u0001\" @1:1-1:9\n");
  CHECK(dump_expression(b.arena(), b.boolean(cols(1, 5), true)) == "Literal bool true @1:1-1:5\n");
  CHECK(dump_expression(b.arena(), b.null(cols(1, 5))) == "Literal null @1:1-1:5\n");
}

TEST_CASE("printer: traversal steps with their ranges") {
  // a.b[0]
  Builder b(one_line("t.hcl"));
  ExprId t =
      b.scope_traversal(cols(1, 7), name("a", 1), {attr_step("b", 2), index_step(LiteralValue::number("0"), 4, 7)});
  CHECK(dump_expression(b.arena(), t) ==
        "ScopeTraversal a @1:1-1:7\n"
        "  Attr b @1:2-1:4\n"
        "  Index number 0 @1:4-1:7\n");
}

TEST_CASE("printer: splat shows source and per-element expression on the item") {
  // a[*].b
  Builder b(one_line("t.hcl"));
  ExprId a = var(b, "a", 1);
  ExprId item = b.splat_item(cols(2, 5));
  ExprId each = b.relative_traversal(cols(5, 7), item, {attr_step("b", 5)});
  ExprId splat = b.splat(cols(1, 7), a, item, each, cols(2, 5), false);
  CHECK(dump_expression(b.arena(), splat) ==
        "Splat full marker=1:2-1:5 @1:1-1:7\n"
        "  source: ScopeTraversal a @1:1-1:2\n"
        "  each: RelativeTraversal @1:5-1:7\n"
        "    source: SplatItem @1:2-1:5\n"
        "    Attr b @1:5-1:7\n");
}

TEST_CASE("printer: for-expression, call, object, conditional, annotations") {
  // {for k, v in m : k => f(v...) if c}
  Builder b(one_line("t.hcl"));
  ExprId m = var(b, "m", 14);
  ExprId k = var(b, "k", 18);
  ExprId v = var(b, "v", 25);
  ExprId call = b.call(cols(23, 31), Call{name("f", 23), b.list({v}), true, cols(24, 25), cols(30, 31), cols(26, 29)});
  ExprId c = var(b, "c", 35);
  For f{name("k", 6), name("v", 9), m, k, call, c, true, false, cols(1, 2), cols(36, 37)};
  ExprId fe = b.for_expr(cols(1, 37), f);
  PrintOptions options;
  options.annotate = [&](ExprId id) { return id == fe ? std::string("object") : std::string(); };
  CHECK(dump_expression(b.arena(), fe, options) ==
        "For object k, v key_var=1:6-1:7 value_var=1:9-1:10 open=1:1-1:2 close=1:36-1:37 @1:1-1:37 : object\n"
        "  collection: ScopeTraversal m @1:14-1:15\n"
        "  key: ScopeTraversal k @1:18-1:19\n"
        "  value: Call f expand ellipsis=1:26-1:29 name=1:23-1:24 open=1:24-1:25 close=1:30-1:31 @1:23-1:31\n"
        "    ScopeTraversal v @1:25-1:26\n"
        "  cond: ScopeTraversal c @1:35-1:36\n");

  // {a = 1, (b) = c ? 2 : 3}
  Builder o(one_line("o.hcl"));
  ExprId key_a = o.string(cols(2, 3), "a");
  ExprId one = o.number(cols(6, 7), "1");
  ExprId key_b = o.parens(cols(9, 12), var(o, "b", 10));
  ExprId cond = o.conditional(cols(15, 24), var(o, "c", 15), o.number(cols(19, 20), "2"), o.number(cols(23, 24), "3"));
  ExprId obj = o.object(cols(1, 25), {ObjectItem{key_a, one, true}, ObjectItem{key_b, cond, false}});
  CHECK(dump_expression(o.arena(), obj) ==
        "Object @1:1-1:25\n"
        "  key (identifier): Literal string \"a\" @1:2-1:3\n"
        "  value: Literal number 1 @1:6-1:7\n"
        "  key: Parens @1:9-1:12\n"
        "    ScopeTraversal b @1:10-1:11\n"
        "  value: Conditional @1:15-1:24\n"
        "    cond: ScopeTraversal c @1:15-1:16\n"
        "    then: Literal number 2 @1:19-1:20\n"
        "    else: Literal number 3 @1:23-1:24\n");
}

TEST_CASE("printer: file structure interleaves attributes and blocks in source order") {
  // blk "x" { }  then  a = 1  on line 2
  Builder b(SourceFile("f.hcl", "blk \"x\" { }\na = 1\n"));
  BodyId inner = b.body(Body{{}, {}, cols(9, 12), std::nullopt});
  BlockId blk =
      b.block(Block{name("blk", 1), b.list({Name{"x", cols(5, 8)}}), cols(9, 10), cols(11, 12), inner, cols(1, 12)});
  ExprId one = b.number(Span{16, 17}, "1");
  AttributeId a = b.attribute(Attribute{Name{"a", Span{12, 13}}, Span{14, 15}, one, Span{12, 17}});
  BodyId root = b.body(Body{b.list({a}), b.list({blk}), Span{0, 18}, std::nullopt});
  File f = b.finish_file(root);
  CHECK(dump_file(f) ==
        "Body @1:1-3:1\n"
        "  Block blk \"x\" type=1:1-1:4 label=1:5-1:8 open=1:9-1:10 close=1:11-1:12 @1:1-1:12\n"
        "    Body @1:9-1:12\n"
        "  Attribute a name=2:1-2:2 equals=2:3-2:4 @2:1-2:6\n"
        "    Literal number 1 @2:5-2:6\n");
}

TEST_CASE("printer: every node kind has a name and the error node prints quietly") {
  for (int k = 0; k < kNodeKindCount; ++k) CHECK_FALSE(node_kind_name(static_cast<NodeKind>(k)).empty());
  Builder b(one_line("t.hcl"));
  CHECK(dump_expression(b.arena(), b.error(cols(1, 2))) == "Error @1:1-1:2\n");
}

}  // namespace
}  // namespace hclc::ir
