#include "tests/unit/stdlib/stdlib_test_util.h"

namespace hclc::stdlib_test {

TEST_CASE("abs, ceil, floor and int keep big numbers exact") {
  CHECK(typed(call("abs", {num("-1.5")})) == R"({"value":1.5,"type":"number"})");
  CHECK(typed(call("abs", {num("-0")})) == R"({"value":0,"type":"number"})");
  CHECK(typed(call("ceil", {num("12345678901234567890123.5")})) ==
        R"({"value":12345678901234567890124,"type":"number"})");
  CHECK(typed(call("floor", {num("-1.5")})) == R"({"value":-2,"type":"number"})");
  CHECK(typed(call("ceil", {num("-0.5")})) == R"({"value":0,"type":"number"})");
  // Neither gives -0, which JSON would show.
  CHECK_FALSE(call("floor", {num("-0")})->as_number().is_negative());
  CHECK_FALSE(call("ceil", {num("-0")})->as_number().is_negative());
  CHECK(typed(call("int", {num("12345678901234567890123.7")})) ==
        R"({"value":12345678901234567890123,"type":"number"})");
  CHECK(typed(call("int", {num("-2.7")})) == R"({"value":-2,"type":"number"})");
  // ceil and floor leave infinity alone; int refuses it (the reference crashes).
  CHECK(call("ceil", {Value::number(Number::infinity())})->as_number().is_infinity());
  CHECK(failure(call("int", {Value::number(Number::infinity(true))})) == "cannot convert infinity to a whole number");
}

TEST_CASE("number functions: nulls, unknowns and dynamic arguments") {
  CHECK(failure(call("abs", {Value::null(Type::number())})) == "#0: argument must not be null");
  Result<Value> unknown = call("floor", {Value::unknown(Type::number())});
  REQUIRE(unknown);
  CHECK_FALSE(unknown->is_known());
  CHECK(unknown->type() == Type::number());
  CHECK(call("max", {num(1), Value::dynamic()})->type() == Type::number());
}

TEST_CASE("log and pow compute through float64, at 53 bits, as Go's math package does") {
  Result<Value> log = call("log", {num(8), num(2)});
  CHECK(typed(log) == R"({"value":3,"type":"number"})");
  CHECK(log->as_number().precision() == Number::kFloatPrecision);
  CHECK(typed(call("log", {num(10), num(2)})) == R"({"value":3.3219280948873626,"type":"number"})");
  CHECK(typed(call("pow", {num(2), num("0.5")})) == R"({"value":1.4142135623730951,"type":"number"})");
  // The reference's results, which the C library's log and pow miss in the last bit.
  CHECK(typed(call("log", {num(3), num("2.718281828459045")})) == R"({"value":1.0986122886681096,"type":"number"})");
  CHECK(typed(call("log", {num(123456789), num(3)})) == R"({"value":16.95903273461067,"type":"number"})");
  CHECK(typed(call("pow", {num("0.1"), num(10)})) == R"({"value":0.00000000010000000000000011,"type":"number"})");
  CHECK(
      typed(call("pow", {num(123456789), num(10)})) ==
      R"({"value":822526259147102300000000000000000000000000000000000000000000000000000000000000000,"type":"number"})");
  CHECK(typed(call("pow", {num("0.1"), num("-3")})) == R"({"value":999.9999999999998,"type":"number"})");
  CHECK(typed(call("pow", {num("0.1"), num("0.5")})) == R"({"value":0.31622776601683794,"type":"number"})");
  CHECK(call("log", {num(0), num(10)})->as_number().is_infinity());
  // The reference crashes on NaN; an error says why.
  CHECK(failure(call("log", {num(-1), num(10)})) == "the result is not a number");
}

TEST_CASE("signum requires a whole number") {
  CHECK(typed(call("signum", {num("-2.0")})) == R"({"value":-1,"type":"number"})");
  CHECK(typed(call("signum", {num(0)})) == R"({"value":0,"type":"number"})");
  CHECK(failure(call("signum", {num("0.5")})) ==
        "value must be a whole number, between -9223372036854775808 and 9223372036854775807");
  CHECK(call("signum", {num(5)})->as_number().precision() == Number::kIntegerPrecision);
}

TEST_CASE("min and max") {
  CHECK(failure(call("max", {})) == "must pass at least one number");
  CHECK(typed(call("max", {num(1), num("2.5")})) == R"({"value":2.5,"type":"number"})");
  CHECK(typed(call("min", {num(5), num(4), num(3)})) == R"({"value":3,"type":"number"})");
  CHECK(failure(call("min", {num(1), Value::null(Type::number())})) == "#1: argument must not be null");
  CHECK(call("max", {Value::number(Number::infinity()), num(3)})->as_number().is_infinity());
}

TEST_CASE("parseint: bases 2 to 62, Go's digit alphabet, exact results") {
  CHECK(typed(call("parseint", {str("ff"), num(16)})) == R"({"value":255,"type":"number"})");
  CHECK(typed(call("parseint", {str("zz"), num(37)})) == R"({"value":1330,"type":"number"})");
  CHECK(typed(call("parseint", {str("Z"), num(62)})) == R"({"value":61,"type":"number"})");
  CHECK(typed(call("parseint", {str("z"), num(62)})) == R"({"value":35,"type":"number"})");
  CHECK(typed(call("parseint", {str("+10"), num(10)})) == R"({"value":10,"type":"number"})");
  CHECK(typed(call("parseint", {str("18446744073709551617"), num(10)})) ==
        R"({"value":18446744073709551617,"type":"number"})");
  CHECK(failure(call("parseint", {str("1.5"), num(10)})) == R"(#0: cannot parse "1.5" as a base 10 integer)");
  CHECK(failure(call("parseint", {str("-0x10"), num(16)})) == R"(#0: cannot parse "-0x10" as a base 16 integer)");
  CHECK(failure(call("parseint", {str("a\"b"), num(10)})) == R"(#0: cannot parse "a\"b" as a base 10 integer)");
  CHECK(failure(call("parseint", {str("10"), num(63)})) ==
        "#1: base must be a whole number between 2 and 62 inclusive");
  CHECK(failure(call("parseint", {str("1"), num("2.5")})) ==
        "#1: value must be a whole number, between -9223372036854775808 and 9223372036854775807");
  CHECK(failure(call("parseint", {num(10), num(10)})) == "#0: first argument must be a string, not number");
}

}  // namespace hclc::stdlib_test
