#pragma once
// The evaluator: computes the value of an IR expression in an EvalContext,
// with the reference's results, conversions and diagnostics (summary, detail,
// subject and context ranges).
//
//   eval::EvalContext ctx;
//   ctx.add_variable("x", Value::number(1));
//   ctx.set_functions(&functions);
//   Diagnostics diags;
//   Value v = eval::evaluate(*expr.arena, expr.root, &ctx, diags);
//
// A null context is the reference's nil context: no variables, no functions.
// Errors never throw; an expression in error evaluates to an unknown (usually
// the dynamic value) so that callers can carry on.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "eval/context.h"
#include "ir/builder.h"
#include "runtime/function.h"
#include "runtime/value.h"

namespace hclc::eval {

// Within the limits of `ctx` (its own or its nearest parent's; by default Limits{}).
Value evaluate(const ir::Arena& arena, ir::ExprId root, const EvalContext* ctx, Diagnostics& diags);
Value evaluate(const ir::Arena& arena, ir::ExprId root, const EvalContext* ctx, Diagnostics& diags,
               const Limits& limits);

// Called with each node's value as it is computed (a node inside a
// for-expression or splat is visited once per element). The type checker
// records types through it.
using Observer = std::function<void(ir::ExprId, const Value&)>;
Value evaluate(const ir::Arena& arena, ir::ExprId root, const EvalContext* ctx, Diagnostics& diags,
               const Limits& limits, const Observer& observer);

inline Value evaluate(const ir::Expression& expr, const EvalContext* ctx, Diagnostics& diags) {
  return evaluate(*expr.arena, expr.root, ctx, diags);
}
inline Value evaluate(const ir::Expression& expr, const EvalContext* ctx, Diagnostics& diags, const Limits& limits) {
  return evaluate(*expr.arena, expr.root, ctx, diags, limits);
}

// Steps shared with the type checker (src/check), which applies them to
// unknown values of the types it finds (the messages both use are in
// eval/messages.h).
//
// Traversal steps as the reference applies them (hcl.GetAttr / hcl.Index),
// errors reported at `where`. On an unknown value of a known type they report
// exactly the errors that type alone implies.
Value get_attr(const Value& obj, std::string_view name, const Range& where, Diagnostics& diags);
Value index(const Value& coll, const Value& key, const Range& where, Diagnostics& diags);
// The start of an unknown template's text as the reference gives it: the
// known text before the first unknown part (`text`'s first `known` bytes),
// at most 128 bytes of it, less what text appended later could change.
std::string known_template_prefix(std::string_view text, std::size_t known);
// A binary operator (not == or !=) on operands already converted to its
// operand type: null operands, unknowns, and the arithmetic's own errors
// ("Operation failed", reported at `whole`).
Value apply_binary(ir::BinaryOp op, const Value& l, const Value& r, const Type& result_type, const Range& whole,
                   Diagnostics& diags);
// A conditional's result type from its two results: a null of the dynamic
// type takes the other side's type; a side of the dynamic type (an unknown
// of unknown type, such as a side that failed) makes it dynamic, with nothing
// compared or converted; otherwise both unify. Says which sides
// must be converted to it; nullopt after reporting "Inconsistent conditional
// result types" (between the two sides, in `whole`).
struct ConditionalType {
  Type type;
  bool convert_true = false;
  bool convert_false = false;
};
std::optional<ConditionalType> conditional_type(const Value& true_result, const Value& false_result,
                                                const Range& between, const Range& whole, Diagnostics& diags);
// One side of a conditional as its result: converted to `result.type` when
// that side needs it, an unknown after reporting when it cannot be.
Value conditional_side(bool true_side, Value chosen, const ConditionalType& result, const Range& side,
                       const Range& whole, Diagnostics& diags);
// The range the reference calls an expression's "start range" (where argument
// errors point): a call's name through `(`, a tuple's `[`, a template's first
// part, a binary operation's left operand's start, and so on.
Range start_range(const ir::Arena& arena, ir::ExprId id);

}  // namespace hclc::eval
