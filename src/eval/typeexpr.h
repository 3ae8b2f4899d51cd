#pragma once
// HCL's type constraint expressions (the reference's typeexpr extension):
// `string`, `number`, `bool`, `any`, `list(T)`, `set(T)`, `map(T)`,
// `tuple([T, ...])`, `object({name = T, ...})` with `optional(T)` attributes.
// Read from the expression's syntax, never evaluated; used by `convert()` and
// by hcldec specs (`type = list(string)`).

#include <map>
#include <memory>
#include <optional>
#include <string>

#include "diag/diagnostic.h"
#include "ir/ir.h"
#include "runtime/type.h"
#include "runtime/value.h"

namespace hclc::eval {

// A type constraint: `any` is allowed (the dynamic pseudo-type). Problems are
// "Invalid type specification" diagnostics; nullopt then.
std::optional<Type> type_constraint(const ir::Arena& arena, ir::ExprId expr, Diagnostics& diags);
// Default values of optional object attributes written `optional(T, default)`,
// for a type and the types inside it, as the reference's typeexpr keeps them.
struct TypeDefaults {
  // By attribute name (objects), element index as decimal (tuples), or "" for
  // a collection's element type.
  using Children = std::map<std::string, std::shared_ptr<const TypeDefaults>>;

  Type type;
  std::map<std::string, Value> values;  // per optional attribute, converted to its type
  Children children;

  // The value with every missing or null optional attribute set to its
  // default, at any depth; unknown and null values stay as they are. Apply
  // before converting to the type: the result may still need conversion.
  Value apply(const Value& value) const;
};

struct TypeConstraintWithDefaults {
  Type type;
  std::shared_ptr<const TypeDefaults> defaults;  // null when the constraint has none
};

// A type constraint whose optional attributes may have a default value
// (`optional(number, 5)`), evaluated without variables or functions. A default
// that does not convert to its attribute's type is an "Invalid default value
// for optional attribute" diagnostic.
std::optional<TypeConstraintWithDefaults> type_constraint_with_defaults(const ir::Arena& arena, ir::ExprId expr,
                                                                        Diagnostics& diags);

// An exact type: `any` and `optional` are not allowed.
std::optional<Type> type_expression(const ir::Arena& arena, ir::ExprId expr, Diagnostics& diags);

}  // namespace hclc::eval
