#pragma once
// JSON encoding of types and values in the reference's format, and decoding
// of JSON into values (with the types JSON implies, or with a given type).
//
// Types: "string", "number", "bool", "dynamic", ["list",T], ["set",T],
// ["map",T], ["object",{"name":T,...}] (a third element lists optional
// attributes), ["tuple",[T,...]].
// Values: numbers in Number::to_string form, strings escaped as Go's
// encoding/json escapes them (including <, > and & as \u003c...), map and
// object keys in byte order.

#include <string>
#include <string_view>

#include "runtime/result.h"
#include "runtime/text.h"  // the JSON string quoters
#include "runtime/type.h"
#include "runtime/value.h"

namespace hclc {

// Capsule types have no JSON form (an error).
Result<std::string> type_to_json(const Type& type);
Result<Type> type_from_json(std::string_view json);

// The value alone. Errors: an unknown value anywhere ("value is not known"),
// infinity ("cannot serialize infinity as JSON"), capsules.
Result<std::string> value_to_json(const Value& value);
// {"value":…,"type":…}, the value with its type, as the reference prints a
// result of dynamic type (hcldec --with-type --keep-nulls, oracle eval). A
// null of the dynamic pseudo-type prints as plain null.
Result<std::string> typed_value_to_json(const Value& value);

// A result as the reference's hcldec prints it (without the final newline).
// By default hcldec drops object properties whose value is null, at any depth
// (not nulls in arrays), and with_type puts "type" before "value", leaving out
// "value" when it is null; keep_nulls gives value_to_json/typed_value_to_json.
Result<std::string> hcldec_result_json(const Value& value, bool with_type, bool keep_nulls);

// JSON text with the types it implies: objects are objects (a repeated key:
// the last one wins), arrays tuples, null a null of dynamic type, numbers at
// Number::kParsedPrecision. Errors are worded as the reference words them
// ("EOF", "unexpected EOF", "extraneous data after JSON object",
// "invalid character ']' looking for beginning of value", ...).
Result<Value> value_from_json(std::string_view json);
Result<Type> implied_type_of_json(std::string_view json);
// JSON text decoded as a value of `type`: arrays for lists, sets and tuples,
// objects for maps and objects (absent attributes are null, unknown ones an
// error), null for a null of the type; where `type` is dynamic the JSON is
// the {"value":…,"type":…} form that typed_value_to_json writes.
Result<Value> value_from_json(std::string_view json, const Type& type);

}  // namespace hclc
