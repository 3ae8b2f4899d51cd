#pragma once
// The functions that take expressions rather than values: `try` and `can`
// (whose parameters are expression closures) and `convert` (whose second
// parameter is a type constraint expression such as `list(string)`).
//
// They are ordinary hclc::Function objects whose parameter types are capsule
// types defined here; the evaluator, seeing such a parameter, passes a capsule
// wrapping the unevaluated argument instead of its value.

#include <functional>
#include <memory>
#include <optional>

#include "diag/diagnostic.h"
#include "ir/ir.h"
#include "runtime/function.h"
#include "runtime/type.h"
#include "runtime/value.h"

namespace hclc::eval {

// The parameter type of try/can: a capsule holding an ExpressionClosure.
const Type& expression_closure_type();
// The parameter type of convert's `type`: a capsule holding a Type.
const Type& type_constraint_type();
// The same for the Terraform pack's convert, whose type constraint may give
// optional attributes defaults: a capsule holding a TypeConstraintWithDefaults.
const Type& type_constraint_with_defaults_type();

// Whether a parameter of this type takes a type constraint expression.
bool takes_type_constraint(const Type& parameter_type);
// The argument such a parameter receives for the expression `expr`: the
// constraint read from its syntax; nullopt when it is not one (reported).
std::optional<Value> type_constraint_argument(const Type& parameter_type, const ir::Arena& arena, ir::ExprId expr,
                                              Diagnostics& diags);

// An argument expression with the context it is to be evaluated in.
struct ExpressionClosure {
  std::function<Value(Diagnostics&)> evaluate;
  // True when a variable the expression refers to is not wholly known (then
  // try/can cannot decide yet and return an unknown).
  std::function<bool()> depends_on_unknowns;
};

Value make_closure_value(std::shared_ptr<const ExpressionClosure> closure);
Value make_type_constraint_value(Type type);

// Adds try, can and convert.
void add_expression_functions(FunctionTable& table);
// Replaces convert by one whose type constraint may give optional object
// attributes defaults, `optional(string, "x")`, as Terraform's variable types
// do: a missing or null attribute takes its default before the conversion.
void add_convert_with_defaults(FunctionTable& table);

}  // namespace hclc::eval
