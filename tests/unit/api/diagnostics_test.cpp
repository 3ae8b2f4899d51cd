// hcl::Diagnostics and its renderers: text quoting the source (for files the
// parser read), the reference hcldec's JSON, and an application's own errors.

#include <doctest/doctest.h>

#include <hclc/diagnostics.h>
#include <hclc/parser.h>

#include <string>

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST_CASE("text with the source line and the subject underlined") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse("name = \"api\"\nprot = 80\n", "svc.hcl", hcl::Syntax::Native, diags);
  file.body().content({.attributes = {{"name"}, {"port"}}}, diags);
  REQUIRE(diags.size() == 1);

  std::string text = hcl::render_text(diags, parser);
  CHECK(contains(text, "Error: Unsupported argument\n"));
  CHECK(contains(text, "  on svc.hcl line 2:\n"));
  CHECK(contains(text, "prot = 80"));
  CHECK(contains(text, "^^^^"));
  CHECK(contains(text, "Did you mean \"port\"?"));
  CHECK_FALSE(contains(text, "\x1b["));
  CHECK(contains(hcl::render_text(diags, parser, {.color = true}), "\x1b["));

  std::string bare = hcl::render_text(diags);
  CHECK(contains(bare, "  on svc.hcl line 2:\n"));
  CHECK_FALSE(contains(bare, "prot = 80"));
}

TEST_CASE("JSON as the reference's hcldec writes it") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  parser.parse_expression("1 +", "e.hcl", diags);
  REQUIRE(diags.has_errors());
  std::string json = hcl::render_json(diags);
  CHECK(json.rfind("{\n  \"diagnostics\": [\n", 0) == 0);
  CHECK(contains(json, "\"severity\": \"error\""));
  CHECK(contains(json, "\"filename\": \"e.hcl\""));
}

TEST_CASE("JSON files: the text names the property a problem is in") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(R"({"service": {"api": {"prot": 80}}})", "svc.hcl.json", hcl::Syntax::Json, diags);
  hcl::BodyContent content = file.body().content({.blocks = {{"service", {"name"}}}}, diags);
  content.blocks.at(0).body.content({.attributes = {{"port"}}}, diags);
  REQUIRE(diags.size() == 1);
  CHECK(contains(hcl::render_text(diags, parser), "  on svc.hcl.json line 1, in service.api:\n"));
}

TEST_CASE("an application's own diagnostics render like any other") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse("replicas = 500\n", "svc.hcl", hcl::Syntax::Native, diags);
  std::vector<hcl::Attribute> attrs = file.body().just_attributes(diags);
  // Rendered through the ApplicationDiagnostic kind.
  diags.add_error("Too many replicas", "At most 100 replicas are allowed.", attrs.at(0).expr.range());
  diags.add({.severity = hcl::Severity::Warning, .summary = "Deprecated"});
  CHECK(diags.has_errors());
  std::string text = hcl::render_text(diags, parser);
  CHECK(contains(text, "Error: Too many replicas\n\n  on svc.hcl line 1:\n"));
  CHECK(contains(text, "replicas = 500"));
  CHECK(contains(text, "Warning: Deprecated\n"));
  CHECK(attrs.at(0).expr.range().to_string() == "svc.hcl:1,12-15");
  CHECK(contains(hcl::render_json(diags), "\"severity\": \"warning\""));
}

}  // namespace
