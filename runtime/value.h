#pragma once
// Values of HCL's information model. Every value has a type; a value of any
// type may be null or unknown (a placeholder whose type is known but whose
// value is not yet). The dynamic value is the unknown value of the dynamic
// pseudo-type. An unknown value may carry refinements (runtime/refinement.h):
// what is known of the value it stands for. Any value may carry marks
// (runtime/marks.h), and so may the elements inside a collection.
//
// A Value is an immutable handle: cheap to copy (the representation is
// shared). Strings are NFC-normalized when made. Maps and objects keep their
// entries in byte order of the keys' UTF-8; sets keep distinct elements in the
// reference's order (see Value::set).

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "runtime/marks.h"
#include "runtime/number.h"
#include "runtime/refinement.h"
#include "runtime/type.h"

namespace hclc {

class Value {
 public:
  // A map element or object attribute.
  using Entry = std::pair<std::string, Value>;

  Value();  // the dynamic value: Value::dynamic()

  // --- building -------------------------------------------------------------
  static Value string(std::string_view utf8);  // NFC-normalized; utf8 must be valid UTF-8
  static Value string(std::string&& utf8);     // the same, keeping the buffer when it is in NFC
  static Value string(const char* utf8) { return string(std::string_view(utf8)); }
  static Value number(Number n);
  static Value number(std::int64_t n);  // at Number::kIntegerPrecision
  static Value boolean(bool b);

  // Collections. All elements must have the same type (convert or unify them
  // first); the forms without an element type need at least one element.
  static Value list(std::vector<Value> elements);
  static Value list(Type element_type, std::vector<Value> elements);
  // Duplicates (by same_as, except that -0 and 0 stay apart as in the
  // reference) are dropped. Elements are ordered as the reference orders them:
  // strings by bytes, numbers numerically, false before true, other known
  // values by a text form (see runtime/set_order.h), then null and unknown.
  static Value set(std::vector<Value> elements);
  static Value set(Type element_type, std::vector<Value> elements);
  // Keys are NFC-normalized and must be distinct.
  static Value map(std::vector<Entry> entries);
  static Value map(Type element_type, std::vector<Entry> entries);

  // Structural values. Attribute names must be distinct.
  static Value tuple(std::vector<Value> elements);
  static Value object(std::vector<Entry> attributes);
  static Value empty_tuple() { return tuple({}); }
  static Value empty_object() { return object({}); }

  static Value null(Type type);
  static Value unknown(Type type);
  // An unknown value with refinements, which must suit the type (a prefix
  // for a string, bounds for a number, length bounds for a list, set or map);
  // the dynamic type takes none. As in cty, refinements that leave a single
  // possibility give a known value: not null with equal inclusive bounds is
  // that number; not null with equal length bounds is an empty collection, a
  // list of that many unknown elements, or a set of one unknown element.
  static Value unknown(Type type, const Refinement& refinement);
  static Value dynamic() { return unknown(Type::dynamic()); }

  // A value of a capsule type: an opaque payload the runtime never inspects;
  // two capsule values are the same only if they share the payload.
  static Value capsule(Type capsule_type, std::shared_ptr<const void> payload);

  // --- inspecting -----------------------------------------------------------
  const Type& type() const { return type_; }
  bool is_null() const;
  bool is_known() const;
  // Known, and so is every element or attribute inside (nulls are known).
  bool is_wholly_known() const;
  // Known and not null: the accessors below may be used.
  bool is_present() const { return is_known() && !is_null(); }
  // An unknown value's refinements; nullptr when it has none, and for a
  // known value (see runtime/value_range.h for what a known value tells).
  const Refinement* refinement() const;

  // The accessors require is_present() and the matching type kind.
  const std::string& as_string() const;
  const Number& as_number() const;
  bool as_bool() const;
  const std::shared_ptr<const void>& capsule_payload() const;

  // List, set, tuple: the elements in order. Map, object: see entries().
  std::span<const Value> elements() const;
  // Map and object: entries in byte order of their keys.
  std::span<const Entry> entries() const;
  // Elements of a list/set/tuple, entries of a map/object.
  std::size_t length() const;
  // A map element or object attribute by key; nullptr if there is none.
  const Value* find(std::string_view key) const;

  // --- comparing ------------------------------------------------------------
  // The same type and the same value, with null and unknown compared like any
  // other value (two unknowns of one type are the same when their refinements
  // are). What tests and sets use.
  bool same_as(const Value& other) const;
  // HCL's `==`: a bool value, unknown when the answer depends on unknowns.
  // Values of different types are unequal; nulls of any type are equal.
  Value equals(const Value& other) const;
  std::size_t hash() const;

  // --- marks (runtime/marks.h) ----------------------------------------------
  // The accessors above read a marked value as they read an unmarked one;
  // whoever makes a value from others passes their marks on.
  // This value's own marks, not those of anything inside.
  Marks marks() const;
  bool is_marked() const { return !marks().empty(); }
  bool has_mark(std::string_view name) const { return marks().contains(name); }
  // Whether this value or anything inside it is marked (cty's ContainsMarked).
  bool contains_marked() const;
  // This value with `marks` added to its own (cty's WithMarks).
  Value with_marks(Marks marks) const;
  Value mark(std::string_view name) const { return with_marks(Marks::of(name)); }
  // This value without its own marks (cty's Unmark; marks() has them).
  Value unmarked() const;
  // This value with no marks anywhere (cty's UnmarkDeep); `collected`, when
  // given, gains all of them.
  Value unmarked_deep(Marks* collected = nullptr) const;

  // A readable rendering for messages and test output, in HCL-like syntax
  // that shows types where literals would not: "a", 1.5, true, [1, "x"],
  // {a = 1}, tolist([1]), toset(["a"]), tomap({k = 1}), null (a null of the
  // dynamic type), null(string), unknown(list of number), and with
  // refinements unknown(string, not null, prefix "ab"). A value marked
  // sensitive, wherever it is, reads "(sensitive value)" as in Terraform's
  // messages; other marks are not shown.
  std::string describe() const;

  struct Rep;  // below

 private:
  Value(Type type, std::shared_ptr<const Rep> rep) : type_(std::move(type)), rep_(std::move(rep)) {}
  static Value collection(Type type, std::vector<Value> elements);

  Type type_;
  std::shared_ptr<const Rep> rep_;
};

// The representation Values share, here rather than in value.cpp so that the
// questions asked of every value on the way through an operation (null?
// known? marked?) are a load, not a call: an unmarked value pays for marks
// only one null test.
struct Value::Rep {
  enum class State : unsigned char { Known, Null, Unknown };
  State state = State::Known;
  bool wholly_known = true;
  // This value's marks or those of anything inside it are not empty.
  bool contains_marked = false;
  // Beside the flags, in what would be padding: the size is what it would be
  // without marks.
  Marks marks = {};
  // Known values: the payload matching the type's kind. Unknown values:
  // nothing, or their Refinement out of line in the pointer alternative that
  // capsules use, so that the variant (and the work of destroying every
  // known value) is what it would be without refinements.
  std::variant<std::monostate, std::string, Number, bool, std::vector<Value>, std::vector<Entry>,
               std::shared_ptr<const void>>
      data = {};

  // The flags a collection takes from its elements, found in one pass. (As a
  // member of Value, Rep reads the elements' representations directly.)
  struct Inside {
    bool wholly_known = true;
    bool contains_marked = false;
  };
  static Inside inside(std::span<const Value> values) {
    Inside in;
    for (const Value& v : values) {
      in.wholly_known &= v.rep_->wholly_known;
      in.contains_marked |= v.rep_->contains_marked;
    }
    return in;
  }
  static Inside inside(std::span<const Entry> entries) {
    Inside in;
    for (const Entry& e : entries) {
      in.wholly_known &= e.second.rep_->wholly_known;
      in.contains_marked |= e.second.rep_->contains_marked;
    }
    return in;
  }
};

inline bool Value::is_null() const { return rep_->state == Rep::State::Null; }
inline bool Value::is_known() const { return rep_->state != Rep::State::Unknown; }
inline bool Value::is_wholly_known() const { return rep_->wholly_known; }
inline const std::string& Value::as_string() const { return std::get<std::string>(rep_->data); }
inline const Number& Value::as_number() const { return std::get<Number>(rep_->data); }
inline bool Value::as_bool() const { return std::get<bool>(rep_->data); }
inline Marks Value::marks() const { return rep_->marks; }
inline bool Value::contains_marked() const { return rep_->contains_marked; }

}  // namespace hclc

template <>
struct std::hash<hclc::Value> {
  std::size_t operator()(const hclc::Value& v) const { return v.hash(); }
};
