#include "runtime/value.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <functional>
#include <unordered_set>
#include <variant>

#include "runtime/name_order.h"
#include "runtime/set_order.h"
#include "runtime/text.h"
#include "runtime/value_range.h"

namespace hclc {

namespace {

using Rep = Value::Rep;

std::shared_ptr<const Rep> make_rep(Rep rep) { return std::make_shared<const Rep>(std::move(rep)); }

const std::shared_ptr<const Rep>& null_rep() {
  static const auto rep = make_rep({.state = Rep::State::Null});
  return rep;
}

const std::shared_ptr<const Rep>& unknown_rep() {
  static const auto rep = make_rep({.state = Rep::State::Unknown, .wholly_known = false, .data = {}});
  return rep;
}

const std::shared_ptr<const Rep>& bool_rep(bool b) {
  static const auto t = make_rep({.data = true});
  static const auto f = make_rep({.data = false});
  return b ? t : f;
}

// Keys already in NFC (every ASCII key) are kept as they are, and entries
// already in order (JSON objects, for-expressions over sorted keys) are not
// moved: both would otherwise cost a copy or a move of every key.
void sort_entries(std::vector<Value::Entry>& entries) {
  for (auto& entry : entries) normalize_nfc_in_place(entry.first);
  auto by_key = [](const Value::Entry& a, const Value::Entry& b) { return a.first < b.first; };
  if (!std::is_sorted(entries.begin(), entries.end(), by_key)) sort_by_name(entries);
  assert(std::adjacent_find(entries.begin(), entries.end(), [](const Value::Entry& a, const Value::Entry& b) {
           return a.first == b.first;
         }) == entries.end());
}

const std::vector<Value>& empty_elements() {
  static const std::vector<Value> empty;
  return empty;
}

const std::vector<Value::Entry>& empty_entries() {
  static const std::vector<Value::Entry> empty;
  return empty;
}

}  // namespace

Value::Value() : type_(Type::dynamic()), rep_(unknown_rep()) {}

Value Value::string(std::string_view utf8) { return Value(Type::string(), make_rep({.data = normalize_nfc(utf8)})); }
Value Value::string(std::string&& utf8) {
  normalize_nfc_in_place(utf8);
  return Value(Type::string(), make_rep({.data = std::move(utf8)}));
}

Value Value::number(Number n) { return Value(Type::number(), make_rep({.data = std::move(n)})); }
Value Value::number(std::int64_t n) { return number(Number::from_int(n)); }
Value Value::boolean(bool b) {
  static const Value t(Type::boolean(), bool_rep(true));
  static const Value f(Type::boolean(), bool_rep(false));
  return b ? t : f;
}

Value Value::collection(Type type, std::vector<Value> elements) {
  Rep::Inside in = Rep::inside(elements);
  return Value(
      std::move(type),
      make_rep({.wholly_known = in.wholly_known, .contains_marked = in.contains_marked, .data = std::move(elements)}));
}

Value Value::list(std::vector<Value> elements) {
  assert(!elements.empty());
  Type element_type = elements.front().type();
  return list(std::move(element_type), std::move(elements));
}

Value Value::list(Type element_type, std::vector<Value> elements) {
  for ([[maybe_unused]] const Value& e : elements) assert(e.type() == element_type);
  return collection(Type::list(std::move(element_type)), std::move(elements));
}

Value Value::set(std::vector<Value> elements) {
  assert(!elements.empty());
  Type element_type = elements.front().type();
  return set(std::move(element_type), std::move(elements));
}

Value Value::set(Type element_type, std::vector<Value> elements) {
  for ([[maybe_unused]] const Value& e : elements) assert(e.type() == element_type);
  // Duplicates go first (elements with equal sort keys need not be adjacent);
  // unknown elements stay distinct, as they may stand for different values.
  struct Equivalent {
    bool operator()(const Value& a, const Value& b) const { return set_equivalent(a, b); }
  };
  // Elements' marks move to the set, as in cty: set elements are compared
  // and ordered by value alone.
  std::unordered_set<Value, std::hash<Value>, Equivalent> seen;
  std::vector<Value> distinct;
  distinct.reserve(elements.size());
  Marks hoisted;
  for (Value& e : elements) {
    if (e.contains_marked()) e = e.unmarked_deep(&hoisted);
    if (!e.is_known() || seen.insert(e).second) distinct.push_back(std::move(e));
  }
  sort_set_elements(distinct);
  elements = std::move(distinct);
  return collection(Type::set(std::move(element_type)), std::move(elements)).with_marks(hoisted);
}

Value Value::map(std::vector<Entry> entries) {
  assert(!entries.empty());
  Type element_type = entries.front().second.type();
  return map(std::move(element_type), std::move(entries));
}

Value Value::map(Type element_type, std::vector<Entry> entries) {
  for ([[maybe_unused]] const Entry& e : entries) assert(e.second.type() == element_type);
  sort_entries(entries);
  Rep::Inside in = Rep::inside(entries);
  return Value(
      Type::map(std::move(element_type)),
      make_rep({.wholly_known = in.wholly_known, .contains_marked = in.contains_marked, .data = std::move(entries)}));
}

Value Value::tuple(std::vector<Value> elements) {
  std::vector<Type> types;
  types.reserve(elements.size());
  for (const Value& e : elements) types.push_back(e.type());
  return collection(Type::tuple(std::move(types)), std::move(elements));
}

namespace {

// Objects of one shape (the records of a JSON array, the objects a
// for-expression makes) share one type: the types made last are kept, per
// thread, and taken again for attributes of the same names and types.
Type object_type(const std::vector<Value::Entry>& attributes) {
  constexpr std::size_t kRemembered = 16;
  thread_local std::array<Type, kRemembered> recent;  // dynamic until used
  thread_local std::size_t next = 0;
  auto same_shape = [&](const Type& t) {
    if (!t.is_object() || t.attributes().size() != attributes.size()) return false;
    return std::equal(attributes.begin(), attributes.end(), t.attributes().begin(),
                      [](const auto& e, const auto& a) { return e.first == a.first && e.second.type() == a.second; });
  };
  for (const Type& t : recent) {
    if (same_shape(t)) return t;
  }
  std::vector<Type::Attribute> types;
  types.reserve(attributes.size());
  for (const Value::Entry& e : attributes) types.emplace_back(e.first, e.second.type());
  Type made = Type::object(std::move(types));
  recent[next] = made;
  next = (next + 1) % kRemembered;
  return made;
}

}  // namespace

Value Value::object(std::vector<Entry> attributes) {
  sort_entries(attributes);
  Type type = object_type(attributes);
  Rep::Inside in = Rep::inside(attributes);
  return Value(std::move(type), make_rep({.wholly_known = in.wholly_known,
                                          .contains_marked = in.contains_marked,
                                          .data = std::move(attributes)}));
}

Value Value::null(Type type) { return Value(std::move(type), null_rep()); }
Value Value::unknown(Type type) { return Value(std::move(type), unknown_rep()); }

Value Value::unknown(Type type, const Refinement& refinement) {
  if (type.is_dynamic() || refinement.empty()) return unknown(std::move(type));
  // Refinements that leave one possibility are that value.
  if (refinement.not_null) {
    if (refinement.lower && refinement.upper && refinement.lower_inclusive && refinement.upper_inclusive &&
        *refinement.lower == *refinement.upper)
      return number(*refinement.lower);
    if (refinement.max_length && refinement.min_length == *refinement.max_length) {
      std::size_t length = refinement.min_length;
      if (length == 0) {
        if (type.is_list()) return list(type.element_type(), {});
        if (type.is_set()) return set(type.element_type(), {});
        if (type.is_map()) return map(type.element_type(), {});
      } else if (type.is_list()) {
        return list(type.element_type(), std::vector<Value>(length, unknown(type.element_type())));
      } else if (type.is_set() && length == 1) {
        return set(type.element_type(), {unknown(type.element_type())});
      }
    }
  }
  return Value(std::move(type),
               make_rep({.state = Rep::State::Unknown,
                         .wholly_known = false,
                         .data = std::shared_ptr<const void>(std::make_shared<const Refinement>(refinement))}));
}

const Refinement* Value::refinement() const {
  if (rep_->state != Rep::State::Unknown) return nullptr;
  const auto* r = std::get_if<std::shared_ptr<const void>>(&rep_->data);
  return r ? static_cast<const Refinement*>(r->get()) : nullptr;
}

Value Value::capsule(Type capsule_type, std::shared_ptr<const void> payload) {
  assert(capsule_type.is_capsule());
  return Value(std::move(capsule_type), make_rep({.data = std::move(payload)}));
}

const std::shared_ptr<const void>& Value::capsule_payload() const {
  return std::get<std::shared_ptr<const void>>(rep_->data);
}

std::span<const Value> Value::elements() const {
  if (const auto* elements = std::get_if<std::vector<Value>>(&rep_->data)) return *elements;
  return empty_elements();
}

std::span<const Value::Entry> Value::entries() const {
  if (const auto* entries = std::get_if<std::vector<Entry>>(&rep_->data)) return *entries;
  return empty_entries();
}

std::size_t Value::length() const {
  if (const auto* elements = std::get_if<std::vector<Value>>(&rep_->data)) return elements->size();
  if (const auto* entries = std::get_if<std::vector<Entry>>(&rep_->data)) return entries->size();
  return 0;
}

const Value* Value::find(std::string_view key) const {
  const auto* entries = std::get_if<std::vector<Entry>>(&rep_->data);
  if (entries == nullptr) return nullptr;
  // A few entries are scanned: keys of another length are passed over
  // without reading their bytes, which the ordered comparisons of a binary
  // search cannot do (attribute names often share a prefix).
  constexpr std::size_t kScannedEntries = 16;
  if (entries->size() <= kScannedEntries) {
    for (const Entry& e : *entries) {
      if (e.first == key) return &e.second;
    }
    return nullptr;
  }
  auto it = std::lower_bound(entries->begin(), entries->end(), key,
                             [](const Entry& e, std::string_view k) { return std::string_view(e.first) < k; });
  if (it == entries->end() || it->first != key) return nullptr;
  return &it->second;
}

bool Value::same_as(const Value& other) const {
  if (!(type_ == other.type_)) return false;
  if (rep_ == other.rep_) return true;
  if (rep_->state != other.rep_->state || rep_->marks != other.rep_->marks) return false;
  if (rep_->state == Rep::State::Unknown) {
    const Refinement *a = refinement(), *b = other.refinement();
    return a == b || (a && b && *a == *b);
  }
  if (rep_->state != Rep::State::Known) return true;
  switch (type_.kind()) {
    case Type::Kind::String: return as_string() == other.as_string();
    case Type::Kind::Number: return as_number() == other.as_number();
    case Type::Kind::Bool: return as_bool() == other.as_bool();
    case Type::Kind::Capsule: return capsule_payload() == other.capsule_payload();
    case Type::Kind::Map:
    case Type::Kind::Object: {
      auto a = entries(), b = other.entries();
      return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const Entry& x, const Entry& y) {
        return x.first == y.first && x.second.same_as(y.second);
      });
    }
    case Type::Kind::List:
    case Type::Kind::Set:
    case Type::Kind::Tuple: {
      auto a = elements(), b = other.elements();
      return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                        [](const Value& x, const Value& y) { return x.same_as(y); });
    }
    case Type::Kind::Dynamic: return true;
  }
  return false;
}

namespace {

// Whether a value of type `a` could turn out equal to one of type `b` once
// the dynamic parts of either are known.
bool types_could_match(const Type& a, const Type& b) {
  if (a.is_dynamic() || b.is_dynamic()) return true;
  if (a.kind() != b.kind()) return false;
  switch (a.kind()) {
    case Type::Kind::List:
    case Type::Kind::Set:
    case Type::Kind::Map: return types_could_match(a.element_type(), b.element_type());
    case Type::Kind::Tuple: {
      const auto &x = a.elements(), &y = b.elements();
      return std::equal(x.begin(), x.end(), y.begin(), y.end(), types_could_match);
    }
    case Type::Kind::Object: {
      const auto &x = a.attributes(), &y = b.attributes();
      return std::equal(x.begin(), x.end(), y.begin(), y.end(), [](const auto& p, const auto& q) {
        return p.first == q.first && types_could_match(p.second, q.second);
      });
    }
    default: return a == b;
  }
}

// Whether an unknown value whose type has dynamic parts is in `v`.
bool holds_unknown_type(const Value& v) {
  if (!v.is_known()) return v.type().has_dynamic();
  if (v.is_null() || !v.type().has_dynamic()) return false;
  for (const Value& e : v.elements()) {
    if (holds_unknown_type(e)) return true;
  }
  for (const auto& entry : v.entries()) {
    if (holds_unknown_type(entry.second)) return true;
  }
  return false;
}

// Combines element-wise equality results: any false decides, else any unknown.
template <class Compare>
Value all_equal(std::size_t count, Compare compare) {
  bool unknown = false;
  for (std::size_t i = 0; i < count; ++i) {
    Value r = compare(i);
    if (!r.is_known()) {
      unknown = true;
    } else if (!r.as_bool()) {
      return Value::boolean(false);
    }
  }
  return unknown ? Value::unknown(Type::boolean(), Refinement::known_not_null()) : Value::boolean(true);
}

}  // namespace

Value Value::equals(const Value& other) const {
  // As cty: marks anywhere in either side mark the answer.
  if (rep_->contains_marked || other.rep_->contains_marked) {
    Marks marks;
    Value a = unmarked_deep(&marks);
    Value b = other.unmarked_deep(&marks);
    return a.equals(b).with_marks(marks);
  }
  const Value& a = *this;
  const Value& b = other;
  // The usual case, as the rules below decide it: two known primitives.
  if (a.type().is_primitive() && a.is_present() && b.is_present() && a.type() == b.type())
    return Value::boolean(a.same_as(b));
  // An answer that depends on unknowns is still a bool, never null.
  static const Value unknown_bool = Value::unknown(Type::boolean(), Refinement::known_not_null());
  // A null is not what a value refined as not null stands for.
  if ((a.is_null() && definitely_not_null(b)) || (b.is_null() && definitely_not_null(a))) return Value::boolean(false);
  if (!a.is_known() && !b.is_known()) return unknown_bool;
  if (!a.is_known() || !b.is_known()) {
    const Value& known = a.is_known() ? a : b;
    const Value& unknown = a.is_known() ? b : a;
    if (range_excludes(unknown, known)) return Value::boolean(false);
    // A null equals a null of any type, so only the unknown value can tell.
    if (known.is_null() || unknown.type().has_dynamic()) return unknown_bool;
    if (!(known.type() == unknown.type())) return Value::boolean(false);
    return unknown_bool;
  }
  if (a.is_null() || b.is_null()) return Value::boolean(a.is_null() && b.is_null());
  // An unknown value of not yet known type inside either side leaves the
  // answer open, unless the types can never match. (A known value whose type
  // merely mentions dynamic, like an empty list of dynamic, compares as usual.)
  if (holds_unknown_type(a) || holds_unknown_type(b)) {
    if (!types_could_match(a.type(), b.type())) return Value::boolean(false);
    return unknown_bool;
  }
  if (!(a.type() == b.type())) return Value::boolean(false);

  switch (a.type().kind()) {
    case Type::Kind::String:
    case Type::Kind::Number:
    case Type::Kind::Bool:
    case Type::Kind::Capsule: return Value::boolean(a.same_as(b));
    case Type::Kind::List:
    case Type::Kind::Tuple: {
      auto x = a.elements(), y = b.elements();
      if (x.size() != y.size()) return Value::boolean(false);
      return all_equal(x.size(), [&](std::size_t i) { return x[i].equals(y[i]); });
    }
    case Type::Kind::Set: {
      // Sets with unknown elements cannot be compared element by element.
      if (!a.is_wholly_known() || !b.is_wholly_known()) return unknown_bool;
      auto x = a.elements(), y = b.elements();
      return Value::boolean(std::equal(x.begin(), x.end(), y.begin(), y.end(), set_equivalent));
    }
    case Type::Kind::Map:
    case Type::Kind::Object: {
      auto x = a.entries(), y = b.entries();
      if (x.size() != y.size()) return Value::boolean(false);
      for (std::size_t i = 0; i < x.size(); ++i) {
        if (x[i].first != y[i].first) return Value::boolean(false);
      }
      return all_equal(x.size(), [&](std::size_t i) { return x[i].second.equals(y[i].second); });
    }
    case Type::Kind::Dynamic: return unknown_bool;
  }
  return unknown_bool;
}

std::size_t Value::hash() const {
  std::size_t h = type_.hash();
  auto mix = [&h](std::size_t v) { h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); };
  mix(static_cast<std::size_t>(rep_->state));
  if (rep_->state != Rep::State::Known) return h;
  switch (type_.kind()) {
    case Type::Kind::String: mix(std::hash<std::string>{}(as_string())); break;
    case Type::Kind::Number: mix(as_number().hash()); break;
    case Type::Kind::Bool: mix(as_bool() ? 1 : 2); break;
    case Type::Kind::Capsule: mix(std::hash<const void*>{}(capsule_payload().get())); break;
    case Type::Kind::Map:
    case Type::Kind::Object:
      for (const Entry& e : entries()) {
        mix(std::hash<std::string>{}(e.first));
        mix(e.second.hash());
      }
      break;
    case Type::Kind::List:
    case Type::Kind::Set:
    case Type::Kind::Tuple:
      for (const Value& e : elements()) mix(e.hash());
      break;
    case Type::Kind::Dynamic: break;
  }
  return h;
}

namespace {

void append_description(std::string& out, const Value& v) {
  if (v.has_mark(kSensitiveMark)) {
    out += kSensitiveValueText;
    return;
  }
  if (v.is_null()) {
    out += v.type().is_dynamic() ? "null" : "null(" + v.type().friendly_name() + ")";
    return;
  }
  if (!v.is_known()) {
    out += "unknown(" + v.type().friendly_name();
    if (const Refinement* r = v.refinement()) out += ", " + describe(*r);
    out += ")";
    return;
  }
  switch (v.type().kind()) {
    case Type::Kind::String: out += json_quote_plain(v.as_string()); return;
    case Type::Kind::Number: out += v.as_number().to_display_string(); return;
    case Type::Kind::Bool: out += v.as_bool() ? "true" : "false"; return;
    case Type::Kind::Capsule: out += "(" + v.type().capsule_name() + ")"; return;
    case Type::Kind::Dynamic: return;
    default: break;
  }
  const char* wrapper = v.type().is_list()  ? "tolist("
                        : v.type().is_set() ? "toset("
                        : v.type().is_map() ? "tomap("
                                            : "";
  out += wrapper;
  if (v.type().is_map() || v.type().is_object()) {
    out += '{';
    bool first = true;
    for (const auto& [key, element] : v.entries()) {
      out += first ? "" : ", ";
      first = false;
      out += json_quote_plain(key);
      out += " = ";
      append_description(out, element);
    }
    out += '}';
  } else {
    out += '[';
    bool first = true;
    for (const Value& element : v.elements()) {
      out += first ? "" : ", ";
      first = false;
      append_description(out, element);
    }
    out += ']';
  }
  if (*wrapper) out += ')';
}

}  // namespace

Value Value::with_marks(Marks marks) const {
  if (marks.empty() || marks == rep_->marks) return *this;
  Marks all = rep_->marks.with(marks);
  if (all == rep_->marks) return *this;
  Rep marked = *rep_;
  marked.marks = all;
  marked.contains_marked = true;
  return Value(type_, make_rep(std::move(marked)));
}

Value Value::unmarked() const {
  if (rep_->marks.empty()) return *this;
  Rep plain = *rep_;
  plain.marks = {};
  plain.contains_marked = Rep::inside(elements()).contains_marked || Rep::inside(entries()).contains_marked;
  return Value(type_, make_rep(std::move(plain)));
}

Value Value::unmarked_deep(Marks* collected) const {
  if (!rep_->contains_marked) return *this;
  if (collected != nullptr) *collected = collected->with(rep_->marks);
  Rep plain = *rep_;
  plain.marks = {};
  plain.contains_marked = false;
  if (auto* elements = std::get_if<std::vector<Value>>(&plain.data)) {
    for (Value& e : *elements) e = e.unmarked_deep(collected);
  } else if (auto* entries = std::get_if<std::vector<Entry>>(&plain.data)) {
    for (Entry& e : *entries) e.second = e.second.unmarked_deep(collected);
  }
  return Value(type_, make_rep(std::move(plain)));
}

std::string Value::describe() const {
  std::string out;
  append_description(out, *this);
  return out;
}

}  // namespace hclc
