#include "eval/driver.h"


#include "eval/functions.h"
#include "runtime/json.h"
#include "runtime/stdlib/stdlib.h"
#include "syntax/parse.h"
#include "syntax/source.h"

namespace hclc::eval {

const FunctionTable& default_functions() {
  static const FunctionTable table = [] {
    FunctionTable t = standard_functions();
    add_expression_functions(t);
    return t;
  }();
  return table;
}

bool add_json_variables(std::string_view json, EvalContext::Variables& vars, Diagnostics& diags) {
  Result<Value> parsed = value_from_json(json);
  if (!parsed) {
    diags.add(DiagKind::EvalInvalidVariables, "The variables are not valid JSON: " + parsed.error().message + ".");
    return false;
  }
  if (!parsed->type().is_object() || !parsed->is_present()) {
    diags.add(DiagKind::EvalInvalidVariables, "The variables must be given as a JSON object.");
    return false;
  }
  for (const Value::Entry& e : parsed->entries()) vars.insert_or_assign(e.first, e.second);
  return true;
}

bool add_file_variables(const std::string& path, EvalContext::Variables& vars, Diagnostics& diags,
                        std::vector<std::unique_ptr<SourceFile>>* keep_sources) {
  std::optional<std::string> text = read_source_file(path);
  if (!text) {
    diags.add(DiagKind::FileError, "The file " + path + " could not be read.");
    return false;
  }
  if (path.size() >= 5 && path.compare(path.size() - 5, 5, ".json") == 0) return add_json_variables(*text, vars, diags);

  auto source = std::make_unique<SourceFile>(path, std::move(*text));
  Diagnostics file_diags;
  ir::File file = parse_config(*source, file_diags);
  bool ok = !file_diags.has_errors();
  if (ok) {
    for (ir::AttributeId id : file.root().attributes) {
      const ir::Attribute& attr = file.arena->attribute(id);
      vars.insert_or_assign(attr.name.text, evaluate(*file.arena, attr.expr, nullptr, file_diags));
    }
    ok = !file_diags.has_errors();
  }
  diags.append(file_diags);
  if (keep_sources) keep_sources->push_back(std::move(source));
  return ok;
}

StandaloneEvaluation evaluate_source(std::string filename, std::string text, bool as_template,
                                     const EvalContext::Variables& vars, const Limits& limits) {
  StandaloneEvaluation out;
  out.source = std::make_unique<SourceFile>(std::move(filename), std::move(text));
  ir::Expression expr = as_template ? parse_template(*out.source, out.diags) : parse_expression(*out.source, out.diags);
  if (out.diags.has_errors()) return out;
  out.parsed = true;
  EvalContext ctx;
  ctx.set_variables(vars);
  ctx.set_functions(&default_functions());
  out.value = evaluate(expr, &ctx, out.diags, limits);
  return out;
}

}  // namespace hclc::eval
