#pragma once
// HCL's type constraint expressions (the reference's typeexpr extension):
// `string`, `number`, `bool`, `any`, `list(T)`, `set(T)`, `map(T)`,
// `tuple([T, ...])`, `object({name = T, ...})` with `optional(T)` attributes.
// Read from the expression's syntax, never evaluated; used by `convert()` and
// by hcldec specs (`type = list(string)`).

#include <optional>

#include "diag/diagnostic.h"
#include "ir/ir.h"
#include "runtime/type.h"

namespace hclc::eval {

// A type constraint: `any` is allowed (the dynamic pseudo-type). Problems are
// "Invalid type specification" diagnostics; nullopt then.
std::optional<Type> type_constraint(const ir::Arena& arena, ir::ExprId expr, Diagnostics& diags);
// An exact type: `any` is not allowed.
std::optional<Type> type_expression(const ir::Arena& arena, ir::ExprId expr, Diagnostics& diags);

}  // namespace hclc::eval
