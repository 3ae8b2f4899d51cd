#include "ir/printer.h"

#include <algorithm>
#include <sstream>

#include "runtime/stack_budget.h"
#include "runtime/text.h"

namespace hclc::ir {

std::string format_span(const Arena& arena, const Span& span) {
  const Pos start = arena.pos(span.start);
  const Pos end = arena.pos(span.end);
  return std::to_string(start.line) + ":" + std::to_string(start.column) + "-" + std::to_string(end.line) + ":" +
         std::to_string(end.column);
}

std::string format_literal(const LiteralValue& value) {
  switch (value.kind) {
    case LiteralKind::Number: return "number " + std::string(value.text);
    case LiteralKind::String: return "string " + json_quote_plain(value.text);
    case LiteralKind::Bool: return value.boolean ? "bool true" : "bool false";
    case LiteralKind::Null: return "null";
  }
  return "?";
}

namespace {

std::string step_text(const TraversalStep& step) {
  switch (step.kind) {
    case StepKind::Attr: return "Attr " + std::string(step.name);
    case StepKind::Index: return "Index " + format_literal(step.key);
    case StepKind::LegacyIndex: return "LegacyIndex " + format_literal(step.key);
  }
  return "?";
}

class Printer {
 public:
  Printer(std::ostream& out, const Arena& arena, const PrintOptions& options)
      : out_(out), arena_(arena), options_(options) {
    stack_.start();
  }

  void expr(ExprId id, int depth, std::string_view role) {
    indent(depth, role);
    if (!id.valid()) {
      out_ << "(none)\n";
      return;
    }
    // A chain of binary operators is as deep as it is long, with no bound.
    if (stack_.spent()) {
      out_ << "(nested too deeply to print)\n";
      return;
    }
    const Node& node = arena_.node(id);
    out_ << node_kind_name(node.kind);
    arena_.visit(id, [&](const auto& payload) { head(payload); });
    out_ << " @" << format_span(arena_, node.span);
    if (options_.annotate) {
      std::string note = options_.annotate(id);
      if (!note.empty()) out_ << " : " << note;
    }
    out_ << "\n";
    arena_.visit(id, [&](const auto& payload) { children(payload, depth + 1); });
  }

  void body(BodyId id, int depth, std::string_view role) {
    const Body& b = arena_.body(id);
    indent(depth, role);
    if (stack_.spent()) {
      out_ << "(nested too deeply to print)\n";
      return;
    }
    out_ << "Body @" << format_span(arena_, b.span) << "\n";
    // Attributes and blocks interleaved as they appear in the source.
    struct Item {
      std::uint32_t byte;
      AttributeId attribute;
      BlockId block;
    };
    std::vector<Item> items;
    for (AttributeId a : b.attributes) items.push_back({arena_.byte(arena_.attribute(a).span.start), a, {}});
    for (BlockId k : b.blocks) items.push_back({arena_.byte(arena_.block(k).span.start), {}, k});
    std::stable_sort(items.begin(), items.end(), [](const Item& x, const Item& y) { return x.byte < y.byte; });
    for (const Item& item : items) {
      if (item.attribute.valid()) {
        const Attribute& a = arena_.attribute(item.attribute);
        indent(depth + 1, "");
        out_ << "Attribute " << a.name.text << " name=" << format_span(arena_, a.name.span)
             << " equals=" << format_span(arena_, a.equals_span) << " @" << format_span(arena_, a.span) << "\n";
        expr(a.expr, depth + 2, "");
      } else {
        const Block& k = arena_.block(item.block);
        indent(depth + 1, "");
        out_ << "Block " << k.type.text;
        for (const Name& label : k.labels) out_ << " " << json_quote_plain(label.text);
        out_ << " type=" << format_span(arena_, k.type.span);
        for (const Name& label : k.labels) out_ << " label=" << format_span(arena_, label.span);
        out_ << " open=" << format_span(arena_, k.open_brace_span)
             << " close=" << format_span(arena_, k.close_brace_span) << " @" << format_span(arena_, k.span) << "\n";
        body(k.body, depth + 2, "");
      }
    }
  }

 private:
  void indent(int depth, std::string_view role) {
    for (int i = 0; i < depth; ++i) out_ << "  ";
    if (!role.empty()) out_ << role << ": ";
  }

  void steps(const List<TraversalStep>& list, int depth) {
    for (const TraversalStep& step : list) {
      indent(depth, "");
      out_ << step_text(step) << " @" << format_span(arena_, step.span) << "\n";
    }
  }

  static std::string var_names(const std::optional<Name>& key, const Name& value) {
    return key ? std::string(key->text) + ", " + std::string(value.text) : std::string(value.text);
  }
  std::string var_spans(const std::optional<Name>& key, const Name& value) {
    return (key ? " key_var=" + format_span(arena_, key->span) : std::string()) +
           " value_var=" + format_span(arena_, value.span);
  }

  // The rest of a node's own line, after its kind.
  void head(const Literal& n) { out_ << " " << format_literal(n.value); }
  void head(const Template&) {}
  void head(const TemplateInterp&) {}
  void head(const TemplateIf&) {}
  void head(const TemplateFor& n) {
    out_ << " " << var_names(n.key_var, n.value_var) << var_spans(n.key_var, n.value_var);
  }
  void head(const TemplateWrap&) {}
  void head(const ScopeTraversal& n) { out_ << " " << n.root.text; }
  void head(const RelativeTraversal&) {}
  void head(const Index& n) { out_ << " bracket=" << format_span(arena_, n.bracket_span); }
  void head(const Splat& n) {
    out_ << (n.attr_only ? " attr-only" : " full") << " marker=" << format_span(arena_, n.marker_span);
  }
  void head(const SplatItem&) {}
  void head(const Tuple&) {}
  void head(const Object&) {}
  void head(const For& n) {
    out_ << (n.is_object ? " object " : " tuple ") << var_names(n.key_var, n.value_var);
    if (n.grouping) out_ << " grouping";
    out_ << var_spans(n.key_var, n.value_var) << " open=" << format_span(arena_, n.open_span)
         << " close=" << format_span(arena_, n.close_span);
  }
  void head(const Call& n) {
    out_ << " " << n.name.text;
    if (n.expand_final) out_ << " expand ellipsis=" << format_span(arena_, n.ellipsis_span);
    out_ << " name=" << format_span(arena_, n.name.span) << " open=" << format_span(arena_, n.open_paren_span)
         << " close=" << format_span(arena_, n.close_paren_span);
  }
  void head(const Unary& n) { out_ << " " << unary_op_name(n.op) << " op=" << format_span(arena_, n.op_span); }
  void head(const Binary& n) { out_ << " " << binary_op_name(n.op) << " op=" << format_span(arena_, n.op_span); }
  void head(const Conditional&) {}
  void head(const Parens&) {}
  void head(const Error&) {}

  void children(const Literal&, int) {}
  void children(const Template& n, int d) {
    for (ExprId part : n.parts) expr(part, d, "");
  }
  void children(const TemplateInterp& n, int d) { expr(n.expr, d, ""); }
  void children(const TemplateIf& n, int d) {
    expr(n.cond, d, "cond");
    expr(n.then_part, d, "then");
    if (n.else_part.valid()) expr(n.else_part, d, "else");
  }
  void children(const TemplateFor& n, int d) {
    expr(n.collection, d, "collection");
    expr(n.body, d, "body");
  }
  void children(const TemplateWrap& n, int d) { expr(n.wrapped, d, ""); }
  void children(const ScopeTraversal& n, int d) { steps(n.steps, d); }
  void children(const RelativeTraversal& n, int d) {
    expr(n.source, d, "source");
    steps(n.steps, d);
  }
  void children(const Index& n, int d) {
    expr(n.collection, d, "collection");
    expr(n.key, d, "key");
  }
  void children(const Splat& n, int d) {
    expr(n.source, d, "source");
    expr(n.each, d, "each");
  }
  void children(const SplatItem&, int) {}
  void children(const Tuple& n, int d) {
    for (ExprId e : n.elements) expr(e, d, "");
  }
  void children(const Object& n, int d) {
    for (const ObjectItem& item : n.items) {
      expr(item.key, d, item.key_is_identifier ? "key (identifier)" : "key");
      expr(item.value, d, "value");
    }
  }
  void children(const For& n, int d) {
    expr(n.collection, d, "collection");
    if (n.key_expr.valid()) expr(n.key_expr, d, "key");
    expr(n.value_expr, d, "value");
    if (n.cond.valid()) expr(n.cond, d, "cond");
  }
  void children(const Call& n, int d) {
    for (ExprId a : n.args) expr(a, d, "");
  }
  void children(const Unary& n, int d) { expr(n.operand, d, ""); }
  void children(const Binary& n, int d) {
    expr(n.lhs, d, "lhs");
    expr(n.rhs, d, "rhs");
  }
  void children(const Conditional& n, int d) {
    expr(n.cond, d, "cond");
    expr(n.then_expr, d, "then");
    expr(n.else_expr, d, "else");
  }
  void children(const Parens& n, int d) { expr(n.inner, d, ""); }
  void children(const Error&, int) {}

  std::ostream& out_;
  const Arena& arena_;
  const PrintOptions& options_;
  StackBudget stack_;
};

}  // namespace

void print_expression(std::ostream& out, const Arena& arena, ExprId root, const PrintOptions& options) {
  Printer(out, arena, options).expr(root, 0, "");
}

void print_body(std::ostream& out, const Arena& arena, BodyId body, const PrintOptions& options) {
  Printer(out, arena, options).body(body, 0, "");
}

std::string dump_expression(const Arena& arena, ExprId root, const PrintOptions& options) {
  std::ostringstream out;
  print_expression(out, arena, root, options);
  return out.str();
}

std::string dump_file(const File& file, const PrintOptions& options) {
  std::ostringstream out;
  print_body(out, *file.arena, file.body, options);
  return out.str();
}

}  // namespace hclc::ir
