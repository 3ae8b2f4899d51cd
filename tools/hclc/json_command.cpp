#include "json_command.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli_conventions.h"
#include "diag/render.h"
#include "diag_output.h"
#include "input_session.h"
#include "parallel.h"
#include "source/source_file.h"
#include "syntax/parse.h"
#include "tojson/hcl2json.h"
#include "tojson/native_to_json.h"

namespace hclc::cli {
namespace {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;
constexpr int kExitDiagnostics = 2;

bool same_file(const std::string& a, const std::string& b) {
  std::error_code ignored;
  return std::filesystem::equivalent(a, b, ignored);
}

// One input converted: the JSON, or the diagnostics that stopped it.
struct Conversion {
  std::unique_ptr<SourceFile> source;  // null when unreadable
  Diagnostics diags;
  std::string json;
  std::string shape_error;  // why the file has no hcl2json shape (hcl2json's message)
};

Conversion convert(const std::string& argument, bool hcl2json) {
  Conversion c;
  std::optional<std::string> text = read_input(argument);
  if (!text) {
    c.diags.add(unreadable_input(argument));
    return c;
  }
  c.source = std::make_unique<SourceFile>(input_name(argument), std::move(*text));
  ir::File file = parse_config(*c.source, c.diags);
  if (c.diags.has_errors()) return c;
  if (!hcl2json) {
    c.json = tojson::native_to_json(file, c.source->text(), c.diags);
    return c;
  }
  tojson::Hcl2JsonResult result = tojson::native_to_hcl2json(file, c.source->text());
  if (result.error) {
    c.shape_error = std::move(result.error->message);
    return c;
  }
  c.json = std::move(result.json) + "\n";
  return c;
}

}  // namespace

CLI::App* add_json_command(CLI::App& app, JsonOptions& options) {
  CLI::App* cmd = app.add_subcommand("json", "Convert native-syntax files to the JSON syntax");
  cmd->add_option("files", options.files,
                  "Native-syntax configuration files or directories (- is standard input); several are "
                  "written one after another, in order")
      ->required();
  cmd->add_option("-o,--out", options.out, "Write the JSON to this file (never the input) instead of standard output");
  cmd->add_flag("--hcl2json", options.hcl2json,
                "The JSON that @cdktf/hcl2json's parse returns (blocks as arrays, sorted keys), one line per file, "
                "instead of the JSON syntax");
  add_jobs_option(*cmd, options.jobs);
  add_diagnostics_options(*cmd, options.diags);
  cmd->footer(help_footer("hclc json main.tf -o main.tf.json"));
  return cmd;
}

int run_json(const JsonOptions& options) {
  std::vector<std::string> files = expand_inputs(options.files, /*native_only=*/true);
  if (!options.out.empty() && files.size() != 1) {
    std::cerr << "Error: -o takes the JSON of one input file; " << files.size() << " were given\n";
    return kExitUsage;
  }
  if (!options.out.empty() && (options.out == files.front() || same_file(options.out, files.front()))) {
    std::cerr << "Error: the output " << options.out << " is the input file; hclc json never overwrites its input\n";
    return kExitUsage;
  }
  std::vector<Conversion> conversions(files.size());
  for_each_index(files.size(), options.jobs,
                 [&](std::size_t i) { conversions[i] = convert(files[i], options.hcl2json); });

  Diagnostics diags;
  SourceSet sources;
  bool unreadable = false;
  bool shapeless = false;
  std::string json;
  for (const Conversion& c : conversions) {
    if (!c.shape_error.empty()) std::cerr << "Error: " << c.source->filename() << ": " << c.shape_error << "\n";
    shapeless = shapeless || !c.shape_error.empty();
    if (c.source && !c.diags.empty()) sources.add(*c.source, reparsed_context(*c.source, /*json=*/false));
    unreadable = unreadable || !c.source;
    diags.append(c.diags);
    json += c.json;
  }
  report_diagnostics(diags, sources, options.diags);
  if (unreadable) return kExitUsage;
  if (diags.has_errors() || shapeless) return kExitDiagnostics;

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
