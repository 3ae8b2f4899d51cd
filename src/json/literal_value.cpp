#include "json/literal_value.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "eval/messages.h"
#include "runtime/name_order.h"
#include "runtime/number.h"
#include "runtime/text.h"

namespace hclc::json {
namespace {

// Reports an object's repeated keys as the evaluator reads the object: in
// source order, each value's diagnostics (from `value_diags`, which
// `value_diags_ends` divides: the index of each property whose value reported
// something, and the end of its diagnostics), then its key's repetition.
void report_repeated_keys(const Document& doc, std::span<const Property> properties, const Diagnostics& value_diags,
                          const std::vector<std::pair<std::size_t, std::size_t>>& value_diags_ends,
                          Diagnostics& diags) {
  std::unordered_map<std::string, const Property*> first_of;
  auto ends = value_diags_ends.begin();
  std::size_t next_diag = 0;
  for (std::size_t i = 0; i < properties.size(); ++i) {
    if (ends != value_diags_ends.end() && ends->first == i) {
      for (; next_diag < ends->second; ++next_diag) diags.add(value_diags[next_diag]);
      ++ends;
    }
    std::string name = normalize_nfc(properties[i].name);
    auto [first, inserted] = first_of.try_emplace(name, &properties[i]);
    if (!inserted)
      diags.add(DiagKind::EvalDuplicateObjectAttribute,
                eval::duplicate_object_attribute_detail(name, doc.range(first->second->name_span)),
                doc.range(properties[i].name_span));
  }
}

// An object's value, or the dynamic value when a key repeats. The entries are
// put in name order here, where a repeated key shows as two neighbours (the
// order keeps them in source order), and Value::object finds them in order:
// one sort, and no table of the names seen, which for a large object costs
// more than the sort.
Value object_value(const Document& doc, const Node& object, Diagnostics& diags) {
  const std::span<const Property> properties = object.properties();
  std::vector<Value::Entry> entries;
  entries.reserve(properties.size());
  Diagnostics value_diags;
  std::vector<std::pair<std::size_t, std::size_t>> value_diags_ends;
  for (std::size_t i = 0; i < properties.size(); ++i) {
    const std::size_t before = value_diags.size();
    Value value = literal_value(doc, *properties[i].value, value_diags);
    if (value_diags.size() != before) value_diags_ends.emplace_back(i, value_diags.size());
    entries.emplace_back(normalize_nfc(properties[i].name), std::move(value));  // as a string value's text is
  }
  sort_by_name(entries);
  auto same_name = [](const Value::Entry& a, const Value::Entry& b) { return a.first == b.first; };
  if (std::adjacent_find(entries.begin(), entries.end(), same_name) == entries.end()) {
    diags.append(value_diags);
    return Value::object(std::move(entries));
  }
  report_repeated_keys(doc, properties, value_diags, value_diags_ends, diags);
  return Value::dynamic();
}

}  // namespace

Value literal_value(const Document& doc, const Node& node, Diagnostics& diags) {
  switch (node.kind) {
    case NodeKind::Object: return object_value(doc, node, diags);
    case NodeKind::Array: {
      std::vector<Value> elements;
      elements.reserve(node.elements().size());
      for (const Node* element : node.elements()) elements.push_back(literal_value(doc, *element, diags));
      return Value::tuple(std::move(elements));
    }
    case NodeKind::String: return Value::string(node.text());
    case NodeKind::Number: {
      // The parser keeps only text that follows JSON's number grammar.
      std::optional<Number> n = Number::parse(node.text());
      return n ? Value::number(*n) : Value::unknown(Type::number());
    }
    case NodeKind::Bool: return Value::boolean(node.boolean);
    case NodeKind::Null: return Value::null(Type::dynamic());
    case NodeKind::Invalid: break;  // its syntax error is reported already
  }
  return Value::dynamic();
}

std::vector<LiteralAttribute> literal_attributes(const Document& doc, Diagnostics& diags) {
  const Node& root = *doc.root();
  if (root.kind != NodeKind::Object) {
    diags.add(DiagKind::JsonAttributesNotObject,
              "A JSON object is required here, setting the arguments for this block.",
              doc.range(root.kind == NodeKind::Array ? root.open_span() : root.span));
    return {};
  }
  // Names are compared as written (a body's attribute names are not normalized).
  std::vector<const Property*> kept;
  std::unordered_map<std::string_view, const Property*> first_of;
  for (const Property& property : root.properties()) {
    if (property.name == kCommentPropertyName) continue;
    auto [first, inserted] = first_of.try_emplace(property.name, &property);
    if (inserted) {
      kept.push_back(&property);
      continue;
    }
    const Property& earlier = *first->second;
    diags.add(DiagKind::JsonDuplicateAttribute,
              repeated_argument_detail(property.name, doc.range(Span::between(earlier.name_span, earlier.value->span))),
              doc.range(property.name_span));
  }
  std::vector<LiteralAttribute> attributes;
  attributes.reserve(kept.size());
  for (const Property* property : kept)
    attributes.push_back(LiteralAttribute{std::string(property->name), literal_value(doc, *property->value, diags)});
  return attributes;
}

}  // namespace hclc::json
