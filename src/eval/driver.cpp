#include "eval/driver.h"

#include "eval/functions.h"
#include "runtime/stdlib/stdlib.h"
#include "source/source_file.h"
#include "syntax/parse.h"

namespace hclc::eval {

const FunctionTable& default_functions() {
  static const FunctionTable table = [] {
    FunctionTable t = standard_functions();
    add_expression_functions(t);
    return t;
  }();
  return table;
}

StandaloneEvaluation evaluate_source(std::string filename, std::string text, bool as_template,
                                     const EvalContext::Variables& vars, const Limits& limits) {
  return evaluate_source(std::move(filename), std::move(text), as_template, vars, default_functions(), limits);
}

StandaloneEvaluation evaluate_source(std::string filename, std::string text, bool as_template,
                                     const EvalContext::Variables& vars, const FunctionTable& functions,
                                     const Limits& limits) {
  StandaloneEvaluation out;
  out.source = std::make_unique<SourceFile>(std::move(filename), std::move(text));
  ir::Expression expr = as_template ? parse_template(*out.source, out.diags) : parse_expression(*out.source, out.diags);
  if (out.diags.has_errors()) return out;
  out.parsed = true;
  EvalContext ctx;
  ctx.set_variables(vars);
  ctx.set_functions(&functions);
  out.value = evaluate(expr, &ctx, out.diags, limits);
  return out;
}

}  // namespace hclc::eval
