#include "tests/unit/stdlib/stdlib_test_util.h"

namespace hclc::stdlib_test {

TEST_CASE("jsonencode and jsondecode") {
  CHECK(typed(call("jsonencode", {str("<&>")})) == R"({"value":"\"\\u003c\\u0026\\u003e\"","type":"string"})");
  CHECK(typed(call("jsonencode", {Value::null(Type::dynamic())})) == R"({"value":"null","type":"string"})");
  CHECK_FALSE(call("jsonencode", {Value::tuple({Value::unknown(Type::number())})})->is_known());
  CHECK(typed(call("jsondecode", {str(R"({"a":[1,true,null]})")})) ==
        R"({"value":{"a":[1,true,null]},"type":["object",{"a":["tuple",["number","bool","dynamic"]]}]})");
  CHECK(failure(call("jsondecode", {str("[")})) == "EOF");
  CHECK(failure(call("jsondecode", {str("1 2")})) == "extraneous data after JSON object");
  CHECK(call("jsondecode", {Value::unknown(Type::string())})->type() == Type::dynamic());
}

TEST_CASE("csvdecode reads RFC 4180 as Go's encoding/csv does") {
  CHECK(typed(call("csvdecode", {str("a,b\n1,2\n3,4")})) ==
        R"({"value":[{"a":"1","b":"2"},{"a":"3","b":"4"}],"type":["list",["object",{"a":"string","b":"string"}]]})");
  CHECK(typed(call("csvdecode", {str("\"a\"\"b\",c\n\"x\ny\",2\n")})) ==
        R"({"value":[{"a\"b":"x\ny","c":"2"}],"type":["list",["object",{"a\"b":"string","c":"string"}]]})");
  CHECK(typed(call("csvdecode", {str("a\n")})) == R"({"value":[],"type":["list",["object",{"a":"string"}]]})");
  CHECK(failure(call("csvdecode", {str("a,b\n1")})) == "CSV parse error on line 2: wrong number of fields");
  CHECK(failure(call("csvdecode", {str("")})) == "missing header line");
  CHECK(failure(call("csvdecode", {str("a,a\n1,2")})) == R"(duplicate column name "a")");
  // Column names are compared as the attribute names they become (NFC).
  CHECK(failure(call("csvdecode", {str("\u00e9,e\u0301\n1,2")})).starts_with("duplicate column name"));
  CHECK(failure(call("csvdecode", {str("a,b\n1,\"2")})) ==
        R"(CSV parse error on line 2: extraneous or missing " in quoted-field)");
}

TEST_CASE("formatdate: the reference's layout language and RFC 3339 errors") {
  CHECK(
      typed(call("formatdate", {str("YYYY YY MMMM MMM MM M DD D EEEE EEE hh h HH H mm m ss s ZZZZZ ZZZZ ZZZ Z AA aa"),
                                str("2006-01-02T15:04:05.123+07:30")})) ==
      R"({"value":"2006 06 January Jan 01 1 02 2 Monday Mon 15 15 03 3 04 4 05 5 +07:30 +0730 +0730 +07:30 PM pm","type":"string"})");
  CHECK(typed(call("formatdate", {str("ZZZ ZZZZ Z"), str("2006-01-02T03:04:05-00:00")})) ==
        R"({"value":"UTC +0000 Z","type":"string"})");
  CHECK(typed(call("formatdate", {str("'lit''x' YYYY"), str("2006-01-02T03:04:05Z")})) ==
        R"({"value":"lit'x 2006","type":"string"})");
  CHECK(failure(call("formatdate", {str("YYY"), str("2006-01-02T03:04:05Z")})) ==
        R"(#0: invalid date format verb "YYY": year must either be "YY" or "YYYY")");
  CHECK(failure(call("formatdate", {str("'abc"), str("2006-01-02T03:04:05Z")})) == "#0: unterminated literal '");
  CHECK(failure(call("formatdate", {str("YYYY"), str("2006-01-02")})) ==
        "#1: not a valid RFC3339 timestamp: missing required time introducer 'T'");
  CHECK(failure(call("formatdate", {str("YYYY"), str("2006-13-02T03:04:05Z")})) ==
        R"(#1: not a valid RFC3339 timestamp: cannot use "-02T03:04:05Z" as month)");
  CHECK(failure(call("formatdate", {str("YYYY"), str("2006-02-30T03:04:05Z")})) ==
        "#1: not a valid RFC3339 timestamp: day out of range");
  CHECK(failure(call("formatdate", {str("YYYY"), str("")})) ==
        "#1: not a valid RFC3339 timestamp: end of string before year");
  // Current cty: checks the layout cannot make, after the parse, in this order.
  auto parse_failure = [](const char* timestamp) { return failure(call("formatdate", {str("YYYY"), str(timestamp)})); };
  CHECK(parse_failure("2006-01-02T3:04:05,5+24:00") ==
        "#1: not a valid RFC3339 timestamp: hour must have exactly two digits");
  CHECK(parse_failure("2006-01-02T03:04:05,5+24:00") ==
        R"(#1: not a valid RFC3339 timestamp: cannot use "," as timestamp segment)");
  CHECK(parse_failure("2006-01-02T03:04:05+01:60") ==
        R"(#1: not a valid RFC3339 timestamp: cannot use "+01:60" as UTC offset)");
  CHECK(parse_failure("2006-01-32T3:04:05Z") == "#1: not a valid RFC3339 timestamp: day out of range");
  CHECK(parse_failure("2006-01-02T03:04:05+24:00x") ==
        R"(#1: not a valid RFC3339 timestamp: cannot use "x" as timestamp segment)");
  // ... and its own wording for the hour and the minute.
  CHECK(parse_failure("2006-01-02T24:00:00Z") ==
        "#1: not a valid RFC3339 timestamp: hour must be between 0 and 23 inclusive");
  CHECK(parse_failure("2006-01-02T03:60:00Z") ==
        "#1: not a valid RFC3339 timestamp: minute must have exactly two digits");
  CHECK(parse_failure("20a6-01-02T03:04:05Z") ==
        R"(#1: not a valid RFC3339 timestamp: cannot use "-01-02T03:04:05Z" as year)");
}

TEST_CASE("timeadd: Go durations, output in the timestamp's offset") {
  CHECK(typed(call("timeadd", {str("2006-01-02T03:04:05Z"), str("1h30m")})) ==
        R"({"value":"2006-01-02T04:34:05Z","type":"string"})");
  CHECK(typed(call("timeadd", {str("2006-01-02T03:04:05.5+07:30"), str("1s")})) ==
        R"({"value":"2006-01-02T03:04:06+07:30","type":"string"})");
  CHECK(typed(call("timeadd", {str("2006-01-02T03:04:05Z"), str("9223372036854775807ns")})) ==
        R"({"value":"2298-04-13T02:51:21Z","type":"string"})");
  CHECK(typed(call("timeadd", {str("9999-12-31T23:59:59Z"), str("1s")})) ==
        R"({"value":"10000-01-01T00:00:00Z","type":"string"})");
  CHECK(failure(call("timeadd", {str("2006-01-02T03:04:05Z"), str("1d")})) ==
        R"(time: unknown unit "d" in duration "1d")");
  CHECK(failure(call("timeadd", {str("2006-01-02T03:04:05Z"), str("1")})) == R"(time: missing unit in duration "1")");
  CHECK(failure(call("timeadd", {str("2006-01-02T03:04:05Z"), str("9223372036854775808ns")})) ==
        R"(time: invalid duration "9223372036854775808ns")");
}

TEST_CASE("conversion functions") {
  CHECK(typed(call("tolist", {tuple({num(1), str("a")})})) == R"({"value":["1","a"],"type":["list","string"]})");
  CHECK(failure(call("tolist", {tuple({num(1), boolean(true)})})) ==
        "#0: cannot convert tuple to list of any single type");
  CHECK(failure(call("tonumber", {str("x")})) ==
        R"(#0: cannot convert "x" to number; given string must be a decimal representation of a number)");
  CHECK(failure(call("tobool", {str("yes")})) ==
        R"(#0: cannot convert "yes" to bool; only the strings "true" or "false" are allowed)");
  CHECK(failure(call("tonumber", {boolean(true)})) == "#0: cannot convert bool to number");
  // A null, typed or not, becomes a null of the type asked for (the
  // reference: `tostring(null)` and `tostring(convert(null, number))` are
  // null strings, `tolist(null)` a null list of dynamic).
  Result<Value> untyped = call("tostring", {Value::null(Type::dynamic())});
  CHECK(untyped->is_null());
  CHECK(untyped->type() == Type::string());
  Result<Value> untyped_list = call("tolist", {Value::null(Type::dynamic())});
  CHECK(untyped_list->is_null());
  CHECK(untyped_list->type() == Type::list(Type::dynamic()));
  Result<Value> typed_null = call("tostring", {Value::null(Type::number())});
  CHECK(typed_null->is_null());
  CHECK(typed_null->type() == Type::string());
  CHECK(typed(call("toset", {tuple({num(1), num(1)})})) == R"({"value":[1],"type":["set","number"]})");
}

TEST_CASE("the table holds every function of the brief") {
  for (const char* name : {"abs",
                           "ceil",
                           "floor",
                           "log",
                           "pow",
                           "signum",
                           "parseint",
                           "min",
                           "max",
                           "int",
                           "chomp",
                           "format",
                           "formatlist",
                           "indent",
                           "join",
                           "lower",
                           "upper",
                           "regex",
                           "regexall",
                           "regexreplace",
                           "replace",
                           "split",
                           "strrev",
                           "substr",
                           "title",
                           "trim",
                           "trimprefix",
                           "trimsuffix",
                           "trimspace",
                           "strlen",
                           "chunklist",
                           "coalesce",
                           "coalescelist",
                           "compact",
                           "concat",
                           "contains",
                           "distinct",
                           "element",
                           "flatten",
                           "index",
                           "keys",
                           "length",
                           "lookup",
                           "merge",
                           "range",
                           "reverse",
                           "setintersection",
                           "setproduct",
                           "setsubtract",
                           "setsymmetricdifference",
                           "setunion",
                           "sethaselement",
                           "slice",
                           "sort",
                           "values",
                           "zipmap",
                           "hasindex",
                           "csvdecode",
                           "jsondecode",
                           "jsonencode",
                           "formatdate",
                           "timeadd",
                           "tostring",
                           "tonumber",
                           "tobool",
                           "tolist",
                           "toset",
                           "tomap"}) {
    CHECK_MESSAGE(table().find(name) != nullptr, name);
  }
  CHECK(table().size() == 68);
}

}  // namespace hclc::stdlib_test
