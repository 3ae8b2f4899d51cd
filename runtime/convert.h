#pragma once
// Conversion and unification of the information model, with the reference's
// rules and messages.
//
// A conversion target may be a type constraint: the dynamic pseudo-type in it
// stands for "any type" and is filled in from the value (converting a tuple
// to list(dynamic) unifies the tuple's element types first).
//
// Some conversions always succeed for a known value of the source type
// (number or bool → string, tuple → list of a type all its elements convert
// to, ...); others may fail for some values (string → number, string → bool,
// map → object when a key is missing). convert() allows both, as HCL does
// wherever a value meets a type; so does unify().

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

// The text a known, non-null number or bool converts to as a string (what
// convert(value, string) holds), without making a value of it.
Result<std::string> primitive_text(const Value& value);

// The type every one of `types` converts to, chosen as the reference chooses
// it (its conditional `c ? a : b` and its conversion of tuples to list(any)):
// - identical types stay; all dynamic stays dynamic;
// - types of one structural kind (all lists, all sets, all maps, all objects,
//   all tuples) unify their elements: tuples of one length element-wise,
//   of different lengths as a list; objects with the same attribute names
//   attribute-wise, others as a map that each of them converts to. With a
//   dynamic type among them the result is dynamic (its shape is not known
//   yet);
// - maps with objects become a map, tuples with lists a list, of the unified
//   type of all their elements (dynamic types do not count);
// - otherwise several tuples first unify among themselves, and then the first
//   of the given types, in the order string, number, bool, lists, sets, maps,
//   objects, tuples (collections by their element types alike), that all the
//   others convert to, unsafe conversions included: number and dynamic meet
//   at number, list(number) and set(string) at list(number), number and bool
//   nowhere, or at dynamic if a dynamic type is among them (the last
//   candidate, which everything converts to: so {a = "x", b = null} and
//   {c = ["s"]} unify as a map of dynamic type).
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
