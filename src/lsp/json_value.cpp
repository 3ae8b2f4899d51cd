#include "lsp/json_value.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "runtime/json_escape.h"
#include "runtime/text.h"

namespace hclc::lsp {
namespace {

const Json kNull;

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  JsonParseResult run() {
    skip_space();
    std::optional<Json> v = value(0);
    if (v) {
      skip_space();
      if (pos_ != text_.size()) fail("extra text after the value");
    }
    if (!error_.empty()) return {std::nullopt, error_ + " at byte " + std::to_string(pos_)};
    return {std::move(v), {}};
  }

 private:
  std::nullopt_t fail(std::string message) {
    if (error_.empty()) error_ = std::move(message);
    return std::nullopt;
  }
  bool at_end() const { return pos_ >= text_.size(); }
  char peek() const { return at_end() ? '\0' : text_[pos_]; }
  void skip_space() {
    while (!at_end() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r')) ++pos_;
  }
  bool literal(std::string_view word) {
    if (text_.substr(pos_, word.size()) != word) return false;
    pos_ += word.size();
    return true;
  }

  std::optional<Json> value(std::size_t depth) {
    if (depth > kMaxJsonDepth) return fail("nesting too deep");
    if (at_end()) return fail("unexpected end of text");
    switch (peek()) {
      case '{': return object(depth);
      case '[': return array(depth);
      case '"': {
        std::optional<std::string> s = string();
        if (!s) return std::nullopt;
        return Json(std::move(*s));
      }
      case 't':
        if (literal("true")) return Json(true);
        break;
      case 'f':
        if (literal("false")) return Json(false);
        break;
      case 'n':
        if (literal("null")) return Json();
        break;
      default:
        if (peek() == '-' || (peek() >= '0' && peek() <= '9')) return number();
    }
    return fail("unexpected character");
  }

  std::optional<Json> number() {
    const std::size_t start = pos_;
    auto digits = [&] {
      const std::size_t from = pos_;
      while (!at_end() && peek() >= '0' && peek() <= '9') ++pos_;
      return pos_ > from;
    };
    if (peek() == '-') ++pos_;
    if (peek() == '0') {
      ++pos_;
    } else if (!digits()) {
      return fail("a number needs digits");
    }
    if (peek() == '.') {
      ++pos_;
      if (!digits()) return fail("a fraction needs digits");
    }
    if (peek() == 'e' || peek() == 'E') {
      ++pos_;
      if (peek() == '+' || peek() == '-') ++pos_;
      if (!digits()) return fail("an exponent needs digits");
    }
    const std::string text(text_.substr(start, pos_ - start));
    return Json(std::strtod(text.c_str(), nullptr));
  }

  std::optional<std::string> string() {
    ++pos_;  // the opening quote
    std::string out;
    while (true) {
      if (at_end()) return fail("unterminated string");
      const char c = text_[pos_];
      if (c == '"') {
        ++pos_;
        return out;
      }
      if (static_cast<unsigned char>(c) < 0x20) return fail("control character in a string");
      if (c != '\\') {
        // Runs of plain bytes are copied as they are, valid UTF-8 or not.
        const std::size_t from = pos_;
        while (!at_end() && text_[pos_] != '"' && text_[pos_] != '\\' &&
               static_cast<unsigned char>(text_[pos_]) >= 0x20)
          ++pos_;
        out.append(text_.substr(from, pos_ - from));
        continue;
      }
      const JsonEscapeResult escape = decode_json_escape(text_, pos_, out);
      if (escape.error) {
        pos_ = escape.error->at;
        switch (escape.error->kind) {
          case JsonEscapeError::Kind::UnexpectedEnd: return fail("unterminated escape");
          case JsonEscapeError::Kind::BadHexDigit: return fail("bad \\u escape");
          case JsonEscapeError::Kind::UnknownEscape: return fail("bad escape");
        }
      }
      pos_ = escape.next;
    }
  }

  std::optional<Json> array(std::size_t depth) {
    ++pos_;
    JsonArray items;
    skip_space();
    if (peek() == ']') {
      ++pos_;
      return Json(std::move(items));
    }
    while (true) {
      skip_space();
      std::optional<Json> item = value(depth + 1);
      if (!item) return std::nullopt;
      items.push_back(std::move(*item));
      skip_space();
      if (peek() == ',') {
        ++pos_;
        continue;
      }
      if (peek() == ']') {
        ++pos_;
        return Json(std::move(items));
      }
      return fail("expected , or ] in an array");
    }
  }

  std::optional<Json> object(std::size_t depth) {
    ++pos_;
    JsonObject members;
    skip_space();
    if (peek() == '}') {
      ++pos_;
      return Json(std::move(members));
    }
    while (true) {
      skip_space();
      if (peek() != '"') return fail("expected a member name");
      std::optional<std::string> key = string();
      if (!key) return std::nullopt;
      skip_space();
      if (peek() != ':') return fail("expected : after a member name");
      ++pos_;
      skip_space();
      std::optional<Json> member = value(depth + 1);
      if (!member) return std::nullopt;
      members.insert_or_assign(std::move(*key), std::move(*member));
      skip_space();
      if (peek() == ',') {
        ++pos_;
        continue;
      }
      if (peek() == '}') {
        ++pos_;
        return Json(std::move(members));
      }
      return fail("expected , or } in an object");
    }
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  std::string error_;
};

void append_number(std::string& out, double n) {
  if (!std::isfinite(n)) {
    out += "null";
    return;
  }
  char buffer[32];
  if (n == std::floor(n) && std::fabs(n) < 9.0e15)
    std::snprintf(buffer, sizeof buffer, "%.0f", n);
  else
    std::snprintf(buffer, sizeof buffer, "%.17g", n);
  out += buffer;
}

}  // namespace

std::optional<bool> Json::boolean() const {
  if (const bool* b = std::get_if<bool>(&value_)) return *b;
  return std::nullopt;
}

std::optional<double> Json::number() const {
  if (const double* n = std::get_if<double>(&value_)) return *n;
  return std::nullopt;
}

std::optional<std::uint32_t> Json::unsigned32() const {
  std::optional<double> n = number();
  if (!n || *n < 0 || *n > 4294967295.0 || *n != std::floor(*n)) return std::nullopt;
  return static_cast<std::uint32_t>(*n);
}

const JsonArray* Json::array() const {
  const auto* a = std::get_if<std::shared_ptr<JsonArray>>(&value_);
  return a ? a->get() : nullptr;
}

const JsonObject* Json::object() const {
  const auto* o = std::get_if<std::shared_ptr<JsonObject>>(&value_);
  return o ? o->get() : nullptr;
}

const Json& Json::operator[](std::string_view key) const {
  const JsonObject* o = object();
  if (!o) return kNull;
  auto it = o->find(key);
  return it == o->end() ? kNull : it->second;
}

const Json& Json::at_path(std::initializer_list<std::string_view> keys) const {
  const Json* at = this;
  for (std::string_view key : keys) at = &(*at)[key];
  return *at;
}

void Json::dump_to(std::string& out) const {
  if (is_null()) {
    out += "null";
  } else if (const bool* b = std::get_if<bool>(&value_)) {
    out += *b ? "true" : "false";
  } else if (const double* n = std::get_if<double>(&value_)) {
    append_number(out, *n);
  } else if (const std::string* s = string()) {
    append_json_quoted(out, *s);
  } else if (const JsonArray* a = array()) {
    out += '[';
    for (std::size_t i = 0; i < a->size(); ++i) {
      if (i) out += ',';
      (*a)[i].dump_to(out);
    }
    out += ']';
  } else if (const JsonObject* o = object()) {
    out += '{';
    bool first = true;
    for (const auto& [key, member] : *o) {
      if (!first) out += ',';
      first = false;
      append_json_quoted(out, key);
      out += ':';
      member.dump_to(out);
    }
    out += '}';
  }
}

std::string Json::dump() const {
  std::string out;
  dump_to(out);
  return out;
}

bool operator==(const Json& a, const Json& b) {
  if (a.value_.index() != b.value_.index()) return false;
  if (const JsonArray* x = a.array()) return *x == *b.array();
  if (const JsonObject* x = a.object()) return *x == *b.object();
  return a.value_ == b.value_;
}

JsonParseResult parse_json(std::string_view text) { return Parser(text).run(); }

}  // namespace hclc::lsp
