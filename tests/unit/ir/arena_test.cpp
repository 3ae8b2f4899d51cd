#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "ir/builder.h"
#include "ir/graft.h"

namespace hclc::ir {
namespace {

// A span of `len` bytes on one line, recorded by the builder.
Span at(Builder& b, std::uint32_t line, std::uint32_t col, std::uint32_t len, std::uint32_t byte) {
  return b.span(Pos{line, col, byte}, Pos{line, col + len, byte + len});
}

TEST_CASE("node kinds are listed once and named") {
  CHECK(kNodeKindCount == 20);
  CHECK(node_kind_name(NodeKind::Literal) == "Literal");
  CHECK(node_kind_name(NodeKind::Error) == "Error");
}

TEST_CASE("a payload's lists keep their elements while their pools grow, and in the finished arena") {
  Builder b("s.hcl");
  std::vector<List<ExprId>> id_lists;
  std::vector<std::vector<ExprId>> ids_put;
  std::vector<List<TraversalStep>> step_lists;
  std::vector<std::vector<std::string>> names_put;
  // Enough lists of every length up to 40 for each pool to start many chunks,
  // and names too long to be kept inside their strings.
  for (std::uint32_t i = 0; i < 3000; ++i) {
    std::vector<ExprId> ids;
    std::vector<TraversalStep> steps;
    std::vector<std::string> names;
    for (std::uint32_t k = 0; k < i % 41; ++k) {
      ids.emplace_back(i * 100 + k);
      names.push_back("a_name_longer_than_a_short_string_" + std::to_string(i) + "_" + std::to_string(k));
      steps.push_back(TraversalStep{StepKind::Attr, names.back(), {}, Span{i, k}});
    }
    id_lists.push_back(b.list(ids));
    ids_put.push_back(std::move(ids));
    step_lists.push_back(b.list(std::move(steps)));
    names_put.push_back(std::move(names));
  }
  CHECK(b.list<ExprId>({}).empty());
  File f = b.finish_file(b.body(Body{}));
  for (std::size_t i = 0; i < id_lists.size(); ++i) {
    REQUIRE(id_lists[i].size() == ids_put[i].size());
    CHECK(std::equal(id_lists[i].begin(), id_lists[i].end(), ids_put[i].begin()));
    REQUIRE(step_lists[i].size() == names_put[i].size());
    for (std::size_t k = 0; k < names_put[i].size(); ++k) {
      CHECK(step_lists[i][k].name == names_put[i][k]);
      CHECK(step_lists[i][k].span == Span{static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(k)});
    }
  }
  CHECK(id_lists[40].back() == ExprId(4039));
  CHECK_THROWS_AS((void)id_lists[40].at(40), std::out_of_range);
  static_assert(!std::is_copy_constructible_v<Arena>);
}

TEST_CASE("an arena views its source's bytes in place and keeps its own copy of any other text") {
  Builder b(SourceFile("t.hcl", "name = f(x)\n"));
  const std::string_view source = b.arena().source()->text();
  std::optional<ExprId> literal, call;
  std::optional<AttributeId> attribute;
  {
    // Text of the caller's, gone before the arena is read.
    std::string content = "a content longer than a string's own buffer";
    std::string function = "provider::ns::f";
    std::string key = "a key that has to be copied into the pool";
    literal = b.string(Span{7, 11}, content);
    call = b.call(Span{7, 11}, Call{Name{function, Span{7, 8}}, b.list({*literal}), false, {}, {}, {}});
    const ExprId traversal =
        b.scope_traversal(Span{9, 10}, Name{source.substr(9, 1), Span{9, 10}},
                          {TraversalStep{StepKind::Index, {}, LiteralValue::string(key), Span{9, 10}},
                           TraversalStep{StepKind::Attr, std::string_view(function).substr(0, 8), {}, Span{9, 10}}});
    attribute = b.attribute(Attribute{Name{source.substr(0, 4), Span{0, 4}}, Span{5, 6}, traversal, Span{0, 11}});
    content.assign(content.size(), '-');
    function.assign(function.size(), '-');
    key.assign(key.size(), '-');
  }
  File f = b.finish_file(b.body(Body{}));
  const Arena& a = *f.arena;
  const Attribute& attr = a.attribute(*attribute);
  CHECK(attr.name.text == "name");
  CHECK(attr.name.text.data() == source.data());  // the source's bytes, not a copy
  CHECK(a.get<Literal>(*literal).value == LiteralValue::string("a content longer than a string's own buffer"));
  CHECK(a.get<Call>(*call).name.text == "provider::ns::f");
  const ScopeTraversal& traversal = a.get<ScopeTraversal>(attr.expr);
  CHECK(traversal.root.text.data() == source.data() + 9);
  CHECK(traversal.steps[0].key.text == "a key that has to be copied into the pool");
  CHECK(traversal.steps[1].name == "provider");
  static_assert(sizeof(Name) <= 24 && sizeof(LiteralValue) <= 24 && sizeof(TraversalStep) <= 56);
}

TEST_CASE("a graft copies the text into the arena it grafts into") {
  Builder into("j.json");
  ExprId grafted;
  {
    Builder b(SourceFile("t.hcl", "some_variable.an_attribute_with_a_long_name"));
    const std::string_view source = b.arena().source()->text();
    const ExprId root = b.scope_traversal(Span{0, 13}, Name{source.substr(0, 13), Span{0, 13}},
                                          {TraversalStep{StepKind::Attr, source.substr(14), {}, Span{13, 43}}});
    const Expression from = b.finish_expression(root);
    const Span root_span = into.span(Pos{1, 1, 0}, Pos{1, 14, 13});
    const Relocation in_place = [](const Pos& p) { return p; };
    grafted = graft(into, *from.arena, root, in_place, root_span);
  }  // the source and the first arena are gone
  const Expression e = into.finish_expression(grafted);
  const ScopeTraversal& t = e.arena->get<ScopeTraversal>(e.root);
  CHECK(t.root.text == "some_variable");
  CHECK(t.steps[0].name == "an_attribute_with_a_long_name");
}

TEST_CASE("ids are typed, start invalid and compare by index") {
  ExprId none;
  CHECK_FALSE(none.valid());
  CHECK(none == ExprId::none());
  CHECK(ExprId(3) == ExprId(3));
  CHECK(ExprId(2) < ExprId(3));
  static_assert(!std::is_convertible_v<ExprId, BodyId>);
}

TEST_CASE("builder fills an arena and hands it out immutable") {
  Builder b("t.hcl");
  ExprId x = b.scope_traversal(at(b, 1, 1, 1, 0), Name{"x", at(b, 1, 1, 1, 0)}, {});
  ExprId one = b.number(at(b, 1, 5, 1, 4), "1");
  ExprId sum = b.binary(b.span(Pos{1, 1, 0}, Pos{1, 6, 5}), BinaryOp::Add, x, one, at(b, 1, 3, 1, 2));
  Expression e = b.finish_expression(sum);
  const Arena& a = *e.arena;
  CHECK(a.node_count() == 3);
  CHECK(a.kind(e.root) == NodeKind::Binary);
  CHECK(a.get<Binary>(e.root).lhs == x);
  CHECK(a.get<Binary>(e.root).op == BinaryOp::Add);
  CHECK(a.get<Literal>(one).value == LiteralValue::number("1"));
  CHECK(a.get_if<Literal>(x) == nullptr);
  CHECK(a.get<ScopeTraversal>(x).root.text == "x");
  Range r = a.range(e.root);
  CHECK(r.filename == "t.hcl");
  CHECK(r.start == Pos{1, 1, 0});
  CHECK(r.end == Pos{1, 6, 5});
}

TEST_CASE("nodes are small records, visit reaches each payload through its kind's table") {
  static_assert(std::is_trivially_copyable_v<Node>);
  static_assert(sizeof(Node) == 16);
  Builder b("v.hcl");
  ExprId one = b.number(at(b, 1, 1, 1, 0), "1");
  ExprId two = b.number(at(b, 1, 5, 1, 4), "2");
  ExprId sum = b.binary(b.span(Pos{1, 1, 0}, Pos{1, 6, 5}), BinaryOp::Add, one, two, at(b, 1, 3, 1, 2));
  ExprId paren = b.parens(b.span(Pos{1, 1, 0}, Pos{1, 8, 7}), sum);
  Expression e = b.finish_expression(paren);
  const Arena& a = *e.arena;
  auto describe = [](const auto& payload) -> std::string {
    using T = std::decay_t<decltype(payload)>;
    if constexpr (std::is_same_v<T, Literal>)
      return "Literal " + std::string(payload.value.text);
    else if constexpr (std::is_same_v<T, Binary>)
      return "Binary " + std::string(binary_op_name(payload.op));
    else
      return std::string(node_kind_name(T::kKind));
  };
  CHECK(a.visit(one, describe) == "Literal 1");
  CHECK(a.visit(two, describe) == "Literal 2");
  CHECK(a.visit(sum, describe) == "Binary Add");
  CHECK(a.visit(paren, describe) == "Parens");
  CHECK(a.get<Parens>(paren).inner == sum);
  CHECK(a.get_if<Literal>(two)->value == LiteralValue::number("2"));
  CHECK(a.get_if<Literal>(sum) == nullptr);
  CHECK_THROWS_AS(a.get<Literal>(sum), std::logic_error);
}

TEST_CASE("a source file's spans are its bytes, placed on lines and columns when asked") {
  // Columns count grapheme clusters: "é" is two bytes, one column.
  Builder b(SourceFile("n.hcl", "a = 1\nb = \"\xC3\xA9\" + x\n"));
  ExprId x = b.scope_traversal(Span{17, 18}, Name{"x", Span{17, 18}}, {});
  static_assert(sizeof(Span) == 8);
  Expression e = b.finish_expression(x);
  CHECK(e.arena->span(x) == Span{17, 18});
  CHECK(e.arena->range(x) == Range{"n.hcl", Pos{2, 11, 17}, Pos{2, 12, 18}});
  CHECK(e.arena->pos(6) == Pos{2, 1, 6});
  CHECK(e.arena->byte(17) == 17);
  CHECK(e.arena->source()->text().substr(17, 1) == "x");
}

TEST_CASE("structure: body, attribute, block ranges") {
  Builder b("s.hcl");
  ExprId v = b.number(at(b, 2, 7, 1, 15), "1");
  AttributeId attr = b.attribute(Attribute{Name{"y", at(b, 2, 3, 1, 11)}, b.span(Pos{2, 5, 13}, Pos{2, 6, 14}), v,
                                           b.span(Pos{2, 3, 11}, Pos{2, 8, 16})});
  BodyId inner = b.body(Body{b.list({attr}), {}, b.span(Pos{1, 9, 8}, Pos{3, 2, 18}), std::nullopt});
  BlockId blk = b.block(Block{Name{"blk", at(b, 1, 1, 3, 0)}, b.list({Name{"a", at(b, 1, 5, 3, 4)}}), at(b, 1, 9, 1, 8),
                              at(b, 3, 1, 1, 17), inner, b.span(Pos{1, 1, 0}, Pos{3, 2, 18})});
  BodyId root = b.body(Body{{}, b.list({blk}), b.span(Pos{1, 1, 0}, Pos{4, 1, 19}), std::nullopt});
  File f = b.finish_file(root);
  const Block& block = f.arena->block(f.root().blocks.at(0));
  CHECK(f.arena->range(block.def_span()) == Range{"s.hcl", Pos{1, 1, 0}, Pos{1, 8, 7}});
  CHECK(f.arena->range(f.arena->body(block.body).missing_item_span()) == Range{"s.hcl", Pos{1, 9, 8}, Pos{1, 9, 8}});
  CHECK(f.arena->range(f.root().missing_item_span()) == Range{"s.hcl", Pos{1, 1, 0}, Pos{1, 1, 0}});
  CHECK(f.arena->attribute(f.arena->body(block.body).attributes.at(0)).name.text == "y");
}

TEST_CASE("a block without labels is defined by its type name") {
  Block blk{Name{"blk", Span{0, 3}}, {}, Span{4, 5}, Span{6, 7}, BodyId(0), {}};
  CHECK(blk.def_span() == Span{0, 3});
}

}  // namespace
}  // namespace hclc::ir
