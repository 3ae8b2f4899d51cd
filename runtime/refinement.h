#pragma once
// What is known about an unknown value besides its type: cty's refinements
// (go-cty 1.13 and later). An unknown value may be known not to be null; an
// unknown string may be known to start with a prefix; an unknown number may
// be known to lie between bounds, each inclusive or not; an unknown list, set
// or map may be known to have a length between bounds. Operations use them to
// give known results where the unknown parts cannot change the answer
// (`length(x) > 0` for a list known to have an element, `u != null` for a
// value known not to be null), and pass them on to their unknown results.
//
// Only unknown values carry a Refinement (runtime/value_range.h has the
// operations on them); the unknown of the dynamic pseudo-type never does.

#include <cstddef>
#include <optional>
#include <string>

#include "runtime/number.h"

namespace hclc {

struct Refinement {
  bool not_null = false;
  // Strings: the bytes (in NFC) every value the unknown may stand for starts with.
  std::string prefix;
  // Numbers: the bounds, when there are any (never an infinity).
  std::optional<Number> lower;
  bool lower_inclusive = true;
  std::optional<Number> upper;
  bool upper_inclusive = true;
  // Lists, sets and maps: the bounds of the length.
  std::size_t min_length = 0;
  std::optional<std::size_t> max_length;

  // Only "not null": the common refinement of what operations make.
  static Refinement known_not_null() {
    Refinement r;
    r.not_null = true;
    return r;
  }
  // Not null, a number within inclusive bounds.
  static Refinement number_between(std::optional<Number> lower, std::optional<Number> upper) {
    Refinement r = known_not_null();
    r.lower = std::move(lower);
    r.upper = std::move(upper);
    return r;
  }

  bool empty() const { return *this == Refinement{}; }
  friend bool operator==(const Refinement&, const Refinement&) = default;
};

// "not null, prefix "ab", >= 1, < 10, length 1..3": the refinements that are
// there, in this order, for messages and `hclc eval`; "" when there are none.
std::string describe(const Refinement& refinement);

}  // namespace hclc
