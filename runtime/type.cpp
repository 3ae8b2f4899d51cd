#include "runtime/type.h"

#include <algorithm>
#include <cassert>
#include <functional>

#include "runtime/name_order.h"

namespace hclc {

struct Type::Rep {
  Kind kind;
  // List, set, map: one element type. Tuple: the element types.
  std::vector<Type> elements = {};
  // Object: the attributes in byte order of their names (searched by binary
  // search), and beside them which are optional (empty when none is).
  std::vector<Attribute> attributes = {};
  std::vector<bool> optional = {};
  std::string capsule_name = {};
  bool has_dynamic = false;
  std::size_t hash = 0;
};

namespace {

std::size_t mix(std::size_t seed, std::size_t v) {
  return seed ^ (v + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}

std::shared_ptr<const Type::Rep> make_rep(Type::Rep rep) {
  std::size_t h = static_cast<std::size_t>(rep.kind);
  bool dynamic = rep.kind == Type::Kind::Dynamic;
  for (const Type& t : rep.elements) {
    h = mix(h, t.hash());
    dynamic = dynamic || t.has_dynamic();
  }
  for (const auto& [name, t] : rep.attributes) {
    h = mix(mix(h, std::hash<std::string>{}(name)), t.hash());
    dynamic = dynamic || t.has_dynamic();
  }
  for (std::size_t i = 0; i < rep.optional.size(); ++i) {
    if (rep.optional[i]) h = mix(h, std::hash<std::string>{}(rep.attributes[i].first) + 1);
  }
  rep.hash = h;
  rep.has_dynamic = dynamic;
  return std::make_shared<const Type::Rep>(std::move(rep));
}

const std::shared_ptr<const Type::Rep>& primitive_rep(Type::Kind kind) {
  static const std::shared_ptr<const Type::Rep> reps[] = {
      make_rep({.kind = Type::Kind::Dynamic}),
      make_rep({.kind = Type::Kind::String}),
      make_rep({.kind = Type::Kind::Number}),
      make_rep({.kind = Type::Kind::Bool}),
  };
  return reps[static_cast<int>(kind)];
}

}  // namespace

Type::Type() : rep_(primitive_rep(Kind::Dynamic)) {}
const Type& Type::dynamic() {
  static const Type type;
  return type;
}
const Type& Type::string() {
  static const Type type(primitive_rep(Kind::String));
  return type;
}
const Type& Type::number() {
  static const Type type(primitive_rep(Kind::Number));
  return type;
}
const Type& Type::boolean() {
  static const Type type(primitive_rep(Kind::Bool));
  return type;
}

Type Type::list(Type element) { return Type(make_rep({.kind = Kind::List, .elements = {std::move(element)}})); }
Type Type::set(Type element) { return Type(make_rep({.kind = Kind::Set, .elements = {std::move(element)}})); }
Type Type::map(Type element) { return Type(make_rep({.kind = Kind::Map, .elements = {std::move(element)}})); }

namespace {

bool by_name(const Type::Attribute& a, const Type::Attribute& b) { return a.first < b.first; }

void sort_attributes(std::vector<Type::Attribute>& attributes) {
  if (!std::is_sorted(attributes.begin(), attributes.end(), by_name)) sort_by_name(attributes);
  assert(std::adjacent_find(attributes.begin(), attributes.end(),
                            [](const auto& a, const auto& b) { return a.first == b.first; }) == attributes.end());
}

}  // namespace

Type Type::object(std::vector<Attribute> attributes) {
  sort_attributes(attributes);
  return Type(make_rep({.kind = Kind::Object, .attributes = std::move(attributes)}));
}

Type Type::object(std::vector<Attribute> attributes, const std::set<std::string>& optional) {
  sort_attributes(attributes);
  std::vector<bool> flags;
  if (!optional.empty()) {
    flags.reserve(attributes.size());
    for (const Attribute& attribute : attributes) flags.push_back(optional.contains(attribute.first));
    assert(static_cast<std::size_t>(std::count(flags.begin(), flags.end(), true)) == optional.size());
  }
  return Type(make_rep({.kind = Kind::Object, .attributes = std::move(attributes), .optional = std::move(flags)}));
}

Type Type::tuple(std::vector<Type> elements) {
  return Type(make_rep({.kind = Kind::Tuple, .elements = std::move(elements)}));
}

Type Type::capsule(std::string name) {
  return Type(make_rep({.kind = Kind::Capsule, .capsule_name = std::move(name)}));
}

Type::Kind Type::kind() const { return rep_->kind; }

bool Type::is_primitive() const { return kind() == Kind::String || kind() == Kind::Number || kind() == Kind::Bool; }

bool Type::is_collection() const { return kind() == Kind::List || kind() == Kind::Set || kind() == Kind::Map; }

bool Type::has_dynamic() const { return rep_->has_dynamic; }

const Type& Type::element_type() const {
  assert(is_collection());
  return rep_->elements.front();
}

std::span<const Type::Attribute> Type::attributes() const {
  assert(is_object());
  return rep_->attributes;
}

namespace {

// The attribute named `name`, or the end of `attributes`.
std::vector<Type::Attribute>::const_iterator find_attribute(const std::vector<Type::Attribute>& attributes,
                                                            std::string_view name) {
  auto it =
      std::lower_bound(attributes.begin(), attributes.end(), name,
                       [](const Type::Attribute& a, std::string_view n) { return std::string_view(a.first) < n; });
  return it != attributes.end() && it->first == name ? it : attributes.end();
}

}  // namespace

const Type* Type::attribute(std::string_view name) const {
  assert(is_object());
  auto it = find_attribute(rep_->attributes, name);
  return it == rep_->attributes.end() ? nullptr : &it->second;
}

std::vector<std::string_view> Type::optional_attributes() const {
  assert(is_object());
  std::vector<std::string_view> names;
  for (std::size_t i = 0; i < rep_->optional.size(); ++i) {
    if (rep_->optional[i]) names.emplace_back(rep_->attributes[i].first);
  }
  return names;
}

bool Type::has_optional_attributes() const { return is_object() && !rep_->optional.empty(); }

bool Type::is_optional_attribute(std::string_view name) const {
  if (!has_optional_attributes()) return false;
  auto it = find_attribute(rep_->attributes, name);
  return it != rep_->attributes.end() && rep_->optional[it - rep_->attributes.begin()];
}

const std::vector<Type>& Type::elements() const {
  assert(is_tuple());
  return rep_->elements;
}

const std::string& Type::capsule_name() const {
  assert(is_capsule());
  return rep_->capsule_name;
}

namespace {

std::string friendly(const Type& t, bool for_constraint) {
  switch (t.kind()) {
    case Type::Kind::Dynamic: return for_constraint ? "any type" : "dynamic";
    case Type::Kind::String: return "string";
    case Type::Kind::Number: return "number";
    case Type::Kind::Bool: return "bool";
    case Type::Kind::List:
    case Type::Kind::Set:
    case Type::Kind::Map: {
      const char* prefix = t.is_list() ? "list of " : t.is_set() ? "set of " : "map of ";
      if (for_constraint && t.element_type().is_dynamic()) return std::string(prefix) + "any single type";
      return prefix + friendly(t.element_type(), for_constraint);
    }
    case Type::Kind::Object: return "object";
    case Type::Kind::Tuple: return "tuple";
    case Type::Kind::Capsule: return t.capsule_name();
  }
  return "dynamic";
}

}  // namespace

std::string Type::friendly_name() const { return friendly(*this, false); }
std::string Type::friendly_name_for_constraint() const { return friendly(*this, true); }

bool operator==(const Type& a, const Type& b) {
  if (a.rep_ == b.rep_) return true;
  const Type::Rep& x = *a.rep_;
  const Type::Rep& y = *b.rep_;
  // Capsule types have identity: distinct representations are distinct types.
  if (x.kind != y.kind || x.hash != y.hash || x.kind == Type::Kind::Capsule) return false;
  return x.elements == y.elements && x.attributes == y.attributes && x.optional == y.optional;
}

std::size_t Type::hash() const {
  if (is_capsule()) return std::hash<const void*>{}(rep_.get());
  return rep_->hash;
}

}  // namespace hclc
