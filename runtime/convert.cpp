#include "runtime/convert.h"

#include <algorithm>

#include "runtime/value_range.h"

namespace hclc {

namespace {

// "number required, but have tuple": the reference names the type it found
// where one side is a primitive type (and for a tuple given as an object);
// between other structured types it says only what was required.
// (Naming both, it names the wanted type plainly: "list of dynamic", not
// "list of any single type".)
Error required(const Type& want, const Type& from) {
  if (want.is_primitive() || from.is_primitive() || (want.is_object() && from.is_tuple()))
    return Error{want.friendly_name() + " required, but have " + from.friendly_name()};
  return Error{want.friendly_name_for_constraint() + " required"};
}

Error prefixed(std::string prefix, const Error& inner) { return Error{std::move(prefix) + inner.message}; }

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

const char* collection_word(const Type& t) { return t.is_list() ? "list" : t.is_set() ? "set" : "map"; }

Type make_collection(const Type& like, Type element) {
  return like.is_list()  ? Type::list(std::move(element))
         : like.is_set() ? Type::set(std::move(element))
                         : Type::map(std::move(element));
}

std::optional<Type> unify_type(std::span<const Type> types);

// The element type a collection of kind `want` gets from `count` source
// elements, the i-th of type `type_of(i)` and named in messages by
// `where(i)`, when its own element type is `want_element`.
template <class TypeOf, class Where>
Result<Type> collection_element_type(std::size_t count, const TypeOf& type_of, const Where& where,
                                     const Type& want_element, const Type& want) {
  const Error mixed{std::string("all ") + collection_word(want) + " elements must have the same type"};
  if (want_element.is_dynamic()) {
    if (count == 0) return Type::dynamic();
    std::vector<Type> element_types;
    element_types.reserve(count);
    for (std::size_t i = 0; i < count; ++i) element_types.push_back(type_of(i));
    auto unified = unify_type(element_types);
    if (!unified) return mixed;
    // Unified to dynamic (elements of unknown type among others): an object
    // converts to a map of dynamic type, whose elements the conversion of
    // its value brings to one type (see convert_to_map); a tuple's elements
    // make a list or a set only if all are of unknown type (the reference's
    // conversions differ here: tomap({a = ["x"], b = null}) is a map of
    // tuples, tolist([["x"], null]) is an error).
    if (unified->is_dynamic() && !want.is_map() &&
        !std::all_of(element_types.begin(), element_types.end(), [](const Type& t) { return t.is_dynamic(); })) {
      return mixed;
    }
    return *unified;
  }
  // Without dynamic parts every element converts to `want_element` itself:
  // the targets are kept only to unify.
  const bool unify_targets = want_element.has_dynamic();
  std::vector<Type> targets;
  for (std::size_t i = 0; i < count; ++i) {
    Result<Type> target = conversion_type(type_of(i), want_element);
    if (!target) return prefixed("element " + where(i) + ": ", target.error());
    if (unify_targets) targets.push_back(std::move(target).value());
  }
  if (targets.empty()) return want_element;
  if (auto unified = unify_type(targets)) return *unified;
  return mixed;
}

// The collection type of kind `want` with the element type a conversion
// found: `want` itself when it has no dynamic parts (the element type is then
// its own), without making the type again.
Type collection_type(const Type& want, Type element) {
  return want.has_dynamic() ? make_collection(want, std::move(element)) : want;
}

}  // namespace

Result<Type> conversion_type(const Type& from, const Type& want) {
  if (want.is_dynamic()) return from;
  if (from == want && !want.has_dynamic()) return want;
  if (from.is_dynamic()) return want;

  switch (want.kind()) {
    case Type::Kind::String:
      if (from.is_primitive()) return want;
      return required(want, from);
    case Type::Kind::Number:
    case Type::Kind::Bool:
      if (from.kind() == Type::Kind::String) return want;
      return required(want, from);
    case Type::Kind::List:
    case Type::Kind::Set:
    case Type::Kind::Map: {
      const Type& want_element = want.element_type();
      bool from_sequence = from.is_list() || from.is_set();
      if ((want.is_map() && from.is_map()) || (!want.is_map() && from_sequence)) {
        Result<Type> element = conversion_type(from.element_type(), want_element);
        if (!element)
          return prefixed(std::string("incorrect ") + collection_word(want) + " element type: ", element.error());
        return collection_type(want, std::move(element).value());
      }
      if (!want.is_map() && from.is_tuple()) {
        std::span<const Type> elements = from.elements();
        Result<Type> element = collection_element_type(
            elements.size(), [&](std::size_t i) -> const Type& { return elements[i]; },
            [](std::size_t i) { return std::to_string(i); }, want_element, want);
        if (!element) return element.error();
        return collection_type(want, std::move(element).value());
      }
      if (want.is_map() && from.is_object()) {
        std::span<const Type::Attribute> attributes = from.attributes();
        Result<Type> element = collection_element_type(
            attributes.size(), [&](std::size_t i) -> const Type& { return attributes[i].second; },
            [&](std::size_t i) { return quoted(attributes[i].first); }, want_element, want);
        if (!element) return element.error();
        return collection_type(want, std::move(element).value());
      }
      return required(want, from);
    }
    case Type::Kind::Object: {
      if (!from.is_object() && !from.is_map()) return required(want, from);
      // Missing attributes are reported first, all of them.
      if (from.is_object()) {
        std::vector<std::string> missing;
        for (const auto& [name, ignored] : want.attributes()) {
          if (!from.has_attribute(name) && !want.is_optional_attribute(name)) missing.push_back(quoted(name));
        }
        if (missing.size() == 1) return Error{"attribute " + missing[0] + " is required"};
        if (missing.size() == 2) return Error{"attributes " + missing[0] + " and " + missing[1] + " are required"};
        if (!missing.empty()) {
          std::string list;
          for (std::size_t i = 0; i + 1 < missing.size(); ++i) list += missing[i] + ", ";
          return Error{"attributes " + list + "and " + missing.back() + " are required"};
        }
      }
      std::vector<Type::Attribute> attributes;
      attributes.reserve(want.attributes().size());
      for (const auto& [name, want_attribute] : want.attributes()) {
        const Type* source = from.is_map() ? &from.element_type() : from.attribute(name);
        if (source == nullptr) {
          attributes.emplace_back(name, want_attribute);  // optional
          continue;
        }
        Result<Type> target = conversion_type(*source, want_attribute);
        // The reference does not say which map element failed.
        if (!target && from.is_map()) return required(want, from);
        if (!target) return prefixed("attribute " + quoted(name) + ": ", target.error());
        attributes.emplace_back(name, *target);
      }
      return Type::object(std::move(attributes));
    }
    case Type::Kind::Tuple: {
      if (!from.is_tuple() || from.elements().size() != want.elements().size()) return required(want, from);
      std::vector<Type> elements;
      for (std::size_t i = 0; i < want.elements().size(); ++i) {
        Result<Type> target = conversion_type(from.elements()[i], want.elements()[i]);
        if (!target) return required(want, from);
        elements.push_back(*target);
      }
      return Type::tuple(std::move(elements));
    }
    case Type::Kind::Capsule:
      if (from == want) return want;
      return required(want, from);
    case Type::Kind::Dynamic: break;
  }
  return from;
}

bool can_convert(const Type& from, const Type& want) { return conversion_type(from, want).ok(); }

Result<std::string> primitive_text(const Value& value) {
  if (value.type().kind() == Type::Kind::Bool) return std::string(value.as_bool() ? "true" : "false");
  // Infinity has no decimal form; the reference writes it as it displays it.
  if (value.as_number().is_infinity()) return value.as_number().to_display_string();
  return value.as_number().to_string();
}

namespace {

std::string index_step(std::size_t i) { return "[" + std::to_string(i) + "]"; }
std::string key_step(const std::string& key) { return "[" + quoted(key) + "]"; }

Error at(std::string step, Error error) {
  error.path = std::move(step) + error.path;
  return error;
}

Result<Value> convert_primitive(const Value& value, const Type& target) {
  if (target.kind() == Type::Kind::String) {
    Result<std::string> text = primitive_text(value);
    if (!text) return text.error();
    return Value::string(std::move(text).value());
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

// Converts a value whose type is known to convert to `want`. Where `want`
// has dynamic parts the value decides: a collection's element type is the
// one its converted elements share, and stays as `want` has it when there are
// no elements (as in the reference: an empty list(string) converted to
// list(object({a=any})) is a list(object({a=dynamic}))).
Result<Value> convert_to(const Value& value, const Type& want);

Value make_sequence_value(const Type& like, Type element_type, std::vector<Value> elements) {
  if (like.is_list()) return Value::list(std::move(element_type), std::move(elements));
  return Value::set(std::move(element_type), std::move(elements));
}

// Brings converted elements to one type when the target element type had
// dynamic parts; nullopt if they do not meet (the result is then unknown).
std::optional<Type> common_element_type(std::vector<Value>& elements, const Type& element_target) {
  if (!element_target.has_dynamic() || elements.empty()) return element_target;
  std::vector<Type> types;
  for (const Value& e : elements) types.push_back(e.type());
  if (std::all_of(types.begin(), types.end(), [&](const Type& t) { return t == types[0]; })) return types[0];
  auto unified = unify_type(types);
  if (!unified || unified->has_dynamic()) return std::nullopt;
  for (Value& e : elements) {
    if (e.type() == *unified) continue;
    Result<Value> converted = convert_to(e, *unified);
    if (!converted) return std::nullopt;
    e = std::move(converted).value();
  }
  return unified;
}

Result<Value> convert_sequence(const Value& value, const Type& want) {
  const Type& from = value.type();
  // A set's unknown elements may yet equal others and merge, so a list of
  // them has neither a known length nor a known order: it is unknown, as in
  // the reference.
  if (from.is_set() && want.is_list() && !value.is_wholly_known()) {
    Result<Type> type = conversion_type(from, want);
    if (!type) return type.error();
    return Value::unknown(*type);
  }
  Type element_target = want.element_type();
  if (element_target.is_dynamic()) {
    if (from.is_collection()) {
      std::vector<Value> same(value.elements().begin(), value.elements().end());
      return make_sequence_value(want, from.element_type(), std::move(same));
    }
    Result<Type> unified = conversion_type(from, want);
    if (!unified) return unified.error();
    element_target = unified->element_type();
  }
  std::vector<Value> elements;
  elements.reserve(value.length());
  for (std::size_t i = 0; i < value.elements().size(); ++i) {
    Result<Value> converted = convert_to(value.elements()[i], element_target);
    if (!converted) return at(index_step(i), converted.error());
    elements.push_back(std::move(converted).value());
  }
  std::optional<Type> element_type = common_element_type(elements, element_target);
  if (!element_type) return Value::unknown(make_collection(want, element_target));
  return make_sequence_value(want, *element_type, std::move(elements));
}

Result<Value> convert_to_map(const Value& value, const Type& want) {
  const Type& from = value.type();
  Type element_target = want.element_type();
  if (element_target.is_dynamic()) {
    if (from.is_map()) {
      return Value::map(from.element_type(), std::vector<Value::Entry>(value.entries().begin(), value.entries().end()));
    }
    Result<Type> unified = conversion_type(from, want);
    if (!unified) return unified.error();
    element_target = unified->element_type();
  }
  // An object whose attribute types meet only at dynamic: those of a known
  // type must all be that type, which the others (nulls, unknowns of
  // unknown type) take.
  if (element_target.is_dynamic() && from.is_object()) {
    for (const auto& [name, type] : from.attributes()) {
      if (type.is_dynamic()) continue;
      if (!element_target.is_dynamic() && !(type == element_target))
        return Error{"attribute types must all match for conversion to map"};
      element_target = type;
    }
  }
  std::vector<std::string> keys;
  std::vector<Value> elements;
  for (const auto& [key, element] : value.entries()) {
    Result<Value> converted = convert_to(element, element_target);
    if (!converted) return at(from.is_object() ? "." + key : key_step(key), converted.error());
    keys.push_back(key);
    elements.push_back(std::move(converted).value());
  }
  std::optional<Type> element_type = common_element_type(elements, element_target);
  if (!element_type) return Value::unknown(Type::map(element_target));
  std::vector<Value::Entry> entries;
  for (std::size_t i = 0; i < keys.size(); ++i) entries.emplace_back(std::move(keys[i]), std::move(elements[i]));
  return Value::map(*element_type, std::move(entries));
}

// An unknown value converted: what its refinements and type say of the
// result. Not null stays; a collection keeps its length bounds (a set made
// from one keeps at least one element), and a collection made from an object
// or a tuple has as many elements (a set: at most as many).
Value converted_unknown(const Value& value, const Type& target) {
  const Refinement source = range_of(value);
  const Type& from = value.type();
  Refinement r;
  r.not_null = source.not_null;
  if (from.is_object() && target.is_map()) {
    r.min_length = from.attributes().size();
    r.max_length = r.min_length;
  } else if (from.is_tuple() && (target.is_list() || target.is_set())) {
    std::size_t length = from.elements().size();
    r.min_length = target.is_set() && length > 1 ? 1 : length;
    r.max_length = length;
  } else if (from.is_collection() && target.is_collection()) {
    r.min_length = target.is_set() ? std::min<std::size_t>(source.min_length, 1) : source.min_length;
    r.max_length = source.max_length;
  }
  return Value::unknown(target, r);
}

Result<Value> convert_to(const Value& value, const Type& want) {
  if (want.is_dynamic() || value.type() == want) return value;
  // A value converted keeps its marks, and each element its own.
  if (value.is_marked()) {
    Result<Value> converted = convert_to(value.unmarked(), want);
    if (!converted) return converted;
    return converted->with_marks(value.marks());
  }
  if (value.is_null() || !value.is_known()) {
    Result<Type> type = conversion_type(value.type(), want);
    if (!type) return type.error();
    return value.is_null() ? Value::null(*type) : converted_unknown(value, *type);
  }
  const Type& from = value.type();
  switch (want.kind()) {
    case Type::Kind::String:
    case Type::Kind::Number:
    case Type::Kind::Bool: return convert_primitive(value, want);
    case Type::Kind::List:
    case Type::Kind::Set: return convert_sequence(value, want);
    case Type::Kind::Map: return convert_to_map(value, want);
    case Type::Kind::Object: {
      std::vector<Value::Entry> attributes;
      for (const auto& [name, attribute_type] : want.attributes()) {
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
      for (std::size_t i = 0; i < want.elements().size(); ++i) {
        Result<Value> converted = convert_to(value.elements()[i], want.elements()[i]);
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
  // The usual case, as conversion_type and convert_to would find it: the
  // value has the wanted type already, or any type will do.
  if (want.is_dynamic() || (value.type() == want && !want.has_dynamic())) return value;
  // Type mismatches first, with the reference's messages; then the value.
  Result<Type> target = conversion_type(value.type(), want);
  if (!target) return target.error();
  return convert_to(value, want);
}

namespace {

bool all_of_kind(std::span<const Type> types, auto predicate) {
  return std::all_of(types.begin(), types.end(), predicate);
}

std::optional<Type> unify_as_map(std::span<const Type> types);

// `collection` (a list or a map that types of other kinds unify as), if
// each of `types` converts to it: with an element type of dynamic, only
// those whose own elements make one collection do.
std::optional<Type> converted_by_all(std::span<const Type> types, Type collection) {
  if (!all_of_kind(types, [&](const Type& t) { return can_convert(t, collection); })) return std::nullopt;
  return collection;
}

// Tuples of one length unify element by element; of different lengths, as a
// list of all their elements' unified type.
std::optional<Type> unify_tuples(std::span<const Type> types) {
  if (all_of_kind(types, [&](const Type& t) { return t.elements().size() == types[0].elements().size(); })) {
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
  std::vector<Type> all;
  for (const Type& t : types) all.insert(all.end(), t.elements().begin(), t.elements().end());
  auto element = unify_type(all);
  if (!element) return std::nullopt;
  return converted_by_all(types, Type::list(*element));
}

// Objects with the same attribute names unify attribute by attribute; others
// as a map of all their attributes' unified type.
std::optional<Type> unify_objects(std::span<const Type> types) {
  auto same_names = [&](const Type& t) {
    return std::equal(t.attributes().begin(), t.attributes().end(), types[0].attributes().begin(),
                      types[0].attributes().end(), [](const auto& a, const auto& b) { return a.first == b.first; });
  };
  if (!all_of_kind(types, same_names)) return unify_as_map(types);
  std::vector<Type::Attribute> attributes;
  attributes.reserve(types[0].attributes().size());
  for (const auto& [name, ignored] : types[0].attributes()) {
    std::vector<Type> column;
    for (const Type& t : types) column.push_back(*t.attribute(name));
    auto unified = unify_type(column);
    if (!unified) return std::nullopt;
    attributes.emplace_back(name, *unified);
  }
  return Type::object(std::move(attributes));
}

// Maps and objects (dynamic types among them are passed over) as a map of the
// unified type of every map element type and object attribute type.
std::optional<Type> unify_as_map(std::span<const Type> types) {
  std::vector<Type> element_types;
  for (const Type& t : types) {
    if (t.is_map()) {
      element_types.push_back(t.element_type());
    } else if (t.is_object()) {
      for (const auto& [name, type] : t.attributes()) element_types.push_back(type);
    }
  }
  auto element = unify_type(element_types);
  if (!element) return std::nullopt;
  return converted_by_all(types, Type::map(*element));
}

std::optional<Type> unify_as_list(std::span<const Type> types) {
  std::vector<Type> element_types;
  for (const Type& t : types) {
    if (t.is_tuple()) {
      element_types.insert(element_types.end(), t.elements().begin(), t.elements().end());
    } else if (!t.is_dynamic()) {
      element_types.push_back(t.element_type());
    }
  }
  auto element = unify_type(element_types);
  if (!element) return std::nullopt;
  return converted_by_all(types, Type::list(*element));
}

// Lists (or sets, or maps) of a unified element type.
std::optional<Type> unify_collections(std::span<const Type> types) {
  std::vector<Type> element_types;
  for (const Type& t : types) element_types.push_back(t.element_type());
  auto element = unify_type(element_types);
  if (!element) return std::nullopt;
  return make_collection(types[0], *element);
}

// Where types of different kinds meet, one of them must be the result: the
// reference prefers string, number, bool, then lists, sets, maps, objects and
// tuples, collections ordered by their element types alike.
int preference(const Type& a, const Type& b) {
  if (a.kind() != b.kind()) {
    auto rank = [](const Type& t) {
      switch (t.kind()) {
        case Type::Kind::String: return 0;
        case Type::Kind::Number: return 1;
        case Type::Kind::Bool: return 2;
        case Type::Kind::List: return 3;
        case Type::Kind::Set: return 4;
        case Type::Kind::Map: return 5;
        case Type::Kind::Object: return 6;
        case Type::Kind::Tuple: return 7;
        case Type::Kind::Capsule: return 8;
        case Type::Kind::Dynamic: return 9;
      }
      return 9;
    };
    return rank(a) - rank(b);
  }
  if (a.is_collection()) return preference(a.element_type(), b.element_type());
  return 0;
}

std::optional<Type> unify_by_preference(std::span<const Type> types) {
  std::vector<Type> candidates;
  for (const Type& t : types) {
    if (!t.is_dynamic()) candidates.push_back(t);
  }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Type& a, const Type& b) { return preference(a, b) < 0; });
  for (const Type& candidate : candidates) {
    if (all_of_kind(types, [&](const Type& t) { return t == candidate || can_convert(t, candidate); })) {
      return candidate;
    }
  }
  // The dynamic type is the last candidate, and everything converts to it:
  // string, tuple and dynamic attributes make a map of dynamic type.
  if (candidates.size() < types.size()) return Type::dynamic();
  return std::nullopt;
}

std::optional<Type> unify_type(std::span<const Type> types) {
  if (types.empty()) return Type::dynamic();
  if (all_of_kind(types, [&](const Type& t) { return t == types[0]; })) return types[0];
  std::size_t dynamic = 0, lists = 0, sets = 0, maps = 0, objects = 0, tuples = 0;
  for (const Type& t : types) {
    dynamic += t.is_dynamic();
    lists += t.is_list();
    sets += t.is_set();
    maps += t.is_map();
    objects += t.is_object();
    tuples += t.is_tuple();
  }
  const std::size_t n = types.size();
  // Values of one structural kind with some of unknown type: the result's
  // shape is not known yet.
  auto only = [&](std::size_t count) { return count > 0 && count + dynamic == n; };
  if (dynamic == n) return Type::dynamic();
  if (only(maps) || only(lists) || only(sets) || only(objects) || only(tuples)) {
    if (dynamic > 0) return Type::dynamic();
    if (tuples > 0) return unify_tuples(types);
    if (objects > 0) return unify_objects(types);
    return unify_collections(types);
  }
  // Tuples meet lists as a list of all their elements' unified type, as maps
  // meet objects; types of unknown kind do not count.
  if (maps > 0 && maps + objects + dynamic == n) return unify_as_map(types);
  if (tuples > 0 && lists > 0 && tuples + lists + dynamic == n) return unify_as_list(types);
  if (objects > 0 && tuples > 0) return std::nullopt;
  if (tuples > 1) {
    // Several tuples among other kinds meet each other first.
    std::vector<Type> tuple_types, rest;
    for (const Type& t : types) (t.is_tuple() ? tuple_types : rest).push_back(t);
    auto unified_tuples = unify_type(tuple_types);
    if (!unified_tuples) return std::nullopt;
    rest.push_back(*unified_tuples);
    return unify_type(rest);
  }
  return unify_by_preference(types);
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
                        constraint.attributes().end(), [](const auto& a, const auto& b) {
                          return a.first == b.first && conforms(a.second, b.second);
                        });
    default: return type == constraint;
  }
}

}  // namespace hclc
