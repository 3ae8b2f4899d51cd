#pragma once
// `hclc fmt [FILE|DIR|-]...`: native-syntax files laid out as the reference's
// hclfmt lays them out (src/format). Without -w the result goes to standard
// output, as hclfmt does; no path, or `-`, is standard input. A file that
// does not parse is reported and left as it is. A JSON-syntax file (`.json`,
// or any input with --from-json) is converted to the native syntax first.

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace hclc::cli {

struct FmtOptions {
  std::vector<std::string> paths;  // empty: standard input
  bool write = false;              // -w: rewrite changed files in place
  bool check = false;              // -check: hclfmt's syntax check (always done here)
  bool require_no_change = false;  // exit 3 if anything changed or would change
  bool recursive = false;          // walk subdirectories of a directory
  bool diff = false;               // print a unified diff instead of the text
  bool list = false;               // print the names of files that change instead of the text
  bool from_json = false;          // read every input as the JSON syntax
  std::string diags_format = "text";
};

CLI::App* add_fmt_command(CLI::App& app, FmtOptions& options);
// 0 done; 2 an input has syntax errors (it is left as it is); 1 usage or I/O
// error; 3 with -require-no-change when some input was not formatted.
int run_fmt(const FmtOptions& options);

}  // namespace hclc::cli
