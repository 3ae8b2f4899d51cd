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
#include <iterator>
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

  // The parts of a type are kept in it, not copied out. The views below hold
  // this type, so one made from a temporary (`for (const auto& [name, t] :
  // v.type().attribute_types())`) stays valid on its own; a reference into a
  // part, as long as this type or a copy of it lives.
  template <class Container>
  class PartsView;
  using AttributeTypes = PartsView<std::map<std::string, Type>>;
  using OptionalAttributes = PartsView<std::set<std::string>>;
  using TupleElementTypes = PartsView<std::vector<Type>>;

  // List, set, map: the element type (dynamic for any other type).
  const Type& element_type() const;
  // Object: attribute types by name, and the optional ones (empty for any
  // other type).
  AttributeTypes attribute_types() const;
  std::optional<Type> attribute_type(std::string_view name) const;
  OptionalAttributes optional_attributes() const;
  // Tuple: the element types (empty for any other type).
  TupleElementTypes tuple_element_types() const;

  // As the reference names types in messages: "string", "list of number",
  // "object", "dynamic".
  std::string friendly_name() const;
  // The reference's JSON form: "string", ["list","number"],
  // ["object",{"a":"bool"}], "dynamic".
  std::string to_json() const;
  static Result<Type> from_json(std::string_view json);

  friend bool operator==(const Type& a, const Type& b);

  struct Impl;  // the library's own representation (src/api/internal.h)

 private:
  friend struct ImplAccess;  // how the library reaches the representation (src/api/internal.h)
  explicit Type(std::shared_ptr<const Impl> impl);
  std::shared_ptr<const Impl> impl_;
};

// A read-only view of a container a Type keeps (its attribute types, the
// names of its optional attributes, its tuple element types). It converts to
// a copy of the container where one is wanted, so `std::map<std::string,
// hcl::Type> m = t.attribute_types();` still reads.
template <class Container>
class Type::PartsView {
 public:
  using value_type = typename Container::value_type;
  using const_iterator = typename Container::const_iterator;
  using iterator = const_iterator;

  std::size_t size() const { return parts_->size(); }
  bool empty() const { return parts_->empty(); }
  const_iterator begin() const { return parts_->begin(); }
  const_iterator end() const { return parts_->end(); }
  // Lookups, as the container has them: an element by position, an
  // attribute type by name, whether a name is among the optional attributes.
  const value_type& operator[](std::size_t index) const { return (*parts_)[index]; }
  template <class Key>
  const auto& at(const Key& key) const {
    return parts_->at(key);
  }
  template <class Key>
  const_iterator find(const Key& key) const {
    return parts_->find(key);
  }
  template <class Key>
  bool contains(const Key& key) const {
    return parts_->contains(key);
  }

  const Container& container() const { return *parts_; }
  operator const Container&() const { return *parts_; }
  friend bool operator==(const PartsView& view, const Container& other) { return *view.parts_ == other; }

 private:
  friend class Type;
  PartsView(Type owner, const Container& parts) : owner_(std::move(owner)), parts_(&parts) {}

  Type owner_;
  const Container* parts_;
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
  // Structural values: any mix of types, so they cannot fail. Of two
  // attributes of one name (after NFC normalization), the later one is kept,
  // as assigning to a std::map keeps it.
  static Value tuple(const std::vector<Value>& elements);
  static Value object(const std::vector<Entry>& attributes);
  static Value null(const Type& type);
  static Value unknown(const Type& type);

  // What is known of the value an unknown value stands for: go-cty's
  // refinements (docs/unknown-values.md). Operations use them as the
  // reference does: `u == null` is false for an unknown known not to be
  // null, `length(l) > 0` true for a list known to have an element.
  struct Refinements {
    bool not_null = false;
    std::string prefix = {};  // strings: what every possible value starts with
    // Numbers: bounds as decimals (as_decimal's form), each inclusive or not.
    std::optional<std::string> lower = std::nullopt;
    bool lower_inclusive = true;
    std::optional<std::string> upper = std::nullopt;
    bool upper_inclusive = true;
    // Lists, sets and maps: bounds of the length.
    std::size_t min_length = 0;
    std::optional<std::size_t> max_length = std::nullopt;
  };
  // An unknown value with refinements, which must suit the type (a prefix
  // only for a string, ...; none for the dynamic type). Refinements that
  // leave one possibility give that value, as in the reference: not null with
  // equal inclusive bounds is that number.
  static Result<Value> unknown(const Type& type, const Refinements& refinements);

  // --- inspecting -------------------------------------------------------
  Type type() const;
  bool is_null() const;
  bool is_known() const;
  // Known, and so is everything inside it.
  bool is_wholly_known() const;
  // Known and not null: the accessors below apply (to a value of their type).
  bool is_present() const { return is_known() && !is_null(); }
  // An unknown value's refinements (all defaults when it has none); nullopt
  // for a known value.
  std::optional<Refinements> refinements() const;

  // Present strings, numbers and bools; nullopt for anything else. The
  // results are copies: keep one in a variable before iterating over it
  // (`for (char c : *v.as_string())` would iterate over a destroyed temporary).
  std::optional<std::string> as_string() const;
  // The same string without a copy: a view of the value's own text, valid as
  // long as this value, or a copy of it, lives. Of a temporary (as
  // `v.get("k")->as_string_view()` is), only until the end of the statement.
  std::optional<std::string_view> as_string_view() const;
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
  // Views, not copies: each element is a handle made as it is read, sharing
  // this value's data; an entry's key is a view of this value's own text. A
  // view holds this value, so it (and its iterators) stays valid on its own.
  class Elements;
  class Entries;
  struct EntryView;
  Elements elements() const;
  Entries entries() const;
  std::size_t length() const;
  // A map element or object attribute by key; a list or tuple element by position.
  std::optional<Value> get(std::string_view key) const;
  std::optional<Value> at(std::size_t index) const;

  // --- marks (docs/extensions.md) ----------------------------------------
  // go-cty's marks: names a value carries, which every operator, conversion
  // and function passes on to what it makes of the value. Terraform's
  // `sensitive` is the mark "sensitive". Elements of a list, tuple, map or
  // object may carry their own; a set's elements give theirs to the set.
  // This value with the mark `name` (or all of `names`) added to its own.
  Value mark(std::string_view name) const;
  Value with_marks(const std::vector<std::string>& names) const;
  // This value's own marks (not those inside it), in byte order.
  std::vector<std::string> marks() const;
  bool is_marked() const;
  bool has_mark(std::string_view name) const;
  // Whether this value or anything inside it carries a mark.
  bool contains_marked() const;
  // Without its own marks; without any marks at all.
  Value unmarked() const;
  Value unmarked_deep() const;
  // Every mark on this value or inside it, in byte order.
  std::vector<std::string> deep_marks() const;

  // --- comparing, converting, printing -----------------------------------
  // The same type and value (two nulls, or two unknowns, of one type are the
  // same), with the same marks.
  bool same_as(const Value& other) const;
  // HCL's `==`: a bool, unknown when it depends on unknown values.
  Value equals(const Value& other) const;
  // This value as a value of `type` (a type constraint: dynamic parts are
  // filled in from the value), as HCL converts wherever a value meets a type.
  Result<Value> convert_to(const Type& type) const;
  // HCL-like text for messages and tests: "a", 1.5, [1, "x"], {a = 1},
  // null(string), unknown(string, not null, prefix "ab"); a value marked
  // sensitive as (sensitive value).
  std::string describe() const;
  // JSON: the value alone, or {"value":…,"type":…} as the reference prints a
  // result of dynamic type. Unknown values and infinity cannot be written.
  Result<std::string> to_json() const;
  Result<std::string> to_typed_json() const;
  // JSON text with the types it implies (objects, tuples, numbers, ...), or
  // read as a value of a given type.
  static Result<Value> from_json(std::string_view json);
  static Result<Value> from_json(std::string_view json, const Type& type);

  struct Impl;  // the library's own representation (src/api/internal.h)

 private:
  friend struct ImplAccess;  // how the library reaches the representation (src/api/internal.h)
  explicit Value(std::shared_ptr<const Impl> impl);
  std::shared_ptr<const Impl> impl_;
};

// A position in Value::Elements or Value::Entries. It holds the view, so it
// stays valid on its own; positions compare equal when their indices do.
template <class View>
class ValueViewIterator {
 public:
  using value_type = decltype(std::declval<const View&>()[0]);
  using reference = value_type;  // made as it is read
  using pointer = void;
  using difference_type = std::ptrdiff_t;
  using iterator_category = std::input_iterator_tag;
  using iterator_concept = std::forward_iterator_tag;

  ValueViewIterator() = default;
  ValueViewIterator(View view, std::size_t index) : view_(std::move(view)), index_(index) {}

  value_type operator*() const { return view_[index_]; }
  ValueViewIterator& operator++() {
    ++index_;
    return *this;
  }
  ValueViewIterator operator++(int) {
    ValueViewIterator before = *this;
    ++index_;
    return before;
  }
  friend bool operator==(const ValueViewIterator& a, const ValueViewIterator& b) { return a.index_ == b.index_; }

 private:
  View view_;
  std::size_t index_ = 0;
};

class Value::Elements {
 public:
  using iterator = ValueViewIterator<Elements>;

  Elements() = default;  // empty

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  // The element at `index`, which must be below size().
  Value operator[](std::size_t index) const;
  iterator begin() const { return {*this, 0}; }
  iterator end() const { return {*this, size_}; }

  // A copy, for code that wants a vector (as elements() returned before it was a view).
  std::vector<Value> to_vector() const { return {begin(), end()}; }
  operator std::vector<Value>() const { return to_vector(); }

 private:
  friend class Value;
  Elements(Value owner, std::size_t size) : owner_(std::move(owner)), size_(size) {}

  Value owner_;
  std::size_t size_ = 0;
};

// An entry as Value::entries() gives it: `first` is the key (a view of the
// value's own text), `second` the element. Converts to an Entry (copying the
// key) where one is wanted, so `for (const hcl::Value::Entry& e : v.entries())`
// still reads.
struct Value::EntryView : std::pair<std::string_view, Value> {
  using pair::pair;
  operator Entry() const { return {std::string(first), second}; }
};

class Value::Entries {
 public:
  using iterator = ValueViewIterator<Entries>;

  Entries() = default;  // empty

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  // The entry at `index` (in byte order of the keys), which must be below size().
  EntryView operator[](std::size_t index) const;
  iterator begin() const { return {*this, 0}; }
  iterator end() const { return {*this, size_}; }

  // A copy, keys included.
  std::vector<Entry> to_vector() const { return {begin(), end()}; }
  operator std::vector<Entry>() const { return to_vector(); }

 private:
  friend class Value;
  Entries(Value owner, std::size_t size) : owner_(std::move(owner)), size_(size) {}

  Value owner_;
  std::size_t size_ = 0;
};

}  // namespace hcl
