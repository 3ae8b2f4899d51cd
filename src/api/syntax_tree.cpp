// hcl::syntax_tree: an IR expression as public SyntaxNodes.

#include "hclc/syntax_tree.h"

#include "runtime/stack_budget.h"
#include "src/api/internal.h"

namespace hcl {

namespace {

std::string_view binary_symbol(hclc::ir::BinaryOp op) {
  using Op = hclc::ir::BinaryOp;
  switch (op) {
    case Op::Or: return "||";
    case Op::And: return "&&";
    case Op::Equal: return "==";
    case Op::NotEqual: return "!=";
    case Op::Greater: return ">";
    case Op::GreaterOrEqual: return ">=";
    case Op::Less: return "<";
    case Op::LessOrEqual: return "<=";
    case Op::Add: return "+";
    case Op::Subtract: return "-";
    case Op::Multiply: return "*";
    case Op::Divide: return "/";
    case Op::Modulo: return "%";
  }
  return "";
}

class TreeBuilder {
 public:
  explicit TreeBuilder(const hclc::ir::Arena& arena) : arena_(arena) { stack_.start(); }

  SyntaxNode node(hclc::ir::ExprId id) {
    SyntaxNode out;
    if (!id.valid()) return out;
    out.range = api::wrap(arena_.range(id));
    // Expressions deeper than the stack allows were refused by the parser;
    // one that still reaches the budget's end is left Invalid, not overflowed.
    if (stack_.spent()) return out;
    arena_.visit(id, [&](const auto& payload) { fill(out, payload); });
    return out;
  }

 private:
  void add(SyntaxNode& out, hclc::ir::ExprId child) {
    if (child.valid()) out.children.push_back(node(child));
  }

  std::vector<TraversalStep> steps(const hclc::ir::List<hclc::ir::TraversalStep>& ir_steps) {
    std::vector<TraversalStep> out;
    for (const hclc::ir::TraversalStep& step : ir_steps) {
      TraversalStep s;
      s.kind = step.kind == hclc::ir::StepKind::Attr ? TraversalStep::Kind::Attribute : TraversalStep::Kind::Index;
      s.name = step.name;
      if (s.kind == TraversalStep::Kind::Index) s.key = api::literal_value(step.key);
      s.range = api::wrap(arena_.range(step.span));
      out.push_back(std::move(s));
    }
    return out;
  }

  void fill(SyntaxNode& out, const hclc::ir::Literal& n) {
    out.kind = SyntaxNode::Kind::Literal;
    out.value = api::literal_value(n.value);
    if (n.value.kind == hclc::ir::LiteralKind::Number) out.text = n.value.text;
  }
  void fill(SyntaxNode& out, const hclc::ir::Template& n) {
    out.kind = SyntaxNode::Kind::Template;
    for (hclc::ir::ExprId part : n.parts) add(out, part);
  }
  void fill(SyntaxNode& out, const hclc::ir::TemplateInterp& n) {
    out.kind = SyntaxNode::Kind::Interpolation;
    add(out, n.expr);
  }
  void fill(SyntaxNode& out, const hclc::ir::TemplateIf& n) {
    out.kind = SyntaxNode::Kind::TemplateIf;
    add(out, n.cond);
    add(out, n.then_part);
    add(out, n.else_part);
  }
  void fill(SyntaxNode& out, const hclc::ir::TemplateFor& n) {
    out.kind = SyntaxNode::Kind::TemplateFor;
    if (n.key_var) out.key_variable = n.key_var->text;
    out.text = n.value_var.text;
    add(out, n.collection);
    add(out, n.body);
  }
  // `"${x}"`: a template of one interpolation, whatever its value's type.
  void fill(SyntaxNode& out, const hclc::ir::TemplateWrap& n) {
    out.kind = SyntaxNode::Kind::Template;
    SyntaxNode interpolation;
    interpolation.kind = SyntaxNode::Kind::Interpolation;
    interpolation.range = out.range;
    add(interpolation, n.wrapped);
    out.children.push_back(std::move(interpolation));
  }
  void fill(SyntaxNode& out, const hclc::ir::ScopeTraversal& n) {
    out.kind = SyntaxNode::Kind::Variable;
    out.text = n.root.text;
    TraversalStep root;
    root.kind = TraversalStep::Kind::Root;
    root.name = n.root.text;
    root.range = api::wrap(arena_.range(n.root.span));
    out.steps.push_back(std::move(root));
    for (TraversalStep& step : steps(n.steps)) out.steps.push_back(std::move(step));
  }
  void fill(SyntaxNode& out, const hclc::ir::RelativeTraversal& n) {
    out.kind = SyntaxNode::Kind::Traversal;
    add(out, n.source);
    out.steps = steps(n.steps);
  }
  void fill(SyntaxNode& out, const hclc::ir::Index& n) {
    out.kind = SyntaxNode::Kind::Index;
    add(out, n.collection);
    add(out, n.key);
  }
  void fill(SyntaxNode& out, const hclc::ir::Splat& n) {
    out.kind = SyntaxNode::Kind::Splat;
    out.attribute_only = n.attr_only;
    add(out, n.source);
    add(out, n.each);
  }
  void fill(SyntaxNode& out, const hclc::ir::SplatItem& /*unused*/) { out.kind = SyntaxNode::Kind::SplatItem; }
  void fill(SyntaxNode& out, const hclc::ir::Tuple& n) {
    out.kind = SyntaxNode::Kind::Tuple;
    for (hclc::ir::ExprId element : n.elements) add(out, element);
  }
  void fill(SyntaxNode& out, const hclc::ir::Object& n) {
    out.kind = SyntaxNode::Kind::Object;
    for (const hclc::ir::ObjectItem& item : n.items) {
      add(out, item.key);
      out.children.back().key_is_identifier = item.key_is_identifier;
      add(out, item.value);
    }
  }
  void fill(SyntaxNode& out, const hclc::ir::For& n) {
    out.kind = SyntaxNode::Kind::For;
    if (n.key_var) out.key_variable = n.key_var->text;
    out.text = n.value_var.text;
    out.object_form = n.is_object;
    out.grouping = n.grouping;
    out.has_condition = n.cond.valid();
    add(out, n.collection);
    add(out, n.key_expr);
    add(out, n.value_expr);
    add(out, n.cond);
  }
  void fill(SyntaxNode& out, const hclc::ir::Call& n) {
    out.kind = SyntaxNode::Kind::Call;
    out.text = n.name.text;
    out.expand_final = n.expand_final;
    for (hclc::ir::ExprId arg : n.args) add(out, arg);
  }
  void fill(SyntaxNode& out, const hclc::ir::Unary& n) {
    out.kind = SyntaxNode::Kind::Unary;
    out.text = n.op == hclc::ir::UnaryOp::Negate ? "-" : "!";
    add(out, n.operand);
  }
  void fill(SyntaxNode& out, const hclc::ir::Binary& n) {
    out.kind = SyntaxNode::Kind::Binary;
    out.text = binary_symbol(n.op);
    add(out, n.lhs);
    add(out, n.rhs);
  }
  void fill(SyntaxNode& out, const hclc::ir::Conditional& n) {
    out.kind = SyntaxNode::Kind::Conditional;
    add(out, n.cond);
    add(out, n.then_expr);
    add(out, n.else_expr);
  }
  void fill(SyntaxNode& out, const hclc::ir::Parens& n) {
    out.kind = SyntaxNode::Kind::Parens;
    add(out, n.inner);
  }
  void fill(SyntaxNode& out, const hclc::ir::Error& /*unused*/) { out.kind = SyntaxNode::Kind::Invalid; }

  const hclc::ir::Arena& arena_;
  hclc::StackBudget stack_;
};

}  // namespace

SyntaxNode syntax_tree(const Expression& expression) {
  const hclc::body::Expression& expr = api::impl(expression).expr;
  if (!expr.arena) return SyntaxNode{};
  return TreeBuilder(*expr.arena).node(expr.id);
}

}  // namespace hcl
