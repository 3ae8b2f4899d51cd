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

unsigned max_precision(const Number& a, const Number& b) { return std::max(a.precision(), b.precision()); }

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
bool exponent_in_accepted_range(std::uint64_t mantissa_bits, std::int64_t exponent, std::size_t fraction_digits) {
  if (mantissa_bits == 0) return true;
  const long double binary_exponent = static_cast<long double>(mantissa_bits) + static_cast<long double>(exponent) -
                                      static_cast<long double>(fraction_digits);
  return binary_exponent >= static_cast<long double>(kMinExponent) &&
         binary_exponent <= static_cast<long double>(kMaxExponent);
}

// Decimal number grammar shared by literals and string conversion:
//   mantissa = digits ["." digits] | (when allow_loose_mantissa) digits "." | "." digits,
// then an optional exponent ("e"|"E") [sign] digits or, with
// allow_binary_exponent, ("p"|"P") [sign] digits (a power of two).
// Returns the number rounded to `precision`, or nothing when text does not match.
std::optional<Number> parse_unsigned(std::string_view text, unsigned precision, bool allow_loose_mantissa,
                                     bool allow_binary_exponent) {
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
  if (exponent != 0 && !exponent_in_accepted_range(mantissa_bit_length(integer_digits, fraction_digits), exponent,
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

// The first `count` significant decimal digits of a positive x, rounded in
// direction `rounding`, trailing zeros removed; `exponent` is set so that the
// value is 0.DIGITS × 10^exponent. MPFR_RNDZ gives the exact leading digits.
std::string leading_digits(mpfr_srcptr x, std::size_t count, mpfr_rnd_t rounding, long& exponent) {
  mpfr_exp_t decimal_exponent = 0;
  char* raw = mpfr_get_str(nullptr, &decimal_exponent, 10, count, x, rounding);
  std::string digits(raw);
  mpfr_free_str(raw);
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  exponent = static_cast<long>(decimal_exponent);
  return digits;
}

// The exact decimal expansion of a positive x, as far as `count` significant
// digits (trailing zeros removed). Whether that is all of it is worked out
// only when asked, as few questions need it.
class DecimalPrefix {
 public:
  DecimalPrefix(mpfr_srcptr x, std::size_t count) : x_(x) { digits_ = leading_digits(x, count, MPFR_RNDZ, exponent_); }

  const std::string& digits() const { return digits_; }
  // Digit i of the expansion ('0' past the prefix).
  char at(std::size_t i) const { return i < digits_.size() ? digits_[i] : '0'; }
  // Whether the expansion has exactly n significant digits / more than n.
  bool length_is(std::size_t n) const { return digits_.size() == n && complete(); }
  bool longer_than(std::size_t n) const { return digits_.size() > n || !complete(); }

  // The prefix is the whole expansion iff it converts back to x exactly.
  bool complete() const {
    if (!complete_) {
      std::string text = digits_;
      text += 'e';
      text += std::to_string(exponent_ - static_cast<long>(digits_.size()));
      mpfr_t back;
      mpfr_init2(back, mpfr_get_prec(x_));
      const int inexact = mpfr_strtofr(back, text.c_str(), nullptr, 10, MPFR_RNDN);
      complete_ = inexact == 0 && mpfr_equal_p(back, x_);
      mpfr_clear(back);
    }
    return *complete_;
  }

 private:
  mpfr_srcptr x_;
  std::string digits_;
  long exponent_ = 0;
  mutable std::optional<bool> complete_;
};

// How the reference picks the decimal for a positive x of precision p. Every
// real within half an ulp of x (ulp taken at x's precision on both sides,
// even at a power of two) rounds back to x, the two ends only when x's last
// mantissa bit is even. It reads the exact decimal expansions of x and of the
// two ends side by side, digit by digit and index by index (an end with fewer
// integer digits than x is still compared index by index), and stops at the
// first index i where cutting x there stays within the ends:
//   rounding down is allowed when the lower end's digit differs from x's, or
//     the lower end is included and its expansion ends at this digit;
//   rounding up is allowed when the upper end's digit differs from x's and the
//     upper end is included, or is more than one unit above, or has further
//     digits;
// both allowed: x rounded to nearest at i + 1 digits (ties to even); one:
// that direction. If no index qualifies, x prints in full.
// Returns the digits and decimal exponent (value = 0.DIGITS × 10^exponent).
std::string reference_shortest_digits(mpfr_srcptr x, long& exponent) {
  const mpfr_prec_t precision = mpfr_get_prec(x);
  mpfr_t lower;
  mpfr_t upper;
  mpfr_t half_ulp;
  mpfr_init2(lower, precision + 1);
  mpfr_init2(upper, precision + 1);
  mpfr_init2(half_ulp, 2);
  // x = m × 2^(e - p) with m of p bits; half an ulp is 2^(e - p - 1).
  const mpfr_exp_t half_ulp_exponent = mpfr_get_exp(x) - precision - 1;
  mpfr_set_ui_2exp(half_ulp, 1, half_ulp_exponent, MPFR_RNDN);
  mpfr_sub(lower, x, half_ulp, MPFR_RNDN);  // exact at p + 1 bits
  mpfr_add(upper, x, half_ulp, MPFR_RNDN);
  // m is even iff x is a whole multiple of two ulps.
  mpfr_t halved_mantissa;
  mpfr_init2(halved_mantissa, precision);
  mpfr_mul_2si(halved_mantissa, x, -(half_ulp_exponent + 2), MPFR_RNDN);
  const bool inclusive = mpfr_integer_p(halved_mantissa) != 0;
  mpfr_clear(halved_mantissa);

  // The walk ends by the digit where x - lower (half an ulp, about
  // 10^-(p log10 2) relative) first shows, so this many digits suffice.
  const std::size_t count =
      static_cast<std::size_t>(std::ceil(static_cast<double>(precision) * 0.30102999566398120)) + 4;
  const DecimalPrefix digits_x(x, count);
  const DecimalPrefix digits_lower(lower, count);
  const DecimalPrefix digits_upper(upper, count);

  std::string result;
  // The walk covers x's expansion: past the digits seen, only while more follow.
  for (std::size_t i = 0; i < count; ++i) {
    if (i >= digits_x.digits().size() && digits_x.complete()) break;
    const char m = digits_x.at(i);
    const char l = digits_lower.at(i);
    const char u = digits_upper.at(i);
    const bool down_ok = l != m || (inclusive && digits_lower.length_is(i + 1));
    const bool up_ok = m != u && (inclusive || m + 1 < u || digits_upper.longer_than(i + 1));
    if (down_ok || up_ok) {
      const mpfr_rnd_t rounding = down_ok && up_ok ? MPFR_RNDN : (down_ok ? MPFR_RNDZ : MPFR_RNDA);
      result = leading_digits(x, i + 1, rounding, exponent);
      break;
    }
  }
  if (result.empty()) {
    // x in full when no digit qualified; for an expansion longer than the
    // walk (not expected, see count) the digits that tell p bits apart.
    result = digits_x.complete() ? leading_digits(x, digits_x.digits().size(), MPFR_RNDZ, exponent)
                                 : leading_digits(x, count - 2, MPFR_RNDN, exponent);
  }
  mpfr_clear(lower);
  mpfr_clear(upper);
  mpfr_clear(half_ulp);
  return result;
}

}  // namespace

Number::Number() : Number(from_int(0)) {}

Number Number::from_int(std::int64_t v, unsigned precision) {
  return compute(precision, [&](mpfr_ptr out) { mpfr_set_si(out, static_cast<long>(v), MPFR_RNDN); });
}

Number Number::from_uint(std::uint64_t v, unsigned precision) {
  return compute(precision, [&](mpfr_ptr out) { mpfr_set_ui(out, static_cast<unsigned long>(v), MPFR_RNDN); });
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
  use_reference_exponent_range();

  // A whole number whose units digit lies within the precision has an ulp of
  // at most 1: no other integer, and so no shorter decimal, rounds back to it.
  if (mpfr_integer_p(x) && mpfr_get_exp(x) <= mpfr_get_prec(x)) {
    mpz_t whole;
    mpz_init(whole);
    mpfr_get_z(whole, x, MPFR_RNDN);
    char* raw = mpz_get_str(nullptr, 10, whole);
    std::string text(raw);
    void (*free_function)(void*, std::size_t) = nullptr;
    mp_get_memory_functions(nullptr, nullptr, &free_function);
    free_function(raw, std::strlen(raw) + 1);
    mpz_clear(whole);
    return text;
  }

  mpfr_t magnitude;
  mpfr_init2(magnitude, mpfr_get_prec(x));
  mpfr_abs(magnitude, x, MPFR_RNDN);
  long best_exponent = 0;
  const std::string best = reference_shortest_digits(magnitude, best_exponent);
  mpfr_clear(magnitude);

  const std::size_t length =
      std::max<std::size_t>(best.size(), static_cast<std::size_t>(std::abs(best_exponent))) + best.size();
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
  return compute(max_precision(a, b), [&](mpfr_ptr out) { mpfr_add(out, a.impl().value, b.impl().value, MPFR_RNDN); });
}

Result<Number> subtract(const Number& a, const Number& b) {
  if (a.is_infinity() && b.is_infinity() && a.is_negative() == b.is_negative()) {
    return Error{"can't subtract infinity from itself"};
  }
  return compute(max_precision(a, b), [&](mpfr_ptr out) { mpfr_sub(out, a.impl().value, b.impl().value, MPFR_RNDN); });
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
  return compute(max_precision(a, b), [&](mpfr_ptr out) { mpfr_div(out, a.impl().value, b.impl().value, MPFR_RNDN); });
}

namespace {

// Whole operands below 2^31 at a dividend precision of at least 64 bits
// (what literals, JSON numbers and integers from functions have): every step
// below is then exact, so the result is the machine remainder. The quotient
// is at least 1/|b| > 2^-31 away from any other whole number and is rounded
// to within |a/b| × 2^-64 < 2^-33, so truncation finds the same whole number;
// it, the product (< 2^62) and the difference fit 64 bits. A zero dividend
// is left to the general path (the sign of its zero result depends on b's).
std::optional<Number> small_whole_modulo(const Number& a, const Number& b) {
  constexpr std::int64_t kBound = std::int64_t{1} << 31;
  if (a.precision() < Number::kIntegerPrecision || a.is_zero() || !a.is_integer() || !b.is_integer()) {
    return std::nullopt;
  }
  const std::optional<std::int64_t> x = a.to_int64();
  const std::optional<std::int64_t> y = b.to_int64();
  if (!x || !y || *x <= -kBound || *x >= kBound || *y <= -kBound || *y >= kBound) return std::nullopt;
  // A zero remainder is x - x: +0 when rounding to nearest, as MPFR gives it.
  return Number::from_int(*x % *y, a.precision());
}

}  // namespace

Result<Number> modulo(const Number& a, const Number& b) {
  if (b.is_zero()) return a;
  if (a.is_infinity() || b.is_infinity()) return Error{"can't use modulo with zero and infinity"};
  if (std::optional<Number> remainder = small_whole_modulo(a, b)) return *remainder;
  use_reference_exponent_range();
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
