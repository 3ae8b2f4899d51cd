#pragma once
// hcl::Result<T>: a value, or the message saying why there is none. Used where
// an operation on values can fail without a source location to blame (type
// conversion, JSON, number parsing); problems in configuration files are
// Diagnostics instead (hclc/diagnostics.h).

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace hcl {

struct Error {
  std::string message;
  // Where inside a value the problem lies, in HCL traversal syntax relative
  // to the value (`.tags[1]`); empty for the value as a whole.
  std::string path = {};
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

}  // namespace hcl
