#pragma once
// The evaluation context: variables by name, the functions that may be
// called, and child scopes (for-expressions) whose names hide their parents'.
//
// A context without variables (no set_variables / add_variable) behaves like
// the reference's nil variable map: names are reported as "Variables not
// allowed" unless a parent has variables. Likewise for functions.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/function.h"
#include "runtime/value.h"

namespace hclc::eval {

// Bounds on one evaluation, so that an expression cannot run away; passing
// one stops the evaluation with an error diagnostic at the expression.
struct Limits {
  // Nesting of expression evaluation (each node entered counts one level).
  // By default only the stack bounds it (StackBudget), as it bounds the
  // parser, so that whatever parses evaluates.
  std::size_t max_depth = SIZE_MAX;
  // Total work: nodes evaluated plus elements produced by for-expressions,
  // splats and templates. Exceeding it stops evaluation with a diagnostic.
  // Ten million units is some thirty times a for-expression over a
  // 100,000-element list, and keeps a runaway (three nested fors over
  // range(1024)) under about a gigabyte before it stops.
  std::size_t max_work = 10'000'000;
  // The longest string a template may build, in bytes.
  std::size_t max_string_bytes = 256u << 20;
};

class EvalContext {
 public:
  using Variables = std::map<std::string, Value, std::less<>>;

  EvalContext() = default;

  // A child scope of `parent`; `parent` must outlive the child.
  static EvalContext child_of(const EvalContext* parent) {
    EvalContext c;
    c.parent_ = parent;
    return c;
  }

  void set_variables(Variables variables) { variables_ = std::move(variables); }
  void add_variable(std::string name, Value value) {
    if (!variables_) variables_.emplace();
    variables_->insert_or_assign(std::move(name), std::move(value));
  }
  // Binds a for-expression's key or value variable (slot 0 or 1; a later
  // slot hides an earlier one of the same name) to a value the caller keeps
  // alive. One scope is rebound for every element, without a map or a copy.
  static constexpr std::size_t kMaxBindings = 2;
  void bind(std::size_t slot, std::string_view name, const Value* value) {
    bindings_.at(slot) = {name, value};
    binding_count_ = std::max(binding_count_, slot + 1);
  }
  void set_functions(const FunctionTable* functions) { functions_ = functions; }
  // The limits of evaluations in this context and its children (unless they set their own).
  void set_limits(const Limits& limits) { limits_ = limits; }

  const EvalContext* parent() const { return parent_; }
  const std::optional<Variables>& variables() const { return variables_; }
  struct Binding {
    std::string_view name;
    const Value* value = nullptr;
  };
  std::span<const Binding> bindings() const { return std::span(bindings_).first(binding_count_); }
  // Whether names are looked up here (variables set, or any bound).
  bool has_variables() const { return variables_ || binding_count_ != 0; }
  const FunctionTable* functions() const { return functions_; }
  // This context's own limits, or its nearest parent's; Limits{} if none set any.
  Limits limits() const {
    for (const EvalContext* c = this; c; c = c->parent_)
      if (c->limits_) return *c->limits_;
    return {};
  }

 private:
  std::optional<Variables> variables_;
  std::array<Binding, kMaxBindings> bindings_{};
  std::size_t binding_count_ = 0;
  std::optional<Limits> limits_;
  const FunctionTable* functions_ = nullptr;
  const EvalContext* parent_ = nullptr;
};

// What a name lookup through a chain of contexts finds.
struct VariableLookup {
  const Value* value = nullptr;  // found
  bool any_scope_has_variables = false;
  std::vector<std::string> all_names;  // every visible name, for suggestions
};
VariableLookup lookup_variable(const EvalContext* ctx, std::string_view name);

struct FunctionLookup {
  const Function* function = nullptr;
  bool any_scope_has_functions = false;
  std::vector<std::string> all_names;  // the innermost scope's names, for suggestions
};
FunctionLookup lookup_function(const EvalContext* ctx, std::string_view name);

// The reference's "did you mean": the first candidate within edit distance 2
// (counting code points). Candidates are tried in byte order; empty if none.
std::string name_suggestion(std::string_view given, const std::vector<std::string>& candidates);

}  // namespace hclc::eval
