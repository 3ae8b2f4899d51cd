// Terraform's own versions of length, index, lookup, coalesce, sum, replace
// (which differ from go-cty's standard library that HCL offers), and the
// collection and string functions only Terraform has: matchkeys, transpose,
// strcontains, and the retired list and map.

#include <array>
#include <map>
#include <optional>

#include "ext/terraform_functions.h"
#include "ext/terraform_support.h"
#include "runtime/convert.h"
#include "runtime/stdlib/support.h"
#include "runtime/text.h"

namespace hclc::ext {

namespace {

using namespace stdlib_support;
using namespace support;

// length: strings count grapheme clusters; objects and tuples their
// attributes and elements, which their type knows even when the value is not.
// The value's own marks go to the length, its elements' do not.
Function length_function() {
  return Function({
      .parameters = {parameter("value", Type::dynamic(),
                               {.allow_unknown = true, .allow_dynamic = true, .allow_marked = true})},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        const Type& t = args[0].type();
        if (!(t.is_dynamic() || t.is_tuple() || t.is_object() || t.is_collection() || t.kind() == Type::Kind::String))
          return argument_error(0, "argument must be a string, a collection type, or a structural type");
        return Type::number();
      },
      .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
        if (args[0].is_marked()) {
          Result<Value> length = length_function().call(std::array{args[0].unmarked()});
          if (!length) return length;
          return length->with_marks(args[0].marks());
        }
        const Value& v = args[0];
        const Type& t = v.type();
        if (t.is_tuple()) return Value::number(static_cast<std::int64_t>(t.elements().size()));
        if (t.is_object()) return Value::number(static_cast<std::int64_t>(t.attributes().size()));
        if (!v.is_known()) return Value::unknown(Type::number());
        if (v.is_null()) return argument_error(0, "argument must not be null");
        if (t.kind() == Type::Kind::String)
          return Value::number(static_cast<std::int64_t>(grapheme_clusters(v.as_string()).size()));
        if (t.is_set() && !v.is_wholly_known()) return Value::unknown(Type::number());
        return Value::number(static_cast<std::int64_t>(v.length()));
      },
  });
}

// index(list, value): the position of the first element equal to value.
Function index_function() {
  return Function({
      .parameters = {parameter("list", Type::dynamic(), kDynamicOk),
                     parameter("value", Type::dynamic(), {.allow_unknown = true, .allow_dynamic = true})},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        const Type& t = args[0].type();
        if (!(t.is_dynamic() || t.is_list() || t.is_tuple()))
          return argument_error(0, "argument must be a list or tuple");
        return Type::number();
      },
      .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
        const Value& list = args[0];
        if (list.length() == 0) return argument_error(0, "cannot search an empty list");
        std::int64_t position = 0;
        for (const Value& element : list.elements()) {
          Value equal = element.equals(args[1]);
          if (!equal.is_known()) return Value::unknown(Type::number());
          if (equal.as_bool()) return Value::number(position);
          ++position;
        }
        return argument_error(1, "item not found");
      },
  });
}

// lookup(map, key[, default]): the default is optional; an object's absent
// attribute takes the default's type. The map's and the key's own marks go to
// the result; the element found, or the default, keeps its own (and a default
// not taken gives none).
Function lookup_function() {
  constexpr ParameterFlags kAsGiven{.allow_unknown = true, .allow_dynamic = true, .allow_marked = true};
  return Function({
      .parameters = {parameter("inputMap", Type::dynamic(), kAsGiven), parameter("key", Type::string(), kAsGiven)},
      .variadic = parameter("default", Type::dynamic(),
                            {.allow_null = true, .allow_unknown = true, .allow_dynamic = true, .allow_marked = true}),
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        if (args.size() > 3) return Error{"lookup() takes no more than one default argument"};
        const Type& t = args[0].type();
        const bool has_default = args.size() == 3;
        if (t.is_dynamic()) return Type::dynamic();
        if (t.is_object()) {
          if (!args[1].is_known() || args[1].type().is_dynamic()) return Type::dynamic();
          if (const Type* attribute = t.attribute(args[1].as_string())) return *attribute;
          if (has_default) return args[2].type();
          return argument_error(0, "the given object has no attribute " + quoted_unless_sensitive(args[1]));
        }
        if (t.is_map()) {
          if (has_default && !args[2].type().is_dynamic() && args[2].is_known() &&
              !convert(args[2].unmarked_deep(), t.element_type()))
            return argument_error(2, "the default value must have the same type as the map elements");
          return t.element_type();
        }
        return argument_error(0, "lookup() requires a map as the first argument");
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        const Marks marks = args[0].marks().with(args[1].marks());
        const Value& m = args[0];
        if (!args[1].is_known()) return Value::unknown(type).with_marks(marks);
        const std::string& key = args[1].as_string();
        if (m.is_known() && !m.is_null())
          if (const Value* found = m.find(key)) return found->with_marks(marks);
        if (!m.is_known()) return Value::unknown(type).with_marks(marks);
        if (args.size() == 3) {
          Result<Value> fallback = convert(args[2], type);
          if (!fallback) return argument_error(2, "the default value must have the same type as the map elements");
          return fallback->with_marks(marks);
        }
        return Error{"lookup failed to find key " + quoted_unless_sensitive(args[1])};
      },
  });
}

// coalesce skips nulls and, where the arguments unify to string, empty strings.
Function coalesce_function() {
  return coalescing_function(
      [](const Value& v) { return v.is_null() || (v.type().kind() == Type::Kind::String && v.as_string().empty()); },
      "no non-null, non-empty-string arguments");
}

// sum converts each element to a number.
Function sum_function() {
  static const std::string not_numbers = "argument must be list, set, or tuple of number values";
  return Function({
      .parameters = {parameter("list", Type::dynamic(), {.allow_dynamic = true})},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        const Type& t = args[0].type();
        if (t.is_dynamic() || t.is_list() || t.is_set() || t.is_tuple()) return Type::number();
        if (t.is_map() || t.is_object())
          return argument_error(0, "argument must be list, set, or tuple. Received " + t.friendly_name());
        return argument_error(0, "cannot sum noniterable");
      },
      .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
        const Value& v = args[0];
        if (v.length() == 0) return argument_error(0, "cannot sum an empty list");
        std::optional<Number> total;
        for (const Value& e : v.elements()) {
          if (e.is_null()) return argument_error(0, not_numbers);
          Result<Value> n = convert(e, Type::number());
          if (!n || n->is_null()) return argument_error(0, not_numbers);
          if (!total) {
            total = n->as_number();
            continue;
          }
          Result<Number> next = add(*total, n->as_number());
          if (!next) return argument_error(0, "can't compute sum of opposing infinities");
          total = *next;
        }
        return Value::number(*total);
      },
  });
}

// replace: a substring between slashes is a regular expression (RE2, which
// reads Go's syntax), whose replacement may name groups as $1 or ${name}.
Function replace_function() {
  return Function({.parameters = {parameter("str", Type::string()), parameter("substr", Type::string()),
                                  parameter("replace", Type::string())},
                   .variadic = std::nullopt,
                   .result_type = Function::returns(Type::string()),
                   .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
                     const std::string& pattern = args[1].as_string();
                     const bool regex = pattern.size() > 1 && pattern.front() == '/' && pattern.back() == '/';
                     if (!regex) return standard_function("replace").call(args);
                     const Value call[] = {
                         args[0], Value::string(std::string_view(pattern).substr(1, pattern.size() - 2)), args[2]};
                     Result<Value> out = standard_function("regexreplace").call(call);
                     if (!out) return argument_error(1, out.error().message);
                     return out;
                   }});
}

Function strcontains_function() {
  return simple_function({parameter("str", Type::string()), parameter("substr", Type::string())}, Type::boolean(),
                         [](std::span<const Value> args) -> Result<Value> {
                           return Value::boolean(args[0].as_string().find(args[1].as_string()) != std::string::npos);
                         });
}

// matchkeys(values, keys, searchset): the values whose key is in searchset.
Function matchkeys_function() {
  return Function({
      .parameters = {parameter("values", Type::list(Type::dynamic())), parameter("keys", Type::list(Type::dynamic())),
                     parameter("searchset", Type::list(Type::dynamic()))},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        const Type types[] = {args[1].type(), args[2].type()};
        if (!unify(types)) return argument_error(1, "keys and searchset must be of the same type");
        return args[0].type();
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        if (args[0].length() != args[1].length()) return Error{"length of keys and values should be equal"};
        const Type types[] = {args[1].type(), args[2].type()};
        const Type common = unify(types)->type;
        Result<Value> keys = convert(args[1], common);
        Result<Value> searchset = convert(args[2], common);
        if (!keys) return argument_error(1, keys.error().message);
        if (!searchset) return argument_error(2, searchset.error().message);
        std::vector<Value> out;
        const std::span<const Value> values = args[0].elements();
        for (std::size_t i = 0; i < values.size(); ++i) {
          for (const Value& wanted : searchset->elements()) {
            Value equal = keys->elements()[i].equals(wanted);
            if (!equal.is_known()) return Value::unknown(type);
            if (equal.as_bool()) {
              out.push_back(values[i]);
              break;
            }
          }
        }
        return Value::list(type.element_type(), std::move(out));
      },
  });
}

// transpose: a map of lists of strings, keys and elements swapped.
Function transpose_function() {
  const Type result = Type::map(Type::list(Type::string()));
  return Function({
      .parameters = {parameter("values", result)},
      .variadic = std::nullopt,
      .result_type = Function::returns(result),
      .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
        std::map<std::string, std::vector<Value>> swapped;
        for (const Value::Entry& entry : args[0].entries()) {
          if (entry.second.is_null()) return argument_error(0, "lists must not be null");
          for (const Value& element : entry.second.elements()) {
            if (element.is_null()) return argument_error(0, "input strings must not be null");
            swapped[element.as_string()].push_back(Value::string(entry.first));
          }
        }
        std::vector<Value::Entry> entries;
        entries.reserve(swapped.size());
        for (auto& [key, keys] : swapped) entries.emplace_back(key, Value::list(Type::string(), std::move(keys)));
        return Value::map(Type::list(Type::string()), std::move(entries));
      },
  });
}

// list() and map(), retired in Terraform 0.12: an error saying what replaces them.
Function retired_function(const std::string& name, const std::string& replacement) {
  return Function(
      {.parameters = {},
       .variadic =
           parameter("vals", Type::dynamic(), {.allow_null = true, .allow_unknown = true, .allow_dynamic = true}),
       .result_type = [name, replacement](std::span<const Value>) -> Result<Type> {
         return Error{"the \"" + name +
                      "\" function was deprecated in Terraform v0.12 and is no longer "
                      "available; use " +
                      replacement + " syntax to write a literal " + name + "."};
       },
       .implementation = [](std::span<const Value>, const Type& t) -> Result<Value> { return Value::unknown(t); }});
}

}  // namespace

void add_terraform_collection_functions(FunctionTable& table) {
  table.add("length", length_function());
  table.add("index", index_function());
  table.add("lookup", lookup_function());
  table.add("coalesce", coalesce_function());
  table.add("sum", sum_function());
  table.add("replace", replace_function());
  table.add("strcontains", strcontains_function());
  table.add("matchkeys", matchkeys_function());
  table.add("transpose", transpose_function());
  table.add("list", retired_function("list", "tolist([ ... ])"));
  table.add("map", retired_function("map", "tomap({ ... })"));
}

}  // namespace hclc::ext
