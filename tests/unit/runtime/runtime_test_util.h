#pragma once
// Helpers for the runtime tests: values and types written as the reference
// prints them, so expectations can be pasted from `oracle eval` output.

#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "runtime/json.h"
#include "runtime/type.h"
#include "runtime/value.h"

namespace hclc::test {

// A type from its JSON form: T(R"(["list","string"])").
inline Type T(std::string_view json) {
  Result<Type> t = type_from_json(json);
  REQUIRE_MESSAGE(t.ok(), (t.ok() ? std::string() : t.error().message));
  return *t;
}

// A value with the types its JSON implies (objects, tuples).
inline Value V(std::string_view json) {
  Result<Value> v = value_from_json(json);
  REQUIRE_MESSAGE(v.ok(), (v.ok() ? std::string() : v.error().message));
  return *v;
}

// A value of a given type: V(R"([1,2])", R"(["list","number"])").
inline Value V(std::string_view json, std::string_view type_json) {
  Result<Value> v = value_from_json(json, T(type_json));
  REQUIRE_MESSAGE(v.ok(), (v.ok() ? std::string() : v.error().message));
  return *v;
}

// {"value":…,"type":…} as the reference prints a result.
inline std::string typed_json(const Value& v) {
  Result<std::string> s = typed_value_to_json(v);
  return s.ok() ? *s : "error: " + s.error().message;
}

inline std::string type_json(const Type& t) {
  Result<std::string> s = type_to_json(t);
  return s.ok() ? *s : "error: " + s.error().message;
}

}  // namespace hclc::test
