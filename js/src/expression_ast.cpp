#include "expression_ast.h"

#include <initializer_list>
#include <optional>
#include <set>
#include <string_view>
#include <utility>
#include <vector>

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
      return n ? n->to_display_string() : std::string(key.text);
    }
    case ir::LiteralKind::String: return json_quote_plain(key.text);
    case ir::LiteralKind::Bool:
    case ir::LiteralKind::Null: break;
  }
  return std::nullopt;
}

// Writes the tree into one text, each node once: the cost is the output's
// size (which holds every node's source text, as hcl2json's does).
class AstWriter {
 public:
  AstWriter(const SourceFile& source, const ir::Arena& arena) : source_(source), arena_(arena) {}

  std::string take() { return std::move(out_); }

  void write(ir::ExprId id) {
    const ir::Span span = range_of(id);
    switch (arena_.kind(id)) {
      case ir::NodeKind::Literal: {
        const ir::LiteralValue& value = arena_.get<ir::Literal>(id).value;
        begin("literalValue", span, meta(span, ",\"type\":" + quote(literal_type(value.kind))));
        return end();
      }
      case ir::NodeKind::Template: return write_template(id, span);
      case ir::NodeKind::TemplateInterp: return write(arena_.get<ir::TemplateInterp>(id).expr);
      case ir::NodeKind::TemplateIf: {
        const auto& branch = arena_.get<ir::TemplateIf>(id);
        branch_templates_.insert(branch.then_part);
        if (branch.else_part) branch_templates_.insert(branch.else_part);
        begin("conditional", start_range(branch.cond),
              meta(span, ",\"conditionExpression\":" + quote(text(branch.cond)) +
                             ",\"trueExpression\":" + quote(text(branch.then_part)) + ",\"falseExpression\":" +
                             quote(branch.else_part ? text(branch.else_part) : std::string())));
        children({branch.cond, branch.then_part});
        out_ += ',';
        if (branch.else_part) {
          write(branch.else_part);
        } else {
          write_empty_template(end_point(arena_.span(branch.then_part)), "");
        }
        return end();
      }
      case ir::NodeKind::TemplateFor: return write_template_for(id, span);
      case ir::NodeKind::TemplateWrap:
        begin("templateWrap", span, meta(span, ""));
        children({arena_.get<ir::TemplateWrap>(id).wrapped});
        return end();
      case ir::NodeKind::ScopeTraversal: {
        const auto& traversal = arena_.get<ir::ScopeTraversal>(id);
        std::string accessor(traversal.root.text);
        std::string parts = step_json("nameTraversal", accessor, traversal.root.span);
        add_steps(traversal.steps, accessor, parts);
        begin("scopeTraversal", span,
              meta(span, ",\"fullAccessor\":" + quote(accessor) + ",\"traversal\":[" + parts + "]"));
        return end();
      }
      case ir::NodeKind::RelativeTraversal: {
        const auto& traversal = arena_.get<ir::RelativeTraversal>(id);
        std::string accessor;
        std::string parts;
        add_steps(traversal.steps, accessor, parts);
        begin("relativeTraversal", span,
              meta(span, ",\"fullAccessor\":" + quote(accessor) + ",\"traversal\":[" + parts +
                             "],\"sourceExpression\":" + quote(text(traversal.source))));
        children({traversal.source});
        return end();
      }
      case ir::NodeKind::Index: {
        const auto& index = arena_.get<ir::Index>(id);
        begin("index", first_char(index.bracket_span),
              meta(span, ",\"keyExpression\":" + quote(text(index.key)) +
                             ",\"collectionExpression\":" + quote(text(index.collection))));
        children({index.collection, index.key});
        return end();
      }
      case ir::NodeKind::Splat: {
        const auto& splat = arena_.get<ir::Splat>(id);
        if (splat.attr_only) attr_splat_items_.insert(splat.item);
        begin("splat", splat.marker_span,
              meta(span, ",\"sourceExpression\":" + quote(text(splat.source)) + ",\"eachExpression\":" +
                             quote(text(splat.each)) + ",\"anonSymbolExpression\":" + quote(text(splat.item)) +
                             ",\"markerRange\":" + range_json(splat.marker_span)));
        children({splat.source, splat.each});
        return end();
      }
      case ir::NodeKind::SplatItem: begin_untyped(span); return end();
      case ir::NodeKind::Tuple:
        begin("tuple", first_char(span), meta(span, ""));
        children(arena_.get<ir::Tuple>(id).elements);
        return end();
      case ir::NodeKind::Object: return write_object(id, span);
      case ir::NodeKind::For: return write_for(id, span);
      case ir::NodeKind::Call: {
        const auto& call = arena_.get<ir::Call>(id);
        std::string args_ranges;
        for (ir::ExprId arg : call.args) append(args_ranges, range_json(range_of(arg)));
        begin("function", ir::Span::between(call.name.span, call.open_paren_span),
              meta(span, ",\"name\":" + quote(call.name.text) + ",\"expandedFinalArgument\":" +
                             (call.expand_final ? "true" : "false") + ",\"nameRange\":" + range_json(call.name.span) +
                             ",\"openParenRange\":" + range_json(call.open_paren_span) + ",\"closeParenRange\":" +
                             range_json(call.close_paren_span) + ",\"argsRanges\":[" + args_ranges + "]"));
        children(call.args);
        return end();
      }
      case ir::NodeKind::Unary: {
        const auto& unary = arena_.get<ir::Unary>(id);
        const bool negate = unary.op == ir::UnaryOp::Negate;
        begin("unaryOp", unary.op_span,
              meta(span, std::string(",\"operator\":") + (negate ? "\"negate\"" : "\"logicalNot\"") +
                             ",\"valueExpression\":" + quote(text(unary.operand)) + ",\"symbolRange\":" +
                             range_json(unary.op_span) + ",\"returnType\":" + (negate ? "\"number\"" : "\"bool\"")));
        children({unary.operand});
        return end();
      }
      case ir::NodeKind::Binary: {
        const auto& binary = arena_.get<ir::Binary>(id);
        begin("binaryOp", start_range(binary.lhs),
              meta(span, ",\"operator\":" + quote(binary_operator(binary.op)) +
                             ",\"returnType\":" + (is_arithmetic(binary.op) ? "\"number\"" : "\"bool\"") +
                             ",\"lhsExpression\":" + quote(text(binary.lhs)) +
                             ",\"rhsExpression\":" + quote(text(binary.rhs))));
        children({binary.lhs, binary.rhs});
        return end();
      }
      case ir::NodeKind::Conditional: {
        const auto& conditional = arena_.get<ir::Conditional>(id);
        begin("conditional", start_range(conditional.cond),
              meta(span, ",\"conditionExpression\":" + quote(text(conditional.cond)) +
                             ",\"trueExpression\":" + quote(text(conditional.then_expr)) +
                             ",\"falseExpression\":" + quote(text(conditional.else_expr))));
        children({conditional.cond, conditional.then_expr, conditional.else_expr});
        return end();
      }
      case ir::NodeKind::Parens: {
        const ir::ExprId inner = arena_.get<ir::Parens>(id).inner;
        begin_untyped(start_range(inner));
        children({inner});
        return end();
      }
      case ir::NodeKind::Error: break;
    }
    begin_untyped(span);
    end();
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
    return std::string(source_.text().substr(span.start, span.end - span.start));
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

  // The node's first character: a bracket or a brace, one byte.
  static ir::Span first_char(const ir::Span& span) { return {span.start, span.start + 1}; }
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

  // The arena's spans are byte offsets in the source (a native-syntax parse).
  std::string range_json(const ir::Span& span) const {
    return "{\"start\":" + hcl2json_position(arena_.pos(span.start)) +
           ",\"end\":" + hcl2json_position(arena_.pos(span.end)) + "}";
  }

  std::string meta(const ir::Span& span, const std::string& fields) const {
    return "{\"value\":" + quote(text(span)) + fields + "}";
  }

  // A node up to its children, which follow; end() closes it.
  void begin(std::string_view type, const ir::Span& range, const std::string& meta) {
    out_ += R"({"type":")";
    out_ += type;
    out_ += R"(","range":)" + range_json(range) + ",\"meta\":";
    out_ += meta;
    out_ += ",\"children\":[";
  }
  // The reference's nodes that hcl2json does not name (parentheses, object
  // keys, a splat's anonymous symbol): a type "" and no meta.
  void begin_untyped(const ir::Span& range) {
    out_ += R"({"type":"","range":)" + range_json(range) + ",\"children\":[";
  }
  void end() { out_ += "]}"; }

  template <typename Ids>
  void children(const Ids& ids) {
    bool first = true;
    for (ir::ExprId id : ids) {
      if (!first) out_ += ',';
      first = false;
      write(id);
    }
  }
  void children(std::initializer_list<ir::ExprId> ids) { children<std::initializer_list<ir::ExprId>>(ids); }

  std::string step_json(std::string_view type, const std::optional<std::string>& segment, const ir::Span& span) const {
    std::string json = R"({"type":")" + std::string(type) + "\",";
    if (segment) json += "\"segment\":" + quote(*segment) + ",";
    return json + "\"range\":" + range_json(span) + "}";
  }

  // The steps as traversal parts, and the accessor text: names after a dot,
  // keys in brackets, except a first step (of a relative traversal), which
  // is its bare segment.
  void add_steps(const ir::List<ir::TraversalStep>& steps, std::string& accessor, std::string& parts) const {
    for (const ir::TraversalStep& step : steps) {
      const bool name = step.kind == ir::StepKind::Attr;
      const std::optional<std::string> segment = name ? std::string(step.name) : index_segment(step.key);
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
  std::size_t last_of_literal_run(const ir::List<ir::ExprId>& parts, std::size_t first) const {
    std::size_t last = first;
    while (last + 1 < parts.size() && arena_.kind(parts[first]) == ir::NodeKind::Literal &&
           arena_.kind(parts[last + 1]) == ir::NodeKind::Literal)
      ++last;
    return last;
  }

  // A template without parts, as the reference makes one: an empty literal,
  // both at `at`; `value` is the template's text ("" for a missing branch).
  void write_empty_template(const ir::Span& at, const std::string& value) {
    begin("template", at, "{\"value\":" + quote(value) + "}");
    begin("literalValue", at, R"({"value":"","type":"string"})");
    end();
    end();
  }

  void write_template(ir::ExprId id, const ir::Span& span) {
    const auto& parts = arena_.get<ir::Template>(id).parts;
    if (parts.empty()) return write_empty_template(end_point(span), text(span));
    begin("template", start_range(id), meta(span, ""));
    // The IR splits a flush heredoc's text where an interpolation's line
    // starts; the reference keeps such neighbouring texts as one literal.
    for (std::size_t i = 0; i < parts.size();) {
      if (i > 0) out_ += ',';
      const std::size_t last = last_of_literal_run(parts, i);
      if (last == i) {
        write(parts[i]);
      } else {
        const ir::Span merged = ir::Span::between(arena_.span(parts[i]), arena_.span(parts[last]));
        begin("literalValue", merged, meta(merged, R"(,"type":"string")"));
        end();
      }
      i = last + 1;
    }
    end();
  }

  // `%{for k, v in coll}`: from the node's start through the `}` after the collection.
  ir::Span template_for_open(ir::ExprId id) const {
    const auto& loop = arena_.get<ir::TemplateFor>(id);
    const std::string_view all = source_.text();
    std::size_t close = all.find('}', arena_.span(loop.collection).end);
    if (close == std::string_view::npos) close = arena_.span(loop.collection).end;
    return {arena_.span(id).start, static_cast<std::uint32_t>(close + 1)};
  }

  void write_template_for(ir::ExprId id, const ir::Span& span) {
    const auto& loop = arena_.get<ir::TemplateFor>(id);
    branch_templates_.insert(loop.body);
    const ir::Span open = template_for_open(id);
    const std::string_view inside = source_.text().substr(0, span.end);
    const std::size_t last_directive = inside.rfind("%{");
    const ir::Span close{static_cast<std::uint32_t>(last_directive), span.end};
    begin("templateJoin", open, meta(span, ""));
    begin("for", open,
          meta(span, ",\"keyVar\":" + quote(loop.key_var ? loop.key_var->text : std::string()) + ",\"valVar\":" +
                         quote(loop.value_var.text) + ",\"collectionExpression\":" + quote(text(loop.collection)) +
                         ",\"valueExpression\":" + quote(text(loop.body)) + ",\"groupedValue\":false" +
                         ",\"openRange\":" + range_json(open) + ",\"openRangeValue\":" + quote(text(open)) +
                         ",\"closeRange\":" + range_json(close) + ",\"closeRangeValue\":" + quote(text(close))));
    children({loop.collection, loop.body});
    end();
    end();
  }

  void write_object(ir::ExprId id, const ir::Span& span) {
    const auto& items = arena_.get<ir::Object>(id).items;
    std::string texts;
    for (const ir::ObjectItem& item : items) append(texts, quote(text(item.key)) + ":" + quote(text(item.value)));
    begin("object", first_char(span), meta(span, ",\"items\":{" + texts + "}"));
    bool first = true;
    for (const ir::ObjectItem& item : items) {
      if (!first) out_ += ',';
      first = false;
      // The key's node holds the key's expression, except for a bare name.
      begin_untyped(start_range(item.key));
      if (!item.key_is_identifier) write(item.key);
      end();
      out_ += ',';
      write(item.value);
    }
    end();
  }

  void write_for(ir::ExprId id, const ir::Span& span) {
    const auto& loop = arena_.get<ir::For>(id);
    std::vector<ir::ExprId> parts{loop.collection};
    std::string fields = ",\"keyVar\":" + quote(loop.key_var ? loop.key_var->text : std::string()) +
                         ",\"valVar\":" + quote(loop.value_var.text) +
                         ",\"collectionExpression\":" + quote(text(loop.collection));
    if (loop.key_expr) {
      parts.push_back(loop.key_expr);
      fields += ",\"keyExpression\":" + quote(text(loop.key_expr));
    }
    parts.push_back(loop.value_expr);
    fields += ",\"valueExpression\":" + quote(text(loop.value_expr));
    if (loop.cond) {
      parts.push_back(loop.cond);
      fields += ",\"conditionalExpression\":" + quote(text(loop.cond));
    }
    fields += std::string(",\"groupedValue\":") + (loop.grouping ? "true" : "false") +
              ",\"openRange\":" + range_json(loop.open_span) + ",\"openRangeValue\":" + quote(text(loop.open_span)) +
              ",\"closeRange\":" + range_json(loop.close_span) + ",\"closeRangeValue\":" + quote(text(loop.close_span));
    begin("for", loop.open_span, meta(span, fields));
    children(parts);
    end();
  }

  const SourceFile& source_;
  const ir::Arena& arena_;
  std::string out_;
  std::set<ir::ExprId> branch_templates_;
  std::set<ir::ExprId> attr_splat_items_;
};

}  // namespace

std::optional<std::string> expression_ast_too_large(const ir::Expression& expression) {
  const ir::Arena& arena = *expression.arena;
  std::size_t text = 0;
  // A list rather than recursion: the chains this guards against are deep.
  std::vector<ir::ExprId> pending{expression.root};
  while (!pending.empty()) {
    const ir::ExprId id = pending.back();
    pending.pop_back();
    const ir::Span span = arena.span(id);
    text += span.end - span.start;
    if (text > kMostAstText)
      return "the expression's syntax tree is too large to answer: its nodes hold more than " +
             std::to_string(kMostAstText >> 20) + " MB of source text together (each node holds its own)";
    ir::for_each_child(arena, id, [&](ir::ExprId child) { pending.push_back(child); });
  }
  return std::nullopt;
}

std::string expression_ast_json(const SourceFile& source, const ir::Expression& expression) {
  AstWriter writer(source, *expression.arena);
  writer.write(expression.root);
  return writer.take();
}

}  // namespace hclc::js
