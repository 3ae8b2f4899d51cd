#include "check/check.h"

#include "eval/eval.h"
#include "runtime/json.h"

namespace hclc::check {

const Type* TypeTable::type_of(ir::ExprId id) const {
  if (!id.valid() || id.index() >= types_.size() || !types_[id.index()]) return nullptr;
  return &*types_[id.index()];
}

void TypeTable::record(ir::ExprId id, const Type& type) {
  if (id.index() >= types_.size()) types_.resize(id.index() + 1);
  std::optional<Type>& slot = types_[id.index()];
  if (!slot)
    slot = type;
  else if (!(*slot == type))
    slot = Type::dynamic();
}

ir::PrintOptions TypeTable::print_options() const {
  ir::PrintOptions options;
  options.annotate = [this](ir::ExprId id) -> std::string {
    const Type* t = type_of(id);
    if (!t) return {};
    Result<std::string> json = type_to_json(*t);
    return json ? *json : t->friendly_name();
  };
  return options;
}

CheckResult check_expression(const ir::Arena& arena, ir::ExprId root, const VariableTypes& variables,
                             const FunctionTable* functions, Diagnostics& diags) {
  eval::EvalContext ctx;
  eval::EvalContext::Variables unknowns;
  for (const auto& [name, type] : variables) unknowns.emplace(name, Value::unknown(type));
  ctx.set_variables(std::move(unknowns));
  ctx.set_functions(functions);
  CheckResult result;
  eval::Observer record = [&result](ir::ExprId id, const Value& v) { result.types.record(id, v.type()); };
  result.type = eval::evaluate(arena, root, &ctx, diags, eval::Limits{}, record).type();
  return result;
}

}  // namespace hclc::check
