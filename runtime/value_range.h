#pragma once
// Refinements at work (runtime/refinement.h): what a value tells of the range
// of values it stands for, adding refinements to an unknown value, and the
// tests that let an operation on a refined unknown give a known result.

#include <cstddef>
#include <optional>

#include "runtime/refinement.h"
#include "runtime/value.h"

namespace hclc {

// The refinements a value satisfies, as cty's Value.Range gives them: an
// unknown value's own; for a known value that is not null, exact ones (not
// null, the whole string as prefix, the number as both inclusive bounds, the
// length as both length bounds, or no length bounds for a set whose unknown
// elements may yet coalesce); nothing for a null (see is_null).
Refinement range_of(const Value& v);
bool definitely_not_null(const Value& v);

// The value with more refinements, merged as cty's refinement builder merges
// them: the longer prefix, the tighter bound of each side, not null if either
// says so. A known value and the dynamic value are returned unchanged; the
// result may become known (see Value::unknown).
Value refine(const Value& v, const Refinement& more);
Value refine_not_null(const Value& v);

// Whether the known value `known` is outside the range of the unknown value
// `unknown` of the same type: false when it cannot tell (cty's
// ValueRange.Includes being false).
bool range_excludes(const Value& unknown, const Value& known);

// `a < b` for numbers of which one at least is unknown (cty's LessThan):
// true when a's upper bound is below b's lower bound, false when a's lower
// bound is above b's upper bound (inclusiveness aside), otherwise unknown
// but not null.
Value range_less_than(const Value& a, const Value& b);

// The result of a conditional whose condition is unknown, from the two
// results it could give (before their conversion to `type`): null if both
// are; numbers bounded by the outermost of their bounds; collections of one
// type by the outermost of their length bounds; not null if neither is.
Value unknown_choice(const Value& if_true, const Value& if_false, const Type& type);

// The refinement of the length of a collection whose range is `range`, as an
// unknown number (cty's Length of an unknown collection): not null, bounds the
// collection's length bounds (the upper at most the largest int64).
Refinement length_range(const Refinement& collection_range);

}  // namespace hclc
