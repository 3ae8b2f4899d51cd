#include "ext/yaml_functions.h"

#include <yaml.h>

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "runtime/stdlib/support.h"

namespace hclc::ext {

namespace {

using namespace stdlib_support;

// Nesting beyond this is refused rather than recursed into.
constexpr int kMaxDepth = 1000;

// --- yamlencode: block style, strings double-quoted (literal style when they
// span lines), as Terraform writes them ---------------------------------------

class Emitter {
 public:
  Emitter() {
    yaml_emitter_initialize(&emitter_);
    yaml_emitter_set_output(&emitter_, &Emitter::write, &out_);
    yaml_emitter_set_unicode(&emitter_, 1);
  }
  ~Emitter() { yaml_emitter_delete(&emitter_); }
  Emitter(const Emitter&) = delete;
  Emitter& operator=(const Emitter&) = delete;

  Result<std::string> document(const Value& v) {
    yaml_event_t event;
    yaml_stream_start_event_initialize(&event, YAML_UTF8_ENCODING);
    if (!emit(event)) return failure();
    yaml_document_start_event_initialize(&event, nullptr, nullptr, nullptr, 1);
    if (!emit(event)) return failure();
    if (!value(v, 0)) return failure();
    yaml_document_end_event_initialize(&event, 1);
    if (!emit(event)) return failure();
    yaml_stream_end_event_initialize(&event);
    if (!emit(event) || !yaml_emitter_flush(&emitter_)) return failure();
    // A document that is one plain scalar (a number, bool or null) ends with
    // the "..." marker, as go-cty-yaml writes it.
    if ((v.is_null() || (v.type().is_primitive() && v.type().kind() != Type::Kind::String)) && !out_.ends_with("...\n"))
      out_ += "...\n";
    return out_;
  }

 private:
  static int write(void* data, unsigned char* buffer, size_t size) {
    static_cast<std::string*>(data)->append(reinterpret_cast<const char*>(buffer), size);
    return 1;
  }

  bool emit(yaml_event_t& event) { return yaml_emitter_emit(&emitter_, &event) != 0; }

  Error failure() const {
    if (!failure_.empty()) return Error{failure_};
    return Error{std::string("cannot encode as YAML: ") + (emitter_.problem ? emitter_.problem : "unknown error")};
  }

  bool scalar(const std::string& text, yaml_scalar_style_t style) {
    yaml_event_t event;
    const bool plain = style == YAML_PLAIN_SCALAR_STYLE;
    yaml_scalar_event_initialize(&event, nullptr, nullptr,
                                 reinterpret_cast<yaml_char_t*>(const_cast<char*>(text.data())),
                                 static_cast<int>(text.size()), plain, !plain, style);
    return emit(event);
  }

  bool string(const std::string& text) {
    return scalar(text,
                  text.find('\n') != std::string::npos ? YAML_LITERAL_SCALAR_STYLE : YAML_DOUBLE_QUOTED_SCALAR_STYLE);
  }

  bool value(const Value& v, int depth) {
    if (depth > kMaxDepth) {
      failure_ = "the value is nested too deeply to encode";
      return false;
    }
    if (v.is_null()) return scalar("null", YAML_PLAIN_SCALAR_STYLE);
    const Type& t = v.type();
    if (t.is_primitive()) {
      if (t.kind() == Type::Kind::String) return string(v.as_string());
      if (t.kind() == Type::Kind::Bool) return scalar(v.as_bool() ? "true" : "false", YAML_PLAIN_SCALAR_STYLE);
      if (v.as_number().is_infinity())
        return scalar(v.as_number().is_negative() ? "-.Inf" : "+.Inf", YAML_PLAIN_SCALAR_STYLE);
      Result<std::string> number = v.as_number().to_string();
      if (!number) {
        failure_ = number.error().message;  // infinity, say
        return false;
      }
      return scalar(*number, YAML_PLAIN_SCALAR_STYLE);
    }
    yaml_event_t event;
    if (t.is_map() || t.is_object()) {
      yaml_mapping_start_event_initialize(&event, nullptr, nullptr, 1, YAML_BLOCK_MAPPING_STYLE);
      if (!emit(event)) return false;
      for (const Value::Entry& e : v.entries())
        if (!string(e.first) || !value(e.second, depth + 1)) return false;
      yaml_mapping_end_event_initialize(&event);
      return emit(event);
    }
    yaml_sequence_start_event_initialize(&event, nullptr, nullptr, 1, YAML_BLOCK_SEQUENCE_STYLE);
    if (!emit(event)) return false;
    for (const Value& e : v.elements())
      if (!value(e, depth + 1)) return false;
    yaml_sequence_end_event_initialize(&event);
    return emit(event);
  }

  yaml_emitter_t emitter_;
  std::string out_;
  std::string failure_;  // what stopped the encoding, when not libyaml
};

// --- yamldecode ---------------------------------------------------------------

bool one_of(const std::string& s, std::initializer_list<const char*> words) {
  for (const char* w : words)
    if (s == w) return true;
  return false;
}

// A plain scalar as YAML 1.2's core schema resolves it: null, bool, number
// or string.
Value resolve_plain(const std::string& text) {
  if (one_of(text, {"", "~", "null", "Null", "NULL"})) return Value::null(Type::dynamic());
  if (one_of(text, {"true", "True", "TRUE"})) return Value::boolean(true);
  if (one_of(text, {"false", "False", "FALSE"})) return Value::boolean(false);
  std::string digits;
  for (char c : text)
    if (c != '_') digits += c;
  if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) {
    std::uint64_t n = 0;
    bool ok = digits.size() <= 18;
    for (std::size_t i = 2; ok && i < digits.size(); ++i) {
      const char c = digits[i];
      const int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0'
                    : (c >= 'a' && c <= 'f')                    ? c - 'a' + 10
                    : (c >= 'A' && c <= 'F')                    ? c - 'A' + 10
                                                                : -1;
      if (d < 0) ok = false;
      n = n * 16 + static_cast<std::uint64_t>(d);
    }
    if (ok) return Value::number(Number::from_uint(n));
  }
  if (one_of(text, {".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"})) return Value::number(Number::infinity());
  if (one_of(text, {"-.inf", "-.Inf", "-.INF"})) return Value::number(Number::infinity(true));
  if (!digits.empty() && (std::isdigit(static_cast<unsigned char>(digits.back())) || digits.back() == '.')) {
    if (std::optional<Number> n = Number::parse(digits)) return Value::number(*n);
  }
  return Value::string(text);
}

class Decoder {
 public:
  explicit Decoder(const std::string& text) {
    yaml_parser_initialize(&parser_);
    yaml_parser_set_input_string(&parser_, reinterpret_cast<const unsigned char*>(text.data()), text.size());
  }
  ~Decoder() { yaml_parser_delete(&parser_); }
  Decoder(const Decoder&) = delete;
  Decoder& operator=(const Decoder&) = delete;

  Result<Value> decode() {
    yaml_event_t event;
    if (!next(event)) return error_;  // stream start
    yaml_event_delete(&event);
    std::optional<Value> document;
    while (true) {
      if (!next(event)) return error_;
      const yaml_event_type_t type = event.type;
      const yaml_mark_t start = event.start_mark;
      yaml_event_delete(&event);
      if (type == YAML_STREAM_END_EVENT) break;
      // A document start: only one document is a value.
      if (document)
        return Error{"on line " + std::to_string(start.line + 1) + ", column " + std::to_string(start.column + 1) +
                     ": unexpected extra content after value"};
      if (!next(event)) return error_;
      Result<Value> v = node(event, 0);
      if (!v) return v;
      document = *v;
      if (!next(event)) return error_;  // document end
      yaml_event_delete(&event);
    }
    return document ? *document : Value::null(Type::dynamic());
  }

 private:
  bool next(yaml_event_t& event) {
    if (yaml_parser_parse(&parser_, &event)) return true;
    error_ = Error{"on line " + std::to_string(parser_.problem_mark.line + 1) + ", column " +
                   std::to_string(parser_.problem_mark.column + 1) + ": " +
                   (parser_.problem ? parser_.problem : "invalid YAML")};
    return false;
  }

  static std::string text_of(const unsigned char* p) { return p ? reinterpret_cast<const char*>(p) : ""; }

  // Decodes the node that `event` starts (and deletes the event).
  Result<Value> node(yaml_event_t& event, int depth) {
    const std::string anchor = event.type == YAML_SCALAR_EVENT           ? text_of(event.data.scalar.anchor)
                               : event.type == YAML_SEQUENCE_START_EVENT ? text_of(event.data.sequence_start.anchor)
                               : event.type == YAML_MAPPING_START_EVENT  ? text_of(event.data.mapping_start.anchor)
                                                                         : "";
    if (!anchor.empty()) defining_.insert(anchor);
    Result<Value> v = node_value(event, depth);
    if (!anchor.empty()) defining_.erase(anchor);
    if (v && !anchor.empty()) anchors_[anchor] = *v;
    return v;
  }

  Result<Value> node_value(yaml_event_t& event, int depth) {
    if (depth > kMaxDepth) {
      yaml_event_delete(&event);
      return Error{"the YAML document is nested too deeply"};
    }
    switch (event.type) {
      case YAML_ALIAS_EVENT: {
        const std::string name = text_of(event.data.alias.anchor);
        yaml_event_delete(&event);
        if (defining_.contains(name))
          return Error{"cannot refer to anchor \"" + name + "\" from inside its own definition"};
        auto found = anchors_.find(name);
        if (found == anchors_.end()) return Error{"unknown anchor \"" + name + "\" referenced"};
        return found->second;
      }
      case YAML_SCALAR_EVENT: {
        const std::string text(reinterpret_cast<const char*>(event.data.scalar.value), event.data.scalar.length);
        const std::string tag = text_of(event.data.scalar.tag);
        const bool plain = event.data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
        yaml_event_delete(&event);
        return scalar_value(text, tag, plain);
      }
      case YAML_SEQUENCE_START_EVENT: {
        const std::string tag = text_of(event.data.sequence_start.tag);
        yaml_event_delete(&event);
        if (!tag.empty() && tag != "tag:yaml.org,2002:seq" && tag != "!") return unsupported_tag(tag);
        std::vector<Value> elements;
        while (true) {
          yaml_event_t item;
          if (!next(item)) return error_;
          if (item.type == YAML_SEQUENCE_END_EVENT) {
            yaml_event_delete(&item);
            break;
          }
          Result<Value> v = node(item, depth + 1);
          if (!v) return v;
          elements.push_back(*v);
        }
        return Value::tuple(std::move(elements));
      }
      case YAML_MAPPING_START_EVENT: {
        const std::string tag = text_of(event.data.mapping_start.tag);
        yaml_event_delete(&event);
        if (!tag.empty() && tag != "tag:yaml.org,2002:map" && tag != "!") return unsupported_tag(tag);
        std::map<std::string, Value> attributes;
        while (true) {
          yaml_event_t key_event;
          if (!next(key_event)) return error_;
          if (key_event.type == YAML_MAPPING_END_EVENT) {
            yaml_event_delete(&key_event);
            break;
          }
          Result<Value> key = node(key_event, depth + 1);
          if (!key) return key;
          if (key->is_null() || !key->type().is_primitive())
            return Error{"only string, number and bool values may be YAML mapping keys"};
          std::string name = key->type().kind() == Type::Kind::String ? key->as_string()
                             : key->type().kind() == Type::Kind::Bool ? (key->as_bool() ? "true" : "false")
                                                                      : key->as_number().to_display_string();
          yaml_event_t value_event;
          if (!next(value_event)) return error_;
          Result<Value> v = node(value_event, depth + 1);
          if (!v) return v;
          attributes.insert_or_assign(std::move(name), *v);
        }
        std::vector<Value::Entry> entries(attributes.begin(), attributes.end());
        return Value::object(std::move(entries));
      }
      default: yaml_event_delete(&event); return Error{"unexpected YAML event"};
    }
  }

  static Result<Value> string_value(const std::string& text) {
    char32_t code_point = 0;
    for (std::size_t i = 0; i < text.size();) {
      std::size_t length = decode_utf8(text, i, code_point);
      if (length == 0) return Error{"the YAML document holds a string that is not valid UTF-8"};
      i += length;
    }
    return Value::string(text);
  }

  static Error unsupported_tag(const std::string& tag) {
    constexpr std::string_view core = "tag:yaml.org,2002:";
    return Error{"unsupported tag \"" + (tag.starts_with(core) ? "!!" + tag.substr(core.size()) : tag) + "\""};
  }

  // A scalar by its tag (the core schema's, or none: resolved from a plain
  // scalar's text; a quoted one is a string).
  static Result<Value> scalar_value(const std::string& text, const std::string& tag, bool plain) {
    constexpr std::string_view core = "tag:yaml.org,2002:";
    if (tag.empty() || tag == "!") {
      if (!plain || tag == "!") return string_value(text);
      Value v = resolve_plain(text);
      if (v.type().kind() == Type::Kind::String) return string_value(text);
      return v;
    }
    if (!tag.starts_with(core)) return unsupported_tag(tag);
    const std::string kind = tag.substr(core.size());
    if (kind == "str" || kind == "timestamp" || kind == "binary") return string_value(text);
    if (kind != "int" && kind != "float" && kind != "bool" && kind != "null") return unsupported_tag(tag);
    Value v = resolve_plain(text);
    const Type::Kind want = kind == "bool"   ? Type::Kind::Bool
                            : kind == "null" ? Type::Kind::Dynamic
                                             : Type::Kind::Number;
    const bool matches = kind == "null" ? v.is_null() : !v.is_null() && v.type().kind() == want;
    if (!matches) return Error{"cannot decode " + go_quote(text) + " as " + "!!" + kind};
    return v;
  }

  yaml_parser_t parser_;
  Error error_;
  std::map<std::string, Value> anchors_;
  std::set<std::string> defining_;  // anchors whose node is being read
};

}  // namespace

void add_yaml_functions(FunctionTable& table) {
  table.add("yamlencode",
            Function({.parameters = {parameter("value", Type::dynamic(), {.allow_null = true, .allow_dynamic = true})},
                      .variadic = std::nullopt,
                      .result_type = Function::returns(Type::string()),
                      .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
                        if (!args[0].is_wholly_known()) return Value::unknown(Type::string());
                        Emitter emitter;
                        Result<std::string> text = emitter.document(args[0]);
                        if (!text) return argument_error(0, text.error().message);
                        return bounded_string(*text);
                      }}));
  table.add("yamldecode", Function({.parameters = {parameter("src", Type::string())},
                                    .variadic = std::nullopt,
                                    .result_type = Function::returns(Type::dynamic()),
                                    .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
                                      Decoder decoder(args[0].as_string());
                                      Result<Value> v = decoder.decode();
                                      // As Terraform's: "Call to function failed", not the argument's fault.
                                      if (!v) return Error{v.error().message};
                                      return v;
                                    }}));
}

}  // namespace hclc::ext
