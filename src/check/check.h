#pragma once
// The type checker: each node's type, given the types of the variables and
// the functions' signatures, and the errors that follow from types alone
// (`"a" - 1`, indexing a number, a missing attribute of a known object type,
// a wrong argument count, a list in a template).
//
// A pass of its own over the IR: each node's result is either a constant
// (literals, and what is built from constants alone: a tuple of literals, a
// call with constant arguments, an element of a constant tuple) or an unknown
// value of the node's type; operators, conversions and functions apply to
// those through the runtime, so that an unknown meets exactly the type rules
// an evaluation would apply to a value of its type. Attribute and index
// steps, and the messages, are the evaluator's own (eval/eval.h).
//
// Where evaluation takes one path by value, the checker follows every path
// the types allow. An error is what every value of the types meets (values,
// not nulls): what evaluation with values always reports, or what the
// reference's own check of unknowns reports. A problem on a path that some
// values avoid is a warning:
// - a for-expression's body (and a template for directive's) is checked with
//   its variables bound to unknowns of the collection's element types, as if
//   the collection had elements: `[for s in subnets : s.publik]` warns, as an
//   empty `subnets` evaluates; over a tuple or object type, or a collection
//   known to have an element (a refined length), the body's problems are
//   errors; a collection whose type says it is empty has its body
//   unchecked; an element that a condition known only by its type may leave
//   out warns too;
// - a conditional with a condition known only by its type warns of the
//   problems of both results (evaluation reports the taken one's);
// - `a && b` and `a || b` with `a` known only by its type warn of b's
//   problems (evaluation skips b for the values of a that decide), unless
//   `a` is the same for every value (`x != y` of two different types);
//   where b fails for every value, what evaluation can give is a's deciding
//   value;
// - try() and can() run on their arguments as checked: one that fails from
//   its types fails whatever the values, so a try whose every argument
//   fails is the error every evaluation reports, and a try whose last hope
//   is one argument has its type; results inconsistent because of a try's
//   type warn unless the argument it takes plainly succeeds for every value;
// - a conditional with inconsistent result types is dynamic to what encloses
//   it, as in evaluation; where a side's type is one that the reference's
//   check of unknowns does not know (a try's, a splat's of what may be
//   null), its condition is checked too, taking a constant condition's side.
// Refinements are the runtime's: a template's known prefix and not-null, a
// collection's length bounds, a number's bounds decide comparisons and
// conditions as in evaluation (`"ab${s}" == "x"` is false). Errors that
// depend on values (an index out of a list's range, a string that is not a
// number) are left to evaluation. A constant operand that decides `&&`/`||`,
// or a constant condition, is followed as evaluation follows it. Each
// diagnostic is reported once.
//
// Nodes the check does not reach (after an error that stops their parent,
// inside an empty tuple's for body) have no recorded type.

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
  // How many ids the table spans (a slot each, typed or not).
  std::size_t span() const { return types_.size(); }

 private:
  // Dense over the ids from first_ on: one expression's nodes are numbered
  // together, wherever it is in a file, so the table spans them alone (a
  // table from id 0 made checking each attribute of a big file cost the
  // whole file's ids).
  std::size_t first_ = 0;
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
