#include "runtime/json.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "runtime/json_escape.h"
#include "runtime/name_order.h"
#include "runtime/text.h"

namespace hclc {

namespace {

// --- encoding ----------------------------------------------------------------

Result<bool> append_type(std::string& out, const Type& type) {
  switch (type.kind()) {
    case Type::Kind::Dynamic: out += "\"dynamic\""; return true;
    case Type::Kind::String: out += "\"string\""; return true;
    case Type::Kind::Number: out += "\"number\""; return true;
    case Type::Kind::Bool: out += "\"bool\""; return true;
    case Type::Kind::List:
    case Type::Kind::Set:
    case Type::Kind::Map: {
      out += type.is_list() ? "[\"list\"," : type.is_set() ? "[\"set\"," : "[\"map\",";
      Result<bool> element = append_type(out, type.element_type());
      if (!element) return element;
      out += ']';
      return true;
    }
    case Type::Kind::Object: {
      out += "[\"object\",{";
      bool first = true;
      for (const auto& [name, attribute] : type.attributes()) {
        if (!first) out += ',';
        first = false;
        append_json_quoted(out, name);
        out += ':';
        Result<bool> ok = append_type(out, attribute);
        if (!ok) return ok;
      }
      out += '}';
      if (type.has_optional_attributes()) {
        out += ",[";
        first = true;
        for (std::string_view name : type.optional_attributes()) {
          if (!first) out += ',';
          first = false;
          append_json_quoted(out, name);
        }
        out += ']';
      }
      out += ']';
      return true;
    }
    case Type::Kind::Tuple: {
      out += "[\"tuple\",[";
      bool first = true;
      for (const Type& element : type.elements()) {
        if (!first) out += ',';
        first = false;
        Result<bool> ok = append_type(out, element);
        if (!ok) return ok;
      }
      out += "]]";
      return true;
    }
    case Type::Kind::Capsule: return Error{"capsule types cannot be represented in JSON"};
  }
  return true;
}

// With strip_nulls, object and map entries whose value is null are left out
// (at any depth; nulls in arrays stay), as hcldec prints results by default.
Result<bool> append_value(std::string& out, const Value& value, bool strip_nulls = false) {
  if (!value.is_known()) return Error{"value is not known"};
  if (value.is_null()) {
    out += "null";
    return true;
  }
  switch (value.type().kind()) {
    case Type::Kind::String: append_json_quoted(out, value.as_string()); return true;
    case Type::Kind::Number: {
      if (value.as_number().is_infinity()) return Error{"cannot serialize infinity as JSON"};
      Result<std::string> text = value.as_number().to_string();
      if (!text) return text.error();
      out += *text;
      return true;
    }
    case Type::Kind::Bool: out += value.as_bool() ? "true" : "false"; return true;
    case Type::Kind::List:
    case Type::Kind::Set:
    case Type::Kind::Tuple: {
      out += '[';
      bool first = true;
      for (const Value& element : value.elements()) {
        if (!first) out += ',';
        first = false;
        Result<bool> ok = append_value(out, element, strip_nulls);
        if (!ok) return ok;
      }
      out += ']';
      return true;
    }
    case Type::Kind::Map:
    case Type::Kind::Object: {
      out += '{';
      bool first = true;
      for (const auto& [key, element] : value.entries()) {
        if (strip_nulls && element.is_null()) continue;
        if (!first) out += ',';
        first = false;
        append_json_quoted(out, key);
        out += ':';
        Result<bool> ok = append_value(out, element, strip_nulls);
        if (!ok) return ok;
      }
      out += '}';
      return true;
    }
    case Type::Kind::Capsule: return Error{"capsule values cannot be represented in JSON"};
    case Type::Kind::Dynamic: break;
  }
  return Error{"value is not known"};
}

// --- parsing -------------------------------------------------------------------

// Deeper nesting is refused rather than risking the stack.
constexpr int kMaxDepth = 1000;

struct Node {
  enum class Kind { Null, Bool, Number, String, Array, Object } kind = Kind::Null;
  bool boolean = false;
  std::string text = {};  // the string, or the number's literal text
  std::vector<Node> elements = {};
  std::vector<std::pair<std::string, Node>> members = {};  // in source order
};

class Parser {
 public:
  explicit Parser(std::string_view input) : in_(input) {}

  Result<Node> parse_document() {
    skip_space();
    if (at_end()) return Error{"EOF"};
    Result<Node> node = parse_value(0);
    if (!node) return node;
    skip_space();
    // As in the reference, a stray closing bracket after the value goes unnoticed.
    if (!at_end() && peek() != ']' && peek() != '}') return Error{"extraneous data after JSON object"};
    return node;
  }

 private:
  bool at_end() const { return pos_ >= in_.size(); }
  char peek() const { return in_[pos_]; }
  void skip_space() {
    while (!at_end() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r')) ++pos_;
  }

  // A byte as Go's JSON errors quote it: read as a Latin-1 code point, quoted
  // as a character ('x', '\n', '\x01', '"').
  static std::string quote_char(unsigned char c) {
    std::string code_point;
    append_utf8(code_point, c);
    std::string out;
    append_go_quoted(out, code_point, '\'');
    return out;
  }

  Error invalid(std::string_view context) const {
    return Error{"invalid character " + quote_char(static_cast<unsigned char>(peek())) + " " + std::string(context)};
  }

  // EOF between tokens is "EOF"; inside a token it is "unexpected EOF".
  static Error eof() { return Error{"EOF"}; }
  static Error unexpected_eof() { return Error{"unexpected EOF"}; }

  Result<Node> parse_value(int depth) {
    skip_space();
    if (at_end()) return eof();
    if (depth >= kMaxDepth) return Error{"exceeded max depth"};
    char c = peek();
    switch (c) {
      case '{': return parse_object(depth);
      case '[': return parse_array(depth);
      case '"': {
        Result<std::string> s = parse_string();
        if (!s) return s.error();
        Node node{.kind = Node::Kind::String};
        node.text = std::move(s).value();
        return node;
      }
      case 't': return parse_literal("true", Node{.kind = Node::Kind::Bool, .boolean = true});
      case 'f': return parse_literal("false", Node{.kind = Node::Kind::Bool, .boolean = false});
      case 'n': return parse_literal("null", Node{.kind = Node::Kind::Null});
      default:
        if (c == '-' || (c >= '0' && c <= '9')) return parse_number();
        return invalid("looking for beginning of value");
    }
  }

  Result<Node> parse_literal(std::string_view word, Node node) {
    for (std::size_t i = 0; i < word.size(); ++i, ++pos_) {
      if (at_end()) return unexpected_eof();
      if (peek() != word[i]) {
        return invalid("in literal " + std::string(word) + " (expecting '" + word[i] + "')");
      }
    }
    return node;
  }

  Result<Node> parse_number() {
    std::size_t start = pos_;
    auto digit = [&] { return !at_end() && peek() >= '0' && peek() <= '9'; };
    if (peek() == '-') {
      ++pos_;
      if (at_end()) return unexpected_eof();
      if (!digit()) return invalid("in numeric literal");
    }
    if (peek() == '0') {
      ++pos_;
    } else {
      while (digit()) ++pos_;
    }
    if (!at_end() && peek() == '.') {
      ++pos_;
      if (at_end()) return unexpected_eof();
      if (!digit()) return invalid("after decimal point in numeric literal");
      while (digit()) ++pos_;
    }
    if (!at_end() && (peek() == 'e' || peek() == 'E')) {
      ++pos_;
      if (!at_end() && (peek() == '+' || peek() == '-')) ++pos_;
      if (at_end()) return unexpected_eof();
      if (!digit()) return invalid("in exponent of numeric literal");
      while (digit()) ++pos_;
    }
    Node node{.kind = Node::Kind::Number};
    node.text = std::string(in_.substr(start, pos_ - start));
    return node;
  }

  Result<std::string> parse_string() {
    ++pos_;  // opening quote
    std::string out;
    while (true) {
      if (at_end()) return unexpected_eof();
      unsigned char c = static_cast<unsigned char>(peek());
      if (c == '"') {
        ++pos_;
        return out;
      }
      if (c < 0x20) return invalid("in string literal");
      if (c != '\\') {
        out += static_cast<char>(c);
        ++pos_;
        continue;
      }
      const JsonEscapeResult escape = decode_json_escape(in_, pos_, out);
      if (escape.error) {
        pos_ = escape.error->at;
        switch (escape.error->kind) {
          case JsonEscapeError::Kind::UnexpectedEnd: return unexpected_eof();
          case JsonEscapeError::Kind::BadHexDigit: return invalid("in \\u hexadecimal character escape");
          case JsonEscapeError::Kind::UnknownEscape: return invalid("in string escape code");
        }
      }
      pos_ = escape.next;
    }
  }

  Result<Node> parse_array(int depth) {
    ++pos_;
    Node node{.kind = Node::Kind::Array};
    skip_space();
    if (at_end()) return eof();
    if (peek() == ']') {
      ++pos_;
      return node;
    }
    while (true) {
      Result<Node> element = parse_value(depth + 1);
      if (!element) return element;
      node.elements.push_back(std::move(element).value());
      skip_space();
      if (at_end()) return eof();
      if (peek() == ',') {
        ++pos_;
        continue;
      }
      if (peek() == ']') {
        ++pos_;
        return node;
      }
      return invalid("after array element");
    }
  }

  Result<Node> parse_object(int depth) {
    ++pos_;
    Node node{.kind = Node::Kind::Object};
    skip_space();
    if (at_end()) return eof();
    if (peek() == '}') {
      ++pos_;
      return node;
    }
    for (bool first = true;; first = false) {
      skip_space();
      if (at_end()) return eof();
      if (peek() != '"') {
        // The reference gives no context for the first key.
        if (first) return Error{"invalid character " + quote_char(static_cast<unsigned char>(peek()))};
        return invalid("looking for beginning of object key string");
      }
      Result<std::string> key = parse_string();
      if (!key) return key.error();
      skip_space();
      if (at_end()) return eof();
      if (peek() != ':') return invalid("after object key");
      ++pos_;
      Result<Node> value = parse_value(depth + 1);
      if (!value) return value;
      node.members.emplace_back(std::move(key).value(), std::move(value).value());
      skip_space();
      if (at_end()) return eof();
      if (peek() == ',') {
        ++pos_;
        continue;
      }
      if (peek() == '}') {
        ++pos_;
        return node;
      }
      return invalid("after object key:value pair");
    }
  }

  std::string_view in_;
  std::size_t pos_ = 0;
};

// --- decoding -------------------------------------------------------------------

// Members (name, value or type) put in byte order of their names, of a
// repeated name only the last one kept: a JSON object's members, where a
// later repeat replaces an earlier one. Sorting a vector, not inserting into a
// tree, keeps an object of many members to a few passes over one array.
template <class Member>
void keep_last_of_each_name(std::vector<Member>& members) {
  auto strictly_ascending = [](const Member& a, const Member& b) { return !(a.first < b.first); };
  if (std::adjacent_find(members.begin(), members.end(), strictly_ascending) == members.end()) return;
  sort_by_name(members);
  auto kept = members.begin();
  for (auto run = members.begin(); run != members.end();) {
    auto last = run;
    while (last + 1 != members.end() && (last + 1)->first == run->first) ++last;
    if (kept != last) *kept = std::move(*last);
    ++kept;
    run = last + 1;
  }
  members.erase(kept, members.end());
}

// Whether an object's keys are distinct and each in NFC (as they are kept).
bool has_distinct_nfc_keys(const Node& object) {
  std::vector<std::string_view> keys;
  keys.reserve(object.members.size());
  for (const auto& [key, member] : object.members) {
    if (!is_nfc(key)) return false;
    keys.emplace_back(key);
  }
  if (!std::is_sorted(keys.begin(), keys.end())) std::sort(keys.begin(), keys.end());
  return std::adjacent_find(keys.begin(), keys.end()) == keys.end();
}

Result<Value> number_value(const std::string& text) {
  auto number = Number::parse(text, true, Number::kParsedPrecision);
  if (!number) return Error{"invalid number " + text};
  return Value::number(*number);
}

// The type JSON implies: objects are object types whose attribute types come
// from the last of repeated keys, arrays tuple types, null the dynamic type.
Type implied_type(const Node& node) {
  switch (node.kind) {
    case Node::Kind::Null: return Type::dynamic();
    case Node::Kind::Bool: return Type::boolean();
    case Node::Kind::Number: return Type::number();
    case Node::Kind::String: return Type::string();
    case Node::Kind::Array: {
      std::vector<Type> elements;
      for (const Node& element : node.elements) elements.push_back(implied_type(element));
      return Type::tuple(std::move(elements));
    }
    case Node::Kind::Object: {
      std::vector<Type::Attribute> attributes;
      attributes.reserve(node.members.size());
      for (const auto& [key, member] : node.members) attributes.emplace_back(normalize_nfc(key), implied_type(member));
      keep_last_of_each_name(attributes);
      return Type::object(std::move(attributes));
    }
  }
  return Type::dynamic();
}

Result<Type> type_from_node(const Node& node) {
  if (node.kind == Node::Kind::String) {
    if (node.text == "string") return Type::string();
    if (node.text == "number") return Type::number();
    if (node.text == "bool") return Type::boolean();
    if (node.text == "dynamic") return Type::dynamic();
    return Error{"invalid primitive type name \"" + node.text + "\""};
  }
  if (node.kind != Node::Kind::Array || node.elements.size() < 2 || node.elements[0].kind != Node::Kind::String) {
    return Error{"invalid type specification"};
  }
  const std::string& kind = node.elements[0].text;
  const Node& argument = node.elements[1];
  if (kind == "list" || kind == "set" || kind == "map") {
    if (node.elements.size() != 2) return Error{"invalid type specification"};
    Result<Type> element = type_from_node(argument);
    if (!element) return element;
    return kind == "list" ? Type::list(*element) : kind == "set" ? Type::set(*element) : Type::map(*element);
  }
  if (kind == "tuple") {
    if (node.elements.size() != 2 || argument.kind != Node::Kind::Array)
      return Error{"invalid tuple type specification"};
    std::vector<Type> elements;
    for (const Node& e : argument.elements) {
      Result<Type> t = type_from_node(e);
      if (!t) return t;
      elements.push_back(*t);
    }
    return Type::tuple(std::move(elements));
  }
  if (kind == "object") {
    if (node.elements.size() > 3 || argument.kind != Node::Kind::Object)
      return Error{"invalid object type specification"};
    std::map<std::string, Type> attributes;
    for (const auto& [name, member] : argument.members) {
      Result<Type> t = type_from_node(member);
      if (!t) return t;
      attributes.insert_or_assign(name, *t);
    }
    std::set<std::string> optional;
    if (node.elements.size() == 3) {
      const Node& names = node.elements[2];
      if (names.kind != Node::Kind::Array) return Error{"invalid object type specification"};
      for (const Node& name : names.elements) {
        if (name.kind != Node::Kind::String || !attributes.count(name.text)) {
          return Error{"invalid optional attribute in object type specification"};
        }
        optional.insert(name.text);
      }
    }
    return Type::object(std::vector<Type::Attribute>(attributes.begin(), attributes.end()), optional);
  }
  return Error{"invalid type kind \"" + kind + "\""};
}

Error with_step(std::string step, Error error) {
  error.path = std::move(step) + error.path;
  return error;
}

// A JSON value decoded as a value of `type`, with the reference's rules and
// messages: primitives convert from other primitives where HCL converts
// them; every member of an object is decoded, repeated keys too (the last
// one wins); keys are matched as written.
Result<Value> typed_value(const Node& node, const Type& type) {
  if (node.kind == Node::Kind::Null) return Value::null(type);
  const bool is_array = node.kind == Node::Kind::Array;
  const bool is_object = node.kind == Node::Kind::Object;
  switch (type.kind()) {
    case Type::Kind::Dynamic: {
      if (!is_object) return Error{"missing expected {"};
      const Node* value = nullptr;
      const Node* type_node = nullptr;
      for (const auto& [key, member] : node.members) {
        if (key == "value") {
          value = &member;
        } else if (key == "type") {
          type_node = &member;
        } else {
          return Error{"invalid key \"" + key + "\" in dynamically-typed value"};
        }
      }
      if (type_node == nullptr) return Error{"missing type in dynamically-typed value"};
      if (value == nullptr) return Error{"missing value in dynamically-typed value"};
      Result<Type> actual = type_from_node(*type_node);
      if (!actual) return actual.error();
      return typed_value(*value, *actual);
    }
    case Type::Kind::String:
      if (node.kind == Node::Kind::String || node.kind == Node::Kind::Number) return Value::string(node.text);
      if (node.kind == Node::Kind::Bool) return Value::string(node.boolean ? "true" : "false");
      return Error{"string is required"};
    case Type::Kind::Number:
      if (node.kind == Node::Kind::Number) return number_value(node.text);
      if (node.kind == Node::Kind::String) {
        if (auto number = Number::parse_string_conversion(node.text)) return Value::number(*number);
        return Error{"a number is required"};
      }
      return Error{"number is required"};
    case Type::Kind::Bool:
      if (node.kind == Node::Kind::Bool) return Value::boolean(node.boolean);
      if (node.kind == Node::Kind::String) {
        if (node.text == "true" || node.text == "1") return Value::boolean(true);
        if (node.text == "false" || node.text == "0") return Value::boolean(false);
        return Error{"a bool is required"};
      }
      return Error{"bool is required"};
    case Type::Kind::List:
    case Type::Kind::Set: {
      if (!is_array) return Error{"missing expected ["};
      std::vector<Value> elements;
      for (std::size_t i = 0; i < node.elements.size(); ++i) {
        Result<Value> v = typed_value(node.elements[i], type.element_type());
        if (!v) return with_step("[" + std::to_string(i) + "]", v.error());
        elements.push_back(std::move(v).value());
      }
      if (type.is_list()) return Value::list(type.element_type(), std::move(elements));
      return Value::set(type.element_type(), std::move(elements));
    }
    case Type::Kind::Tuple: {
      if (!is_array) return Error{"missing expected ["};
      const std::size_t need = type.elements().size();
      if (node.elements.size() > need) return Error{"too many tuple elements (need " + std::to_string(need) + ")"};
      if (node.elements.size() < need) return Error{"not enough tuple elements (need " + std::to_string(need) + ")"};
      std::vector<Value> elements;
      for (std::size_t i = 0; i < need; ++i) {
        Result<Value> v = typed_value(node.elements[i], type.elements()[i]);
        if (!v) return with_step("[" + std::to_string(i) + "]", v.error());
        elements.push_back(std::move(v).value());
      }
      return Value::tuple(std::move(elements));
    }
    case Type::Kind::Map:
    case Type::Kind::Object: {
      if (!is_object) return Error{"missing expected {"};
      std::vector<Value::Entry> entries;
      entries.reserve(node.members.size());
      for (const auto& [key, member] : node.members) {
        const Type* member_type = type.is_map() ? &type.element_type() : type.attribute(key);
        if (member_type == nullptr) return Error{"unsupported attribute \"" + key + "\""};
        Result<Value> v = typed_value(member, *member_type);
        if (!v) return with_step(type.is_map() ? "[" + json_quote(key) + "]" : "." + key, v.error());
        entries.emplace_back(normalize_nfc(key), std::move(v).value());
      }
      keep_last_of_each_name(entries);
      if (type.is_map()) return Value::map(type.element_type(), std::move(entries));
      // Absent attributes are null: a walk beside the decoded entries, both in name order.
      std::vector<Value::Entry> absent;
      auto entry = entries.begin();
      for (const auto& [name, attribute] : type.attributes()) {
        while (entry != entries.end() && entry->first < name) ++entry;
        if (entry == entries.end() || entry->first != name) absent.emplace_back(name, Value::null(attribute));
      }
      entries.insert(entries.end(), std::make_move_iterator(absent.begin()), std::make_move_iterator(absent.end()));
      return Value::object(std::move(entries));
    }
    case Type::Kind::Capsule: return Error{"capsule values cannot be decoded from JSON"};
  }
  return Error{"unsupported type"};
}

// What typed_value(node, implied_type(node)) gives, without making the type
// first and looking every key up in it. An object with a repeated key or a
// key not in NFC is left to that path: the reference decodes each repeat
// with the type of the last, and looks keys up as written (failing for keys
// not in NFC), and its messages say so.
Result<Value> implied_value(const Node& node) {
  switch (node.kind) {
    case Node::Kind::Null: return Value::null(Type::dynamic());
    case Node::Kind::Bool: return Value::boolean(node.boolean);
    case Node::Kind::Number: return number_value(node.text);
    case Node::Kind::String: return Value::string(node.text);
    case Node::Kind::Array: {
      std::vector<Value> elements;
      elements.reserve(node.elements.size());
      for (std::size_t i = 0; i < node.elements.size(); ++i) {
        Result<Value> v = implied_value(node.elements[i]);
        if (!v) return with_step("[" + std::to_string(i) + "]", v.error());
        elements.push_back(std::move(v).value());
      }
      return Value::tuple(std::move(elements));
    }
    case Node::Kind::Object: {
      if (!has_distinct_nfc_keys(node)) return typed_value(node, implied_type(node));
      std::vector<Value::Entry> entries;
      entries.reserve(node.members.size());
      for (const auto& [key, member] : node.members) {
        Result<Value> v = implied_value(member);
        if (!v) return with_step("." + key, v.error());
        entries.emplace_back(key, std::move(v).value());
      }
      return Value::object(std::move(entries));
    }
  }
  return Value::dynamic();
}

}  // namespace

Result<std::string> type_to_json(const Type& type) {
  std::string out;
  Result<bool> ok = append_type(out, type);
  if (!ok) return ok.error();
  return out;
}

Result<Type> type_from_json(std::string_view json) {
  Result<Node> node = Parser(json).parse_document();
  if (!node) return node.error();
  return type_from_node(*node);
}

Result<std::string> value_to_json(const Value& value) {
  std::string out;
  Result<bool> ok = append_value(out, value);
  if (!ok) return ok.error();
  return out;
}

namespace {

// The reference says which half of {"value":…,"type":…} it could not write.
Error typed_value_error(Error error) {
  error.message = "failed to serialize value: " + error.message;
  return error;
}

}  // namespace

Result<std::string> typed_value_to_json(const Value& value) {
  if (value.is_null() && value.type().is_dynamic()) return std::string("null");
  std::string out = "{\"value\":";
  Result<bool> ok = append_value(out, value);
  if (!ok) return typed_value_error(ok.error());
  out += ",\"type\":";
  ok = append_type(out, value.type());
  if (!ok) return ok.error();
  out += '}';
  return out;
}

Result<std::string> hcldec_result_json(const Value& value, bool with_type, bool keep_nulls) {
  if (keep_nulls) return with_type ? typed_value_to_json(value) : value_to_json(value);
  if (value.is_null() && (!with_type || value.type().is_dynamic())) return std::string("null");
  std::string out;
  if (with_type) {
    out += "{\"type\":";
    Result<bool> ok = append_type(out, value.type());
    if (!ok) return ok.error();
    if (value.is_null()) return out + "}";
    out += ",\"value\":";
  }
  Result<bool> ok = append_value(out, value, true);
  if (!ok) return with_type ? typed_value_error(ok.error()) : ok.error();
  if (with_type) out += '}';
  return out;
}

Result<Value> value_from_json(std::string_view json) {
  Result<Node> node = Parser(json).parse_document();
  if (!node) return node.error();
  return implied_value(*node);
}

Result<Type> implied_type_of_json(std::string_view json) {
  Result<Node> node = Parser(json).parse_document();
  if (!node) return node.error();
  return implied_type(*node);
}

Result<Value> value_from_json(std::string_view json, const Type& type) {
  Result<Node> node = Parser(json).parse_document();
  if (!node) return node.error();
  return typed_value(*node, type);
}

}  // namespace hclc
