#pragma once
// Types of HCL's information model: the primitives string, number and bool;
// the collections list, set and map of one element type; the structural
// object and tuple types; the dynamic pseudo-type (a type not yet known, and
// "any type" in a type constraint); and capsule types (opaque, defined by an
// application, equal only to themselves).
//
// A Type is an immutable handle: cheap to copy (the representation is
// shared), compared and hashed structurally.

#include <cstddef>
#include <memory>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "runtime/result.h"

namespace hclc {

class Type {
 public:
  enum class Kind : unsigned char {
    Dynamic,
    String,
    Number,
    Bool,
    List,
    Set,
    Map,
    Object,
    Tuple,
    Capsule,
  };

  // An object type's attribute: its name and its type.
  using Attribute = std::pair<std::string, Type>;

  Type();  // the dynamic pseudo-type

  // The primitive types and the dynamic pseudo-type are made once and shared:
  // values and operations ask for them often enough that a copy each time shows.
  static const Type& dynamic();
  static const Type& string();
  static const Type& number();
  static const Type& boolean();
  static Type list(Type element);
  static Type set(Type element);
  static Type map(Type element);
  // Attribute names must be distinct; they are kept in byte order of their
  // UTF-8 (given in that order, as a value's entries are, they are not moved).
  static Type object(std::vector<Attribute> attributes);
  // Optional attributes belong to type constraints: a value converted to such
  // a constraint may omit them, and they become null. Each optional name must
  // be one of the attributes.
  static Type object(std::vector<Attribute> attributes, const std::set<std::string>& optional);
  static Type tuple(std::vector<Type> elements);
  // A capsule type is equal only to (copies of) the Type this call returns.
  // `name` is its friendly name ("expression closure").
  static Type capsule(std::string name);

  Kind kind() const;
  bool is_dynamic() const { return kind() == Kind::Dynamic; }
  bool is_primitive() const;   // string, number, bool
  bool is_collection() const;  // list, set, map
  bool is_list() const { return kind() == Kind::List; }
  bool is_set() const { return kind() == Kind::Set; }
  bool is_map() const { return kind() == Kind::Map; }
  bool is_object() const { return kind() == Kind::Object; }
  bool is_tuple() const { return kind() == Kind::Tuple; }
  bool is_capsule() const { return kind() == Kind::Capsule; }
  // True if the dynamic pseudo-type appears anywhere in this type.
  bool has_dynamic() const;

  // List, set and map.
  const Type& element_type() const;
  // Object: attributes in byte order of their names.
  std::span<const Attribute> attributes() const;
  const Type* attribute(std::string_view name) const;  // nullptr if absent
  bool has_attribute(std::string_view name) const { return attribute(name) != nullptr; }
  // The optional attributes' names, in byte order.
  std::vector<std::string_view> optional_attributes() const;
  bool has_optional_attributes() const;
  bool is_optional_attribute(std::string_view name) const;
  // Tuple.
  const std::vector<Type>& elements() const;
  // Capsule.
  const std::string& capsule_name() const;

  // The reference's friendly names: "string", "list of number",
  // "map of set of bool", "object", "tuple", "dynamic".
  std::string friendly_name() const;
  // The same, worded for a type constraint: "any type" for dynamic,
  // "list of any single type" for list(dynamic).
  std::string friendly_name_for_constraint() const;

  friend bool operator==(const Type& a, const Type& b);
  std::size_t hash() const;

  struct Rep;

 private:
  explicit Type(std::shared_ptr<const Rep> rep) : rep_(std::move(rep)) {}
  std::shared_ptr<const Rep> rep_;
};

}  // namespace hclc

template <>
struct std::hash<hclc::Type> {
  std::size_t operator()(const hclc::Type& t) const { return t.hash(); }
};
