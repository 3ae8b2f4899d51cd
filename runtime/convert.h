#pragma once
// Conversion and unification of the information model, with the reference's
// rules and messages.
//
// A conversion target may be a type constraint: the dynamic pseudo-type in it
// stands for "any type" and is filled in from the value (converting a tuple
// to list(dynamic) unifies the tuple's element types first).
//
// Safe conversions always succeed for a known value of the source type
// (number or bool → string, tuple → list of a type all its elements convert
// to, ...); unsafe ones may fail for some values (string → number, string →
// bool, map → object when a key is missing). convert() allows both, as HCL
// does wherever a value meets a type.

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "runtime/result.h"
#include "runtime/type.h"
#include "runtime/value.h"

namespace hclc {

// The type a value of type `from` has after conversion to `want` (`want` with
// its dynamic parts resolved), or an error worded as the reference words a
// type mismatch: "number required", "list of any single type required",
// `attribute "a": element 1: number required`, `attribute "b" is required`,
// "incorrect list element type: bool required", "tuple required",
// "all list elements must have the same type".
Result<Type> conversion_type(const Type& from, const Type& want);

// Whether conversion_type(from, want) succeeds.
bool can_convert(const Type& from, const Type& want);

// Converts a value. Null converts to null and unknown to unknown of the
// resulting type. Errors are type mismatches (as conversion_type words them)
// or value errors: "a number is required", "a bool is required",
// `map has no element for required attribute "b"`. Error::path tells where
// inside the value the problem is (".tags[1]").
Result<Value> convert(const Value& value, const Type& want);

// The type every one of `types` converts to safely, chosen as the reference
// chooses it: identical types stay; any dynamic type makes the result dynamic;
// primitives meet at string (number and bool do not meet); tuples of equal
// length unify element-wise; other sequences (tuples, lists, sets) become a
// list (a set if only sets and tuples take part) of the unified element type;
// objects with the same attribute names unify attribute-wise; other objects
// and maps become a map of the unified attribute and element types.
struct Unification {
  Type type;
  // needs_conversion[i]: types[i] differs from `type`.
  std::vector<bool> needs_conversion;
};
std::optional<Unification> unify(std::span<const Type> types);

// Whether `type` matches the type specification `constraint`: equal, or equal
// where the constraint is not dynamic (dynamic matches anything). Object
// types must have the same attribute names; tuples the same length.
bool conforms(const Type& type, const Type& constraint);

}  // namespace hclc
