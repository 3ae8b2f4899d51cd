#include "check_command.h"

#include <iostream>

#include "check/check.h"
#include "cli_conventions.h"
#include "diag/render.h"
#include "eval/driver.h"
#include "eval/typeexpr.h"
#include "input_session.h"
#include "ir/printer.h"
#include "runtime/json.h"
#include "source/source_file.h"
#include "syntax/parse.h"

namespace hclc::cli {
namespace {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;
constexpr int kExitDiagnostics = 2;

// A type written as a type expression: `list(string)`, `object({a=number})`,
// `any` (the dynamic pseudo-type).
Result<Type> type_from_expression(const std::string& name, const std::string& text) {
  SourceFile source("<type of " + name + ">", text);
  Diagnostics diags;
  ir::Expression expr = parse_expression(source, diags);
  std::optional<Type> type;
  if (!diags.has_errors()) type = eval::type_constraint(*expr.arena, expr.root, diags);
  for (const Diagnostic& d : diags)
    if (d.severity == Severity::Error) {
      std::string detail = d.detail;
      if (detail.ends_with(".")) detail.pop_back();  // the caller ends the sentence
      return Error{d.summary + ": " + detail};
    }
  if (!type) return Error{"not a type"};
  return *type;
}

// {"name": <type>, ...}: each type in the reference's JSON notation
// ("string", ["list","number"], ["object",{"a":"bool"}]) or as a type
// expression ("list(string)", "object({a=number})").
bool add_variable_types(const std::string& json, check::VariableTypes& types, Diagnostics& diags) {
  Result<Value> parsed = value_from_json(json);
  if (!parsed || !parsed->type().is_object() || !parsed->is_present()) {
    diags.add(DiagKind::EvalInvalidVariables, "--var-types must be a JSON object of type descriptions.");
    return false;
  }
  for (const Value::Entry& e : parsed->entries()) {
    Result<std::string> text = value_to_json(e.second);
    Result<Type> type = text ? type_from_json(*text) : Result<Type>(text.error());
    if (!type && e.second.type() == Type::string() && e.second.is_present())
      type = type_from_expression(e.first, e.second.as_string());
    if (!type) {
      diags.add(DiagKind::EvalInvalidVariables,
                "The type of \"" + e.first + "\" is not a valid type description: " + type.error().message + ".");
      return false;
    }
    types.insert_or_assign(e.first, *type);
  }
  return true;
}

}  // namespace

CLI::App* add_check_command(CLI::App& app, CheckOptions& options) {
  CLI::App* cmd = app.add_subcommand("check", "Type-check an expression or standalone template");
  cmd->add_option("-T,--var-types", options.var_types,
                  "Variable types: a JSON object {\"name\": type}, each type as cty JSON ([\"list\",\"string\"]) or a "
                  "type expression (\"list(string)\"); repeat -T for more (later ones win)")
      ->allow_extra_args(false);
  cmd->add_flag("--template", options.as_template, "Read the input as a standalone template");
  cmd->add_flag("--print-ir", options.print_ir, "Print the IR with each node's checked type");
  add_diagnostics_options(*cmd, options.diags);
  CLI::Option* file = cmd->add_option("file", options.file, "File holding the expression; - is standard input");
  CLI::Option* expr = cmd->add_option("-e,--expr", options.expr, "The expression (with --template: a template) itself");
  file->excludes(expr);
  cmd->callback([cmd, file, expr] {
    if (!*file && !*expr) throw CLI::RequiredError(cmd->get_name() + ": a FILE or -e EXPR");
  });
  cmd->footer(help_footer(R"(hclc check -T '{"xs": ["list", "string"]}' -e 'length(xs) + 1')"));
  return cmd;
}

int run_check(const CheckOptions& options) {
  Diagnostics diags;
  SourceSet sources;
  auto report = [&] { report_diagnostics(diags, sources, options.diags); };
  check::VariableTypes types;
  for (const std::string& json : options.var_types) {
    if (!add_variable_types(json, types, diags)) {
      report();
      return kExitDiagnostics;
    }
  }
  std::string text;
  if (options.expr) {
    text = *options.expr;
  } else {
    std::optional<std::string> contents = read_input(options.file);
    if (!contents) {
      diags.add(unreadable_input(options.file));
      report();
      return kExitUsage;
    }
    text = std::move(*contents);
  }
  SourceFile source(options.expr ? "<expr>" : input_name(options.file), std::move(text));
  sources.add(source);
  ir::Expression expr = options.as_template ? parse_template(source, diags) : parse_expression(source, diags);
  if (diags.has_errors()) {
    report();
    return kExitDiagnostics;
  }
  check::CheckResult result = check::check_expression(*expr.arena, expr.root, types, &eval::default_functions(), diags);
  if (options.print_ir) std::cout << ir::dump_expression(*expr.arena, expr.root, result.types.print_options());
  Result<std::string> type = type_to_json(result.type);
  std::cout << (type ? *type : result.type.friendly_name()) << "\n";
  report();
  return diags.has_errors() ? kExitDiagnostics : kExitOk;
}

}  // namespace hclc::cli
