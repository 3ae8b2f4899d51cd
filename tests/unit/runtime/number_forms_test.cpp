// Numbers held inline give what MPFR gives. Every operation runs on operands
// as they come (inline where they qualify) and again on the same operands
// held in the MPFR form, which computes through MPFR as before the inline
// form existed; the two results must agree in every observable respect.
#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "runtime/number.h"

namespace hclc {
namespace {

constexpr std::int64_t kTwo53 = std::int64_t{1} << 53;

// m / 2^scale at `precision`, made through MPFR (exact: dividing by a power of two).
Number binary_fraction(std::int64_t m, unsigned scale, unsigned precision) {
  const Number whole = Number::with_mpfr_form(Number::from_int(m, precision));
  const Number power = Number::with_mpfr_form(Number::from_uint(std::uint64_t{1} << scale, Number::kFloatPrecision));
  Result<Number> value = divide(whole, power);
  REQUIRE(value.ok());
  return *value;
}

std::string describe(const Number& x) {
  return x.to_display_string() + " (precision " + std::to_string(x.precision()) + ")";
}

// The observable respects in which two results must agree. Results of
// operations are both canonical, so also held in the same form.
void check_same(const Number& inline_result, const Number& mpfr_result, bool both_canonical = true) {
  CAPTURE(describe(inline_result));
  CAPTURE(describe(mpfr_result));
  CHECK(inline_result.to_display_string() == mpfr_result.to_display_string());
  // Printed through MPFR as well, which the MPFR-form result may not have been.
  CHECK(inline_result.to_display_string() == Number::with_mpfr_form(inline_result).to_display_string());
  CHECK(inline_result.precision() == mpfr_result.precision());
  CHECK(inline_result.is_negative() == mpfr_result.is_negative());
  CHECK(inline_result.is_zero() == mpfr_result.is_zero());
  CHECK(inline_result.is_infinity() == mpfr_result.is_infinity());
  CHECK(inline_result.is_integer() == mpfr_result.is_integer());
  CHECK(inline_result.sign() == mpfr_result.sign());
  CHECK(inline_result.hash() == mpfr_result.hash());
  CHECK(inline_result == mpfr_result);
  CHECK(inline_result.to_int64() == mpfr_result.to_int64());
  const double inline_double = inline_result.to_double();
  const double mpfr_double = mpfr_result.to_double();
  CHECK(std::bit_cast<std::uint64_t>(inline_double) == std::bit_cast<std::uint64_t>(mpfr_double));
  if (both_canonical) CHECK(inline_result.is_inline() == mpfr_result.is_inline());
}

void check_same(const Result<Number>& inline_result, const Result<Number>& mpfr_result, bool both_canonical = true) {
  REQUIRE(inline_result.ok() == mpfr_result.ok());
  if (inline_result.ok()) {
    check_same(*inline_result, *mpfr_result, both_canonical);
  } else {
    CHECK(inline_result.error().message == mpfr_result.error().message);
  }
}

std::vector<Number> edge_operands() {
  const std::vector<std::int64_t> wholes = {0,
                                            1,
                                            2,
                                            3,
                                            7,
                                            10,
                                            (std::int64_t{1} << 31) - 1,
                                            std::int64_t{1} << 31,
                                            (std::int64_t{1} << 31) + 1,
                                            std::int64_t{1} << 52,
                                            kTwo53 - 2,
                                            kTwo53 - 1,
                                            kTwo53,
                                            kTwo53 + 1,
                                            kTwo53 + 2,
                                            std::int64_t{1} << 62,
                                            std::numeric_limits<std::int64_t>::max()};
  std::vector<Number> operands;
  for (unsigned precision : {Number::kFloatPrecision, Number::kIntegerPrecision, Number::kParsedPrecision}) {
    for (std::int64_t whole : wholes) {
      operands.push_back(Number::from_int(whole, precision));
      operands.push_back(-Number::from_int(whole, precision));  // -0 among them
    }
    operands.push_back(Number::from_int(std::numeric_limits<std::int64_t>::min(), precision));
    for (std::int64_t m :
         std::initializer_list<std::int64_t>{1, 3, 29, -29, 1001, -((std::int64_t{1} << 52) + 1), kTwo53 - 1}) {
      for (unsigned scale : {1U, 2U, 10U, 52U, 53U, 62U, 63U}) operands.push_back(binary_fraction(m, scale, precision));
    }
    operands.push_back(*Number::parse("0.1", true, precision));
    operands.push_back(*Number::parse("-2.5e-20", true, precision));
    operands.push_back(*Number::parse("1e300", true, precision));
  }
  // Below 53 bits nothing is inline; the infinities have the least precision.
  operands.push_back(Number::from_int(5, 24));
  operands.push_back(Number::from_int(-6, 24));
  operands.push_back(Number::infinity());
  operands.push_back(Number::infinity(true));
  return operands;
}

std::vector<Number> random_operands(std::mt19937_64& random, std::size_t count) {
  const unsigned precisions[] = {Number::kFloatPrecision, Number::kIntegerPrecision, Number::kParsedPrecision};
  std::vector<Number> operands;
  for (std::size_t i = 0; i < count; ++i) {
    const unsigned precision = precisions[random() % 3];
    // Mantissas of every width up to 54 bits, so that some just miss the inline form.
    const unsigned bits = 1 + static_cast<unsigned>(random() % 54);
    auto m = static_cast<std::int64_t>(random() >> (64 - bits));
    if (random() % 2 != 0) m = -m;
    const unsigned scale = random() % 3 == 0 ? 0 : static_cast<unsigned>(random() % 64);
    operands.push_back(binary_fraction(m, scale, precision));
  }
  return operands;
}

void check_unary(const Number& x) {
  const Number forced = Number::with_mpfr_form(x);
  CAPTURE(describe(x));
  check_same(x, forced, false);
  check_same(-x, -forced);
  check_same(abs(x), abs(forced));
  check_same(floor(x), floor(forced));
  check_same(ceil(x), ceil(forced));
  const Result<std::string> text = x.to_string();
  const Result<std::string> forced_text = forced.to_string();
  REQUIRE(text.ok() == forced_text.ok());
  if (text.ok()) CHECK(*text == *forced_text);
}

void check_binary(const Number& a, const Number& b) {
  const Number forced_a = Number::with_mpfr_form(a);
  const Number forced_b = Number::with_mpfr_form(b);
  CAPTURE(describe(a));
  CAPTURE(describe(b));
  check_same(add(a, b), add(forced_a, forced_b));
  check_same(subtract(a, b), subtract(forced_a, forced_b));
  check_same(multiply(a, b), multiply(forced_a, forced_b));
  check_same(divide(a, b), divide(forced_a, forced_b));
  // x % 0 is x as given.
  check_same(modulo(a, b), modulo(forced_a, forced_b), !b.is_zero());
  CHECK((a <=> b) == (forced_a <=> forced_b));
  CHECK((a == b) == (forced_a == forced_b));
  // Across the forms too.
  CHECK((a <=> forced_b) == (forced_a <=> forced_b));
  CHECK((a == forced_b) == (forced_a == forced_b));
}

}  // namespace

TEST_CASE("the inline form holds the small binary fractions at 53 bits and more, and nothing else") {
  CHECK(sizeof(Number) == 16);
  CHECK(Number().is_inline());
  CHECK(Number::from_int(kTwo53 - 1).is_inline());
  CHECK_FALSE(Number::from_int(kTwo53).is_inline());
  CHECK_FALSE(Number::from_int(-kTwo53).is_inline());
  CHECK(Number::from_int(-kTwo53 + 1).is_inline());
  CHECK_FALSE(Number::from_int(1, 52).is_inline());
  CHECK(Number::parse("7.25")->is_inline());
  CHECK(Number::parse("-0")->is_inline());
  CHECK(Number::parse("1e15")->is_inline());
  CHECK_FALSE(Number::parse("0.1")->is_inline());
  CHECK_FALSE(Number::infinity().is_inline());
  CHECK(Number::from_double(0.5).is_inline());
  CHECK(Number::from_double(std::ldexp(1.0, -63)).is_inline());
  CHECK_FALSE(Number::from_double(std::ldexp(1.0, -64)).is_inline());
  // What MPFR computes comes back inline when it qualifies: 1/3 × 3 does not, 3/4 does.
  CHECK((Number::with_mpfr_form(Number::from_int(6)) - Number::with_mpfr_form(Number::from_int(2))).is_inline());
  CHECK(divide(Number::from_int(3), Number::from_int(4))->is_inline());
}

TEST_CASE("every operation gives the same on inline operands as through MPFR: edge operands") {
  const std::vector<Number> operands = edge_operands();
  for (const Number& x : operands) check_unary(x);
  for (const Number& a : operands) {
    for (const Number& b : operands) check_binary(a, b);
  }
}

TEST_CASE("every operation gives the same on inline operands as through MPFR: random operands") {
  std::mt19937_64 random(14);
  const std::vector<Number> operands = random_operands(random, 4000);
  for (const Number& x : operands) check_unary(x);
  for (std::size_t i = 0; i + 1 < operands.size(); ++i) check_binary(operands[i], operands[i + 1]);
  // Whole numbers, where modulo and division are exact more often.
  for (int i = 0; i < 4000; ++i) {
    const Number a =
        Number::from_int(static_cast<std::int64_t>(random() % 2000001) - 1000000, Number::kParsedPrecision);
    const Number b = Number::from_int(static_cast<std::int64_t>(random() % 201) - 100, Number::kIntegerPrecision);
    check_binary(a, b);
  }
  // Quarters, eighths and the like, as configurations hold them.
  for (int i = 0; i < 4000; ++i) {
    const auto small_fraction = [&](unsigned precision) {
      return binary_fraction(static_cast<std::int64_t>(random() % 2'000'001) - 1'000'000,
                             static_cast<unsigned>(random() % 9), precision);
    };
    check_binary(small_fraction(Number::kParsedPrecision), small_fraction(Number::kFloatPrecision));
  }
}

TEST_CASE("decimals read inline are the values MPFR rounds them to") {
  std::mt19937_64 random(7);
  for (int i = 0; i < 4000; ++i) {
    const unsigned precision = i % 2 == 0 ? Number::kParsedPrecision : Number::kFloatPrecision;
    const int fraction_digits = static_cast<int>(random() % 6);
    const int exponent = random() % 4 == 0 ? static_cast<int>(random() % 9) - 4 : 0;
    // Many quarters and eighths (binary fractions), and other decimals.
    std::uint64_t digits = random() % 100'000'000;
    if (random() % 2 == 0) {
      std::uint64_t power_of_five = 1;
      for (int j = 0; j < fraction_digits; ++j) power_of_five *= 5;
      digits = digits / power_of_five * power_of_five;
    }
    std::string text = std::to_string(digits);
    if (fraction_digits > 0) {
      const auto width = static_cast<std::size_t>(fraction_digits) + 1;
      if (text.size() < width) text.insert(0, width - text.size(), '0');
      text.insert(text.size() - static_cast<std::size_t>(fraction_digits), ".");
    }
    if (exponent != 0) text += "e" + std::to_string(exponent);
    CAPTURE(text);
    // digits × 10^(exponent - fraction digits), rounded once by MPFR.
    const int power = exponent - fraction_digits;
    std::uint64_t power_of_ten = 1;
    for (int j = 0; j < std::abs(power); ++j) power_of_ten *= 10;
    const Number whole = Number::with_mpfr_form(Number::from_uint(digits, precision));
    const Number scale = Number::with_mpfr_form(Number::from_uint(power_of_ten, precision));
    const Result<Number> through_mpfr = power >= 0 ? multiply(whole, scale) : divide(whole, scale);
    REQUIRE(through_mpfr.ok());
    check_same(*Number::parse(text, true, precision), *through_mpfr);
  }
}

TEST_CASE("doubles taken inline print and convert back as through MPFR") {
  std::mt19937_64 random(53);
  for (int i = 0; i < 4000; ++i) {
    const double value = i % 2 == 0 ? std::ldexp(static_cast<double>(random() >> 11), -static_cast<int>(random() % 70))
                                    : static_cast<double>(static_cast<std::int64_t>(random() % 20001) - 10000) / 8;
    const Number number = Number::from_double(value);
    CAPTURE(value);
    CHECK(std::bit_cast<std::uint64_t>(number.to_double()) == std::bit_cast<std::uint64_t>(value));
    check_same(number, Number::with_mpfr_form(number), false);
  }
  check_same(Number::from_double(-0.0), Number::with_mpfr_form(Number::from_double(-0.0)), false);
}

}  // namespace hclc
