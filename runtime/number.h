#pragma once
// Numbers with the reference's semantics: binary floating point of arbitrary
// precision (MPFR on GMP), correctly rounded to nearest-even, each value
// carrying its own precision. Immutable; copies share the representation.

#include <compare>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "runtime/result.h"

namespace hclc {

class Number {
 public:
  // Precisions the reference uses: numbers parsed from source, JSON or strings;
  // integers made by functions (e.g. length); results computed through float64.
  static constexpr unsigned kParsedPrecision = 512;
  static constexpr unsigned kIntegerPrecision = 64;
  static constexpr unsigned kFloatPrecision = 53;
  // Printing refuses to produce more digits than this (a huge exponent would
  // otherwise print millions of digits).
  static constexpr std::size_t kMaxPrintedDigits = 1'000'000;

  Number();  // zero at kIntegerPrecision
  static Number from_int(std::int64_t v, unsigned precision = kIntegerPrecision);
  static Number from_uint(std::uint64_t v, unsigned precision = kIntegerPrecision);
  static Number from_double(double v);  // kFloatPrecision
  // At the least precision, as the reference's infinity constants have none.
  static Number infinity(bool negative = false);

  // Decimal syntax as HCL literals and JSON numbers write it:
  // digits [ "." digits ] [ ("e"|"E") ["+"|"-"] digits ], optionally with a
  // leading "-" when allow_sign (leading zeros are not checked: JSON's rule is
  // the JSON scanner's). Rounded to nearest-even at `precision`; too large a
  // value is ±infinity, too small a signed zero. Nothing when the syntax is
  // wrong or, as the reference rules, the exponent is out of its range
  // (1e2147483646 is +inf, 1e2147483647 is rejected).
  static std::optional<Number> parse(std::string_view text, bool allow_sign = true,
                                     unsigned precision = kParsedPrecision);
  // What converting a string to a number accepts (the reference's tonumber):
  // an optional "+" or "-", then "Inf"/"inf", or a decimal as above that may
  // also be written "1." or ".5" and may take a power-of-two exponent "p3"
  // instead of "e3". No spaces, no hexadecimal, no underscores. 512 bits.
  static std::optional<Number> parse_string_conversion(std::string_view text);
  // A decimal as parse() reads it (optional "-"), rounded at `precision`; for
  // the function library's constants and results computed in decimal.
  static std::optional<Number> from_decimal(std::string_view text, unsigned precision);

  unsigned precision() const;
  bool is_infinity() const;
  bool is_negative() const;  // true for -0 and -inf too
  bool is_zero() const;
  bool is_integer() const;  // a whole finite number
  int sign() const;         // -1, 0 or +1

  // The shortest decimal that rounds back to this value at its precision, with
  // no exponent ("0.3", "-0", "1e400" written out in full), digit for digit
  // as the reference picks it. Errors when the text would exceed
  // kMaxPrintedDigits; infinity is an error too (the reference's tostring
  // gives "+Inf"/"-Inf": see to_display_string).
  Result<std::string> to_string() const;
  // to_string, except that infinity prints as "+Inf"/"-Inf" (as the
  // reference's number-to-string conversion does) and a number too long to
  // print in full comes out in scientific notation ("1e99999999").
  std::string to_display_string() const;

  std::optional<std::int64_t> to_int64() const;  // only if whole and in range
  double to_double() const;                      // nearest double

  // Arithmetic: the result takes the larger precision of the operands, except
  // that a product is kept exact up to kParsedPrecision bits (two float64s
  // multiply to up to 106 bits) and modulo keeps the dividend's precision.
  // Exponent overflow gives ±infinity, underflow a zero of the same sign.
  Number operator-() const;
  // The reference's errors for undefined results: inf + -inf, inf - inf, 0 × inf.
  friend Result<Number> add(const Number& a, const Number& b);
  friend Result<Number> subtract(const Number& a, const Number& b);
  friend Result<Number> multiply(const Number& a, const Number& b);
  // The operators for callers that know the result is defined (finite
  // operands, say); an undefined result comes out as zero. The evaluator
  // should use add/subtract/multiply.
  friend Number operator+(const Number& a, const Number& b);
  friend Number operator-(const Number& a, const Number& b);
  friend Number operator*(const Number& a, const Number& b);
  // x/0 is ±infinity; 0/0 is an error, as is inf/inf.
  friend Result<Number> divide(const Number& a, const Number& b);
  // Truncated modulo (sign of the dividend): a - b × trunc(a / b), the
  // steps rounded as the reference rounds them. As in the reference, x % 0 is
  // x, and x % ±inf is an error; so is ±inf % x (where the reference crashes).
  friend Result<Number> modulo(const Number& a, const Number& b);
  // At the operand's precision; floor and ceil give +0 rather than -0.
  friend Number abs(const Number& x);
  friend Number floor(const Number& x);
  friend Number ceil(const Number& x);

  // Numeric equality (-0 == 0; each infinity equal to itself) and total order.
  friend bool operator==(const Number& a, const Number& b);
  friend std::strong_ordering operator<=>(const Number& a, const Number& b);

  std::size_t hash() const;

  // Access for the runtime's own implementation (MPFR); opaque elsewhere.
  struct Impl;
  const Impl& impl() const { return *impl_; }
  explicit Number(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

 private:
  std::shared_ptr<const Impl> impl_;
};

}  // namespace hclc
