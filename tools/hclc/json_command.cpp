#include "json_command.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli_conventions.h"
#include "diag/render.h"
#include "diag_output.h"
#include "syntax/parse.h"
#include "source/source_file.h"
#include "tojson/native_to_json.h"

namespace hclc::cli {
namespace {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;
constexpr int kExitDiagnostics = 2;

void report(const Diagnostics& diags, const SourceSet& sources, const std::string& format) {
  if (diags.empty()) return;
  if (format == "json")
    std::cerr << render_json(diags);
  else if (format == "brief")
    print_diagnostics_brief(std::cerr, diags);
  else
    std::cerr << render_text(diags, sources, stderr_text_options(kTextWidth));
}

bool same_file(const std::string& a, const std::string& b) {
  std::error_code ignored;
  return std::filesystem::equivalent(a, b, ignored);
}

}  // namespace

CLI::App* add_json_command(CLI::App& app, JsonOptions& options) {
  CLI::App* cmd = app.add_subcommand("json", "Convert a native-syntax file to the JSON syntax");
  cmd->add_option("file", options.file, "Native-syntax configuration file")->required();
  cmd->add_option("-o,--out", options.out, "Write the JSON to this file (never the input) instead of standard output");
  cmd->add_option("--diags", options.diags_format, "Diagnostics format: text, json (hcldec's) or brief (one line each)")
      ->check(CLI::IsMember({"text", "json", "brief"}));
  cmd->footer(help_footer("hclc json main.tf -o main.tf.json"));
  return cmd;
}

int run_json(const JsonOptions& options) {
  Diagnostics diags;
  SourceSet sources;
  if (!options.out.empty() && (options.out == options.file || same_file(options.out, options.file))) {
    std::cerr << "Error: the output " << options.out << " is the input file; hclc json never overwrites its input\n";
    return kExitUsage;
  }
  std::optional<std::string> text = read_source_file(options.file);
  if (!text) {
    diags.add(DiagKind::FileError, "The file " + options.file + " could not be read.");
    report(diags, sources, options.diags_format);
    return kExitUsage;
  }
  SourceFile source(options.file, std::move(*text));
  sources.add(source);
  ir::File file = parse_config(source, diags);
  report(diags, sources, options.diags_format);
  if (diags.has_errors()) return kExitDiagnostics;

  std::string json = tojson::native_to_json(file, source.text());
  if (options.out.empty()) {
    std::cout << json;
    return kExitOk;
  }
  std::ofstream out(options.out, std::ios::binary);
  out << json;
  out.close();
  if (!out) {
    std::cerr << "Error: cannot write " << options.out << "\n";
    return kExitUsage;
  }
  return kExitOk;
}

}  // namespace hclc::cli
