// hcl::Expression over an IR expression: evaluation, variables, range.

#include <algorithm>

#include "check/check.h"
#include "eval/eval.h"
#include "ir/analysis.h"
#include "src/api/internal.h"

namespace hcl {

Value api::literal_value(const hclc::ir::LiteralValue& literal) {
  switch (literal.kind) {
    case hclc::ir::LiteralKind::Number: {
      std::optional<hclc::Number> n = hclc::Number::parse(literal.text);
      return n ? api::wrap(hclc::Value::number(*n)) : Value::unknown(Type::number());
    }
    case hclc::ir::LiteralKind::String: return Value::string(literal.text);
    case hclc::ir::LiteralKind::Bool: return Value::boolean(literal.boolean);
    case hclc::ir::LiteralKind::Null: return Value::null(Type::dynamic());
  }
  return Value();
}

Traversal api::wrap(const hclc::ir::Traversal& traversal) {
  Traversal out;
  for (const hclc::ir::Traverser& step : traversal.steps) {
    TraversalStep s;
    switch (step.kind) {
      case hclc::ir::Traverser::Kind::Root: s.kind = TraversalStep::Kind::Root; break;
      case hclc::ir::Traverser::Kind::Attr: s.kind = TraversalStep::Kind::Attribute; break;
      case hclc::ir::Traverser::Kind::Index: s.kind = TraversalStep::Kind::Index; break;
    }
    s.name = step.name;
    if (step.kind == hclc::ir::Traverser::Kind::Index) s.key = api::literal_value(hclc::ir::view(step.key));
    s.range = api::wrap(step.range);
    out.steps.push_back(std::move(s));
  }
  return out;
}

const std::string& Traversal::root_name() const {
  static const std::string no_root;
  return !steps.empty() && steps.front().kind == TraversalStep::Kind::Root ? steps.front().name : no_root;
}

Range Traversal::range() const {
  if (steps.empty()) return Range{};
  return Range{steps.front().range.filename, steps.front().range.start, steps.back().range.end};
}

std::string Traversal::text() const {
  std::string out;
  for (const TraversalStep& step : steps) {
    switch (step.kind) {
      case TraversalStep::Kind::Root: out += step.name; break;
      case TraversalStep::Kind::Attribute: out += "." + step.name; break;
      case TraversalStep::Kind::Index:
        if (std::optional<std::string> s = step.key.as_string()) {
          out += "[" + Value::string(*s).to_json().value() + "]";
        } else if (std::optional<std::string> n = step.key.as_decimal()) {
          out += "[" + *n + "]";
        } else {
          out += "[" + step.key.describe() + "]";
        }
        break;
    }
  }
  return out;
}

Expression::Expression(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

Value Expression::value(const EvalContext& ctx, Diagnostics& diags) const {
  hclc::Diagnostics inner;
  hclc::Value v = impl_->expr.value(&api::impl(ctx).context, inner);
  api::append(diags, inner);
  return api::wrap(std::move(v));
}

Value Expression::value(Diagnostics& diags) const {
  hclc::Diagnostics inner;
  hclc::Value v = impl_->expr.value(nullptr, inner);
  api::append(diags, inner);
  return api::wrap(std::move(v));
}

std::vector<Traversal> Expression::variables() const {
  std::vector<Traversal> out;
  // The iterators of enclosing dynamic blocks are not the caller's variables.
  const auto* scope = impl_->expr.scope.get();
  for (const hclc::ir::Traversal& t : hclc::ir::variables(*impl_->expr.arena, impl_->expr.id))
    if (!scope || !scope->variables.contains(t.root_name())) out.push_back(api::wrap(t));
  return out;
}

Range Expression::range() const { return api::wrap(impl_->expr.range()); }

namespace {

Expression::Checked check_with(const hclc::body::Expression& expr, const std::map<std::string, Type>& variable_types,
                               const hclc::FunctionTable& functions) {
  hclc::check::VariableTypes types;
  for (const auto& [name, type] : variable_types) types.emplace(name, api::unwrap(type));
  hclc::Diagnostics inner;
  // Without any function, a call is "Function calls not allowed", as in evaluation.
  hclc::check::CheckResult result =
      hclc::check::check_expression(*expr.arena, expr.id, types, functions.size() ? &functions : nullptr, inner);
  Expression::Checked out{api::wrap(result.type), {}};
  api::append(out.diagnostics, inner);
  return out;
}

}  // namespace

Expression::Checked Expression::check(const std::map<std::string, Type>& variable_types) const {
  EvalContext standard;
  standard.add_standard_functions();
  return check(variable_types, standard);
}

Expression::Checked Expression::check(const std::map<std::string, Type>& variable_types,
                                      const EvalContext& functions) const {
  // The functions visible in that scope, an inner scope's hiding its parents'.
  hclc::FunctionTable visible;
  std::vector<const EvalContext::Impl*> scopes;
  for (const EvalContext::Impl* s = &api::impl(functions); s; s = s->parent.get()) scopes.push_back(s);
  // Outermost first. (Not std::views::reverse: clang 14, and so clang-tidy,
  // cannot compile libstdc++ 12's ranges.)
  std::reverse(scopes.begin(), scopes.end());
  for (const EvalContext::Impl* scope : scopes)
    for (const std::string& name : scope->functions.names()) visible.add(name, *scope->functions.find(name));
  return check_with(impl_->expr, variable_types, visible);
}

namespace {
Expression sibling(const hclc::body::Expression& e, hclc::ir::ExprId id) {
  return api::wrap(hclc::body::Expression{e.arena, id});
}
}  // namespace

std::optional<std::string> Expression::as_keyword() const {
  return hclc::ir::keyword_for_expr(*impl_->expr.arena, impl_->expr.id);
}

std::optional<Traversal> Expression::as_traversal(Diagnostics& diags) const {
  hclc::Diagnostics inner;
  std::optional<hclc::ir::Traversal> t = hclc::ir::abs_traversal_for_expr(*impl_->expr.arena, impl_->expr.id, inner);
  api::append(diags, inner);
  if (!t) return std::nullopt;
  return api::wrap(*t);
}

std::optional<std::vector<Expression>> Expression::as_list(Diagnostics& diags) const {
  hclc::Diagnostics inner;
  std::optional<std::vector<hclc::ir::ExprId>> items = hclc::ir::static_list(*impl_->expr.arena, impl_->expr.id, inner);
  api::append(diags, inner);
  if (!items) return std::nullopt;
  std::vector<Expression> out;
  for (hclc::ir::ExprId id : *items) out.push_back(sibling(impl_->expr, id));
  return out;
}

std::optional<std::vector<std::pair<Expression, Expression>>> Expression::as_map(Diagnostics& diags) const {
  hclc::Diagnostics inner;
  std::optional<std::vector<hclc::ir::StaticMapItem>> items =
      hclc::ir::static_map(*impl_->expr.arena, impl_->expr.id, inner);
  api::append(diags, inner);
  if (!items) return std::nullopt;
  std::vector<std::pair<Expression, Expression>> out;
  for (const hclc::ir::StaticMapItem& item : *items)
    out.emplace_back(sibling(impl_->expr, item.key), sibling(impl_->expr, item.value));
  return out;
}

namespace api {
Expression wrap(hclc::body::Expression e) { return ImplAccess::make<Expression>({std::move(e)}); }
}  // namespace api

}  // namespace hcl
