#pragma once
// Types and values of HCL's information model.
//
// Type: string, number, bool; list, set and map of one element type; object
// (named attributes, some of which may be optional in a type constraint) and
// tuple (positional elements); and the dynamic pseudo-type, "any type" in a
// constraint and "not known yet" in a value.
//
// Value: every value has a type and may be null, or unknown (a placeholder of
// a known type whose value is not known yet). Strings are Unicode NFC; numbers
// are arbitrary-precision binary floating point, as in the reference
// implementation: read them exactly as a decimal string, or convert them
// (checked) to int64 or double. Maps and objects iterate in byte order of
// their keys.
//
// Both are immutable handles: copying one is cheap and shares the data.
//
//   hcl::Value port = hcl::Value::number(8080);
//   hcl::Value svc = hcl::Value::object({{"name", hcl::Value::string("api")}, {"port", port}});
//   std::int64_t p = *svc.get("port")->as_int64();

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "hclc/result.h"

namespace hcl {

class Type {
 public:
  enum class Kind { Dynamic, String, Number, Bool, List, Set, Map, Object, Tuple, Capsule };

  Type();  // the dynamic pseudo-type

  static Type dynamic();  // "any" in a type constraint
  static Type string();
  static Type number();
  static Type boolean();
  static Type list(const Type& element);
  static Type set(const Type& element);
  static Type map(const Type& element);
  // `optional` names attributes a value converted to this type may omit (they
  // become null); only meaningful in type constraints.
  static Type object(const std::map<std::string, Type>& attributes, const std::set<std::string>& optional = {});
  static Type tuple(const std::vector<Type>& elements);

  Kind kind() const;
  bool is_dynamic() const { return kind() == Kind::Dynamic; }
  bool is_primitive() const;   // string, number or bool
  bool is_collection() const;  // list, set or map
  bool is_list() const { return kind() == Kind::List; }
  bool is_set() const { return kind() == Kind::Set; }
  bool is_map() const { return kind() == Kind::Map; }
  bool is_object() const { return kind() == Kind::Object; }
  bool is_tuple() const { return kind() == Kind::Tuple; }

  // List, set, map: the element type.
  Type element_type() const;
  // Object: attribute types by name, and the optional ones.
  std::map<std::string, Type> attribute_types() const;
  std::optional<Type> attribute_type(std::string_view name) const;
  std::set<std::string> optional_attributes() const;
  // Tuple: the element types.
  std::vector<Type> tuple_element_types() const;

  // As the reference names types in messages: "string", "list of number",
  // "object", "dynamic".
  std::string friendly_name() const;
  // The reference's JSON form: "string", ["list","number"],
  // ["object",{"a":"bool"}], "dynamic".
  std::string to_json() const;
  static Result<Type> from_json(std::string_view json);

  friend bool operator==(const Type& a, const Type& b);

  struct Impl;  // the library's own representation
  explicit Type(std::shared_ptr<const Impl> impl);
  const Impl& impl() const { return *impl_; }

 private:
  std::shared_ptr<const Impl> impl_;
};

class Value {
 public:
  // A map element or object attribute.
  using Entry = std::pair<std::string, Value>;

  Value();  // the dynamic value: unknown, of the dynamic pseudo-type

  // --- building ---------------------------------------------------------
  static Value string(std::string_view utf8);  // NFC-normalized; invalid UTF-8 becomes U+FFFD
  static Value number(std::int64_t n);
  static Value number(int n) { return number(static_cast<std::int64_t>(n)); }
  static Value number(double d);  // NaN is not a number in HCL: it gives unknown(number)
  // Exactly the decimal (`-12.5e3`), or "+Inf"/"-Inf"; an error otherwise.
  static Result<Value> number_from_decimal(std::string_view decimal);
  static Value boolean(bool b);
  // Collections: the elements must share one type (convert them first); the
  // element type may be given explicitly, and must be for an empty one.
  static Result<Value> list(const std::vector<Value>& elements, std::optional<Type> element_type = std::nullopt);
  static Result<Value> set(const std::vector<Value>& elements, std::optional<Type> element_type = std::nullopt);
  static Result<Value> map(const std::vector<Entry>& entries, std::optional<Type> element_type = std::nullopt);
  // Structural values: any mix of types. Attribute names must be distinct.
  static Value tuple(const std::vector<Value>& elements);
  static Result<Value> object(const std::vector<Entry>& attributes);
  static Value null(const Type& type);
  static Value unknown(const Type& type);

  // --- inspecting -------------------------------------------------------
  Type type() const;
  bool is_null() const;
  bool is_known() const;
  // Known, and so is everything inside it.
  bool is_wholly_known() const;
  // Known and not null: the accessors below apply (to a value of their type).
  bool is_present() const { return is_known() && !is_null(); }

  // Present strings, numbers and bools; nullopt for anything else. The
  // results are copies: keep one in a variable before iterating over it
  // (`for (char c : *v.as_string())` would iterate over a destroyed temporary).
  std::optional<std::string> as_string() const;
  std::optional<bool> as_bool() const;
  // The shortest decimal that reads back as exactly this number ("0.1",
  // "-0", "1e400" written out in full), or "+Inf"/"-Inf".
  std::optional<std::string> as_decimal() const;
  // Only when the number is whole and within int64's range.
  std::optional<std::int64_t> as_int64() const;
  // The nearest double; nullopt when a finite number is beyond double's range.
  std::optional<double> as_double() const;

  // List, set, tuple: the elements in order. Map, object: the entries in byte
  // order of their keys. Empty for anything else (and for null or unknown).
  std::vector<Value> elements() const;
  std::vector<Entry> entries() const;
  std::size_t length() const;
  // A map element or object attribute by key; a list or tuple element by position.
  std::optional<Value> get(std::string_view key) const;
  std::optional<Value> at(std::size_t index) const;

  // --- comparing, converting, printing -----------------------------------
  // The same type and value (two nulls, or two unknowns, of one type are the same).
  bool same_as(const Value& other) const;
  // HCL's `==`: a bool, unknown when it depends on unknown values.
  Value equals(const Value& other) const;
  // This value as a value of `type` (a type constraint: dynamic parts are
  // filled in from the value), as HCL converts wherever a value meets a type.
  Result<Value> convert_to(const Type& type) const;
  // HCL-like text for messages and tests: "a", 1.5, [1, "x"], {a = 1}, null(string).
  std::string describe() const;
  // JSON: the value alone, or {"value":…,"type":…} as the reference prints a
  // result of dynamic type. Unknown values and infinity cannot be written.
  Result<std::string> to_json() const;
  Result<std::string> to_typed_json() const;
  // JSON text with the types it implies (objects, tuples, numbers, ...), or
  // read as a value of a given type.
  static Result<Value> from_json(std::string_view json);
  static Result<Value> from_json(std::string_view json, const Type& type);

  struct Impl;  // the library's own representation
  explicit Value(std::shared_ptr<const Impl> impl);
  const Impl& impl() const { return *impl_; }

 private:
  std::shared_ptr<const Impl> impl_;
};

}  // namespace hcl
