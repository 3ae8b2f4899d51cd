#pragma once
// Decoding a body into the application's own types, as Go's gohcl and Rust's
// serde-based hcl-rs do: describe a struct's fields once, then decode. The
// user guide is docs/decode.md.
//
//   struct Port { int number = 0; std::string protocol = "tcp"; };
//   void describe(hcl::Schema<Port>& s) {                // beside Port: found by argument-dependent lookup
//     s.attr("number", &Port::number).optional("protocol", &Port::protocol);
//   }
//   struct Service { std::string name; std::string image; int replicas = 1; std::vector<Port> ports; };
//   void describe(hcl::Schema<Service>& s) {
//     s.label("name", &Service::name)
//         .attr("image", &Service::image)
//         .optional("replicas", &Service::replicas)
//         .optional("ports", &Service::ports);           // a list of objects, each read as a Port
//   }
//   struct Config { std::string region; std::vector<Service> services; };
//   void describe(hcl::Schema<Config>& s) { s.attr("region", &Config::region).block("service", &Config::services); }
//
//   Config config = hcl::decode<Config>(file.body(), ctx, diags);
//   Config same = hcl::decode_file<Config>("config.hcl", ctx, diags);
//
// A struct's description is found, in this order, as a static member
// `static void describe(hcl::Schema<T>&)`, as a specialization
// `template <> struct hcl::Describe<T> { static void describe(hcl::Schema<T>&); }`,
// or as a free function `void describe(hcl::Schema<T>&)` (or a friend) in
// T's own namespace, found by argument-dependent lookup.
//
// What a field may be:
//
//   attr(name, &T::m)             a required argument ("Missing required argument" when absent)
//   optional(name, &T::m)         an optional one: absent or null keeps m's initial value
//   optional(name, &T::m, dflt)   ... or sets `dflt`
//   block(type, &T::m)            blocks of a type: m is U (exactly one), std::optional<U> (at most
//                                 one) or std::vector<U> (any number; BlockCount bounds it)
//   block_map(type, label, &T::m) m is std::map<K, U> or std::unordered_map<K, U>: the blocks by their first
//                                 label, read as the key type K as a map's keys are
//                                 (named `label`); U's own labels follow it
//   label(name, &T::m)            the block's next label (a std::string); gives the block header its labels
//   key(&T::m)                    in an element of a block_map, its key (the block's first label)
//   range(&T::m)                  where the block is defined (its type and labels), an hcl::Range
//   body(&T::m)                   the block's whole body, an hcl::Body (empty until decoded)
//   remain(&T::m)                 what the other fields do not name, an hcl::Body (read it later);
//                                 without one, anything else is "Unsupported argument/block type"
//   ignore_unknown()              anything the fields do not name is skipped (as
//                                 DecodeOptions::ignore_unknown does for every struct)
//   scope(fn)                     the block's attributes are evaluated in a child of the context,
//                                 to which fn(block, scope) adds names (`self`, `each`)
//
// An attribute's C++ type says which values it accepts, converted as HCL
// converts: std::string, bool, integers and floating point (a number that
// does not fit is an error, never a wrap-around), an enum with names
// (`void describe(hcl::EnumNames<E>&)`: its value is one of the names),
// hcl::Value (any value, as evaluated), std::optional<hcl::Expression> (not
// evaluated: for late evaluation or reading as syntax),
// std::optional<hcl::TypeConstraint> (a type constraint such as
// `list(string)`, read as syntax), std::optional<U> (null or absent gives
// nullopt), std::vector<U> (a list), std::set<U> (a set),
// std::map<K, U> and std::unordered_map<K, U> (a map; HCL's keys are
// strings, read as K: a string, an integer, a bool or a named enum), and any
// described struct (an object whose attributes are the struct's attr and
// optional fields).
//
// Problems are reported with the reference's wording and ranges (as hcldec
// reports them): "Missing required argument", "Unsupported argument",
// "Unsupported block type", "Incorrect attribute value type", "Missing X
// block", "Duplicate X block", "Too many X blocks", "Extraneous label for X",
// "Missing name for X". Decoding goes on after a problem, so that one run
// reports everything; a field that could not be decoded keeps its initial
// value. Nothing throws.
//
// hcl::encode(value) gives a struct back as an hcl::Value: its attributes,
// and its blocks as nested objects (with their labels as attributes), lists
// and maps (ranges, bodies and expressions are left out).
//
// hcl::encode_text(value, diags) writes it as native-syntax text, as Go's
// gohcl.EncodeIntoBody and hclwrite do: attr and optional fields as
// attributes (in the order described; an optional field that is null, such
// as an empty std::optional, is left out), then block fields as blocks
// (labels from the label fields, a std::vector as repeated blocks, a
// block_map as one block per key with the key as first label, an empty
// std::optional as none), then the items of a remain body (native syntax:
// as written), each block after a blank line; values in hclfmt's layout, so
// that `hclc fmt` leaves the text as it is. Decoding the text gives the
// struct back. Expressions, type constraints, ranges and bodies are not
// written.

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "hclc/body.h"
#include "hclc/diagnostics.h"
#include "hclc/eval_context.h"
#include "hclc/expression.h"
#include "hclc/parser.h"
#include "hclc/type_constraint.h"
#include "hclc/value.h"

namespace hcl {

template <class T>
class Schema;

// The names of an enum's values, for decoding it from a string:
//   enum class Level { low, high };
//   void describe(hcl::EnumNames<Level>& n) { n.name("low", Level::low).name("high", Level::high); }
template <class E>
class EnumNames {
 public:
  EnumNames& name(std::string text, E value) {
    names_.push_back(std::move(text));
    values_.push_back(value);
    return *this;
  }
  const std::vector<std::string>& names() const { return names_; }
  const std::vector<E>& values() const { return values_; }

 private:
  std::vector<std::string> names_;
  std::vector<E> values_;
};

// Specialize it, with a static describe(hcl::Schema<T>&) (or
// describe(hcl::EnumNames<E>&)), to describe a type from outside its
// namespace.
template <class T>
struct Describe;

// A body as encode_text writes it: attributes, then blocks, then the items of
// a remaining body (as source text).
struct TextBlock;
struct TextBody {
  std::vector<std::pair<std::string, Value>> attributes;
  std::vector<TextBlock> blocks;
  std::vector<Body> remain;
};
struct TextBlock {
  std::string type;
  std::vector<std::string> labels;
  TextBody body;
};

// Bounds on the number of blocks of a type read into a std::vector.
struct BlockCount {
  std::size_t min = 0;
  std::optional<std::size_t> max = std::nullopt;
};

// How a whole decode behaves.
struct DecodeOptions {
  // Attributes and blocks that no field names are skipped, in every struct,
  // instead of being "Unsupported argument" / "Unsupported block type".
  bool ignore_unknown = false;
};

// The diagnostics decoding reports (the library words them as hcldec does).
namespace decoding {
Diagnostic incorrect_attribute_type(std::string_view name, std::string_view message, const Range& expr_range);
Diagnostic missing_block(std::string_view type, const Range& missing_item_range);
Diagnostic duplicate_block(std::string_view type, const Range& first, const Range& second);
Diagnostic duplicate_labeled_block(std::string_view type, const std::vector<std::string>& labels, const Range& subject);
Diagnostic insufficient_blocks(std::string_view type, std::size_t min, const Range& missing_item_range);
Diagnostic too_many_blocks(std::string_view type, std::size_t max, const Range& subject);
}  // namespace decoding

// Where a description is looked for (see the top of this file).
namespace decoding::lookup {
template <class T, class Target>
concept member = requires(Target& target) {
  T::describe(target);
};
template <class T, class Target>
concept specialized = requires(Target& target) {
  Describe<T>::describe(target);
};
template <class T, class Target>
concept adl = requires(Target& target) {
  describe(target);
};
template <class T, class Target>
concept any = member<T, Target> || specialized<T, Target> || adl<T, Target>;

template <class T, class Target>
void run(Target& target) {
  if constexpr (member<T, Target>) {
    T::describe(target);
  } else if constexpr (specialized<T, Target>) {
    Describe<T>::describe(target);
  } else {
    describe(target);
  }
}
}  // namespace decoding::lookup

// A struct with a description (see the top of this file).
template <class T>
concept Described = std::is_class_v<T> && std::is_default_constructible_v<T> && decoding::lookup::any<T, Schema<T>>;

// An enum with the names of its values.
template <class E>
concept NamedEnum = std::is_enum_v<E> && decoding::lookup::any<E, EnumNames<E>>;

// What a static_assert says when a struct has no description.
#define HCLC_NOT_DESCRIBED                                                                               \
  "hcl: no description of this struct was found. Declare one of: a static member "                       \
  "`static void describe(hcl::Schema<T>& s)`; a free function `void describe(hcl::Schema<T>& s)` (or a " \
  "friend) in the struct's own namespace, found by argument-dependent lookup (a function in another "    \
  "namespace, the global one included, is not found); or a specialization `template <> struct "          \
  "hcl::Describe<T> { static void describe(hcl::Schema<T>& s); };`. The struct must also be "            \
  "default-constructible."

// How a C++ type reads from (and writes to) an HCL value. Specialize it for
// a type of your own that is not a described struct.
//   static Type type();                                    what the value is converted to first
//   static bool read(const Value& v, M& out, std::string& error);   v converted, maybe null or unknown
//   static Value write(const M& m);
template <class M>
struct ValueCodec;

namespace decoding {

// A converted value that must be known and not null to be read.
bool present(const Value& v, std::string& error);

// A whole number from 0 to 2^64-1 (exactly).
std::optional<std::uint64_t> as_uint64(const Value& v);

// "a whole number from MIN to MAX is required".
std::string whole_number_required(std::string_view min, std::string_view max);

// The error for a string that is none of `names`.
std::string not_one_of(const std::vector<std::string>& names, std::string_view given);

// A list of `values`, or a tuple when they differ in type (an empty one is a
// list of `element_type`).
Value sequence(const std::vector<Value>& values, const Type& element_type);
// A set of `values` (of one type), or a tuple when they differ in type.
Value set_of(const std::vector<Value>& values, const Type& element_type);
// A map of `entries`, or an object when they differ in type.
Value mapping(const std::vector<Value::Entry>& entries, const Type& element_type);

// A map key (HCL's keys are strings) converted to `type`, as HCL converts a
// string; nullopt with `error` when it does not convert.
std::optional<Value> key_as(std::string_view key, const Type& type, std::string& error);
// A value as a map key; nullopt when it is not a string, number or bool.
std::optional<std::string> key_text(const Value& v);

// `body` as native-syntax text in hclfmt's layout; nullopt, with
// diagnostics, when a name is not an identifier or a value has no source
// text (an unknown value, an infinity).
std::optional<std::string> write_text(const TextBody& body, Diagnostics& diags);

template <class M>
inline constexpr bool is_optional = false;
template <class U>
inline constexpr bool is_optional<std::optional<U>> = true;
// U for std::optional<U>, M otherwise.
template <class M>
struct Unwrapped {
  using type = M;
};
template <class U>
struct Unwrapped<std::optional<U>> {
  using type = U;
};

template <class M>
inline constexpr bool is_vector = false;
template <class U>
inline constexpr bool is_vector<std::vector<U>> = true;

}  // namespace decoding

template <>
struct ValueCodec<std::string> {
  static Type type() { return Type::string(); }
  static bool read(const Value& v, std::string& out, std::string& error) {
    if (!decoding::present(v, error)) return false;
    out = *v.as_string_view();
    return true;
  }
  static Value write(const std::string& s) { return Value::string(s); }
};

template <>
struct ValueCodec<bool> {
  static Type type() { return Type::boolean(); }
  static bool read(const Value& v, bool& out, std::string& error) {
    if (!decoding::present(v, error)) return false;
    out = *v.as_bool();
    return true;
  }
  static Value write(bool b) { return Value::boolean(b); }
};

template <std::integral I>
requires(!std::same_as<I, bool>) struct ValueCodec<I> {
  static Type type() { return Type::number(); }
  static bool read(const Value& v, I& out, std::string& error) {
    if (!decoding::present(v, error)) return false;
    std::optional<std::int64_t> n = v.as_int64();
    if constexpr (std::is_unsigned_v<I> && sizeof(I) >= sizeof(std::int64_t)) {
      if (!n) {  // beyond int64, within uint64?
        if (std::optional<std::uint64_t> u = decoding::as_uint64(v)) {
          out = static_cast<I>(*u);
          return true;
        }
      }
    }
    if (!n || !std::in_range<I>(*n)) {
      error = decoding::whole_number_required(std::to_string(std::numeric_limits<I>::min()),
                                              std::to_string(std::numeric_limits<I>::max()));
      return false;
    }
    out = static_cast<I>(*n);
    return true;
  }
  static Value write(I i) {
    if constexpr (std::is_unsigned_v<I> && sizeof(I) >= sizeof(std::int64_t)) {
      if (!std::in_range<std::int64_t>(i)) return Value::number_from_decimal(std::to_string(i)).value();
    }
    return Value::number(static_cast<std::int64_t>(i));
  }
};

template <std::floating_point F>
struct ValueCodec<F> {
  static Type type() { return Type::number(); }
  static bool read(const Value& v, F& out, std::string& error) {
    if (!decoding::present(v, error)) return false;
    std::optional<double> d = v.as_double();
    if (!d || (sizeof(F) < sizeof(double) && *d != 0 &&
               (*d > static_cast<double>(std::numeric_limits<F>::max()) ||
                *d < -static_cast<double>(std::numeric_limits<F>::max())))) {
      error = "a number within the range of " + std::string(sizeof(F) < sizeof(double) ? "float" : "double") +
              " is required";
      return false;
    }
    out = static_cast<F>(*d);
    return true;
  }
  static Value write(F f) { return Value::number(static_cast<double>(f)); }
};

// Any value, as evaluated (null and unknown included).
template <>
struct ValueCodec<Value> {
  static Type type() { return Type::dynamic(); }
  static bool read(const Value& v, Value& out, std::string&) {
    out = v;
    return true;
  }
  static Value write(const Value& v) { return v; }
};

// The names of an enum, made once (on first use, thread-safely).
template <NamedEnum E>
const EnumNames<E>& enum_names_of() {
  static const EnumNames<E> names = [] {
    EnumNames<E> n;
    decoding::lookup::run<E>(n);
    return n;
  }();
  return names;
}

// An enum with names: a string, one of its names.
template <NamedEnum E>
struct ValueCodec<E> {
  static Type type() { return Type::string(); }
  static bool read(const Value& v, E& out, std::string& error) {
    if (!decoding::present(v, error)) return false;
    const EnumNames<E>& names = enum_names_of<E>();
    std::string_view given = *v.as_string_view();
    for (std::size_t i = 0; i < names.names().size(); ++i) {
      if (names.names()[i] == given) {
        out = names.values()[i];
        return true;
      }
    }
    error = decoding::not_one_of(names.names(), given);
    return false;
  }
  // A value without a name is null.
  static Value write(E e) {
    const EnumNames<E>& names = enum_names_of<E>();
    for (std::size_t i = 0; i < names.values().size(); ++i)
      if (names.values()[i] == e) return Value::string(names.names()[i]);
    return Value::null(Type::string());
  }
};

// The containers' members are defined out of the class, so that the common
// instantiations below can be compiled once, in the library.
template <class U>
struct ValueCodec<std::optional<U>> {
  static Type type();
  static bool read(const Value& v, std::optional<U>& out, std::string& error);
  static Value write(const std::optional<U>& o);
};
template <class U>
Type ValueCodec<std::optional<U>>::type() {
  return ValueCodec<U>::type();
}
template <class U>
bool ValueCodec<std::optional<U>>::read(const Value& v, std::optional<U>& out, std::string& error) {
  if (v.is_known() && v.is_null()) {
    out.reset();
    return true;
  }
  U inner{};
  if (!ValueCodec<U>::read(v, inner, error)) return false;
  out = std::move(inner);
  return true;
}
template <class U>
Value ValueCodec<std::optional<U>>::write(const std::optional<U>& o) {
  return o ? ValueCodec<U>::write(*o) : Value::null(type());
}

template <class U>
struct ValueCodec<std::vector<U>> {
  static Type type();
  static bool read(const Value& v, std::vector<U>& out, std::string& error);
  static Value write(const std::vector<U>& elements);
};
template <class U>
Type ValueCodec<std::vector<U>>::type() {
  return Type::list(ValueCodec<U>::type());
}
template <class U>
bool ValueCodec<std::vector<U>>::read(const Value& v, std::vector<U>& out, std::string& error) {
  if (!decoding::present(v, error)) return false;
  std::vector<U> elements;
  elements.reserve(v.length());
  for (const Value& e : v.elements()) {
    U element{};  // not read in place: std::vector<bool> has no bool& to give
    if (!ValueCodec<U>::read(e, element, error)) return false;
    elements.push_back(std::move(element));
  }
  out = std::move(elements);
  return true;
}
// Elements of one C++ type may still differ in HCL type (hcl::Value
// elements, optional attributes): a tuple then.
template <class U>
Value ValueCodec<std::vector<U>>::write(const std::vector<U>& elements) {
  std::vector<Value> values;
  values.reserve(elements.size());
  for (const U& e : elements) values.push_back(ValueCodec<U>::write(e));
  return decoding::sequence(values, ValueCodec<U>::type());
}

template <class U>
struct ValueCodec<std::set<U>> {
  static Type type();
  static bool read(const Value& v, std::set<U>& out, std::string& error);
  static Value write(const std::set<U>& elements);
};
template <class U>
Type ValueCodec<std::set<U>>::type() {
  return Type::set(ValueCodec<U>::type());
}
template <class U>
bool ValueCodec<std::set<U>>::read(const Value& v, std::set<U>& out, std::string& error) {
  if (!decoding::present(v, error)) return false;
  std::set<U> elements;
  for (const Value& e : v.elements()) {
    U element{};
    if (!ValueCodec<U>::read(e, element, error)) return false;
    elements.insert(std::move(element));
  }
  out = std::move(elements);
  return true;
}
template <class U>
Value ValueCodec<std::set<U>>::write(const std::set<U>& elements) {
  std::vector<Value> values;
  values.reserve(elements.size());
  for (const U& e : elements) values.push_back(ValueCodec<U>::write(e));
  return decoding::set_of(values, ValueCodec<U>::type());
}

namespace decoding {

// What a map's key may be: HCL's map keys are strings, read as the key type
// as HCL converts a string (a number from its decimal, a bool from
// "true"/"false", a named enum from its name).
template <class K>
concept MapKey = std::same_as<K, std::string> || std::same_as<K, bool> || NamedEnum<K> ||
    (std::integral<K> && !std::same_as<K, char> && !std::same_as<K, char8_t> && !std::same_as<K, char16_t> &&
     !std::same_as<K, char32_t> && !std::same_as<K, wchar_t>);

// A map key (or a block_map's label) read as K; false, with `error`, when
// it does not convert.
template <class K>
bool read_key(std::string_view key, K& out, std::string& error) {
  if constexpr (std::same_as<K, std::string>) {
    out = std::string(key);
    return true;
  } else {
    std::optional<Value> converted = key_as(key, ValueCodec<K>::type(), error);
    return converted && ValueCodec<K>::read(*converted, out, error);
  }
}

template <class Map>
bool read_map(const Value& v, Map& out, std::string& error) {
  using K = typename Map::key_type;
  using U = typename Map::mapped_type;
  if (!present(v, error)) return false;
  Map entries;
  for (const auto& [key, e] : v.entries()) {
    K k{};
    if (!read_key(key, k, error)) {
      error = "the key \"" + std::string(key) + "\": " + error;
      return false;
    }
    auto [slot, inserted] = entries.try_emplace(std::move(k));
    if (!inserted) {
      error = "the key \"" + std::string(key) + "\" is the same as another key once read";
      return false;
    }
    if (!ValueCodec<U>::read(e, slot->second, error)) return false;
  }
  out = std::move(entries);
  return true;
}

template <class Map>
Value write_map(const Map& in) {
  using K = typename Map::key_type;
  using U = typename Map::mapped_type;
  std::vector<Value::Entry> values;
  values.reserve(in.size());
  for (const auto& [key, e] : in) {
    if constexpr (std::same_as<K, std::string>) {
      values.emplace_back(key, ValueCodec<U>::write(e));
    } else if (std::optional<std::string> text = key_text(ValueCodec<K>::write(key))) {
      values.emplace_back(std::move(*text), ValueCodec<U>::write(e));
    }
  }
  return mapping(values, ValueCodec<U>::type());
}

}  // namespace decoding

template <class K, class U>
struct ValueCodec<std::map<K, U>> {
  static_assert(decoding::MapKey<K>,
                "hcl: a map's key must be std::string, an integer, bool or an enum with hcl::EnumNames (HCL's map "
                "keys are strings, read as the key type)");
  static Type type();
  static bool read(const Value& v, std::map<K, U>& out, std::string& error);
  static Value write(const std::map<K, U>& entries);
};
template <class K, class U>
Type ValueCodec<std::map<K, U>>::type() {
  return Type::map(ValueCodec<U>::type());
}
template <class K, class U>
bool ValueCodec<std::map<K, U>>::read(const Value& v, std::map<K, U>& out, std::string& error) {
  return decoding::read_map(v, out, error);
}
template <class K, class U>
Value ValueCodec<std::map<K, U>>::write(const std::map<K, U>& entries) {
  return decoding::write_map(entries);
}

template <class K, class U>
struct ValueCodec<std::unordered_map<K, U>> {
  static_assert(decoding::MapKey<K>,
                "hcl: a map's key must be std::string, an integer, bool or an enum with hcl::EnumNames (HCL's map "
                "keys are strings, read as the key type)");
  static Type type() { return Type::map(ValueCodec<U>::type()); }
  static bool read(const Value& v, std::unordered_map<K, U>& out, std::string& error) {
    return decoding::read_map(v, out, error);
  }
  static Value write(const std::unordered_map<K, U>& entries) { return decoding::write_map(entries); }
};

// The common instantiations, compiled once in the library (src/api/decode.cpp
// lists the same).
extern template struct ValueCodec<std::optional<std::string>>;
extern template struct ValueCodec<std::optional<bool>>;
extern template struct ValueCodec<std::optional<int>>;
extern template struct ValueCodec<std::optional<std::int64_t>>;
extern template struct ValueCodec<std::optional<double>>;
extern template struct ValueCodec<std::vector<std::string>>;
extern template struct ValueCodec<std::vector<bool>>;
extern template struct ValueCodec<std::vector<int>>;
extern template struct ValueCodec<std::vector<std::int64_t>>;
extern template struct ValueCodec<std::vector<double>>;
extern template struct ValueCodec<std::vector<Value>>;
extern template struct ValueCodec<std::set<std::string>>;
extern template struct ValueCodec<std::map<std::string, std::string>>;
extern template struct ValueCodec<std::map<std::string, bool>>;
extern template struct ValueCodec<std::map<std::string, int>>;
extern template struct ValueCodec<std::map<std::string, std::int64_t>>;
extern template struct ValueCodec<std::map<std::string, double>>;
extern template struct ValueCodec<std::map<std::string, Value>>;

// What decoding a body needs besides the body: the context attribute
// expressions are evaluated in (none: constants only), where problems go,
// and the options.
struct DecodeState {
  const EvalContext* ctx;
  Diagnostics& diags;
  DecodeOptions options = {};
};

namespace decoding {

// The type-erased side of a Schema<T>: the fields of one struct, each an
// object that knows its member, and the decoding and encoding that does not
// depend on T, in the library (src/api/decode.cpp). `void*` is a T.
class AttributeAccess {
 public:
  virtual ~AttributeAccess() = default;
  virtual Type type() const = 0;
  // Reads the expression as syntax, without evaluating it
  // (std::optional<hcl::Expression>, std::optional<hcl::TypeConstraint>);
  // false for a field read from a value.
  virtual bool read_syntax(void* /*out*/, const Expression& /*expr*/, Diagnostics& /*diags*/) const { return false; }
  // A converted value (maybe null, maybe unknown).
  virtual bool read(void* out, const Value& v, std::string& error) const = 0;
  // nullopt for a field that is syntax, not a value.
  virtual std::optional<Value> write(const void* in) const = 0;
  virtual bool is_syntax() const { return false; }
  // Absent or null: the default given, if any (false when none was).
  virtual bool set_default(void* /*out*/) const { return false; }
};

class SchemaCore;

// The blocks of one type: a member that holds one (U), at most one
// (std::optional<U>), any number (std::vector<U>) or a map of them by key.
class BlockAccess {
 public:
  enum class Kind { one, at_most_one, many, keyed };
  virtual ~BlockAccess() = default;
  virtual Kind kind() const = 0;
  virtual const SchemaCore& element() const = 0;
  virtual BlockCount count() const { return {}; }
  // Reading: the member emptied (a vector, a map), then each element made
  // fresh in it: its address, or nullptr for a key already there.
  virtual void clear(void* /*out*/) const {}
  virtual void* emplace(void* out, const std::string& key) const = 0;
  // Keyed: whether a block's first label reads as the key type; false, with
  // `error`, when it does not (emplace would make nothing).
  virtual bool key_converts(const std::string& /*label*/, std::string& /*error*/) const { return true; }
  // A fresh element of its own, for decoding a duplicate only to report problems.
  virtual std::shared_ptr<void> scratch() const = 0;
  // Writing: each element, with its key as a label (keyed only; nullptr
  // otherwise), valid during the call.
  using Visitor = void (*)(void* context, const std::string* key, const void* element);
  virtual void visit(const void* in, Visitor visitor, void* context) const = 0;
};

// A member of type M of the struct behind `void*`.
template <class M>
class Slot {
 public:
  virtual ~Slot() = default;
  virtual void set(void* out, const M& value) const = 0;
  virtual const M& get(const void* in) const = 0;
};

template <class T, class M>
class MemberSlot final : public Slot<M> {
 public:
  explicit MemberSlot(M T::*member) : member_(member) {}
  void set(void* out, const M& value) const override { static_cast<T*>(out)->*member_ = value; }
  const M& get(const void* in) const override { return static_cast<const T*>(in)->*member_; }

 private:
  M T::*member_;
};

class SchemaCore {
 public:
  struct AttributeField {
    std::string name;
    bool required;
    std::shared_ptr<const AttributeAccess> access;
  };
  struct BlockField {
    std::string type;
    std::string key_name;  // a block_map's: the name of the first label, the key
    std::shared_ptr<const BlockAccess> access;
  };
  struct LabelField {
    std::string name;
    std::shared_ptr<const Slot<std::string>> slot;
  };

  // Out of line, as everything that does not depend on the struct: each
  // translation unit that describes a struct compiles only its fields.
  SchemaCore();
  ~SchemaCore();
  SchemaCore(SchemaCore&&) noexcept;
  SchemaCore& operator=(SchemaCore&&) noexcept;

  void add_attribute(std::string name, bool required, std::shared_ptr<const AttributeAccess> access);
  void add_block(std::string type, std::string key_name, std::shared_ptr<const BlockAccess> access);
  void add_label(std::string name, std::shared_ptr<const Slot<std::string>> slot);
  void set_scope(std::function<void(const Block&, EvalContext&)> add_names);

  std::vector<std::string> label_names() const;
  Type object_type() const;
  // The object of a block: its labels, then object_type()'s attributes, then its blocks.
  Type block_object_type() const;

  // `v` converted to object_type().
  bool read_object(const Value& v, void* out, std::string& error) const;
  Value write_object(const void* in) const;
  // write_object() with the labels too.
  Value write_block_object(const void* in) const;
  TextBody write_body(const void* in) const;
  // `in` as a block of type `type` whose first labels are `leading_labels`.
  TextBlock write_block(const void* in, const std::string& type, std::vector<std::string> leading_labels) const;

  void decode_body(const Body& source, void* out, const DecodeState& state) const;
  // A block whose labels from `first_label` on are this struct's (the one
  // before them, if any, is its key in a block_map).
  void decode_block(const Block& block, std::size_t first_label, void* out, const DecodeState& state) const;
  // A body that may be a block's (Block::body): its labels, from the first.
  void decode_maybe_block_body(const Body& body, void* out, const DecodeState& state) const;

  std::vector<AttributeField> attributes;
  std::vector<BlockField> blocks;
  std::vector<LabelField> labels;
  std::shared_ptr<const Slot<std::string>> key;
  std::shared_ptr<const Slot<Range>> range;
  std::shared_ptr<const Slot<Body>> body;
  std::shared_ptr<const Slot<Body>> remain;
  bool ignore_unknown = false;
  std::function<void(const Block&, EvalContext&)> scope;
};

template <class T, class M>
class ValueAttribute final : public AttributeAccess {
 public:
  ValueAttribute(M T::*member, std::optional<M> default_value) : member_(member), default_(std::move(default_value)) {}
  Type type() const override { return ValueCodec<M>::type(); }
  bool read(void* out, const Value& v, std::string& error) const override {
    T& object = *static_cast<T*>(out);
    M value = object.*member_;
    if (!ValueCodec<M>::read(v, value, error)) return false;
    object.*member_ = std::move(value);
    return true;
  }
  std::optional<Value> write(const void* in) const override {
    return ValueCodec<M>::write(static_cast<const T*>(in)->*member_);
  }
  bool set_default(void* out) const override {
    if (!default_) return false;
    static_cast<T*>(out)->*member_ = *default_;
    return true;
  }

 private:
  M T::*member_;
  std::optional<M> default_;
};

// std::optional<hcl::Expression> and std::optional<hcl::TypeConstraint>: in
// a struct read from a value (an object's attribute) there is no
// expression, so the member stays empty.
template <class T, class M>
class SyntaxAttribute final : public AttributeAccess {
 public:
  explicit SyntaxAttribute(M T::*member) : member_(member) {}
  Type type() const override { return Type::dynamic(); }
  bool read_syntax(void* out, const Expression& expr, Diagnostics& diags) const override {
    if constexpr (std::same_as<M, std::optional<TypeConstraint>>) {
      static_cast<T*>(out)->*member_ = TypeConstraint::parse(expr, diags);
    } else {
      static_cast<T*>(out)->*member_ = expr;
    }
    return true;
  }
  bool read(void*, const Value&, std::string&) const override { return true; }
  std::optional<Value> write(const void*) const override { return std::nullopt; }
  bool is_syntax() const override { return true; }

 private:
  M T::*member_;
};

}  // namespace decoding

// The schema of a described struct, made once (on first use, thread-safely).
template <Described T>
const Schema<T>& schema_of() {
  static const Schema<T> schema = [] {
    Schema<T> s;
    decoding::lookup::run<T>(s);
    return s;
  }();
  return schema;
}

// A described struct as a value: an object of its attr and optional fields.
template <Described S>
struct ValueCodec<S> {
  static Type type() { return schema_of<S>().core().object_type(); }
  static bool read(const Value& v, S& out, std::string& error) {
    if (!decoding::present(v, error)) return false;
    return schema_of<S>().core().read_object(v, &out, error);
  }
  static Value write(const S& s) { return schema_of<S>().core().write_object(&s); }
};

template <class M>
concept Decodable = requires(const Value& v, M& m, std::string& error) {
  { ValueCodec<M>::type() } -> std::same_as<Type>;
  { ValueCodec<M>::read(v, m, error) } -> std::same_as<bool>;
};

namespace decoding {

template <class T, class U>
class VectorBlocks final : public BlockAccess {
 public:
  VectorBlocks(std::vector<U> T::*member, BlockCount count) : member_(member), count_(count) {}
  Kind kind() const override { return Kind::many; }
  const SchemaCore& element() const override { return schema_of<U>().core(); }
  BlockCount count() const override { return count_; }
  void clear(void* out) const override { (static_cast<T*>(out)->*member_).clear(); }
  void* emplace(void* out, const std::string&) const override {
    return &(static_cast<T*>(out)->*member_).emplace_back();
  }
  std::shared_ptr<void> scratch() const override { return std::make_shared<U>(); }
  void visit(const void* in, Visitor visitor, void* context) const override {
    for (const U& e : static_cast<const T*>(in)->*member_) visitor(context, nullptr, &e);
  }

 private:
  std::vector<U> T::*member_;
  BlockCount count_;
};

// M is U (exactly one block) or std::optional<U> (at most one).
template <class T, class M>
class SingleBlock final : public BlockAccess {
  using U = typename Unwrapped<M>::type;

 public:
  explicit SingleBlock(M T::*member) : member_(member) {}
  Kind kind() const override { return is_optional<M> ? Kind::at_most_one : Kind::one; }
  const SchemaCore& element() const override { return schema_of<U>().core(); }
  void* emplace(void* out, const std::string&) const override {
    M& m = static_cast<T*>(out)->*member_;
    if constexpr (is_optional<M>) {
      return &m.emplace();
    } else {
      m = U{};
      return &m;
    }
  }
  std::shared_ptr<void> scratch() const override { return std::make_shared<U>(); }
  void visit(const void* in, Visitor visitor, void* context) const override {
    const M& m = static_cast<const T*>(in)->*member_;
    if constexpr (is_optional<M>) {
      if (m) visitor(context, nullptr, &*m);
    } else {
      visitor(context, nullptr, &m);
    }
  }

 private:
  M T::*member_;
};

template <class>
inline constexpr bool is_ordered_map = false;
template <class K, class U>
inline constexpr bool is_ordered_map<std::map<K, U>> = true;
template <class>
inline constexpr bool is_unordered_map = false;
template <class K, class U>
inline constexpr bool is_unordered_map<std::unordered_map<K, U>> = true;

// A block_map: Map is std::map<K, U> or std::unordered_map<K, U>.
template <class T, class Map>
class MapBlocks final : public BlockAccess {
  using K = typename Map::key_type;
  using U = typename Map::mapped_type;

 public:
  explicit MapBlocks(Map T::*member) : member_(member) {}
  Kind kind() const override { return Kind::keyed; }
  const SchemaCore& element() const override { return schema_of<U>().core(); }
  void clear(void* out) const override { (static_cast<T*>(out)->*member_).clear(); }
  bool key_converts(const std::string& label, std::string& error) const override {
    K key{};
    return read_key(label, key, error);
  }
  void* emplace(void* out, const std::string& label) const override {
    K key{};
    std::string error;
    if (!read_key(label, key, error)) return nullptr;
    auto [slot, inserted] = (static_cast<T*>(out)->*member_).try_emplace(std::move(key));
    return inserted ? &slot->second : nullptr;
  }
  std::shared_ptr<void> scratch() const override { return std::make_shared<U>(); }
  // In the map's order; an unordered map's in the order of its labels.
  void visit(const void* in, Visitor visitor, void* context) const override {
    const Map& entries = static_cast<const T*>(in)->*member_;
    if constexpr (std::same_as<Map, std::map<std::string, U>>) {
      for (const auto& [key, e] : entries) visitor(context, &key, &e);
    } else {
      std::conditional_t<is_unordered_map<Map>, std::map<std::string, const U*>,
                         std::vector<std::pair<std::string, const U*>>>
          labelled;
      auto add = [&labelled](std::string label, const U* e) {
        if constexpr (is_unordered_map<Map>) {
          labelled.emplace(std::move(label), e);
        } else {
          labelled.emplace_back(std::move(label), e);
        }
      };
      for (const auto& [key, e] : entries) {
        if constexpr (std::same_as<K, std::string>) {
          add(key, &e);
        } else if (std::optional<std::string> label = key_text(ValueCodec<K>::write(key))) {
          add(std::move(*label), &e);
        }
      }
      for (const auto& [label, e] : labelled) visitor(context, &label, e);
    }
  }

 private:
  Map T::*member_;
};

}  // namespace decoding

template <class T>
class Schema {
 public:
  // --- attributes ----------------------------------------------------------
  template <class M>
  Schema& attr(std::string name, M T::*member) {
    return add_attribute(std::move(name), member, /*required=*/true, std::optional<M>());
  }
  template <class M>
  Schema& optional(std::string name, M T::*member) {
    return add_attribute(std::move(name), member, /*required=*/false, std::optional<M>());
  }
  template <class M, class D>
  requires std::convertible_to<D, M> Schema& optional(std::string name, M T::*member, D default_value) {
    return add_attribute(std::move(name), member, /*required=*/false, std::optional<M>(M(std::move(default_value))));
  }

  // --- blocks --------------------------------------------------------------
  template <class M>
  Schema& block(std::string type, M T::*member, BlockCount count = {}) {
    std::shared_ptr<const decoding::BlockAccess> access;
    if constexpr (decoding::is_vector<M>) {
      using U = typename M::value_type;
      static_assert(Described<U>, HCLC_NOT_DESCRIBED);
      access = std::make_shared<const decoding::VectorBlocks<T, U>>(member, count);
    } else {
      static_assert(Described<typename decoding::Unwrapped<M>::type>, HCLC_NOT_DESCRIBED);
      access = std::make_shared<const decoding::SingleBlock<T, M>>(member);
    }
    core_.add_block(std::move(type), {}, std::move(access));
    return *this;
  }

  template <class Map>
  Schema& block_map(std::string type, std::string label_name, Map T::*member) {
    static_assert(decoding::is_ordered_map<Map> || decoding::is_unordered_map<Map>,
                  "hcl: a block_map's member must be a std::map or a std::unordered_map");
    static_assert(decoding::MapKey<typename Map::key_type>,
                  "hcl: a block_map's key must be std::string, an integer, bool or an enum with hcl::EnumNames (the "
                  "first label, read as the key type)");
    static_assert(Described<typename Map::mapped_type>, HCLC_NOT_DESCRIBED);
    core_.add_block(std::move(type), std::move(label_name),
                    std::make_shared<const decoding::MapBlocks<T, Map>>(member));
    return *this;
  }

  // --- the block itself ------------------------------------------------------
  Schema& label(std::string name, std::string T::*member) {
    core_.add_label(std::move(name), slot(member));
    return *this;
  }
  Schema& key(std::string T::*member) {
    core_.key = slot(member);
    return *this;
  }
  Schema& range(Range T::*member) {
    core_.range = slot(member);
    return *this;
  }
  Schema& body(Body T::*member) {
    core_.body = slot(member);
    return *this;
  }
  Schema& remain(Body T::*member) {
    core_.remain = slot(member);
    return *this;
  }
  Schema& ignore_unknown() {
    core_.ignore_unknown = true;
    return *this;
  }
  Schema& scope(std::function<void(const Block& block, EvalContext& scope)> add_names) {
    core_.set_scope(std::move(add_names));
    return *this;
  }

  const decoding::SchemaCore& core() const { return core_; }

 private:
  template <class M>
  static std::shared_ptr<const decoding::Slot<M>> slot(M T::*member) {
    return std::make_shared<const decoding::MemberSlot<T, M>>(member);
  }

  template <class M>
  Schema& add_attribute(std::string name, M T::*member, bool required, std::optional<M> default_value) {
    std::shared_ptr<const decoding::AttributeAccess> access;
    if constexpr (std::same_as<M, std::optional<Expression>> || std::same_as<M, std::optional<TypeConstraint>>) {
      access = std::make_shared<const decoding::SyntaxAttribute<T, M>>(member);
    } else {
      static_assert(Decodable<M>,
                    "hcl: no hcl::ValueCodec for this member's type: use a described struct, std::string, bool, a "
                    "number, an enum with hcl::EnumNames, hcl::Value, std::optional<hcl::Expression>, "
                    "std::optional<hcl::TypeConstraint>, or std::optional, std::vector, std::set, std::map, "
                    "std::unordered_map of them (or specialize hcl::ValueCodec)");
      access = std::make_shared<const decoding::ValueAttribute<T, M>>(member, std::move(default_value));
    }
    core_.add_attribute(std::move(name), required, std::move(access));
    return *this;
  }

  decoding::SchemaCore core_;
};

// `body` read into a T: expressions evaluated in `ctx`, problems added to
// `diags` (what could not be decoded keeps T's initial value). When `body`
// is a block's (hcl::Block::body, also after expand_dynamic_blocks), T's
// label and range fields come from that block (its labels from the first).
template <class T>
T decode(const Body& body, const EvalContext& ctx, Diagnostics& diags, const DecodeOptions& options = {}) {
  static_assert(Described<T>, HCLC_NOT_DESCRIBED);
  T out{};
  schema_of<T>().core().decode_maybe_block_body(body, &out, DecodeState{&ctx, diags, options});
  return out;
}

// The same without a context: expressions may only be constants.
template <class T>
T decode(const Body& body, Diagnostics& diags, const DecodeOptions& options = {}) {
  static_assert(Described<T>, HCLC_NOT_DESCRIBED);
  T out{};
  schema_of<T>().core().decode_maybe_block_body(body, &out, DecodeState{nullptr, diags, options});
  return out;
}

// A whole block: its labels (from the first), range, body and scope.
template <class T>
T decode(const Block& block, const EvalContext& ctx, Diagnostics& diags, const DecodeOptions& options = {}) {
  static_assert(Described<T>, HCLC_NOT_DESCRIBED);
  T out{};
  schema_of<T>().core().decode_block(block, 0, &out, DecodeState{&ctx, diags, options});
  return out;
}

// The same without a context.
template <class T>
T decode(const Block& block, Diagnostics& diags, const DecodeOptions& options = {}) {
  static_assert(Described<T>, HCLC_NOT_DESCRIBED);
  T out{};
  schema_of<T>().core().decode_block(block, 0, &out, DecodeState{nullptr, diags, options});
  return out;
}

// A file read and decoded in one call: native syntax, or JSON when its name
// ends in ".json". Problems reading or parsing it are diagnostics too;
// `parser` keeps the source text, for render_text(diags, parser).
template <class T>
T decode_file(Parser& parser, const std::string& path, const EvalContext& ctx, Diagnostics& diags,
              const DecodeOptions& options = {}) {
  static_assert(Described<T>, HCLC_NOT_DESCRIBED);
  Diagnostics parsing;
  File file = parser.parse_file(path, parsing);
  diags.append(parsing);
  if (parsing.has_errors()) return T{};  // decoding what did parse would add only noise
  return decode<T>(file.body(), ctx, diags, options);
}

// The same with a parser of its own (diagnostics then render without source
// snippets: render_text(diags)).
template <class T>
T decode_file(const std::string& path, const EvalContext& ctx, Diagnostics& diags, const DecodeOptions& options = {}) {
  Parser parser;
  return decode_file<T>(parser, path, ctx, diags, options);
}

// A struct (or any type with a ValueCodec) as an HCL value.
template <class T>
Value encode(const T& value) {
  static_assert(Decodable<T>,
                "hcl: no hcl::ValueCodec for this type: a struct needs a description (see "
                "HCLC_NOT_DESCRIBED in hclc/decode.h)");
  return ValueCodec<T>::write(value);
}

// A described struct as the native-syntax text of a body (see the top of
// this file); nullopt, with diagnostics, when some value cannot be written.
template <class T>
std::optional<std::string> encode_text(const T& value, Diagnostics& diags) {
  static_assert(Described<T>, HCLC_NOT_DESCRIBED);
  return decoding::write_text(schema_of<T>().core().write_body(&value), diags);
}

}  // namespace hcl
