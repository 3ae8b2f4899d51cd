// tostring tonumber tobool tolist toset tomap: conversion to a type
// constraint, with the reference's messages.
#include <string>

#include "runtime/convert.h"
#include "runtime/stdlib/stdlib.h"
#include "runtime/stdlib/support.h"

namespace hclc {

namespace {

using namespace stdlib_support;

Error cannot_convert(const Type& from, const Type& want) {
  return argument_error(0, "cannot convert " + from.friendly_name() + " to " + want.friendly_name_for_constraint());
}

Function conversion_function(Type want) {
  return Function({
      // An unknown argument gives an unknown of the type asked for
      // (`tolist(x)` is an unknown list of dynamic), without refinements; a
      // known one converts even with unknowns inside.
      // Marks stay where they are (the conversion keeps them).
      .parameters = {parameter(
          "v", Type::dynamic(),
          {.allow_null = true, .allow_unknown = true, .allow_dynamic = true, .allow_marked = true})},
      .variadic = std::nullopt,
      .result_type = [want](std::span<const Value> args) -> Result<Type> {
        const Type& from = args[0].type();
        // An untyped null takes the type asked for: `tostring(null)` is a
        // null string. The result's type is the one asked for; the
        // conversion fills in its dynamic parts.
        if (from.is_dynamic()) return want;
        if (!conversion_type(from, want)) return cannot_convert(from, want);
        return want;
      },
      .implementation = [want](std::span<const Value> args, const Type& type) -> Result<Value> {
        const Value& v = args[0];
        if (!v.is_known()) return Value::unknown(type).with_marks(v.marks());
        Result<Value> converted = convert(v, type);
        if (converted) return converted;
        // As Terraform says it, so that the value is not shown.
        Marks inside;
        v.unmarked_deep(&inside);
        if (inside.contains(kSensitiveMark))
          return argument_error(0, "cannot convert this sensitive " + v.type().friendly_name() + " to " +
                                       want.friendly_name_for_constraint());
        if (v.type() == Type::string() && v.is_present()) {
          if (type == Type::number()) {
            return argument_error(0, "cannot convert " + go_quote(v.as_string()) +
                                         " to number; given string must be a decimal representation of a number");
          }
          if (type == Type::boolean()) {
            return argument_error(0, "cannot convert " + go_quote(v.as_string()) +
                                         " to bool; only the strings \"true\" or \"false\" are allowed");
          }
        }
        return cannot_convert(v.type(), want);
      },
  });
}

}  // namespace

void add_conversion_functions(FunctionTable& table) {
  table.add("tostring", conversion_function(Type::string()));
  table.add("tonumber", conversion_function(Type::number()));
  table.add("tobool", conversion_function(Type::boolean()));
  table.add("tolist", conversion_function(Type::list(Type::dynamic())));
  table.add("toset", conversion_function(Type::set(Type::dynamic())));
  table.add("tomap", conversion_function(Type::map(Type::dynamic())));
}

}  // namespace hclc
