// hcl::EvalContext over eval::EvalContext: each scope owns its function table
// and keeps its parent scope alive.

#include <set>

#include "eval/functions.h"
#include "runtime/stdlib/stdlib.h"
#include "src/api/internal.h"

namespace hcl {

EvalContext::EvalContext() : impl_(std::make_shared<Impl>()) {}
EvalContext::~EvalContext() = default;
EvalContext::EvalContext(EvalContext&&) noexcept = default;
EvalContext& EvalContext::operator=(EvalContext&&) noexcept = default;

void EvalContext::set_variable(std::string name, const Value& value) {
  impl_->context.add_variable(std::move(name), api::unwrap(value));
}

std::optional<Value> EvalContext::variable(std::string_view name) const {
  hclc::eval::VariableLookup found = hclc::eval::lookup_variable(&impl_->context, name);
  if (!found.value) return std::nullopt;
  return api::wrap(*found.value);
}

void EvalContext::add_function(std::string name, const Function& function) {
  impl_->functions.add(std::move(name), api::impl(function).function);
  impl_->context.set_functions(&impl_->functions);
}

void EvalContext::add_function(std::string_view namespace_name, std::string_view name, const Function& function) {
  add_function(std::string(namespace_name) + "::" + std::string(name), function);
}

namespace {

// One theme of the standard library, as its own table.
hclc::FunctionTable theme_functions(FunctionTheme theme) {
  hclc::FunctionTable table;
  switch (theme) {
    case FunctionTheme::numbers: hclc::add_number_functions(table); break;
    case FunctionTheme::strings: hclc::add_string_functions(table); break;
    case FunctionTheme::regex: hclc::add_regex_functions(table); break;
    case FunctionTheme::format: hclc::add_format_functions(table); break;
    case FunctionTheme::collections: hclc::add_collection_functions(table); break;
    case FunctionTheme::sets: hclc::add_set_functions(table); break;
    case FunctionTheme::encoding: hclc::add_encoding_functions(table); break;
    case FunctionTheme::datetime: hclc::add_datetime_functions(table); break;
    case FunctionTheme::conversion: hclc::add_conversion_functions(table); break;
    case FunctionTheme::expressions: hclc::eval::add_expression_functions(table); break;
  }
  return table;
}

}  // namespace

std::vector<FunctionTheme> all_function_themes() {
  return {FunctionTheme::numbers,     FunctionTheme::strings,    FunctionTheme::regex,    FunctionTheme::format,
          FunctionTheme::collections, FunctionTheme::sets,       FunctionTheme::encoding, FunctionTheme::datetime,
          FunctionTheme::conversion,  FunctionTheme::expressions};
}

std::vector<std::string> standard_function_names(FunctionTheme theme) { return theme_functions(theme).names(); }

void EvalContext::add_standard_functions() {
  for (FunctionTheme theme : all_function_themes()) add_standard_functions(theme);
}

void EvalContext::add_standard_functions(FunctionTheme theme) {
  hclc::FunctionTable functions = theme_functions(theme);
  for (const std::string& name : functions.names()) impl_->functions.add(name, *functions.find(name));
  impl_->context.set_functions(&impl_->functions);
}

bool EvalContext::remove_function(std::string_view name) { return impl_->functions.remove(name); }

bool EvalContext::remove_function(std::string_view namespace_name, std::string_view name) {
  return remove_function(std::string(namespace_name) + "::" + std::string(name));
}

std::optional<Function> EvalContext::function(std::string_view name) const {
  const hclc::Function* found = hclc::eval::lookup_function(&impl_->context, name).function;
  if (!found) return std::nullopt;
  return ImplAccess::make<Function>({*found});
}

std::vector<std::string> EvalContext::function_names() const {
  std::set<std::string> names;
  for (const hclc::eval::EvalContext* scope = &impl_->context; scope; scope = scope->parent())
    if (scope->functions())
      for (std::string& name : scope->functions()->names()) names.insert(std::move(name));
  return {names.begin(), names.end()};
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
