#pragma once
// Evaluating standalone source text, as `hclc eval` and the differential
// tests do: parse an expression (or a standalone template), evaluate it with
// the given variables, the standard function library and try/can/convert.

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "diag/diagnostic.h"
#include "eval/context.h"
#include "eval/eval.h"
#include "runtime/function.h"
#include "syntax/source.h"

namespace hclc::eval {

// The standard library plus try, can and convert (what the reference's
// applications offer, and what `oracle eval` offers).
const FunctionTable& default_functions();

// Variables from a JSON object's text (`{"a": 1}`): each attribute's value
// with the types JSON implies. Problems are EvalInvalidVariables diagnostics.
bool add_json_variables(std::string_view json, EvalContext::Variables& vars, Diagnostics& diags);
// Variables from a file: `.json` as above; anything else as native syntax,
// each attribute of the file's body evaluated without variables or functions.
bool add_file_variables(const std::string& path, EvalContext::Variables& vars, Diagnostics& diags,
                        std::vector<std::unique_ptr<SourceFile>>* keep_sources = nullptr);

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

}  // namespace hclc::eval
