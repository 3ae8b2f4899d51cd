#pragma once
// The evaluation context: which variables and functions expressions may use.
//
//   hcl::EvalContext ctx;
//   ctx.set_variable("env", hcl::Value::string("prod"));
//   ctx.add_standard_functions();                 // upper, join, jsonencode, try, ...
//   ctx.remove_function("jsondecode");            // all but this one
//   ctx.add_function("double_it", my_function);   // an application's own
//   ctx.add_function("app", "slug", slug);        // called as app::slug(x)
//   hcl::EvalContext per_service = ctx.child();   // sees env and the functions
//   per_service.set_variable("self", ...);
//
// As in the reference, a context (and its parents) that never had a variable
// set reports any variable as "Variables not allowed"; likewise functions.
//
// Evaluation is bounded (EvalLimits), so that a file from anywhere cannot run
// away: `[for a in range(1024): [for b in range(1024): [for c in range(1024): a]]]`
// stops with an "Evaluation too large" error at the expression. The default
// bounds are far above what real configurations reach.

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "hclc/function.h"
#include "hclc/functions.h"
#include "hclc/value.h"

namespace hcl {

class Body;

// Bounds on each evaluation in a context; passing one stops that evaluation
// with an error diagnostic whose range is the expression that passed it.
struct EvalLimits {
  // Expressions nested inside one another while evaluating ("Expression too
  // deeply nested"). By default (SIZE_MAX) only the stack bounds the nesting,
  // as it bounds the parser's: whatever parses evaluates. A lower number
  // bounds it further.
  std::size_t max_depth = SIZE_MAX;
  // Steps: expressions evaluated, plus elements produced by for-expressions,
  // splats and template loops ("Evaluation too large"). Ten million is some
  // thirty times a for-expression over a 100,000-element list.
  std::size_t max_steps = 10'000'000;
  // The longest string one template may build, in bytes.
  std::size_t max_string_bytes = 256u << 20;
};

class EvalContext {
 public:
  EvalContext();
  ~EvalContext();
  EvalContext(EvalContext&&) noexcept;
  EvalContext& operator=(EvalContext&&) noexcept;
  EvalContext(const EvalContext&) = delete;
  EvalContext& operator=(const EvalContext&) = delete;

  // Adds or replaces a variable (a root name such as `var` in `var.port`).
  void set_variable(std::string name, const Value& value);
  // The variable visible here (in this scope or a parent's), if any.
  std::optional<Value> variable(std::string_view name) const;

  // Adds or replaces a function. Its name may be namespaced, as in today's
  // Terraform: "provider::aws::arn_parse" is called `provider::aws::arn_parse(arn)`.
  void add_function(std::string name, const Function& function);
  // The same, in a namespace: add_function("provider::aws", "arn_parse", f).
  void add_function(std::string_view namespace_name, std::string_view name, const Function& function);
  // The standard library, as the reference's applications offer it: numbers,
  // strings, regular expressions, collections, sets, encodings, dates,
  // conversions, and try, can and convert.
  void add_standard_functions();
  // One theme of it (see functions.h); add several for several themes.
  void add_standard_functions(FunctionTheme theme);

  // Removes a function from this scope (a parent's stays visible); false if
  // this scope had none of that name. Namespaced names as for add_function.
  bool remove_function(std::string_view name);
  bool remove_function(std::string_view namespace_name, std::string_view name);
  // The function a call of `name` here would reach (this scope's, else the
  // nearest parent's), if any.
  std::optional<Function> function(std::string_view name) const;
  // Every function callable here (this scope's and its parents'), in byte order.
  std::vector<std::string> function_names() const;

  // Bounds evaluations in this context and in its children (unless a child
  // sets its own).
  void set_limits(const EvalLimits& limits);
  // The bounds in force here: this context's, or its nearest parent's.
  EvalLimits limits() const;

  // A scope inside this one: its own variables and functions hide this
  // context's. The child keeps this context's data alive, and sees later
  // changes to it.
  EvalContext child() const;

  struct Impl;  // the library's own representation (src/api/internal.h)

 private:
  // Keeps the scope alive as long as the expanded body (extensions.h).
  friend Body expand_dynamic_blocks(const Body& body, const EvalContext& ctx);

  friend struct ImplAccess;  // how the library reaches the representation (src/api/internal.h)
  std::shared_ptr<Impl> impl_;
};

}  // namespace hcl
