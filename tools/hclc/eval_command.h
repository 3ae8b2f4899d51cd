#pragma once
// `hclc eval`: evaluate one expression (or standalone template) with the
// standard function library and variables, as the reference's
// `hcldec --with-type` / `oracle eval` do.

#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "diag_output.h"

namespace hclc::cli {

struct EvalOptions {
  std::vector<std::string> vars;      // JSON object literals or .json/.hcl files; later ones win
  std::vector<std::string> unknowns;  // -U: JSON objects of unknown variables' types (and refinements)
  bool as_template = false;
  bool with_type = false;
  bool keep_nulls = false;  // with --with-type: hcldec --with-type --keep-nulls's {"value":…,"type":…}
  bool raw = false;         // -r: a string result printed as it is, without quotes or escapes
  DiagnosticsOutput diags;
  std::string functions;  // "" (the standard library) or "terraform" (with the Terraform pack)
  std::string file;       // `-`: standard input
  std::optional<std::string> expr;
};

CLI::App* add_eval_command(CLI::App& app, EvalOptions& options);
int run_eval(const EvalOptions& options);

}  // namespace hclc::cli
