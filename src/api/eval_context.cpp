// hcl::EvalContext over eval::EvalContext: each scope owns its function table
// and keeps its parent scope alive.

#include "eval/functions.h"
#include "runtime/stdlib/stdlib.h"
#include "src/api/internal.h"

namespace hcl {

EvalContext::EvalContext() : impl_(std::make_shared<Impl>()) {}
EvalContext::~EvalContext() = default;
EvalContext::EvalContext(EvalContext&&) noexcept = default;
EvalContext& EvalContext::operator=(EvalContext&&) noexcept = default;

void EvalContext::set_variable(std::string name, Value value) {
  impl_->context.add_variable(std::move(name), api::unwrap(value));
}

std::optional<Value> EvalContext::variable(std::string_view name) const {
  hclc::eval::VariableLookup found = hclc::eval::lookup_variable(&impl_->context, name);
  if (!found.value) return std::nullopt;
  return api::wrap(*found.value);
}

void EvalContext::add_function(std::string name, Function function) {
  impl_->functions.add(std::move(name), api::impl(function).function);
  impl_->context.set_functions(&impl_->functions);
}

void EvalContext::add_function(std::string_view namespace_name, std::string_view name, Function function) {
  add_function(std::string(namespace_name) + "::" + std::string(name), std::move(function));
}

void EvalContext::add_standard_functions() {
  hclc::FunctionTable standard = hclc::standard_functions();
  for (const std::string& name : standard.names()) impl_->functions.add(name, *standard.find(name));
  hclc::eval::add_expression_functions(impl_->functions);
  impl_->context.set_functions(&impl_->functions);
}

EvalContext EvalContext::child() const {
  EvalContext scope;
  scope.impl_->context = hclc::eval::EvalContext::child_of(&impl_->context);
  scope.impl_->parent = impl_;
  return scope;
}

}  // namespace hcl
