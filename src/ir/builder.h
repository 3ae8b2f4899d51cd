#pragma once
// Building the IR (used by the lowering, by the JSON syntax for templates in
// strings, and by tests). A Builder fills one arena; finish_*() hands it out
// as an immutable, shared handle. The text that it is given (names, literal
// text, in payloads or lists) may be anyone's: the arena keeps its own copy
// unless the text is already its source's bytes or in its pool (ir.h, Name).
//
//   ir::Builder b("main.hcl");
//   ir::Span span = b.span(Pos{1, 1, 0}, Pos{1, 2, 1});
//   ir::ExprId x = b.scope_traversal(span, {"x", span}, {});
//   ir::ExprId one = b.number(span1, "1");
//   ir::ExprId sum = b.binary(span, ir::BinaryOp::Add, x, one, op_span);
//   ir::Expression e = b.finish_expression(sum);

#include <initializer_list>
#include <iterator>
#include <memory>
#include <utility>
#include <vector>

#include "ir/ir.h"

namespace hclc::ir {

// A parsed file: its arena and its root body.
struct File {
  std::shared_ptr<const Arena> arena;
  BodyId body;

  const Body& root() const { return arena->body(body); }
};

// A standalone expression or template (and the arena it lives in).
struct Expression {
  std::shared_ptr<const Arena> arena;
  ExprId root;
};

class Builder {
 public:
  // For a native-syntax file: spans are byte offsets in `source`.
  explicit Builder(SourceFile source) : arena_(std::make_shared<Arena>(std::move(source))) {}
  // For IR at positions that are not a text's bytes: spans come from span().
  explicit Builder(std::string filename) : arena_(std::make_shared<Arena>(std::move(filename))) {}

  const Arena& arena() const { return *arena_; }
  // A span of an arena without source text (the other constructor).
  Span span(const Pos& start, const Pos& end) { return Span{arena_->record(start), arena_->record(end)}; }
  // See Arena::reserve_for_tokens.
  void reserve_for_tokens(std::size_t tokens) { arena_->reserve_for_tokens(tokens); }

  // A list in the arena, for a payload: `ir::Call{name, b.list(args), ...}`.
  template <class T>
  List<T> list(std::vector<T> items) {
    return arena_->list(std::make_move_iterator(items.begin()), std::make_move_iterator(items.end()));
  }
  template <class T>
  List<T> list(std::initializer_list<T> items) {
    return arena_->list(items.begin(), items.end());
  }
  // The elements [first, last) of a caller's scratch list, moved.
  template <class It>
  auto list(It first, It last) {
    return arena_->list(std::make_move_iterator(first), std::make_move_iterator(last));
  }

  // The text as the arena's own (see Arena::text), for a caller that keeps
  // a view of it.
  std::string_view text(std::string_view text) { return arena_->text(text); }

  // Any node, given its payload: `b.add(span, ir::Parens{inner})`.
  template <class T>
  ExprId add(Span span, T payload) {
    return arena_->add(span, std::move(payload));
  }

  // --- expressions -----------------------------------------------------
  ExprId number(Span s, std::string_view source_text) { return add(s, Literal{LiteralValue::number(source_text)}); }
  ExprId string(Span s, std::string_view content) { return add(s, Literal{LiteralValue::string(content)}); }
  ExprId boolean(Span s, bool b) { return add(s, Literal{LiteralValue::boolean_value(b)}); }
  ExprId null(Span s) { return add(s, Literal{LiteralValue::null()}); }
  ExprId literal(Span s, LiteralValue v) { return add(s, Literal{std::move(v)}); }

  ExprId template_(Span s, std::vector<ExprId> parts) { return add(s, Template{list(std::move(parts))}); }
  ExprId template_interp(Span s, ExprId expr) { return add(s, TemplateInterp{expr}); }
  ExprId template_if(Span s, ExprId cond, ExprId then_part, ExprId else_part = ExprId::none()) {
    return add(s, TemplateIf{cond, then_part, else_part});
  }
  ExprId template_for(Span s, std::optional<Name> key_var, Name value_var, ExprId collection, ExprId body) {
    return add(s, TemplateFor{std::move(key_var), std::move(value_var), collection, body});
  }
  ExprId template_wrap(Span s, ExprId wrapped) { return add(s, TemplateWrap{wrapped}); }

  ExprId scope_traversal(Span s, Name root, std::vector<TraversalStep> steps) {
    return add(s, ScopeTraversal{std::move(root), list(std::move(steps))});
  }
  ExprId relative_traversal(Span s, ExprId source, std::vector<TraversalStep> steps) {
    return add(s, RelativeTraversal{source, list(std::move(steps))});
  }
  ExprId index(Span s, ExprId collection, ExprId key, Span bracket_span) {
    return add(s, Index{collection, key, bracket_span});
  }
  // A splat is built in two steps because `each` refers to the splat's item:
  //   ExprId item = b.splat_item(marker_span);
  //   ExprId each = ...built on item...;   (or item itself)
  //   ExprId splat = b.splat(span, source, item, each, marker_span, attr_only);
  ExprId splat_item(Span marker_span) { return add(marker_span, SplatItem{}); }
  ExprId splat(Span s, ExprId source, ExprId item, ExprId each, Span marker_span, bool attr_only) {
    return add(s, Splat{source, item, each, marker_span, attr_only});
  }

  ExprId tuple(Span s, std::vector<ExprId> elements) { return add(s, Tuple{list(std::move(elements))}); }
  ExprId object(Span s, std::vector<ObjectItem> items, bool keys_must_differ = false) {
    return add(s, Object{list(std::move(items)), keys_must_differ});
  }
  ExprId for_expr(Span s, For f) { return add(s, std::move(f)); }
  ExprId call(Span s, Call c) { return add(s, std::move(c)); }
  ExprId unary(Span s, UnaryOp op, ExprId operand, Span op_span) { return add(s, Unary{op, operand, op_span}); }
  ExprId binary(Span s, BinaryOp op, ExprId lhs, ExprId rhs, Span op_span) {
    return add(s, Binary{op, lhs, rhs, op_span});
  }
  ExprId conditional(Span s, ExprId cond, ExprId then_expr, ExprId else_expr) {
    return add(s, Conditional{cond, then_expr, else_expr});
  }
  ExprId parens(Span s, ExprId inner) { return add(s, Parens{inner}); }
  ExprId error(Span s) { return add(s, Error{}); }

  // --- structure -----------------------------------------------------------
  AttributeId attribute(Attribute a) { return arena_->add(std::move(a)); }
  BlockId block(Block b) { return arena_->add(std::move(b)); }
  BodyId body(Body b) { return arena_->add(std::move(b)); }

  // --- handing out ---------------------------------------------------------
  // The builder is spent afterwards.
  File finish_file(BodyId root) { return File{std::exchange(arena_, nullptr), root}; }
  Expression finish_expression(ExprId root) { return Expression{std::exchange(arena_, nullptr), root}; }

 private:
  std::shared_ptr<Arena> arena_;
};

}  // namespace hclc::ir
