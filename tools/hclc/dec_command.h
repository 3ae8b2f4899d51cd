#pragma once
// `hclc dec` and the `hcldec` executable: decode HCL files by an hcldec spec
// and print the result as JSON, flag-compatible with the reference's hcldec
// (same output and diagnostics). Exit statuses are hclc's: 0 success, 2 error
// diagnostics, 1 usage or I/O errors (the reference gives 2 for the last), and
// kExitResultNotEncodable.

#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace hclc::cli {

struct DecOptions {
  std::string spec;
  std::vector<std::string> vars;  // JSON object literals or .json/.hcl files; later ones win
  std::string diags_format;       // "" (text), "json", or hclc's "text", "brief", "kinds" (diag_output.h)
  std::string color = "auto";     // --color of `hclc dec` (diag_output.h)
  unsigned jobs = 1;              // files parsed at once (`hclc dec -j`)
  bool version = false;           // -v: print the version and exit
  bool with_type = false;
  bool keep_nulls = false;
  bool var_refs = false;
  std::string out;
  std::vector<std::string> files;  // none or `-`: read standard input as <stdin>; directories walked
  std::string functions;           // hclc dec only: "" (the spec's functions) or "terraform"
};

// Registers the reference's flags on `app` (a subcommand or the whole program).
void add_dec_flags(CLI::App& app, DecOptions& options);
CLI::App* add_dec_command(CLI::App& app, DecOptions& options);
int run_dec(const DecOptions& options);

// run_dec's status when the result has no JSON form (it holds infinity): the
// reference's hcldec exits 1 then, with a plain "Error: ..." line.
inline constexpr int kExitResultNotEncodable = 3;

// What -v prints: the reference hcldec's version line, which scripts check.
inline constexpr const char* kHcldecVersion = "0.0.1-dev";

}  // namespace hclc::cli
