#include "expression_ast.h"

#include <optional>
#include <set>
#include <string_view>

#include "runtime/number.h"
#include "runtime/text.h"

namespace hclc::js {

namespace {

std::uint32_t hcl2json_line(const Pos& pos) { return pos.line - 1; }
std::uint32_t hcl2json_column(const Pos& pos) { return pos.line == 1 ? pos.column - 1 : pos.column; }

std::string hcl2json_position(const Pos& pos) {
  return "{\"line\":" + std::to_string(hcl2json_line(pos)) + ",\"column\":" + std::to_string(hcl2json_column(pos)) +
         ",\"byte\":" + std::to_string(pos.byte) + "}";
}

}  // namespace

std::string hcl2json_diagnostics_message(const Diagnostics& diags) {
  if (diags.size() == 0) return "no diagnostics";
  const Diagnostic& first = diags[0];
  std::string message;
  if (first.subject) {
    const Range& r = *first.subject;
    message = r.filename + ":" + std::to_string(hcl2json_line(r.start)) + "," +
              std::to_string(hcl2json_column(r.start)) + "-";
    if (r.end.line != r.start.line) message += std::to_string(hcl2json_line(r.end)) + ",";
    message += std::to_string(hcl2json_column(r.end)) + ": ";
  }
  message += first.summary + "; " + first.detail;
  if (diags.size() > 1) message += ", and " + std::to_string(diags.size() - 1) + " other diagnostic(s)";
  return message;
}

namespace {

std::string range_json(const Span& span) {
  return "{\"start\":" + hcl2json_position(span.start) + ",\"end\":" + hcl2json_position(span.end) + "}";
}

std::string_view binary_operator(ir::BinaryOp op) {
  switch (op) {
    case ir::BinaryOp::Or: return "logicalOr";
    case ir::BinaryOp::And: return "logicalAnd";
    case ir::BinaryOp::Equal: return "equal";
    case ir::BinaryOp::NotEqual: return "notEqual";
    case ir::BinaryOp::Greater: return "greaterThan";
    case ir::BinaryOp::GreaterOrEqual: return "greaterThanOrEqual";
    case ir::BinaryOp::Less: return "lessThan";
    case ir::BinaryOp::LessOrEqual: return "lessThanOrEqual";
    case ir::BinaryOp::Add: return "add";
    case ir::BinaryOp::Subtract: return "subtract";
    case ir::BinaryOp::Multiply: return "multiply";
    case ir::BinaryOp::Divide: return "divide";
    case ir::BinaryOp::Modulo: return "modulo";
  }
  return "";
}

bool is_arithmetic(ir::BinaryOp op) {
  return op == ir::BinaryOp::Add || op == ir::BinaryOp::Subtract || op == ir::BinaryOp::Multiply ||
         op == ir::BinaryOp::Divide || op == ir::BinaryOp::Modulo;
}

// An index step's key as the segment hcl2json shows: numbers in cty's form
// (`1.50` is "1.5"), strings quoted; none for a bool or null key.
std::optional<std::string> index_segment(const ir::LiteralValue& key) {
  switch (key.kind) {
    case ir::LiteralKind::Number: {
      std::optional<Number> n = Number::parse(key.text);
      return n ? n->to_display_string() : key.text;
    }
    case ir::LiteralKind::String: return json_quote_plain(key.text);
    case ir::LiteralKind::Bool:
    case ir::LiteralKind::Null: break;
  }
  return std::nullopt;
}

class AstWriter {
 public:
  AstWriter(const SourceFile& source, const ir::Arena& arena) : source_(source), arena_(arena) {}

  std::string node(ir::ExprId id) {
    const ir::Span span = range_of(id);
    switch (arena_.kind(id)) {
      case ir::NodeKind::Literal: {
        const ir::LiteralValue& value = arena_.get<ir::Literal>(id).value;
        return object("literalValue", span, meta(span, ",\"type\":" + quote(literal_type(value.kind))), "");
      }
      case ir::NodeKind::Template: return template_node(id, span);
      case ir::NodeKind::TemplateInterp: return node(arena_.get<ir::TemplateInterp>(id).expr);
      case ir::NodeKind::TemplateIf: {
        const auto& branch = arena_.get<ir::TemplateIf>(id);
        branch_templates_.insert(branch.then_part);
        if (branch.else_part) branch_templates_.insert(branch.else_part);
        const std::string otherwise =
            branch.else_part ? node(branch.else_part) : empty_template(span_end_of(branch.then_part), "");
        return object("conditional", start_range(branch.cond),
                      meta(span, ",\"conditionExpression\":" + quote(text(branch.cond)) +
                                     ",\"trueExpression\":" + quote(text(branch.then_part)) + ",\"falseExpression\":" +
                                     quote(branch.else_part ? text(branch.else_part) : std::string())),
                      node(branch.cond) + "," + node(branch.then_part) + "," + otherwise);
      }
      case ir::NodeKind::TemplateFor: return template_for(id, span);
      case ir::NodeKind::TemplateWrap:
        return object("templateWrap", span, meta(span, ""), node(arena_.get<ir::TemplateWrap>(id).wrapped));
      case ir::NodeKind::ScopeTraversal: {
        const auto& traversal = arena_.get<ir::ScopeTraversal>(id);
        std::string accessor = traversal.root.text;
        std::string parts = step_json("nameTraversal", traversal.root.text, traversal.root.span);
        add_steps(traversal.steps, accessor, parts);
        return object("scopeTraversal", span,
                      meta(span, ",\"fullAccessor\":" + quote(accessor) + ",\"traversal\":[" + parts + "]"), "");
      }
      case ir::NodeKind::RelativeTraversal: {
        const auto& traversal = arena_.get<ir::RelativeTraversal>(id);
        std::string accessor;
        std::string parts;
        add_steps(traversal.steps, accessor, parts);
        return object("relativeTraversal", span,
                      meta(span, ",\"fullAccessor\":" + quote(accessor) + ",\"traversal\":[" + parts +
                                     "],\"sourceExpression\":" + quote(text(traversal.source))),
                      node(traversal.source));
      }
      case ir::NodeKind::Index: {
        const auto& index = arena_.get<ir::Index>(id);
        const ir::Span bracket{index.bracket_span.start, source_.pos_at(index.bracket_span.start.byte + 1)};
        return object("index", bracket,
                      meta(span, ",\"keyExpression\":" + quote(text(index.key)) +
                                     ",\"collectionExpression\":" + quote(text(index.collection))),
                      node(index.collection) + "," + node(index.key));
      }
      case ir::NodeKind::Splat: {
        const auto& splat = arena_.get<ir::Splat>(id);
        if (splat.attr_only) attr_splat_items_.insert(splat.item);
        return object("splat", splat.marker_span,
                      meta(span, ",\"sourceExpression\":" + quote(text(splat.source)) + ",\"eachExpression\":" +
                                     quote(text(splat.each)) + ",\"anonSymbolExpression\":" + quote(text(splat.item)) +
                                     ",\"markerRange\":" + range_json(splat.marker_span)),
                      node(splat.source) + "," + node(splat.each));
      }
      case ir::NodeKind::SplatItem: return untyped(span, "");
      case ir::NodeKind::Tuple: {
        std::string children;
        for (ir::ExprId element : arena_.get<ir::Tuple>(id).elements) append(children, node(element));
        return object("tuple", first_char(span), meta(span, ""), children);
      }
      case ir::NodeKind::Object: return object_node(id, span);
      case ir::NodeKind::For: return for_node(id, span);
      case ir::NodeKind::Call: {
        const auto& call = arena_.get<ir::Call>(id);
        std::string children;
        std::string args_ranges;
        for (ir::ExprId arg : call.args) {
          append(children, node(arg));
          append(args_ranges, range_json(range_of(arg)));
        }
        return object(
            "function", ir::Span::between(call.name.span, call.open_paren_span),
            meta(span, ",\"name\":" + quote(call.name.text) + ",\"expandedFinalArgument\":" +
                           (call.expand_final ? "true" : "false") + ",\"nameRange\":" + range_json(call.name.span) +
                           ",\"openParenRange\":" + range_json(call.open_paren_span) + ",\"closeParenRange\":" +
                           range_json(call.close_paren_span) + ",\"argsRanges\":[" + args_ranges + "]"),
            children);
      }
      case ir::NodeKind::Unary: {
        const auto& unary = arena_.get<ir::Unary>(id);
        const bool negate = unary.op == ir::UnaryOp::Negate;
        return object("unaryOp", unary.op_span,
                      meta(span, std::string(",\"operator\":") + (negate ? "\"negate\"" : "\"logicalNot\"") +
                                     ",\"valueExpression\":" + quote(text(unary.operand)) +
                                     ",\"symbolRange\":" + range_json(unary.op_span) +
                                     ",\"returnType\":" + (negate ? "\"number\"" : "\"bool\"")),
                      node(unary.operand));
      }
      case ir::NodeKind::Binary: {
        const auto& binary = arena_.get<ir::Binary>(id);
        return object("binaryOp", start_range(binary.lhs),
                      meta(span, ",\"operator\":" + quote(binary_operator(binary.op)) +
                                     ",\"returnType\":" + (is_arithmetic(binary.op) ? "\"number\"" : "\"bool\"") +
                                     ",\"lhsExpression\":" + quote(text(binary.lhs)) +
                                     ",\"rhsExpression\":" + quote(text(binary.rhs))),
                      node(binary.lhs) + "," + node(binary.rhs));
      }
      case ir::NodeKind::Conditional: {
        const auto& conditional = arena_.get<ir::Conditional>(id);
        return object("conditional", start_range(conditional.cond),
                      meta(span, ",\"conditionExpression\":" + quote(text(conditional.cond)) +
                                     ",\"trueExpression\":" + quote(text(conditional.then_expr)) +
                                     ",\"falseExpression\":" + quote(text(conditional.else_expr))),
                      node(conditional.cond) + "," + node(conditional.then_expr) + "," + node(conditional.else_expr));
      }
      case ir::NodeKind::Parens: {
        const ir::ExprId inner = arena_.get<ir::Parens>(id).inner;
        return untyped(start_range(inner), node(inner));
      }
      case ir::NodeKind::Error: break;
    }
    return untyped(span, "");
  }

 private:
  static std::string_view literal_type(ir::LiteralKind kind) {
    switch (kind) {
      case ir::LiteralKind::Number: return "number";
      case ir::LiteralKind::String: return "string";
      case ir::LiteralKind::Bool: return "bool";
      case ir::LiteralKind::Null: break;
    }
    return "dynamic";
  }

  static std::string quote(std::string_view s) { return json_quote_plain(s); }
  static void append(std::string& list, const std::string& item) {
    if (!list.empty()) list += ',';
    list += item;
  }

  std::string text(const ir::Span& span) const {
    return std::string(source_.text().substr(span.start.byte, span.end.byte - span.start.byte));
  }
  std::string text(ir::ExprId id) const { return text(range_of(id)); }

  // The node's extent as the reference's Range gives it, where that differs
  // from the IR's span: a directive's branch or body spans its parts only
  // (without the `${` of a first interpolation), and the steps after an
  // attribute-only splat's `.*` start after it.
  ir::Span range_of(ir::ExprId id) const {
    const ir::Span span = arena_.span(id);
    if (const auto* interp = arena_.get_if<ir::TemplateInterp>(id)) return range_of(interp->expr);
    if (const auto* traversal = arena_.get_if<ir::RelativeTraversal>(id)) {
      if (attr_splat_items_.contains(traversal->source) && !traversal->steps.empty())
        return ir::Span::between(traversal->steps.front().span, traversal->steps.back().span);
    }
    if (const auto* branch = arena_.get_if<ir::Template>(id)) {
      if (branch_templates_.contains(id) && !branch->parts.empty())
        return ir::Span::between(range_of(branch->parts.front()), range_of(branch->parts.back()));
    }
    return span;
  }

  ir::Span first_char(const ir::Span& span) const { return {span.start, source_.pos_at(span.start.byte + 1)}; }
  ir::Span span_end_of(ir::ExprId id) const { return end_point(arena_.span(id)); }
  static ir::Span end_point(const ir::Span& span) { return {span.end, span.end}; }

  // Where the node starts, as the reference's StartRange gives it: the
  // position hcl2json reports as the node's range.
  ir::Span start_range(ir::ExprId id) const {
    const ir::Span span = arena_.span(id);
    switch (arena_.kind(id)) {
      case ir::NodeKind::Template: {
        const auto& parts = arena_.get<ir::Template>(id).parts;
        if (parts.empty()) return end_point(span);
        if (arena_.kind(parts.front()) != ir::NodeKind::Literal) return start_range(parts.front());
        return ir::Span::between(arena_.span(parts.front()), arena_.span(parts[last_of_literal_run(parts, 0)]));
      }
      case ir::NodeKind::TemplateInterp: return start_range(arena_.get<ir::TemplateInterp>(id).expr);
      case ir::NodeKind::TemplateIf: return start_range(arena_.get<ir::TemplateIf>(id).cond);
      case ir::NodeKind::TemplateFor: return template_for_open(id);
      case ir::NodeKind::Index: return first_char(arena_.get<ir::Index>(id).bracket_span);
      case ir::NodeKind::Splat: return arena_.get<ir::Splat>(id).marker_span;
      case ir::NodeKind::Tuple:
      case ir::NodeKind::Object: return first_char(span);
      case ir::NodeKind::For: return arena_.get<ir::For>(id).open_span;
      case ir::NodeKind::Call: {
        const auto& call = arena_.get<ir::Call>(id);
        return ir::Span::between(call.name.span, call.open_paren_span);
      }
      case ir::NodeKind::Unary: return arena_.get<ir::Unary>(id).op_span;
      case ir::NodeKind::Binary: return start_range(arena_.get<ir::Binary>(id).lhs);
      case ir::NodeKind::Conditional: return start_range(arena_.get<ir::Conditional>(id).cond);
      case ir::NodeKind::Parens: return start_range(arena_.get<ir::Parens>(id).inner);
      default: return span;
    }
  }

  std::string meta(const ir::Span& span, const std::string& fields) const {
    return "{\"value\":" + quote(text(span)) + fields + "}";
  }

  static std::string object(std::string_view type, const ir::Span& range, const std::string& meta,
                            const std::string& children) {
    return "{\"type\":\"" + std::string(type) + "\",\"range\":" + range_json(range) + ",\"meta\":" + meta +
           ",\"children\":[" + children + "]}";
  }
  // The reference's nodes that hcl2json does not name (parentheses, object
  // keys, a splat's anonymous symbol): a type "" and no meta.
  static std::string untyped(const ir::Span& range, const std::string& children) {
    return "{\"type\":\"\",\"range\":" + range_json(range) + ",\"children\":[" + children + "]}";
  }

  static std::string step_json(std::string_view type, const std::optional<std::string>& segment, const ir::Span& span) {
    std::string json = "{\"type\":\"" + std::string(type) + "\",";
    if (segment) json += "\"segment\":" + quote(*segment) + ",";
    return json + "\"range\":" + range_json(span) + "}";
  }

  // The steps as traversal parts, and the accessor text: names after a dot,
  // keys in brackets, except a first step (of a relative traversal), which
  // is its bare segment.
  static void add_steps(const std::vector<ir::TraversalStep>& steps, std::string& accessor, std::string& parts) {
    for (const ir::TraversalStep& step : steps) {
      const bool name = step.kind == ir::StepKind::Attr;
      const std::optional<std::string> segment = name ? step.name : index_segment(step.key);
      const std::string shown = segment.value_or("");
      if (accessor.empty()) {
        accessor = shown;
      } else {
        accessor += name ? "." + shown : "[" + shown + "]";
      }
      append(parts, step_json(name ? "nameTraversal" : "indexTraversal", segment, step.span));
    }
  }

  // The last of the literal parts that follow parts[first] (first itself
  // when it is not a literal or the next part is not).
  std::size_t last_of_literal_run(const std::vector<ir::ExprId>& parts, std::size_t first) const {
    std::size_t last = first;
    while (last + 1 < parts.size() && arena_.kind(parts[first]) == ir::NodeKind::Literal &&
           arena_.kind(parts[last + 1]) == ir::NodeKind::Literal)
      ++last;
    return last;
  }

  // A template without parts, as the reference makes one: an empty literal,
  // both at `at`; `value` is the template's text ("" for a missing branch).
  static std::string empty_template(const ir::Span& at, const std::string& value) {
    const std::string literal = object("literalValue", at, "{\"value\":\"\",\"type\":\"string\"}", "");
    return object("template", at, "{\"value\":" + quote(value) + "}", literal);
  }

  std::string template_node(ir::ExprId id, const ir::Span& span) {
    const auto& parts = arena_.get<ir::Template>(id).parts;
    if (parts.empty()) return empty_template(end_point(span), text(span));
    // The IR splits a flush heredoc's text where an interpolation's line
    // starts; the reference keeps such neighbouring texts as one literal.
    std::string children;
    for (std::size_t i = 0; i < parts.size();) {
      const std::size_t last = last_of_literal_run(parts, i);
      if (last == i) {
        append(children, node(parts[i]));
      } else {
        const ir::Span merged = ir::Span::between(arena_.span(parts[i]), arena_.span(parts[last]));
        append(children, object("literalValue", merged, meta(merged, ",\"type\":\"string\""), ""));
      }
      i = last + 1;
    }
    return object("template", start_range(id), meta(span, ""), children);
  }

  // `%{for k, v in coll}`: from the node's start through the `}` after the collection.
  ir::Span template_for_open(ir::ExprId id) const {
    const auto& loop = arena_.get<ir::TemplateFor>(id);
    const std::string_view all = source_.text();
    std::size_t close = all.find('}', arena_.span(loop.collection).end.byte);
    if (close == std::string_view::npos) close = arena_.span(loop.collection).end.byte;
    return {arena_.span(id).start, source_.pos_at(static_cast<std::uint32_t>(close + 1))};
  }

  std::string template_for(ir::ExprId id, const ir::Span& span) {
    const auto& loop = arena_.get<ir::TemplateFor>(id);
    branch_templates_.insert(loop.body);
    const ir::Span open = template_for_open(id);
    const std::string_view inside = source_.text().substr(0, span.end.byte);
    const std::size_t last_directive = inside.rfind("%{");
    const ir::Span close{source_.pos_at(static_cast<std::uint32_t>(last_directive)), span.end};
    const std::string for_meta =
        meta(span, ",\"keyVar\":" + quote(loop.key_var ? loop.key_var->text : std::string()) + ",\"valVar\":" +
                       quote(loop.value_var.text) + ",\"collectionExpression\":" + quote(text(loop.collection)) +
                       ",\"valueExpression\":" + quote(text(loop.body)) + ",\"groupedValue\":false" +
                       ",\"openRange\":" + range_json(open) + ",\"openRangeValue\":" + quote(text(open)) +
                       ",\"closeRange\":" + range_json(close) + ",\"closeRangeValue\":" + quote(text(close)));
    const std::string loop_node = object("for", open, for_meta, node(loop.collection) + "," + node(loop.body));
    return object("templateJoin", open, meta(span, ""), loop_node);
  }

  std::string object_node(ir::ExprId id, const ir::Span& span) {
    std::string children;
    std::string items;
    for (const ir::ObjectItem& item : arena_.get<ir::Object>(id).items) {
      // The key's node holds the key's expression, except for a bare name.
      append(children, untyped(start_range(item.key), item.key_is_identifier ? std::string() : node(item.key)));
      append(children, node(item.value));
      append(items, quote(text(item.key)) + ":" + quote(text(item.value)));
    }
    return object("object", first_char(span), meta(span, ",\"items\":{" + items + "}"), children);
  }

  std::string for_node(ir::ExprId id, const ir::Span& span) {
    const auto& loop = arena_.get<ir::For>(id);
    std::string children = node(loop.collection);
    std::string fields = ",\"keyVar\":" + quote(loop.key_var ? loop.key_var->text : std::string()) +
                         ",\"valVar\":" + quote(loop.value_var.text) +
                         ",\"collectionExpression\":" + quote(text(loop.collection));
    if (loop.key_expr) {
      append(children, node(loop.key_expr));
      fields += ",\"keyExpression\":" + quote(text(loop.key_expr));
    }
    append(children, node(loop.value_expr));
    fields += ",\"valueExpression\":" + quote(text(loop.value_expr));
    if (loop.cond) {
      append(children, node(loop.cond));
      fields += ",\"conditionalExpression\":" + quote(text(loop.cond));
    }
    fields += std::string(",\"groupedValue\":") + (loop.grouping ? "true" : "false") +
              ",\"openRange\":" + range_json(loop.open_span) + ",\"openRangeValue\":" + quote(text(loop.open_span)) +
              ",\"closeRange\":" + range_json(loop.close_span) + ",\"closeRangeValue\":" + quote(text(loop.close_span));
    return object("for", loop.open_span, meta(span, fields), children);
  }

  const SourceFile& source_;
  const ir::Arena& arena_;
  std::set<ir::ExprId> branch_templates_;
  std::set<ir::ExprId> attr_splat_items_;
};

}  // namespace

std::string expression_ast_json(const SourceFile& source, const ir::Expression& expression) {
  return AstWriter(source, *expression.arena).node(expression.root);
}

}  // namespace hclc::js
