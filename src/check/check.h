#pragma once
// The type checker: each node's type, given the types of the variables and
// the functions' signatures, and the errors that follow from types alone
// (`"a" - 1`, indexing a number, a missing attribute of a known object type,
// a wrong argument count).
//
// The checker's answer is by definition the evaluator's on unknown values:
// it evaluates the expression with every variable an unknown of its declared
// type (the information model's tool for "a value of this type, not yet
// known") and records the type each node produces. So the result type and
// the errors are exactly those the evaluator reports for any input of those
// types that it cannot see; errors that depend on values (an index out of
// range of a list, a failed string-to-number conversion of a variable) are
// left to evaluation. Nodes the evaluation does not reach (the body of a for
// over an unknown collection, the untaken side of a known condition) have no
// recorded type.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "ir/ir.h"
#include "ir/printer.h"
#include "runtime/function.h"
#include "runtime/type.h"

namespace hclc::check {

// Types by node id: the side table of the "typed IR".
class TypeTable {
 public:
  // The node's type; nullptr when the check did not reach it.
  const Type* type_of(ir::ExprId id) const;
  // Records a type for a node; a node seen again with a different type (one
  // for-expression body per element) gets the dynamic pseudo-type.
  void record(ir::ExprId id, const Type& type);
  // An annotation for ir::PrintOptions: the type's JSON form, or "" when none.
  ir::PrintOptions print_options() const;

 private:
  std::vector<std::optional<Type>> types_;
};

struct CheckResult {
  Type type;  // the whole expression's type
  TypeTable types;
};

using VariableTypes = std::map<std::string, Type, std::less<>>;

// `functions` may be null (then calls are "Function calls not allowed", as
// with evaluation without functions).
CheckResult check_expression(const ir::Arena& arena, ir::ExprId root, const VariableTypes& variables,
                             const FunctionTable* functions, Diagnostics& diags);

}  // namespace hclc::check
