// hclc json's converter on small inputs. What each output means was checked
// with the reference hcldec (tests/tojson/cases holds the decoded round trips).

#include <doctest/doctest.h>

#include <string>

#include "source/source_file.h"
#include "syntax/parse.h"
#include "tojson/native_to_json.h"

namespace {

std::string convert(const std::string& text) {
  hclc::SourceFile source("test.hcl", text);
  hclc::Diagnostics diags;
  hclc::ir::File file = hclc::parse_config(source, diags);
  REQUIRE_FALSE(diags.has_errors());
  std::string json = hclc::tojson::native_to_json(file, source.text(), diags);
  REQUIRE_FALSE(diags.has_errors());
  return json;
}

}  // namespace

TEST_CASE("literals stay JSON values, numbers lose only their leading zeros") {
  CHECK(convert("a = 007.50\nb = -1e3\nc = true\nd = null\ne = \"s\"\n") ==
        "{\n  \"a\": 7.50,\n  \"b\": -1e3,\n  \"c\": true,\n  \"d\": null,\n  \"e\": \"s\"\n}\n");
  CHECK(convert("t = [1, \"x\", [false]]\no = { k = 1, \"q k\" = [] }\n") ==
        "{\n  \"t\": [\n    1,\n    \"x\",\n    [false]\n  ],\n  \"o\": {\n    \"k\": 1,\n    \"q k\": []\n  }\n}\n");
}

TEST_CASE("other expressions are interpolations of their source") {
  CHECK(convert("a = var.x + 1\nb = [var.y]\nc = \"${x}\"\n") ==
        "{\n  \"a\": \"${var.x + 1}\",\n  \"b\": \"${[var.y]}\",\n  \"c\": \"${x}\"\n}\n");
  // A repeated key is the last value natively but an error in JSON.
  CHECK(convert("o = { a = 1, a = 2 }\n") == "{\n  \"o\": \"${{ a = 1, a = 2 }}\"\n}\n");
  // A heredoc's closing marker must end its line.
  CHECK(convert("h = f(1, <<EOT\nx\nEOT\n)\ng = [<<EOT\ny\nEOT\n, 2][0]\n") ==
        "{\n  \"h\": \"${f(1, <<EOT\\nx\\nEOT\\n)}\",\n  \"g\": \"${[<<EOT\\ny\\nEOT\\n, 2][0]}\"\n}\n");
}

TEST_CASE("templates keep their text, literal ${ and %{ are escaped") {
  CHECK(convert("a = \"$${x} %%{y} ${z}\"\n") == "{\n  \"a\": \"$${x} %%{y} ${z}\"\n}\n");
  // A literal `$` right before `${` is given as a string, not as `$${`.
  CHECK(convert("a = \"US$$ ${~x}\"\n") == "{\n  \"a\": \"US${\\\"$$\\\"}${x}\"\n}\n");
  CHECK(convert("a = \"%{ if c }y%%{ else }n%{ endif }\"\n") == "{\n  \"a\": \"%{ if c }y%%{ else }n%{ endif }\"\n}\n");
  CHECK(convert("a = <<EOT\n%{ for k, v in m ~}\n${k}\n%{ endfor }\nEOT\n") ==
        "{\n  \"a\": \"%{ for k, v in m }${k}\\n%{ endfor }\\n\"\n}\n");
  // One interpolation left alone by strip markers is still a string.
  CHECK(convert("a = \" ${~5}\"\nb = <<EOT\n${5~}\nEOT\n") == "{\n  \"a\": \" ${~5}\",\n  \"b\": \" ${~5}\"\n}\n");
  // Nested strings holding template sequences keep the whole value an expression.
  CHECK(convert("a = [\"$${x}\"]\n") == "{\n  \"a\": \"${[\\\"$${x}\\\"]}\"\n}\n");
}

TEST_CASE("blocks nest by label, repeated type and labels become arrays") {
  CHECK(convert("b \"x\" \"y\" {\n  v = 1\n}\nb \"x\" \"z\" {}\nb \"x\" \"z\" {}\n") ==
        "{\n  \"b\": {\n    \"x\": {\n      \"y\": {\n        \"v\": 1\n      },\n      \"z\": [\n        {},\n"
        "        {}\n      ]\n    }\n  }\n}\n");
  // A label that comes back after another one starts a new object.
  CHECK(convert("b \"x\" {}\nb \"y\" {}\nb \"x\" {}\n") ==
        "{\n  \"b\": [\n    {\n      \"x\": {},\n      \"y\": {}\n    },\n    {\n      \"x\": {}\n    }\n  ]\n}\n");
}

TEST_CASE("the root keeps block order across types with an array of objects") {
  CHECK(convert("a {}\nb {}\na {}\n") == "[\n  {\n    \"a\": {},\n    \"b\": {}\n  },\n  {\n    \"a\": {}\n  }\n]\n");
  CHECK(convert("a {}\nx = 1\na {}\n") == "{\n  \"a\": [\n    {},\n    {}\n  ],\n  \"x\": 1\n}\n");
  CHECK(convert("x = 1\nx {}\n") == "[\n  {\n    \"x\": 1\n  },\n  {\n    \"x\": {}\n  }\n]\n");
}

TEST_CASE("a block's body repeats a name where its order needs it") {
  CHECK(convert("g {\n  a {}\n  b {}\n  a {}\n}\n") ==
        "{\n  \"g\": {\n    \"a\": {},\n    \"b\": {},\n    \"a\": {}\n  }\n}\n");
}

TEST_CASE("Terraform's JSON conventions: types and references as their text") {
  // A variable's type is read by Terraform as a type expression in a string.
  CHECK(convert("variable \"v\" {\n  type = list(string)\n}\n") ==
        "{\n  \"variable\": {\n    \"v\": {\n      \"type\": \"list(string)\"\n    }\n  }\n}\n");
  // References: depends_on, provider, lifecycle lists, a module's providers.
  CHECK(
      convert("resource \"a\" \"b\" {\n  provider = aws.west\n  depends_on = [aws_vpc.x, module.m]\n"
              "  lifecycle {\n    ignore_changes = [tags]\n    replace_triggered_by = [null_resource.r[count.index]]\n"
              "  }\n}\n") ==
      "{\n  \"resource\": {\n    \"a\": {\n      \"b\": {\n        \"provider\": \"aws.west\",\n"
      "        \"depends_on\": [\"aws_vpc.x\", \"module.m\"],\n        \"lifecycle\": {\n"
      "          \"ignore_changes\": [\"tags\"],\n          \"replace_triggered_by\": "
      "[\"null_resource.r[count.index]\"]\n"
      "        }\n      }\n    }\n  }\n}\n");
  CHECK(convert("module \"m\" {\n  providers = { aws = aws.west }\n}\n") ==
        "{\n  \"module\": {\n    \"m\": {\n      \"providers\": {\n        \"aws\": \"aws.west\"\n      }\n    }\n  "
        "}\n}\n");
  CHECK(convert("resource \"a\" \"b\" {\n  lifecycle {\n    ignore_changes = all\n  }\n}\n")
            .find("\"ignore_changes\": \"all\"") != std::string::npos);
  // Names read as keywords: a dynamic block's iterator, a provisioner's when
  // and on_failure, terraform's experiments.
  CHECK(convert("dynamic \"rule\" {\n  for_each = x\n  iterator = r\n  content {}\n}\n").find("\"iterator\": \"r\"") !=
        std::string::npos);
  const std::string provisioner = convert(
      "resource \"a\" \"b\" {\n  provisioner \"local-exec\" {\n    when = destroy\n    on_failure = continue\n"
      "  }\n}\n");
  CHECK(provisioner.find("\"when\": \"destroy\"") != std::string::npos);
  CHECK(provisioner.find("\"on_failure\": \"continue\"") != std::string::npos);
  CHECK(convert("terraform {\n  experiments = [example]\n}\n").find("\"experiments\": [\"example\"]") !=
        std::string::npos);
  // Elsewhere, or of another shape, the usual conversion.
  CHECK(convert("type = number\n") == "{\n  \"type\": \"${number}\"\n}\n");
  CHECK(convert("iterator = r\n") == "{\n  \"iterator\": \"${r}\"\n}\n");
  CHECK(convert("resource \"a\" \"b\" {\n  depends_on = concat([x.y])\n}\n").find("\"${concat([x.y])}\"") !=
        std::string::npos);
}
