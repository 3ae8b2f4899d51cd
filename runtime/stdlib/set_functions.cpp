// setintersection setproduct setsubtract setsymmetricdifference setunion
// sethaselement
#include <algorithm>
#include <optional>
#include <string>
#include <unordered_set>

#include "runtime/convert.h"
#include "runtime/set_order.h"
#include "runtime/stdlib/stdlib.h"
#include "runtime/stdlib/support.h"
#include "runtime/value_range.h"

namespace hclc {

namespace {

using namespace stdlib_support;

using ValueSet = std::unordered_set<Value, std::hash<Value>, SameValue>;

// The set type all the arguments' element types unify to.
Result<Type> unified_set_type(std::span<const Value> args) {
  std::vector<Type> element_types;
  for (const Value& a : args) element_types.push_back(a.type().element_type());
  std::optional<Unification> unified = unify(element_types);
  if (!unified) return Error{"given sets must all have compatible element types"};
  return Type::set(unified->type);
}

// Each argument's elements converted to the result's element type.
Result<std::vector<std::vector<Value>>> converted_elements(std::span<const Value> args, const Type& set_type) {
  std::vector<std::vector<Value>> out;
  for (const Value& a : args) {
    std::vector<Value> elements;
    for (const Value& e : a.elements()) {
      Result<Value> converted = convert(e, set_type.element_type());
      if (!converted) return converted.error();
      elements.push_back(std::move(converted).value());
    }
    out.push_back(std::move(elements));
  }
  return out;
}

using SetOperation = std::vector<Value> (*)(const std::vector<std::vector<Value>>& sets);

Function set_function(std::vector<Parameter> parameters, std::optional<Parameter> variadic, SetOperation operation) {
  return Function({
      .parameters = std::move(parameters),
      .variadic = std::move(variadic),
      .result_type = unified_set_type,
      .implementation = [operation](std::span<const Value> args, const Type& type) -> Result<Value> {
        auto sets = converted_elements(args, type);
        if (!sets) return sets.error();
        return Value::set(type.element_type(), operation(*sets));
      },
  });
}

std::vector<Value> set_union(const std::vector<std::vector<Value>>& sets) {
  std::vector<Value> out;
  for (const auto& s : sets) out.insert(out.end(), s.begin(), s.end());
  return out;  // Value::set drops duplicates
}

std::vector<Value> set_intersection(const std::vector<std::vector<Value>>& sets) {
  std::vector<Value> out = sets[0];
  for (std::size_t i = 1; i < sets.size(); ++i) {
    ValueSet other(sets[i].begin(), sets[i].end());
    std::erase_if(out, [&](const Value& v) { return !other.contains(v); });
  }
  return out;
}

std::vector<Value> set_subtraction(const std::vector<std::vector<Value>>& sets) {
  ValueSet removed(sets[1].begin(), sets[1].end());
  std::vector<Value> out = sets[0];
  std::erase_if(out, [&](const Value& v) { return removed.contains(v); });
  return out;
}

// Elements in an odd number of the sets.
std::vector<Value> set_symmetric_difference(const std::vector<std::vector<Value>>& sets) {
  ValueSet current;
  for (const auto& s : sets) {
    ValueSet distinct(s.begin(), s.end());
    for (const Value& v : distinct) {
      if (!current.erase(v)) current.insert(v);
    }
  }
  return std::vector<Value>(current.begin(), current.end());
}

Parameter set_parameter(std::string name) { return parameter(std::move(name), Type::set(Type::dynamic()), kDynamicOk); }

// setunion and sethaselement take a set with unknown elements as it is (the
// others give an unknown result for it).
Parameter elementwise_set_parameter(std::string name) {
  return parameter(std::move(name), Type::set(Type::dynamic()),
                   {.allow_dynamic = true, .allow_unknown_elements = true});
}

// setproduct's element type for one argument (a tuple is a list of its
// elements' unified type).
Result<Type> product_element_type(const Value& arg, std::size_t index) {
  const Type& t = arg.type();
  if (t.is_set() || t.is_list()) return t.element_type();
  if (t.is_tuple()) {
    std::optional<Unification> unified = unify(t.elements());
    if (t.elements().empty()) return Type::dynamic();
    if (!unified) return argument_error(index, "all elements must be of the same type");
    return unified->type;
  }
  return argument_error(index, "a set or a list is required");
}

// The product of arguments of which one at least has an unknown length (an
// unknown value, or a set whose unknown elements may yet coalesce), as the
// reference bounds it: taking the arguments in turn, an argument that may
// have more than 1024 elements, or a product of their largest lengths above
// 2048, leaves it only not null; otherwise it has at least one element and
// at most that product, or none when the product is 0.
Value unknown_product(std::span<const Value> args, const Type& type) {
  constexpr std::size_t kLargestArgument = 1024;
  constexpr std::size_t kLargestBound = 2048;
  std::size_t bound = 1;
  for (const Value& arg : args) {
    const std::optional<std::size_t> largest =
        arg.type().is_tuple() ? std::optional(arg.type().elements().size()) : range_of(arg).max_length;
    if (!largest || *largest > kLargestArgument) return Value::unknown(type, Refinement::known_not_null());
    bound *= *largest;
    if (bound > kLargestBound) return Value::unknown(type, Refinement::known_not_null());
  }
  if (bound == 0) return type.is_set() ? Value::set(type.element_type(), {}) : Value::list(type.element_type(), {});
  Refinement length = Refinement::known_not_null();
  length.min_length = 1;
  length.max_length = bound;
  return Value::unknown(type, length);
}

Function setproduct_function() {
  return Function({
      .parameters = {},
      .variadic = parameter("sets", Type::dynamic(), {.allow_unknown = true, .allow_dynamic = true}),
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        if (args.size() < 2) return Error{"at least two arguments are required"};
        if (std::any_of(args.begin(), args.end(), [](const Value& arg) { return arg.type().is_dynamic(); }))
          return Type::dynamic();
        bool any_set = false;
        std::vector<Type> element_types;
        for (std::size_t i = 0; i < args.size(); ++i) {
          Result<Type> element = product_element_type(args[i], i);
          if (!element) return element.error();
          element_types.push_back(*element);
          any_set = any_set || args[i].type().is_set();
        }
        Type tuple = Type::tuple(std::move(element_types));
        return any_set ? Type::set(tuple) : Type::list(tuple);
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        if (type.is_dynamic()) return Value::dynamic();
        if (std::any_of(args.begin(), args.end(), [](const Value& arg) {
              return !arg.is_known() || (arg.type().is_set() && !arg.is_wholly_known());
            })) {
          return unknown_product(args, type);
        }
        const std::vector<Type>& element_types = type.element_type().elements();
        std::vector<std::vector<Value>> factors;
        std::size_t total = 1;
        for (std::size_t i = 0; i < args.size(); ++i) {
          std::vector<Value> elements;
          for (const Value& e : args[i].elements()) {
            Result<Value> converted = convert(e, element_types[i]);
            if (!converted) return converted.error();
            elements.push_back(std::move(converted).value());
          }
          if (elements.empty()) total = 0;
          if (total != 0 && elements.size() > kMaxResultElements / total) {
            return Error{"the product would have more than " + std::to_string(kMaxResultElements) + " elements"};
          }
          total *= std::max<std::size_t>(elements.size(), 1);
          factors.push_back(std::move(elements));
        }
        std::vector<Value> products;
        if (total > 0) {
          std::vector<std::size_t> position(factors.size(), 0);
          for (std::size_t n = 0; n < total; ++n) {
            std::vector<Value> tuple;
            for (std::size_t i = 0; i < factors.size(); ++i) tuple.push_back(factors[i][position[i]]);
            products.push_back(Value::tuple(std::move(tuple)));
            for (std::size_t i = factors.size(); i-- > 0;) {
              if (++position[i] < factors[i].size()) break;
              position[i] = 0;
            }
          }
        }
        if (type.is_set()) return Value::set(type.element_type(), std::move(products));
        return Value::list(type.element_type(), std::move(products));
      },
  });
}

}  // namespace

void add_set_functions(FunctionTable& table) {
  table.add("setunion",
            set_function({elementwise_set_parameter("first_set")}, elementwise_set_parameter("other_sets"), set_union));
  table.add("setintersection",
            set_function({set_parameter("first_set")}, set_parameter("other_sets"), set_intersection));
  table.add("setsubtract", set_function({set_parameter("a"), set_parameter("b")}, std::nullopt, set_subtraction));
  table.add("setsymmetricdifference",
            set_function({set_parameter("first_set")}, set_parameter("other_sets"), set_symmetric_difference));
  table.add("sethaselement",
            Function({
                .parameters = {elementwise_set_parameter("set"), parameter("elem", Type::dynamic(), kDynamicOk)},
                .variadic = std::nullopt,
                .result_type = Function::returns(Type::boolean()),
                .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
                  // Membership as the set itself decides it: -0 is not 0 here.
                  for (const Value& e : args[0].elements()) {
                    if (set_equivalent(e, args[1])) return Value::boolean(true);
                  }
                  // Not found: an unknown element of the same type may be it.
                  if (!args[0].is_wholly_known() && args[0].type().element_type() == args[1].type()) {
                    return Value::unknown(Type::boolean());
                  }
                  return Value::boolean(false);
                },
            }));
  table.add("setproduct", setproduct_function());
  stdlib_support::refine_results_not_null(
      table, {"setunion", "setintersection", "setsubtract", "setsymmetricdifference", "sethaselement", "setproduct"});
}

}  // namespace hclc
