// hcl::Spec: hcldec specs through the public API give what the reference's
// hcldec gives (value, --with-type, --var-refs, diagnostics), on cases of
// tests/conformance; the expected texts are the reference's output.

#include <doctest/doctest.h>

#include <hclc/eval_context.h>
#include <hclc/extensions.h>
#include <hclc/parser.h>
#include <hclc/spec.h>

#include <fstream>
#include <sstream>
#include <string>

namespace {

std::string read(const std::string& relative) {
  std::ifstream in(std::string(HCLC_SOURCE_DIR) + "/tests/conformance/" + relative, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

struct Decoded {
  hcl::Value value;
  hcl::Diagnostics diags;
};

// As `cd tests/conformance && hcldec --spec CASE.hcldec INPUT` runs it.
Decoded decode_case(const std::string& name, const std::string& input, hcl::Syntax syntax) {
  hcl::Parser parser;
  Decoded out;
  std::optional<hcl::Spec> spec = hcl::Spec::load(
      parser.parse(read(name + ".hcldec"), name + ".hcldec", hcl::Syntax::Native, out.diags), out.diags);
  REQUIRE(spec);
  hcl::File file = parser.parse(read(input), input, syntax, out.diags);
  out.value = spec->decode(file.body(), out.diags);
  return out;
}

}  // namespace

TEST_CASE("a block map by two labels, in the JSON syntax, as hcldec decodes it") {
  Decoded d = decode_case("json/labels", "json/labels.hcl.json", hcl::Syntax::Json);
  CHECK(d.diags.empty());
  CHECK(hcl::hcldec_json(d.value).value() ==
        R"({"resource":{"aws_instance":{"db":{"ami":"b"},"web":{"ami":"a"}},"null":{"x":{"ami":"c"}}}})");
  CHECK(
      hcl::hcldec_json(d.value, {.with_type = true}).value() ==
      R"({"type":["object",{"resource":["map",["map",["object",{"ami":"string"}]]]}],"value":{"resource":{"aws_instance":{"db":{"ami":"b"},"web":{"ami":"a"}},"null":{"x":{"ami":"c"}}}}})");
}

TEST_CASE("decoding diagnostics are hcldec's, with its ranges") {
  Decoded conversion = decode_case("spec/attr_conversion_error", "spec/attr_conversion_error.hcl", hcl::Syntax::Native);
  CHECK(hcl::render_json(conversion.diags) == R"({
  "diagnostics": [
    {
      "severity": "error",
      "summary": "Incorrect attribute value type",
      "detail": "Inappropriate value for attribute \"a\": a number is required.",
      "subject": {
        "filename": "spec/attr_conversion_error.hcl",
        "start": {
          "line": 1,
          "column": 5,
          "byte": 4
        },
        "end": {
          "line": 1,
          "column": 19,
          "byte": 18
        }
      }
    }
  ]
}
)");
  Decoded duplicate =
      decode_case("json/block_map_duplicate_labels", "json/block_map_duplicate_labels.hcl.json", hcl::Syntax::Json);
  REQUIRE(duplicate.diags.size() == 1);
  CHECK(duplicate.diags[0].summary == "Duplicate rule block");
  CHECK(duplicate.diags[0].detail ==
        "A block for rule \"web\" \"main\" was already defined. The rule labels must be unique.");
  CHECK(duplicate.diags[0].subject->to_string() == "json/block_map_duplicate_labels.hcl.json:4,22-23");
}

TEST_CASE("the spec's variables, the application's, and the references to them") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  std::optional<hcl::Spec> spec = hcl::Spec::load(parser.parse(R"(variables {
  base = 8000
}
object {
  attr "port" { type = number }
  attr "name" { type = string }
}
)",
                                                               "v.hcldec", hcl::Syntax::Native, diags),
                                                  diags);
  REQUIRE(spec);
  CHECK(spec->variables().at("base").same_as(hcl::Value::number(8000)));
  CHECK(spec->type().to_json() == R"(["object",{"name":"string","port":"number"}])");
  hcl::File input = parser.parse("port = base + offset\nname = \"api-${base}\"\n", "v.hcl", hcl::Syntax::Native, diags);
  REQUIRE(diags.empty());

  // hcldec --spec v.hcldec -V '{"offset": 80}' v.hcl
  hcl::Value value = spec->decode(input.body(), {{"offset", hcl::Value::number(80)}}, diags);
  CHECK(diags.empty());
  CHECK(hcl::hcldec_json(value).value() == R"({"name":"api-8000","port":8080})");

  // hcldec --spec v.hcldec v.hcl
  spec->decode(input.body(), diags);
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Unknown variable");
  CHECK(diags[0].detail == "There is no variable named \"offset\".");
  CHECK(diags[0].subject->to_string() == "v.hcl:1,15-21");

  // hcldec --spec v.hcldec --var-refs v.hcl
  std::vector<hcl::Traversal> refs = spec->referenced_variables(input.body());
  REQUIRE(refs.size() == 3);
  CHECK(refs[0].text() == "base");
  CHECK(refs[1].text() == "offset");
  CHECK(refs[2].range().to_string() == "v.hcl:2,15-19");
}

TEST_CASE("a spec in error, and a spec in the JSON syntax, give no spec") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  CHECK_FALSE(hcl::Spec::load(parser.parse("object {}\nobject {}\n", "two.hcldec", hcl::Syntax::Native, diags), diags));
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Extraneous spec block");

  hcl::Diagnostics json_diags;
  CHECK_FALSE(hcl::Spec::load(parser.parse("{}", "spec.json", hcl::Syntax::Json, json_diags), json_diags));
  REQUIRE(json_diags.size() == 1);
  CHECK(json_diags[0].summary == "Invalid spec file");
  CHECK(json_diags[0].detail ==
        "The spec file \"spec.json\" is in the JSON syntax; hcldec specs are written in the native syntax.");
}

TEST_CASE("--var-refs with dynamic blocks: for_each and labels references are listed, iterators are not") {
  // Go's dynblock.VariablesHCLDec is the model (the reference's hcldec has
  // no dynamic blocks): own iterator names, default or chosen, are in scope
  // in labels and content, outer ones in for_each too.
  const std::string spec_text = R"(object {
  block_map "service" {
    labels = ["name"]
    object {
      attr "image" { type = string }
      block_list "port" {
        attr {
          name = "number"
          type = number
        }
      }
    }
  }
})";
  const std::string config = R"(dynamic "service" {
  for_each = var.services
  labels   = ["${service.key}-${var.suffix}"]
  content {
    image = "${service.value}:${var.tag}"
    dynamic "port" {
      for_each = concat(service.value.ports, var.extra_ports)
      iterator = p
      content {
        number = p.value + local.offset + service.key
      }
    }
  }
}
dynamic "unrelated" {
  for_each = var.not_read
  content {}
}
)";
  hcl::Parser parser;
  hcl::Diagnostics diags;
  std::optional<hcl::Spec> spec =
      hcl::Spec::load(parser.parse(spec_text, "s.hcldec", hcl::Syntax::Native, diags), diags);
  REQUIRE(spec);
  hcl::Body body = parser.parse(config, "dyn.hcl", hcl::Syntax::Native, diags).body();
  REQUIRE(diags.empty());

  std::vector<std::string> texts;
  for (const hcl::Traversal& t : spec->referenced_variables(hcl::expand_dynamic_blocks(body, hcl::EvalContext())))
    texts.push_back(t.text());
  const std::vector<std::string> expected{"var.services", "var.suffix", "var.tag", "var.extra_ports", "local.offset"};
  CHECK(texts == expected);

  // Without the pack a `dynamic` block is an unsupported block: nothing is read.
  CHECK(spec->referenced_variables(body).empty());
}
