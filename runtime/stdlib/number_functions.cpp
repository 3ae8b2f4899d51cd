// abs ceil floor log pow signum parseint min max int
#include <gmp.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

#include "runtime/stdlib/stdlib.h"
#include "runtime/stdlib/support.h"

namespace hclc {

namespace {

using namespace stdlib_support;

// The whole part of a finite number (rounded toward zero), exactly, at the
// number's precision: x - (x % 1), where % truncates.
Number truncated(const Number& x) {
  Result<Number> fraction = modulo(x, Number::from_int(1));
  if (!fraction || fraction->is_zero()) return x;
  return x - *fraction;
}

// The reference's floor and ceil never give -0 (its jsonencode(floor(-0)) is "0").
Number without_negative_zero(const Number& x) { return x.is_zero() && x.is_negative() ? -x : x; }

// The reference's float64-based functions cannot return NaN (they crash on
// it); a NaN here is an error instead.
Result<Value> float_result(double result) {
  if (std::isnan(result)) return Error{"the result is not a number"};
  return Value::number(Number::from_double(result));
}

// The reference computes log and pow in float64 with Go's math package,
// whose results can differ from the C library's in the last bit. Its natural
// logarithm is the classic fdlibm algorithm (argument reduced to [sqrt(2)/2,
// sqrt(2)) times a power of two, then a minimax polynomial in s = f/(2+f));
// it matches every reference result measured.
double go_log(double x) {
  if (!std::isfinite(x) || x <= 0) return std::log(x);  // the IEEE special cases agree
  constexpr double kLn2Hi = 6.93147180369123816490e-01, kLn2Lo = 1.90821492927058770002e-10;
  constexpr double kL1 = 6.666666666666735130e-01, kL2 = 3.999999999940941908e-01, kL3 = 2.857142874366239149e-01,
                   kL4 = 2.222219843214978396e-01, kL5 = 1.818357216161805012e-01, kL6 = 1.531383769920937332e-01,
                   kL7 = 1.479819860511658591e-01;
  int exponent = 0;
  double f1 = std::frexp(x, &exponent);
  if (f1 < M_SQRT2 / 2) {
    f1 *= 2;
    --exponent;
  }
  const double f = f1 - 1;
  const double k = exponent;
  const double s = f / (2 + f);
  const double s2 = s * s;
  const double s4 = s2 * s2;
  const double t1 = s2 * (kL1 + s4 * (kL3 + s4 * (kL5 + s4 * kL7)));
  const double t2 = s4 * (kL2 + s4 * (kL4 + s4 * kL6));
  const double half_f_squared = 0.5 * f * f;
  return k * kLn2Hi - ((half_f_squared - (s * (half_f_squared + t1 + t2) + k * kLn2Lo)) - f);
}

// x**y as the reference computes it: the whole part of y by repeated squaring
// of x's mantissa (exponents kept apart), the fractional part as exp(yf *
// log(x)) with yf in (-0.5, 0.5]; y = ±0.5 is a square root. The exponential
// is the C library's: the reference's differs in the last bit for about one
// fractional power in ten (integer powers match exactly).
double go_pow(double x, double y) {
  double whole = 0;
  double fraction = std::modf(std::fabs(y), &whole);
  const bool special = x == 0 || y == 0 || x == 1 || y == 1 || !std::isfinite(x) || !std::isfinite(y) ||
                       (x < 0 && fraction != 0) || whole >= 0x1p63;
  if (special) return std::pow(x, y);  // the IEEE special cases agree
  if (y == 0.5) return std::sqrt(x);
  if (y == -0.5) return 1 / std::sqrt(x);
  if (fraction > 0.5) {
    fraction -= 1;
    whole += 1;
  }
  double mantissa = fraction != 0 ? std::exp(fraction * go_log(x)) : 1.0;
  std::int64_t exponent = 0;
  int x_exponent_int = 0;
  double x_mantissa = std::frexp(x, &x_exponent_int);
  std::int64_t x_exponent = x_exponent_int;
  for (auto i = static_cast<std::int64_t>(whole); i != 0; i >>= 1) {
    if (x_exponent < -(1 << 12) || (1 << 12) < x_exponent) {
      exponent += x_exponent;  // overflows or underflows whatever follows
      break;
    }
    if (i & 1) {
      mantissa *= x_mantissa;
      exponent += x_exponent;
    }
    x_mantissa *= x_mantissa;
    x_exponent <<= 1;
    if (x_mantissa < 0.5) {
      x_mantissa += x_mantissa;
      --x_exponent;
    }
  }
  if (y < 0) {
    mantissa = 1 / mantissa;
    exponent = -exponent;
  }
  return std::ldexp(mantissa, static_cast<int>(std::clamp<std::int64_t>(exponent, -100000, 100000)));
}

Function unary_number_function(std::function<Result<Value>(const Number&)> operation) {
  return Function({
      .parameters = {parameter("num", Type::number(), kDynamicOk)},
      .variadic = std::nullopt,
      .result_type = Function::returns(Type::number()),
      .implementation = [operation = std::move(operation)](std::span<const Value> args,
                                                           const Type&) { return operation(args[0].as_number()); },
  });
}

Function extreme_function(bool want_max) {
  return Function({
      .parameters = {},
      .variadic = parameter("numbers", Type::number(), kDynamicOk),
      .result_type = Function::returns(Type::number()),
      .implementation = [want_max](std::span<const Value> args, const Type&) -> Result<Value> {
        if (args.empty()) return Error{"must pass at least one number"};
        const Value* best = &args[0];
        for (const Value& arg : args.subspan(1)) {
          if (want_max ? arg.as_number() > best->as_number() : arg.as_number() < best->as_number()) best = &arg;
        }
        return *best;
      },
  });
}

// The value of one digit in the reference's parseint alphabet: 0-9, then
// a-z (10-35), then A-Z (36-61; the same as a-z up to base 36).
int digit_value(char c, int base) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return base <= 36 ? c - 'A' + 10 : c - 'A' + 36;
  return -1;
}

// A parseint argument as its messages show it: hidden when it is sensitive,
// as Terraform hides it.
std::string shown(const Value& argument, std::string text) {
  return argument.has_mark(kSensitiveMark) ? std::string(kSensitiveValueText) : std::move(text);
}

// `text_value` and `base_value` are parseint's arguments, for its message.
Result<Value> parse_integer(const std::string& text, int base, const Value& text_value, const Value& base_value) {
  std::string_view digits = text;
  bool negative = false;
  if (!digits.empty() && (digits[0] == '+' || digits[0] == '-')) {
    negative = digits[0] == '-';
    digits.remove_prefix(1);
  }
  mpz_t accumulated;
  mpz_init(accumulated);
  bool ok = !digits.empty();
  for (char c : digits) {
    int d = digit_value(c, base);
    if (d < 0 || d >= base) {
      ok = false;
      break;
    }
    mpz_mul_ui(accumulated, accumulated, static_cast<unsigned long>(base));
    mpz_add_ui(accumulated, accumulated, static_cast<unsigned long>(d));
  }
  std::optional<Number> number;
  if (ok) {
    if (negative) mpz_neg(accumulated, accumulated);
    // Exact, at the precision the reference gives an integer: at least 64 bits.
    std::size_t bits = mpz_sizeinbase(accumulated, 2);
    std::unique_ptr<char, void (*)(void*)> decimal(mpz_get_str(nullptr, 10, accumulated), std::free);
    number = Number::parse(decimal.get(), true, static_cast<unsigned>(std::max<std::size_t>(bits, 64)));
  }
  mpz_clear(accumulated);
  if (!number) {
    return argument_error(0, "cannot parse " + shown(text_value, go_quote(text)) + " as a base " +
                                 shown(base_value, std::to_string(base)) + " integer");
  }
  return Value::number(*number);
}

}  // namespace

void add_number_functions(FunctionTable& table) {
  table.add("abs", unary_number_function(
                       [](const Number& n) -> Result<Value> { return Value::number(n.is_negative() ? -n : n); }));
  table.add("ceil", unary_number_function([](const Number& n) -> Result<Value> {
              if (n.is_infinity()) return Value::number(n);
              Number whole = truncated(n);
              if (whole < n) whole = whole + Number::from_int(1);
              return Value::number(without_negative_zero(whole));
            }));
  table.add("floor", unary_number_function([](const Number& n) -> Result<Value> {
              if (n.is_infinity()) return Value::number(n);
              Number whole = truncated(n);
              if (whole > n) whole = whole - Number::from_int(1);
              return Value::number(without_negative_zero(whole));
            }));
  table.add("int", unary_number_function([](const Number& n) -> Result<Value> {
              // The reference crashes on infinity; an error says why instead.
              if (n.is_infinity()) return Error{"cannot convert infinity to a whole number"};
              return Value::number(truncated(n));
            }));
  table.add("signum", unary_number_function([](const Number& n) -> Result<Value> {
              // The reference requires a whole number in int64 range here.
              Result<std::int64_t> whole = to_int64(Value::number(n));
              if (!whole) return whole.error();
              return Value::number(std::int64_t{*whole > 0 ? 1 : *whole < 0 ? -1 : 0});
            }));
  table.add(
      "log",
      Function({
          .parameters = {parameter("num", Type::number(), kDynamicOk), parameter("base", Type::number(), kDynamicOk)},
          .variadic = std::nullopt,
          .result_type = Function::returns(Type::number()),
          .implementation =
              [](std::span<const Value> args, const Type&) {
                return float_result(go_log(args[0].as_number().to_double()) / go_log(args[1].as_number().to_double()));
              },
      }));
  table.add(
      "pow",
      Function({
          .parameters = {parameter("num", Type::number(), kDynamicOk), parameter("power", Type::number(), kDynamicOk)},
          .variadic = std::nullopt,
          .result_type = Function::returns(Type::number()),
          .implementation =
              [](std::span<const Value> args, const Type&) {
                return float_result(go_pow(args[0].as_number().to_double(), args[1].as_number().to_double()));
              },
      }));
  table.add("min", extreme_function(false));
  table.add("max", extreme_function(true));
  table.add("parseint",
            Function({
                // Marks go to the result, and hide the value in messages.
                .parameters = {parameter("number", Type::dynamic(), {.allow_dynamic = true, .allow_marked = true}),
                               parameter("base", Type::number(), {.allow_dynamic = true, .allow_marked = true})},
                .variadic = std::nullopt,
                .result_type = [](std::span<const Value> args) -> Result<Type> {
                  if (!args[0].type().is_dynamic() && args[0].type() != Type::string()) {
                    return argument_error(0, "first argument must be a string, not " + args[0].type().friendly_name());
                  }
                  return Type::number();
                },
                .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
                  Result<std::int64_t> base = to_int64(args[1].unmarked());
                  if (!base) return argument_error(1, base.error().message);
                  if (*base < 2 || *base > 62) {
                    return argument_error(1, "base must be a whole number between 2 and 62 inclusive");
                  }
                  Result<Value> parsed = parse_integer(args[0].as_string(), static_cast<int>(*base), args[0], args[1]);
                  if (!parsed) return parsed;
                  return parsed->with_marks(args[0].marks().with(args[1].marks()));
                },
            }));
  stdlib_support::refine_results_not_null(
      table, {"abs", "ceil", "floor", "log", "pow", "signum", "parseint", "min", "max", "int"});
}

}  // namespace hclc
