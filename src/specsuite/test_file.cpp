#include "specsuite/test_file.h"

#include <string>

#include "body/native_body.h"
#include "eval/eval.h"
#include "eval/typeexpr.h"
#include "runtime/convert.h"
#include "syntax/parse.h"

namespace hclc::specsuite {

bool matches(const ExpectedPos& expected, const Pos& actual) {
  return expected.line == actual.line && expected.column == actual.column && expected.byte == actual.byte;
}

namespace {

Diagnostic titled(DiagKind kind, std::string summary, std::string detail, const Range& range) {
  Diagnostic d = make_diag(kind, std::move(detail), range);
  d.summary = std::move(summary);
  return d;
}

std::vector<const body::Block*> blocks_of_type(const body::BodyContent& content, std::string_view type) {
  std::vector<const body::Block*> blocks;
  for (const body::Block& b : content.blocks)
    if (b.type == type) blocks.push_back(&b);
  return blocks;
}

// The one block of `type` in `content`, or nullptr. More than one is a
// mistake; none is one only when `required` (reported at `parent`).
const body::Block* single_block(const body::BodyContent& content, const std::string& type, bool required,
                                const Range& parent, Diagnostics& diags) {
  std::vector<const body::Block*> blocks = blocks_of_type(content, type);
  if (blocks.empty()) {
    if (required)
      diags.add(titled(DiagKind::SpecsuiteMissingBlock, "Missing " + type + " block",
                       "A " + type + " block is required.", parent));
    return nullptr;
  }
  for (std::size_t i = 1; i < blocks.size(); ++i)
    diags.add(titled(
        DiagKind::SpecsuiteDuplicateBlock, "Duplicate " + type + " block",
        "Only one " + type + " block is allowed. Another was defined at " + range_text(blocks.front()->def_range) + ".",
        blocks[i]->def_range));
  return blocks.front();
}

std::optional<std::int64_t> whole_number(const body::Attribute& attribute, Diagnostics& diags) {
  Diagnostics eval_diags;
  Value v = eval::evaluate(*attribute.expr.arena, attribute.expr.id, nullptr, eval_diags);
  diags.append(eval_diags);
  if (eval_diags.has_errors()) return std::nullopt;
  std::optional<std::int64_t> n;
  if (v.is_present() && v.type() == Type::number()) n = v.as_number().to_int64();
  if (!n)
    diags.add(DiagKind::SpecsuiteInvalidPosition,
              "The " + attribute.name + " of a position must be a whole number; this is " + v.describe() + ".",
              attribute.expr.range());
  return n;
}

// A `from` or `to` block: line, column and byte.
std::optional<ExpectedPos> read_pos(const body::Block& block, Diagnostics& diags) {
  static const body::BodySchema schema{{{"line", true}, {"column", true}, {"byte", true}}, {}};
  Diagnostics local;
  body::BodyContent content = block.body->content(schema, local);
  ExpectedPos pos;
  for (const body::Attribute& a : content.attributes) {
    std::optional<std::int64_t> n = whole_number(a, local);
    if (!n) continue;
    if (a.name == "line") pos.line = *n;
    if (a.name == "column") pos.column = *n;
    if (a.name == "byte") pos.byte = *n;
  }
  diags.append(local);
  if (local.has_errors()) return std::nullopt;
  return pos;
}

struct FromTo {
  ExpectedPos from, to;
};

std::optional<FromTo> read_from_to(const body::BodyContent& content, const Range& parent, Diagnostics& diags) {
  Diagnostics local;
  const body::Block* from = single_block(content, "from", true, parent, local);
  const body::Block* to = single_block(content, "to", true, parent, local);
  std::optional<ExpectedPos> from_pos = from ? read_pos(*from, local) : std::nullopt;
  std::optional<ExpectedPos> to_pos = to ? read_pos(*to, local) : std::nullopt;
  diags.append(local);
  if (local.has_errors() || !from_pos || !to_pos) return std::nullopt;
  return FromTo{*from_pos, *to_pos};
}

void read_diagnostics(const body::Block& block, TestFile& test, Diagnostics& diags) {
  static const body::BodySchema schema{{}, {{"error", {}}, {"warning", {}}}};
  static const body::BodySchema range_schema{{}, {{"from", {}}, {"to", {}}}};
  body::BodyContent content = block.body->content(schema, diags);
  if (content.blocks.empty())
    diags.add(DiagKind::SpecsuiteEmptyDiagnosticsBlock,
              "If a diagnostics block is present, at least one expectation statement (\"error\" or \"warning\" "
              "block) must be included.",
              block.def_range);
  for (const body::Block& expectation : content.blocks) {
    body::BodyContent inner = expectation.body->content(range_schema, diags);
    std::optional<FromTo> range = read_from_to(inner, expectation.def_range, diags);
    if (!range) continue;
    Severity severity = expectation.type == "error" ? Severity::Error : Severity::Warning;
    test.diagnostics.push_back({severity, range->from, range->to, expectation.def_range});
  }
}

void read_traversals(const body::Block& block, TestFile& test, Diagnostics& diags) {
  static const body::BodySchema schema{{}, {{"expect", {}}}};
  static const body::BodySchema expect_schema{{{"ref", true}}, {{"from", {}}, {"to", {}}}};
  body::BodyContent content = block.body->content(schema, diags);
  test.traversals.emplace();
  for (const body::Block& expect : content.blocks) {
    body::BodyContent inner = expect.body->content(expect_schema, diags);
    std::optional<ir::Traversal> ref;
    Range ref_range = expect.def_range;
    if (const body::Attribute* a = inner.attribute("ref")) {
      ref = ir::abs_traversal_for_expr(*a->expr.arena, a->expr.id, diags);
      ref_range = a->expr.range();
    }
    std::optional<FromTo> range = read_from_to(inner, expect.def_range, diags);
    if (!ref || !range) continue;
    test.traversals->push_back({std::move(*ref), range->from, range->to, ref_range});
  }
}

}  // namespace

std::optional<TestFile> read_test_file(const SourceFile& source, Diagnostics& diags) {
  static const body::BodySchema schema{{{"result", false}, {"result_type", false}},
                                       {{"diagnostics", {}}, {"traversals", {}}}};
  Diagnostics local;
  ir::File file = parse_config(source, local);
  if (local.has_errors()) {
    diags.append(local);
    return std::nullopt;
  }
  body::BodyContent content = body::native_body(file)->content(schema, local);
  Range whole_file = body::native_body(file)->missing_item_range();

  TestFile test;
  const body::Attribute* result = content.attribute("result");
  if (const body::Attribute* type = content.attribute("result_type"))
    test.result_type = eval::type_constraint(*type->expr.arena, type->expr.id, local);
  if (result) {
    Diagnostics eval_diags;
    Value v = eval::evaluate(*result->expr.arena, result->expr.id, nullptr, eval_diags);
    local.append(eval_diags);
    if (!eval_diags.has_errors()) {
      if (test.result_type) {
        Result<Value> converted = convert(v, *test.result_type);
        if (converted.ok())
          test.result = converted.value();
        else
          local.add(DiagKind::SpecsuiteInvalidResultValue,
                    "The result value does not conform to the given result type: " + converted.error().message + ".",
                    result->expr.range());
      } else {
        test.result = v;
      }
    }
  }
  if (const body::Block* block = single_block(content, "diagnostics", false, whole_file, local))
    read_diagnostics(*block, test, local);
  if (const body::Block* block = single_block(content, "traversals", false, whole_file, local))
    read_traversals(*block, test, local);
  if (result && !test.diagnostics.empty())
    local.add(DiagKind::SpecsuiteConflictingExpectations,
              "This test file expects diagnostics, so it may not also expect a result.", result->range);

  diags.append(local);
  if (local.has_errors()) return std::nullopt;
  return test;
}

}  // namespace hclc::specsuite
