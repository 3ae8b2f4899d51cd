#include "runtime/value_range.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string_view>

#include "runtime/text.h"

namespace hclc {

namespace {

// cty bounds an unrefined collection's length by Go's largest int (wider
// than std::size_t on wasm32).
constexpr std::uint64_t kLengthLimit = std::numeric_limits<std::int64_t>::max();

}  // namespace

Refinement range_of(const Value& v) {
  if (!v.is_known()) {
    const Refinement* r = v.refinement();
    return r ? *r : Refinement{};
  }
  if (v.is_null()) return {};
  Refinement out = Refinement::known_not_null();
  const Type& t = v.type();
  if (t.kind() == Type::Kind::String) {
    out.prefix = v.as_string();
  } else if (t.kind() == Type::Kind::Number) {
    out.lower = out.upper = v.as_number();
  } else if (t.is_list() || t.is_map() || (t.is_set() && (v.is_wholly_known() || v.length() == 1))) {
    out.min_length = v.length();
    out.max_length = v.length();
  }
  return out;
}

bool definitely_not_null(const Value& v) {
  if (v.is_known()) return !v.is_null();
  const Refinement* r = v.refinement();
  return r && r->not_null;
}

Value refine(const Value& v, const Refinement& more) {
  if (v.is_known() || v.type().is_dynamic()) return v;
  const Refinement* had = v.refinement();
  Refinement r = had ? *had : Refinement{};
  r.not_null = r.not_null || more.not_null;
  if (more.prefix.size() > r.prefix.size()) r.prefix = more.prefix;
  // A new bound replaces the old one unless it is looser: further out, or at
  // the same place but inclusive where the old one was not.
  if (more.lower && !more.lower->is_infinity()) {
    bool tighter =
        !r.lower || (more.lower_inclusive && !r.lower_inclusive ? *more.lower > *r.lower : *more.lower >= *r.lower);
    if (tighter) {
      r.lower = more.lower;
      r.lower_inclusive = more.lower_inclusive;
    }
  }
  if (more.upper && !more.upper->is_infinity()) {
    bool tighter =
        !r.upper || (more.upper_inclusive && !r.upper_inclusive ? *more.upper < *r.upper : *more.upper <= *r.upper);
    if (tighter) {
      r.upper = more.upper;
      r.upper_inclusive = more.upper_inclusive;
    }
  }
  if (more.min_length >= r.min_length) r.min_length = more.min_length;
  if (more.max_length && (!r.max_length || *more.max_length <= *r.max_length)) r.max_length = more.max_length;
  if (had && r == *had) return v;
  Value refined = Value::unknown(v.type(), r);
  // Marks stay (checked first: the usual value has none, and adding none copies).
  if (v.is_marked()) return refined.with_marks(v.marks());
  return refined;
}

Value refine_not_null(const Value& v) { return refine(v, Refinement::known_not_null()); }

bool range_excludes(const Value& unknown, const Value& known) {
  const Refinement* r = unknown.refinement();
  if (!r) return false;
  if (known.is_null()) return r->not_null;
  if (!(known.type() == unknown.type())) return false;
  const Type& t = unknown.type();
  if (t.kind() == Type::Kind::String) {
    return known.is_known() && !std::string_view(known.as_string()).starts_with(r->prefix);
  }
  if (t.kind() == Type::Kind::Number) {
    if (!known.is_known()) return false;
    const Number& n = known.as_number();
    if (r->lower && (r->lower_inclusive ? n < *r->lower : n <= *r->lower)) return true;
    if (r->upper && (r->upper_inclusive ? n > *r->upper : n >= *r->upper)) return true;
    return false;
  }
  if (t.is_list() || t.is_set() || t.is_map()) {
    Refinement length = range_of(known);
    if (!length.max_length) return false;  // a set whose length is not known yet
    return length.min_length < r->min_length || (r->max_length && length.min_length > *r->max_length);
  }
  return false;
}

Value range_less_than(const Value& a, const Value& b) {
  const Refinement x = range_of(a), y = range_of(b);
  if (x.upper && y.lower && *x.upper < *y.lower) return Value::boolean(true);
  if (x.lower && y.upper && *x.lower > *y.upper) return Value::boolean(false);
  return Value::unknown(Type::boolean(), Refinement::known_not_null());
}

Value unknown_choice(const Value& if_true, const Value& if_false, const Type& type) {
  if (if_true.is_null() && if_false.is_null()) return Value::null(type);
  const Refinement t = range_of(if_true), f = range_of(if_false);
  Refinement r;
  r.not_null = definitely_not_null(if_true) && definitely_not_null(if_false);
  const Type& number = Type::number();
  if (if_true.type() == number && if_false.type() == number) {
    // Each bound only where both sides have one: the outer one, inclusive
    // when both sides have it and either includes it.
    if (t.lower && f.lower) {
      bool true_lower = *t.lower < *f.lower;
      r.lower = true_lower ? t.lower : f.lower;
      r.lower_inclusive = true_lower
                              ? t.lower_inclusive
                              : (*t.lower == *f.lower ? t.lower_inclusive || f.lower_inclusive : f.lower_inclusive);
    }
    if (t.upper && f.upper) {
      bool true_upper = *t.upper > *f.upper;
      r.upper = true_upper ? t.upper : f.upper;
      r.upper_inclusive = true_upper
                              ? t.upper_inclusive
                              : (*t.upper == *f.upper ? t.upper_inclusive || f.upper_inclusive : f.upper_inclusive);
    }
    return Value::unknown(number, r);
  }
  if (if_true.type().is_collection() && if_true.type() == if_false.type()) {
    r.min_length = std::min(t.min_length, f.min_length);
    if (t.max_length && f.max_length) r.max_length = std::max(*t.max_length, *f.max_length);
  }
  return Value::unknown(type, r);
}

Refinement length_range(const Refinement& collection_range) {
  const std::uint64_t max_length =
      collection_range.max_length ? std::uint64_t{*collection_range.max_length} : kLengthLimit;
  return Refinement::number_between(Number::from_uint(collection_range.min_length), Number::from_uint(max_length));
}

std::string describe(const Refinement& refinement) {
  std::string out;
  auto add = [&out](const std::string& part) { out += (out.empty() ? "" : ", ") + part; };
  if (refinement.not_null) add("not null");
  if (!refinement.prefix.empty()) add("prefix " + json_quote_plain(refinement.prefix));
  if (refinement.lower) add((refinement.lower_inclusive ? ">= " : "> ") + refinement.lower->to_display_string());
  if (refinement.upper) add((refinement.upper_inclusive ? "<= " : "< ") + refinement.upper->to_display_string());
  if (refinement.min_length != 0 || refinement.max_length) {
    add("length " + std::to_string(refinement.min_length) + ".." +
        (refinement.max_length ? std::to_string(*refinement.max_length) : ""));
  }
  return out;
}

}  // namespace hclc
