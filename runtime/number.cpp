// Numbers as the reference computes them: MPFR values rounded to nearest-even,
// each with its own precision, in the exponent range of a binary float whose
// mantissa lies in [0.5, 1) and whose exponent is a 32-bit signed integer.
// Exponent overflow gives ±infinity; underflow gives a signed zero (never a
// value of the smallest exponent, as MPFR would round to).

#include "runtime/number.h"

#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>

namespace hclc {

struct Number::Impl {
  mpfr_t value;
  explicit Impl(unsigned precision) { mpfr_init2(value, static_cast<mpfr_prec_t>(precision)); }
  Impl(const Impl&) = delete;
  Impl& operator=(const Impl&) = delete;
  ~Impl() { mpfr_clear(value); }
};

namespace {

using ImplPtr = std::shared_ptr<Number::Impl>;

constexpr mpfr_exp_t kMinExponent = std::numeric_limits<std::int32_t>::min();
constexpr mpfr_exp_t kMaxExponent = std::numeric_limits<std::int32_t>::max();

// MPFR keeps the exponent range per thread; every operation that makes a value
// goes through here first, so each thread gets the reference's range.
void use_reference_exponent_range() {
  if (mpfr_get_emin() != kMinExponent) mpfr_set_emin(kMinExponent);
  if (mpfr_get_emax() != kMaxExponent) mpfr_set_emax(kMaxExponent);
}

ImplPtr make_impl(unsigned precision) {
  use_reference_exponent_range();
  return std::make_shared<Number::Impl>(precision);
}

// Runs an MPFR operation writing into a fresh value of `precision` and turns
// an underflow into a zero of the right sign, as the reference does.
template <class Operation>
Number compute(unsigned precision, Operation&& operation) {
  ImplPtr out = make_impl(precision);
  mpfr_clear_underflow();
  operation(out->value);
  if (mpfr_underflow_p()) {
    const int sign = mpfr_signbit(out->value) ? -1 : 1;
    mpfr_set_zero(out->value, sign);
    mpfr_clear_underflow();
  }
  return Number(std::move(out));
}

unsigned max_precision(const Number& a, const Number& b) {
  return std::max(a.precision(), b.precision());
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Length of the run of decimal digits at text[pos...].
std::size_t digit_run(std::string_view text, std::size_t pos) {
  std::size_t end = pos;
  while (end < text.size() && is_digit(text[end])) ++end;
  return end - pos;
}

// Rounds the decimal `text` (validated; an "e" exponent allowed) to
// `precision`, then scales by 2^binary_exponent.
Number round_decimal(const std::string& text, unsigned precision, long binary_exponent) {
  return compute(precision, [&](mpfr_ptr out) {
    mpfr_strtofr(out, text.c_str(), nullptr, 10, MPFR_RNDN);
    if (binary_exponent != 0) mpfr_mul_2si(out, out, binary_exponent, MPFR_RNDN);
  });
}

// Reads the exponent digits as the reference does: a value that does not fit
// in 64 bits is a syntax error.
std::optional<std::int64_t> read_exponent(std::string_view digits, bool negative) {
  std::uint64_t magnitude = 0;
  for (char c : digits) {
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (magnitude > (static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) - digit) / 10) {
      return std::nullopt;
    }
    magnitude = magnitude * 10 + digit;
  }
  const auto value = static_cast<std::int64_t>(magnitude);
  return negative ? -value : value;
}

// Bit length of the integer the mantissa digits spell (the point ignored).
std::uint64_t mantissa_bit_length(std::string_view integer_digits, std::string_view fraction_digits) {
  std::string digits;
  digits.reserve(integer_digits.size() + fraction_digits.size());
  digits += integer_digits;
  digits += fraction_digits;
  const std::size_t first = digits.find_first_not_of('0');
  if (first == std::string::npos) return 0;
  digits.erase(0, first);
  if (digits.size() <= 18) {
    std::uint64_t value = std::stoull(digits);
    std::uint64_t bits = 0;
    while (value != 0) {
      ++bits;
      value >>= 1;
    }
    return bits;
  }
  mpz_t value;
  mpz_init_set_str(value, digits.c_str(), 10);
  const std::uint64_t bits = mpz_sizeinbase(value, 2);
  mpz_clear(value);
  return bits;
}

// The reference rejects (rather than overflowing to ±inf or underflowing to
// zero) a number whose mantissa, read as an integer m, would need a binary
// exponent outside 32 bits: bitlen(m) + exponent - (digits after the point)
// must fit an int32. A zero mantissa is never out of range.
bool exponent_in_accepted_range(std::uint64_t mantissa_bits, std::int64_t exponent,
                                std::size_t fraction_digits) {
  if (mantissa_bits == 0) return true;
  const long double binary_exponent = static_cast<long double>(mantissa_bits) +
                                      static_cast<long double>(exponent) -
                                      static_cast<long double>(fraction_digits);
  return binary_exponent >= static_cast<long double>(kMinExponent) &&
         binary_exponent <= static_cast<long double>(kMaxExponent);
}

// Decimal number grammar shared by literals and string conversion:
//   mantissa = digits ["." digits] | (when allow_loose_mantissa) digits "." | "." digits,
// then an optional exponent ("e"|"E") [sign] digits or, with
// allow_binary_exponent, ("p"|"P") [sign] digits (a power of two).
// Returns the number rounded to `precision`, or nothing when text does not match.
std::optional<Number> parse_unsigned(std::string_view text, unsigned precision,
                                     bool allow_loose_mantissa, bool allow_binary_exponent) {
  std::size_t pos = digit_run(text, 0);
  const std::string_view integer_digits = text.substr(0, pos);
  std::string_view fraction_digits;
  if (pos < text.size() && text[pos] == '.') {
    ++pos;
    fraction_digits = text.substr(pos, digit_run(text, pos));
    pos += fraction_digits.size();
    if ((fraction_digits.empty() || integer_digits.empty()) && !allow_loose_mantissa) return std::nullopt;
  }
  if (integer_digits.empty() && fraction_digits.empty()) return std::nullopt;
  const std::size_t mantissa_end = pos;

  std::int64_t exponent = 0;
  bool binary = false;
  if (pos < text.size()) {
    const char marker = text[pos];
    binary = allow_binary_exponent && (marker == 'p' || marker == 'P');
    if (!binary && marker != 'e' && marker != 'E') return std::nullopt;
    ++pos;
    bool negative = false;
    if (pos < text.size() && (text[pos] == '+' || text[pos] == '-')) {
      negative = text[pos] == '-';
      ++pos;
    }
    const std::size_t exponent_digits = digit_run(text, pos);
    if (exponent_digits == 0 || pos + exponent_digits != text.size()) return std::nullopt;
    const std::optional<std::int64_t> value = read_exponent(text.substr(pos, exponent_digits), negative);
    if (!value) return std::nullopt;
    exponent = *value;
  }
  if (exponent != 0 &&
      !exponent_in_accepted_range(mantissa_bit_length(integer_digits, fraction_digits), exponent,
                                  fraction_digits.size())) {
    return std::nullopt;
  }
  if (binary) {
    // In range by the check above, so the power of two fits MPFR's long.
    return round_decimal(std::string(text.substr(0, mantissa_end)), precision, static_cast<long>(exponent));
  }
  return round_decimal(std::string(text), precision, 0);
}

std::size_t mix_hash(std::size_t seed, std::size_t value) {
  return seed ^ (value + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}

// Formats MPFR's significant digits (value = 0.DIGITS × 10^exponent) as plain
// decimal notation without an exponent.
std::string plain_decimal(bool negative, std::string_view digits, long exponent) {
  std::string out;
  if (negative) out += '-';
  const long count = static_cast<long>(digits.size());
  if (exponent <= 0) {
    out += "0.";
    out.append(static_cast<std::size_t>(-exponent), '0');
    out += digits;
  } else if (exponent >= count) {
    out += digits;
    out.append(static_cast<std::size_t>(exponent - count), '0');
  } else {
    out += digits.substr(0, static_cast<std::size_t>(exponent));
    out += '.';
    out += digits.substr(static_cast<std::size_t>(exponent));
  }
  return out;
}

// The decimal `significand` × 10^(exponent - digits) as a string MPFR reads.
std::string scientific(std::string_view digits, long exponent) {
  std::string text(digits);
  text += 'e';
  text += std::to_string(exponent - static_cast<long>(digits.size()));
  return text;
}

// The interval of reals that print as x: the reference takes half a unit in
// the last place of x's precision on either side (also when x is a power of
// two, where the lower neighbour is nearer), the ends belonging to it only
// when x's last mantissa bit is even (ties round to even).
struct RoundTripInterval {
  mpfr_t lower;
  mpfr_t upper;
  bool inclusive;

  explicit RoundTripInterval(mpfr_srcptr x) {
    const mpfr_prec_t precision = mpfr_get_prec(x);
    mpfr_init2(lower, precision + 1);
    mpfr_init2(upper, precision + 1);
    // x = m × 2^(e - p) with m of p bits; half an ulp is 2^(e - p - 1).
    const mpfr_exp_t half_ulp_exponent = mpfr_get_exp(x) - precision - 1;
    mpfr_t half_ulp;
    mpfr_init2(half_ulp, 2);
    mpfr_set_ui_2exp(half_ulp, 1, half_ulp_exponent, MPFR_RNDN);
    mpfr_abs(lower, x, MPFR_RNDN);
    mpfr_sub(lower, lower, half_ulp, MPFR_RNDN);
    mpfr_abs(upper, x, MPFR_RNDN);
    mpfr_add(upper, upper, half_ulp, MPFR_RNDN);
    mpfr_clear(half_ulp);
    // The last mantissa bit of x is even iff x is a multiple of 2^(e - p + 1).
    mpfr_t scaled;
    mpfr_init2(scaled, precision);
    mpfr_mul_2si(scaled, x, -(half_ulp_exponent + 1), MPFR_RNDN);
    mpfr_abs(scaled, scaled, MPFR_RNDN);
    // scaled is the p-bit integer mantissa; even iff half of it is whole.
    mpfr_div_2ui(scaled, scaled, 1, MPFR_RNDN);
    inclusive = mpfr_integer_p(scaled) != 0;
    mpfr_clear(scaled);
  }
  RoundTripInterval(const RoundTripInterval&) = delete;
  RoundTripInterval& operator=(const RoundTripInterval&) = delete;
  ~RoundTripInterval() {
    mpfr_clear(lower);
    mpfr_clear(upper);
  }

  // Whether the decimal digits × 10^(exponent - len) lies in the interval.
  // lower and upper have p + 1 bits, so comparing the decimal rounded down
  // (resp. up) to p + 1 bits against them decides the exact comparison.
  bool contains(std::string_view digits, long exponent) const {
    const std::string text = scientific(digits, exponent);
    mpfr_t below;
    mpfr_init2(below, mpfr_get_prec(lower));
    const int below_inexact = mpfr_strtofr(below, text.c_str(), nullptr, 10, MPFR_RNDD);
    const int cmp_lower = mpfr_cmp(below, lower);
    const bool above_lower = cmp_lower > 0 || (cmp_lower == 0 && (below_inexact != 0 || inclusive));
    mpfr_t above;
    mpfr_init2(above, mpfr_get_prec(upper));
    const int above_inexact = mpfr_strtofr(above, text.c_str(), nullptr, 10, MPFR_RNDU);
    const int cmp_upper = mpfr_cmp(above, upper);
    const bool below_upper = cmp_upper < 0 || (cmp_upper == 0 && (above_inexact != 0 || inclusive));
    mpfr_clear(below);
    mpfr_clear(above);
    return above_lower && below_upper;
  }
};

// x's decimal significand correctly rounded to `count` digits (ties to even),
// trailing zeros removed, with its exponent (value = 0.DIGITS × 10^exponent).
std::string rounded_digits(mpfr_srcptr magnitude, std::size_t count, long& exponent) {
  mpfr_exp_t decimal_exponent = 0;
  char* raw = mpfr_get_str(nullptr, &decimal_exponent, 10, count, magnitude, MPFR_RNDN);
  std::string digits(raw);
  mpfr_free_str(raw);
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  exponent = static_cast<long>(decimal_exponent);
  return digits;
}

}  // namespace

Number::Number() : Number(from_int(0)) {}

Number Number::from_int(std::int64_t v, unsigned precision) {
  return compute(precision, [&](mpfr_ptr out) { mpfr_set_si(out, static_cast<long>(v), MPFR_RNDN); });
}

Number Number::from_uint(std::uint64_t v, unsigned precision) {
  return compute(precision,
                 [&](mpfr_ptr out) { mpfr_set_ui(out, static_cast<unsigned long>(v), MPFR_RNDN); });
}

Number Number::from_double(double v) {
  // NaN has no counterpart among the reference's numbers; callers must not
  // pass one. It becomes zero rather than an invalid value.
  if (std::isnan(v)) v = 0.0;
  return compute(kFloatPrecision, [&](mpfr_ptr out) { mpfr_set_d(out, v, MPFR_RNDN); });
}

Number Number::infinity(bool negative) {
  // The reference's infinity constants have no precision; the least MPFR
  // allows keeps them from raising the precision of anything they meet.
  return compute(MPFR_PREC_MIN, [&](mpfr_ptr out) { mpfr_set_inf(out, negative ? -1 : 1); });
}

std::optional<Number> Number::parse(std::string_view text, bool allow_sign, unsigned precision) {
  bool negative = false;
  if (allow_sign && !text.empty() && text.front() == '-') {
    negative = true;
    text.remove_prefix(1);
  }
  std::optional<Number> magnitude = parse_unsigned(text, precision, false, false);
  if (!magnitude) return std::nullopt;
  return negative ? -*magnitude : *magnitude;
}

std::optional<Number> Number::from_decimal(std::string_view text, unsigned precision) {
  return parse(text, true, precision);
}

std::optional<Number> Number::parse_string_conversion(std::string_view text) {
  bool negative = false;
  if (!text.empty() && (text.front() == '-' || text.front() == '+')) {
    negative = text.front() == '-';
    text.remove_prefix(1);
  }
  std::optional<Number> magnitude;
  if (text == "Inf" || text == "inf") {
    magnitude = compute(kParsedPrecision, [](mpfr_ptr out) { mpfr_set_inf(out, 1); });
  } else {
    magnitude = parse_unsigned(text, kParsedPrecision, true, true);
  }
  if (!magnitude) return std::nullopt;
  return negative ? -*magnitude : *magnitude;
}

unsigned Number::precision() const { return static_cast<unsigned>(mpfr_get_prec(impl_->value)); }
bool Number::is_infinity() const { return mpfr_inf_p(impl_->value) != 0; }
bool Number::is_negative() const { return mpfr_signbit(impl_->value) != 0; }
bool Number::is_zero() const { return mpfr_zero_p(impl_->value) != 0; }
bool Number::is_integer() const { return mpfr_integer_p(impl_->value) != 0; }
int Number::sign() const { return mpfr_sgn(impl_->value) < 0 ? -1 : (mpfr_sgn(impl_->value) > 0 ? 1 : 0); }

Result<std::string> Number::to_string() const {
  mpfr_srcptr x = impl_->value;
  if (mpfr_inf_p(x)) return Error{"cannot print infinity as a decimal number"};
  const bool negative = mpfr_signbit(x) != 0;
  if (mpfr_zero_p(x)) return std::string(negative ? "-0" : "0");

  // A decimal exponent of x is about its binary exponent × log10(2); refuse
  // before computing anything when the plain notation would be too long.
  const double decimal_magnitude = std::fabs(static_cast<double>(mpfr_get_exp(x))) * 0.30102999566398120;
  if (decimal_magnitude > static_cast<double>(kMaxPrintedDigits)) {
    return Error{"the number is too large or too small to print in full"};
  }

  mpfr_t magnitude;
  mpfr_init2(magnitude, mpfr_get_prec(x));
  mpfr_abs(magnitude, x, MPFR_RNDN);
  const RoundTripInterval interval(magnitude);

  // Rounding x to n digits lands in the interval for every n at or above the
  // shortest count (more digits never move the rounding further away), so a
  // binary search finds it. p bits are always told apart by
  // ceil(p × log10 2) + 1 digits.
  std::size_t low = 1;
  std::size_t high =
      static_cast<std::size_t>(std::ceil(static_cast<double>(mpfr_get_prec(x)) * 0.30102999566398120)) + 1;
  long exponent = 0;
  std::string best = rounded_digits(magnitude, high, exponent);
  long best_exponent = exponent;
  while (low < high) {
    const std::size_t middle = low + (high - low) / 2;
    std::string digits = rounded_digits(magnitude, middle, exponent);
    if (interval.contains(digits, exponent)) {
      best = std::move(digits);
      best_exponent = exponent;
      high = middle;
    } else {
      low = middle + 1;
    }
  }
  mpfr_clear(magnitude);

  const std::size_t length = std::max<std::size_t>(best.size(), static_cast<std::size_t>(std::abs(best_exponent))) +
                             best.size();
  if (length > kMaxPrintedDigits) return Error{"the number is too large or too small to print in full"};
  return plain_decimal(negative, best, best_exponent);
}

std::string Number::to_display_string() const {
  if (is_infinity()) return is_negative() ? "-Inf" : "+Inf";
  Result<std::string> text = to_string();
  if (text) return *text;
  // Too long to write out: a short scientific form rather than millions of digits.
  mpfr_exp_t exponent = 0;
  char* raw = mpfr_get_str(nullptr, &exponent, 10, 20, impl_->value, MPFR_RNDN);
  std::string digits(raw);
  mpfr_free_str(raw);
  const bool negative = !digits.empty() && digits.front() == '-';
  if (negative) digits.erase(0, 1);
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  std::string out = negative ? "-" : "";
  out += digits.substr(0, 1);
  if (digits.size() > 1) out += "." + digits.substr(1);
  out += "e" + std::to_string(static_cast<long>(exponent) - 1);
  return out;
}

std::optional<std::int64_t> Number::to_int64() const {
  if (!is_integer() || !mpfr_fits_slong_p(impl_->value, MPFR_RNDN)) return std::nullopt;
  static_assert(sizeof(long) == sizeof(std::int64_t), "MPFR's long must hold an int64");
  return static_cast<std::int64_t>(mpfr_get_si(impl_->value, MPFR_RNDN));
}

double Number::to_double() const { return mpfr_get_d(impl_->value, MPFR_RNDN); }

Number Number::operator-() const {
  return compute(precision(), [&](mpfr_ptr out) { mpfr_neg(out, impl_->value, MPFR_RNDN); });
}

Result<Number> add(const Number& a, const Number& b) {
  if (a.is_infinity() && b.is_infinity() && a.is_negative() != b.is_negative()) {
    return Error{"can't compute sum of opposing infinities"};
  }
  return compute(max_precision(a, b),
                 [&](mpfr_ptr out) { mpfr_add(out, a.impl().value, b.impl().value, MPFR_RNDN); });
}

Result<Number> subtract(const Number& a, const Number& b) {
  if (a.is_infinity() && b.is_infinity() && a.is_negative() == b.is_negative()) {
    return Error{"can't subtract infinity from itself"};
  }
  return compute(max_precision(a, b),
                 [&](mpfr_ptr out) { mpfr_sub(out, a.impl().value, b.impl().value, MPFR_RNDN); });
}

Result<Number> multiply(const Number& a, const Number& b) {
  if ((a.is_infinity() && b.is_zero()) || (a.is_zero() && b.is_infinity())) {
    return Error{"can't multiply zero by infinity"};
  }
  // The reference keeps a product exact up to kParsedPrecision bits: rounded
  // there, its precision is the larger operand precision or the bits the
  // product needs, whichever is more (0.1 × 0.1 as float64s has 104 bits).
  const unsigned operand_precision = max_precision(a, b);
  const unsigned work_precision = std::max(operand_precision, Number::kParsedPrecision);
  return compute(work_precision, [&](mpfr_ptr out) {
    mpfr_mul(out, a.impl().value, b.impl().value, MPFR_RNDN);
    const mpfr_prec_t needed = std::max<mpfr_prec_t>(mpfr_min_prec(out), operand_precision);
    mpfr_prec_round(out, needed, MPFR_RNDN);  // exact: the value fits in `needed` bits
  });
}

// The operators stand for the defined cases; an undefined result (which the
// Result-returning forms report) comes out as zero.
Number operator+(const Number& a, const Number& b) {
  Result<Number> sum = add(a, b);
  return sum ? *sum : Number::from_int(0, max_precision(a, b));
}

Number operator-(const Number& a, const Number& b) {
  Result<Number> difference = subtract(a, b);
  return difference ? *difference : Number::from_int(0, max_precision(a, b));
}

Number operator*(const Number& a, const Number& b) {
  Result<Number> product = multiply(a, b);
  return product ? *product : Number::from_int(0, max_precision(a, b));
}

Result<Number> divide(const Number& a, const Number& b) {
  if ((a.is_zero() && b.is_zero()) || (a.is_infinity() && b.is_infinity())) {
    return Error{"can't divide zero by zero or infinity by infinity"};
  }
  return compute(max_precision(a, b),
                 [&](mpfr_ptr out) { mpfr_div(out, a.impl().value, b.impl().value, MPFR_RNDN); });
}

Result<Number> modulo(const Number& a, const Number& b) {
  if (b.is_zero()) return a;
  if (a.is_infinity() || b.is_infinity()) return Error{"can't use modulo with zero and infinity"};
  // a - b × trunc(a / b): the quotient is divided at the larger precision and
  // truncated to a whole number (never -0); that whole number, the product
  // and the difference are each rounded to the dividend's precision, which
  // the result keeps.
  const unsigned precision = a.precision();
  mpfr_t quotient;
  mpfr_init2(quotient, static_cast<mpfr_prec_t>(max_precision(a, b)));
  mpfr_div(quotient, a.impl().value, b.impl().value, MPFR_RNDN);
  mpfr_trunc(quotient, quotient);
  if (mpfr_zero_p(quotient)) mpfr_set_zero(quotient, 1);
  mpfr_prec_round(quotient, static_cast<mpfr_prec_t>(precision), MPFR_RNDN);
  Number result = compute(precision, [&](mpfr_ptr out) {
    mpfr_mul(out, b.impl().value, quotient, MPFR_RNDN);
    mpfr_sub(out, a.impl().value, out, MPFR_RNDN);
  });
  mpfr_clear(quotient);
  return result;
}

bool operator==(const Number& a, const Number& b) { return mpfr_equal_p(a.impl().value, b.impl().value) != 0; }

std::strong_ordering operator<=>(const Number& a, const Number& b) {
  const int cmp = mpfr_cmp(a.impl().value, b.impl().value);
  if (cmp < 0) return std::strong_ordering::less;
  if (cmp > 0) return std::strong_ordering::greater;
  return std::strong_ordering::equal;
}

// Of an infinity the reference gives its precision-less infinity constant.
Number abs(const Number& x) {
  if (x.is_infinity()) return Number::infinity();
  return compute(x.precision(), [&](mpfr_ptr out) { mpfr_abs(out, x.impl().value, MPFR_RNDN); });
}

// floor and ceil never give -0 (the reference goes through an integer).
Number floor(const Number& x) {
  if (x.is_infinity()) return x.is_negative() ? Number::infinity(true) : Number::infinity();
  return compute(x.precision(), [&](mpfr_ptr out) {
    mpfr_floor(out, x.impl().value);
    if (mpfr_zero_p(out)) mpfr_set_zero(out, 1);
  });
}

Number ceil(const Number& x) {
  if (x.is_infinity()) return x.is_negative() ? Number::infinity(true) : Number::infinity();
  return compute(x.precision(), [&](mpfr_ptr out) {
    mpfr_ceil(out, x.impl().value);
    if (mpfr_zero_p(out)) mpfr_set_zero(out, 1);
  });
}

std::size_t Number::hash() const {
  mpfr_srcptr x = impl_->value;
  if (mpfr_zero_p(x)) return 0x5eed;
  if (mpfr_inf_p(x)) return mpfr_signbit(x) ? 0x1f1f : 0x2f2f;
  // The value without trailing zero bits hashes the same at every precision.
  mpz_t mantissa;
  mpz_init(mantissa);
  mpfr_exp_t exponent = mpfr_get_z_2exp(mantissa, x);
  const mp_bitcnt_t trailing = mpz_scan1(mantissa, 0);
  mpz_fdiv_q_2exp(mantissa, mantissa, trailing);
  exponent += static_cast<mpfr_exp_t>(trailing);
  std::size_t seed = std::hash<long>{}(static_cast<long>(exponent));
  seed = mix_hash(seed, static_cast<std::size_t>(mpz_sgn(mantissa) + 1));
  const std::size_t limbs = mpz_size(mantissa);
  for (std::size_t i = 0; i < limbs; ++i) seed = mix_hash(seed, static_cast<std::size_t>(mpz_getlimbn(mantissa, i)));
  mpz_clear(mantissa);
  return seed;
}

}  // namespace hclc
