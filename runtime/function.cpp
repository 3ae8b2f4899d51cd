#include "runtime/function.h"

#include <cassert>

#include "runtime/convert.h"
#include "runtime/value_range.h"

namespace hclc {

Function::Function(Spec spec) : spec_(std::make_shared<const Spec>(std::move(spec))) {
  assert(spec_->result_type && spec_->implementation);
}

Function Function::with_result_refinement(const Refinement& refinement) const {
  Spec spec = *spec_;
  spec.result_refinement = refinement;
  return Function(std::move(spec));
}

Function::ResultTypeCallback Function::returns(Type type) {
  return [type = std::move(type)](std::span<const Value>) -> Result<Type> { return type; };
}

const Parameter* Function::parameter_for(std::size_t index) const {
  if (index < spec_->parameters.size()) return &spec_->parameters[index];
  if (spec_->variadic) return &*spec_->variadic;
  return nullptr;
}

namespace {

Error argument_error(std::size_t index, std::string message) {
  return Error{.message = std::move(message), .argument = index};
}

}  // namespace

Result<Type> Function::result_type(std::span<const Value> args) const {
  if (args.size() < spec_->parameters.size()) return Error{"not enough function arguments"};
  if (args.size() > spec_->parameters.size() && !spec_->variadic) return Error{"too many function arguments"};
  bool dynamic_result = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const Parameter& parameter = *parameter_for(i);
    const Value& arg = args[i];
    if (arg.is_null() && !parameter.allow_null) return argument_error(i, "argument must not be null");
    if (arg.type().is_dynamic()) {
      // The callback cannot work with an unknown type, so neither can we know the result's.
      if (!parameter.allow_dynamic) dynamic_result = true;
      continue;
    }
    if (!conforms(arg.type(), parameter.type)) {
      Result<Type> conversion = conversion_type(arg.type(), parameter.type);
      return argument_error(
          i, conversion ? parameter.type.friendly_name_for_constraint() + " required" : conversion.error().message);
    }
  }
  if (dynamic_result) return Type::dynamic();
  return spec_->result_type(args);
}

Result<Value> Function::call(std::span<const Value> given) const {
  // Arguments are copied only when one of them has marks to take off, so
  // that a call without marks pays one test an argument and nothing else.
  std::span<const Value> args = given;
  std::vector<Value> unmarked;
  Marks marks;
  for (std::size_t i = 0; i < given.size(); ++i) {
    if (!given[i].contains_marked()) [[likely]]
      continue;
    const Parameter* parameter = parameter_for(i);
    if (parameter == nullptr || parameter->allow_marked) continue;
    if (unmarked.empty()) unmarked.assign(given.begin(), given.end());
    unmarked[i] = given[i].unmarked_deep(&marks);
    args = unmarked;
  }
  Result<Type> type = result_type(args);
  if (!type) return type.error();
  // An unknown argument the parameter does not take makes the result an
  // unknown without running the implementation, and without marks (as
  // function.Call does).
  for (std::size_t i = 0; i < args.size(); ++i) {
    const Parameter& parameter = *parameter_for(i);
    if (parameter.allow_unknown) continue;
    if (parameter.allow_unknown_elements ? args[i].is_known() : args[i].is_wholly_known()) continue;
    Value unknown = Value::unknown(*type);
    return spec_->result_refinement ? refine(unknown, *spec_->result_refinement) : unknown;
  }
  Result<Value> result = spec_->implementation(args, *type);
  if (!result) return result;
  if (!conforms(result->type(), *type)) {
    return Error{"function returned " + result->type().friendly_name() + " where " + type->friendly_name() +
                 " was promised"};
  }
  if (spec_->result_refinement && !result->is_known()) result = refine(*result, *spec_->result_refinement);
  if (!marks.empty()) return result->with_marks(marks);
  return result;
}

void FunctionTable::add(std::string name, Function function) {
  functions_.insert_or_assign(std::move(name), std::move(function));
}

bool FunctionTable::remove(std::string_view name) {
  auto it = functions_.find(name);
  if (it == functions_.end()) return false;
  functions_.erase(it);
  return true;
}

const Function* FunctionTable::find(std::string_view name) const {
  auto it = functions_.find(name);
  return it == functions_.end() ? nullptr : &it->second;
}

std::vector<std::string> FunctionTable::names() const {
  std::vector<std::string> out;
  for (const auto& [name, function] : functions_) out.push_back(name);
  return out;
}

}  // namespace hclc
