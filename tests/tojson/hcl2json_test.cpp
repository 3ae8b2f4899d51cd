// The hcl2json shape (`hclc json --hcl2json`, the npm package's parse) on
// small inputs. Each expected text is what @cdktf/hcl2json 0.21's parse gave
// for the same input (JSON.stringify of its result), except that numbers keep
// their source spelling (7.50, -1e3), which JavaScript reads as the same
// number; js/test compares the two on the whole corpus.

#include <doctest/doctest.h>

#include <string>

#include "source/source_file.h"
#include "syntax/parse.h"
#include "tojson/hcl2json.h"

namespace {

hclc::tojson::Hcl2JsonResult convert(const std::string& text) {
  hclc::SourceFile source("test.hcl", text);
  hclc::Diagnostics diags;
  hclc::ir::File file = hclc::parse_config(source, diags);
  REQUIRE_FALSE(diags.has_errors());
  return hclc::tojson::native_to_hcl2json(file, source.text());
}

std::string json(const std::string& text) {
  hclc::tojson::Hcl2JsonResult result = convert(text);
  REQUIRE_FALSE(result.error);
  return result.json;
}

std::string error(const std::string& text) {
  hclc::tojson::Hcl2JsonResult result = convert(text);
  REQUIRE(result.error);
  return result.error->message;
}

}  // namespace

TEST_CASE("hcl2json: literals, folded unary operators, sorted keys") {
  CHECK(json("a = 007.50\nb = -1e3\nc = true\nd = null\ne = !false\n") ==
        R"({"a":7.50,"b":-1e3,"c":true,"d":null,"e":true})");
  CHECK(json("c = -(5)\n") == R"({"c":"${-(5)}"})");
}

TEST_CASE("hcl2json: tuples and objects convert item by item") {
  CHECK(json("t = [a, 1, \"${b}\"]\no = { k = x, \"q\" = 1, (p) = 2, \"${r}\" = 3, s.t = 4, null = 5 }\n") ==
        R"({"o":{"${(p)}":2,"${r}":3,"k":"${x}","null":5,"q":1,"s.t":4},"t":["${a}",1,"${b}"]})");
}

TEST_CASE("hcl2json: templates keep escapes, fold literals and become directives") {
  CHECK(json("a = \"${1}\"\nb = \"x${1.50}y${true}z${null}\"\nc = \"$${x} %%{y}\"\nd = \"e\\u0301\"\n") ==
        "{\"a\":1,\"b\":\"x1.5ytrueznull\",\"c\":\"$${x} %%{y}\",\"d\":\"\xC3\xA9\"}");
  CHECK(json("a = \"pre ${c ? \"x\" : y}\"\nb = \"%{ if c }yes%{ endif }\"\nc = \"%{ for k, v in m }${k}%{ endfor "
             "}\"\n") ==
        R"({"a":"pre %{if c}x%{else}${y}%{endif}","b":"%{if c}yes%{endif}","c":"%{for k, v in m}${k}%{endfor}"})");
  CHECK(json("a = <<-EOT\n    x ${y}\n  EOT\nb = \"a ${~ x ~} b\"\n") == R"({"a":"x ${y}\n","b":"a${x}b"})");
}

TEST_CASE("hcl2json: blocks nest by label into arrays, and attributes replace blocks") {
  CHECK(json("r \"t\" \"n\" {\n  x = 1\n}\nr \"t\" \"n\" {}\nr \"t\" \"m\" {}\nb {}\n") ==
        R"({"b":[{}],"r":{"t":{"m":[{}],"n":[{"x":1},{}]}}})");
  CHECK(json("b {}\nb = 1\n") == R"({"b":1})");
}

TEST_CASE("hcl2json: what it cannot convert is its error") {
  CHECK(error("a {}\na \"l\" {}\n") ==
        "convert to HCL: convert file: convert body: convert block: Unable to convert Block to JSON: a.l");
  CHECK(error("a \"l\" {}\na {}\n") ==
        "convert to HCL: convert file: convert body: convert block: invalid HCL detected for \"a\" block, "
        "cannot have blocks with and without labels");
  CHECK(error("x = -true\n") ==
        "convert to HCL: convert file: convert body: convert expression: test.hcl:1,6-10: "
        "Invalid operand; Unsuitable value for unary operand: number required.");
  CHECK(error("x \"y\" {\n  a {}\n  a \"l\" {}\n}\n") ==
        "convert to HCL: convert file: convert body: convert block: convert body: convert block: "
        "Unable to convert Block to JSON: a.l");
}

namespace {

// As js/src/bridge.cpp reads getReferencesInExpression's argument.
std::string references(const std::string& text) {
  hclc::SourceFile source("main.tf", text);
  hclc::Diagnostics diags;
  hclc::ir::Expression expression =
      text.starts_with('"') ? hclc::parse_expression(source, diags) : hclc::parse_template(source, diags);
  REQUIRE_FALSE(diags.has_errors());
  std::string out;
  for (const hclc::tojson::Hcl2JsonReference& r : hclc::tojson::hcl2json_references(expression))
    out += r.value + "@" + std::to_string(r.start) + "-" + std::to_string(r.end) + " ";
  return out;
}

}  // namespace

TEST_CASE("hcl2json: references with byte offsets, as getReferencesInExpression") {
  CHECK(references("foo ${aws_instance.web.id} ${local.x[0]}") == "aws_instance.web.id@6-25 local.x.0@29-39 ");
  CHECK(references("${[for x in var.l : x.name]}") == "var.l@12-17 ");
  CHECK(references("${var.m[\"k\"].z}") == "var.m.\"k\".z@2-14 ");
  CHECK(references("${aws_instance.web[*].id}") == "aws_instance.web@2-18 ");
  CHECK(references("${\xC3\xA9}${var.z}") == "\xC3\xA9@2-4 var.z@7-12 ");
  CHECK(references("\"${var.q}\"") == "var.q@3-8 ");
  CHECK(references("line1\n${var.x}\nline3") == "var.x@8-13 ");
  CHECK(references("%{ for x in var.xs }${x}%{ endfor }") == "var.xs@12-18 ");
  CHECK(references("${var.a[count.index].b}") == "var.a@2-7 count.index@8-19 ");
  CHECK(references("var.a").empty());
}
