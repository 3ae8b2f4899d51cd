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

#include "diag/diagnostic.h"
#include "runtime/function.h"
#include "runtime/type.h"
#include "runtime/value.h"

namespace hclc::eval {

// The parameter type of try/can: a capsule holding an ExpressionClosure.
const Type& expression_closure_type();
// The parameter type of convert's `type`: a capsule holding a Type.
const Type& type_constraint_type();

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

}  // namespace hclc::eval
