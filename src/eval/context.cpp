#include "eval/context.h"
#include "runtime/text.h"

#include <algorithm>
#include <cstdint>

namespace hclc::eval {

VariableLookup lookup_variable(const EvalContext* ctx, std::string_view name) {
  VariableLookup found;
  for (const EvalContext* scope = ctx; scope; scope = scope->parent()) {
    if (!scope->has_variables()) continue;
    found.any_scope_has_variables = true;
    auto bindings = scope->bindings();
    auto bound = std::find_if(bindings.rbegin(), bindings.rend(), [&](const auto& b) { return b.name == name; });
    if (bound != bindings.rend()) {
      found.value = bound->value;
      return found;
    }
    if (!scope->variables()) continue;
    auto it = scope->variables()->find(name);
    if (it != scope->variables()->end()) {
      found.value = &it->second;
      return found;
    }
  }
  for (const EvalContext* scope = ctx; scope; scope = scope->parent()) {
    for (const auto& binding : scope->bindings()) found.all_names.emplace_back(binding.name);
    if (!scope->variables()) continue;
    for (const auto& [n, v] : *scope->variables()) found.all_names.push_back(n);
  }
  return found;
}

FunctionLookup lookup_function(const EvalContext* ctx, std::string_view name) {
  FunctionLookup found;
  for (const EvalContext* scope = ctx; scope; scope = scope->parent()) {
    if (!scope->functions()) continue;
    found.any_scope_has_functions = true;
    if (const Function* f = scope->functions()->find(name)) {
      found.function = f;
      return found;
    }
  }
  // Suggestions come from the innermost scope alone, as in the reference: a
  // call inside a for-expression or a user function's body gets none.
  if (ctx && ctx->functions()) found.all_names = ctx->functions()->names();
  return found;
}

std::string name_suggestion(std::string_view given, const std::vector<std::string>& candidates) {
  const std::string* first = nullptr;  // in byte order, among those close enough
  for (const std::string& c : candidates)
    if ((!first || c < *first) && edit_distance(given, c) < 3) first = &c;
  return first ? *first : std::string();
}

}  // namespace hclc::eval
