#pragma once
// `hclc check`: the type of an expression (or standalone template) and the
// errors provable from the variables' types alone, without values.

#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "diag_output.h"

namespace hclc::cli {

struct CheckOptions {
  std::vector<std::string> var_types;  // JSON objects {"name": <type JSON>}; later ones win
  bool as_template = false;
  bool print_ir = false;
  DiagnosticsOutput diags;  // --diags and --color
  std::string file;         // `-`: standard input
  std::optional<std::string> expr;
};

CLI::App* add_check_command(CLI::App& app, CheckOptions& options);
int run_check(const CheckOptions& options);

}  // namespace hclc::cli
