#pragma once
// `hclc json FILE... [-o OUT]`: native-syntax files in the JSON syntax (see
// tojson/native_to_json.h), or with --hcl2json in the JSON that
// @cdktf/hcl2json's parse returns (tojson/hcl2json.h). Never writes to its input.

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "diag_output.h"

namespace hclc::cli {

struct JsonOptions {
  std::vector<std::string> files;  // files or directories; `-`: standard input
  std::string out;                 // empty: standard output (only with one input)
  unsigned jobs = 1;               // files converted at once
  bool hcl2json = false;           // the shape of @cdktf/hcl2json, one compact line per file
  DiagnosticsOutput diags;
};

CLI::App* add_json_command(CLI::App& app, JsonOptions& options);
int run_json(const JsonOptions& options);

}  // namespace hclc::cli
