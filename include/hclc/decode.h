#pragma once
// Decoding a body into the application's own types, as Go's gohcl and Rust's
// serde-based hcl-rs do: describe a struct's fields once, then decode.
//
//   struct Port { int number = 0; std::string protocol = "tcp"; };
//   void describe(hcl::Schema<Port>& s) {                // found by argument-dependent lookup
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
//
// What a field may be:
//
//   attr(name, &T::m)             a required argument ("Missing required argument" when absent)
//   optional(name, &T::m)         an optional one: absent or null keeps m's initial value
//   optional(name, &T::m, dflt)   ... or sets `dflt`
//   block(type, &T::m)            blocks of a type: m is U (exactly one), std::optional<U> (at most
//                                 one) or std::vector<U> (any number; BlockCount bounds it)
//   block_map(type, label, &T::m) m is std::map<std::string, U>: the blocks by their first label
//                                 (named `label`); U's own labels follow it
//   label(name, &T::m)            the block's next label (a std::string); gives the block header its labels
//   range(&T::m)                  where the block is defined (its type and labels), an hcl::Range
//   body(&T::m)                   the block's whole body, an hcl::Body (empty until decoded)
//   remain(&T::m)                 what the other fields do not name, an hcl::Body (read it later);
//                                 without one, anything else is "Unsupported argument/block type"
//   scope(fn)                     the block's attributes are evaluated in a child of the context,
//                                 to which fn(block, scope) adds names (`self`, `each`)
//
// An attribute's C++ type says which values it accepts, converted as HCL
// converts: std::string, bool, integers and floating point (a number that
// does not fit is an error, never a wrap-around), hcl::Value (any value, as
// evaluated), std::optional<hcl::Expression> (not evaluated: for late
// evaluation or reading as syntax), std::optional<hcl::TypeConstraint> (a
// type constraint such as `list(string)`, read as syntax), std::optional<U> (null or absent gives nullopt),
// std::vector<U> (a list), std::map<std::string, U> (a map), and any
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
// and its blocks as nested objects, lists and maps (labels, ranges, bodies
// and expressions are left out).
//
// hcl::encode_text(value, diags) writes it as native-syntax text, as Go's
// gohcl.EncodeIntoBody and hclwrite do: attr and optional fields as
// attributes (in the order described; an optional field that is null, such
// as an empty std::optional, is left out), then block fields as blocks
// (labels from the label fields, a std::vector as repeated blocks, a
// block_map as one block per key with the key as first label, an empty
// std::optional as none), each after a blank line; values in hclfmt's
// layout, so that `hclc fmt` leaves the text as it is. Decoding the text
// gives the struct back. Expressions, type constraints, ranges and bodies
// are not written.

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "hclc/body.h"
#include "hclc/diagnostics.h"
#include "hclc/eval_context.h"
#include "hclc/expression.h"
#include "hclc/type_constraint.h"
#include "hclc/value.h"

namespace hcl {

template <class T>
class Schema;

// A body as encode_text writes it: attributes, then blocks.
struct TextBlock;
struct TextBody {
  std::vector<std::pair<std::string, Value>> attributes;
  std::vector<TextBlock> blocks;
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

// The diagnostics decoding reports (the library words them as hcldec does).
namespace decoding {
Diagnostic incorrect_attribute_type(std::string_view name, std::string_view message, const Range& expr_range);
Diagnostic missing_block(std::string_view type, const Range& missing_item_range);
Diagnostic duplicate_block(std::string_view type, const Range& first, const Range& second);
Diagnostic duplicate_labeled_block(std::string_view type, const std::vector<std::string>& labels, const Range& subject);
Diagnostic insufficient_blocks(std::string_view type, std::size_t min, const Range& missing_item_range);
Diagnostic too_many_blocks(std::string_view type, std::size_t max, const Range& subject);
}  // namespace decoding

// A struct with a describe(hcl::Schema<T>&) the compiler finds next to it.
template <class T>
concept Described = std::is_class_v<T> && std::is_default_constructible_v<T> && requires(Schema<T>& schema) {
  describe(schema);
};

// How a C++ type reads from (and writes to) an HCL value. Specialize it for
// a type of your own that is not a described struct.
//   static Type type();                                    what the value is converted to first
//   static bool read(const Value& v, M& out, std::string& error);   v converted, maybe null or unknown
//   static Value write(const M& m);
template <class M>
struct ValueCodec;

namespace decoding {

// A converted value that must be known and not null to be read.
inline bool present(const Value& v, std::string& error) {
  if (!v.is_known()) {
    error = "the value is not known yet";
    return false;
  }
  if (v.is_null()) {
    error = "a non-null value is required";
    return false;
  }
  return true;
}

// A whole number from 0 to 2^64-1 (exactly).
std::optional<std::uint64_t> as_uint64(const Value& v);

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
    out = *v.as_string();
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
      error = "a whole number from " + std::to_string(std::numeric_limits<I>::min()) + " to " +
              std::to_string(std::numeric_limits<I>::max()) + " is required";
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

template <class U>
struct ValueCodec<std::optional<U>> {
  static Type type() { return ValueCodec<U>::type(); }
  static bool read(const Value& v, std::optional<U>& out, std::string& error) {
    if (v.is_known() && v.is_null()) {
      out.reset();
      return true;
    }
    U inner{};
    if (!ValueCodec<U>::read(v, inner, error)) return false;
    out = std::move(inner);
    return true;
  }
  static Value write(const std::optional<U>& o) { return o ? ValueCodec<U>::write(*o) : Value::null(type()); }
};

template <class U>
struct ValueCodec<std::vector<U>> {
  static Type type() { return Type::list(ValueCodec<U>::type()); }
  static bool read(const Value& v, std::vector<U>& out, std::string& error) {
    if (!decoding::present(v, error)) return false;
    std::vector<U> elements;
    for (const Value& e : v.elements()) {
      if (!ValueCodec<U>::read(e, elements.emplace_back(), error)) return false;
    }
    out = std::move(elements);
    return true;
  }
  static Value write(const std::vector<U>& elements) {
    std::vector<Value> values;
    values.reserve(elements.size());
    for (const U& e : elements) values.push_back(ValueCodec<U>::write(e));
    // Elements of one C++ type may still differ in HCL type (hcl::Value
    // elements, optional attributes): a tuple then.
    Result<Value> list =
        Value::list(values, values.empty() ? std::optional<Type>(ValueCodec<U>::type()) : std::nullopt);
    return list ? *list : Value::tuple(values);
  }
};

template <class U>
struct ValueCodec<std::map<std::string, U>> {
  static Type type() { return Type::map(ValueCodec<U>::type()); }
  static bool read(const Value& v, std::map<std::string, U>& out, std::string& error) {
    if (!decoding::present(v, error)) return false;
    std::map<std::string, U> entries;
    for (const auto& [key, e] : v.entries()) {
      if (!ValueCodec<U>::read(e, entries[std::string(key)], error)) return false;
    }
    out = std::move(entries);
    return true;
  }
  static Value write(const std::map<std::string, U>& entries) {
    std::vector<Value::Entry> values;
    values.reserve(entries.size());
    for (const auto& [key, e] : entries) values.emplace_back(key, ValueCodec<U>::write(e));
    Result<Value> map = Value::map(values, values.empty() ? std::optional<Type>(ValueCodec<U>::type()) : std::nullopt);
    return map ? *map : Value::object(values).value();  // the keys of a std::map are distinct
  }
};

// The schema of a described struct, made once (on first use, thread-safely).
template <Described T>
const Schema<T>& schema_of() {
  static const Schema<T> schema = [] {
    Schema<T> s;
    describe(s);
    return s;
  }();
  return schema;
}

// A described struct as a value: an object of its attr and optional fields.
template <Described S>
struct ValueCodec<S> {
  static Type type() { return schema_of<S>().object_type(); }
  static bool read(const Value& v, S& out, std::string& error) {
    if (!decoding::present(v, error)) return false;
    return schema_of<S>().read_object(v, out, error);
  }
  static Value write(const S& s) { return schema_of<S>().write_object(s); }
};

template <class M>
concept Decodable = requires(const Value& v, M& m, std::string& error) {
  { ValueCodec<M>::type() } -> std::same_as<Type>;
  { ValueCodec<M>::read(v, m, error) } -> std::same_as<bool>;
};

// What decoding a body needs besides the body: the context attribute
// expressions are evaluated in (none: constants only) and where problems go.
struct DecodeState {
  const EvalContext* ctx;
  Diagnostics& diags;

  Value evaluate(const Expression& expr, Diagnostics& into) const {
    return ctx ? expr.value(*ctx, into) : expr.value(into);
  }
};

template <class T>
class Schema {
 public:
  // --- attributes ----------------------------------------------------------
  template <class M>
  Schema& attr(std::string name, M T::*member) {
    return add_attribute(std::move(name), member, /*required=*/true, {});
  }
  template <class M>
  Schema& optional(std::string name, M T::*member) {
    return add_attribute(std::move(name), member, /*required=*/false, {});
  }
  template <class M, class D>
  requires std::convertible_to<D, M> Schema& optional(std::string name, M T::*member, D default_value) {
    return add_attribute(std::move(name), member, /*required=*/false,
                         [member, value = M(std::move(default_value))](T& out) { out.*member = value; });
  }

  // --- blocks --------------------------------------------------------------
  template <class M>
  Schema& block(std::string type, M T::*member, BlockCount count = {}) {
    BlockField field{std::move(type), {}, {}, {}, {}};
    if constexpr (decoding::is_vector<M>) {
      using U = typename M::value_type;
      static_assert(Described<U>, "a block's type needs a describe(hcl::Schema<U>&)");
      field.label_names = [] { return schema_of<U>().label_names(); };
      field.decode = [member, count](T& out, const std::string& t, const std::vector<const Block*>& blocks,
                                     const Range& missing, const DecodeState& state) {
        if (blocks.size() < count.min) state.diags.add(decoding::insufficient_blocks(t, count.min, missing));
        if (count.max && blocks.size() > *count.max)
          state.diags.add(decoding::too_many_blocks(t, *count.max, blocks[*count.max]->body.missing_item_range()));
        M values;
        values.reserve(blocks.size());
        for (const Block* b : blocks) values.push_back(schema_of<U>().decode_block(*b, 0, state));
        out.*member = std::move(values);
      };
      field.encode = [member](const T& in) { return ValueCodec<M>::write(in.*member); };
      field.write_blocks = [member](const T& in, const std::string& t, std::vector<TextBlock>& out) {
        for (const U& element : in.*member) out.push_back(schema_of<U>().write_block(element, t, {}));
      };
    } else {
      constexpr bool at_most_one = decoding::is_optional<M>;
      using U = typename decoding::Unwrapped<M>::type;
      static_assert(Described<U>, "a block's type needs a describe(hcl::Schema<U>&)");
      field.label_names = [] { return schema_of<U>().label_names(); };
      field.decode = [member](T& out, const std::string& t, const std::vector<const Block*>& blocks,
                              const Range& missing, const DecodeState& state) {
        if (blocks.empty()) {
          if (!at_most_one) state.diags.add(decoding::missing_block(t, missing));
          return;
        }
        if (blocks.size() > 1)
          state.diags.add(decoding::duplicate_block(t, blocks[0]->def_range, blocks[1]->def_range));
        out.*member = schema_of<U>().decode_block(*blocks.front(), 0, state);
      };
      field.encode = [member](const T& in) { return ValueCodec<M>::write(in.*member); };
      field.write_blocks = [member](const T& in, const std::string& t, std::vector<TextBlock>& out) {
        if constexpr (at_most_one) {
          if (in.*member) out.push_back(schema_of<U>().write_block(*(in.*member), t, {}));
        } else {
          out.push_back(schema_of<U>().write_block(in.*member, t, {}));
        }
      };
    }
    blocks_.push_back(std::move(field));
    return *this;
  }

  template <Described U>
  Schema& block_map(std::string type, std::string label_name, std::map<std::string, U> T::*member) {
    BlockField field{std::move(type), {}, {}, {}, {}};
    field.label_names = [label_name = std::move(label_name)] {
      std::vector<std::string> names{label_name};
      for (const std::string& n : schema_of<U>().label_names()) names.push_back(n);
      return names;
    };
    field.decode = [member](T& out, const std::string& t, const std::vector<const Block*>& blocks, const Range&,
                            const DecodeState& state) {
      std::map<std::string, U> values;
      for (const Block* b : blocks) {  // each with all its labels: the body drops the others
        // A duplicate's body is still decoded, for its diagnostics, as hcldec does.
        U value = schema_of<U>().decode_block(*b, 1, state);
        if (!values.try_emplace(b->labels.front(), std::move(value)).second)
          state.diags.add(decoding::duplicate_labeled_block(t, {b->labels.front()}, b->def_range));
      }
      out.*member = std::move(values);
    };
    field.encode = [member](const T& in) { return ValueCodec<std::map<std::string, U>>::write(in.*member); };
    field.write_blocks = [member](const T& in, const std::string& t, std::vector<TextBlock>& out) {
      for (const auto& [key, element] : in.*member) out.push_back(schema_of<U>().write_block(element, t, {key}));
    };
    blocks_.push_back(std::move(field));
    return *this;
  }

  // --- the block itself ------------------------------------------------------
  Schema& label(std::string name, std::string T::*member) {
    labels_.push_back({std::move(name), [member](T& out, const std::string& l) { out.*member = l; },
                       [member](const T& in) { return in.*member; }});
    return *this;
  }
  Schema& range(Range T::*member) {
    set_range_ = [member](T& out, const Range& r) { out.*member = r; };
    return *this;
  }
  Schema& body(Body T::*member) {
    set_body_ = [member](T& out, const Body& b) { out.*member = b; };
    return *this;
  }
  Schema& remain(Body T::*member) {
    set_remain_ = [member](T& out, const Body& b) { out.*member = b; };
    return *this;
  }
  Schema& scope(std::function<void(const Block& block, EvalContext& scope)> add_names) {
    scope_ = std::move(add_names);
    return *this;
  }

  // --- used by decode() and the codecs -------------------------------------
  std::vector<std::string> label_names() const {
    std::vector<std::string> names;
    for (const LabelField& l : labels_) names.push_back(l.name);
    return names;
  }

  Type object_type() const {
    std::map<std::string, Type> types;
    std::set<std::string> optional_names;
    for (const AttributeField& a : attributes_) {
      types.emplace(a.name, a.type());
      if (!a.required) optional_names.insert(a.name);
    }
    return Type::object(types, optional_names);
  }

  // `v` converted to object_type().
  bool read_object(const Value& v, T& out, std::string& error) const {
    for (const AttributeField& a : attributes_) {
      std::optional<Value> element = v.get(a.name);
      if (!read_attribute(a, element.value_or(Value::null(a.type())), out, error)) return false;
    }
    return true;
  }

  Value write_object(const T& in) const {
    std::vector<Value::Entry> entries;
    for (const AttributeField& a : attributes_)
      if (a.encode) entries.emplace_back(a.name, a.encode(in));
    for (const BlockField& b : blocks_) entries.emplace_back(b.type, b.encode(in));
    Result<Value> object = Value::object(entries);
    return object ? *object : Value::null(Type::dynamic());  // an attribute and a block of one name
  }

  TextBody write_body(const T& in) const {
    TextBody out;
    for (const AttributeField& a : attributes_) {
      if (!a.encode) continue;  // expressions and type constraints: syntax, not values
      Value v = a.encode(in);
      if (!a.required && v.is_known() && v.is_null()) continue;
      out.attributes.emplace_back(a.name, std::move(v));
    }
    for (const BlockField& b : blocks_) b.write_blocks(in, b.type, out.blocks);
    return out;
  }

  // `in` as a block of type `type` whose first labels are `leading_labels`.
  TextBlock write_block(const T& in, const std::string& type, std::vector<std::string> leading_labels) const {
    for (const LabelField& l : labels_) leading_labels.push_back(l.get(in));
    return TextBlock{type, std::move(leading_labels), write_body(in)};
  }

  void decode_body(const Body& source, T& out, const DecodeState& state) const {
    BodySchema schema;
    for (const AttributeField& a : attributes_) schema.attributes.push_back({a.name, a.required});
    for (const BlockField& b : blocks_) schema.blocks.push_back({b.type, b.label_names()});
    BodyContent content;
    if (set_remain_) {
      PartialContent partial = source.partial_content(schema, state.diags);
      content = std::move(partial.content);
      set_remain_(out, partial.remain);
    } else {
      content = source.content(schema, state.diags);
    }
    for (const AttributeField& a : attributes_) {
      if (const Attribute* present = content.attribute(a.name)) {
        decode_attribute(a, *present, out, state);
      } else if (a.set_default) {
        a.set_default(out);
      }
    }
    for (const BlockField& b : blocks_)
      b.decode(out, b.type, content.blocks_of_type(b.type), content.missing_item_range, state);
  }

  // A block whose labels from `first_label` on are this struct's.
  T decode_block(const Block& block, std::size_t first_label, const DecodeState& state) const {
    T out{};
    for (std::size_t i = 0; i < labels_.size() && first_label + i < block.labels.size(); ++i)
      labels_[i].set(out, block.labels[first_label + i]);
    if (set_range_) set_range_(out, block.def_range);
    if (set_body_) set_body_(out, block.body);
    if (scope_) {
      EvalContext scope = state.ctx ? state.ctx->child() : EvalContext();
      scope_(block, scope);
      decode_body(block.body, out, DecodeState{&scope, state.diags});
    } else {
      decode_body(block.body, out, state);
    }
    return out;
  }

 private:
  struct AttributeField {
    std::string name;
    bool required;
    std::function<Type()> type;
    // Reads the expression as syntax, without evaluating it
    // (std::optional<hcl::Expression>, std::optional<hcl::TypeConstraint>).
    std::function<void(T&, const Expression&, Diagnostics&)> read_syntax;
    // A converted value (maybe null, maybe unknown).
    std::function<bool(T&, const Value&, std::string&)> read;
    std::function<Value(const T&)> encode;
    std::function<void(T&)> set_default;  // absent or null, when a default was given
  };
  struct BlockField {
    std::string type;
    std::function<std::vector<std::string>()> label_names;
    std::function<void(T&, const std::string&, const std::vector<const Block*>&, const Range&, const DecodeState&)>
        decode;
    std::function<Value(const T&)> encode;
    std::function<void(const T&, const std::string&, std::vector<TextBlock>&)> write_blocks;
  };
  struct LabelField {
    std::string name;
    std::function<void(T&, const std::string&)> set;
    std::function<std::string(const T&)> get;
  };

  template <class M>
  Schema& add_attribute(std::string name, M T::*member, bool required, std::function<void(T&)> set_default) {
    AttributeField field{std::move(name), required, {}, {}, {}, {}, std::move(set_default)};
    if constexpr (std::same_as<M, std::optional<Expression>>) {
      field.type = [] { return Type::dynamic(); };
      field.read_syntax = [member](T& out, const Expression& e, Diagnostics&) { out.*member = e; };
      // In a struct read from a value (an object's attribute) there is no
      // expression: the member stays empty.
      field.read = [](T&, const Value&, std::string&) { return true; };
    } else if constexpr (std::same_as<M, std::optional<TypeConstraint>>) {
      field.type = [] { return Type::dynamic(); };
      field.read_syntax = [member](T& out, const Expression& e, Diagnostics& diags) {
        out.*member = TypeConstraint::parse(e, diags);
      };
      field.read = [](T&, const Value&, std::string&) { return true; };
    } else {
      static_assert(Decodable<M>,
                    "no hcl::ValueCodec for this member's type: use a described struct, std::string, bool, a number, "
                    "hcl::Value, std::optional<hcl::Expression>, std::optional<hcl::TypeConstraint>, or std::optional, "
                    "std::vector, std::map<std::string, ...> of them");
      field.type = [] { return ValueCodec<M>::type(); };
      field.read = [member](T& out, const Value& v, std::string& error) {
        M value = out.*member;
        if (!ValueCodec<M>::read(v, value, error)) return false;
        out.*member = std::move(value);
        return true;
      };
      field.encode = [member](const T& in) { return ValueCodec<M>::write(in.*member); };
    }
    attributes_.push_back(std::move(field));
    return *this;
  }

  // Null for an optional field keeps (or sets) its default, as an absent one.
  static bool read_attribute(const AttributeField& a, const Value& v, T& out, std::string& error) {
    if (!a.required && v.is_known() && v.is_null()) {
      if (a.set_default) a.set_default(out);
      return true;
    }
    return a.read(out, v, error);
  }

  static void decode_attribute(const AttributeField& a, const Attribute& attribute, T& out, const DecodeState& state) {
    if (a.read_syntax) {
      a.read_syntax(out, attribute.expr, state.diags);
      return;
    }
    Diagnostics evaluation;
    Value value = state.evaluate(attribute.expr, evaluation);
    state.diags.append(evaluation);
    if (evaluation.has_errors()) return;  // reported; the value is a placeholder
    Result<Value> converted = value.convert_to(a.type());
    std::string error;
    if (!converted) {
      error = converted.error().message;
    } else if (read_attribute(a, *converted, out, error)) {
      return;
    }
    state.diags.add(decoding::incorrect_attribute_type(a.name, error, attribute.expr.range()));
  }

  std::vector<AttributeField> attributes_;
  std::vector<BlockField> blocks_;
  std::vector<LabelField> labels_;
  std::function<void(T&, const Range&)> set_range_;
  std::function<void(T&, const Body&)> set_body_;
  std::function<void(T&, const Body&)> set_remain_;
  std::function<void(const Block&, EvalContext&)> scope_;
};

// `body` read into a T: expressions evaluated in `ctx`, problems added to
// `diags` (what could not be decoded keeps T's initial value).
template <Described T>
T decode(const Body& body, const EvalContext& ctx, Diagnostics& diags) {
  T out{};
  schema_of<T>().decode_body(body, out, DecodeState{&ctx, diags});
  return out;
}

// The same without a context: expressions may only be constants.
template <Described T>
T decode(const Body& body, Diagnostics& diags) {
  T out{};
  schema_of<T>().decode_body(body, out, DecodeState{nullptr, diags});
  return out;
}

// A struct (or any type with a ValueCodec) as an HCL value.
template <class T>
Value encode(const T& value) {
  return ValueCodec<T>::write(value);
}

// A described struct as the native-syntax text of a body (see the top of
// this file); nullopt, with diagnostics, when some value cannot be written.
template <Described T>
std::optional<std::string> encode_text(const T& value, Diagnostics& diags) {
  return decoding::write_text(schema_of<T>().write_body(value), diags);
}

}  // namespace hcl
