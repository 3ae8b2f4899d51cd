#pragma once
// Expressions: an attribute's value, or a standalone expression or template
// the application parsed. Evaluate one in an EvalContext, ask which variables
// it refers to before evaluating it (to compute only what it needs, or to
// order evaluation), or read it as a type constraint (hclc/type_constraint.h).
//
//   hcl::Value port = attr.expr.value(ctx, diags);
//   for (const hcl::Traversal& t : attr.expr.variables()) std::cout << t.text() << "\n";  // var.base_port

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "hclc/diagnostics.h"
#include "hclc/value.h"

namespace hcl {

class EvalContext;

// One step of a traversal: the root variable's name, an attribute (`.name`)
// or a literal index (`[0]`, `["key"]`).
struct TraversalStep {
  enum class Kind { Root, Attribute, Index };
  Kind kind = Kind::Root;
  std::string name;  // Root and Attribute
  Value key;         // Index: a number, string, bool or null
  Range range;
};

// A variable reference such as `var.ports[0]`: its root and the steps after it.
struct Traversal {
  std::vector<TraversalStep> steps;

  // The first step's name (empty when there is no root step), kept in `steps`.
  const std::string& root_name() const;
  Range range() const;
  // As written in HCL: `var.ports[0]`.
  std::string text() const;
};

class Expression {
 public:
  // Its value in `ctx`. Problems are added to `diags`; the value is then
  // usually unknown, so that the caller can carry on and report more.
  Value value(const EvalContext& ctx, Diagnostics& diags) const;
  // Its value with no variables and no functions (a constant).
  Value value(Diagnostics& diags) const;
  // The variables it refers to, in source order (names bound by its own
  // `for` expressions are not included).
  std::vector<Traversal> variables() const;
  Range range() const;

  // Its type, found from the types of the variables alone without
  // evaluating it, and the errors those types imply wherever evaluation
  // would report them ("Unsupported attribute" for `s.publik` on an object
  // without it, also inside a `for` body). Calls are checked against the
  // functions of `functions` (its variables are ignored), or of the
  // standard library.
  //
  //   hcl::Expression::Checked c = attr.expr.check({{"subnets", hcl::Type::list(subnet_type)}});
  //   if (c.diagnostics.has_errors()) ...
  struct Checked {
    Type type;
    Diagnostics diagnostics;
  };
  Checked check(const std::map<std::string, Type>& variable_types) const;
  Checked check(const std::map<std::string, Type>& variable_types, const EvalContext& functions) const;

  // Readings of the expression as syntax, without evaluating it, for
  // attributes whose meaning is a name or a list of names (`depends_on =
  // [service.api]`, `mode = fast`). Each fails with one error diagnostic when
  // the expression has another shape.
  //
  // A lone identifier (or true, false, null): its name.
  std::optional<std::string> as_keyword() const;
  // A variable with literal steps (`service.api.port`, `a[0]`).
  std::optional<Traversal> as_traversal(Diagnostics& diags) const;
  // The elements of a tuple constructor `[a, b]`.
  std::optional<std::vector<Expression>> as_list(Diagnostics& diags) const;
  // The key and value expressions of an object constructor `{a = 1}` (an
  // identifier key reads as a string).
  std::optional<std::vector<std::pair<Expression, Expression>>> as_map(Diagnostics& diags) const;

  struct Impl;  // the library's own representation (src/api/internal.h)

 private:
  friend struct ImplAccess;  // how the library reaches the representation (src/api/internal.h)
  explicit Expression(std::shared_ptr<const Impl> impl);
  std::shared_ptr<const Impl> impl_;
};

}  // namespace hcl
