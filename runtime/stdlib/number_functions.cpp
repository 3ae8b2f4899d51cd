// abs ceil floor log pow signum parseint min max int
#include <gmp.h>

#include <cmath>
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

Function unary_number_function(std::function<Result<Value>(const Number&)> operation) {
  return Function({
      .parameters = {parameter("num", Type::number(), kDynamicOk)},
      .variadic = std::nullopt,
      .result_type = Function::returns(Type::number()),
      .implementation = [operation = std::move(operation)](std::span<const Value> args, const Type&) {
        return operation(args[0].as_number());
      },
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

Result<Value> parse_integer(const std::string& text, int base) {
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
    return argument_error(0, "cannot parse " + go_quote(text) + " as a base " + std::to_string(base) + " integer");
  }
  return Value::number(*number);
}

}  // namespace

void add_number_functions(FunctionTable& table) {
  table.add("abs", unary_number_function([](const Number& n) -> Result<Value> {
              return Value::number(n.is_negative() ? -n : n);
            }));
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
  table.add("log", Function({
                       .parameters = {parameter("num", Type::number(), kDynamicOk),
                                      parameter("base", Type::number(), kDynamicOk)},
                       .variadic = std::nullopt,
                       .result_type = Function::returns(Type::number()),
                       .implementation = [](std::span<const Value> args, const Type&) {
                         return float_result(std::log(args[0].as_number().to_double()) /
                                             std::log(args[1].as_number().to_double()));
                       },
                   }));
  table.add("pow", Function({
                       .parameters = {parameter("num", Type::number(), kDynamicOk),
                                      parameter("power", Type::number(), kDynamicOk)},
                       .variadic = std::nullopt,
                       .result_type = Function::returns(Type::number()),
                       .implementation = [](std::span<const Value> args, const Type&) {
                         return float_result(std::pow(args[0].as_number().to_double(),
                                                      args[1].as_number().to_double()));
                       },
                   }));
  table.add("min", extreme_function(false));
  table.add("max", extreme_function(true));
  table.add("parseint",
            Function({
                .parameters = {parameter("number", Type::dynamic(), kDynamicOk),
                               parameter("base", Type::number(), kDynamicOk)},
                .variadic = std::nullopt,
                .result_type = [](std::span<const Value> args) -> Result<Type> {
                  if (!args[0].type().is_dynamic() && args[0].type() != Type::string()) {
                    return argument_error(0, "first argument must be a string, not " + args[0].type().friendly_name());
                  }
                  return Type::number();
                },
                .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
                  Result<std::int64_t> base = to_int64(args[1]);
                  if (!base) return argument_error(1, base.error().message);
                  if (*base < 2 || *base > 62) {
                    return argument_error(1, "base must be a whole number between 2 and 62 inclusive");
                  }
                  return parse_integer(args[0].as_string(), static_cast<int>(*base));
                },
            }));
}

}  // namespace hclc
