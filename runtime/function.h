#pragma once
// Functions of the information model: positional parameters and an optional
// variadic one, a callback that computes the result type from the arguments,
// and an implementation.
//
// Callers (the evaluator) convert each argument to its parameter's type
// first, reporting "Invalid value for "x" parameter" themselves; the function
// then checks, in this order, for each argument: null where nulls are not
// allowed ("argument must not be null"), then a dynamic type where dynamic is
// not allowed (the result type becomes dynamic), then the type against the
// parameter's type specification. Errors carry Error::argument, the index of
// the argument at fault. A call with a not wholly known argument whose
// parameter does not allow unknowns returns an unknown of the result type
// without running the implementation; a parameter that allows unknown
// elements lets a known collection with unknown elements through (the
// reference computes much of such a call from what is known: reverse keeps
// the elements, contains(["a", s], "a") is true), and only an argument that
// is itself unknown makes the call's result unknown.
//
// Marks (runtime/marks.h), as cty's function.Call treats them: an argument
// for a parameter that does not allow marks reaches the result-type callback
// and the implementation with no marks anywhere inside it, and the result
// gets all of them; an unknown result made for unknown arguments gets none.
// A parameter that allows marks sees the value as given.
//
// A function may promise refinements of its results (cty's RefineResult):
// every result that is unknown, and not of the dynamic type, gets them (see
// runtime/value_range.h), whether the implementation made it or the call
// did for unknown arguments.
//
// Functions that take expressions rather than values (try, can) are built on
// this too: their parameter type is a capsule type that the evaluator defines,
// and the evaluator passes capsule values wrapping the unevaluated expressions.

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/refinement.h"
#include "runtime/result.h"
#include "runtime/type.h"
#include "runtime/value.h"

namespace hclc {

struct Parameter {
  std::string name;
  // A type specification: the dynamic pseudo-type in it accepts any type.
  Type type;
  bool allow_null = false;
  bool allow_unknown = false;  // the implementation sees unknown values
  bool allow_dynamic = false;  // the result-type callback sees dynamic types
  bool allow_marked = false;   // the implementation sees marks and passes them on itself
  // The implementation sees known values with unknown values inside them
  // (implied by allow_unknown).
  bool allow_unknown_elements = false;
};

class Function {
 public:
  // The result type for these arguments (values may be unknown, but only
  // dynamic-typed where the parameter allows it).
  using ResultTypeCallback = std::function<Result<Type>(std::span<const Value> args)>;
  // The result; `result_type` is what the result-type callback returned.
  using Implementation = std::function<Result<Value>(std::span<const Value> args, const Type& result_type)>;

  struct Spec {
    std::vector<Parameter> parameters;
    std::optional<Parameter> variadic;
    ResultTypeCallback result_type;
    Implementation implementation;
    std::optional<Refinement> result_refinement = std::nullopt;
  };

  explicit Function(Spec spec);
  // The same function, promising `refinement` of its results as well.
  Function with_result_refinement(const Refinement& refinement) const;

  // A result-type callback for a function whose result type is fixed.
  static ResultTypeCallback returns(Type type);

  const std::vector<Parameter>& parameters() const { return spec_->parameters; }
  const std::optional<Parameter>& variadic() const { return spec_->variadic; }
  // The parameter that receives argument `index`, or nullptr if there is none
  // (too many arguments for a function without a variadic parameter).
  const Parameter* parameter_for(std::size_t index) const;

  // Checks the arguments and computes the result type. Errors: "not enough
  // function arguments", "too many function arguments", the per-argument
  // checks above, or the callback's own.
  Result<Type> result_type(std::span<const Value> args) const;
  // result_type(), then the implementation (or an unknown result, see above).
  // A result that does not conform to the result type is an error.
  Result<Value> call(std::span<const Value> args) const;

 private:
  std::shared_ptr<const Spec> spec_;
};

// The functions an evaluation context offers, by name.
class FunctionTable {
 public:
  // Adds or replaces.
  void add(std::string name, Function function);
  // Removes; false if there was no such function.
  bool remove(std::string_view name);
  const Function* find(std::string_view name) const;
  std::size_t size() const { return functions_.size(); }
  // Names in byte order.
  std::vector<std::string> names() const;

 private:
  std::map<std::string, Function, std::less<>> functions_;
};

}  // namespace hclc
