// hcl::TypeConstraint over eval::type_constraint_with_defaults.

#include "runtime/convert.h"
#include "src/api/internal.h"
#include "syntax/parse.h"

namespace hcl {

TypeConstraint::TypeConstraint(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

std::optional<TypeConstraint> TypeConstraint::parse(const Expression& expr, Diagnostics& diags) {
  const hclc::body::Expression& e = api::impl(expr).expr;
  // In the JSON syntax a type is a string holding native syntax
  // (`"list(string)"`), as the reference reads it; a native-syntax string is
  // a template node, never a bare string literal.
  if (const auto* literal = e.arena->get_if<hclc::ir::Literal>(e.id);
      literal && literal->value.kind == hclc::ir::LiteralKind::String)
    return parse(literal->value.text, diags, e.arena->filename());
  hclc::Diagnostics inner;
  std::optional<hclc::eval::TypeConstraintWithDefaults> c =
      hclc::eval::type_constraint_with_defaults(*e.arena, e.id, inner);
  api::append(diags, inner);
  if (!c) return std::nullopt;
  return ImplAccess::make<TypeConstraint>({c->type, c->defaults});
}

std::optional<TypeConstraint> TypeConstraint::parse(std::string_view text, Diagnostics& diags, std::string filename) {
  hclc::SourceFile source(std::move(filename), std::string(text));
  hclc::Diagnostics inner;
  hclc::ir::Expression parsed = hclc::parse_expression(source, inner);
  api::append(diags, inner);
  if (inner.has_errors()) return std::nullopt;
  return parse(api::wrap(hclc::body::Expression{parsed.arena, parsed.root}), diags);
}

Type TypeConstraint::type() const { return api::wrap(impl_->type); }
bool TypeConstraint::has_defaults() const { return impl_->defaults != nullptr; }

Value TypeConstraint::apply_defaults(const Value& value) const {
  return impl_->defaults ? api::wrap(impl_->defaults->apply(api::unwrap(value))) : value;
}

Result<Value> TypeConstraint::convert(const Value& value) const {
  return api::wrap<Value>(hclc::convert(api::unwrap(apply_defaults(value)), impl_->type));
}

}  // namespace hcl
