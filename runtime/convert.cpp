#include "runtime/convert.h"

#include <algorithm>

namespace hclc {

namespace {

Error required(const Type& want) { return Error{want.friendly_name_for_constraint() + " required"}; }

Error prefixed(std::string prefix, const Error& inner) { return Error{std::move(prefix) + inner.message}; }

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

const char* collection_word(const Type& t) { return t.is_list() ? "list" : t.is_set() ? "set" : "map"; }

Type make_collection(const Type& like, Type element) {
  return like.is_list() ? Type::list(std::move(element))
         : like.is_set() ? Type::set(std::move(element))
                         : Type::map(std::move(element));
}

std::optional<Type> unify_type(std::span<const Type> types);

// The element type a collection of kind `want` gets from source elements of
// `element_types` when its own element type is `want_element`.
Result<Type> collection_element_type(std::span<const Type> element_types, const Type& want_element,
                                     const Type& want, bool keyed_by_name,
                                     std::span<const std::string> names) {
  if (want_element.is_dynamic()) {
    if (element_types.empty()) return Type::dynamic();
    if (auto unified = unify_type(element_types)) return *unified;
    return Error{std::string("all ") + collection_word(want) + " elements must have the same type"};
  }
  std::vector<Type> targets;
  for (std::size_t i = 0; i < element_types.size(); ++i) {
    Result<Type> target = conversion_type(element_types[i], want_element);
    if (!target) {
      std::string where = keyed_by_name ? "element " + quoted(names[i]) + ": " : "element " + std::to_string(i) + ": ";
      return prefixed(where, target.error());
    }
    targets.push_back(*target);
  }
  if (!want_element.has_dynamic() || targets.empty()) return want_element;
  if (auto unified = unify_type(targets)) return *unified;
  return Error{std::string("all ") + collection_word(want) + " elements must have the same type"};
}

}  // namespace

Result<Type> conversion_type(const Type& from, const Type& want) {
  if (want.is_dynamic()) return from;
  if (from == want && !want.has_dynamic()) return want;
  if (from.is_dynamic()) return want;

  switch (want.kind()) {
    case Type::Kind::String:
      if (from.is_primitive()) return want;
      return required(want);
    case Type::Kind::Number:
    case Type::Kind::Bool:
      if (from.kind() == Type::Kind::String) return want;
      return required(want);
    case Type::Kind::List:
    case Type::Kind::Set:
    case Type::Kind::Map: {
      const Type& want_element = want.element_type();
      bool from_sequence = from.is_list() || from.is_set();
      if ((want.is_map() && from.is_map()) || (!want.is_map() && from_sequence)) {
        Result<Type> element = conversion_type(from.element_type(), want_element);
        if (!element) return prefixed(std::string("incorrect ") + collection_word(want) + " element type: ", element.error());
        return make_collection(want, *element);
      }
      if (!want.is_map() && from.is_tuple()) {
        Result<Type> element = collection_element_type(from.elements(), want_element, want, false, {});
        if (!element) return element.error();
        return make_collection(want, *element);
      }
      if (want.is_map() && from.is_object()) {
        std::vector<Type> types;
        std::vector<std::string> names;
        for (const auto& [name, type] : from.attributes()) {
          names.push_back(name);
          types.push_back(type);
        }
        Result<Type> element = collection_element_type(types, want_element, want, true, names);
        if (!element) return element.error();
        return make_collection(want, *element);
      }
      return required(want);
    }
    case Type::Kind::Object: {
      if (!from.is_object() && !from.is_map()) return required(want);
      std::map<std::string, Type> attributes;
      for (const auto& [name, want_attribute] : want.attributes()) {
        const Type* source = from.is_map() ? &from.element_type() : from.attribute(name);
        if (source == nullptr) {
          if (want.is_optional_attribute(name)) {
            attributes.emplace(name, want_attribute);
            continue;
          }
          return Error{"attribute " + quoted(name) + " is required"};
        }
        Result<Type> target = conversion_type(*source, want_attribute);
        // The reference does not say which map element failed.
        if (!target && from.is_map()) return required(want);
        if (!target) return prefixed("attribute " + quoted(name) + ": ", target.error());
        attributes.emplace(name, *target);
      }
      return Type::object(std::move(attributes));
    }
    case Type::Kind::Tuple: {
      if (!from.is_tuple() || from.elements().size() != want.elements().size()) return required(want);
      std::vector<Type> elements;
      for (std::size_t i = 0; i < want.elements().size(); ++i) {
        Result<Type> target = conversion_type(from.elements()[i], want.elements()[i]);
        if (!target) return required(want);
        elements.push_back(*target);
      }
      return Type::tuple(std::move(elements));
    }
    case Type::Kind::Capsule:
      if (from == want) return want;
      return required(want);
    case Type::Kind::Dynamic: break;
  }
  return from;
}

bool can_convert(const Type& from, const Type& want) { return conversion_type(from, want).ok(); }

namespace {

std::string index_step(std::size_t i) { return "[" + std::to_string(i) + "]"; }
std::string key_step(const std::string& key) { return "[" + quoted(key) + "]"; }

Error at(std::string step, Error error) {
  error.path = std::move(step) + error.path;
  return error;
}

// Converts a value whose type is known to convert to `target`, a type without
// dynamic parts unless the value's own type has them there.
Result<Value> convert_to(const Value& value, const Type& target);

// Elements unified to the dynamic type (one of them was of unknown type) do
// not make a collection of one element type: the result is then unknown.
bool all_of_type(const std::vector<Value>& elements, const Type& type) {
  return std::all_of(elements.begin(), elements.end(), [&](const Value& e) { return e.type() == type; });
}

Result<std::vector<Value>> convert_elements(std::span<const Value> elements, const Type& target) {
  std::vector<Value> out;
  out.reserve(elements.size());
  for (std::size_t i = 0; i < elements.size(); ++i) {
    Result<Value> converted = convert_to(elements[i], target);
    if (!converted) return at(index_step(i), converted.error());
    out.push_back(std::move(converted).value());
  }
  return out;
}

Result<Value> convert_primitive(const Value& value, const Type& target) {
  if (target.kind() == Type::Kind::String) {
    if (value.type().kind() == Type::Kind::Bool) return Value::string(value.as_bool() ? "true" : "false");
    // Infinity has no decimal form; the reference writes it as it displays it.
    if (value.as_number().is_infinity()) return Value::string(value.as_number().to_display_string());
    Result<std::string> text = value.as_number().to_string();
    if (!text) return text.error();
    return Value::string(*text);
  }
  const std::string& text = value.as_string();
  if (target.kind() == Type::Kind::Number) {
    if (auto number = Number::parse_string_conversion(text)) return Value::number(*number);
    return Error{"a number is required"};
  }
  if (text == "true" || text == "1") return Value::boolean(true);
  if (text == "false" || text == "0") return Value::boolean(false);
  return Error{"a bool is required"};
}

Result<Value> convert_to(const Value& value, const Type& target) {
  if (value.type() == target || target.is_dynamic()) return value;
  if (value.is_null()) return Value::null(target);
  if (!value.is_known()) return Value::unknown(target);
  const Type& from = value.type();

  switch (target.kind()) {
    case Type::Kind::String:
    case Type::Kind::Number:
    case Type::Kind::Bool: return convert_primitive(value, target);
    case Type::Kind::List:
    case Type::Kind::Set: {
      Result<std::vector<Value>> elements = convert_elements(value.elements(), target.element_type());
      if (!elements) return elements.error();
      if (!all_of_type(*elements, target.element_type())) return Value::unknown(target);
      if (target.is_list()) return Value::list(target.element_type(), std::move(elements).value());
      return Value::set(target.element_type(), std::move(elements).value());
    }
    case Type::Kind::Map: {
      std::vector<Value::Entry> entries;
      for (const auto& [key, element] : value.entries()) {
        Result<Value> converted = convert_to(element, target.element_type());
        if (!converted) return at(from.is_object() ? "." + key : key_step(key), converted.error());
        if (!(converted->type() == target.element_type())) return Value::unknown(target);
        entries.emplace_back(key, std::move(converted).value());
      }
      return Value::map(target.element_type(), std::move(entries));
    }
    case Type::Kind::Object: {
      std::vector<Value::Entry> attributes;
      for (const auto& [name, attribute_type] : target.attributes()) {
        const Value* source = value.find(name);
        if (source == nullptr) {
          if (from.is_map()) return Error{"map has no element for required attribute " + quoted(name)};
          attributes.emplace_back(name, Value::null(attribute_type));
          continue;
        }
        Result<Value> converted = convert_to(*source, attribute_type);
        if (!converted) return at("." + name, converted.error());
        attributes.emplace_back(name, std::move(converted).value());
      }
      return Value::object(std::move(attributes));
    }
    case Type::Kind::Tuple: {
      std::vector<Value> elements;
      for (std::size_t i = 0; i < target.elements().size(); ++i) {
        Result<Value> converted = convert_to(value.elements()[i], target.elements()[i]);
        if (!converted) return at(index_step(i), converted.error());
        elements.push_back(std::move(converted).value());
      }
      return Value::tuple(std::move(elements));
    }
    case Type::Kind::Capsule:
    case Type::Kind::Dynamic: break;
  }
  return value;
}

}  // namespace

Result<Value> convert(const Value& value, const Type& want) {
  Result<Type> target = conversion_type(value.type(), want);
  if (!target) return target.error();
  return convert_to(value, *target);
}

namespace {

bool all_of_kind(std::span<const Type> types, auto predicate) {
  return std::all_of(types.begin(), types.end(), predicate);
}

std::optional<Type> unify_sequences(std::span<const Type> types) {
  bool all_tuples = all_of_kind(types, [](const Type& t) { return t.is_tuple(); });
  if (all_tuples && all_of_kind(types, [&](const Type& t) { return t.elements().size() == types[0].elements().size(); })) {
    std::vector<Type> elements;
    for (std::size_t i = 0; i < types[0].elements().size(); ++i) {
      std::vector<Type> column;
      for (const Type& t : types) column.push_back(t.elements()[i]);
      auto unified = unify_type(column);
      if (!unified) return std::nullopt;
      elements.push_back(*unified);
    }
    return Type::tuple(std::move(elements));
  }
  std::vector<Type> element_types;
  bool any_list = false, any_set = false;
  for (const Type& t : types) {
    if (t.is_tuple()) {
      element_types.insert(element_types.end(), t.elements().begin(), t.elements().end());
    } else {
      element_types.push_back(t.element_type());
      any_list = any_list || t.is_list();
      any_set = any_set || t.is_set();
    }
  }
  Type element = Type::dynamic();
  if (!element_types.empty()) {
    auto unified = unify_type(element_types);
    if (!unified) return std::nullopt;
    element = *unified;
  }
  if (any_set && !any_list) return Type::set(element);
  return Type::list(element);
}

std::optional<Type> unify_mappings(std::span<const Type> types) {
  auto same_names = [&](const Type& t) {
    if (!t.is_object() || t.attributes().size() != types[0].attributes().size()) return false;
    return std::equal(t.attributes().begin(), t.attributes().end(), types[0].attributes().begin(),
                      [](const auto& a, const auto& b) { return a.first == b.first; });
  };
  if (types[0].is_object() && all_of_kind(types, same_names)) {
    std::map<std::string, Type> attributes;
    for (const auto& [name, ignored] : types[0].attributes()) {
      std::vector<Type> column;
      for (const Type& t : types) column.push_back(*t.attribute(name));
      auto unified = unify_type(column);
      if (!unified) return std::nullopt;
      attributes.emplace(name, *unified);
    }
    return Type::object(std::move(attributes));
  }
  std::vector<Type> element_types;
  for (const Type& t : types) {
    if (t.is_map()) {
      element_types.push_back(t.element_type());
    } else {
      for (const auto& [name, type] : t.attributes()) element_types.push_back(type);
    }
  }
  Type element = Type::dynamic();
  if (!element_types.empty()) {
    auto unified = unify_type(element_types);
    if (!unified) return std::nullopt;
    element = *unified;
  }
  return Type::map(element);
}

std::optional<Type> unify_type(std::span<const Type> types) {
  if (types.empty()) return Type::dynamic();
  if (all_of_kind(types, [&](const Type& t) { return t == types[0]; })) return types[0];
  if (std::any_of(types.begin(), types.end(), [](const Type& t) { return t.is_dynamic(); })) return Type::dynamic();
  if (all_of_kind(types, [](const Type& t) { return t.is_primitive(); })) {
    // The only safe conversions between primitives lead to string.
    bool any_string = std::any_of(types.begin(), types.end(), [](const Type& t) { return t == Type::string(); });
    if (any_string) return Type::string();
    return std::nullopt;
  }
  if (all_of_kind(types, [](const Type& t) { return t.is_list() || t.is_set() || t.is_tuple(); })) {
    return unify_sequences(types);
  }
  if (all_of_kind(types, [](const Type& t) { return t.is_map() || t.is_object(); })) return unify_mappings(types);
  return std::nullopt;
}

}  // namespace

std::optional<Unification> unify(std::span<const Type> types) {
  std::optional<Type> type = unify_type(types);
  if (!type) return std::nullopt;
  Unification result{*type, {}};
  for (const Type& t : types) result.needs_conversion.push_back(!(t == *type));
  return result;
}

bool conforms(const Type& type, const Type& constraint) {
  if (constraint.is_dynamic()) return true;
  if (type.kind() != constraint.kind()) return false;
  switch (constraint.kind()) {
    case Type::Kind::List:
    case Type::Kind::Set:
    case Type::Kind::Map: return conforms(type.element_type(), constraint.element_type());
    case Type::Kind::Tuple:
      return std::equal(type.elements().begin(), type.elements().end(), constraint.elements().begin(),
                        constraint.elements().end(), conforms);
    case Type::Kind::Object:
      return std::equal(type.attributes().begin(), type.attributes().end(), constraint.attributes().begin(),
                        constraint.attributes().end(),
                        [](const auto& a, const auto& b) { return a.first == b.first && conforms(a.second, b.second); });
    default: return type == constraint;
  }
}

}  // namespace hclc
