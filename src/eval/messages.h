#pragma once
// The details of the evaluator's diagnostics (their summaries are declared
// with their kinds in diag/kinds.def), worded as the reference words them.
// The evaluator and the type checker (src/check) both take them from here, so
// that an error reads the same whichever finds it.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/function.h"
#include "runtime/result.h"
#include "runtime/type.h"
#include "source/range.h"

namespace hclc::eval {

// Why a conditional's result types have nothing in common, as the reference
// says it: the first attribute (by name) or element where two objects or two
// tuples differ, then attributes only one side has, then tuple lengths;
// otherwise both types.
std::string result_type_mismatch(const Type& true_type, const Type& false_type);

// Variables and calls. A namespaced function name (`provider::aws::f`) whose
// namespace has no functions at all is reported as such; otherwise, as for
// variables, the name is unknown, perhaps with a suggestion from `known`.
std::string unknown_variable_detail(const std::string& name, const std::vector<std::string>& known);
std::string unknown_function_detail(const std::string& name, const std::vector<std::string>& known);
std::string functions_not_allowed_detail();
// `given` arguments where the function wants more.
std::string not_enough_arguments_detail(const std::string& name, const Function& fn, std::size_t given);
std::string too_many_arguments_detail(const std::string& name, const Function& fn);
std::string invalid_argument_detail(const Parameter& param, const Error& error);
std::string function_call_failed_detail(const std::string& name, const Error& error);
std::string null_expanding_argument_detail();
std::string expanding_argument_not_sequence_detail();

// Operators (`which`: left, right, unary) and conditionals.
std::string unsuitable_operand_detail(std::string_view which, const Error& error);
std::string operation_failed_detail(std::string_view message);
std::string inconsistent_conditional_types_detail(const Type& true_type, const Type& false_type);
std::string null_condition_detail();
std::string incorrect_condition_type_detail();
std::string conditional_result_wrong_type_detail(bool true_side, const Error& error);

// Templates.
std::string null_template_value_detail();
std::string invalid_template_value_detail(const Error& error);

// For-expressions.
std::string iteration_over_null_detail();
std::string not_iterable_detail(const Type& type);
std::string null_for_condition_detail();
std::string invalid_for_condition_detail(const Error& error);
std::string null_for_key_detail();
std::string invalid_for_key_detail(const Error& error);
std::string duplicate_for_key_detail(const std::string& key);

// Object constructors and splats.
std::string ambiguous_attribute_key_detail();
std::string null_object_key_detail();
std::string incorrect_key_type_detail(const Error& error);
std::string duplicate_object_attribute_detail(const std::string& name, const Range& first);
std::string splat_of_null_detail();
// A key that names no element of a map.
std::string key_not_found_detail();

// Nesting beyond the evaluator's limit.
std::string too_deep_detail(std::size_t max_depth);
// The same, when the evaluation's frames have used the stack it may use
// (runtime/stack_budget.h) before the count of levels ran out.
std::string too_deep_for_stack_detail();

}  // namespace hclc::eval
