// Terraform's functions on marks: sensitive, nonsensitive, issensitive and
// ephemeralasnull. Each takes any value as it is (null, unknown, marked) and
// touches only marks, as Terraform's do.

#include "ext/terraform_support.h"
#include "runtime/stdlib/support.h"

namespace hclc::ext {

namespace {

using namespace stdlib_support;

// The mark Terraform's ephemeral values carry (Terraform 1.10 and later).
constexpr std::string_view kEphemeralMark = "ephemeral";

constexpr ParameterFlags kAnyValue{
    .allow_null = true, .allow_unknown = true, .allow_dynamic = true, .allow_marked = true};

Function marks_function(Function::ResultTypeCallback result_type, Function::Implementation implementation) {
  return Function({.parameters = {parameter("value", Type::dynamic(), kAnyValue)},
                   .variadic = std::nullopt,
                   .result_type = std::move(result_type),
                   .implementation = std::move(implementation)});
}

Result<Type> same_type(std::span<const Value> args) { return args[0].type(); }

// Every part of `v` marked ephemeral becomes a null (an unknown stays
// unknown, without its refinements) keeping its other marks.
Value ephemeral_as_null(const Value& v) {
  if (!v.contains_marked()) return v;
  if (v.has_mark(kEphemeralMark)) {
    const Marks others = v.marks().without(kEphemeralMark);
    return (v.is_known() ? Value::null(v.type()) : Value::unknown(v.type())).with_marks(others);
  }
  if (!v.is_present()) return v;
  const Type& t = v.type();
  Value rebuilt = v;
  if (t.is_list() || t.is_tuple()) {
    std::vector<Value> elements;
    for (const Value& e : v.elements()) elements.push_back(ephemeral_as_null(e));
    rebuilt = t.is_list() ? Value::list(t.element_type(), std::move(elements)) : Value::tuple(std::move(elements));
  } else if (t.is_map() || t.is_object()) {
    std::vector<Value::Entry> entries;
    for (const auto& [key, e] : v.entries()) entries.emplace_back(key, ephemeral_as_null(e));
    rebuilt = t.is_map() ? Value::map(t.element_type(), std::move(entries)) : Value::object(std::move(entries));
  }
  return rebuilt.with_marks(v.marks());
}

}  // namespace

void add_terraform_mark_functions(FunctionTable& table) {
  table.add("sensitive", marks_function(same_type, [](std::span<const Value> args, const Type&) -> Result<Value> {
              return args[0].mark(kSensitiveMark);
            }));
  // Only the value's own mark goes: what is sensitive inside stays so.
  table.add("nonsensitive", marks_function(same_type, [](std::span<const Value> args, const Type&) -> Result<Value> {
              return args[0].unmarked().with_marks(args[0].marks().without(kSensitiveMark));
            }));
  table.add("issensitive", marks_function(Function::returns(Type::boolean()),
                                          [](std::span<const Value> args, const Type&) -> Result<Value> {
                                            if (args[0].has_mark(kSensitiveMark)) return Value::boolean(true);
                                            if (!args[0].is_known()) return Value::unknown(Type::boolean());
                                            return Value::boolean(false);
                                          }));
  table.add("ephemeralasnull", marks_function(same_type, [](std::span<const Value> args, const Type&) -> Result<Value> {
              return ephemeral_as_null(args[0]);
            }));
}

}  // namespace hclc::ext
