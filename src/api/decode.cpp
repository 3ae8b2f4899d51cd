// What the templates of hclc/decode.h call in the library: the wording of
// decoding's diagnostics (shared with hcldec, src/dec), exact numbers, and
// writing an encoded struct as text (with the edit layer's value layout and
// the formatter's alignment).

#include "hclc/decode.h"

#include <charconv>

#include "dec/decode.h"
#include "edit/document.h"
#include "ext/dynamic_blocks.h"
#include "format/format.h"
#include "runtime/text.h"
#include "source/source_file.h"
#include "src/api/internal.h"

namespace hcl {

// The common instantiations (include/hclc/decode.h declares the same).
template struct ValueCodec<std::optional<std::string>>;
template struct ValueCodec<std::optional<bool>>;
template struct ValueCodec<std::optional<int>>;
template struct ValueCodec<std::optional<std::int64_t>>;
template struct ValueCodec<std::optional<double>>;
template struct ValueCodec<std::vector<std::string>>;
template struct ValueCodec<std::vector<bool>>;
template struct ValueCodec<std::vector<int>>;
template struct ValueCodec<std::vector<std::int64_t>>;
template struct ValueCodec<std::vector<double>>;
template struct ValueCodec<std::vector<Value>>;
template struct ValueCodec<std::set<std::string>>;
template struct ValueCodec<std::map<std::string, std::string>>;
template struct ValueCodec<std::map<std::string, bool>>;
template struct ValueCodec<std::map<std::string, int>>;
template struct ValueCodec<std::map<std::string, std::int64_t>>;
template struct ValueCodec<std::map<std::string, double>>;
template struct ValueCodec<std::map<std::string, Value>>;

}  // namespace hcl

namespace hcl::decoding {
namespace {

Diagnostic wrap_one(const hclc::Diagnostic& d) { return api::wrap(d); }

}  // namespace

Diagnostic incorrect_attribute_type(std::string_view name, std::string_view message, const Range& expr_range) {
  return wrap_one(hclc::dec::incorrect_attribute_type(name, message, api::unwrap(expr_range)));
}

Diagnostic missing_block(std::string_view type, const Range& missing_item_range) {
  return wrap_one(hclc::dec::missing_block(type, api::unwrap(missing_item_range)));
}

Diagnostic duplicate_block(std::string_view type, const Range& first, const Range& second) {
  return wrap_one(hclc::dec::duplicate_block(type, api::unwrap(first), api::unwrap(second)));
}

Diagnostic duplicate_labeled_block(std::string_view type, const std::vector<std::string>& labels,
                                   const Range& subject) {
  return wrap_one(hclc::dec::duplicate_labeled_block(type, labels, api::unwrap(subject)));
}

Diagnostic insufficient_blocks(std::string_view type, std::size_t min, const Range& missing_item_range) {
  return wrap_one(
      hclc::dec::insufficient_blocks(type, static_cast<std::int64_t>(min), api::unwrap(missing_item_range)));
}

Diagnostic too_many_blocks(std::string_view type, std::size_t max, const Range& subject) {
  return wrap_one(hclc::dec::too_many_blocks(type, static_cast<std::int64_t>(max), api::unwrap(subject)));
}

namespace {

// A block_map's block whose first label does not read as the map's key type.
Diagnostic invalid_block_key(std::string_view type, std::string_view label, std::string_view error,
                             const Range& subject) {
  return wrap_one(hclc::make_diag(hclc::DiagKind::DecodeInvalidBlockKey,
                                  "The first label of a " + std::string(type) + " block is its key: for \"" +
                                      std::string(label) + "\", " + std::string(error) + ".",
                                  api::unwrap(subject)));
}

}  // namespace

std::optional<std::uint64_t> as_uint64(const Value& v) {
  std::optional<std::string> decimal = v.as_decimal();
  if (!decimal) return std::nullopt;
  std::uint64_t n = 0;
  const char* end = decimal->data() + decimal->size();
  auto [ptr, error] = std::from_chars(decimal->data(), end, n);
  if (error != std::errc() || ptr != end) return std::nullopt;  // fractional, negative, exponent or too large
  return n;
}

bool present(const Value& v, std::string& error) {
  if (!v.is_known()) {
    error = "the value is not known yet";
    return false;
  }
  if (v.is_null()) {
    error = "a non-null value is required";
    return false;
  }
  return true;
}

std::string whole_number_required(std::string_view min, std::string_view max) {
  return "a whole number from " + std::string(min) + " to " + std::string(max) + " is required";
}

std::string not_one_of(const std::vector<std::string>& names, std::string_view given) {
  std::string list;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) list += i + 1 == names.size() ? " or " : ", ";
    list += hclc::native_quote(names[i]);
  }
  if (names.empty()) return "no value is allowed (the enum has no names)";
  return (names.size() == 1 ? list : "one of " + list) + " is required, not " + hclc::native_quote(given);
}

Value sequence(const std::vector<Value>& values, const Type& element_type) {
  Result<Value> list = Value::list(values, values.empty() ? std::optional<Type>(element_type) : std::nullopt);
  return list ? *list : Value::tuple(values);
}

Value set_of(const std::vector<Value>& values, const Type& element_type) {
  Result<Value> set = Value::set(values, values.empty() ? std::optional<Type>(element_type) : std::nullopt);
  return set ? *set : Value::tuple(values);
}

Value mapping(const std::vector<Value::Entry>& entries, const Type& element_type) {
  Result<Value> map = Value::map(entries, entries.empty() ? std::optional<Type>(element_type) : std::nullopt);
  return map ? *map : Value::object(entries);
}

std::optional<Value> key_as(std::string_view key, const Type& type, std::string& error) {
  Result<Value> converted = Value::string(key).convert_to(type);
  if (!converted) {
    error = converted.error().message;
    return std::nullopt;
  }
  return *converted;
}

std::optional<std::string> key_text(const Value& v) {
  if (!v.is_present()) return std::nullopt;
  Result<Value> text = v.convert_to(Type::string());
  if (!text) return std::nullopt;
  return text->as_string();
}

// --- SchemaCore ----------------------------------------------------------------

SchemaCore::SchemaCore() = default;
SchemaCore::~SchemaCore() = default;
SchemaCore::SchemaCore(SchemaCore&&) noexcept = default;
SchemaCore& SchemaCore::operator=(SchemaCore&&) noexcept = default;

void SchemaCore::add_attribute(std::string name, bool required, std::shared_ptr<const AttributeAccess> access) {
  attributes.push_back({std::move(name), required, std::move(access)});
}
void SchemaCore::add_block(std::string type, std::string key_name, std::shared_ptr<const BlockAccess> access) {
  blocks.push_back({std::move(type), std::move(key_name), std::move(access)});
}
void SchemaCore::add_label(std::string name, std::shared_ptr<const Slot<std::string>> slot) {
  labels.push_back({std::move(name), std::move(slot)});
}
void SchemaCore::set_scope(std::function<void(const Block&, EvalContext&)> add_names) { scope = std::move(add_names); }

std::vector<std::string> SchemaCore::label_names() const {
  std::vector<std::string> names;
  names.reserve(labels.size());
  for (const LabelField& l : labels) names.push_back(l.name);
  return names;
}

Type SchemaCore::object_type() const {
  std::map<std::string, Type> types;
  std::set<std::string> optional_names;
  for (const AttributeField& a : attributes) {
    types.emplace(a.name, a.access->type());
    if (!a.required) optional_names.insert(a.name);
  }
  return Type::object(types, optional_names);
}

Type SchemaCore::block_object_type() const {
  std::map<std::string, Type> types;
  std::set<std::string> optional_names;
  for (const LabelField& l : labels) types.emplace(l.name, Type::string());
  for (const AttributeField& a : attributes) {
    if (a.access->is_syntax()) continue;  // no value
    types.insert_or_assign(a.name, a.access->type());
    if (!a.required) optional_names.insert(a.name);
  }
  for (const BlockField& b : blocks) {
    const Type element = b.access->element().block_object_type();
    switch (b.access->kind()) {
      case BlockAccess::Kind::one:
      case BlockAccess::Kind::at_most_one: types.insert_or_assign(b.type, element); break;
      case BlockAccess::Kind::many: types.insert_or_assign(b.type, Type::list(element)); break;
      case BlockAccess::Kind::keyed: types.insert_or_assign(b.type, Type::map(element)); break;
    }
  }
  return Type::object(types, optional_names);
}

namespace {

// Null for an optional field keeps (or sets) its default, as an absent one.
bool read_attribute(const SchemaCore::AttributeField& a, const Value& v, void* out, std::string& error) {
  if (!a.required && v.is_known() && v.is_null()) {
    a.access->set_default(out);
    return true;
  }
  return a.access->read(out, v, error);
}

Value evaluate(const DecodeState& state, const Expression& expr, Diagnostics& into) {
  return state.ctx ? expr.value(*state.ctx, into) : expr.value(into);
}

void decode_attribute(const SchemaCore::AttributeField& a, const Attribute& attribute, void* out,
                      const DecodeState& state) {
  if (a.access->read_syntax(out, attribute.expr, state.diags)) return;
  Diagnostics evaluation;
  Value value = evaluate(state, attribute.expr, evaluation);
  state.diags.append(evaluation);
  if (evaluation.has_errors()) return;  // reported; the value is a placeholder
  Result<Value> converted = value.convert_to(a.access->type());
  std::string error;
  if (!converted) {
    error = converted.error().message;
  } else if (read_attribute(a, *converted, out, error)) {
    return;
  }
  state.diags.add(incorrect_attribute_type(a.name, error, attribute.expr.range()));
}

// The elements of a block field, with their keys as labels (a block_map's).
using Elements = std::vector<std::pair<std::optional<std::string>, const void*>>;
Elements elements_of(const BlockAccess& access, const void* in) {
  Elements out;
  access.visit(
      in,
      [](void* context, const std::string* key, const void* element) {
        static_cast<Elements*>(context)->emplace_back(key ? std::optional<std::string>(*key) : std::nullopt, element);
      },
      &out);
  return out;
}

// A block field as a value: an object, null (an absent optional block), a
// list of objects, or a map of them.
Value encode_blocks(const BlockAccess& access, const void* in) {
  const SchemaCore& element = access.element();
  Elements elements = elements_of(access, in);
  switch (access.kind()) {
    case BlockAccess::Kind::one: return element.write_block_object(elements.at(0).second);
    case BlockAccess::Kind::at_most_one:
      return elements.empty() ? Value::null(element.block_object_type())
                              : element.write_block_object(elements[0].second);
    case BlockAccess::Kind::many: {
      std::vector<Value> values;
      values.reserve(elements.size());
      for (const auto& [key, e] : elements) values.push_back(element.write_block_object(e));
      return sequence(values, element.block_object_type());
    }
    case BlockAccess::Kind::keyed: break;
  }
  std::vector<Value::Entry> entries;
  entries.reserve(elements.size());
  for (const auto& [key, e] : elements) entries.emplace_back(*key, element.write_block_object(e));
  return mapping(entries, element.block_object_type());
}

// The blocks of one type into their field, reported as hcldec reports them.
void decode_blocks(const SchemaCore::BlockField& field, void* out, const std::vector<const Block*>& blocks,
                   const Range& missing, const DecodeState& state) {
  const BlockAccess& access = *field.access;
  const SchemaCore& element = access.element();
  const std::string& type = field.type;
  switch (access.kind()) {
    case BlockAccess::Kind::one:
    case BlockAccess::Kind::at_most_one:
      if (blocks.empty()) {
        if (access.kind() == BlockAccess::Kind::one) state.diags.add(missing_block(type, missing));
        return;
      }
      if (blocks.size() > 1) state.diags.add(duplicate_block(type, blocks[0]->def_range, blocks[1]->def_range));
      element.decode_block(*blocks.front(), 0, access.emplace(out, type), state);
      return;
    case BlockAccess::Kind::many: {
      const BlockCount count = access.count();
      if (blocks.size() < count.min) state.diags.add(insufficient_blocks(type, count.min, missing));
      if (count.max && blocks.size() > *count.max)
        state.diags.add(too_many_blocks(type, *count.max, blocks[*count.max]->body.missing_item_range()));
      access.clear(out);
      for (const Block* b : blocks) element.decode_block(*b, 0, access.emplace(out, type), state);
      return;
    }
    case BlockAccess::Kind::keyed: break;
  }
  access.clear(out);
  for (const Block* b : blocks) {  // each with all its labels: the body drops the others
    const std::string& key = b->labels.front();
    std::string error;
    if (!access.key_converts(key, error)) {
      // Its body is still decoded, for its diagnostics, as a duplicate's is.
      std::shared_ptr<void> scratch = access.scratch();
      element.decode_block(*b, 1, scratch.get(), state);
      state.diags.add(invalid_block_key(type, key, error, b->label_ranges.empty() ? b->def_range : b->label_ranges[0]));
    } else if (void* slot = access.emplace(out, key)) {
      element.decode_block(*b, 1, slot, state);
    } else {
      // A duplicate's body is still decoded, for its diagnostics, as hcldec does
      // (a duplicate once read as the key type, "01" after "1", too).
      std::shared_ptr<void> scratch = access.scratch();
      element.decode_block(*b, 1, scratch.get(), state);
      state.diags.add(duplicate_labeled_block(type, {key}, b->def_range));
    }
  }
}

}  // namespace

bool SchemaCore::read_object(const Value& v, void* out, std::string& error) const {
  for (const AttributeField& a : attributes) {
    std::optional<Value> element = v.get(a.name);
    if (!read_attribute(a, element.value_or(Value::null(a.access->type())), out, error)) return false;
  }
  return true;
}

Value SchemaCore::write_object(const void* in) const {
  std::vector<Value::Entry> entries;
  for (const AttributeField& a : attributes)
    if (std::optional<Value> v = a.access->write(in)) entries.emplace_back(a.name, std::move(*v));
  for (const BlockField& b : blocks) entries.emplace_back(b.type, encode_blocks(*b.access, in));
  return Value::object(entries);
}

Value SchemaCore::write_block_object(const void* in) const {
  std::vector<Value::Entry> entries;
  for (const LabelField& l : labels) entries.emplace_back(l.name, Value::string(l.slot->get(in)));
  for (const AttributeField& a : attributes)
    if (std::optional<Value> v = a.access->write(in)) entries.emplace_back(a.name, std::move(*v));
  for (const BlockField& b : blocks) entries.emplace_back(b.type, encode_blocks(*b.access, in));
  return Value::object(entries);  // an attribute named as a label replaces it
}

TextBody SchemaCore::write_body(const void* in) const {
  TextBody out;
  for (const AttributeField& a : attributes) {
    std::optional<Value> v = a.access->write(in);
    if (!v) continue;  // expressions and type constraints: syntax, not values
    if (!a.required && v->is_known() && v->is_null()) continue;
    out.attributes.emplace_back(a.name, std::move(*v));
  }
  for (const BlockField& b : blocks) {
    for (const auto& [element_key, e] : elements_of(*b.access, in)) {
      std::vector<std::string> leading_labels;
      if (element_key) leading_labels.push_back(*element_key);
      out.blocks.push_back(b.access->element().write_block(e, b.type, std::move(leading_labels)));
    }
  }
  if (remain) out.remain.push_back(remain->get(in));
  return out;
}

TextBlock SchemaCore::write_block(const void* in, const std::string& type,
                                  std::vector<std::string> leading_labels) const {
  for (const LabelField& l : labels) leading_labels.push_back(l.slot->get(in));
  return TextBlock{type, std::move(leading_labels), write_body(in)};
}

void SchemaCore::decode_body(const Body& source, void* out, const DecodeState& state) const {
  BodySchema schema;
  for (const AttributeField& a : attributes) schema.attributes.push_back({a.name, a.required});
  for (const BlockField& b : blocks) {
    std::vector<std::string> names = b.access->element().label_names();
    if (b.access->kind() == BlockAccess::Kind::keyed) names.insert(names.begin(), b.key_name);
    schema.blocks.push_back({b.type, std::move(names)});
  }
  BodyContent content;
  if (remain || ignore_unknown || state.options.ignore_unknown) {
    PartialContent partial = source.partial_content(schema, state.diags);
    content = std::move(partial.content);
    if (remain) remain->set(out, partial.remain);
  } else {
    content = source.content(schema, state.diags);
  }
  for (const AttributeField& a : attributes) {
    if (const Attribute* present = content.attribute(a.name)) {
      decode_attribute(a, *present, out, state);
    } else {
      a.access->set_default(out);
    }
  }
  for (const BlockField& b : blocks)
    decode_blocks(b, out, content.blocks_of_type(b.type), content.missing_item_range, state);
}

void SchemaCore::decode_block(const Block& block, std::size_t first_label, void* out, const DecodeState& state) const {
  for (std::size_t i = 0; i < labels.size() && first_label + i < block.labels.size(); ++i)
    labels[i].slot->set(out, block.labels[first_label + i]);
  if (key && first_label > 0 && first_label <= block.labels.size()) key->set(out, block.labels[first_label - 1]);
  if (range) range->set(out, block.def_range);
  if (body) body->set(out, block.body);
  if (scope) {
    EvalContext child = state.ctx ? state.ctx->child() : EvalContext();
    scope(block, child);
    decode_body(block.body, out, DecodeState{&child, state.diags, state.options});
  } else {
    decode_body(block.body, out, state);
  }
}

void SchemaCore::decode_maybe_block_body(const Body& source, void* out, const DecodeState& state) const {
  if (const std::shared_ptr<const hcl::Block>& header = api::impl(source).block) {
    Block block = *header;
    block.body = source;  // the body given (expanded, or a remain) rather than the block's own
    decode_block(block, 0, out, state);
  } else {
    decode_body(source, out, state);
  }
}

namespace {

// The items of a remaining body as written: its attributes with their
// expressions' source text, its blocks with their bodies (to write in turn).
// The native syntax only: a JSON property may be an attribute or a block,
// which only a schema says. False after a diagnostic.
bool remaining_items(const Body& remain, std::vector<std::pair<std::string, std::string>>& attributes,
                     std::vector<TextBlock>& blocks, hclc::Diagnostics& diags) {
  const Body::Impl& impl = api::impl(remain);
  // A body with dynamic blocks expanded lists its generated blocks, whose
  // expressions may name the iterators: not text to write back.
  std::optional<hclc::body::BodyContent> content =
      hclc::ext::unexpanded(impl.body) ? std::nullopt : impl.body->content_without_schema();
  if (!content || !impl.source) {
    hclc::Diagnostics ignored;  // whether anything remains, not what is wrong with it
    const bool empty = content ? content->attributes.empty() && content->blocks.empty()
                               : impl.body->just_attributes(ignored).empty() && ignored.empty();
    if (empty) return true;
    diags.add(hclc::DiagKind::EditUnwritableValue,
              "What remains of this body cannot be written as native syntax: only what was parsed from native "
              "syntax can be (not JSON, nor a body with dynamic blocks expanded).",
              impl.body->missing_item_range());
    return false;
  }
  const std::string_view source = impl.source->text();
  for (const hclc::body::Attribute& a : content->attributes) {
    const hclc::Range r = a.expr.range();
    attributes.emplace_back(a.name, std::string(source.substr(r.start.byte, r.end.byte - r.start.byte)));
  }
  for (const hclc::body::Block& b : content->blocks)
    blocks.push_back(TextBlock{b.type, b.labels, TextBody{{}, {}, {api::wrap(b.body, impl.source, nullptr)}}});
  return true;
}

// `body`'s items, each line indented by `indent`; false after diagnostics.
bool write_items(const TextBody& body, const std::string& indent, std::string& out, hclc::Diagnostics& diags) {
  std::vector<std::pair<std::string, std::string>> remaining_attributes;
  std::vector<TextBlock> remaining_blocks;
  for (const Body& remain : body.remain)
    if (!remaining_items(remain, remaining_attributes, remaining_blocks, diags)) return false;
  for (const auto& [name, value] : body.attributes) {
    if (!hclc::edit::check_name(name, "an attribute name", diags)) return false;
    std::optional<std::string> text = hclc::edit::render_value(api::unwrap(value), indent, "\n", diags);
    if (!text) return false;
    out += indent + name + " = " + *text + "\n";
  }
  for (const auto& [name, text] : remaining_attributes)
    out.append(indent).append(name).append(" = ").append(text) += "\n";
  bool first = body.attributes.empty() && remaining_attributes.empty();
  std::vector<const TextBlock*> blocks;
  for (const TextBlock& block : body.blocks) blocks.push_back(&block);
  for (const TextBlock& block : remaining_blocks) blocks.push_back(&block);
  for (const TextBlock* b : blocks) {
    const TextBlock& block = *b;
    if (!hclc::edit::check_name(block.type, "a block type", diags)) return false;
    if (!first) out += "\n";
    first = false;
    out += indent + block.type;
    for (const std::string& label : block.labels) out += " " + hclc::native_quote(label);
    out += " {\n";
    if (!write_items(block.body, indent + "  ", out, diags)) return false;
    out += indent + "}\n";
  }
  return true;
}

}  // namespace

std::optional<std::string> write_text(const TextBody& body, Diagnostics& diags) {
  hclc::Diagnostics inner;
  std::string text;
  std::optional<std::string> formatted;
  if (write_items(body, "", text, inner)) {
    // The items are laid out already; the formatter aligns the `=` of
    // consecutive attributes as hclfmt does.
    formatted = hclc::format::format_config(hclc::SourceFile("<encoded>", std::move(text)), inner);
  }
  api::append(diags, inner);
  return formatted;
}

}  // namespace hcl::decoding
