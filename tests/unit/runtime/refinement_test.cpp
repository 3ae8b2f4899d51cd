#include <doctest/doctest.h>

#include <string>

#include "runtime/text.h"
#include "runtime/value.h"
#include "runtime/value_range.h"

using namespace hclc;

namespace {

Refinement not_null() { return Refinement::known_not_null(); }

Refinement with_prefix(std::string prefix) {
  Refinement r = not_null();
  r.prefix = std::move(prefix);
  return r;
}

Refinement lengths(std::size_t min, std::optional<std::size_t> max) {
  Refinement r = not_null();
  r.min_length = min;
  r.max_length = max;
  return r;
}

}  // namespace

TEST_CASE("refinements: kept only on unknowns, and never on the dynamic value") {
  CHECK(Value::unknown(Type::string()).refinement() == nullptr);
  CHECK(Value::string("x").refinement() == nullptr);
  CHECK(Value::unknown(Type::dynamic(), not_null()).refinement() == nullptr);
  Value u = Value::unknown(Type::string(), with_prefix("ab"));
  REQUIRE(u.refinement() != nullptr);
  CHECK(u.refinement()->prefix == "ab");
  CHECK(u.describe() == "unknown(string, not null, prefix \"ab\")");
  // An empty refinement is no refinement.
  CHECK(Value::unknown(Type::number(), Refinement{}).refinement() == nullptr);
}

TEST_CASE("refinements: a single possibility is a known value") {
  Value n = Value::unknown(Type::number(), Refinement::number_between(Number::from_int(3), Number::from_int(3)));
  REQUIRE(n.is_known());
  CHECK(n.as_number() == Number::from_int(3));
  // Without "not null" the value could still be null.
  Refinement nullable = Refinement::number_between(Number::from_int(3), Number::from_int(3));
  nullable.not_null = false;
  CHECK_FALSE(Value::unknown(Type::number(), nullable).is_known());
  Value empty = Value::unknown(Type::map(Type::string()), lengths(0, 0));
  REQUIRE(empty.is_known());
  CHECK(empty.length() == 0);
  Value two = Value::unknown(Type::list(Type::string()), lengths(2, 2));
  REQUIRE(two.is_known());
  CHECK(two.length() == 2);
  CHECK_FALSE(two.elements()[0].is_known());
  // A set of two may turn out to be a set of one.
  CHECK_FALSE(Value::unknown(Type::set(Type::string()), lengths(2, 2)).is_known());
  CHECK(Value::unknown(Type::set(Type::string()), lengths(1, 1)).length() == 1);
}

TEST_CASE("refinements: merging keeps the tighter of each") {
  Value u = Value::unknown(Type::number(), Refinement::number_between(Number::from_int(0), Number::from_int(10)));
  Refinement narrower;
  narrower.lower = Number::from_int(2);
  narrower.upper = Number::from_int(20);
  Value merged = refine(u, narrower);
  REQUIRE(merged.refinement() != nullptr);
  CHECK(*merged.refinement()->lower == Number::from_int(2));
  CHECK(*merged.refinement()->upper == Number::from_int(10));
  CHECK(merged.refinement()->not_null);
  // The same bound, exclusive, is tighter; inclusive again is not.
  Refinement exclusive;
  exclusive.lower = Number::from_int(2);
  exclusive.lower_inclusive = false;
  Value strict = refine(merged, exclusive);
  CHECK_FALSE(strict.refinement()->lower_inclusive);
  CHECK_FALSE(refine(strict, narrower).refinement()->lower_inclusive);
  // Known values are what they are.
  CHECK(refine(Value::string("x"), with_prefix("y")).same_as(Value::string("x")));
}

TEST_CASE("refinements: equality and comparison decided by them") {
  Value s = Value::unknown(Type::string(), with_prefix("ab-"));
  CHECK(s.equals(Value::null(Type::string())).same_as(Value::boolean(false)));
  CHECK(s.equals(Value::string("x")).same_as(Value::boolean(false)));
  Value open = s.equals(Value::string("ab-c"));
  CHECK_FALSE(open.is_known());
  REQUIRE(open.refinement() != nullptr);
  CHECK(open.refinement()->not_null);
  Value n = Value::unknown(Type::number(), Refinement::number_between(Number::from_int(1), Number::from_int(10)));
  CHECK(n.equals(Value::number(11)).same_as(Value::boolean(false)));
  CHECK(range_less_than(Value::number(0), n).same_as(Value::boolean(true)));
  CHECK(range_less_than(n, Value::number(0)).same_as(Value::boolean(false)));
  CHECK_FALSE(range_less_than(n, Value::number(5)).is_known());
  Value l = Value::unknown(Type::list(Type::string()), lengths(1, std::nullopt));
  CHECK(l.equals(Value::list(Type::string(), {})).same_as(Value::boolean(false)));
}

TEST_CASE("refinements: what a conditional with an unknown condition may give") {
  Value a = Value::unknown(Type::number(), Refinement::number_between(Number::from_int(1), Number::from_int(10)));
  Value either = unknown_choice(a, Value::number(0), Type::number());
  REQUIRE(either.refinement() != nullptr);
  CHECK(*either.refinement()->lower == Number::from_int(0));
  CHECK(*either.refinement()->upper == Number::from_int(10));
  CHECK(either.refinement()->not_null);
  CHECK(unknown_choice(Value::null(Type::string()), Value::null(Type::string()), Type::string()).is_null());
  CHECK(unknown_choice(Value::unknown(Type::string()), Value::string("x"), Type::string()).refinement() == nullptr);
}

TEST_CASE("refinements: a known prefix less what later text could change") {
  CHECK(safe_known_prefix("hello-") == "hello-");
  CHECK(safe_known_prefix("ab") == "a");  // a combining mark could follow the b
  CHECK(safe_known_prefix("a b") == "a ");
  CHECK(safe_known_prefix("a b/") == "a b/");
  CHECK(safe_known_prefix("caf\u00e9 ") == "caf\u00e9 ");
  CHECK(safe_known_prefix("") == "");
}
