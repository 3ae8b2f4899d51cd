#pragma once
// The JSON values of the Language Server Protocol's messages: a small value
// type, a parser that never throws (bad text is an error message) and a
// writer. Numbers are doubles, which holds every number the protocol uses
// (integers up to 2^53, as JSON-RPC peers send them).

#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace hclc::lsp {

class Json;
using JsonArray = std::vector<Json>;
using JsonObject = std::map<std::string, Json, std::less<>>;

class Json {
 public:
  Json() = default;  // null
  Json(std::nullptr_t) {}
  Json(bool b) : value_(b) {}
  Json(int n) : value_(static_cast<double>(n)) {}
  Json(long n) : value_(static_cast<double>(n)) {}
  Json(unsigned n) : value_(static_cast<double>(n)) {}
  Json(unsigned long n) : value_(static_cast<double>(n)) {}
  Json(double n) : value_(n) {}
  Json(const char* s) : value_(std::string(s)) {}
  Json(std::string s) : value_(std::move(s)) {}
  Json(std::string_view s) : value_(std::string(s)) {}
  Json(JsonArray a) : value_(std::make_shared<JsonArray>(std::move(a))) {}
  Json(JsonObject o) : value_(std::make_shared<JsonObject>(std::move(o))) {}

  bool is_null() const { return std::holds_alternative<std::monostate>(value_); }
  bool is_bool() const { return std::holds_alternative<bool>(value_); }
  bool is_number() const { return std::holds_alternative<double>(value_); }
  bool is_string() const { return std::holds_alternative<std::string>(value_); }
  bool is_array() const { return std::holds_alternative<std::shared_ptr<JsonArray>>(value_); }
  bool is_object() const { return std::holds_alternative<std::shared_ptr<JsonObject>>(value_); }

  // The value of that kind, or nullptr / nullopt for another kind.
  std::optional<bool> boolean() const;
  std::optional<double> number() const;
  // A number that is a whole number in [0, 2^32): what positions and versions are.
  std::optional<std::uint32_t> unsigned32() const;
  const std::string* string() const { return std::get_if<std::string>(&value_); }
  const JsonArray* array() const;
  const JsonObject* object() const;

  // A member of an object (null when absent or not an object), and a path of them.
  const Json& operator[](std::string_view key) const;
  const Json& at_path(std::initializer_list<std::string_view> keys) const;

  // Compact JSON text; invalid UTF-8 in strings is written as U+FFFD, so the
  // output is always valid JSON.
  std::string dump() const;
  void dump_to(std::string& out) const;

  friend bool operator==(const Json& a, const Json& b);

 private:
  std::variant<std::monostate, bool, double, std::string, std::shared_ptr<JsonArray>, std::shared_ptr<JsonObject>>
      value_;
};

// How deeply arrays and objects may nest in a message: deeper text is an
// error, not a stack overflow.
inline constexpr std::size_t kMaxJsonDepth = 512;

struct JsonParseResult {
  std::optional<Json> value;
  std::string error;  // when there is no value: what is wrong and at which byte
};

// RFC 8259 text. A string's bytes are kept as they are (a document with
// invalid UTF-8 reaches the parser, which reports it as HCL does); \u escapes
// of lone surrogates become U+FFFD.
JsonParseResult parse_json(std::string_view text);

}  // namespace hclc::lsp
