#pragma once
// The order in which sets keep their elements (internal to the runtime).

#include <string>
#include <vector>

#include "runtime/value.h"

namespace hclc {

// Negative, zero or positive as `a` sorts before, with or after `b` in a set
// of their (common) type, as the reference orders sets: known values first
// (strings by bytes, numbers numerically and -0 before 0, false before true; other values by
// the bytes of set_key), then unknown, then null. Elements that compare equal
// keep the order they were given in.
int set_order(const Value& a, const Value& b);

// Sorts elements of one type by set_order, stably.
void sort_set_elements(std::vector<Value>& elements);

// Whether a set holds `a` and `b` as one element: the same value with the
// same set key (so -0 and 0 are two elements, as in the reference).
bool set_equivalent(const Value& a, const Value& b);

// The text by which the reference orders non-primitive set elements: strings
// quoted as Go's %q quotes them, numbers as Go's big.Float Text('g', 10) writes
// them (so 1e10 is "1e+10" and digits past the tenth do not count), bools T
// and F, null '~', unknown '?', lists and sets in [ ], maps in { } with their
// quoted keys, objects and tuples in < > (attribute values in name order),
// and each element or entry followed by ';'.
std::string set_key(const Value& value);

}  // namespace hclc
