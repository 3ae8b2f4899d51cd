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
  impl_->functions.add(std::move(name), function.impl().function);
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

void EvalContext::set_limits(const EvalLimits& limits) {
  impl_->context.set_limits(
      {.max_depth = limits.max_depth, .max_work = limits.max_steps, .max_string_bytes = limits.max_string_bytes});
}

EvalLimits EvalContext::limits() const {
  hclc::eval::Limits limits = impl_->context.limits();
  return {.max_depth = limits.max_depth, .max_steps = limits.max_work, .max_string_bytes = limits.max_string_bytes};
}

// The public defaults are the evaluator's.
static_assert(EvalLimits{}.max_depth == hclc::eval::Limits{}.max_depth);
static_assert(EvalLimits{}.max_steps == hclc::eval::Limits{}.max_work);
static_assert(EvalLimits{}.max_string_bytes == hclc::eval::Limits{}.max_string_bytes);

EvalContext EvalContext::child() const {
  EvalContext scope;
  scope.impl_->context = hclc::eval::EvalContext::child_of(&impl_->context);
  scope.impl_->parent = impl_;
  return scope;
}

}  // namespace hcl
