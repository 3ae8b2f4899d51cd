#include "eval_command.h"

#include <iostream>

#include "cli_conventions.h"
#include "diag/render.h"
#include "diag_output.h"
#include "eval/driver.h"
#include "function_packs.h"
#include "input_session.h"
#include "runtime/json.h"
#include "source/source_file.h"

namespace hclc::cli {
namespace {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;
constexpr int kExitDiagnostics = 2;

bool is_identifier(const std::string& s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-')) return false;
  return true;
}

// A value in HCL notation, for a person to read. An unknown value shows its
// type and its refinements: (unknown string, not null, prefix "ab").
void print_hcl(std::ostream& out, const Value& v, int indent) {
  const std::string pad(static_cast<std::size_t>(indent) * 2, ' ');
  if (!v.is_known()) {
    out << "(unknown " << v.type().friendly_name();
    if (const Refinement* r = v.refinement()) out << ", " << describe(*r);
    out << ")";
    return;
  }
  if (v.is_null()) {
    out << "null";
    return;
  }
  const Type& t = v.type();
  switch (t.kind()) {
    case Type::Kind::String: out << json_quote(v.as_string()); return;
    case Type::Kind::Number: out << v.as_number().to_display_string(); return;
    case Type::Kind::Bool: out << (v.as_bool() ? "true" : "false"); return;
    case Type::Kind::List:
    case Type::Kind::Set:
    case Type::Kind::Tuple: {
      if (v.length() == 0) {
        out << "[]";
        return;
      }
      out << "[\n";
      for (const Value& e : v.elements()) {
        out << pad << "  ";
        print_hcl(out, e, indent + 1);
        out << ",\n";
      }
      out << pad << "]";
      return;
    }
    case Type::Kind::Map:
    case Type::Kind::Object: {
      if (v.length() == 0) {
        out << "{}";
        return;
      }
      out << "{\n";
      for (const Value::Entry& e : v.entries()) {
        out << pad << "  " << (is_identifier(e.first) ? e.first : json_quote(e.first)) << " = ";
        print_hcl(out, e.second, indent + 1);
        out << "\n";
      }
      out << pad << "}";
      return;
    }
    default: out << "(" << t.friendly_name() << ")"; return;
  }
}

}  // namespace

CLI::App* add_eval_command(CLI::App& app, EvalOptions& options) {
  CLI::App* cmd = app.add_subcommand("eval", "Evaluate an expression or standalone template");
  cmd->add_option("-V,--vars", options.vars, "Variables: a JSON object, or a .json/.hcl file (later ones win)")
      ->allow_extra_args(false);
  cmd->add_flag("--template", options.as_template, "Read the input as a standalone template");
  cmd->add_flag("--with-type", options.with_type, "Print {\"value\":…,\"type\":…} as hcldec --with-type does");
  cmd->add_flag("-r,--raw", options.raw, "Print a string result as it is, without quotes or escapes");
  add_diagnostics_options(*cmd, options.diags);
  add_functions_flag(*cmd, options.functions);
  CLI::Option* file = cmd->add_option("file", options.file, "File holding the expression; - is standard input");
  CLI::Option* expr = cmd->add_option("-e,--expr", options.expr, "The expression (with --template: a template) itself");
  file->excludes(expr);
  cmd->callback([cmd, file, expr] {
    if (!*file && !*expr)
      throw CLI::RequiredError(cmd->get_name() + ": a FILE (- for standard input) or -e/--expr TEXT");
  });
  cmd->footer(help_footer(R"(hclc eval -V '{"name": "world"}' -e '"Hello, ${name}!"')"));
  return cmd;
}

int run_eval(const EvalOptions& options) {
  Diagnostics diags;
  SourceSet sources;
  auto report_with = [&](const Diagnostics& d, const SourceSet& shown) { report_diagnostics(d, shown, options.diags); };
  auto report = [&](const Diagnostics& d) { report_with(d, sources); };

  // Variables as hcldec reads its --vars.
  InputSession variables;
  eval::EvalContext::Variables vars;
  for (std::size_t i = 0; i < options.vars.size(); ++i) variables.add_variables(options.vars[i], i, vars);
  if (variables.diags.has_errors()) {
    report_with(variables.diags, variables.source_set);
    return exit_status_for(variables.diags);
  }

  std::string name = options.expr ? "<expr>" : input_name(options.file);
  std::string text;
  if (options.expr) {
    text = *options.expr;
  } else {
    std::optional<std::string> contents = read_input(options.file);
    if (!contents) {
      diags.add(DiagKind::FileError, "The file " + options.file + " could not be read.");
      report(diags);
      return kExitUsage;
    }
    text = std::move(*contents);
  }

  eval::StandaloneEvaluation result = options.functions.empty()
                                          ? eval::evaluate_source(name, std::move(text), options.as_template, vars)
                                          : eval::evaluate_source(name, std::move(text), options.as_template, vars,
                                                                  functions_for_cli(options.functions));
  sources.add(*result.source);
  diags.append(result.diags);
  if (diags.has_errors()) {
    report(diags);
    return kExitDiagnostics;
  }
  if (options.with_type) {
    Result<std::string> json = typed_value_to_json(result.value);
    if (!json) {
      Diagnostics encode;
      encode.add(DiagKind::EvalResultNotEncodable, json.error().message);
      report(encode);
      return kExitDiagnostics;
    }
    std::cout << *json << "\n";
  } else if (options.raw && result.value.is_known() && !result.value.is_null() &&
             result.value.type().kind() == Type::Kind::String) {
    std::cout << result.value.as_string() << "\n";
  } else {
    print_hcl(std::cout, result.value, 0);
    std::cout << "\n";
  }
  if (!diags.empty()) report(diags);  // warnings
  return kExitOk;
}

}  // namespace hclc::cli
