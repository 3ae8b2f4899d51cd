#include "tests/unit/stdlib/stdlib_test_util.h"

namespace hclc::stdlib_test {

TEST_CASE("grapheme-aware strlen, substr and strrev") {
  CHECK(typed(call("strlen", {str("e\u0301\U0001F1EB\U0001F1F7")})) == R"({"value":2,"type":"number"})");
  CHECK(typed(call("strrev", {str("e\u0301a\U0001F1EB\U0001F1F7")})) ==
        "{\"value\":\"\U0001F1EB\U0001F1F7a\u00e9\",\"type\":\"string\"}");
  CHECK(typed(call("substr", {str("h\u00e9llo"), num(1), num(2)})) == "{\"value\":\"\u00e9l\",\"type\":\"string\"}");
  CHECK(typed(call("substr", {str("hello"), num(-3), num(-1)})) == R"({"value":"llo","type":"string"})");
  CHECK(typed(call("substr", {str("hello"), num(10), num(1)})) == R"({"value":"","type":"string"})");
  CHECK(typed(call("substr", {str("hello"), num(-10), num(2)})) == R"({"value":"he","type":"string"})");
  CHECK(failure(call("substr", {str("hello"), num("1.5"), num(1)})) ==
        "value must be a whole number, between -9223372036854775808 and 9223372036854775807");
}

TEST_CASE("case mapping, title and trimming follow Go's rules") {
  CHECK(typed(call("upper", {str("\u00df")})) == "{\"value\":\"\u00df\",\"type\":\"string\"}");
  CHECK(typed(call("title", {str("hello wORLD \u00e9lan o'neil")})) ==
        "{\"value\":\"Hello WORLD \u00c9lan O'Neil\",\"type\":\"string\"}");
  CHECK(typed(call("title", {str("a_b a-b a1b \u00e9.b")})) ==
        "{\"value\":\"A_b A-B A1b \u00c9.B\",\"type\":\"string\"}");
  CHECK(typed(call("trimspace", {str("\u0085a\u001c")})) == "{\"value\":\"a\\u001c\",\"type\":\"string\"}");
  CHECK(typed(call("trim", {str("xxaxx"), str("x")})) == R"({"value":"a","type":"string"})");
  CHECK(typed(call("chomp", {str("a\n\n\r\n")})) == R"({"value":"a","type":"string"})");
  CHECK(typed(call("chomp", {str("a\n\rb\n\r")})) == R"({"value":"a\n\rb","type":"string"})");
  CHECK(typed(call("indent", {num(2), str("a\nb\n\nc\n")})) == R"({"value":"a\n  b\n  \n  c\n  ","type":"string"})");
  CHECK(failure(call("indent", {num(-1), str("a")})) == "the number of spaces must not be negative");
}

TEST_CASE("split, join, replace and sort") {
  CHECK(typed(call("split", {str(","), str("")})) == R"({"value":[""],"type":["list","string"]})");
  CHECK(typed(call("split", {str(""), str("abc")})) == R"({"value":["a","b","c"],"type":["list","string"]})");
  CHECK(typed(call("replace", {str("abc"), str(""), str("-")})) == R"({"value":"-a-b-c-","type":"string"})");
  CHECK(failure(call("join", {str(",")})) == "at least one list is required");
  CHECK(typed(call("join", {str(","), strings({"a"}), Value::list(Type::string(), {}), strings({"b", "c"})})) ==
        R"({"value":"a,b,c","type":"string"})");
  Value with_null = Value::list(Type::string(), {str("b"), Value::null(Type::string())});
  CHECK(failure(call("join", {str(","), with_null})) == "#1: element 1 is null; cannot concatenate null values");
  CHECK(failure(call("join", {str(","), strings({"a"}), with_null})) ==
        "#2: element 1 of list 2 is null; cannot concatenate null values");
  CHECK(typed(call("sort", {strings({"b", "a", "B", "\u00e9"})})) ==
        "{\"value\":[\"B\",\"a\",\"b\",\"\u00e9\"],\"type\":[\"list\",\"string\"]}");
  CHECK(failure(call("sort", {with_null})) == "given list element 1 is null; a null string cannot be sorted");
  // An unknown element leaves the order unknown, not the length: as in the
  // reference, a list of as many unknown strings (its result is not null).
  Result<Value> partly = call("sort", {Value::list(Type::string(), {str("a"), Value::unknown(Type::string())})});
  REQUIRE(partly->is_known());
  CHECK(partly->length() == 2);
  CHECK_FALSE(partly->elements()[0].is_known());
}

TEST_CASE("regex: result shapes by capture groups, Go's error wording") {
  CHECK(typed(call("regex", {str("ab"), str("xabx")})) == R"({"value":"ab","type":"string"})");
  CHECK(typed(call("regex", {str("a(b)(c)?"), str("xabx")})) ==
        R"({"value":["b",null],"type":["tuple",["string","string"]]})");
  CHECK(typed(call("regex", {str("a(?P<x>b)(?P<y>c)?"), str("xabx")})) ==
        R"({"value":{"x":"b","y":null},"type":["object",{"x":"string","y":"string"}]})");
  CHECK(failure(call("regex", {str("a"), str("xyz")})) == "pattern did not match any part of the given string");
  CHECK(failure(call("regex", {str("("), str("x")})) == "#0: invalid regexp pattern: missing closing ) in (");
  CHECK(failure(call("regex", {str("a(?P<x>b)(c)"), str("abc")})) ==
        "#0: invalid regexp pattern: cannot mix both named and unnamed capture groups");
  CHECK(typed(call("regexall", {str("a(b)"), str("abab")})) ==
        R"({"value":[["b"],["b"]],"type":["list",["tuple",["string"]]]})");
  CHECK(typed(call("regexall", {str("a"), str("xyz")})) == R"({"value":[],"type":["list","string"]})");
  // An unknown pattern leaves even the type unknown.
  CHECK(call("regex", {Value::unknown(Type::string()), str("x")})->type() == Type::dynamic());
}

TEST_CASE("regexreplace expands Go's $ templates") {
  CHECK(typed(call("regexreplace", {str("hello"), str("l+"), str("[$0]")})) ==
        R"({"value":"he[ll]o","type":"string"})");
  CHECK(typed(call("regexreplace", {str("hello"), str("(l)"), str("[$1]")})) ==
        R"({"value":"he[l][l]o","type":"string"})");
  CHECK(typed(call("regexreplace", {str("hello"), str("l"), str("$$")})) == R"({"value":"he$$o","type":"string"})");
  CHECK(failure(call("regexreplace", {str("hello"), str("("), str("x")})) ==
        "error parsing regexp: missing closing ): `(`");
}

TEST_CASE("format: verbs, flags, widths, precision, argument indexes") {
  auto fmt = [](std::vector<Value> args) { return call("format", std::move(args)); };
  CHECK(typed(fmt({str("%v %v %v %v"), str("a"), num("1.5"), boolean(true), Value::null(Type::dynamic())})) ==
        R"({"value":"a 1.5 true null","type":"string"})");
  CHECK(typed(fmt({str("%b %d %o %x %X"), num(10), num(10), num(10), num(255), num(255)})) ==
        R"({"value":"1010 10 12 ff FF","type":"string"})");
  CHECK(typed(fmt({str("%e %E %f %g %G"), num("1234.5678"), num("1234.5678"), num("1234.5678"), num("1234.5678"),
                   num("1e21")})) ==
        R"({"value":"1.234568e+03 1.234568E+03 1234.567800 1234.5678 1E+21","type":"string"})");
  CHECK(typed(fmt({str("%5d|%-5d|%05d|%+d|% d"), num(1), num(2), num(3), num(4), num(5)})) ==
        R"({"value":"    1|2    |00003|+4| 5","type":"string"})");
  CHECK(typed(fmt({str("%+.3e|%08.3f|%+08.2f|% .1f"), num("1234.5"), num("-3.14159"), num("2.5"), num("0.25")})) ==
        R"({"value":"+1.234e+03|-003.142|+0002.50| 0.2","type":"string"})");
  CHECK(typed(fmt({str("%[2]s %[1]s"), str("a"), str("b")})) == R"({"value":"b a","type":"string"})");
  CHECK(typed(fmt({str("%05s|%-05s|"), str("ab"), str("cd")})) == R"({"value":"000ab|cd000|","type":"string"})");
  CHECK(typed(fmt({str("%6.2s|%-4s|"), str("h\u00e9llo"), str("\u00e9")})) ==
        "{\"value\":\"    h\u00e9|\u00e9   |\",\"type\":\"string\"}");
  CHECK(typed(fmt({str("%-#x|%#o|%#b|%#X"), num(255), num(8), num(5), num(255)})) ==
        R"({"value":"0xff|010|0b101|0XFF","type":"string"})");
  CHECK(typed(fmt({str("%.0d"), num(0)})) == R"({"value":"","type":"string"})");
  // Rounding applies to the exact binary value, not to its shortest decimal.
  CHECK(typed(fmt({str("%.2f"), num("2.675")})) == R"({"value":"2.67","type":"string"})");
  CHECK(typed(fmt({str("%.1f|%.1f|%.0f|%.0f"), num("0.25"), num("0.35"), num("0.5"), num("1.5")})) ==
        R"({"value":"0.2|0.3|0|2","type":"string"})");
  CHECK(typed(fmt({str("%q"), str("<&>\u2028")})) == R"({"value":"\"\\u003c\\u0026\\u003e\\u2028\"","type":"string"})");
  CHECK(failure(fmt({str("%d"), num("1.5")})) == R"(unsupported value for "%d" at 0: an integer is required)");
  CHECK(failure(fmt({str("%d")})) == R"(not enough arguments for "%d" at 0: need index 1 but have 0 total)");
  CHECK(failure(fmt({str("%d"), num(1), num(2)})) == "#2: too many arguments; only 1 used by format string");
  CHECK(failure(fmt({str("abc %%"), num(1)})) == "#1: too many arguments; no verbs in format string");
  CHECK(failure(fmt({str("%z"), num(1)})) == R"(unsupported format verb 'z' in "%z" at offset 0)");
  CHECK(failure(fmt({str("%*d"), num(5), num(1)})) == "unrecognized format character '*' at offset 1");
  CHECK(failure(fmt({str("abc%")})) == "invalid format string starting at offset 4");
  CHECK(failure(fmt({str("%s"), Value::null(Type::string())})) ==
        R"(unsupported value for "%s" at 0: null value cannot be formatted)");
  // Widths are bounded rather than allocated.
  CHECK_FALSE(fmt({str("%999999999999d"), num(1)}));
}

TEST_CASE("formatlist iterates lists and repeats the rest") {
  CHECK(typed(call("formatlist", {str("%s=%d"), str("x"), list({num(1), num(2)})})) ==
        R"({"value":["x=1","x=2"],"type":["list","string"]})");
  CHECK(failure(call("formatlist", {str("%s-%s"), strings({"a"}), strings({"b", "c"})})) ==
        "#2: argument 2 has length 2, which is inconsistent with argument 1 of length 1");
  CHECK(failure(call("formatlist", {str("%d"), strings({"a"})})) ==
        R"(error on format iteration 0: unsupported value for "%d" at 0: a number is required)");
}

}  // namespace hclc::stdlib_test
