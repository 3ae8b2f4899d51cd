#include "ir/analysis.h"

#include <algorithm>
#include <cstddef>
#include <initializer_list>

#include "ir/printer.h"
#include "runtime/text.h"

namespace hclc::ir {

Range Traversal::source_range() const {
  if (steps.empty()) return Range{};
  return Range{steps.front().range.filename, steps.front().range.start, steps.back().range.end};
}

std::string Traversal::text() const {
  std::string out;
  for (const Traverser& step : steps) {
    switch (step.kind) {
      case Traverser::Kind::Root: out += step.name; break;
      case Traverser::Kind::Attr: out += "." + step.name; break;
      case Traverser::Kind::Index:
        switch (step.key.kind) {
          case LiteralKind::Number: out += "[" + step.key.text + "]"; break;
          case LiteralKind::String: out += "[" + json_quote_plain(step.key.text) + "]"; break;
          case LiteralKind::Bool: out += step.key.boolean ? "[true]" : "[false]"; break;
          case LiteralKind::Null: out += "[null]"; break;
        }
        break;
    }
  }
  return out;
}

namespace {

Traverser from_step(const Arena& arena, const TraversalStep& step) {
  Traverser t;
  t.range = arena.range(step.span);
  if (step.kind == StepKind::Attr) {
    t.kind = Traverser::Kind::Attr;
    t.name = step.name;
  } else {
    t.kind = Traverser::Kind::Index;
    t.key = step.key;
  }
  return t;
}

Traversal from_scope_traversal(const Arena& arena, const ScopeTraversal& st) {
  Traversal out;
  out.steps.reserve(st.steps.size() + 1);
  out.steps.push_back(Traverser{Traverser::Kind::Root, st.root.text, {}, arena.range(st.root.span)});
  for (const TraversalStep& step : st.steps) out.steps.push_back(from_step(arena, step));
  return out;
}

// Walks an expression collecting scope traversals whose roots are not bound
// by an enclosing for. The walk keeps its own list of pending work rather than
// recursing: a long chain of binary operators (`a + b + ...`, which is not
// nesting and has no bound) is an expression as deep as it is long.
class VariableCollector {
 public:
  VariableCollector(const Arena& arena, std::vector<Traversal>& out) : arena_(arena), out_(out) {}

  void walk(ExprId root) {
    pending_.push_back(Work{Work::Kind::Walk, root, 0});
    while (!pending_.empty()) {
      const Work work = pending_.back();
      pending_.pop_back();
      switch (work.kind) {
        case Work::Kind::Walk: visit(work.expr); break;
        case Work::Kind::Bind: bind(work.expr); break;
        case Work::Kind::Unbind: bound_.resize(work.bound_size); break;
      }
    }
  }

 private:
  // Work is taken from the back: what is to be done first is pushed last.
  struct Work {
    enum class Kind { Walk, Bind, Unbind } kind;
    ExprId expr;                 // to walk, or the for whose variables to bind
    std::size_t bound_size = 0;  // to unbind to
  };

  void visit(ExprId id) {
    if (!id.valid()) return;
    if (const auto* st = arena_.get_if<ScopeTraversal>(id)) {
      if (std::find(bound_.begin(), bound_.end(), st->root.text) == bound_.end())
        out_.push_back(from_scope_traversal(arena_, *st));
      return;
    }
    // A for's collection is outside its variables' scope; the rest inside.
    if (const auto* f = arena_.get_if<For>(id)) {
      then_unbind();
      then_walk({f->cond, f->value_expr, f->key_expr});
      pending_.push_back(Work{Work::Kind::Bind, id});
      then_walk({f->collection});
      return;
    }
    if (const auto* f = arena_.get_if<TemplateFor>(id)) {
      then_unbind();
      then_walk({f->body});
      pending_.push_back(Work{Work::Kind::Bind, id});
      then_walk({f->collection});
      return;
    }
    const std::size_t first_child = pending_.size();
    for_each_child(arena_, id, [&](ExprId child) { pending_.push_back(Work{Work::Kind::Walk, child}); });
    std::reverse(pending_.begin() + static_cast<std::ptrdiff_t>(first_child), pending_.end());
  }

  // Pushed in the reverse of the order they are walked in.
  void then_walk(std::initializer_list<ExprId> exprs) {
    for (ExprId expr : exprs) pending_.push_back(Work{Work::Kind::Walk, expr});
  }
  void then_unbind() { pending_.push_back(Work{Work::Kind::Unbind, {}, bound_.size()}); }

  void bind(ExprId id) {
    if (const auto* f = arena_.get_if<For>(id)) return bind(f->key_var, f->value_var);
    const auto& f = arena_.get<TemplateFor>(id);
    bind(f.key_var, f.value_var);
  }
  void bind(const std::optional<Name>& key_var, const Name& value_var) {
    if (key_var) bound_.push_back(key_var->text);
    bound_.push_back(value_var.text);
  }

  const Arena& arena_;
  std::vector<Traversal>& out_;
  std::vector<std::string> bound_;
  std::vector<Work> pending_;
};

// A loop rather than recursion: blocks may nest as deeply as the parser
// allows, and the valid pass reads them without recursion.
void body_variables(const Arena& arena, BodyId root, std::vector<Traversal>& out) {
  struct Item {
    std::uint32_t byte;
    AttributeId attribute;
    BlockId block;
  };
  std::vector<Item> pending;  // in the reverse of source order
  const auto push_items = [&](BodyId id) {
    const Body& body = arena.body(id);
    const std::size_t first = pending.size();
    for (AttributeId a : body.attributes) pending.push_back({arena.attribute(a).span.start.byte, a, {}});
    for (BlockId b : body.blocks) pending.push_back({arena.block(b).span.start.byte, {}, b});
    const auto begin = pending.begin() + static_cast<std::ptrdiff_t>(first);
    std::stable_sort(begin, pending.end(), [](const Item& x, const Item& y) { return x.byte < y.byte; });
    std::reverse(begin, pending.end());
  };
  push_items(root);
  while (!pending.empty()) {
    const Item item = pending.back();
    pending.pop_back();
    if (item.attribute.valid()) {
      VariableCollector(arena, out).walk(arena.attribute(item.attribute).expr);
    } else {
      push_items(arena.block(item.block).body);
    }
  }
}

constexpr const char* kStaticTraversalDetail =
    "A single static variable reference is required: only attribute access and indexing with constant keys. No "
    "calculations, function calls, template expressions, etc are allowed here.";

}  // namespace

std::vector<Traversal> variables(const Arena& arena, ExprId root) {
  std::vector<Traversal> out;
  VariableCollector(arena, out).walk(root);
  return out;
}

std::vector<Traversal> variables(const Arena& arena, BodyId body) {
  std::vector<Traversal> out;
  body_variables(arena, body, out);
  return out;
}

std::optional<Traversal> abs_traversal_for_expr(const Arena& arena, ExprId expr, Diagnostics& diags) {
  const Node& node = arena.node(expr);
  if (const auto* st = arena.get_if<ScopeTraversal>(expr)) return from_scope_traversal(arena, *st);
  // The keywords are literals in the IR but read as variable names here.
  if (const auto* lit = arena.get_if<Literal>(expr)) {
    const char* keyword = nullptr;
    if (lit->value.kind == LiteralKind::Bool) keyword = lit->value.boolean ? "true" : "false";
    if (lit->value.kind == LiteralKind::Null) keyword = "null";
    if (keyword) return Traversal{{Traverser{Traverser::Kind::Root, keyword, {}, arena.range(node.span)}}};
  }
  diags.add(DiagKind::StaticTraversalRequired, kStaticTraversalDetail, arena.range(node.span));
  return std::nullopt;
}

std::optional<Traversal> rel_traversal_for_expr(const Arena& arena, ExprId expr, Diagnostics& diags) {
  std::optional<Traversal> traversal = abs_traversal_for_expr(arena, expr, diags);
  if (traversal && !traversal->steps.empty()) traversal->steps.front().kind = Traverser::Kind::Attr;
  return traversal;
}

std::optional<std::string> keyword_for_expr(const Arena& arena, ExprId expr) {
  Diagnostics ignored;
  std::optional<Traversal> traversal = abs_traversal_for_expr(arena, expr, ignored);
  if (!traversal || traversal->steps.size() != 1) return std::nullopt;
  return traversal->root_name();
}

std::optional<std::vector<ExprId>> static_list(const Arena& arena, ExprId expr, Diagnostics& diags) {
  if (const auto* tuple = arena.get_if<Tuple>(expr)) return tuple->elements;
  diags.add(DiagKind::StaticListRequired, "A static list expression is required.", arena.range(expr));
  return std::nullopt;
}

std::optional<std::vector<StaticMapItem>> static_map(const Arena& arena, ExprId expr, Diagnostics& diags) {
  if (const auto* object = arena.get_if<Object>(expr)) {
    std::vector<StaticMapItem> items;
    items.reserve(object->items.size());
    for (const ObjectItem& item : object->items) items.push_back({item.key, item.value});
    return items;
  }
  diags.add(DiagKind::StaticMapRequired, "A static map expression is required.", arena.range(expr));
  return std::nullopt;
}

std::optional<StaticCall> static_call(const Arena& arena, ExprId expr, Diagnostics& diags) {
  if (const auto* call = arena.get_if<Call>(expr)) {
    return StaticCall{call->name.text, arena.range(call->name.span), call->args, call->expand_final,
                      arena.range(Span::between(call->open_paren_span, call->close_paren_span))};
  }
  diags.add(DiagKind::StaticCallRequired, "A static function call is required.", arena.range(expr));
  return std::nullopt;
}

}  // namespace hclc::ir
