// hcl::syntax_tree (an expression as written) and Body::content_without_schema
// (every item of a native body, no schema), through the public API only.

#include <doctest/doctest.h>

#include <hclc/parser.h>
#include <hclc/syntax_tree.h>

#include <string>
#include <string_view>

namespace {

hcl::SyntaxNode tree_of(std::string text) {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::Expression expr = parser.parse_expression(std::move(text), "expr.hcl", diags);
  REQUIRE(diags.empty());
  return hcl::syntax_tree(expr);
}

// The source text a node's range covers.
std::string_view source_of(std::string_view text, const hcl::SyntaxNode& node) {
  return text.substr(node.range.start.byte, node.range.end.byte - node.range.start.byte);
}

}  // namespace

TEST_CASE("a binary operation keeps its operator, operands and their ranges") {
  const std::string text = "var.a[0] + 2.50";
  hcl::SyntaxNode tree = tree_of(text);
  REQUIRE(tree.kind == hcl::SyntaxNode::Kind::Binary);
  CHECK(tree.text == "+");
  REQUIRE(tree.children.size() == 2);
  const hcl::SyntaxNode& lhs = tree.children[0];
  CHECK(lhs.kind == hcl::SyntaxNode::Kind::Variable);
  CHECK(lhs.text == "var");
  REQUIRE(lhs.steps.size() == 3);
  CHECK(lhs.steps[0].kind == hcl::TraversalStep::Kind::Root);
  CHECK(lhs.steps[1].name == "a");
  CHECK(lhs.steps[2].kind == hcl::TraversalStep::Kind::Index);
  CHECK(*lhs.steps[2].key.as_int64() == 0);
  CHECK(source_of(text, lhs) == "var.a[0]");
  const hcl::SyntaxNode& rhs = tree.children[1];
  CHECK(rhs.kind == hcl::SyntaxNode::Kind::Literal);
  CHECK(rhs.text == "2.50");  // a number as written, not as its value prints
  CHECK(source_of(text, tree) == text);
}

TEST_CASE("parentheses, conditionals, calls and unary operators are nodes of their own") {
  hcl::SyntaxNode tree = tree_of("(a) ? -b : ns::f(c...)");
  REQUIRE(tree.kind == hcl::SyntaxNode::Kind::Conditional);
  REQUIRE(tree.children.size() == 3);
  CHECK(tree.children[0].kind == hcl::SyntaxNode::Kind::Parens);
  CHECK(tree.children[1].kind == hcl::SyntaxNode::Kind::Unary);
  CHECK(tree.children[1].text == "-");
  const hcl::SyntaxNode& call = tree.children[2];
  CHECK(call.kind == hcl::SyntaxNode::Kind::Call);
  CHECK(call.text == "ns::f");
  CHECK(call.expand_final);
  CHECK(call.children.size() == 1);
}

TEST_CASE("objects alternate keys and values, a bare key says so") {
  hcl::SyntaxNode tree = tree_of(R"({name = var.n, "quoted" = [1, 2]})");
  REQUIRE(tree.kind == hcl::SyntaxNode::Kind::Object);
  REQUIRE(tree.children.size() == 4);
  CHECK(tree.children[0].key_is_identifier);
  CHECK(!tree.children[2].key_is_identifier);
  CHECK(tree.children[3].kind == hcl::SyntaxNode::Kind::Tuple);
  CHECK(tree.children[3].children.size() == 2);
}

TEST_CASE("for expressions: the key is there only in the object form, the condition only when written") {
  hcl::SyntaxNode list = tree_of("[for v in xs : v]");
  REQUIRE(list.kind == hcl::SyntaxNode::Kind::For);
  CHECK(!list.object_form);
  CHECK(!list.has_condition);
  CHECK(list.text == "v");
  CHECK(list.key_variable.empty());
  CHECK(list.children.size() == 2);

  hcl::SyntaxNode object = tree_of("{for k, v in xs : k => v... if v != null}");
  REQUIRE(object.kind == hcl::SyntaxNode::Kind::For);
  CHECK(object.object_form);
  CHECK(object.grouping);
  CHECK(object.has_condition);
  CHECK(object.key_variable == "k");
  CHECK(object.children.size() == 4);
}

TEST_CASE("templates: literal parts, interpolations and directives in order") {
  hcl::SyntaxNode tree = tree_of(R"("a${b}%{ if c }d%{ endif }")");
  REQUIRE(tree.kind == hcl::SyntaxNode::Kind::Template);
  REQUIRE(tree.children.size() == 3);
  CHECK(tree.children[0].kind == hcl::SyntaxNode::Kind::Literal);
  CHECK(*tree.children[0].value.as_string() == "a");
  CHECK(tree.children[1].kind == hcl::SyntaxNode::Kind::Interpolation);
  CHECK(tree.children[2].kind == hcl::SyntaxNode::Kind::TemplateIf);
  CHECK(tree.children[2].children.size() == 2);
}

TEST_CASE("splats: attribute-only or full, with the element as a SplatItem") {
  hcl::SyntaxNode full = tree_of("xs[*].id");
  REQUIRE(full.kind == hcl::SyntaxNode::Kind::Splat);
  CHECK(!full.attribute_only);
  REQUIRE(full.children.size() == 2);
  CHECK(tree_of("xs.*.id").attribute_only);
}

TEST_CASE("a JSON expression's tree is its value as HCL reads it: each string a template") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(R"({"a": "${x}", "b": [1, "c"]})", "main.hcl.json", hcl::Syntax::Json, diags);
  std::vector<hcl::Attribute> attributes = file.body().just_attributes(diags);
  REQUIRE(diags.empty());
  REQUIRE(attributes.size() == 2);
  hcl::SyntaxNode a = hcl::syntax_tree(attributes[0].expr);
  CHECK(a.kind == hcl::SyntaxNode::Kind::Template);
  REQUIRE(a.children.size() == 1);
  CHECK(a.children[0].kind == hcl::SyntaxNode::Kind::Interpolation);
  hcl::SyntaxNode b = hcl::syntax_tree(attributes[1].expr);
  CHECK(b.kind == hcl::SyntaxNode::Kind::Tuple);
  CHECK(b.children.size() == 2);
}

TEST_CASE("content_without_schema: every attribute and block of a native body, in source order") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  const std::string text = "b = 1\nsvc \"x\" {\n  port = 2\n}\na = 3\nsvc \"y\" {}\n";
  hcl::File file = parser.parse(text, "main.hcl", hcl::Syntax::Native, diags);
  REQUIRE(diags.empty());
  std::optional<hcl::BodyContent> content = file.body().content_without_schema();
  REQUIRE(content.has_value());
  REQUIRE(content->attributes.size() == 2);
  CHECK(content->attributes[0].name == "b");
  CHECK(content->attributes[1].name == "a");
  REQUIRE(content->blocks.size() == 2);
  const hcl::Block& first = content->blocks[0];
  CHECK(first.labels == std::vector<std::string>{"x"});
  // The block's full range: its type through its closing brace.
  CHECK(first.range.start.line == 2);
  CHECK(first.range.end.line == 4);
  CHECK(text.substr(first.range.start.byte, first.range.end.byte - first.range.start.byte) ==
        "svc \"x\" {\n  port = 2\n}");
  std::optional<hcl::BodyContent> inner = first.body.content_without_schema();
  REQUIRE(inner.has_value());
  CHECK(inner->attributes.size() == 1);

  hcl::File json = parser.parse(R"({"a": 1})", "main.hcl.json", hcl::Syntax::Json, diags);
  CHECK(!json.body().content_without_schema().has_value());
}
