// hcl::body_value and hcl::body_source_value: bodies read without a schema,
// in python-hcl2's shape (blocks of one type as a tuple, labels as nested
// objects), evaluated or with their expressions kept as written.

#include <doctest/doctest.h>

#include <hclc/body_value.h>

#include <string>

namespace {

const char* const kNomad = R"(job "x" {
  datacenters = ["dc1"]
  group "g" {
    count = 2
    task "t" {
      driver = "docker"
      config {
        image = "nginx"
        ports = ["http"]
      }
    }
  }
})";

std::string json_of(const hcl::Value& value) {
  hcl::Result<std::string> json = value.to_json();
  REQUIRE(json);
  return json.value();
}

}  // namespace

TEST_CASE("a Nomad job: labels as nested objects, blocks as tuples, in both modes") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(kNomad, "job.nomad", hcl::Syntax::Native, diags);
  REQUIRE(diags.empty());
  const std::string expected =
      R"({"job":[{"x":{"datacenters":["dc1"],"group":[{"g":{"count":2,"task":[{"t":{"config":[{"image":"nginx",)"
      R"("ports":["http"]}],"driver":"docker"}}]}}]}}]})";
  hcl::EvalContext ctx;
  CHECK(json_of(hcl::body_value(file.body(), ctx, diags)) == expected);
  CHECK(json_of(hcl::body_source_value(file.body(), parser, diags)) == expected);
  CHECK(diags.empty());
}

TEST_CASE("repeated block types, several labels, heredocs, variables") {
  const char* const text = R"(region = var.region
name = "web-${var.env}"
script = <<EOT
echo hi
EOT
greeting = <<-EOT
  hello ${var.env}
  EOT
resource "aws_instance" "a" {
  ami = "x"
}
resource "aws_instance" "b" {
  tags { Name = var.env }
  tags { Name = "two" }
}
resource "aws_s3_bucket" "a" {}
)";
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(text, "main.tf", hcl::Syntax::Native, diags);
  REQUIRE(diags.empty());

  hcl::EvalContext ctx;
  ctx.set_variable("var",
                   hcl::Value::object({{"region", hcl::Value::string("eu")}, {"env", hcl::Value::string("prod")}}));
  // Object keys come in byte order (hcl::Value's), not in source order.
  CHECK(json_of(hcl::body_value(file.body(), ctx, diags)) ==
        R"({"greeting":"hello prod\n","name":"web-prod","region":"eu","resource":[{"aws_instance":{"a":{"ami":"x"}}},)"
        R"({"aws_instance":{"b":{"tags":[{"Name":"prod"},{"Name":"two"}]}}},{"aws_s3_bucket":{"a":{}}}],)"
        R"("script":"echo hi\n"})");
  // A quoted template keeps its text; so does a heredoc, its lines between the
  // markers (`<<-` removing their indentation).
  CHECK(json_of(hcl::body_source_value(file.body(), parser, diags)) ==
        R"({"greeting":"hello ${var.env}\n","name":"web-${var.env}",)"
        R"("region":"${var.region}","resource":[{"aws_instance":{"a":{"ami":"x"}}},)"
        R"({"aws_instance":{"b":{"tags":[{"Name":"${var.env}"},{"Name":"two"}]}}},{"aws_s3_bucket":{"a":{}}}],)"
        R"("script":"echo hi\n"})");
  CHECK(diags.empty());
}

TEST_CASE("a failing expression is null, with its diagnostic and range") {
  const char* const text = R"(ok = 1
bad = var.missing
block "l" {
  also_bad = 1 + "x"
}
)";
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(text, "bad.hcl", hcl::Syntax::Native, diags);
  REQUIRE(diags.empty());
  hcl::EvalContext ctx;
  CHECK(json_of(hcl::body_value(file.body(), ctx, diags)) ==
        R"({"bad":null,"block":[{"l":{"also_bad":null}}],"ok":1})");
  REQUIRE(diags.size() == 2);
  CHECK(diags[0].summary == "Variables not allowed");
  CHECK(diags[0].subject->to_string() == "bad.hcl:2,7-10");
  CHECK(diags[1].summary == "Invalid operand");
  CHECK(diags[1].detail == "Unsuitable value for right operand: a number is required.");
  CHECK(diags[1].subject->to_string() == "bad.hcl:4,18-21");

  // Kept as source, nothing is evaluated and nothing fails.
  hcl::Diagnostics source_diags;
  CHECK(json_of(hcl::body_source_value(file.body(), parser, source_diags)) ==
        R"({"bad":"${var.missing}","block":[{"l":{"also_bad":"${1 + \"x\"}"}}],"ok":1})");
  CHECK(source_diags.empty());
}

TEST_CASE("an argument and a block of one name") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse("a = 1\na {\n  b = 2\n}\n", "clash.hcl", hcl::Syntax::Native, diags);
  REQUIRE(diags.empty());
  hcl::EvalContext ctx;
  CHECK(json_of(hcl::body_value(file.body(), ctx, diags)) == R"({"a":1})");
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Argument and block with one name");
  CHECK(diags[0].subject->to_string() == "clash.hcl:2,1-2");
}

TEST_CASE("the JSON syntax: properties as attributes") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(R"({"region": "${var.region}", "job": {"x": {"count": 2}}})", "main.hcl.json",
                                hcl::Syntax::Json, diags);
  REQUIRE(diags.empty());
  hcl::EvalContext ctx;
  ctx.set_variable("var", hcl::Value::object({{"region", hcl::Value::string("eu")}}));
  CHECK(json_of(hcl::body_value(file.body(), ctx, diags)) == R"({"job":{"x":{"count":2}},"region":"eu"})");
  CHECK(json_of(hcl::body_source_value(file.body(), parser, diags)) ==
        R"({"job":{"x":{"count":2}},"region":"${var.region}"})");
  CHECK(diags.empty());
}

TEST_CASE("the README's example") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(
      "job \"x\" {\n  group \"g\" {\n    task \"t\" {\n      config {\n        image = \"nginx\"\n        ports = "
      "[\"http\"]\n      }\n    }\n  }\n}\n",
      "job.nomad", hcl::Syntax::Native, diags);
  hcl::EvalContext ctx;
  CHECK(json_of(hcl::body_value(file.body(), ctx, diags)) ==
        R"({"job":[{"x":{"group":[{"g":{"task":[{"t":{"config":[{"image":"nginx","ports":["http"]}]}}]}}]}}]})");
  CHECK(diags.empty());
}
