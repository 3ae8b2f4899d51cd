#include "ir/graft.h"

#include <vector>

namespace hclc::ir {
namespace {

// Rewrites one payload: ids shifted past the nodes `into` already had, spans
// relocated. Every payload kind is listed, so that a new node kind cannot be
// grafted by accident without its ids and spans being moved.
struct Relocator {
  std::uint32_t offset;
  const Relocation& relocate;
  const Arena& from;
  Builder& into;

  ExprId id(ExprId e) const { return e.valid() ? ExprId(e.index() + offset) : e; }
  Span span(const Span& s) const { return into.span(relocate(from.pos(s.start)), relocate(from.pos(s.end))); }
  Name name(Name n) const {
    n.span = span(n.span);
    return n;
  }
  std::optional<Name> name(const std::optional<Name>& n) const {
    return n ? std::optional<Name>(name(*n)) : std::nullopt;
  }
  // A list of `from` is copied into `into`'s pools, moved as its payload is.
  List<ExprId> ids(const List<ExprId>& from_ids) const {
    std::vector<ExprId> v;
    v.reserve(from_ids.size());
    for (ExprId e : from_ids) v.push_back(id(e));
    return into.list(std::move(v));
  }
  List<TraversalStep> steps(const List<TraversalStep>& from_steps) const {
    std::vector<TraversalStep> v(from_steps.begin(), from_steps.end());
    for (TraversalStep& s : v) s.span = span(s.span);
    return into.list(std::move(v));
  }

  Literal operator()(const Literal& n) const { return n; }
  Template operator()(const Template& n) const { return Template{ids(n.parts)}; }
  TemplateInterp operator()(const TemplateInterp& n) const { return TemplateInterp{id(n.expr)}; }
  TemplateIf operator()(const TemplateIf& n) const { return TemplateIf{id(n.cond), id(n.then_part), id(n.else_part)}; }
  TemplateFor operator()(const TemplateFor& n) const {
    return TemplateFor{name(n.key_var), name(n.value_var), id(n.collection), id(n.body)};
  }
  TemplateWrap operator()(const TemplateWrap& n) const { return TemplateWrap{id(n.wrapped)}; }
  ScopeTraversal operator()(const ScopeTraversal& n) const { return ScopeTraversal{name(n.root), steps(n.steps)}; }
  RelativeTraversal operator()(const RelativeTraversal& n) const {
    return RelativeTraversal{id(n.source), steps(n.steps)};
  }
  Index operator()(const Index& n) const { return Index{id(n.collection), id(n.key), span(n.bracket_span)}; }
  Splat operator()(const Splat& n) const {
    return Splat{id(n.source), id(n.item), id(n.each), span(n.marker_span), n.attr_only};
  }
  SplatItem operator()(const SplatItem& n) const { return n; }
  Tuple operator()(const Tuple& n) const { return Tuple{ids(n.elements)}; }
  Object operator()(const Object& n) const {
    std::vector<ObjectItem> items(n.items.begin(), n.items.end());
    for (ObjectItem& item : items) {
      item.key = id(item.key);
      item.value = id(item.value);
    }
    return Object{into.list(std::move(items)), n.keys_must_differ};
  }
  For operator()(const For& n) const {
    For f = n;
    f.key_var = name(n.key_var);
    f.value_var = name(n.value_var);
    f.collection = id(n.collection);
    f.key_expr = id(n.key_expr);
    f.value_expr = id(n.value_expr);
    f.cond = id(n.cond);
    f.open_span = span(n.open_span);
    f.close_span = span(n.close_span);
    return f;
  }
  Call operator()(const Call& n) const {
    Call c = n;
    c.name = name(n.name);
    c.args = ids(n.args);
    c.open_paren_span = span(n.open_paren_span);
    c.close_paren_span = span(n.close_paren_span);
    c.ellipsis_span = span(n.ellipsis_span);
    return c;
  }
  Unary operator()(const Unary& n) const { return Unary{n.op, id(n.operand), span(n.op_span)}; }
  Binary operator()(const Binary& n) const { return Binary{n.op, id(n.lhs), id(n.rhs), span(n.op_span)}; }
  Conditional operator()(const Conditional& n) const {
    return Conditional{id(n.cond), id(n.then_expr), id(n.else_expr)};
  }
  Parens operator()(const Parens& n) const { return Parens{id(n.inner)}; }
  Error operator()(const Error& n) const { return n; }
};

}  // namespace

ExprId graft(Builder& into, const Arena& from, ExprId root, const Relocation& relocate, Span root_span) {
  const auto offset = static_cast<std::uint32_t>(into.arena().node_count());
  const Relocator relocator{offset, relocate, from, into};
  for (std::size_t i = 0; i < from.node_count(); ++i) {
    const ExprId id(static_cast<std::uint32_t>(i));
    const Node& n = from.node(id);
    const Span span = id == root ? root_span : relocator.span(n.span);
    from.visit(id, [&](const auto& payload) { into.add(span, relocator(payload)); });
  }
  return relocator.id(root);
}

}  // namespace hclc::ir
