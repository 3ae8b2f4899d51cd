#pragma once
// `hclc json FILE [-o OUT]`: a native-syntax file in the JSON syntax (see
// tojson/native_to_json.h). Never writes to its input.

#include <string>

#include <CLI/CLI.hpp>

namespace hclc::cli {

struct JsonOptions {
  std::string file;
  std::string out;               // empty: standard output
  std::string diags_format = "text";
};

CLI::App* add_json_command(CLI::App& app, JsonOptions& options);
// 0 written, 2 syntax errors (nothing written), 1 usage or I/O error.
int run_json(const JsonOptions& options);

}  // namespace hclc::cli
