#pragma once
// Type-check diagnostics for the language server: every attribute's
// expression checked by src/check with the variables' types a schema (or a
// Terraform module's `variable` blocks) gives, the names nothing types being
// of any type, so that only what the types decide is reported, with the
// checker's (the reference's) ranges and messages.

#include <optional>
#include <string>
#include <vector>

#include "check/check.h"
#include "diag/diagnostic.h"
#include "ir/builder.h"
#include "lsp/json_value.h"
#include "runtime/function.h"

namespace hclc::lsp {

// A type written as a type expression (`list(string)`, `object({a=number})`,
// `any`) or in the reference's JSON notation (`["list","string"]`, as
// `hclc check -T` takes); nullopt when it is neither.
std::optional<Type> type_from_description(const Json& description);

// `{name = type, ...}` in a `.hclc.hcl`: each value a type expression.
// Problems are in `diags`.
check::VariableTypes types_from_object(const ir::Arena& arena, ir::ExprId object, Diagnostics& diags);

// The type of Terraform's `var`: an object with an attribute per `variable`
// block of the module's files, of its `type` (any type without one).
Type terraform_var_type(const std::vector<const ir::File*>& module);

// What a file's application brings beside the server's functions. In a
// Terraform, Packer or Nomad file (Module) a variable block's `type` is a
// type expression, not a value, and a call of a function the server does not
// know is not reported (each application and its plugins add functions of
// their own); with a schema (Schema) every call is checked.
enum class CheckProfile { Schema, Module };

// The checker's diagnostics for every attribute of the file, with
// `variables` typed and every other root name of any type. Each appears
// once, after those already in `diags` with the same range and summary.
void type_check_diagnostics(const ir::File& file, const check::VariableTypes& variables, const FunctionTable& functions,
                            CheckProfile profile, Diagnostics& diags);

// The root names an expression refers to that `variables` does not type,
// added as of any type (so that the checker reports none as unknown).
check::VariableTypes with_free_names(const ir::Arena& arena, ir::ExprId root, const check::VariableTypes& variables);

}  // namespace hclc::lsp
