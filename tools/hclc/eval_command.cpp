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
// type and its refinements: (unknown string, not null, prefix "ab"). A value
// marked sensitive, wherever it is, shows as (sensitive value), as
// Terraform's console shows it.
void print_hcl(std::ostream& out, const Value& v, int indent) {
  const std::string pad(static_cast<std::size_t>(indent) * 2, ' ');
  if (v.has_mark(kSensitiveMark)) {
    out << kSensitiveValueText;
    return;
  }
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

// -U: {"name": TYPE, ...}, each TYPE in the reference's JSON notation
// ("string", ["list","number"]) or an object {"type": TYPE, ...refinements}
// with any of "not_null", "prefix", "lower", "lower_inclusive", "upper",
// "upper_inclusive", "min_length", "max_length": an unknown variable of
// that type, refined so.
bool add_unknown_variables(const std::string& json, eval::EvalContext::Variables& vars, Diagnostics& diags) {
  auto invalid = [&](const std::string& detail) {
    diags.add(DiagKind::EvalInvalidVariables, detail);
    return false;
  };
  Result<Value> parsed = value_from_json(json);
  if (!parsed || !parsed->type().is_object() || !parsed->is_present())
    return invalid("--unknown must be a JSON object of type descriptions.");
  for (const Value::Entry& e : parsed->entries()) {
    const Value* described = e.second.type().is_object() ? e.second.find("type") : &e.second;
    Result<std::string> text = described ? value_to_json(*described) : Result<std::string>(Error{"no \"type\""});
    Result<Type> type = text ? type_from_json(*text) : Result<Type>(text.error());
    if (!type)
      return invalid("The type of \"" + e.first + "\" is not a valid type description: " + type.error().message + ".");
    Refinement r;
    if (described != &e.second) {
      auto get = [&](const char* name, Type::Kind kind) -> const Value* {
        const Value* v = e.second.find(name);
        return v && v->is_present() && v->type().kind() == kind ? v : nullptr;
      };
      auto count = [&](const char* name) -> std::optional<std::size_t> {
        const Value* v = get(name, Type::Kind::Number);
        std::optional<std::int64_t> n = v ? v->as_number().to_int64() : std::nullopt;
        if (!n || *n < 0) return std::nullopt;
        return static_cast<std::size_t>(*n);
      };
      if (const Value* v = get("not_null", Type::Kind::Bool)) r.not_null = v->as_bool();
      if (const Value* v = get("prefix", Type::Kind::String)) r.prefix = v->as_string();
      if (const Value* v = get("lower", Type::Kind::Number)) r.lower = v->as_number();
      if (const Value* v = get("upper", Type::Kind::Number)) r.upper = v->as_number();
      if (const Value* v = get("lower_inclusive", Type::Kind::Bool)) r.lower_inclusive = v->as_bool();
      if (const Value* v = get("upper_inclusive", Type::Kind::Bool)) r.upper_inclusive = v->as_bool();
      r.min_length = count("min_length").value_or(0);
      r.max_length = count("max_length");
      const Type& t = *type;
      bool suits = (r.prefix.empty() || t.kind() == Type::Kind::String) &&
                   ((!r.lower && !r.upper) || t.kind() == Type::Kind::Number) &&
                   ((r.min_length == 0 && !r.max_length) || t.is_collection()) && (!r.not_null || !t.is_dynamic()) &&
                   !(r.lower && r.upper && *r.lower > *r.upper) && !(r.max_length && *r.max_length < r.min_length);
      if (!suits)
        return invalid("The refinements of \"" + e.first + "\" do not suit its type " + t.friendly_name() + ".");
    }
    vars.insert_or_assign(e.first, Value::unknown(*type, r));
  }
  return true;
}

}  // namespace

CLI::App* add_eval_command(CLI::App& app, EvalOptions& options) {
  CLI::App* cmd = app.add_subcommand("eval", "Evaluate an expression or standalone template");
  cmd->add_option("-V,--vars", options.vars, "Variables: a JSON object, or a .json/.hcl file (later ones win)")
      ->allow_extra_args(false);
  cmd->add_option("-U,--unknown", options.unknowns,
                  "Unknown variables: a JSON object {\"name\": type}, each type as cty JSON ([\"list\",\"string\"]) "
                  "or {\"type\": type, \"not_null\": true, \"prefix\": \"ab\", \"lower\": 0, \"max_length\": 3, ...}")
      ->allow_extra_args(false);
  cmd->add_flag("--template", options.as_template, "Read the input as a standalone template");
  cmd->add_flag("--with-type", options.with_type,
                "Print {\"type\":…,\"value\":…} byte for byte as hcldec --with-type does (which leaves out "
                "object attributes whose value is null)");
  cmd->add_flag("--keep-nulls", options.keep_nulls,
                "With --with-type: keep null object attributes, printing {\"value\":…,\"type\":…} as hcldec "
                "--with-type --keep-nulls and the reference's oracle eval do");
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
  cmd->footer(
      "Prints the value in HCL's notation: strings quoted as JSON quotes them, numbers as written, lists and\n"
      "objects one element a line, an unknown as (unknown TYPE), a value marked sensitive as (sensitive value);\n"
      "--with-type prints JSON, -r a string bare (both show sensitive values as they are).\n\n" +
      help_footer(R"(hclc eval -V '{"name": "world"}' -e '"Hello, ${name}!"')"));
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
  for (const std::string& json : options.unknowns) {
    if (!add_unknown_variables(json, vars, diags)) {
      report(diags);
      return exit_status_for(diags);
    }
  }

  std::string name = options.expr ? "<expr>" : input_name(options.file);
  std::string text;
  if (options.expr) {
    text = *options.expr;
  } else {
    std::optional<std::string> contents = read_input(options.file);
    if (!contents) {
      diags.add(unreadable_input(options.file));
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
    Result<std::string> json = hcldec_result_json(result.value, /*with_type=*/true, options.keep_nulls);
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
