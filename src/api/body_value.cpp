// hcl::body_value and hcl::body_source_value: a body read without a schema
// (python-hcl2's shape, described in include/hclc/body_value.h).

#include <algorithm>
#include <functional>
#include <map>
#include <string_view>
#include <unordered_map>

#include "ext/dynamic_blocks.h"
#include "hclc/body_value.h"
#include "runtime/stack_budget.h"
#include "src/api/internal.h"

namespace hcl {

namespace {

// An attribute's value in the chosen mode; diagnostics go to the caller's list.
using AttributeReader = std::function<Value(const hclc::body::Attribute&, Diagnostics&)>;

// The stack the reading of nested blocks may use (runtime/stack_budget.h).
struct StackWalk {
  StackWalk() { stack.start(); }
  hclc::StackBudget stack;
  bool too_deep = false;  // reported
};

Value read_body(const hclc::body::Body& body, const AttributeReader& read_attribute, StackWalk& walk,
                Diagnostics& diags);

// The labels around the block's body, outermost first. A block nested past
// the stack is null, reported once.
Value block_value(const hclc::body::Block& block, const AttributeReader& read_attribute, StackWalk& walk,
                  Diagnostics& diags) {
  if (walk.too_deep || walk.stack.spent()) {
    if (!walk.too_deep) {
      walk.too_deep = true;
      hclc::Diagnostics inner;
      inner.add(hclc::DiagKind::NestingTooDeep, "This block is nested more deeply than hclc can read.",
                block.type_range);
      api::append(diags, inner);
    }
    return Value::null(Type::dynamic());
  }
  Value value = read_body(*block.body, read_attribute, walk, diags);
  for (std::size_t i = block.labels.size(); i-- > 0;) value = Value::object({{block.labels[i], value}});
  return value;
}

Value read_body(const hclc::body::Body& body, const AttributeReader& read_attribute, StackWalk& walk,
                Diagnostics& diags) {
  hclc::Diagnostics expansion;
  std::optional<hclc::body::BodyContent> content = hclc::ext::dynamic_content_without_schema(body, expansion);
  api::append(diags, expansion);
  if (!content) content = body.content_without_schema();
  if (!content) {
    // The JSON syntax (or several bodies): every property is an attribute.
    hclc::Diagnostics inner;
    content.emplace();
    content->attributes = body.just_attributes(inner);
    api::append(diags, inner);
  }
  std::map<std::string, Value> entries;
  for (const hclc::body::Attribute& attribute : content->attributes)
    entries.try_emplace(attribute.name, read_attribute(attribute, diags));
  // Each type's blocks in source order, the types in order of first appearance.
  std::vector<std::string> block_types;
  std::unordered_map<std::string, std::vector<Value>> blocks_by_type;
  for (const hclc::body::Block& block : content->blocks) {
    if (entries.contains(block.type)) {
      hclc::Diagnostics inner;
      inner.add(hclc::DiagKind::BodyValueNameClash,
                "\"" + block.type +
                    "\" is set as an argument of this body too; without a schema, its value is that "
                    "argument's and this block is left out.",
                block.type_range);
      api::append(diags, inner);
      continue;
    }
    auto [blocks, first] = blocks_by_type.try_emplace(block.type);
    if (first) block_types.push_back(block.type);
    blocks->second.push_back(block_value(block, read_attribute, walk, diags));
  }
  for (const std::string& type : block_types) entries.emplace(type, Value::tuple(blocks_by_type[type]));
  std::vector<Value::Entry> attributes(std::make_move_iterator(entries.begin()),
                                       std::make_move_iterator(entries.end()));
  return Value::object(attributes);
}

// A heredoc's lines between its markers as written (interpolations kept, as
// a quoted template's text is), less the indentation `<<-` removes: the
// smallest indentation of its non-blank lines. python-hcl2 7 gave this; its
// version 8 gives the markers too, which its users took for a regression.
std::string heredoc_text(std::string_view source) {
  const std::size_t first_newline = source.find('\n');
  const std::size_t last_newline = source.rfind('\n');
  if (first_newline == std::string_view::npos || first_newline == last_newline) return "";
  const std::string_view lines = source.substr(first_newline + 1, last_newline - first_newline);
  if (!source.starts_with("<<-")) return std::string(lines);
  auto for_each_line = [lines](auto&& visit) {
    for (std::size_t start = 0; start < lines.size();) {
      const std::size_t end = lines.find('\n', start);
      visit(lines.substr(start, end - start + 1));
      start = end + 1;
    }
  };
  std::size_t indentation = std::string_view::npos;
  for_each_line([&indentation](std::string_view line) {
    const std::size_t text_start = line.find_first_not_of(" \t");
    if (text_start != std::string_view::npos && line[text_start] != '\n')
      indentation = std::min(indentation, text_start);
  });
  std::string text;
  for_each_line([&text, indentation](std::string_view line) {
    text += line.substr(std::min({indentation, line.find_first_not_of(" \t"), line.size() - 1}));
  });
  return text;
}

}  // namespace

Value body_value(const Body& body, const EvalContext& ctx, Diagnostics& diags) {
  const hclc::eval::EvalContext& context = api::impl(ctx).context;
  auto evaluate = [&context](const hclc::body::Attribute& attribute, Diagnostics& out) {
    hclc::Diagnostics inner;
    hclc::Value value = attribute.expr.value(&context, inner);
    api::append(out, inner);
    return inner.has_errors() ? Value::null(Type::dynamic()) : api::wrap(std::move(value));
  };
  StackWalk walk;
  return read_body(*api::impl(body).body, evaluate, walk, diags);
}

Value body_source_value(const Body& body, const Parser& parser, Diagnostics& diags) {
  std::unordered_map<std::string_view, std::string_view> source_texts;
  for (const Parser::Impl::Source& source : api::impl(parser).sources)
    source_texts[source.file->filename()] = source.file->text();
  auto keep_source = [&source_texts](const hclc::body::Attribute& attribute, Diagnostics&) {
    hclc::Diagnostics constant_errors;
    hclc::Value constant = attribute.expr.value(nullptr, constant_errors);
    if (!constant_errors.has_errors() && constant.is_known()) return api::wrap(std::move(constant));
    hclc::Range range = attribute.expr.range();
    auto source = source_texts.find(range.filename);
    if (source == source_texts.end() || range.end.byte > source->second.size()) return Value::null(Type::string());
    std::string_view text = source->second.substr(range.start.byte, range.end.byte - range.start.byte);
    const hclc::ir::NodeKind kind = attribute.expr.arena->kind(attribute.expr.id);
    const bool template_node = kind == hclc::ir::NodeKind::Template || kind == hclc::ir::NodeKind::TemplateWrap;
    if (template_node && text.size() >= 2 && text.front() == '"' && text.back() == '"')
      return Value::string(text.substr(1, text.size() - 2));
    if (template_node && text.starts_with("<<")) return Value::string(heredoc_text(text));
    return Value::string("${" + std::string(text) + "}");
  };
  StackWalk walk;
  return read_body(*api::impl(body).body, keep_source, walk, diags);
}

}  // namespace hcl
