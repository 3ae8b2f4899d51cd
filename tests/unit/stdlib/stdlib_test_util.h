#pragma once
// Calling standard functions directly with Values. Expected results come from
// the reference (oracle eval) unless a comment says otherwise.

#include <doctest/doctest.h>

#include <initializer_list>
#include <string>
#include <vector>

#include "runtime/json.h"
#include "runtime/stdlib/stdlib.h"

namespace hclc::stdlib_test {

inline const FunctionTable& table() {
  static const FunctionTable t = standard_functions();
  return t;
}

inline Result<Value> call(std::string_view name, std::vector<Value> args) {
  const Function* f = table().find(name);
  REQUIRE_MESSAGE(f != nullptr, name);
  return f->call(args);
}

inline Value str(std::string_view s) { return Value::string(s); }
inline Value num(std::int64_t n) { return Value::number(n); }
inline Value num(std::string_view decimal) { return Value::number(*Number::parse(decimal)); }
inline Value boolean(bool b) { return Value::boolean(b); }
inline Value tuple(std::vector<Value> v) { return Value::tuple(std::move(v)); }
inline Value list(std::vector<Value> v) { return Value::list(std::move(v)); }
inline Value strings(std::initializer_list<const char*> items) {
  std::vector<Value> v;
  for (const char* s : items) v.push_back(Value::string(s));
  return Value::list(Type::string(), std::move(v));
}

// The value and type as the reference prints them ({"value":…,"type":…}).
inline std::string typed(const Result<Value>& r) {
  if (!r) return "error: " + r.error().message;
  Result<std::string> json = typed_value_to_json(*r);
  return json ? *json : "unencodable: " + json.error().message;
}

// An error's message and the argument it names ("#1: message").
inline std::string failure(const Result<Value>& r) {
  if (r) return "no error: " + typed(r);
  const Error& e = r.error();
  return (e.argument ? "#" + std::to_string(*e.argument) + ": " : std::string()) + e.message;
}

}  // namespace hclc::stdlib_test
