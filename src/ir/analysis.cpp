#include "ir/analysis.h"

#include <algorithm>
#include <cctype>
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
    t.key = stored(step.key);
  }
  return t;
}

Traversal from_scope_traversal(const Arena& arena, const ScopeTraversal& st) {
  Traversal out;
  out.steps.reserve(st.steps.size() + 1);
  out.steps.push_back(Traverser{Traverser::Kind::Root, std::string(st.root.text), {}, arena.range(st.root.span)});
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
  std::vector<std::string_view> bound_;  // the arena's text
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
    for (AttributeId a : body.attributes) pending.push_back({arena.byte(arena.attribute(a).span.start), a, {}});
    for (BlockId b : body.blocks) pending.push_back({arena.byte(arena.block(b).span.start), {}, b});
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

// A traversal written inside a string: a JSON string (json-syntax.md, "Static
// analysis"), or an object key written as a bare identifier. Such an
// expression is a string literal in the IR; its text reads as a traversal
// as the native syntax writes one (`aws_instance.web`, `a.b[0]["k"]`, `a.0`),
// or not at all. `span` is the literal's; a JSON string's starts at its quote.
std::optional<Traversal> traversal_in_string(const Arena& arena, std::string_view text, const Span& span) {
  Pos at = arena.pos(span.start);
  if (arena.pos(span.end).byte - at.byte > text.size()) {  // quoted: the text starts after the quote
    ++at.column;
    ++at.byte;
  }
  std::size_t i = 0;
  // Advances over `count` bytes of the text, one column per code point.
  const auto advance = [&](std::size_t count) {
    for (std::size_t end = i + count; i < end; ++i) {
      ++at.byte;
      if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++at.column;
    }
  };
  const auto identifier_length = [&](std::size_t from) {
    std::size_t k = from;
    const auto starts = [](unsigned char c) { return std::isalpha(c) || c == '_' || c >= 0x80; };
    if (k >= text.size() || !starts(static_cast<unsigned char>(text[k]))) return std::size_t{0};
    while (k < text.size() && (starts(static_cast<unsigned char>(text[k])) ||
                               std::isdigit(static_cast<unsigned char>(text[k])) || text[k] == '-'))
      ++k;
    return k - from;
  };
  const auto digits_length = [&](std::size_t from) {
    std::size_t k = from;
    while (k < text.size() && std::isdigit(static_cast<unsigned char>(text[k]))) ++k;
    return k - from;
  };
  Traversal out;
  const auto step = [&](Traverser::Kind kind, std::size_t length, std::string name, StoredLiteralValue key) {
    const Pos start = at;
    advance(length);
    out.steps.push_back(Traverser{kind, std::move(name), std::move(key), Range{arena.filename(), start, at}});
  };
  const std::size_t root = identifier_length(0);
  if (root == 0) return std::nullopt;
  step(Traverser::Kind::Root, root, std::string(text.substr(0, root)), {});
  while (i < text.size()) {
    const Pos start = at;
    if (text[i] == '.') {
      if (std::size_t name = identifier_length(i + 1)) {
        advance(1);
        step(Traverser::Kind::Attr, name, std::string(text.substr(i, name)), {});
      } else if (std::size_t number = digits_length(i + 1)) {  // a legacy index, a.0
        advance(1);
        step(Traverser::Kind::Index, number, {}, StoredLiteralValue::number(std::string(text.substr(i, number))));
      } else {
        return std::nullopt;
      }
      out.steps.back().range.start = start;
      continue;
    }
    if (text[i] != '[') return std::nullopt;
    StoredLiteralValue key;
    std::size_t length = 0;
    if (std::size_t number = digits_length(i + 1)) {
      key = StoredLiteralValue::number(std::string(text.substr(i + 1, number)));
      length = 1 + number;
    } else if (i + 1 < text.size() && text[i + 1] == '"') {
      const std::size_t close = text.find('"', i + 2);
      if (close == std::string_view::npos) return std::nullopt;
      const std::string content(text.substr(i + 2, close - i - 2));
      if (content.find_first_of("\\$%") != std::string::npos) return std::nullopt;  // escapes, templates
      key = StoredLiteralValue::string(content);
      length = close + 1 - i;
    } else {
      return std::nullopt;
    }
    if (i + length >= text.size() || text[i + length] != ']') return std::nullopt;
    step(Traverser::Kind::Index, length + 1, {}, std::move(key));
    out.steps.back().range.start = start;
  }
  return out;
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
    if (lit->value.kind == LiteralKind::String)
      if (std::optional<Traversal> traversal = traversal_in_string(arena, lit->value.text, node.span)) return traversal;
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
  if (const auto* tuple = arena.get_if<Tuple>(expr))
    return std::vector<ExprId>(tuple->elements.begin(), tuple->elements.end());
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
    return StaticCall{std::string(call->name.text), arena.range(call->name.span),
                      std::vector<ExprId>(call->args.begin(), call->args.end()), call->expand_final,
                      arena.range(Span::between(call->open_paren_span, call->close_paren_span))};
  }
  diags.add(DiagKind::StaticCallRequired, "A static function call is required.", arena.range(expr));
  return std::nullopt;
}

}  // namespace hclc::ir
