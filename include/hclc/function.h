#pragma once
// Functions that configuration may call: the standard library (see
// EvalContext::add_standard_functions) and an application's own.
//
// A function declares its parameters' types; before the implementation runs,
// each argument is converted to its parameter's type, and null, unknown and
// dynamic arguments are refused unless the parameter allows them (an unknown
// argument then makes the result unknown without calling the implementation).
//
//   hcl::Function upper_first({
//       .parameters = {{.name = "text", .type = hcl::Type::string()}},
//       .result_type = hcl::Function::returns(hcl::Type::string()),
//       .implementation = [](std::span<const hcl::Value> args, const hcl::Type&) -> hcl::Result<hcl::Value> {
//         std::string s = *args[0].as_string();
//         if (!s.empty()) s[0] = static_cast<char>(std::toupper(s[0]));
//         return hcl::Value::string(s);
//       }});
//   ctx.add_function("upper_first", upper_first);

#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "hclc/result.h"
#include "hclc/value.h"

namespace hcl {

struct Parameter {
  std::string name;
  // The dynamic pseudo-type accepts any type (`Type::list(Type::dynamic())`: any list).
  Type type = {};
  bool allow_null = false;
  bool allow_unknown = false;  // the implementation sees unknown values
  bool allow_dynamic = false;  // the result-type callback sees values of dynamic type
};

class Function {
 public:
  // The result type for these arguments (which may be unknown).
  using ResultTypeCallback = std::function<Result<Type>(std::span<const Value> args)>;
  // The result, of `result_type` (what the callback returned). An error's
  // message becomes the "Call to function failed" diagnostic's detail.
  using Implementation = std::function<Result<Value>(std::span<const Value> args, const Type& result_type)>;

  struct Spec {
    std::vector<Parameter> parameters = {};
    std::optional<Parameter> variadic = {};  // takes any number of further arguments
    ResultTypeCallback result_type = {};
    Implementation implementation = {};
  };

  explicit Function(Spec spec);

  // A result-type callback for a fixed result type.
  static ResultTypeCallback returns(const Type& type);

  // Calls the function directly (checks and conversions included).
  Result<Value> call(const std::vector<Value>& args) const;

  struct Impl;  // the library's own representation (src/api/internal.h)

 private:
  friend struct ImplAccess;  // how the library reaches the representation (src/api/internal.h)
  explicit Function(std::shared_ptr<const Impl> impl);
  std::shared_ptr<const Impl> impl_;
};

}  // namespace hcl
