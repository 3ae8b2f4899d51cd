#pragma once
// `hclc check`: the type of an expression (or standalone template) and the
// errors provable from the variables' types alone, without values.

#include <optional>
#include <string>

#include <CLI/CLI.hpp>

namespace hclc::cli {

struct CheckOptions {
  std::vector<std::string> var_types;  // JSON objects {"name": <type JSON>}; later ones win
  bool as_template = false;
  bool print_ir = false;
  std::string diags_format = "text";
  std::string file;
  std::optional<std::string> expr;
};

CLI::App* add_check_command(CLI::App& app, CheckOptions& options);
int run_check(const CheckOptions& options);

}  // namespace hclc::cli
