#pragma once
// Type constraints written in configuration, as HCL's typeexpr extension
// reads them: `string`, `number`, `bool`, `any`, `list(T)`, `set(T)`,
// `map(T)`, `tuple([T, ...])`, `object({name = T, ...})`, where an object
// attribute may be `optional(T)` or `optional(T, default)`. The expression is
// read as syntax, never evaluated (except each default, which is a constant).
//
//   variable "ports" { type = list(object({ number = number, protocol = optional(string, "tcp") })) }
//
//   std::optional<hcl::TypeConstraint> c = hcl::TypeConstraint::parse(type_attr.expr, diags);
//   hcl::Result<hcl::Value> ports = c->convert(value);  // defaults applied, then converted

#include <memory>
#include <optional>
#include <string_view>

#include "hclc/diagnostics.h"
#include "hclc/expression.h"
#include "hclc/result.h"
#include "hclc/value.h"

namespace hcl {

class TypeConstraint {
 public:
  // Problems ("Invalid type specification", "Invalid default value for
  // optional attribute") go to `diags`; nullopt then.
  static std::optional<TypeConstraint> parse(const Expression& expr, Diagnostics& diags);
  // From text alone (`list(string)`), named `filename` in diagnostics.
  static std::optional<TypeConstraint> parse(std::string_view text, Diagnostics& diags,
                                             std::string filename = "<type>");

  // The type; dynamic where the constraint says `any`.
  Type type() const;
  bool has_defaults() const;
  // `value` with every missing or null optional attribute (at any depth) set
  // to its default; the result may still need conversion.
  Value apply_defaults(const Value& value) const;
  // Defaults applied, then converted to the type.
  Result<Value> convert(const Value& value) const;

  struct Impl;  // the library's own representation (src/api/internal.h)

 private:
  friend struct ImplAccess;  // how the library reaches the representation (src/api/internal.h)
  explicit TypeConstraint(std::shared_ptr<const Impl> impl);
  std::shared_ptr<const Impl> impl_;
};

}  // namespace hcl
