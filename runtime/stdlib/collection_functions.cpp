// chunklist coalesce coalescelist compact concat contains distinct element
// flatten index keys length lookup merge range reverse slice values zipmap
// hasindex
#include <algorithm>
#include <string>
#include <unordered_set>

#include "runtime/convert.h"
#include "runtime/stdlib/stdlib.h"
#include "runtime/stdlib/support.h"
#include "runtime/value_range.h"

namespace hclc {

namespace {

using namespace stdlib_support;

// The reference caps range() here.
constexpr std::size_t kMaxRangeValues = 1024;

bool is_sequence(const Type& t) { return t.is_list() || t.is_tuple() || t.is_set(); }

// Elements converted to one type; the conversion is known to succeed (the
// types were unified).
Result<std::vector<Value>> convert_all(std::span<const Value> values, const Type& type) {
  std::vector<Value> out;
  out.reserve(values.size());
  for (const Value& v : values) {
    Result<Value> converted = convert(v, type);
    if (!converted) return converted.error();
    out.push_back(std::move(converted).value());
  }
  return out;
}

// A sequence of elements of possibly different types: a list of their
// unified type when `as_list`, otherwise a tuple.
Result<Value> make_sequence(std::vector<Value> elements, const Type& type) {
  if (type.is_tuple()) return Value::tuple(std::move(elements));
  if (type.is_set()) return Value::set(type.element_type(), std::move(elements));
  return Value::list(type.element_type(), std::move(elements));
}

// --- length, element, index, hasindex --------------------------------------

// A known number key into a list or tuple of `length` elements.
Result<std::size_t> sequence_index(const Type& type, std::size_t length, const Value& key) {
  const char* kind = type.is_tuple() ? "tuple" : "list";
  if (key.type() != Type::number()) return Error{std::string("key for ") + kind + " must be number"};
  Result<std::int64_t> index = to_int64(key);
  if (!index) return Error{std::string("invalid key for ") + kind + ": " + index.error().message};
  if (*index < 0 || static_cast<std::size_t>(*index) >= length) {
    if (type.is_list()) return Error{"invalid index"};
    return Error{"key must be between 0 and " + std::to_string(length) + " inclusive"};
  }
  return static_cast<std::size_t>(*index);
}

Result<Value> index_value(const Value& collection, const Value& key) {
  const Type& type = collection.type();
  if (type.is_map()) {
    if (key.type() != Type::string()) return Error{"key for map must be string"};
    if (!key.is_known()) return Value::unknown(type.element_type());
    if (!collection.is_known()) return Value::unknown(type.element_type());
    const Value* found = collection.find(key.as_string());
    if (found == nullptr) return Error{"invalid index"};
    return *found;
  }
  if (key.type() != Type::number())
    return Error{std::string("key for ") + (type.is_tuple() ? "tuple" : "list") + " must be number"};
  if (!key.is_known() || !collection.is_known()) {
    if (type.is_list()) return Value::unknown(type.element_type());
    return Value::dynamic();
  }
  Result<std::size_t> index = sequence_index(type, collection.length(), key);
  if (!index) return index.error();
  return collection.elements()[*index];
}

Value has_index(const Value& collection, const Value& key) {
  const Type& type = collection.type();
  if (type.is_map()) {
    if (key.type() != Type::string()) return Value::boolean(false);
    if (!key.is_known() || !collection.is_known()) return Value::unknown(Type::boolean());
    return Value::boolean(collection.find(key.as_string()) != nullptr);
  }
  if (key.type() != Type::number()) return Value::boolean(false);
  if (!key.is_known() || !collection.is_known()) return Value::unknown(Type::boolean());
  std::optional<std::int64_t> index = key.as_number().to_int64();
  return Value::boolean(index && *index >= 0 && static_cast<std::size_t>(*index) < collection.length());
}

bool is_indexable(const Type& t) { return t.is_list() || t.is_map() || t.is_tuple() || t.is_dynamic(); }

Function length_function() {
  return Function({
      .parameters = {parameter("collection", Type::dynamic(), {.allow_unknown = true, .allow_dynamic = true})},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        const Type& t = args[0].type();
        if (!(t.is_list() || t.is_map() || t.is_tuple() || t.is_set() || t.is_dynamic())) {
          return Error{"collection must be a list, a map or a tuple"};
        }
        return Type::number();
      },
      .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
        const Value& c = args[0];
        if (c.type().is_tuple()) return Value::number(static_cast<std::int64_t>(c.type().elements().size()));
        // An unknown collection's length is within its length bounds.
        if (!c.is_known()) return Value::unknown(Type::number(), length_range(range_of(c)));
        // A set with unknown elements may hold fewer distinct values than it
        // shows, but at least one (and one unknown element is one value).
        if (c.type().is_set() && !c.is_wholly_known() && c.length() > 1) {
          return Value::unknown(Type::number(),
                                Refinement::number_between(Number::from_int(1), Number::from_uint(c.length())));
        }
        return Value::number(static_cast<std::int64_t>(c.length()));
      },
  });
}

// element() wraps around in both directions: -1 is the last element.
std::size_t wrapped_index(std::int64_t index, std::size_t count) {
  const auto n = static_cast<std::int64_t>(count);
  return static_cast<std::size_t>((index % n + n) % n);
}

Function element_function() {
  return Function({
      .parameters = {parameter("list", Type::dynamic(), kElementwise), parameter("index", Type::number())},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        const Type& t = args[0].type();
        if (t.is_list()) return t.element_type();
        if (!t.is_tuple()) return Error{"cannot read elements from " + t.friendly_name()};
        if (!args[1].is_known()) return Type::dynamic();
        std::size_t count = t.elements().size();
        if (count == 0) return Error{"cannot use element function with an empty list"};
        Result<std::int64_t> index = to_int64(args[1]);
        if (!index) return Error{"invalid index: " + index.error().message};
        return t.elements()[wrapped_index(*index, count)];
      },
      .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
        Result<std::int64_t> index = to_int64(args[1]);
        if (!index) return Error{"invalid index: " + index.error().message};
        std::size_t count = args[0].length();
        if (count == 0) return Error{"cannot use element function with an empty list"};
        return args[0].elements()[wrapped_index(*index, count)];
      },
  });
}

Function index_function() {
  return Function({
      .parameters = {parameter("collection", Type::dynamic(), {.allow_dynamic = true, .allow_unknown_elements = true}),
                     parameter("key", Type::dynamic(), {.allow_unknown = true, .allow_dynamic = true})},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        const Type& t = args[0].type();
        if (!is_indexable(t)) return Error{"collection must be a list, a map or a tuple"};
        if (t.is_list() || t.is_map()) {
          // The key's type is checked even where the collection is unknown.
          const Type& key = args[1].type();
          if (!(key == (t.is_list() ? Type::number() : Type::string())) && !key.is_dynamic())
            return Error{t.is_list() ? "key for list must be number" : "key for map must be string"};
          return t.element_type();
        }
        if (t.is_dynamic() || !args[1].is_known() || args[1].type().is_dynamic()) return Type::dynamic();
        Result<std::size_t> index = sequence_index(t, t.elements().size(), args[1]);
        if (!index) return index.error();
        return t.elements()[*index];
      },
      .implementation = [](std::span<const Value> args, const Type&) { return index_value(args[0], args[1]); },
  });
}

Function hasindex_function() {
  return Function({
      .parameters = {parameter("collection", Type::dynamic(), {.allow_unknown = true, .allow_dynamic = true}),
                     parameter("key", Type::dynamic(), {.allow_unknown = true, .allow_dynamic = true})},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        if (!is_indexable(args[0].type())) return Error{"collection must be a list, a map or a tuple"};
        return Type::boolean();
      },
      .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
        if (args[0].type().is_dynamic() || args[1].type().is_dynamic()) return Value::unknown(Type::boolean());
        return has_index(args[0], args[1]);
      },
  });
}

// --- coalesce, coalescelist, compact, concat, contains, distinct ------------

Function coalesce_function() {
  return coalescing_function([](const Value& v) { return v.is_null(); }, "no non-null arguments");
}

Function coalescelist_function() {
  return Function({
      .parameters = {},
      .variadic =
          parameter("vals", Type::dynamic(), {.allow_null = true, .allow_unknown = true, .allow_dynamic = true}),
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        if (args.empty()) return Error{"at least one argument is required"};
        // Which argument is chosen may depend on an unknown one.
        for (const Value& a : args) {
          if (!a.is_known()) return Type::dynamic();
        }
        Type first = args[0].type();
        bool same = true;
        for (const Value& a : args) {
          const Type& t = a.type();
          if (!(t.is_list() || t.is_tuple() || t.is_dynamic())) {
            return Error{"coalescelist arguments must be lists or tuples"};
          }
          same = same && t == first;
        }
        return same ? first : Type::dynamic();
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        // With an unknown argument the kinds are not checked (see above).
        const bool unknown = std::any_of(args.begin(), args.end(), [](const Value& a) { return !a.is_known(); });
        for (const Value& a : args) {
          if (!unknown && !a.type().is_list() && !a.type().is_tuple()) {
            return Error{"coalescelist arguments must be lists or tuples"};
          }
        }
        for (const Value& a : args) {
          if (!a.is_known()) return Value::unknown(type);
          if (a.is_null()) continue;
          if (a.length() > 0) return a;
        }
        return Error{"no non-null arguments"};
      },
  });
}

Function compact_function() {
  return Function({
      .parameters = {parameter("list", Type::list(Type::string()))},
      .variadic = std::nullopt,
      .result_type = Function::returns(Type::list(Type::string())),
      .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
        std::vector<Value> kept;
        for (const Value& e : args[0].elements()) {
          if (e.is_null() || e.as_string().empty()) continue;
          kept.push_back(e);
        }
        return Value::list(Type::string(), std::move(kept));
      },
  });
}

Function concat_function() {
  return Function({
      .parameters = {},
      .variadic = parameter("seqs", Type::dynamic(), {.allow_dynamic = true, .allow_unknown_elements = true}),
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        if (args.empty()) return Error{"at least one argument is required"};
        bool all_lists = true;
        for (std::size_t i = 0; i < args.size(); ++i) {
          const Type& t = args[i].type();
          if (t.is_dynamic()) return Type::dynamic();
          if (!t.is_list() && !t.is_tuple()) {
            return argument_error(i, "all arguments must be lists or tuples; got " + t.friendly_name());
          }
          all_lists = all_lists && t.is_list();
        }
        if (all_lists) {
          std::vector<Type> element_types;
          for (const Value& a : args) element_types.push_back(a.type().element_type());
          std::optional<Unification> unified = unify(element_types);
          if (unified) return Type::list(unified->type);
        }
        std::vector<Type> element_types;
        for (const Value& a : args) {
          if (a.type().is_tuple()) {
            element_types.insert(element_types.end(), a.type().elements().begin(), a.type().elements().end());
          } else {
            if (!a.is_known()) return Type::dynamic();
            element_types.insert(element_types.end(), a.length(), a.type().element_type());
          }
        }
        return Type::tuple(std::move(element_types));
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        std::vector<Value> elements;
        for (const Value& a : args) elements.insert(elements.end(), a.elements().begin(), a.elements().end());
        if (type.is_list()) {
          Result<std::vector<Value>> converted = convert_all(elements, type.element_type());
          if (!converted) return converted.error();
          return Value::list(type.element_type(), std::move(converted).value());
        }
        return Value::tuple(std::move(elements));
      },
  });
}

Function contains_function() {
  return Function({
      .parameters = {parameter("list", Type::dynamic(), kElementwise), parameter("value", Type::dynamic())},
      .variadic = std::nullopt,
      .result_type = Function::returns(Type::boolean()),
      // The kind is checked on known lists only, as in the reference: an
      // unknown map gives an unknown result.
      .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
        if (!is_sequence(args[0].type())) return Error{"argument must be list, tuple, or set"};
        bool unknown = false;
        for (const Value& e : args[0].elements()) {
          Value equal = e.equals(args[1]);
          if (!equal.is_known()) {
            unknown = true;
          } else if (equal.as_bool()) {
            return Value::boolean(true);
          }
        }
        if (unknown) return Value::unknown(Type::boolean());
        return Value::boolean(false);
      },
  });
}

Function distinct_function() {
  return Function({
      .parameters = {parameter("list", Type::list(Type::dynamic()))},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> { return args[0].type(); },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        std::unordered_set<Value, std::hash<Value>, SameValue> seen;
        std::vector<Value> kept;
        for (const Value& e : args[0].elements()) {
          if (seen.insert(e).second) kept.push_back(e);
        }
        return Value::list(type.element_type(), std::move(kept));
      },
  });
}

// --- flatten -----------------------------------------------------------------

// Appends the leaves of `value`'s elements (nested lists, sets and tuples
// taken apart; unknown leaves are leaves too); false if an unknown value
// means the shape of the result is not known: an unknown sequence, an
// unknown of the dynamic type, which may be one, or a set of more than one
// element with unknown ones among them, which may yet merge.
bool flatten_into(const Value& value, std::vector<Value>& out) {
  if (value.type().is_set() && !value.is_wholly_known() && value.length() > 1) return false;
  auto flatten_element = [&out](const Value& e) {
    if (is_sequence(e.type()) && !e.is_null()) return e.is_known() && flatten_into(e, out);
    if (e.type().is_dynamic() && !e.is_known()) return false;
    out.push_back(e);
    return true;
  };
  if (value.type().is_map() || value.type().is_object()) {
    for (const Value::Entry& e : value.entries()) {
      if (!flatten_element(e.second)) return false;
      if (out.size() > kMaxResultElements) return true;
    }
    return true;
  }
  for (const Value& e : value.elements()) {
    if (!flatten_element(e)) return false;
    if (out.size() > kMaxResultElements) return true;
  }
  return true;
}

Function flatten_function() {
  return Function({
      // With unknown elements the result type is not known and the kind is
      // not checked, but the implementation flattens what it is given (a map
      // or an object too), as the reference does.
      .parameters = {parameter("list", Type::dynamic(), kElementwise)},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        const Type& t = args[0].type();
        // Not wholly known: the result's type is not known, whatever the kind.
        if (!args[0].is_wholly_known()) return Type::dynamic();
        if (!is_sequence(t)) return Error{"can only flatten lists, sets and tuples"};
        std::vector<Value> leaves;
        if (!flatten_into(args[0], leaves)) return Type::dynamic();
        if (leaves.size() > kMaxResultElements) return Error{"the flattened result would have too many elements"};
        std::vector<Type> types;
        types.reserve(leaves.size());
        for (const Value& v : leaves) types.push_back(v.type());
        return Type::tuple(std::move(types));
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        std::vector<Value> leaves;
        if (!flatten_into(args[0], leaves)) return Value::unknown(type);
        return Value::tuple(std::move(leaves));
      },
  });
}

// --- keys, values, lookup, merge, zipmap --------------------------------------

Function keys_function() {
  return Function({
      .parameters = {parameter("inputMap", Type::dynamic(), {.allow_unknown = true, .allow_dynamic = true})},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        const Type& t = args[0].type();
        if (t.is_map()) return Type::list(Type::string());
        if (t.is_object()) return Type::tuple(std::vector<Type>(t.attributes().size(), Type::string()));
        if (t.is_dynamic()) return Type::dynamic();
        return argument_error(0, "must have map or object type");
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        const Value& m = args[0];
        std::vector<Value> keys;
        if (m.type().is_object()) {
          for (const auto& [name, attribute_type] : m.type().attributes()) keys.push_back(Value::string(name));
          return Value::tuple(std::move(keys));
        }
        if (!m.is_known()) return Value::unknown(type);
        for (const auto& [key, value] : m.entries()) keys.push_back(Value::string(key));
        return Value::list(Type::string(), std::move(keys));
      },
  });
}

Function values_function() {
  return Function({
      .parameters = {parameter("mapping", Type::dynamic(), kElementwise)},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        const Type& t = args[0].type();
        if (t.is_map()) return Type::list(t.element_type());
        if (t.is_object()) {
          std::vector<Type> types;
          for (const auto& [name, attribute_type] : t.attributes()) types.push_back(attribute_type);
          return Type::tuple(std::move(types));
        }
        return Error{"values() requires a map as the first argument"};
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        std::vector<Value> values;
        for (const auto& [key, value] : args[0].entries()) values.push_back(value);
        if (type.is_tuple()) return Value::tuple(std::move(values));
        return Value::list(type.element_type(), std::move(values));
      },
  });
}

Function lookup_function() {
  return Function({
      .parameters = {parameter("inputMap", Type::dynamic(), {.allow_unknown = true, .allow_dynamic = true}),
                     parameter("key", Type::string(), {.allow_unknown = true, .allow_dynamic = true}),
                     parameter("default", Type::dynamic(), {.allow_unknown = true, .allow_dynamic = true})},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        const Type& t = args[0].type();
        if (t.is_dynamic()) return Type::dynamic();
        if (t.is_object()) {
          if (!args[1].is_known() || args[1].type().is_dynamic()) return Type::dynamic();
          if (const Type* attribute = t.attribute(args[1].as_string())) return *attribute;
          return args[2].type();
        }
        if (t.is_map()) {
          if (!args[2].type().is_dynamic() && !can_convert(args[2].type(), t.element_type())) {
            return argument_error(2, "the default value must have the same type as the map elements");
          }
          return t.element_type();
        }
        return argument_error(0, "lookup() requires a map as the first argument");
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        const Value& m = args[0];
        // Unknown anywhere in the map or the default, the result is unknown,
        // even where the key finds a known element.
        if (!m.is_wholly_known() || !args[1].is_known() || !args[2].is_wholly_known()) return Value::unknown(type);
        if (const Value* found = m.find(args[1].as_string())) return *found;
        Result<Value> fallback = convert(args[2], type);
        if (!fallback) return argument_error(2, "the default value must have the same type as the map elements");
        return fallback;
      },
  });
}

Function merge_function() {
  return Function({
      .parameters = {},
      .variadic = parameter("maps", Type::dynamic(),
                            {.allow_null = true, .allow_dynamic = true, .allow_unknown_elements = true}),
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        if (args.empty()) return Type::object({});
        // Maps of one element type merge into a map of it; anything else into an object.
        bool all_maps = true;
        std::optional<Type> element;
        for (const Value& a : args) {
          const Type& t = a.type();
          if (t.is_dynamic()) return Type::dynamic();
          if (!t.is_map() && !t.is_object()) {
            return Error{"arguments must be maps or objects, got \"" + t.friendly_name() + "\""};
          }
          if (t.is_map() && (!element || *element == t.element_type())) {
            element = t.element_type();
          } else {
            all_maps = false;
          }
        }
        if (all_maps) return Type::map(*element);
        std::map<std::string, Type> attributes;
        for (const Value& a : args) {
          if (a.is_null()) continue;
          if (a.type().is_object()) {
            for (const auto& [name, attribute_type] : a.type().attributes())
              attributes.insert_or_assign(name, attribute_type);
          } else {
            if (!a.is_known()) return Type::dynamic();
            for (const auto& [key, value] : a.entries()) attributes.insert_or_assign(key, a.type().element_type());
          }
        }
        return Type::object(std::vector<Type::Attribute>(attributes.begin(), attributes.end()));
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        std::map<std::string, Value> merged;
        for (const Value& a : args) {
          if (a.is_null()) continue;
          for (const auto& [key, value] : a.entries()) merged.insert_or_assign(key, value);
        }
        std::vector<Value::Entry> entries(merged.begin(), merged.end());
        if (type.is_map()) return Value::map(type.element_type(), std::move(entries));
        return Value::object(std::move(entries));
      },
  });
}

Function zipmap_function() {
  return Function({
      .parameters = {parameter("keys", Type::list(Type::string())), parameter("values", Type::dynamic(), kElementwise)},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        const Type& values = args[1].type();
        if (values.is_list()) return Type::map(values.element_type());
        if (!values.is_tuple()) return Error{"values argument must be a list or tuple value"};
        if (!args[0].is_wholly_known()) return Type::dynamic();
        const Value& keys = args[0];
        if (keys.length() != values.elements().size()) {
          return Error{"number of keys (" + std::to_string(keys.length()) + ") does not match number of values (" +
                       std::to_string(values.elements().size()) + ")"};
        }
        std::map<std::string, Type> attributes;
        for (std::size_t i = 0; i < keys.length(); ++i) {
          const Value& key = keys.elements()[i];
          if (key.is_null()) return Error{"keys list has null value at index " + std::to_string(i)};
          attributes.insert_or_assign(key.as_string(), values.elements()[i]);
        }
        return Type::object(std::vector<Type::Attribute>(attributes.begin(), attributes.end()));
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        const Value& keys = args[0];
        const Value& values = args[1];
        if (keys.length() != values.length()) {
          return Error{"number of keys (" + std::to_string(keys.length()) + ") does not match number of values (" +
                       std::to_string(values.length()) + ")"};
        }
        std::map<std::string, Value> entries;
        for (std::size_t i = 0; i < keys.length(); ++i) {
          const Value& key = keys.elements()[i];
          if (key.is_null()) return Error{"keys list has null value at index " + std::to_string(i)};
          entries.insert_or_assign(key.as_string(), values.elements()[i]);
        }
        std::vector<Value::Entry> list(entries.begin(), entries.end());
        if (type.is_map()) return Value::map(type.element_type(), std::move(list));
        return Value::object(std::move(list));
      },
  });
}

// --- chunklist, range, reverse, slice -------------------------------------------

Function chunklist_function() {
  return Function({
      // A known list is chunked even with unknown elements, as the
      // reference does: only the list's length matters.
      .parameters = {parameter("list", Type::list(Type::dynamic()), {.allow_unknown = true}),
                     parameter("size", Type::number(), kDynamicOk)},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> { return Type::list(args[0].type()); },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        if (!args[0].is_known()) return Value::unknown(type);
        Result<std::int64_t> size = to_int64(args[1]);
        if (!size) return Error{"invalid size: " + size.error().message};
        if (*size < 0) return Error{"the size argument must be positive"};
        const Type& list_type = type.element_type();
        std::span<const Value> elements = args[0].elements();
        std::vector<Value> chunks;
        if (elements.empty()) return Value::list(list_type, {});
        auto chunk = *size == 0 ? elements.size() : static_cast<std::size_t>(*size);
        for (std::size_t i = 0; i < elements.size(); i += chunk) {
          auto part = elements.subspan(i, std::min(chunk, elements.size() - i));
          chunks.push_back(Value::list(list_type.element_type(), std::vector<Value>(part.begin(), part.end())));
        }
        return Value::list(list_type, std::move(chunks));
      },
  });
}

Function range_function() {
  return Function({
      .parameters = {},
      .variadic = parameter("params", Type::number(), kDynamicOk),
      .result_type = Function::returns(Type::list(Type::number())),
      .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
        if (args.empty() || args.size() > 3) return Error{"must have one, two, or three arguments"};
        Number start = Number::from_int(0);
        Number end;
        Number step = Number::from_int(1);
        if (args.size() == 1) {
          end = args[0].as_number();
          if (end < start) step = Number::from_int(-1);
        } else {
          start = args[0].as_number();
          end = args[1].as_number();
          if (args.size() == 3) {
            step = args[2].as_number();
          } else if (end < start) {
            step = Number::from_int(-1);
          }
        }
        if (step.sign() < 0 && end > start) {
          return argument_error(1, "end must be less than start when step is negative");
        }
        if (step.sign() >= 0 && end < start) {  // a zero step counts as positive
          return argument_error(1, "end must be greater than start when step is positive");
        }
        std::vector<Value> values;
        for (Number v = start; step.sign() < 0 ? v > end : v < end; v = v + step) {
          if (values.size() == kMaxRangeValues) {
            return Error{
                "more than 1024 values were generated; either decrease the difference between start and end "
                "or use a smaller step"};
          }
          values.push_back(Value::number(v));
        }
        return Value::list(Type::number(), std::move(values));
      },
  });
}

Function reverse_function() {
  return Function({
      .parameters = {parameter("list", Type::dynamic(), kElementwise)},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        const Type& t = args[0].type();
        if (t.is_list()) return t;
        if (t.is_set()) return Type::list(t.element_type());
        if (t.is_tuple()) return Type::tuple(std::vector<Type>(t.elements().rbegin(), t.elements().rend()));
        return argument_error(0, "can only reverse list or tuple values, not " + t.friendly_name());
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        std::vector<Value> elements(args[0].elements().rbegin(), args[0].elements().rend());
        return make_sequence(std::move(elements), type);
      },
  });
}

// The [start, end) indexes of slice(), or the argument at fault.
Result<std::pair<std::size_t, std::size_t>> slice_bounds(std::span<const Value> args, std::size_t length) {
  Result<std::int64_t> start = to_int64(args[1]);
  if (!start) return argument_error(1, "invalid start index: " + start.error().message);
  Result<std::int64_t> end = to_int64(args[2]);
  if (!end) return argument_error(2, "invalid end index: " + end.error().message);
  if (*start < 0) return argument_error(1, "start index must not be less than zero");
  if (*start > static_cast<std::int64_t>(length)) {
    return argument_error(1, "start index must not be greater than the length of the list");
  }
  if (*end < 0) return argument_error(2, "end index must not be less than zero");
  if (*end > static_cast<std::int64_t>(length)) {
    return argument_error(2, "end index must not be greater than the length of the list");
  }
  if (*start > *end) return argument_error(1, "start index must not be greater than end index");
  return std::pair{static_cast<std::size_t>(*start), static_cast<std::size_t>(*end)};
}

Function slice_function() {
  return Function({
      .parameters = {parameter("list", Type::dynamic(), kElementwise),
                     parameter("start_index", Type::number(), kDynamicOk),
                     parameter("end_index", Type::number(), kDynamicOk)},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        const Type& t = args[0].type();
        if (t.is_list()) return t;
        if (t.is_set()) {
          return argument_error(0,
                                "cannot slice a set, because its elements do not have indices; explicitly "
                                "convert to a list if the ordering of the result is not important");
        }
        if (!t.is_tuple()) return argument_error(0, "must be a list or tuple value");
        if (!args[1].is_known() || !args[2].is_known()) return Type::dynamic();
        auto bounds = slice_bounds(args, t.elements().size());
        if (!bounds) return bounds.error();
        return Type::tuple(std::vector<Type>(t.elements().begin() + static_cast<std::ptrdiff_t>(bounds->first),
                                             t.elements().begin() + static_cast<std::ptrdiff_t>(bounds->second)));
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        auto bounds = slice_bounds(args, args[0].length());
        if (!bounds) return bounds.error();
        auto part = args[0].elements().subspan(bounds->first, bounds->second - bounds->first);
        return make_sequence(std::vector<Value>(part.begin(), part.end()), type);
      },
  });
}

}  // namespace

void add_collection_functions(FunctionTable& table) {
  table.add("chunklist", chunklist_function());
  table.add("coalesce", coalesce_function());
  table.add("coalescelist", coalescelist_function());
  table.add("compact", compact_function());
  table.add("concat", concat_function());
  table.add("contains", contains_function());
  table.add("distinct", distinct_function());
  table.add("element", element_function());
  table.add("flatten", flatten_function());
  table.add("hasindex", hasindex_function());
  table.add("index", index_function());
  table.add("keys", keys_function());
  table.add("length", length_function());
  table.add("lookup", lookup_function());
  table.add("merge", merge_function());
  table.add("range", range_function());
  table.add("reverse", reverse_function());
  table.add("slice", slice_function());
  table.add("values", values_function());
  table.add("zipmap", zipmap_function());
  // Not index, element or lookup, whose results may be null.
  stdlib_support::refine_results_not_null(
      table, {"chunklist", "coalesce", "coalescelist", "compact", "concat", "contains", "distinct", "flatten",
              "hasindex", "keys", "length", "merge", "range", "reverse", "slice", "values", "zipmap"});
}

}  // namespace hclc
