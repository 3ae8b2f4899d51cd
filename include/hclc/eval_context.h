#pragma once
// The evaluation context: which variables and functions expressions may use.
//
//   hcl::EvalContext ctx;
//   ctx.set_variable("env", hcl::Value::string("prod"));
//   ctx.add_standard_functions();                 // upper, join, jsonencode, try, ...
//   ctx.add_function("double_it", my_function);   // an application's own
//   ctx.add_function("app", "slug", slug);        // called as app::slug(x)
//   hcl::EvalContext per_service = ctx.child();   // sees env and the functions
//   per_service.set_variable("self", ...);
//
// As in the reference, a context (and its parents) that never had a variable
// set reports any variable as "Variables not allowed"; likewise functions.

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "hclc/function.h"
#include "hclc/value.h"

namespace hcl {

class EvalContext {
 public:
  EvalContext();
  ~EvalContext();
  EvalContext(EvalContext&&) noexcept;
  EvalContext& operator=(EvalContext&&) noexcept;
  EvalContext(const EvalContext&) = delete;
  EvalContext& operator=(const EvalContext&) = delete;

  // Adds or replaces a variable (a root name such as `var` in `var.port`).
  void set_variable(std::string name, Value value);
  // The variable visible here (in this scope or a parent's), if any.
  std::optional<Value> variable(std::string_view name) const;

  // Adds or replaces a function. Its name may be namespaced, as in today's
  // Terraform: "provider::aws::arn_parse" is called `provider::aws::arn_parse(arn)`.
  void add_function(std::string name, Function function);
  // The same, in a namespace: add_function("provider::aws", "arn_parse", f).
  void add_function(std::string_view namespace_name, std::string_view name, Function function);
  // The standard library, as the reference's applications offer it: numbers,
  // strings, regular expressions, collections, sets, encodings, dates,
  // conversions, and try, can and convert.
  void add_standard_functions();

  // A scope inside this one: its own variables and functions hide this
  // context's. The child keeps this context's data alive, and sees later
  // changes to it.
  EvalContext child() const;

  struct Impl;  // the library's own representation (src/api/internal.h)

 private:
  friend struct ImplAccess;  // how the library reaches the representation (src/api/internal.h)
  std::shared_ptr<Impl> impl_;
};

}  // namespace hcl
