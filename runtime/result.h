#pragma once
// Result<T>: a value or an error message. The runtime knows nothing of source
// ranges; callers that do (the evaluator, the decoder) turn errors into
// diagnostics.

#include <cassert>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace hclc {

struct Error {
  std::string message;
  // Where inside a value the problem lies, in HCL traversal syntax relative to
  // the value (`.tags[1]`, `["key"]`); empty for the value as a whole. The
  // reference's messages do not print it; it is there for pointing at parts.
  std::string path = {};
  // For function calls: the 0-based index of the argument at fault.
  std::optional<std::size_t> argument = {};
};

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : v_(std::move(value)) {}
  Result(Error error) : v_(std::move(error)) {}

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }

  const T& value() const& {
    assert(ok());
    return std::get<0>(v_);
  }
  T&& value() && {
    assert(ok());
    return std::get<0>(std::move(v_));
  }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const {
    assert(!ok());
    return std::get<1>(v_);
  }

 private:
  std::variant<T, Error> v_;
};

}  // namespace hclc
