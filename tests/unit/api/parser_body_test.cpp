// hcl::Parser, hcl::File and hcl::Body: both syntaxes, schemas, partial
// content, attributes only, merged files.

#include <doctest/doctest.h>

#include <hclc/parser.h>

#include <string>

namespace {

const char* const kNative = R"(
region = "eu"
service "api" "v1" {
  port = 8080
}
service "web" "v2" {
  port = 80
}
)";

const char* const kJson = R"({
  "region": "eu",
  "service": {"api": {"v1": {"port": 8080}}, "web": {"v2": {"port": 80}}}
})";

const hcl::BodySchema kSchema{.attributes = {{"region", true}}, .blocks = {{"service", {"name", "version"}}}};

void check_content(const hcl::BodyContent& content) {
  REQUIRE(content.attribute("region") != nullptr);
  hcl::Diagnostics diags;
  CHECK(*content.attribute("region")->expr.value(diags).as_string() == "eu");
  REQUIRE(content.blocks.size() == 2);
  CHECK(content.blocks[1].labels == std::vector<std::string>{"web", "v2"});
  hcl::BodyContent inner = content.blocks[0].body.content({.attributes = {{"port"}}}, diags);
  CHECK(*inner.attribute("port")->expr.value(diags).as_int64() == 8080);
  CHECK(diags.empty());
}

TEST_CASE("the same body in the native and the JSON syntax") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File native = parser.parse(kNative, "main.hcl", hcl::Syntax::Native, diags);
  hcl::File json = parser.parse(kJson, "main.hcl.json", hcl::Syntax::Json, diags);
  REQUIRE(diags.empty());
  CHECK(native.syntax() == hcl::Syntax::Native);
  CHECK(json.filename() == "main.hcl.json");
  check_content(native.body().content(kSchema, diags));
  check_content(json.body().content(kSchema, diags));
  CHECK(diags.empty());
  CHECK(parser.files().size() == 2);

  hcl::BodyContent content = native.body().content(kSchema, diags);
  const hcl::Block& api = content.blocks[0];
  CHECK(api.def_range.to_string() == "main.hcl:3,1-19");
  CHECK(api.label_ranges[1].start.column == 15);
  CHECK(content.blocks_of_type("service").size() == 2);
}

TEST_CASE("the syntax is chosen by the file name") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File json = parser.parse_file(HCLC_SOURCE_DIR "/examples/embed/service.hcl.json", diags);
  hcl::File native = parser.parse_file(HCLC_SOURCE_DIR "/examples/embed/service.hcl", diags);
  CHECK(diags.empty());
  CHECK(json.syntax() == hcl::Syntax::Json);
  CHECK(native.syntax() == hcl::Syntax::Native);

  hcl::File missing = parser.parse_file("/nonexistent/x.hcl", diags);
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Failed to read file");
  CHECK(diags[0].detail == "The configuration file \"/nonexistent/x.hcl\" could not be read.");
  CHECK(missing.body().just_attributes(diags).empty());
}

TEST_CASE("content reports what the schema does not name, partial content keeps it") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse("regoin = 1\nextra = 2\n", "main.hcl", hcl::Syntax::Native, diags);
  hcl::BodyContent content = file.body().content({.attributes = {{"region", true}}}, diags);
  REQUIRE(diags.size() == 3);
  CHECK(diags[0].summary == "Missing required argument");
  CHECK(diags[1].summary == "Unsupported argument");
  CHECK(diags[1].detail == "An argument named \"regoin\" is not expected here. Did you mean \"region\"?");
  CHECK(diags.has_errors());

  hcl::Diagnostics partial_diags;
  hcl::PartialContent partial = file.body().partial_content({.attributes = {{"extra"}}}, partial_diags);
  CHECK(partial_diags.empty());
  CHECK(partial.content.attribute("extra") != nullptr);
  std::vector<hcl::Attribute> rest = partial.remain.just_attributes(partial_diags);
  REQUIRE(rest.size() == 1);
  CHECK(rest[0].name == "regoin");
  CHECK(rest[0].name_range.to_string() == "main.hcl:1,1-7");
}

TEST_CASE("merged files: blocks concatenate, an attribute may be set once") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File a = parser.parse("x = 1\nb {}\n", "a.hcl", hcl::Syntax::Native, diags);
  hcl::File b = parser.parse(R"({"b": {}, "y": 2})", "b.hcl.json", hcl::Syntax::Json, diags);
  hcl::BodyContent merged =
      hcl::merge_files({a, b}).content({.attributes = {{"x"}, {"y"}}, .blocks = {{"b", {}}}}, diags);
  CHECK(diags.empty());
  CHECK(merged.blocks.size() == 2);
  CHECK(merged.attributes.size() == 2);

  hcl::File first = parser.parse("x = 3\n", "c.hcl", hcl::Syntax::Native, diags);
  hcl::File again = parser.parse("x = 4\n", "d.hcl", hcl::Syntax::Native, diags);
  hcl::merge_files({first, again}).just_attributes(diags);
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Duplicate argument");
  CHECK(diags[0].detail == "Argument \"x\" was already set at c.hcl:1,1-2");
}

TEST_CASE("a syntax error leaves a usable, empty body") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse("x = = 1\n", "bad.hcl", hcl::Syntax::Native, diags);
  CHECK(diags.has_errors());
  hcl::Diagnostics more;
  CHECK(file.body().just_attributes(more).empty());
  hcl::File json = parser.parse("{\"x\": }", "bad.json", hcl::Syntax::Json, diags);
  CHECK(json.body().just_attributes(more).empty());
  CHECK(more.empty());
}

}  // namespace
