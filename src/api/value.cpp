// hcl::Type and hcl::Value over the runtime's hclc::Type and hclc::Value.

#include <cmath>
#include <set>

#include "runtime/convert.h"
#include "runtime/json.h"
#include "runtime/text.h"
#include "src/api/internal.h"

namespace hcl {

using api::unwrap;
using api::wrap;

namespace {

// The runtime requires valid UTF-8; an application's bytes may not be.
// Each byte that is not part of a valid sequence becomes U+FFFD.
std::string valid_utf8(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    char32_t code_point = 0;
    const std::size_t length = hclc::decode_utf8(text, i, code_point);
    if (length == 0) {
      hclc::append_utf8(out, U'\uFFFD');
      ++i;
    } else {
      out.append(text.substr(i, length));
      i += length;
    }
  }
  return out;
}

std::vector<hclc::Value> unwrap_all(const std::vector<Value>& values) {
  std::vector<hclc::Value> out;
  out.reserve(values.size());
  for (const Value& v : values) out.push_back(unwrap(v));
  return out;
}

// The one element type of a collection: given, or that of every element.
Result<hclc::Type> element_type_of(const std::vector<hclc::Type>& types, const std::optional<Type>& given) {
  if (given) {
    for (const hclc::Type& t : types)
      if (!(t == unwrap(*given)))
        return Error{"element of type " + t.friendly_name() + " in a collection of " + unwrap(*given).friendly_name()};
    return unwrap(*given);
  }
  if (types.empty()) return Error{"an empty collection needs its element type"};
  for (const hclc::Type& t : types)
    if (!(t == types.front()))
      return Error{"all elements of a collection must have the same type (convert them first)"};
  return types.front();
}

std::vector<hclc::Type> types_of(const std::vector<hclc::Value>& values) {
  std::vector<hclc::Type> out;
  for (const hclc::Value& v : values) out.push_back(v.type());
  return out;
}

// Keys NFC-normalized as the runtime keeps them; duplicates are an error.
Result<std::vector<hclc::Value::Entry>> unwrap_entries(const std::vector<Value::Entry>& entries) {
  std::vector<hclc::Value::Entry> out;
  std::set<std::string> seen;
  for (const auto& [key, value] : entries) {
    std::string normalized = hclc::normalize_nfc(valid_utf8(key));
    if (!seen.insert(normalized).second) return Error{"duplicate key \"" + normalized + "\""};
    out.emplace_back(std::move(normalized), unwrap(value));
  }
  return out;
}

}  // namespace

// --- Type --------------------------------------------------------------------

Type::Type() : Type(wrap(hclc::Type::dynamic())) {}
Type::Type(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

Type Type::dynamic() { return wrap(hclc::Type::dynamic()); }
Type Type::string() { return wrap(hclc::Type::string()); }
Type Type::number() { return wrap(hclc::Type::number()); }
Type Type::boolean() { return wrap(hclc::Type::boolean()); }
Type Type::list(const Type& element) { return wrap(hclc::Type::list(unwrap(element))); }
Type Type::set(const Type& element) { return wrap(hclc::Type::set(unwrap(element))); }
Type Type::map(const Type& element) { return wrap(hclc::Type::map(unwrap(element))); }

Type Type::object(const std::map<std::string, Type>& attributes, const std::set<std::string>& optional) {
  std::vector<hclc::Type::Attribute> inner;
  inner.reserve(attributes.size());
  for (const auto& [name, type] : attributes) inner.emplace_back(name, unwrap(type));
  std::set<std::string> known_optional;
  for (const std::string& name : optional)
    if (attributes.contains(name)) known_optional.insert(name);
  return wrap(hclc::Type::object(std::move(inner), known_optional));
}

Type Type::tuple(const std::vector<Type>& elements) {
  std::vector<hclc::Type> inner;
  for (const Type& t : elements) inner.push_back(unwrap(t));
  return wrap(hclc::Type::tuple(std::move(inner)));
}

Type::Kind Type::kind() const {
  switch (impl_->type.kind()) {
    case hclc::Type::Kind::Dynamic: return Kind::Dynamic;
    case hclc::Type::Kind::String: return Kind::String;
    case hclc::Type::Kind::Number: return Kind::Number;
    case hclc::Type::Kind::Bool: return Kind::Bool;
    case hclc::Type::Kind::List: return Kind::List;
    case hclc::Type::Kind::Set: return Kind::Set;
    case hclc::Type::Kind::Map: return Kind::Map;
    case hclc::Type::Kind::Object: return Kind::Object;
    case hclc::Type::Kind::Tuple: return Kind::Tuple;
    case hclc::Type::Kind::Capsule: return Kind::Capsule;
  }
  return Kind::Dynamic;
}

bool Type::is_primitive() const { return impl_->type.is_primitive(); }
bool Type::is_collection() const { return impl_->type.is_collection(); }

namespace {

// What the accessors of a type without such parts refer to.
const Type& dynamic_type() {
  static const Type dynamic;
  return dynamic;
}
const std::map<std::string, Type>& no_attributes() {
  static const std::map<std::string, Type> none;
  return none;
}
const std::set<std::string>& no_names() {
  static const std::set<std::string> none;
  return none;
}
const std::vector<Type>& no_types() {
  static const std::vector<Type> none;
  return none;
}

}  // namespace

const api::TypeParts::Parts& api::TypeParts::of(const hclc::Type& type) const {
  std::call_once(made_, [&] {
    auto parts = std::make_unique<Parts>();
    if (type.is_collection()) parts->element = wrap(type.element_type());
    if (type.is_object()) {
      for (const auto& [name, attribute] : type.attributes())
        parts->attributes.emplace_hint(parts->attributes.end(), name, wrap(attribute));
      for (std::string_view name : type.optional_attributes())
        parts->optional_attributes.emplace_hint(parts->optional_attributes.end(), name);
    }
    if (type.is_tuple())
      for (const hclc::Type& element : type.elements()) parts->tuple_elements.push_back(wrap(element));
    parts_ = std::move(parts);
  });
  return *parts_;
}

const Type& Type::element_type() const {
  return is_collection() ? impl_->parts.of(impl_->type).element : dynamic_type();
}

Type::AttributeTypes Type::attribute_types() const {
  return {*this, is_object() ? impl_->parts.of(impl_->type).attributes : no_attributes()};
}

std::optional<Type> Type::attribute_type(std::string_view name) const {
  if (!is_object()) return std::nullopt;
  const hclc::Type* t = impl_->type.attribute(name);
  if (!t) return std::nullopt;
  return wrap(*t);
}

Type::OptionalAttributes Type::optional_attributes() const {
  return {*this, is_object() ? impl_->parts.of(impl_->type).optional_attributes : no_names()};
}

Type::TupleElementTypes Type::tuple_element_types() const {
  return {*this, is_tuple() ? impl_->parts.of(impl_->type).tuple_elements : no_types()};
}

std::string Type::friendly_name() const { return impl_->type.friendly_name(); }

std::string Type::to_json() const {
  // Only capsule types have no JSON form, and the public API makes none.
  hclc::Result<std::string> json = hclc::type_to_json(impl_->type);
  return json ? *json : std::string("\"dynamic\"");
}

Result<Type> Type::from_json(std::string_view json) { return wrap<Type>(hclc::type_from_json(json)); }

bool operator==(const Type& a, const Type& b) { return unwrap(a) == unwrap(b); }

// --- Value -------------------------------------------------------------------

Value::Value() : Value(wrap(hclc::Value::dynamic())) {}
Value::Value(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

Value Value::string(std::string_view utf8) { return wrap(hclc::Value::string(valid_utf8(utf8))); }
Value Value::number(std::int64_t n) { return wrap(hclc::Value::number(n)); }

Value Value::number(double d) {
  if (std::isnan(d)) return unknown(Type::number());
  if (std::isinf(d)) return wrap(hclc::Value::number(hclc::Number::infinity(d < 0)));
  return wrap(hclc::Value::number(hclc::Number::from_double(d)));
}

Result<Value> Value::number_from_decimal(std::string_view decimal) {
  if (decimal == "+Inf" || decimal == "-Inf")
    return wrap(hclc::Value::number(hclc::Number::infinity(decimal.front() == '-')));
  std::optional<hclc::Number> n = hclc::Number::parse(decimal);
  if (!n) return Error{"\"" + std::string(decimal) + "\" is not a decimal number"};
  return wrap(hclc::Value::number(*n));
}

Value Value::boolean(bool b) { return wrap(hclc::Value::boolean(b)); }

Result<Value> Value::list(const std::vector<Value>& elements, std::optional<Type> element_type) {
  std::vector<hclc::Value> inner = unwrap_all(elements);
  Result<hclc::Type> type = element_type_of(types_of(inner), element_type);
  if (!type) return type.error();
  return wrap(hclc::Value::list(*type, std::move(inner)));
}

Result<Value> Value::set(const std::vector<Value>& elements, std::optional<Type> element_type) {
  std::vector<hclc::Value> inner = unwrap_all(elements);
  Result<hclc::Type> type = element_type_of(types_of(inner), element_type);
  if (!type) return type.error();
  return wrap(hclc::Value::set(*type, std::move(inner)));
}

Result<Value> Value::map(const std::vector<Entry>& entries, std::optional<Type> element_type) {
  Result<std::vector<hclc::Value::Entry>> inner = unwrap_entries(entries);
  if (!inner) return inner.error();
  std::vector<hclc::Type> types;
  for (const auto& entry : *inner) types.push_back(entry.second.type());
  Result<hclc::Type> type = element_type_of(types, element_type);
  if (!type) return type.error();
  return wrap(hclc::Value::map(*type, std::move(inner).value()));
}

Value Value::tuple(const std::vector<Value>& elements) { return wrap(hclc::Value::tuple(unwrap_all(elements))); }

Value Value::object(const std::vector<Entry>& attributes) {
  std::map<std::string, hclc::Value> by_name;
  for (const auto& [key, value] : attributes)
    by_name.insert_or_assign(hclc::normalize_nfc(valid_utf8(key)), unwrap(value));
  return wrap(hclc::Value::object({by_name.begin(), by_name.end()}));
}

Value Value::null(const Type& type) { return wrap(hclc::Value::null(unwrap(type))); }
Value Value::unknown(const Type& type) { return wrap(hclc::Value::unknown(unwrap(type))); }

Result<Value> Value::unknown(const Type& type, const Refinements& refinements) {
  const hclc::Type& t = unwrap(type);
  hclc::Refinement r;
  r.not_null = refinements.not_null;
  auto bound = [](const std::optional<std::string>& decimal) -> Result<std::optional<hclc::Number>> {
    if (!decimal) return std::optional<hclc::Number>();
    std::optional<hclc::Number> n = hclc::Number::parse(*decimal);
    if (!n) return Error{"\"" + *decimal + "\" is not a decimal number"};
    return n;
  };
  Result<std::optional<hclc::Number>> lower = bound(refinements.lower);
  if (!lower) return lower.error();
  Result<std::optional<hclc::Number>> upper = bound(refinements.upper);
  if (!upper) return upper.error();
  const bool number = t.kind() == hclc::Type::Kind::Number;
  const bool collection = t.is_collection();
  if (t.is_dynamic() && refinements.not_null) return Error{"the dynamic value takes no refinements"};
  if (!refinements.prefix.empty() && t.kind() != hclc::Type::Kind::String) return Error{"only a string has a prefix"};
  if ((lower->has_value() || upper->has_value()) && !number) return Error{"only a number has bounds"};
  if ((refinements.min_length != 0 || refinements.max_length) && !collection)
    return Error{"only a list, set or map has length bounds"};
  if (lower->has_value() && upper->has_value() && **lower > **upper) return Error{"the lower bound is above the upper"};
  if (refinements.max_length && *refinements.max_length < refinements.min_length)
    return Error{"the length's lower bound is above its upper"};
  r.prefix = hclc::normalize_nfc(valid_utf8(refinements.prefix));
  r.lower = *lower;
  r.lower_inclusive = refinements.lower_inclusive;
  r.upper = *upper;
  r.upper_inclusive = refinements.upper_inclusive;
  r.min_length = refinements.min_length;
  r.max_length = refinements.max_length;
  return wrap(hclc::Value::unknown(t, r));
}

std::optional<Value::Refinements> Value::refinements() const {
  if (is_known()) return std::nullopt;
  Refinements out;
  const hclc::Refinement* r = impl_->value.refinement();
  if (!r) return out;
  auto decimal = [](const std::optional<hclc::Number>& n) -> std::optional<std::string> {
    if (!n) return std::nullopt;
    return *wrap(hclc::Value::number(*n)).as_decimal();
  };
  out.not_null = r->not_null;
  out.prefix = r->prefix;
  out.lower = decimal(r->lower);
  out.lower_inclusive = r->lower_inclusive;
  out.upper = decimal(r->upper);
  out.upper_inclusive = r->upper_inclusive;
  out.min_length = r->min_length;
  out.max_length = r->max_length;
  return out;
}

Type Value::type() const { return wrap(impl_->value.type()); }
bool Value::is_null() const { return impl_->value.is_null(); }
bool Value::is_known() const { return impl_->value.is_known(); }
bool Value::is_wholly_known() const { return impl_->value.is_wholly_known(); }

std::optional<std::string> Value::as_string() const {
  std::optional<std::string_view> text = as_string_view();
  if (!text) return std::nullopt;
  return std::string(*text);
}

std::optional<std::string_view> Value::as_string_view() const {
  if (!is_present() || impl_->value.type().kind() != hclc::Type::Kind::String) return std::nullopt;
  return impl_->value.as_string();
}

std::optional<bool> Value::as_bool() const {
  if (!is_present() || impl_->value.type().kind() != hclc::Type::Kind::Bool) return std::nullopt;
  return impl_->value.as_bool();
}

std::optional<std::string> Value::as_decimal() const {
  if (!is_present() || impl_->value.type().kind() != hclc::Type::Kind::Number) return std::nullopt;
  const hclc::Number& n = impl_->value.as_number();
  if (n.is_infinity()) return std::string(n.is_negative() ? "-Inf" : "+Inf");
  hclc::Result<std::string> text = n.to_string();
  // Beyond the printing limit, the scientific form is the best there is.
  return text ? *text : n.to_display_string();
}

std::optional<std::int64_t> Value::as_int64() const {
  if (!is_present() || impl_->value.type().kind() != hclc::Type::Kind::Number) return std::nullopt;
  return impl_->value.as_number().to_int64();
}

std::optional<double> Value::as_double() const {
  if (!is_present() || impl_->value.type().kind() != hclc::Type::Kind::Number) return std::nullopt;
  const hclc::Number& n = impl_->value.as_number();
  double d = n.to_double();
  if (std::isinf(d) && !n.is_infinity()) return std::nullopt;
  return d;
}

Value::Elements Value::elements() const {
  const hclc::Type& t = impl_->value.type();
  if (!is_present() || !(t.is_list() || t.is_set() || t.is_tuple())) return {};
  return {*this, impl_->value.length()};
}

Value Value::Elements::operator[](std::size_t index) const { return wrap(unwrap(owner_).elements()[index]); }

Value::Entries Value::entries() const {
  const hclc::Type& t = impl_->value.type();
  if (!is_present() || !(t.is_map() || t.is_object())) return {};
  return {*this, impl_->value.length()};
}

Value::EntryView Value::Entries::operator[](std::size_t index) const {
  const hclc::Value::Entry& entry = unwrap(owner_).entries()[index];
  return {entry.first, wrap(entry.second)};
}

std::size_t Value::length() const {
  const hclc::Type& t = impl_->value.type();
  if (!is_present() || !(t.is_collection() || t.is_object() || t.is_tuple())) return 0;
  return impl_->value.length();
}

std::optional<Value> Value::get(std::string_view key) const {
  const hclc::Type& t = impl_->value.type();
  if (!is_present() || !(t.is_map() || t.is_object())) return std::nullopt;
  const hclc::Value* v = impl_->value.find(key);
  if (!v) return std::nullopt;
  return wrap(*v);
}

std::optional<Value> Value::at(std::size_t index) const {
  const hclc::Type& t = impl_->value.type();
  if (!is_present() || !(t.is_list() || t.is_tuple()) || index >= impl_->value.length()) return std::nullopt;
  return wrap(impl_->value.elements()[index]);
}

bool Value::same_as(const Value& other) const { return impl_->value.same_as(unwrap(other)); }
Value Value::equals(const Value& other) const { return wrap(impl_->value.equals(unwrap(other))); }

Result<Value> Value::convert_to(const Type& type) const {
  return wrap<Value>(hclc::convert(impl_->value, unwrap(type)));
}

Value Value::mark(std::string_view name) const { return wrap(impl_->value.mark(name)); }
Value Value::with_marks(const std::vector<std::string>& names) const {
  return wrap(impl_->value.with_marks(hclc::Marks::of(names)));
}

namespace {

std::vector<std::string> names_of(hclc::Marks marks) { return {marks.names().begin(), marks.names().end()}; }

}  // namespace

std::vector<std::string> Value::marks() const { return names_of(impl_->value.marks()); }
bool Value::is_marked() const { return impl_->value.is_marked(); }
bool Value::has_mark(std::string_view name) const { return impl_->value.has_mark(name); }
bool Value::contains_marked() const { return impl_->value.contains_marked(); }
Value Value::unmarked() const { return wrap(impl_->value.unmarked()); }
Value Value::unmarked_deep() const { return wrap(impl_->value.unmarked_deep()); }
std::vector<std::string> Value::deep_marks() const {
  hclc::Marks all;
  impl_->value.unmarked_deep(&all);
  return names_of(all);
}

std::string Value::describe() const { return impl_->value.describe(); }
Result<std::string> Value::to_json() const { return wrap(hclc::value_to_json(impl_->value)); }
Result<std::string> Value::to_typed_json() const { return wrap(hclc::typed_value_to_json(impl_->value)); }

Result<Value> Value::from_json(std::string_view json) { return wrap<Value>(hclc::value_from_json(json)); }
Result<Value> Value::from_json(std::string_view json, const Type& type) {
  return wrap<Value>(hclc::value_from_json(json, unwrap(type)));
}

}  // namespace hcl
