#pragma once
// `hclc specsuite DIR...`: runs spec-suite cases (`.t` files beside an
// `.hcldec` spec and `.hcl`/`.hcl.json` inputs, as the reference's
// hclspecsuite harness reads them) with hclc's own decoder, in process.
// Exit status 0 when every case passes, 2 when one fails, 1 on usage errors.

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace hclc::cli {

struct SpecsuiteOptions {
  std::vector<std::string> paths;  // directories (searched recursively) or .t files
  bool quiet = false;              // print failures and the summary only
  unsigned jobs = 1;               // cases run at once
};

CLI::App* add_specsuite_command(CLI::App& app, SpecsuiteOptions& options);
int run_specsuite(const SpecsuiteOptions& options);

}  // namespace hclc::cli
