#include "eval/messages.h"

#include <algorithm>

#include "diag/diagnostic.h"
#include "eval/context.h"

namespace hclc::eval {

namespace {

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

}  // namespace

// Why a conditional's result types have nothing in common, as the reference
// says it: the first attribute (by name) or element where two objects or two
// tuples differ, then attributes only one side has, then tuple lengths;
// otherwise both types.
std::string result_type_mismatch(const Type& true_type, const Type& false_type) {
  if (true_type.is_object() && false_type.is_object()) {
    for (const auto& [name, type] : true_type.attributes()) {
      const Type* other = false_type.attribute(name);
      if (other && !(type == *other))
        return "Type mismatch for object attribute " + quoted(name) + ": " + result_type_mismatch(type, *other);
    }
    for (const auto& [name, ignored] : true_type.attributes())
      if (!false_type.has_attribute(name))
        return "The 'true' value includes object attribute " + quoted(name) + ", which is absent in the 'false' value.";
    for (const auto& [name, ignored] : false_type.attributes())
      if (!true_type.has_attribute(name))
        return "The 'false' value includes object attribute " + quoted(name) + ", which is absent in the 'true' value.";
  }
  if (true_type.is_tuple() && false_type.is_tuple()) {
    const std::vector<Type>& t = true_type.elements();
    const std::vector<Type>& f = false_type.elements();
    if (t.size() != f.size())
      return "The 'true' tuple has length " + std::to_string(t.size()) + ", but the 'false' tuple has length " +
             std::to_string(f.size()) + ".";
    for (std::size_t i = 0; i < t.size(); ++i)
      if (!(t[i] == f[i]))
        return "Type mismatch for tuple element " + std::to_string(i) + ": " + result_type_mismatch(t[i], f[i]);
  }
  return "The 'true' value is " + true_type.friendly_name() + ", but the 'false' value is " +
         false_type.friendly_name() + ".";
}

// A namespaced name (`provider::aws::f`) whose namespace has no functions at
// all is reported as such, as the reference does; otherwise the name is
// unknown, perhaps with a suggestion.
std::string unknown_function_detail(const std::string& name, const std::vector<std::string>& known) {
  if (std::size_t last = name.rfind("::"); last != std::string::npos) {
    std::string_view prefix = std::string_view(name).substr(0, last + 2);
    bool namespace_known =
        std::any_of(known.begin(), known.end(), [&](const std::string& k) { return k.starts_with(prefix); });
    if (!namespace_known) return "There are no functions in namespace " + quoted(std::string(prefix)) + ".";
  }
  std::string suggestion = name_suggestion(name, known);
  return "There is no function named " + quoted(name) + "." +
         (suggestion.empty() ? "" : " Did you mean " + quoted(suggestion) + "?");
}

std::string unknown_variable_detail(const std::string& name, const std::vector<std::string>& known) {
  std::string suggestion = name_suggestion(name, known);
  return "There is no variable named " + quoted(name) + "." +
         (suggestion.empty() ? "" : " Did you mean " + quoted(suggestion) + "?");
}

std::string not_enough_arguments_detail(const std::string& name, const Function& fn, std::size_t given) {
  const bool variadic = fn.variadic().has_value();
  return "Function " + quoted(name) + " expects" + (variadic ? " at least " : " ") +
         std::to_string(fn.parameters().size()) + " argument(s). Missing value for " +
         quoted(fn.parameters()[given].name) + ".";
}

std::string too_many_arguments_detail(const std::string& name, const Function& fn) {
  return "Function " + quoted(name) + " expects only " + std::to_string(fn.parameters().size()) + " argument(s).";
}

std::string invalid_argument_detail(const Parameter& param, const Error& error) {
  return "Invalid value for " + quoted(param.name) + " parameter: " + error.message + ".";
}

std::string unsuitable_operand_detail(std::string_view which, const Error& error) {
  return "Unsuitable value for " + std::string(which) + " operand: " + error.message + ".";
}

std::string null_template_value_detail() {
  return "The expression result is null. Cannot include a null value in a string template.";
}

std::string invalid_template_value_detail(const Error& error) {
  return "Cannot include the given value in a string template: " + error.message + ".";
}

std::string iteration_over_null_detail() {
  return "A null value cannot be used as the collection in a 'for' expression.";
}

std::string not_iterable_detail(const Type& type) {
  return "A value of type " + type.friendly_name() + " cannot be used as the collection in a 'for' expression.";
}

std::string null_for_condition_detail() { return "The value of the 'if' clause must not be null."; }

std::string invalid_for_condition_detail(const Error& error) {
  return "The 'if' clause value is invalid: " + error.message + ".";
}

std::string null_for_key_detail() { return "Key expression in 'for' expression must not produce a null value."; }

std::string invalid_for_key_detail(const Error& error) {
  return "The key expression produced an invalid result: " + error.message + ".";
}

std::string duplicate_for_key_detail(const std::string& key) {
  return "Two different items produced the key " + quoted(key) +
         " in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression "
         "to enable grouping by key.";
}

std::string ambiguous_attribute_key_detail() {
  return "If this expression is intended to be a reference, wrap it in parentheses. If it's instead intended as a "
         "literal name containing periods, wrap it in quotes to create a string literal.";
}

std::string null_object_key_detail() { return "Can't use a null value as a key."; }

std::string incorrect_key_type_detail(const Error& error) {
  return "Can't use this value as a key: " + error.message + ".";
}

std::string duplicate_object_attribute_detail(const std::string& name, const Range& first) {
  return "An attribute named \"" + name + "\" was already defined at " + range_text(first) + ".";
}

std::string splat_of_null_detail() {
  return "Splat expressions (with the * symbol) cannot be applied to null sequences.";
}

std::string null_expanding_argument_detail() { return "The expanding argument (indicated by ...) must not be null."; }

std::string expanding_argument_not_sequence_detail() {
  return "The expanding argument (indicated by ...) must be of a tuple, list, or set type.";
}

std::string operation_failed_detail(std::string_view message) {
  return "Error during operation: " + std::string(message) + ".";
}

std::string inconsistent_conditional_types_detail(const Type& true_type, const Type& false_type) {
  return "The true and false result expressions must have consistent types. " +
         result_type_mismatch(true_type, false_type);
}

std::string null_condition_detail() { return "The condition value is null. Conditions must either be true or false."; }

std::string incorrect_condition_type_detail() { return "The condition expression must be of type bool."; }

std::string conditional_result_wrong_type_detail(bool true_side, const Error& error) {
  return std::string("The ") + (true_side ? "true" : "false") + " result value has the wrong type: " + error.message +
         ".";
}

std::string function_call_failed_detail(const std::string& name, const Error& error) {
  return "Call to function " + quoted(name) + " failed: " + error.message + ".";
}

std::string functions_not_allowed_detail() { return "Functions may not be called here."; }

std::string key_not_found_detail() { return "The given key does not identify an element in this collection value."; }

std::string too_deep_detail(std::size_t max_depth) {
  return "Expressions may be nested at most " + std::to_string(max_depth) + " levels deep.";
}

std::string too_deep_for_stack_detail() {
  return "This expression is nested more deeply than the stack of this thread can hold.";
}

}  // namespace hclc::eval
