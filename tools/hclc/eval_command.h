#pragma once
// `hclc eval`: evaluate one expression (or standalone template) with the
// standard function library and variables, as the reference's
// `hcldec --with-type` / `oracle eval` do.

#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace hclc::cli {

struct EvalOptions {
  std::vector<std::string> vars;  // JSON object literals or .json/.hcl files; later ones win
  bool as_template = false;
  bool with_type = false;
  std::string diags_format = "text";
  std::string functions;  // "" (the standard library) or "terraform" (with the Terraform pack)
  std::string file;
  std::optional<std::string> expr;
};

CLI::App* add_eval_command(CLI::App& app, EvalOptions& options);
int run_eval(const EvalOptions& options);

}  // namespace hclc::cli
