#pragma once
// Numbers with the reference's semantics: binary floating point of arbitrary
// precision (MPFR on GMP), correctly rounded to nearest-even, each value
// carrying its own precision. Immutable; copies share the representation.
// The values evaluation mostly meets (whole numbers, quarters) are held
// inline and computed without MPFR: see the representation below.

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

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

  Number() noexcept;  // zero at kIntegerPrecision
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

  unsigned precision() const { return precision_; }
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

  // Whether the value is held inline (see below); for tests of the two forms.
  bool is_inline() const { return is_inline_; }
  // The same number held in the MPFR form even where it would be inline, so
  // that every operation on it computes through MPFR (their results come back
  // in the usual form). For tests that hold the inline paths against MPFR.
  static Number with_mpfr_form(const Number& x);

  Number(const Number& other) noexcept;
  Number(Number&& other) noexcept;
  Number& operator=(const Number& other) noexcept;
  Number& operator=(Number&& other) noexcept;
  ~Number();

  // number.cpp's view of the representation; opaque elsewhere.
  struct Internals;
  friend struct Internals;

 private:
  struct Impl;  // a reference-counted MPFR value

  // A finite value m / 2^scale with |m| < 2^53, 0 <= scale <= 63 (m odd when
  // scale > 0) at a precision of at least 53 is exact at that precision and is
  // held inline, with no MPFR value and no allocation; -0 has its flag. Every
  // such value is held so, whatever made it, so that the two forms never
  // hold the same number at the same precision.
  std::uint64_t payload_;  // inline: m (two's complement); otherwise the Impl's address

  std::uint32_t precision_;
  std::uint8_t scale_ = 0;
  bool is_inline_ = true;
  bool negative_zero_ = false;

  Number(std::int64_t mantissa, unsigned scale, unsigned precision, bool negative_zero) noexcept
      : payload_(static_cast<std::uint64_t>(mantissa)),
        precision_(precision),
        scale_(static_cast<std::uint8_t>(scale)),
        negative_zero_(negative_zero) {}
  Number(Impl* impl, unsigned precision) noexcept
      : payload_(reinterpret_cast<std::uintptr_t>(impl)), precision_(precision), is_inline_(false) {}
  std::int64_t mantissa() const { return static_cast<std::int64_t>(payload_); }
  Impl* impl() const { return reinterpret_cast<Impl*>(static_cast<std::uintptr_t>(payload_)); }
  void retain() const noexcept;
  void release() noexcept;
};

inline Number::Number(const Number& other) noexcept
    : payload_(other.payload_),
      precision_(other.precision_),
      scale_(other.scale_),
      is_inline_(other.is_inline_),
      negative_zero_(other.negative_zero_) {
  if (!is_inline_) retain();
}

// The moved-from number becomes an inline zero, which needs no release.
inline Number::Number(Number&& other) noexcept
    : payload_(other.payload_),
      precision_(other.precision_),
      scale_(other.scale_),
      is_inline_(other.is_inline_),
      negative_zero_(other.negative_zero_) {
  other.payload_ = 0;
  other.is_inline_ = true;
}

inline Number& Number::operator=(const Number& other) noexcept {
  if (this != &other) {
    Number copy(other);
    *this = std::move(copy);
  }
  return *this;
}

inline Number& Number::operator=(Number&& other) noexcept {
  if (this != &other) {
    if (!is_inline_) release();
    payload_ = other.payload_;
    precision_ = other.precision_;
    scale_ = other.scale_;
    is_inline_ = other.is_inline_;
    negative_zero_ = other.negative_zero_;
    other.payload_ = 0;
    other.is_inline_ = true;
  }
  return *this;
}

inline Number::~Number() {
  if (!is_inline_) release();
}

// Values hold numbers in a variant beside a std::string: a larger Number
// would make every value larger.
static_assert(sizeof(Number) <= 16, "Number must stay two words");

}  // namespace hclc
