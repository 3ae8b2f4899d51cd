// The opt-in packs (hclc/extensions.h): dynamic blocks through every way of
// reading a body, and the Terraform function pack with Terraform's documented
// examples and errors.

#include <doctest/doctest.h>

#include <hclc/body.h>
#include <hclc/body_value.h>
#include <hclc/eval_context.h>
#include <hclc/extensions.h>
#include <hclc/parser.h>

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace {

// --- dynamic blocks -------------------------------------------------------------

const hcl::BodySchema kRootSchema{.attributes = {}, .blocks = {{"setting", {"name"}}, {"static", {}}}};
const hcl::BodySchema kSettingSchema{.attributes = {{"value", true}}, .blocks = {{"rule", {}}}};
const hcl::BodySchema kRuleSchema{.attributes = {{"port", true}}, .blocks = {}};

hcl::File parse(hcl::Parser& parser, const std::string& text, const std::string& name = "main.hcl") {
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(text, name, name.ends_with(".json") ? hcl::Syntax::Json : hcl::Syntax::Native, diags);
  REQUIRE(diags.empty());
  return file;
}

hcl::EvalContext variables_context() {
  hcl::EvalContext ctx;
  ctx.set_variable("ports",
                   hcl::Value::object({{"http", hcl::Value::tuple({hcl::Value::number(80), hcl::Value::number(8080)})},
                                       {"ssh", hcl::Value::tuple({hcl::Value::number(22)})}}));
  ctx.add_standard_functions();
  return ctx;
}

// "name=value[port,port]" per setting block.
std::string describe(const hcl::BodyContent& content, const hcl::EvalContext& ctx, hcl::Diagnostics& diags) {
  std::string out;
  for (const hcl::Block* setting : content.blocks_of_type("setting")) {
    hcl::BodyContent inner = setting->body.content(kSettingSchema, diags);
    out +=
        setting->labels.at(0) + "=" + inner.attribute("value")->expr.value(ctx, diags).as_string().value_or("?") + "[";
    for (const hcl::Block* rule : inner.blocks_of_type("rule")) {
      hcl::BodyContent r = rule->body.content(kRuleSchema, diags);
      out += std::to_string(r.attribute("port")->expr.value(ctx, diags).as_int64().value_or(-1)) + ",";
    }
    out += "] ";
  }
  return out;
}

constexpr const char* kNested = R"(
setting "fixed" {
  value = "f"
}
dynamic "setting" {
  for_each = ports
  iterator = svc
  labels   = [svc.key]
  content {
    value = upper(svc.key)
    dynamic "rule" {
      for_each = svc.value
      content {
        port = rule.value + svc.value[0]
      }
    }
  }
}
static {}
)";

TEST_CASE("dynamic blocks: nested, with iterators, labels, and static blocks kept in order") {
  hcl::Parser parser;
  hcl::File file = parse(parser, kNested);
  hcl::EvalContext ctx = variables_context();
  hcl::Body body = hcl::expand_dynamic_blocks(file.body(), ctx);
  hcl::Diagnostics diags;
  hcl::BodyContent content = body.content(kRootSchema, diags);
  CHECK(describe(content, ctx, diags) == "fixed=f[] http=HTTP[160,8160,] ssh=SSH[44,] ");
  CHECK(diags.empty());
  REQUIRE(content.blocks.size() == 4);
  CHECK(content.blocks[3].type == "static");
  CHECK(content.blocks[1].label_ranges.at(0).to_string() == "main.hcl:8,15-22");  // the label's expression

  // The iterator is the block's, not the caller's: not among its variables.
  hcl::BodyContent http = content.blocks[1].body.content(kSettingSchema, diags);
  CHECK(http.attribute("value")->expr.variables().empty());
}

TEST_CASE("dynamic blocks: without the wrapper, a dynamic block is just an unsupported block") {
  hcl::Parser parser;
  hcl::File file = parse(parser, kNested);
  hcl::Diagnostics diags;
  file.body().content(kRootSchema, diags);
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Unsupported block type");
  CHECK(diags[0].detail == "Blocks of type \"dynamic\" are not expected here.");
}

TEST_CASE("dynamic blocks: partial content expands what the schema names and leaves the rest") {
  hcl::Parser parser;
  hcl::File file = parse(parser, R"(
name = "x"
dynamic "setting" {
  for_each = ["a", "b"]
  labels   = [setting.value]
  content { value = setting.key }
}
dynamic "other" {
  for_each = [1]
  content { n = other.value }
}
)");
  hcl::EvalContext ctx = variables_context();
  hcl::Body body = hcl::expand_dynamic_blocks(file.body(), ctx);
  hcl::Diagnostics diags;
  hcl::PartialContent partial = body.partial_content({.attributes = {}, .blocks = {{"setting", {"name"}}}}, diags);
  CHECK(diags.empty());
  REQUIRE(partial.content.blocks.size() == 2);
  CHECK(partial.content.blocks[1].labels == std::vector<std::string>{"b"});
  hcl::BodyContent b = partial.content.blocks[1].body.content(kSettingSchema, diags);
  CHECK(*b.attribute("value")->expr.value(ctx, diags).as_int64() == 1);

  // The remainder holds the attribute and the other dynamic block, not the settings.
  hcl::BodyContent rest = partial.remain.content({.attributes = {{"name", true}}, .blocks = {{"other", {}}}}, diags);
  CHECK(diags.empty());
  CHECK(rest.attribute("name"));
  REQUIRE(rest.blocks.size() == 1);
  hcl::BodyContent other = rest.blocks[0].body.content({.attributes = {{"n", true}}, .blocks = {}}, diags);
  CHECK(*other.attribute("n")->expr.value(ctx, diags).as_int64() == 1);
  CHECK(diags.empty());

  // Read whole, the unexpected dynamic block is reported at its type label.
  hcl::Diagnostics strict;
  body.content({.attributes = {{"name", false}}, .blocks = {{"setting", {"name"}}}}, strict);
  REQUIRE(strict.size() == 1);
  CHECK(strict[0].summary == "Unsupported block type");
  CHECK(strict[0].detail == "Blocks of type \"other\" are not expected here.");
  CHECK(strict[0].subject->to_string() == "main.hcl:8,9-16");
}

TEST_CASE("dynamic blocks: the JSON syntax") {
  hcl::Parser parser;
  hcl::File file = parse(parser, R"({
  "dynamic": {
    "setting": {
      "for_each": "${ports}",
      "labels": ["${setting.key}"],
      "content": {"value": "${setting.key}-${length(setting.value)}"}
    }
  }
})",
                         "main.hcl.json");
  hcl::EvalContext ctx = variables_context();
  hcl::Diagnostics diags;
  hcl::BodyContent content = hcl::expand_dynamic_blocks(file.body(), ctx).content(kRootSchema, diags);
  CHECK(describe(content, ctx, diags) == "http=http-2[] ssh=ssh-1[] ");
  CHECK(diags.empty());
}

// kNested as Terraform's JSON syntax writes it: the iterator a plain string.
constexpr const char* kNestedJson = R"({
  "setting": {"fixed": {"value": "f"}},
  "dynamic": {
    "setting": {
      "for_each": "${ports}",
      "iterator": "svc",
      "labels": ["${svc.key}"],
      "content": {
        "value": "${upper(svc.key)}",
        "dynamic": {"rule": {"for_each": "${svc.value}", "content": {"port": "${rule.value + svc.value[0]}"}}}
      }
    }
  },
  "static": {}
})";

TEST_CASE("dynamic blocks: a .tf.json file decodes as its native twin, its iterator a string") {
  hcl::Parser parser;
  hcl::EvalContext ctx = variables_context();
  hcl::Diagnostics diags;
  hcl::File native = parse(parser, kNested);
  hcl::File json = parse(parser, kNestedJson, "main.tf.json");
  hcl::BodyContent from_native = hcl::expand_dynamic_blocks(native.body(), ctx).content(kRootSchema, diags);
  hcl::BodyContent from_json = hcl::expand_dynamic_blocks(json.body(), ctx).content(kRootSchema, diags);
  CHECK(describe(from_json, ctx, diags) == "fixed=f[] http=HTTP[160,8160,] ssh=SSH[44,] ");
  CHECK(describe(from_json, ctx, diags) == describe(from_native, ctx, diags));
  CHECK(diags.empty());
}

TEST_CASE("JSON strings read as traversals and keywords where one is required") {
  hcl::Parser parser;
  hcl::File file = parse(parser, R"json({
  "iterator": "rule",
  "depends_on": ["aws_instance.web", "module.x[0]", "data.a.b[\"k\"].c", "a.0"],
  "spaced": "a b",
  "call": "f(x)",
  "template": "${rule}"
})json",
                         "main.tf.json");
  hcl::Diagnostics diags;
  hcl::BodyContent content = file.body().content(
      {.attributes = {{"iterator"}, {"depends_on"}, {"spaced"}, {"call"}, {"template"}}, .blocks = {}}, diags);
  REQUIRE(diags.empty());
  const hcl::Expression& iterator = content.attribute("iterator")->expr;
  CHECK(*iterator.as_keyword() == "rule");
  std::optional<hcl::Traversal> rule = iterator.as_traversal(diags);
  REQUIRE(rule);
  CHECK(rule->text() == "rule");
  CHECK(rule->range().to_string() == "main.tf.json:2,16-20");  // inside the quotes

  std::optional<std::vector<hcl::Expression>> addresses = content.attribute("depends_on")->expr.as_list(diags);
  REQUIRE(addresses);
  std::vector<std::string> texts;
  for (const hcl::Expression& address : *addresses) texts.push_back(address.as_traversal(diags)->text());
  CHECK(texts == std::vector<std::string>{"aws_instance.web", "module.x[0]", "data.a.b[\"k\"].c", "a[0]"});
  CHECK(diags.empty());
  CHECK_FALSE((*addresses)[0].as_keyword().has_value());  // two steps: not a keyword

  for (const char* name : {"spaced", "call", "template"}) {
    CAPTURE(name);
    hcl::Diagnostics not_a_traversal;
    CHECK_FALSE(content.attribute(name)->expr.as_traversal(not_a_traversal).has_value());
    REQUIRE(not_a_traversal.size() == 1);
    CHECK(not_a_traversal[0].detail.starts_with("A single static variable reference is required"));
    CHECK_FALSE(content.attribute(name)->expr.as_keyword().has_value());
  }

  // The native syntax's quoted strings stay what they are: not references.
  hcl::Diagnostics native_diags;
  CHECK_FALSE(parser.parse_expression("\"rule\"", "<expr>", native_diags).as_traversal(native_diags).has_value());
  CHECK_FALSE(parser.parse_expression("\"rule\"", "<expr>", native_diags).as_keyword().has_value());
}

TEST_CASE("dynamic blocks: an unknown for_each gives one block whose attributes are unknown") {
  hcl::Parser parser;
  hcl::File file = parse(parser, R"(
dynamic "rule" {
  for_each = pending
  content { port = rule.value }
}
)");
  hcl::EvalContext ctx;
  ctx.set_variable("pending", hcl::Value::unknown(hcl::Type::list(hcl::Type::number())));
  hcl::Diagnostics diags;
  hcl::BodyContent content =
      hcl::expand_dynamic_blocks(file.body(), ctx).content({.attributes = {}, .blocks = {{"rule", {}}}}, diags);
  REQUIRE(content.blocks.size() == 1);
  hcl::BodyContent rule = content.blocks[0].body.content(kRuleSchema, diags);
  CHECK_FALSE(rule.attribute("port")->expr.value(ctx, diags).is_known());
  CHECK(diags.empty());
}

struct Problem {
  std::string summary, detail, subject;
};

std::vector<Problem> problems(const std::string& text) {
  hcl::Parser parser;
  hcl::File file = parse(parser, text);
  hcl::EvalContext ctx = variables_context();
  hcl::Diagnostics diags;
  hcl::expand_dynamic_blocks(file.body(), ctx).content(kRootSchema, diags);
  std::vector<Problem> out;
  for (const hcl::Diagnostic& d : diags) out.push_back({d.summary, d.detail, d.subject ? d.subject->to_string() : ""});
  return out;
}

TEST_CASE("dynamic blocks: mistakes are diagnostics with ranges") {
  auto one = [](const std::string& text) {
    std::vector<Problem> p = problems(text);
    REQUIRE(p.size() == 1);
    return p[0];
  };
  Problem p = one("dynamic \"setting\" {\n  for_each = 5\n  labels = [\"a\"]\n  content {}\n}\n");
  CHECK(p.summary == "Invalid dynamic for_each value");
  CHECK(p.detail == "Cannot use a number value in for_each. An iterable collection is required.");
  CHECK(p.subject == "main.hcl:2,14-15");

  p = one("dynamic \"setting\" {\n  for_each = null\n  labels = [\"a\"]\n  content {}\n}\n");
  CHECK(p.summary == "Invalid dynamic for_each value");
  CHECK(p.detail == "Cannot use a null value in for_each.");

  p = one("dynamic \"setting\" {\n  for_each = [1]\n  iterator = a.b\n  labels = [\"a\"]\n  content {}\n}\n");
  CHECK(p.summary == "Invalid dynamic iterator name");
  CHECK(p.detail == "Dynamic iterator must be a single variable name.");
  CHECK(p.subject == "main.hcl:3,14-17");

  p = one("dynamic \"setting\" {\n  for_each = [1]\n  labels = [\"a\", \"b\"]\n  content {}\n}\n");
  CHECK(p.summary == "Extraneous dynamic block label");
  CHECK(p.detail == "Blocks of type \"setting\" require 1 label(s).");
  CHECK(p.subject == "main.hcl:3,18-21");

  p = one("dynamic \"setting\" {\n  for_each = [1]\n  labels = []\n  content {}\n}\n");
  CHECK(p.summary == "Insufficient dynamic block labels");
  CHECK(p.detail == "Blocks of type \"setting\" require 1 label(s).");
  CHECK(p.subject == "main.hcl:3,12-13");

  p = one("dynamic \"setting\" {\n  for_each = [null]\n  labels = [setting.value]\n  content {}\n}\n");
  CHECK(p.summary == "Invalid dynamic block label");
  CHECK(p.detail == "Cannot use a null value as a dynamic block label.");
  CHECK(p.subject == "main.hcl:3,13-26");

  p = one("dynamic \"setting\" {\n  for_each = [[1]]\n  labels = [setting.value]\n  content {}\n}\n");
  CHECK(p.summary == "Invalid dynamic block label");
  CHECK(p.detail.starts_with("Cannot use this value as a dynamic block label: "));

  p = one("dynamic \"setting\" {\n  for_each = [1]\n  labels = [\"a\"]\n}\n");
  CHECK(p.summary == "Missing dynamic content block");
  CHECK(p.subject == "main.hcl:1,1-18");

  p = one("dynamic \"setting\" {\n  for_each = [1]\n  labels = [\"a\"]\n  content {}\n  content {}\n}\n");
  CHECK(p.summary == "Extraneous dynamic content block");
  CHECK(p.detail == "Only one nested content block is allowed for each dynamic block.");
  CHECK(p.subject == "main.hcl:5,3-10");

  p = one("dynamic \"setting\" {\n  labels = [\"a\"]\n  content {}\n}\n");
  CHECK(p.summary == "Missing required argument");
  CHECK(p.detail == "The argument \"for_each\" is required, but no definition was found.");
}

std::string to_json(const hcl::Value& v) {
  hcl::Result<std::string> json = v.to_json();
  return json ? *json : "(no JSON: " + json.error().message + ")";
}

// --- dynamic blocks without a schema (hcl::body_value, hclc.loads) ------------

// body_value of `text` with its dynamic blocks expanded, as JSON, and the
// diagnostics' "summary @ subject".
std::pair<std::string, std::vector<std::string>> expanded_value(const std::string& text) {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(text, "main.hcl", hcl::Syntax::Native, diags);
  REQUIRE(diags.empty());
  hcl::EvalContext ctx = variables_context();
  hcl::Value value = hcl::body_value(hcl::expand_dynamic_blocks(file.body(), ctx), ctx, diags);
  std::vector<std::string> reported;
  for (const hcl::Diagnostic& d : diags)
    reported.push_back(d.summary + " @ " + (d.subject ? d.subject->to_string() : ""));
  return {to_json(value), reported};
}

TEST_CASE("dynamic blocks without a schema: the value of the blocks written out, in their place") {
  // kNested's expansion written by hand: the same value.
  constexpr const char* kWrittenOut = R"(
setting "fixed" {
  value = "f"
}
setting "http" {
  value = "HTTP"
  rule {
    port = 160
  }
  rule {
    port = 8160
  }
}
setting "ssh" {
  value = "SSH"
  rule {
    port = 44
  }
}
static {}
)";
  const auto [expanded, problems] = expanded_value(kNested);
  CHECK(problems.empty());
  CHECK(expanded == expanded_value(kWrittenOut).first);
  CHECK(expanded ==
        R"({"setting":[{"fixed":{"value":"f"}},{"http":{"rule":[{"port":160},{"port":8160}],"value":"HTTP"}},)"
        R"({"ssh":{"rule":[{"port":44}],"value":"SSH"}}],"static":[{}]})");

  // The body's own items in source order: each generated block where its dynamic block stands.
  hcl::Parser parser;
  hcl::File file = parse(parser, kNested);
  hcl::EvalContext ctx = variables_context();
  std::optional<hcl::BodyContent> items = hcl::expand_dynamic_blocks(file.body(), ctx).content_without_schema();
  REQUIRE(items);
  std::vector<std::string> order;
  for (const hcl::Block& block : items->blocks)
    order.push_back(block.type + (block.labels.empty() ? "" : " " + block.labels[0]));
  CHECK(order == std::vector<std::string>{"setting fixed", "setting http", "setting ssh", "static"});
  CHECK(items->blocks[1].range.to_string() == "main.hcl:5,1-18,2");  // the dynamic block's
}

TEST_CASE("dynamic blocks without a schema: as many labels as listed, none without `labels`") {
  CHECK(expanded_value("dynamic \"pair\" {\n  for_each = [\"a\"]\n  labels = [pair.value, \"x\"]\n  content {}\n}\n")
            .first == R"({"pair":[{"a":{"x":{}}}]})");
  CHECK(expanded_value("dynamic \"item\" {\n  for_each = [1, 2]\n  content { n = item.value + item.key }\n}\n").first ==
        R"({"item":[{"n":1},{"n":3}]})");
  CHECK(expanded_value("dynamic \"item\" {\n  for_each = []\n  content { n = 1 }\n}\nother = 1\n").first ==
        R"({"other":1})");
}

TEST_CASE("dynamic blocks without a schema: the mistakes a schema's read reports, with ranges") {
  using Reported = std::vector<std::string>;
  auto reported = [](const std::string& text) { return expanded_value(text).second; };
  CHECK(reported("dynamic \"s\" {\n  for_each = 5\n  content {}\n}\n") ==
        Reported{"Invalid dynamic for_each value @ main.hcl:2,14-15"});
  CHECK(reported("dynamic \"s\" {\n  for_each = [1]\n  iterator = a.b\n  content {}\n}\n") ==
        Reported{"Invalid dynamic iterator name @ main.hcl:3,14-17"});
  CHECK(reported("dynamic \"s\" {\n  for_each = [null]\n  labels = [s.value]\n  content {}\n}\n") ==
        Reported{"Invalid dynamic block label @ main.hcl:3,13-20"});
  CHECK(reported("dynamic \"s\" {\n  for_each = [1]\n}\n") ==
        Reported{"Missing dynamic content block @ main.hcl:1,1-12"});
  CHECK(reported("dynamic \"s\" {\n  content {}\n}\n") == Reported{"Missing required argument @ main.hcl:1,13-13"});
  CHECK(reported("dynamic {\n  for_each = []\n  content {}\n}\n") ==
        Reported{"Missing type for dynamic @ main.hcl:1,9-10"});
  CHECK(reported("dynamic \"a\" \"b\" {\n  for_each = []\n  content {}\n}\n") ==
        Reported{"Extraneous label for dynamic @ main.hcl:1,13-16"});
}

// --- the Terraform function pack ------------------------------------------------

hcl::Value call(const std::string& text, hcl::Diagnostics& diags, const hcl::TerraformFunctionOptions& options = {}) {
  static hcl::Parser parser;
  hcl::EvalContext ctx;
  ctx.add_standard_functions();
  hcl::add_terraform_functions(ctx, options);
  return parser.parse_expression(text, "<expr>", diags).value(ctx, diags);
}

std::string string_of(const std::string& text, const hcl::TerraformFunctionOptions& options = {}) {
  hcl::Diagnostics diags;
  hcl::Value v = call(text, diags, options);
  for (const hcl::Diagnostic& d : diags) FAIL_CHECK(text << ": " << d.summary << ": " << d.detail);
  return v.as_string().value_or("(not a string: " + to_json(v) + ")");
}

std::string json_of(const std::string& text) {
  hcl::Diagnostics diags;
  hcl::Value v = call(text, diags);
  for (const hcl::Diagnostic& d : diags) FAIL_CHECK(text << ": " << d.summary << ": " << d.detail);
  return to_json(v);
}

// "Summary: detail" of the one error `text` gives.
std::string error_of(const std::string& text, const hcl::TerraformFunctionOptions& options = {}) {
  hcl::Diagnostics diags;
  call(text, diags, options);
  if (diags.size() != 1) return "(" + std::to_string(diags.size()) + " diagnostics)";
  return diags[0].summary + ": " + diags[0].detail;
}

TEST_CASE("terraform functions: not there unless added") {
  hcl::EvalContext ctx;
  ctx.add_standard_functions();
  CHECK_FALSE(ctx.function("base64encode").has_value());
  std::vector<std::string> names = hcl::terraform_function_names();
  CHECK(std::is_sorted(names.begin(), names.end()));
  // Every function Terraform has, each also as core::NAME.
  const auto has = [&](const std::string& name) { return std::binary_search(names.begin(), names.end(), name); };
  for (const char* name : {"fileset", "base64gzip", "strcontains", "transpose", "matchkeys", "uuidv5", "bcrypt",
                           "rsadecrypt", "textencodebase64", "plantimestamp", "templatestring", "timecmp", "length",
                           "sensitive", "nonsensitive", "issensitive", "ephemeralasnull"}) {
    CAPTURE(name);
    CHECK(has(name));
    CHECK(has(std::string("core::") + name));
  }
  // Terraform's other built-ins only as core:: names: the application chose
  // its standard functions.
  CHECK(has("core::upper"));
  CHECK(has("core::try"));
  CHECK_FALSE(has("upper"));
  hcl::add_terraform_functions(ctx);
  for (const std::string& name : names) CHECK(ctx.function(name).has_value());
  hcl::Parser parser;
  hcl::Diagnostics diags;
  CHECK(parser.parse_expression("core::upper(core::base64encode(\"a\"))", "<expr>", diags)
            .value(ctx, diags)
            .as_string() == "YQ==");
  CHECK(diags.empty());
}

TEST_CASE("terraform functions: encodings and hashes") {
  CHECK(string_of("base64encode(\"Hello World\")") == "SGVsbG8gV29ybGQ=");
  CHECK(string_of("base64decode(\"SGVsbG8gV29ybGQ=\")") == "Hello World");
  CHECK(string_of("base64decode(base64encode(\"☃ snow\"))") == "☃ snow");
  CHECK(error_of("base64decode(\"SGVsbG8gV29ybGQ\")") ==
        "Invalid function argument: Invalid value for \"str\" parameter: failed to decode base64 data "
        "\"SGVsbG8gV29ybGQ\".");
  CHECK(error_of("base64decode(\"/w==\")") ==
        "Invalid function argument: Invalid value for \"str\" parameter: the result of decoding the provided "
        "string is not valid UTF-8.");
  CHECK(error_of("base64encode([])") ==
        "Invalid function argument: Invalid value for \"str\" parameter: string required, but have tuple.");
  CHECK(string_of("md5(\"hello world\")") == "5eb63bbbe01eeed093cb22bb8f5acdc3");
  CHECK(string_of("sha1(\"hello world\")") == "2aae6c35c94fcfb415dbe95f408b9ce91ee846ed");
  CHECK(string_of("sha256(\"hello world\")") == "b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9");
  CHECK(string_of("sha512(\"hello world\")") ==
        "309ecc489c12d6eb4cc40f50c902f2b4d0ed77ee511a7c7a9bcd3ca86d4cd86f989dd35bc5ff499670da34255b45b0cfd830e81f605dcf"
        "7dc5542e93ae9cd76f");
  CHECK(string_of("urlencode(\"Hello World!\")") == "Hello+World%21");
  CHECK(string_of("urlencode(\"☃\")") == "%E2%98%83");
  CHECK(string_of("\"http://example.com/search?${urlencode(\"foo=bar&bar=baz\")}\"") ==
        "http://example.com/search?foo%3Dbar%26bar%3Dbaz");
}

TEST_CASE("terraform functions: strings, booleans and collections") {
  CHECK(json_of("[startswith(\"hello world\", \"hello\"), startswith(\"hello world\", \"world\")]") == "[true,false]");
  CHECK(json_of("[endswith(\"hello world\", \"world\"), endswith(\"hello world\", \"hello\")]") == "[true,false]");
  CHECK(json_of("[alltrue([\"true\", true]), alltrue([true, false]), alltrue([]), alltrue([true, null])]") ==
        "[true,false,true,false]");
  CHECK(json_of("[anytrue([\"true\"]), anytrue([true, false]), anytrue([]), anytrue([null])]") ==
        "[true,true,false,false]");
  CHECK(error_of("alltrue([\"x\"])").starts_with("Invalid function argument: Invalid value for \"list\" parameter: "));
  CHECK(json_of("one([])") == "null");
  CHECK(json_of("one([\"hello\"])") == "\"hello\"");
  CHECK(json_of("one(toset([\"a\"]))") == "\"a\"");
  CHECK(error_of("one([\"hello\", \"goodbye\"])") ==
        "Invalid function argument: Invalid value for \"list\" parameter: must be a list, set, or tuple value "
        "with either zero or one elements.");
  CHECK(error_of("one(\"x\")") ==
        "Invalid function argument: Invalid value for \"list\" parameter: must be a list, set, or tuple value "
        "with either zero or one elements.");
  CHECK(json_of("sum([10, 13, 6, 4.5])") == "33.5");
  CHECK(json_of("sum(toset([1, 2]))") == "3");
  CHECK(error_of("sum([])") ==
        "Invalid function argument: Invalid value for \"list\" parameter: cannot sum an empty list.");
  CHECK(error_of("sum([1, \"a\"])") ==
        "Invalid function argument: Invalid value for \"list\" parameter: argument must be list, set, or tuple of "
        "number values.");
  CHECK(error_of("sum(5)") ==
        "Invalid function argument: Invalid value for \"list\" parameter: cannot sum noniterable.");
}

TEST_CASE("terraform functions: CIDR arithmetic, IPv4 and IPv6") {
  CHECK(string_of("cidrhost(\"10.12.112.0/20\", 16)") == "10.12.112.16");
  CHECK(string_of("cidrhost(\"10.12.112.0/20\", 268)") == "10.12.113.12");
  CHECK(string_of("cidrhost(\"10.12.112.0/20\", -1)") == "10.12.127.255");
  CHECK(string_of("cidrhost(\"fd00:fd12:3456:7890:00a2::/72\", 34)") == "fd00:fd12:3456:7890::22");
  CHECK(string_of("cidrhost(\"::/0\", -1)") == "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff");
  CHECK(string_of("cidrhost(\"0.0.0.0/0\", 3)") == "0.0.0.3");
  CHECK(string_of("cidrnetmask(\"172.16.0.0/12\")") == "255.240.0.0");
  CHECK(string_of("cidrsubnet(\"172.16.0.0/12\", 4, 2)") == "172.18.0.0/16");
  CHECK(string_of("cidrsubnet(\"10.1.2.0/24\", 4, 15)") == "10.1.2.240/28");
  CHECK(string_of("cidrsubnet(\"fd00:fd12:3456:7890::/56\", 16, 162)") == "fd00:fd12:3456:7800:a200::/72");
  CHECK(json_of("cidrsubnets(\"10.1.0.0/16\", 4, 4, 8, 4)") ==
        "[\"10.1.0.0/20\",\"10.1.16.0/20\",\"10.1.32.0/24\",\"10.1.48.0/20\"]");
  CHECK(json_of("cidrsubnets(\"fd00:fd12:3456:7890::/56\", 16, 16, 16, 32)") ==
        "[\"fd00:fd12:3456:7800::/72\",\"fd00:fd12:3456:7800:100::/72\",\"fd00:fd12:3456:7800:200::/72\","
        "\"fd00:fd12:3456:7800:300::/88\"]");

  CHECK(error_of("cidrhost(\"10.0.0.0/33\", 1)") ==
        "Invalid function argument: Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR "
        "address: 10.0.0.0/33.");
  CHECK(error_of("cidrnetmask(\"10.0.0.256/8\")") ==
        "Invalid function argument: Invalid value for \"prefix\" parameter: invalid CIDR expression: invalid CIDR "
        "address: 10.0.0.256/8.");
  CHECK(error_of("cidrhost(\"10.0.0.0/24\", 256)") ==
        "Error in function call: Call to function \"cidrhost\" failed: prefix of 24 does not accommodate a host "
        "numbered 256.");
  CHECK(error_of("cidrsubnet(\"10.2.0.0/25\", 9, 96)") ==
        "Error in function call: Call to function \"cidrsubnet\" failed: insufficient address space to extend "
        "prefix of 25 by 9.");
  CHECK(error_of("cidrsubnet(\"10.0.0.0/8\", 2, 4)") ==
        "Error in function call: Call to function \"cidrsubnet\" failed: prefix extension of 2 does not "
        "accommodate a subnet numbered 4.");
  CHECK(error_of("cidrnetmask(\"fd00::/8\")") ==
        "Invalid function argument: Invalid value for \"prefix\" parameter: only IPv4 networks are supported.");
  CHECK(error_of("cidrsubnets(\"10.0.0.0/30\", 1, 1, 1)") ==
        "Invalid function argument: Invalid value for \"newbits\" parameter: not enough remaining address space "
        "for a subnet with a prefix of 31 bits after 10.0.0.2/31.");
  CHECK(error_of("cidrsubnets(\"10.0.0.0/30\", 3)") ==
        "Invalid function argument: Invalid value for \"newbits\" parameter: would extend prefix to 33 bits, which "
        "is too long for an IPv4 address.");
  CHECK(error_of("cidrsubnet(\"10.0.0.0/8\", 1.5, 0)")
            .ends_with("value must be a whole number, between -9223372036854775808 and 9223372036854775807."));
}

TEST_CASE("terraform functions: paths, YAML and timestamp") {
  CHECK(string_of("basename(\"foo/bar/baz.txt\")") == "baz.txt");
  CHECK(string_of("basename(\"/foo/bar/\")") == "bar");
  CHECK(string_of("basename(\"\")") == ".");
  CHECK(string_of("dirname(\"foo/bar/baz.txt\")") == "foo/bar");
  CHECK(string_of("dirname(\"/baz.txt\")") == "/");
  CHECK(string_of("dirname(\"baz.txt\")") == ".");
  CHECK(string_of("dirname(\"a//b/../c/d\")") == "a/c");

  CHECK(string_of("yamlencode({\"a\":\"b\", \"c\":\"d\"})") == "\"a\": \"b\"\n\"c\": \"d\"\n");
  CHECK(string_of("yamlencode({\"foo\":[1, 2, 3], \"bar\": \"baz\"})") ==
        "\"bar\": \"baz\"\n\"foo\":\n- 1\n- 2\n- 3\n");
  CHECK(string_of("yamlencode({\"foo\":[1, {\"a\":\"b\",\"c\":\"d\"}, 3], \"bar\": \"baz\"})") ==
        "\"bar\": \"baz\"\n\"foo\":\n- 1\n- \"a\": \"b\"\n  \"c\": \"d\"\n- 3\n");
  CHECK(string_of("yamlencode([])") == "[]\n");
  // go-cty-yaml writes infinities as YAML's, and ends a document that is one
  // plain scalar with "...".
  CHECK(string_of("yamlencode(1/0)") == "+.Inf\n...\n");
  CHECK(string_of("yamlencode([-1/0])") == "- -.Inf\n");
  CHECK(string_of("yamlencode(true)") == "true\n...\n");
  CHECK(string_of("yamlencode(\"x\")") == "\"x\"\n");
  CHECK(string_of("yamlencode(\"two\\nlines\")") == "|-\n  two\n  lines\n");

  CHECK(json_of("yamldecode(\"hello: world\")") == "{\"hello\":\"world\"}");
  CHECK(json_of("yamldecode(\"true\")") == "true");
  CHECK(json_of("yamldecode(\"{a: &foo [1, 2, 3], b: *foo}\")") == "{\"a\":[1,2,3],\"b\":[1,2,3]}");
  CHECK(json_of("yamldecode(\"a: !!int 5\\nb: \\\"true\\\"\\nc: ~\\nd: 0x1F\\ne: 1.5e3\")") ==
        "{\"a\":5,\"b\":\"true\",\"c\":null,\"d\":31,\"e\":1500}");
  CHECK(error_of("yamldecode(\"{a: &foo [1, *foo, 3]}\")") ==
        "Error in function call: Call to function \"yamldecode\" failed: cannot refer to anchor \"foo\" from "
        "inside its own definition.");
  CHECK(error_of("yamldecode(\"{a: !not-supported foo}\")") ==
        "Error in function call: Call to function \"yamldecode\" failed: unsupported tag \"!not-supported\".");
  CHECK(error_of("yamldecode(\"a: [\")") ==
        "Error in function call: Call to function \"yamldecode\" failed: on line 2, column 1: did not find "
        "expected node content.");

  const hcl::TerraformFunctionOptions fixed_clock{
      .granted_directory = {},
      .clock = [] { return std::chrono::system_clock::time_point(std::chrono::seconds(1526197452)); }};
  CHECK(string_of("timestamp()", fixed_clock) == "2018-05-13T07:44:12Z");
}

// A directory of its own with a few files, removed afterwards.
struct TemporaryDirectory {
  std::filesystem::path path;
  TemporaryDirectory() {
    std::string pattern = (std::filesystem::temp_directory_path() / "hclc-files-XXXXXX").string();
    REQUIRE(mkdtemp(pattern.data()) != nullptr);
    path = pattern;
  }
  ~TemporaryDirectory() { std::filesystem::remove_all(path); }
  void write(const std::string& name, const std::string& text) const {
    std::filesystem::create_directories((path / name).parent_path());
    std::ofstream(path / name, std::ios::binary) << text;
  }
};

TEST_CASE("terraform functions: files only inside the granted directory") {
  TemporaryDirectory dir;
  dir.write("config/hello.txt", "Hello World");
  dir.write("config/backends.tftpl", "%{ for addr in ip_addrs ~}\nbackend ${addr}:${port}\n%{ endfor ~}\n");
  dir.write("config/upper.tftpl", "${upper(name)} ${base64encode(name)}");
  dir.write("config/self.tftpl", "${templatefile(\"self.tftpl\", {})}");
  dir.write("config/broken.tftpl", "${");
  dir.write("config/binary.bin", std::string("\xff\xfe", 2));
  dir.write("secret.txt", "outside");
  std::filesystem::create_symlink(dir.path / "secret.txt", dir.path / "config" / "link.txt");
  const hcl::TerraformFunctionOptions granted{.granted_directory = (dir.path / "config").string(), .clock = {}};

  CHECK(string_of("file(\"hello.txt\")", granted) == "Hello World");
  CHECK(string_of("file(\"" + (dir.path / "config" / "hello.txt").string() + "\")", granted) == "Hello World");
  {
    hcl::Diagnostics diags;
    CHECK(to_json(call("[fileexists(\"hello.txt\"), fileexists(\"missing.txt\")]", diags, granted)) == "[true,false]");
    CHECK(diags.empty());
  }
  CHECK(string_of("templatefile(\"backends.tftpl\", { port = 8080, ip_addrs = [\"10.0.0.1\", \"10.0.0.2\"] })",
                  granted) == "backend 10.0.0.1:8080\nbackend 10.0.0.2:8080\n");
  CHECK(string_of("templatefile(\"upper.tftpl\", { name = \"ab\" })", granted) == "AB YWI=");

  const std::string outside = "Invalid function argument: Invalid value for \"path\" parameter: ";
  CHECK(error_of("file(\"../secret.txt\")", granted) ==
        outside + "\"../secret.txt\" is outside the directory granted to the file functions.");
  CHECK(error_of("file(\"" + (dir.path / "secret.txt").string() + "\")", granted)
            .ends_with("is outside the directory granted to the file functions."));
  CHECK(error_of("file(\"link.txt\")", granted) ==
        outside + "\"link.txt\" is outside the directory granted to the file functions.");
  CHECK(error_of("fileexists(\"../secret.txt\")", granted) ==
        outside + "\"../secret.txt\" is outside the directory granted to the file functions.");
  CHECK(error_of("file(\"hello.txt\")") ==
        outside + "cannot read \"hello.txt\": the application granted no directory to the file functions.");
  CHECK(error_of("file(\"missing.txt\")", granted) ==
        outside +
            "no file exists at missing.txt; this function works only with files that are distributed as "
            "part of the configuration source code, so if this file will be created by a resource in this "
            "configuration you must instead obtain this result from an attribute of that resource.");
  CHECK(error_of("file(\"binary.bin\")", granted) ==
        outside +
            "contents of binary.bin are not valid UTF-8; use the filebase64 function to obtain the Base64 "
            "encoded contents or the other file functions (e.g. filemd5, filesha256) to obtain file hashing "
            "results instead.");
  CHECK(error_of("templatefile(\"upper.tftpl\", 5)", granted) ==
        "Invalid function argument: Invalid value for \"vars\" parameter: invalid vars value: must be a map.");
  CHECK(error_of("templatefile(\"upper.tftpl\", {})", granted)
            .ends_with(outside + "upper.tftpl:1,9-13: Unknown variable; There is no variable named \"name\"."));
  CHECK(error_of("templatefile(\"self.tftpl\", {})", granted)
            .starts_with(outside +
                         "self.tftpl:1,3-16: Error in function call; Call to function \"templatefile\" failed: cannot "
                         "recursively call templatefile from inside another template function"));
  CHECK(error_of("templatefile(\"broken.tftpl\", {})", granted).starts_with(outside + "broken.tftpl:1,"));
}

}  // namespace
