// The IR the lowering builds: node shapes, decoded strings, heredoc
// indentation, strip markers, unwrapping and source ranges. String values are
// the reference's (`oracle eval` of the same template).

#include <doctest/doctest.h>

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ir/printer.h"
#include "syntax_test_helpers.h"

namespace hclc::syntax_test {
namespace {

const ir::Arena& arena(const Parsed& p) { return *p.expression.arena; }

Parsed expression(const std::string& text) {
  Parsed parsed = parse(Entry::Expression, text);
  REQUIRE_MESSAGE(parsed.diags.empty(), summaries(parsed.diags));
  return parsed;
}

// Renders a template whose interpolations and directives only involve
// literals, tuples of literals and for-directive variables: enough to see
// what the lowering did to the literal text.
class TemplateRenderer {
 public:
  explicit TemplateRenderer(const ir::Arena& arena) : arena_(arena) {}

  std::string render(ir::ExprId id) {
    switch (arena_.kind(id)) {
      case ir::NodeKind::Literal: return literal_text(arena_.get<ir::Literal>(id).value);
      case ir::NodeKind::Template: {
        std::string out;
        for (ir::ExprId part : arena_.get<ir::Template>(id).parts) out += render(part);
        return out;
      }
      case ir::NodeKind::TemplateInterp: return render(arena_.get<ir::TemplateInterp>(id).expr);
      case ir::NodeKind::TemplateWrap: return render(arena_.get<ir::TemplateWrap>(id).wrapped);
      case ir::NodeKind::TemplateIf: {
        const auto& directive = arena_.get<ir::TemplateIf>(id);
        if (render(directive.cond) == "true") return render(directive.then_part);
        return directive.else_part ? render(directive.else_part) : "";
      }
      case ir::NodeKind::TemplateFor: {
        const auto& directive = arena_.get<ir::TemplateFor>(id);
        std::string out;
        for (ir::ExprId element : arena_.get<ir::Tuple>(directive.collection).elements) {
          bindings_[directive.value_var.text] = render(element);
          out += render(directive.body);
        }
        return out;
      }
      case ir::NodeKind::ScopeTraversal: return bindings_.at(arena_.get<ir::ScopeTraversal>(id).root.text);
      default: FAIL("cannot render " << ir::node_kind_name(arena_.kind(id))); return "";
    }
  }

 private:
  static std::string literal_text(const ir::LiteralValue& value) {
    switch (value.kind) {
      case ir::LiteralKind::Bool: return value.boolean ? "true" : "false";
      case ir::LiteralKind::Null: return "null";
      default: return std::string(value.text);
    }
  }
  const ir::Arena& arena_;
  std::map<std::string_view, std::string> bindings_;  // by the arena's text
};

TEST_CASE("template text: heredoc indentation, strip markers, escapes") {
  struct Case {
    const char* source;
    const char* value;  // from the reference
  };
  const Case cases[] = {
      {"<<-EOT\n    foo\n  bar\nEOT\n", "  foo\nbar\n"},
      {"<<-EOT\n    foo\n\n    bar\n    EOT\n", "foo\n\nbar\n"},
      {"<<-EOT\n    foo\n  \n    bar\n    EOT\n", "foo\n  \nbar\n"},
      {"<<-EOT\n\tfoo\n    EOT\n", "foo\n"},
      {"<<EOT\n  foo\n  EOT\n", "  foo\n"},
      {"<<-EOT\n    a\n    %{ if true }\n      b\n    %{ endif }\n    EOT\n", "a\n\n  b\n\n"},
      {"<<-EOT\n  a ${\"x\"}    \n  b\n  EOT\n", "a x    \nb\n"},
      {"<<-EOT\n  ${\"x\"} a\n    b\n  EOT\n", "x a\n  b\n"},
      {"<<EOT\n$${a}\\n\nEOT\n", "${a}\\n\n"},
      {"<<EOT\nEOT\n", ""},
      {"<<EOT\n\nEOT\n", "\n"},
      {"<<EOT\n  EOTX\nEOT\n", "  EOTX\n"},
      {"<<EOT\nfoo\nEOT \n", "foo\n"},
      {"<<EOT\nfoo\n\t EOT\t \r\n", "foo\n"},
      {"<<-EOT\n  foo\n  EOT\u00a0\u3000\n", "foo\n"},
      {"<<EOT\nEOT x\nEOT\n", "EOT x\n"},
      {"<<-EOT\n      x\n    EOT\n", "x\n"},
      {R"("a ${~ "b" ~} c")", "abc"},
      {"\"a %{~ if true ~} b %{~ else ~} c %{~ endif ~} d\"", "abd"},
      {"\"a %{ if false ~} b %{~ else ~} c %{~ endif } d\"", "a c d"},
      {"\"x %{~ for v in [1, 2] ~} ${v} %{~ endfor ~} y\"", "x12y"},
      {R"("${"hello" ~}${" world"}")", "hello world"},
      {R"("hello ${~ "world" }")", "helloworld"},
      {R"("\n\r\t\"\\")", "\n\r\t\"\\"},
      {R"("\u00e9\U0001F600")", "é😀"},
      {"\"$${a} %%{b} $ % $$ %%\"", "${a} %{b} $ % $$ %%"},
      {R"("a\u00e9b")", "aéb"},
      {"\" ${~true}\"", "true"},
      {"\"${true~}  \"", "true"},
      {R"("\u0041")", "A"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.source);
    Parsed parsed = expression(c.source);
    CHECK(TemplateRenderer(arena(parsed)).render(parsed.expression.root) == c.value);
  }
}

TEST_CASE("unwrapping: only a template that is one interpolation and nothing else") {
  struct Case {
    const char* source;
    ir::NodeKind kind;
  };
  const Case cases[] = {
      {"\"${true}\"", ir::NodeKind::TemplateWrap},
      {R"("${"${true}"}")", ir::NodeKind::TemplateWrap},
      {"\"hello ${true}\"", ir::NodeKind::Template},
      {R"("${""}${true}")", ir::NodeKind::Template},
      {"\"%{ for v in [true] }${v}%{ endfor }\"", ir::NodeKind::Template},
      {"\" ${~true}\"", ir::NodeKind::Template},  // the stripped literal is still a part
      {"\"plain\"", ir::NodeKind::Template},
  };
  for (const Case& c : cases) {
    CAPTURE(c.source);
    Parsed parsed = expression(c.source);
    CHECK(arena(parsed).kind(parsed.expression.root) == c.kind);
  }
  Parsed standalone = parse(Entry::Template, "${x}");
  CHECK(arena(standalone).kind(standalone.expression.root) == ir::NodeKind::TemplateWrap);
  Parsed text = parse(Entry::Template, "a ${x}\nb");
  CHECK(arena(text).kind(text.expression.root) == ir::NodeKind::Template);
}

TEST_CASE("traversals fold literal steps, other postfixes make nodes") {
  Parsed folded = expression("a.b[0][\"c\"].0");
  const auto& traversal = arena(folded).get<ir::ScopeTraversal>(folded.expression.root);
  CHECK(traversal.root.text == "a");
  REQUIRE(traversal.steps.size() == 4);
  CHECK(traversal.steps[0].kind == ir::StepKind::Attr);
  CHECK(traversal.steps[1].key == ir::LiteralValue::number("0"));
  CHECK(traversal.steps[2].key == ir::LiteralValue::string("c"));
  CHECK(traversal.steps[3].kind == ir::StepKind::LegacyIndex);

  Parsed indexed = expression("a[b].c");
  const auto& relative = arena(indexed).get<ir::RelativeTraversal>(indexed.expression.root);
  CHECK(arena(indexed).kind(relative.source) == ir::NodeKind::Index);

  Parsed call = expression("f(x)[0]");
  CHECK(arena(call).kind(call.expression.root) == ir::NodeKind::RelativeTraversal);

  Parsed keyword = expression("true");
  CHECK(arena(keyword).get<ir::Literal>(keyword.expression.root).value == ir::LiteralValue::boolean_value(true));
}

TEST_CASE("splats: what belongs to the per-element expression") {
  // Full splat: later attributes and indexes apply to each element.
  Parsed full = expression("a[*].b[0]");
  const auto& full_splat = arena(full).get<ir::Splat>(full.expression.root);
  CHECK_FALSE(full_splat.attr_only);
  const auto& each = arena(full).get<ir::RelativeTraversal>(full_splat.each);
  CHECK(each.source == full_splat.item);
  CHECK(each.steps.size() == 2);

  // Attribute-only splat: an index ends it and applies to the whole result.
  Parsed attr = expression("a.*.b[0]");
  const auto& outer = arena(attr).get<ir::RelativeTraversal>(attr.expression.root);
  REQUIRE(outer.steps.size() == 1);
  const auto& attr_splat = arena(attr).get<ir::Splat>(outer.source);
  CHECK(attr_splat.attr_only);
  CHECK(arena(attr).get<ir::RelativeTraversal>(attr_splat.each).steps.size() == 1);

  // A splat after a full splat is part of the first one's per-element
  // expression (the reference: a[*].b[*].c gives [[1, 2], [3]]).
  Parsed nested = expression("a[*].b[*].c");
  const auto& first = arena(nested).get<ir::Splat>(nested.expression.root);
  CHECK(arena(nested).kind(first.each) == ir::NodeKind::Splat);
}

TEST_CASE("object keys: bare names are literal, anything else is an expression") {
  Parsed object = expression("{a = 1, \"b\" = 2, (c) = 3, d.e = 4, for: 5}");
  const auto& items = arena(object).get<ir::Object>(object.expression.root).items;
  REQUIRE(items.size() == 5);
  CHECK(items[0].key_is_identifier);
  CHECK(arena(object).get<ir::Literal>(items[0].key).value == ir::LiteralValue::string("a"));
  CHECK_FALSE(items[1].key_is_identifier);
  CHECK_FALSE(items[2].key_is_identifier);
  CHECK(arena(object).kind(items[2].key) == ir::NodeKind::Parens);
  CHECK_FALSE(items[3].key_is_identifier);
  CHECK(items[4].key_is_identifier);
}

TEST_CASE("every binary operator lowers from its symbol") {
  const std::vector<std::pair<std::string, std::string>> operators = {
      {"||", "Or"},       {"&&", "And"},         {"==", "Equal"},
      {"!=", "NotEqual"}, {">", "Greater"},      {">=", "GreaterOrEqual"},
      {"<", "Less"},      {"<=", "LessOrEqual"}, {"+", "Add"},
      {"-", "Subtract"},  {"*", "Multiply"},     {"/", "Divide"},
      {"%", "Modulo"}};
  std::size_t listed = 0;
#define HCLC_BINARY_OP(name, token, operand_type, result_type) ++listed;
#include "ir/binary_ops.def"
#undef HCLC_BINARY_OP
  CHECK(listed == operators.size());  // a new operator is tested here too
  for (const auto& op : operators) {
    const std::string& symbol = op.first;
    CAPTURE(symbol);
    Parsed parsed = expression("a " + symbol + " b");
    const auto& binary = arena(parsed).get<ir::Binary>(parsed.expression.root);
    CHECK(ir::binary_op_name(binary.op) == op.second);
  }
}

TEST_CASE("operators: precedence and associativity") {
  // `a || b && c == d + e * -f` groups as a || (b && (c == (d + (e * (-f))))).
  Parsed parsed = expression("a || b && c == d + e * -f");
  ir::ExprId node = parsed.expression.root;
  for (ir::BinaryOp op :
       {ir::BinaryOp::Or, ir::BinaryOp::And, ir::BinaryOp::Equal, ir::BinaryOp::Add, ir::BinaryOp::Multiply}) {
    const auto& binary = arena(parsed).get<ir::Binary>(node);
    CHECK(binary.op == op);
    node = binary.rhs;
  }
  CHECK(arena(parsed).get<ir::Unary>(node).op == ir::UnaryOp::Negate);

  // Left-associative within a level: x / y * z is (x / y) * z.
  Parsed left = expression("x / y * z");
  const auto& top = arena(left).get<ir::Binary>(left.expression.root);
  CHECK(top.op == ir::BinaryOp::Multiply);
  CHECK(arena(left).get<ir::Binary>(top.lhs).op == ir::BinaryOp::Divide);

  // The conditional is right-associative and binds loosest.
  Parsed conditional = expression("a ? b : c ? d : e || f");
  const auto& outer = arena(conditional).get<ir::Conditional>(conditional.expression.root);
  const auto& inner = arena(conditional).get<ir::Conditional>(outer.else_expr);
  CHECK(arena(conditional).get<ir::Binary>(inner.else_expr).op == ir::BinaryOp::Or);
}

TEST_CASE("calls, for-expressions and number literals keep what was written") {
  Parsed call = expression("f(a, b...)");
  const auto& c = arena(call).get<ir::Call>(call.expression.root);
  CHECK(c.name.text == "f");
  CHECK(c.args.size() == 2);
  CHECK(c.expand_final);

  // A namespaced name is one name, without the spaces around `::`, spanning
  // from its first part to its last (the reference's range for an unknown
  // function).
  Parsed namespaced = expression("provider :: aws::arn_parse(x)");
  const auto& n = arena(namespaced).get<ir::Call>(namespaced.expression.root);
  CHECK(n.name.text == "provider::aws::arn_parse");
  CHECK(n.name.span.start == 0);
  CHECK(n.name.span.end == 26);
  CHECK(n.args.size() == 1);

  Parsed for_object = expression("{for k, v in m: v => k... if k != \"\"}");
  const auto& f = arena(for_object).get<ir::For>(for_object.expression.root);
  CHECK(f.is_object);
  CHECK(f.grouping);
  REQUIRE(f.key_var.has_value());
  CHECK(f.key_var->text == "k");
  CHECK(f.value_var.text == "v");
  CHECK(f.cond.valid());

  Parsed number = expression("1.50e+3");
  CHECK(arena(number).get<ir::Literal>(number.expression.root).value == ir::LiteralValue::number("1.50e+3"));
}

TEST_CASE("long collections lowered while their file is parsed: the same IR and diagnostics, in order") {
  // A config file's valid pass lowers the elements of a long collection as
  // they are parsed; an expression is lowered whole when parsed. Text placed
  // at the same bytes gives the same dump, and each element's diagnostics
  // come where the whole lowering reports them.
  std::string object = "{\n";
  for (int i = 0; i < 40; ++i) {
    object += i % 3 == 0   ? "  k" + std::to_string(i) + " = \"v\\q" + std::to_string(i) + "\"\n"
              : i % 3 == 1 ? "  (k" + std::to_string(i) + ") = [" + std::to_string(i) + ", \"\\z\"]\n"
                           : "  \"s" + std::to_string(i) + "\": f(" + std::to_string(i) + ")\n";
  }
  object += "}";
  std::string call = "max(";
  for (int i = 0; i < 40; ++i) call += std::to_string(i) + (i % 7 == 0 ? R"( + "\y")" : "") + ", ";
  call += "1)";
  std::string tuple = "\"\\w${[";
  for (int i = 0; i < 40; ++i)
    tuple += (i == 35 ? object : i == 36 ? call : "\"e\\x" + std::to_string(i) + "\"") + ", ";
  tuple += "[for x in y: x]]}\"";

  Parsed whole = parse(Entry::Expression, "    " + tuple);
  Parsed early = parse(Entry::Config, "a = " + tuple + "\n");
  REQUIRE(whole.diags.size() > 40);
  CHECK(summaries(early.diags) == summaries(whole.diags));
  std::string subjects_whole, subjects_early;
  for (const Diagnostic& d : whole.diags) subjects_whole += std::to_string(d.subject->start.byte) + " ";
  for (const Diagnostic& d : early.diags) subjects_early += std::to_string(d.subject->start.byte) + " ";
  CHECK(subjects_early == subjects_whole);
  const ir::Attribute& a = early.file.arena->attribute(early.file.root().attributes.at(0));
  CHECK(ir::dump_expression(*early.file.arena, a.expr) ==
        ir::dump_expression(*whole.expression.arena, whole.expression.root));
}

TEST_CASE("source ranges of nodes, as the reference reports them") {
  // Ranges checked against `hcldec --var-refs` and `oracle eval` diagnostics.
  Parsed parsed = parse(Entry::Config, "a = foo.bar[0][\"x\"].baz\nb \"l\" {\n  c = \"t${d}\"\n}\n");
  REQUIRE(parsed.diags.empty());
  const ir::Arena& a = *parsed.file.arena;
  const ir::Body& root = parsed.file.root();
  REQUIRE(root.attributes.size() == 1);
  const ir::Attribute& attribute = a.attribute(root.attributes[0]);
  CHECK(ir::format_span(a, attribute.span) == "1:1-1:24");
  const auto& traversal = a.get<ir::ScopeTraversal>(attribute.expr);
  CHECK(ir::format_span(a, traversal.root.span) == "1:5-1:8");
  CHECK(ir::format_span(a, traversal.steps[0].span) == "1:8-1:12");   // `.bar`
  CHECK(ir::format_span(a, traversal.steps[1].span) == "1:12-1:15");  // `[0]`
  CHECK(ir::format_span(a, traversal.steps[2].span) == "1:15-1:20");  // `["x"]`

  const ir::Block& block = a.block(root.blocks[0]);
  CHECK(block.labels[0].text == "l");
  CHECK(ir::format_span(a, block.labels[0].span) == "2:3-2:6");
  CHECK(ir::format_span(a, a.body(block.body).span) == "2:7-4:2");
  const ir::Attribute& inner = a.attribute(a.body(block.body).attributes[0]);
  CHECK(ir::format_span(a, a.span(inner.expr)) == "3:7-3:14");  // the quotes are part of the template
  const auto& tmpl = a.get<ir::Template>(inner.expr);
  CHECK(ir::format_span(a, a.span(tmpl.parts[1])) == "3:9-3:13");  // `${d}`

  // Columns count grapheme clusters.
  Parsed unicode = parse(Entry::Config, "a = \"é👍🏽\" + x\n");
  const ir::Arena& u = *unicode.file.arena;
  const auto& sum = u.get<ir::Binary>(u.attribute(unicode.file.root().attributes[0]).expr);
  CHECK(ir::format_span(u, u.span(sum.rhs)) == "1:12-1:13");
}

}  // namespace
}  // namespace hclc::syntax_test
