#pragma once
// Evaluating standalone source text, as `hclc eval` and the differential
// tests do: parse an expression (or a standalone template), evaluate it with
// the given variables, the standard function library and try/can/convert.

#include <memory>
#include <optional>
#include <string>

#include "diag/diagnostic.h"
#include "eval/context.h"
#include "eval/eval.h"
#include "runtime/function.h"
#include "source/source_file.h"

namespace hclc::eval {

// The standard library plus try, can and convert (what the reference's
// applications offer, and what `oracle eval` offers).
const FunctionTable& default_functions();

struct StandaloneEvaluation {
  std::unique_ptr<SourceFile> source;
  Value value;
  Diagnostics diags;
  bool parsed = false;  // false when syntax errors stopped evaluation
};

// Parses `text` (named `filename` in diagnostics) and, without syntax errors,
// evaluates it in a context holding `vars` and default_functions().
StandaloneEvaluation evaluate_source(std::string filename, std::string text, bool as_template,
                                     const EvalContext::Variables& vars, const Limits& limits = {});
// The same with other functions than default_functions() (an extension pack's).
StandaloneEvaluation evaluate_source(std::string filename, std::string text, bool as_template,
                                     const EvalContext::Variables& vars, const FunctionTable& functions,
                                     const Limits& limits = {});

}  // namespace hclc::eval
