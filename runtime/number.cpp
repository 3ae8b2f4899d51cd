// Numbers as the reference computes them: MPFR values rounded to nearest-even,
// each with its own precision, in the exponent range of a binary float whose
// mantissa lies in [0.5, 1) and whose exponent is a 32-bit signed integer.
// Exponent overflow gives ±infinity; underflow gives a signed zero (never a
// value of the smallest exponent, as MPFR would round to).

#include "runtime/number.h"

// <cstdint> before <mpfr.h> declares MPFR's intmax_t functions (mpfr_set_sj,
// mpfr_get_sj), which hold an int64 where long has 32 bits (WebAssembly, js/).
#include <mpfr.h>
#include <cstdint>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>

namespace hclc {

struct Number::Impl {
  mpfr_t value;
  // Values are shared between threads; the last owner frees the value.
  std::atomic<std::uint32_t> references{1};
  explicit Impl(unsigned precision) { mpfr_init2(value, static_cast<mpfr_prec_t>(precision)); }
  Impl(const Impl&) = delete;
  Impl& operator=(const Impl&) = delete;
  ~Impl() { mpfr_clear(value); }
};

void Number::retain() const noexcept { impl()->references.fetch_add(1, std::memory_order_relaxed); }

void Number::release() noexcept {
  if (impl()->references.fetch_sub(1, std::memory_order_acq_rel) == 1) delete impl();
}

namespace {

// Exact intermediate results of inline operands: a mantissa below 2^53
// shifted by up to 63 bits, or the product of two such mantissas.
__extension__ using Wide = __int128;

constexpr mpfr_exp_t kMinExponent = std::numeric_limits<std::int32_t>::min();
constexpr mpfr_exp_t kMaxExponent = std::numeric_limits<std::int32_t>::max();

// MPFR keeps the exponent range per thread; every operation that makes a value
// goes through here first, so each thread gets the reference's range.
void use_reference_exponent_range() {
  if (mpfr_get_emin() != kMinExponent) mpfr_set_emin(kMinExponent);
  if (mpfr_get_emax() != kMaxExponent) mpfr_set_emax(kMaxExponent);
}

}  // namespace

struct Number::Internals {
  // Inline mantissas stay below this in magnitude: exact at every precision
  // from kFloatPrecision up.
  static constexpr std::int64_t kMantissaLimit = std::int64_t{1} << 53;
  static constexpr int kMaxScale = 63;

  static bool both_inline(const Number& a, const Number& b) { return a.is_inline_ && b.is_inline_; }
  static std::int64_t mantissa(const Number& x) { return x.mantissa(); }
  static int scale(const Number& x) { return x.scale_; }
  static bool negative_zero(const Number& x) { return x.negative_zero_; }
  static Number zero(unsigned precision, bool negative) { return {0, 0, precision, negative}; }

  // The exact value m / 2^scale at `precision`, if it can be held inline.
  // A zero comes out as +0; callers that can make -0 say so themselves.
  static std::optional<Number> exact(Wide m, int scale, unsigned precision) {
    if (precision < kFloatPrecision) return std::nullopt;
    if (m == 0) return zero(precision, false);
    const auto low_bits = static_cast<std::uint64_t>(m);
    const int shift = std::min(low_bits == 0 ? 64 : std::countr_zero(low_bits), std::max(scale, 0));
    m >>= shift;
    scale -= shift;
    if (scale < 0) {
      // Whole: m × 2^-scale must stay below the limit.
      if (scale <= -53 || (m < 0 ? -m : m) >= (Wide{kMantissaLimit} >> -scale)) {
        return std::nullopt;
      }
      m *= Wide{1} << -scale;
      scale = 0;
    }
    if (scale > kMaxScale || m >= kMantissaLimit || m <= -kMantissaLimit) return std::nullopt;
    return Number(static_cast<std::int64_t>(m), static_cast<unsigned>(scale), precision, false);
  }

  // Takes over a fresh MPFR value (one reference), holding it inline when it
  // qualifies: finite, at least kFloatPrecision bits, and m / 2^scale as above.
  static Number adopt(std::unique_ptr<Impl> impl) {
    mpfr_srcptr x = impl->value;
    const auto precision = static_cast<unsigned>(mpfr_get_prec(x));
    if (precision >= kFloatPrecision) {
      if (mpfr_zero_p(x)) return zero(precision, mpfr_signbit(x) != 0);
      if (mpfr_regular_p(x)) {
        // x = odd × 2^(exponent - bits), the odd mantissa having `bits` bits.
        const mpfr_exp_t exponent = mpfr_get_exp(x);
        const mpfr_prec_t bits = mpfr_min_prec(x);
        if (bits <= 53 && exponent <= 53 && bits - exponent <= kMaxScale) {
          const auto scale = static_cast<int>(std::max<mpfr_exp_t>(bits - exponent, 0));
          // At most 53 significant bits and a small exponent: exact in a double.
          const double value = std::ldexp(mpfr_get_d(x, MPFR_RNDN), scale);
          return Number(static_cast<std::int64_t>(value), static_cast<unsigned>(scale), precision, false);
        }
      }
    }
    return Number(impl.release(), precision);
  }

  static std::unique_ptr<Impl> fresh_value(unsigned precision) {
    use_reference_exponent_range();
    return std::make_unique<Impl>(precision);
  }

  static Number mpfr_form(const Number& x) {
    if (!x.is_inline_) return x;
    const Operand value(x);
    auto out = fresh_value(x.precision_);
    mpfr_set(out->value, value.get(), MPFR_RNDN);
    return Number(out.release(), x.precision_);
  }

  // An operand as MPFR reads it: the shared value, or for an inline number a
  // value of the same precision on the stack.
  class Operand {
   public:
    explicit Operand(const Number& x) {
      if (!x.is_inline_) {
        value_ = x.impl()->value;
        return;
      }
      const auto precision = static_cast<mpfr_prec_t>(x.precision_);
      void* limbs = local_limbs_;
      if (mpfr_custom_get_size(precision) > sizeof(local_limbs_)) {
        heap_limbs_ = std::make_unique<mp_limb_t[]>(mpfr_custom_get_size(precision) / sizeof(mp_limb_t) + 1);
        limbs = heap_limbs_.get();
      }
      mpfr_custom_init(limbs, precision);
      mpfr_custom_init_set(local_, MPFR_ZERO_KIND, 0, precision, limbs);
      if (x.mantissa() == 0) {
        mpfr_set_zero(local_, x.negative_zero_ ? -1 : 1);
      } else {
        mpfr_set_sj_2exp(local_, static_cast<std::intmax_t>(x.mantissa()), -static_cast<mpfr_exp_t>(x.scale_),
                         MPFR_RNDN);
      }
      value_ = local_;
    }
    Operand(const Operand&) = delete;
    Operand& operator=(const Operand&) = delete;
    ~Operand() = default;

    mpfr_srcptr get() const { return value_; }

   private:
    mpfr_srcptr value_ = nullptr;
    mpfr_t local_{};
    // Enough for kParsedPrecision.
    mp_limb_t local_limbs_[8]{};
    std::unique_ptr<mp_limb_t[]> heap_limbs_;
  };
};

namespace {

using Internals = Number::Internals;
using Operand = Number::Internals::Operand;

// Runs an MPFR operation writing into a fresh value of `precision` and turns
// an underflow into a zero of the right sign, as the reference does.
template <class Operation>
Number compute(unsigned precision, Operation&& operation) {
  auto out = Internals::fresh_value(precision);
  mpfr_clear_underflow();
  operation(out->value);
  if (mpfr_underflow_p()) {
    const int sign = mpfr_signbit(out->value) ? -1 : 1;
    mpfr_set_zero(out->value, sign);
    mpfr_clear_underflow();
  }
  return Internals::adopt(std::move(out));
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

// A decimal of at most 19 digits that is a binary fraction held inline at
// `precision` (most numbers configurations and JSON hold: 8080, 0.5, 7.25,
// 1e3), read without MPFR; value = digits × 10^exponent / 10^(fraction digits).
std::optional<Number> parse_inline_decimal(std::string_view integer_digits, std::string_view fraction_digits,
                                           std::int64_t exponent, unsigned precision) {
  if (integer_digits.size() + fraction_digits.size() > 19) return std::nullopt;  // 10^19 < 2^64
  std::uint64_t digits = 0;
  for (char c : integer_digits) digits = digits * 10 + static_cast<std::uint64_t>(c - '0');
  for (char c : fraction_digits) digits = digits * 10 + static_cast<std::uint64_t>(c - '0');
  if (digits == 0) return Internals::exact(0, 0, precision);
  // The exponent is within 32 bits here (checked for a nonzero mantissa).
  const std::int64_t power = exponent - static_cast<std::int64_t>(fraction_digits.size());
  if (power >= 0) {
    if (power > 15) return std::nullopt;  // above 2^53 anyway
    Wide value = digits;
    for (std::int64_t i = 0; i < power; ++i) value *= 10;
    return Internals::exact(value, 0, precision);
  }
  // digits / 10^n = (digits / 5^n) / 2^n: a binary fraction iff 5^n divides the digits.
  if (power < -27) return std::nullopt;  // 5^27 < 2^63
  std::uint64_t five_power = 1;
  for (std::int64_t i = 0; i < -power; ++i) five_power *= 5;
  if (digits % five_power != 0) return std::nullopt;
  return Internals::exact(digits / five_power, static_cast<int>(-power), precision);
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
  if (!binary) {
    if (std::optional<Number> held = parse_inline_decimal(integer_digits, fraction_digits, exponent, precision)) {
      return held;
    }
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

// The first kDigits significant digits of a positive finite x's exact
// decimal expansion, from GMP integers: x = z × 2^e exactly, so they are
// floor(x × 10^k) for the k that leaves kDigits of them, and the expansion
// ends within them iff nothing is cut off. It answers DecimalPrefix's
// questions about those digits as DecimalPrefix would, and rounds x to fewer
// digits as leading_digits would, for a fraction of mpfr_get_str's cost at
// 512 bits (most of printing a short decimal such as 0.05 / 4).
class ShortDecimalPrefix {
 public:
  static constexpr std::size_t kDigits = 36;  // floor(x × 10^k) < 10^36 < 2^120

  // Nothing for an x far from 1 (10^k would be large), which DecimalPrefix
  // serves.
  static std::optional<ShortDecimalPrefix> of(mpfr_srcptr x) {
    constexpr long kMaxBinaryExponent = 1200;      // 10^360
    const long binary_exponent = mpfr_get_exp(x);  // 2^(b-1) <= x < 2^b
    if (binary_exponent > kMaxBinaryExponent || binary_exponent < -kMaxBinaryExponent) return std::nullopt;
    mpz_t z;
    mpz_t scaled;
    mpz_init(z);
    mpz_init(scaled);
    const long e = mpfr_get_z_2exp(z, x);
    // A first guess at the decimal exponent d (10^(d-1) <= x < 10^d),
    // corrected by the digit count of what it gives.
    long d = static_cast<long>(std::floor(static_cast<double>(binary_exponent - 1) * 0.30102999566398120)) + 1;
    std::optional<ShortDecimalPrefix> result;
    for (int attempt = 0; attempt < 4 && !result; ++attempt) {
      const long k = static_cast<long>(kDigits) - d;
      bool cut_nonzero = false;
      scaled_floor(z, e, k, scaled, cut_nonzero);
      if (mpz_sizeinbase(scaled, 2) > 120 || to_wide(scaled) >= power_of_ten(kDigits)) {
        ++d;
      } else if (to_wide(scaled) < power_of_ten(kDigits - 1)) {
        --d;
      } else {
        result = ShortDecimalPrefix(to_wide(scaled), d, cut_nonzero);
      }
    }
    mpz_clear(z);
    mpz_clear(scaled);
    return result;
  }

  std::string_view digits() const { return std::string_view(all_).substr(0, digit_count_); }
  char at(std::size_t i) const { return i < digit_count_ ? all_[i] : '0'; }
  bool complete() const { return !cut_nonzero_; }
  bool length_is(std::size_t n) const { return digit_count_ == n && complete(); }
  bool longer_than(std::size_t n) const { return digit_count_ > n || !complete(); }

  // x's first n < kDigits digits rounded in direction `rounding` (toward
  // zero, away from it, or to nearest with ties to even), trailing zeros
  // removed, and the exponent: as leading_digits gives them.
  std::string rounded(std::size_t n, mpfr_rnd_t rounding, long& exponent) const {
    std::string out = all_.substr(0, n);
    const auto nonzero_from = [&](std::size_t i) {
      return cut_nonzero_ || all_.find_first_not_of('0', i) != std::string::npos;
    };
    bool up = false;
    if (rounding == MPFR_RNDA) {
      up = nonzero_from(n);
    } else if (rounding == MPFR_RNDN) {
      const char next = all_[n];
      up = next > '5' || (next == '5' && (nonzero_from(n + 1) || (out.back() - '0') % 2 == 1));
    }
    exponent = exponent_;
    if (up) {
      std::size_t i = n;
      while (i > 0 && out[i - 1] == '9') out[--i] = '0';
      if (i == 0) {
        out.insert(out.begin(), '1');  // 99 -> 100: one more integer digit
        out.pop_back();
        ++exponent;
      } else {
        ++out[i - 1];
      }
    }
    while (out.size() > 1 && out.back() == '0') out.pop_back();
    return out;
  }

 private:
  ShortDecimalPrefix(Wide digits, long exponent, bool cut_nonzero) : exponent_(exponent), cut_nonzero_(cut_nonzero) {
    // Two halves of 18 digits, each in 64 bits, written from their last digit.
    constexpr std::size_t kHalfDigits = kDigits / 2;
    constexpr std::uint64_t kHalf = 1'000'000'000'000'000'000;  // 10^kHalfDigits
    std::uint64_t halves[2] = {static_cast<std::uint64_t>(digits / kHalf), static_cast<std::uint64_t>(digits % kHalf)};
    all_.assign(kDigits, '0');
    for (std::size_t half = 0; half < 2; ++half) {
      for (std::size_t i = kHalfDigits; i-- > 0; halves[half] /= 10)
        all_[half * kHalfDigits + i] = static_cast<char>('0' + halves[half] % 10);
    }
    digit_count_ = all_.find_last_not_of('0') + 1;  // the first digit is not 0
  }

  static Wide power_of_ten(std::size_t n) {
    Wide p = 1;
    for (std::size_t i = 0; i < n; ++i) p *= 10;
    return p;
  }
  // A non-negative z of at most 120 bits.
  static Wide to_wide(mpz_srcptr z) {
    // Limbs have 64 bits natively, 32 in WebAssembly (js/).
    constexpr int kLimbs = (128 + GMP_NUMB_BITS - 1) / GMP_NUMB_BITS;
    Wide wide = 0;
    for (int i = kLimbs; i-- > 0;) wide = (wide << GMP_NUMB_BITS) | static_cast<Wide>(mpz_getlimbn(z, i));
    return wide;
  }
  // out = floor(z × 2^e × 10^k), and whether that cut off anything (one
  // floor division after another is the floor of the whole division).
  static void scaled_floor(mpz_srcptr z, long e, long k, mpz_ptr out, bool& cut_nonzero) {
    mpz_t power;
    mpz_init(power);
    mpz_set(out, z);
    if (k > 0) {
      mpz_ui_pow_ui(power, 10, static_cast<unsigned long>(k));
      mpz_mul(out, out, power);
    }
    cut_nonzero = false;
    if (e > 0) {
      mpz_mul_2exp(out, out, static_cast<mp_bitcnt_t>(e));
    } else if (e < 0) {
      cut_nonzero = mpz_divisible_2exp_p(out, static_cast<mp_bitcnt_t>(-e)) == 0;
      mpz_fdiv_q_2exp(out, out, static_cast<mp_bitcnt_t>(-e));
    }
    if (k < 0) {
      mpz_ui_pow_ui(power, 10, static_cast<unsigned long>(-k));
      cut_nonzero = cut_nonzero || mpz_divisible_p(out, power) == 0;
      mpz_fdiv_q(out, out, power);
    }
    mpz_clear(power);
  }

  std::string all_;          // kDigits digits
  std::size_t digit_count_;  // without trailing zeros
  long exponent_;            // value = 0.DIGITS × 10^exponent
  bool cut_nonzero_;         // the expansion goes on past kDigits
};

// The reference's walk (see reference_shortest_digits) over the first
// `count` digits of x and of the two ends, read from prefixes of their exact
// expansions (DecimalPrefix or ShortDecimalPrefix, of at least `count`
// digits). Every answer a prefix gives about its first digits depends only
// on the expansion, so a walk that stops within `count` digits stops where a
// longer one would, with the same result; one that does not gives nothing,
// unless it is the `last_walk`. `round_x(n, rounding, exponent)` gives x's
// first n digits rounded as leading_digits does.
template <class Prefix, class RoundX>
std::optional<std::string> shortest_digits_walk(const Prefix& digits_x, const Prefix& digits_lower,
                                                const Prefix& digits_upper, bool inclusive, std::size_t count,
                                                bool last_walk, const RoundX& round_x, long& exponent) {
  // The walk covers x's expansion: past the digits seen, only while more follow.
  bool ended = false;
  for (std::size_t i = 0; i < count; ++i) {
    if (i >= digits_x.digits().size() && digits_x.complete()) {
      ended = true;
      break;
    }
    const char m = digits_x.at(i);
    const char l = digits_lower.at(i);
    const char u = digits_upper.at(i);
    const bool down_ok = l != m || (inclusive && digits_lower.length_is(i + 1));
    const bool up_ok = m != u && (inclusive || m + 1 < u || digits_upper.longer_than(i + 1));
    if (down_ok || up_ok) {
      const mpfr_rnd_t rounding = down_ok && up_ok ? MPFR_RNDN : (down_ok ? MPFR_RNDZ : MPFR_RNDA);
      return round_x(i + 1, rounding, exponent);
    }
  }
  if (!ended && !last_walk) return std::nullopt;
  // x in full when no digit qualified; for an expansion longer than the
  // walk (not expected, see reference_shortest_digits) the digits that tell
  // p bits apart. (A prefix longer than `count` may hold more of x: its
  // length decides, as it would in a prefix of `count` digits.)
  if (digits_x.complete() && digits_x.digits().size() <= count)
    return round_x(digits_x.digits().size(), MPFR_RNDZ, exponent);
  return round_x(count - 2, MPFR_RNDN, exponent);
}

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
  // Most numbers printed are short decimals (0.05 / 4 at 512 bits), whose
  // walk ends within a few digits: it is first run on short prefixes, which
  // cost far less than MPFR's, and again on full ones only if it goes on.
  std::optional<std::string> result;
  const std::optional<ShortDecimalPrefix> short_x = ShortDecimalPrefix::of(x);
  const std::optional<ShortDecimalPrefix> short_lower = ShortDecimalPrefix::of(lower);
  const std::optional<ShortDecimalPrefix> short_upper = ShortDecimalPrefix::of(upper);
  if (short_x && short_lower && short_upper) {
    // rounded() needs a digit past the ones it keeps.
    const std::size_t short_count = std::min(count, ShortDecimalPrefix::kDigits - 1);
    const auto round_short = [&](std::size_t n, mpfr_rnd_t rounding, long& e) {
      return short_x->rounded(n, rounding, e);
    };
    result = shortest_digits_walk(*short_x, *short_lower, *short_upper, inclusive, short_count, short_count == count,
                                  round_short, exponent);
  }
  if (!result) {
    const auto round_full = [&](std::size_t n, mpfr_rnd_t rounding, long& e) {
      return leading_digits(x, n, rounding, e);
    };
    result = shortest_digits_walk(DecimalPrefix(x, count), DecimalPrefix(lower, count), DecimalPrefix(upper, count),
                                  inclusive, count, true, round_full, exponent);
  }
  mpfr_clear(lower);
  mpfr_clear(upper);
  mpfr_clear(half_ulp);
  return *result;
}

// Exact arithmetic on inline operands. Each gives nothing when its result
// cannot be held inline (or, for division and modulo, is not exact), and the
// caller then computes through MPFR; a result that can is what MPFR's
// correctly rounded one would be, since it is exact at the precision.

bool is_negative_inline(const Number& x) {
  return Internals::mantissa(x) < 0 || (Internals::mantissa(x) == 0 && Internals::negative_zero(x));
}

// x's mantissa over 2^scale, for scale >= x's own.
Wide scaled_mantissa(const Number& x, int scale) {
  return static_cast<Wide>(Internals::mantissa(x)) * (Wide{1} << (scale - Internals::scale(x)));
}

std::optional<Number> add_inline(const Number& a, const Number& b, bool negate_b) {
  const int scale = std::max(Internals::scale(a), Internals::scale(b));
  const Wide addend = scaled_mantissa(b, scale);
  const Wide sum = scaled_mantissa(a, scale) + (negate_b ? -addend : addend);
  const unsigned precision = max_precision(a, b);
  if (sum == 0) {
    // Rounding to nearest, an exact zero sum is +0 unless both terms are -0.
    const bool b_negative = is_negative_inline(b) != negate_b;
    return Internals::zero(precision, Internals::mantissa(a) == 0 && is_negative_inline(a) && b_negative);
  }
  return Internals::exact(sum, scale, precision);
}

std::optional<Number> multiply_inline(const Number& a, const Number& b) {
  const Wide product = static_cast<Wide>(Internals::mantissa(a)) * Internals::mantissa(b);
  // The product's precision is the operands' whenever it fits 53 bits.
  const unsigned precision = max_precision(a, b);
  if (product == 0) return Internals::zero(precision, is_negative_inline(a) != is_negative_inline(b));
  return Internals::exact(product, Internals::scale(a) + Internals::scale(b), precision);
}

// a / b for b != 0, when the quotient is a binary fraction.
std::optional<Number> divide_inline(const Number& a, const Number& b) {
  const unsigned precision = max_precision(a, b);
  if (Internals::mantissa(a) == 0) return Internals::zero(precision, is_negative_inline(a) != is_negative_inline(b));
  // a / b = (ma / mb) × 2^(sb - sa); with mb = odd × 2^k, exact iff odd divides ma.
  const std::int64_t divisor = Internals::mantissa(b);
  const int divisor_twos = std::countr_zero(static_cast<std::uint64_t>(divisor < 0 ? -divisor : divisor));
  const std::int64_t odd_divisor = divisor / (std::int64_t{1} << divisor_twos);
  if (Internals::mantissa(a) % odd_divisor != 0) return std::nullopt;
  return Internals::exact(Internals::mantissa(a) / odd_divisor,
                          Internals::scale(a) + divisor_twos - Internals::scale(b), precision);
}

// a - b × trunc(a / b) for nonzero a and b, when |ma| 2^sb < 2^53. The
// quotient is rounded to at least 53 bits before it is truncated: if it is
// not whole, it lies at least 1 / (|mb| 2^sa) from every whole number, more
// than half its ulp (|a/b| 2^-53), so the rounding cannot carry it across
// one. Every step is then exact in 64 bits and at the dividend's precision:
// trunc(a / b) = (ma 2^sb) / (mb 2^sa) is below 2^53, and as |b q| <= |a|,
// so are the product over 2^sb and the difference over 2^max(sa, sb).
std::optional<Number> modulo_inline(const Number& a, const Number& b) {
  const std::int64_t ma = Internals::mantissa(a);
  const int sa = Internals::scale(a);
  const std::int64_t mb = Internals::mantissa(b);
  const int sb = Internals::scale(b);
  if (ma == 0 || sb >= 53 || (ma < 0 ? -ma : ma) >= (Internals::kMantissaLimit >> sb)) return std::nullopt;
  const std::int64_t numerator = ma * (std::int64_t{1} << sb);
  // A divisor of more than 62 bits exceeds the numerator: the quotient is 0.
  const bool divisor_fits = sa + std::bit_width(static_cast<std::uint64_t>(mb < 0 ? -mb : mb)) <= 62;
  const std::int64_t quotient = divisor_fits ? numerator / (mb * (std::int64_t{1} << sa)) : 0;
  const std::int64_t product = quotient * mb;
  // An exact zero difference of nonzero terms is +0; a zero product leaves a.
  if (sa >= sb) return Internals::exact(ma - product * (std::int64_t{1} << (sa - sb)), sa, a.precision());
  return Internals::exact(ma * (std::int64_t{1} << (sb - sa)) - product, sb, a.precision());
}

std::strong_ordering compare_inline(const Number& a, const Number& b) {
  const int scale = std::max(Internals::scale(a), Internals::scale(b));
  return scaled_mantissa(a, scale) <=> scaled_mantissa(b, scale);
}

// The exact decimal expansion of an inline x = m / 2^s that is not whole,
// when that is what the reference prints: m × 5^s / 10^s, s digits after the
// point. Every decimal with fewer is at least 5 × 10^-s from x (x × 10^(s-1)
// is an odd multiple of 1/2), more than half an ulp of x at precision p,
// 2^(e - p - 1) for x below 2^e, when 5^(s-1) < 2^(p + 1 - e - s); as 5 < 2^3,
// 4s + e < p + 4 is enough. Up to s = 27, m × 5^s fits 128 bits.
std::optional<std::string> inline_fraction_text(const Number& x) {
  const int scale = Internals::scale(x);
  const std::int64_t m = Internals::mantissa(x);
  const auto magnitude = static_cast<std::uint64_t>(m < 0 ? -m : m);
  const int exponent = std::bit_width(magnitude) - scale;
  if (scale > 27 || 4 * scale + exponent >= static_cast<int>(x.precision()) + 4) return std::nullopt;
  Wide digits = magnitude;
  for (int i = 0; i < scale; ++i) digits *= 5;
  std::string text;
  for (; digits != 0; digits /= 10) text += static_cast<char>('0' + static_cast<int>(digits % 10));
  const auto fraction_digits = static_cast<std::size_t>(scale);
  if (text.size() <= fraction_digits) text.append(fraction_digits + 1 - text.size(), '0');
  text.insert(fraction_digits, ".");
  if (m < 0) text += '-';
  std::reverse(text.begin(), text.end());
  return text;
}

}  // namespace

Number::Number() noexcept : Number(0, 0, kIntegerPrecision, false) {}

Number Number::with_mpfr_form(const Number& x) { return Internals::mpfr_form(x); }

Number Number::from_int(std::int64_t v, unsigned precision) {
  if (std::optional<Number> held = Internals::exact(v, 0, precision)) return *held;
  return compute(precision, [&](mpfr_ptr out) { mpfr_set_sj(out, static_cast<std::intmax_t>(v), MPFR_RNDN); });
}

Number Number::from_uint(std::uint64_t v, unsigned precision) {
  if (std::optional<Number> held = Internals::exact(v, 0, precision)) return *held;
  return compute(precision, [&](mpfr_ptr out) { mpfr_set_uj(out, static_cast<std::uintmax_t>(v), MPFR_RNDN); });
}

Number Number::from_double(double v) {
  // NaN has no counterpart among the reference's numbers; callers must not
  // pass one. It becomes zero rather than an invalid value.
  if (std::isnan(v)) v = 0.0;
  if (v == 0.0) return Internals::zero(kFloatPrecision, std::signbit(v));
  if (std::isfinite(v)) {
    // v = fraction × 2^exponent, the fraction's 53 bits a whole number m.
    int exponent = 0;
    const double fraction = std::frexp(v, &exponent);
    const auto mantissa = static_cast<std::int64_t>(std::ldexp(fraction, 53));
    if (std::optional<Number> held = Internals::exact(mantissa, 53 - exponent, kFloatPrecision)) return *held;
  }
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

bool Number::is_infinity() const { return !is_inline_ && mpfr_inf_p(impl()->value) != 0; }
bool Number::is_negative() const { return is_inline_ ? is_negative_inline(*this) : mpfr_signbit(impl()->value) != 0; }
bool Number::is_zero() const { return is_inline_ ? mantissa() == 0 : mpfr_zero_p(impl()->value) != 0; }
bool Number::is_integer() const { return is_inline_ ? scale_ == 0 : mpfr_integer_p(impl()->value) != 0; }
int Number::sign() const {
  const int mpfr_sign = is_inline_ ? (mantissa() > 0) - (mantissa() < 0) : mpfr_sgn(impl()->value);
  return mpfr_sign < 0 ? -1 : (mpfr_sign > 0 ? 1 : 0);
}

Result<std::string> Number::to_string() const {
  if (is_inline_ && scale_ == 0) {
    if (mantissa() == 0) return std::string(negative_zero_ ? "-0" : "0");
    return std::to_string(mantissa());
  }
  if (is_inline_) {
    if (std::optional<std::string> text = inline_fraction_text(*this)) return *text;
  }
  const Operand operand(*this);
  mpfr_srcptr x = operand.get();
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
  const Operand operand(*this);
  char* raw = mpfr_get_str(nullptr, &exponent, 10, 20, operand.get(), MPFR_RNDN);
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
  if (is_inline_) return scale_ == 0 ? std::optional<std::int64_t>(mantissa()) : std::nullopt;
  if (!is_integer() || !mpfr_fits_intmax_p(impl()->value, MPFR_RNDN)) return std::nullopt;
  static_assert(sizeof(std::intmax_t) == sizeof(std::int64_t), "MPFR's intmax_t must hold an int64");
  return static_cast<std::int64_t>(mpfr_get_sj(impl()->value, MPFR_RNDN));
}

double Number::to_double() const {
  if (is_inline_) {
    if (mantissa() == 0) return negative_zero_ ? -0.0 : 0.0;
    return std::ldexp(static_cast<double>(mantissa()), -scale_);  // exact: 53 bits at most
  }
  return mpfr_get_d(impl()->value, MPFR_RNDN);
}

Number Number::operator-() const {
  if (is_inline_) return {-mantissa(), scale_, precision_, mantissa() == 0 && !negative_zero_};
  return compute(precision(), [&](mpfr_ptr out) { mpfr_neg(out, impl()->value, MPFR_RNDN); });
}

Result<Number> add(const Number& a, const Number& b) {
  if (Internals::both_inline(a, b)) {
    if (std::optional<Number> sum = add_inline(a, b, false)) return *sum;
  }
  if (a.is_infinity() && b.is_infinity() && a.is_negative() != b.is_negative()) {
    return Error{"can't compute sum of opposing infinities"};
  }
  const Operand x(a);
  const Operand y(b);
  return compute(max_precision(a, b), [&](mpfr_ptr out) { mpfr_add(out, x.get(), y.get(), MPFR_RNDN); });
}

Result<Number> subtract(const Number& a, const Number& b) {
  if (Internals::both_inline(a, b)) {
    if (std::optional<Number> difference = add_inline(a, b, true)) return *difference;
  }
  if (a.is_infinity() && b.is_infinity() && a.is_negative() == b.is_negative()) {
    return Error{"can't subtract infinity from itself"};
  }
  const Operand x(a);
  const Operand y(b);
  return compute(max_precision(a, b), [&](mpfr_ptr out) { mpfr_sub(out, x.get(), y.get(), MPFR_RNDN); });
}

Result<Number> multiply(const Number& a, const Number& b) {
  if (Internals::both_inline(a, b)) {
    if (std::optional<Number> product = multiply_inline(a, b)) return *product;
  }
  if ((a.is_infinity() && b.is_zero()) || (a.is_zero() && b.is_infinity())) {
    return Error{"can't multiply zero by infinity"};
  }
  // The reference keeps a product exact up to kParsedPrecision bits: rounded
  // there, its precision is the larger operand precision or the bits the
  // product needs, whichever is more (0.1 × 0.1 as float64s has 104 bits).
  const unsigned operand_precision = max_precision(a, b);
  const unsigned work_precision = std::max(operand_precision, Number::kParsedPrecision);
  const Operand x(a);
  const Operand y(b);
  return compute(work_precision, [&](mpfr_ptr out) {
    mpfr_mul(out, x.get(), y.get(), MPFR_RNDN);
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
  if (Internals::both_inline(a, b) && !b.is_zero()) {
    if (std::optional<Number> quotient = divide_inline(a, b)) return *quotient;
  }
  if ((a.is_zero() && b.is_zero()) || (a.is_infinity() && b.is_infinity())) {
    return Error{"can't divide zero by zero or infinity by infinity"};
  }
  const Operand x(a);
  const Operand y(b);
  return compute(max_precision(a, b), [&](mpfr_ptr out) { mpfr_div(out, x.get(), y.get(), MPFR_RNDN); });
}

Result<Number> modulo(const Number& a, const Number& b) {
  if (b.is_zero()) return a;
  if (Internals::both_inline(a, b)) {
    if (std::optional<Number> remainder = modulo_inline(a, b)) return *remainder;
  }
  if (a.is_infinity() || b.is_infinity()) return Error{"can't use modulo with zero and infinity"};
  use_reference_exponent_range();
  // a - b × trunc(a / b): the quotient is divided at the larger precision and
  // truncated to a whole number (never -0); that whole number, the product
  // and the difference are each rounded to the dividend's precision, which
  // the result keeps.
  const unsigned precision = a.precision();
  const Operand x(a);
  const Operand y(b);
  mpfr_t quotient;
  mpfr_init2(quotient, static_cast<mpfr_prec_t>(max_precision(a, b)));
  mpfr_div(quotient, x.get(), y.get(), MPFR_RNDN);
  mpfr_trunc(quotient, quotient);
  if (mpfr_zero_p(quotient)) mpfr_set_zero(quotient, 1);
  mpfr_prec_round(quotient, static_cast<mpfr_prec_t>(precision), MPFR_RNDN);
  Number result = compute(precision, [&](mpfr_ptr out) {
    mpfr_mul(out, y.get(), quotient, MPFR_RNDN);
    mpfr_sub(out, x.get(), out, MPFR_RNDN);
  });
  mpfr_clear(quotient);
  return result;
}

bool operator==(const Number& a, const Number& b) {
  if (Internals::both_inline(a, b)) return compare_inline(a, b) == std::strong_ordering::equal;
  const Operand x(a);
  const Operand y(b);
  return mpfr_equal_p(x.get(), y.get()) != 0;
}

std::strong_ordering operator<=>(const Number& a, const Number& b) {
  if (Internals::both_inline(a, b)) return compare_inline(a, b);
  const Operand x(a);
  const Operand y(b);
  const int cmp = mpfr_cmp(x.get(), y.get());
  if (cmp < 0) return std::strong_ordering::less;
  if (cmp > 0) return std::strong_ordering::greater;
  return std::strong_ordering::equal;
}

// Of an infinity the reference gives its precision-less infinity constant.
Number abs(const Number& x) {
  if (x.is_infinity()) return Number::infinity();
  if (x.is_inline()) return x.is_negative() ? -x : x;
  const Operand value(x);
  return compute(x.precision(), [&](mpfr_ptr out) { mpfr_abs(out, value.get(), MPFR_RNDN); });
}

namespace {

// floor or ceil of an inline x: m shifted right rounds toward -infinity.
Number round_inline(const Number& x, bool up) {
  const std::int64_t m = Internals::mantissa(x);
  const int scale = Internals::scale(x);
  const std::int64_t whole = up ? -((-m) >> scale) : m >> scale;
  return *Internals::exact(whole, 0, x.precision());
}

}  // namespace

// floor and ceil never give -0 (the reference goes through an integer).
Number floor(const Number& x) {
  if (x.is_infinity()) return x.is_negative() ? Number::infinity(true) : Number::infinity();
  if (x.is_inline()) return round_inline(x, false);
  const Operand value(x);
  return compute(x.precision(), [&](mpfr_ptr out) {
    mpfr_floor(out, value.get());
    if (mpfr_zero_p(out)) mpfr_set_zero(out, 1);
  });
}

Number ceil(const Number& x) {
  if (x.is_infinity()) return x.is_negative() ? Number::infinity(true) : Number::infinity();
  if (x.is_inline()) return round_inline(x, true);
  const Operand value(x);
  return compute(x.precision(), [&](mpfr_ptr out) {
    mpfr_ceil(out, value.get());
    if (mpfr_zero_p(out)) mpfr_set_zero(out, 1);
  });
}

// The value reduced to an odd mantissa × 2^exponent hashes the same at every
// precision and in either form.
std::size_t Number::hash() const {
  if (is_zero()) return 0x5eed;
  if (is_inline_) {
    const std::int64_t m = mantissa();
    auto odd = static_cast<std::uint64_t>(m < 0 ? -m : m);
    const int trailing = std::countr_zero(odd);
    odd >>= trailing;
    std::size_t seed = std::hash<long>{}(static_cast<long>(trailing - scale_));
    seed = mix_hash(seed, m < 0 ? 0 : 2);
    return mix_hash(seed, static_cast<std::size_t>(odd));
  }
  mpfr_srcptr x = impl()->value;
  if (mpfr_inf_p(x)) return mpfr_signbit(x) ? 0x1f1f : 0x2f2f;
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
