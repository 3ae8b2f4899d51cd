#include "specsuite_command.h"

#include <filesystem>
#include <iostream>

#include "parallel.h"
#include "specsuite/runner.h"

namespace hclc::cli {
namespace {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;
constexpr int kExitFailures = 2;

// A path as the user will recognise it: relative to the directory argument
// it was found under.
std::string shown(const std::string& path, const std::filesystem::path& root) {
  std::error_code ec;
  if (!std::filesystem::is_directory(root, ec)) return path;
  std::filesystem::path relative = std::filesystem::path(path).lexically_relative(root);
  return relative.empty() ? path : relative.string();
}

struct Tally {
  int passed = 0;
  int failed = 0;
  int without_input = 0;
};

void report_case(const specsuite::CaseOutcome& outcome, const std::filesystem::path& root, bool quiet, Tally& tally) {
  if (!outcome.problems.empty()) {
    ++tally.failed;
    std::cout << "FAIL " << shown(outcome.test_path, root) << " (the case cannot run)\n";
    for (const std::string& p : outcome.problems) std::cout << "  " << p << "\n";
    return;
  }
  if (outcome.inputs.empty()) {
    ++tally.without_input;
    if (!quiet) std::cout << "SKIP " << shown(outcome.test_path, root) << " (no .hcl or .hcl.json input)\n";
    return;
  }
  for (const specsuite::InputOutcome& input : outcome.inputs) {
    if (input.failures.empty()) {
      ++tally.passed;
      if (!quiet) std::cout << "PASS " << shown(input.input_path, root) << "\n";
      continue;
    }
    ++tally.failed;
    std::cout << "FAIL " << shown(input.input_path, root) << "\n";
    for (const std::string& f : input.failures) std::cout << "  " << f << "\n";
  }
}

}  // namespace

CLI::App* add_specsuite_command(CLI::App& app, SpecsuiteOptions& options) {
  CLI::App* cmd = app.add_subcommand(
      "specsuite", "Run spec-suite cases (.t files, as the reference's hclspecsuite reads them) with hclc's decoder");
  cmd->add_option("paths", options.paths, "Directories searched recursively for .t files, or .t files")->required();
  cmd->add_flag("-q,--quiet", options.quiet, "Print only failures and the summary");
  add_jobs_option(*cmd, options.jobs);
  cmd->footer(
      "Each NAME.t beside NAME.hcldec is checked against NAME.hcl and NAME.hcl.json (whichever exist):\n"
      "the result value and type, the diagnostics' ranges, and the referenced variables (hcldec --var-refs).\n"
      "Prints PASS or FAIL per input (with each difference), then a summary; exit status 0 only if all pass.\n"
      "Cases run on -j threads at once; the output is in the order of the cases all the same.\n"
      "\n"
      "Example:\n"
      "  hclc specsuite tests/conformance   (in a checkout of hclc: its own cases)");
  return cmd;
}

int run_specsuite(const SpecsuiteOptions& options) {
  Tally tally;
  for (const std::string& path : options.paths) {
    std::string error;
    auto test_files = specsuite::find_test_files(path, error);
    if (!test_files) {
      std::cerr << "hclc specsuite: " << error << "\n";
      return kExitUsage;
    }
    std::vector<specsuite::CaseOutcome> outcomes(test_files->size());
    for_each_index(outcomes.size(), options.jobs,
                   [&](std::size_t i) { outcomes[i] = specsuite::run_case((*test_files)[i]); });
    for (const specsuite::CaseOutcome& outcome : outcomes) report_case(outcome, path, options.quiet, tally);
  }
  std::cout << tally.passed << " passed, " << tally.failed << " failed";
  if (tally.without_input) std::cout << ", " << tally.without_input << " without input";
  std::cout << "\n";
  return tally.failed ? kExitFailures : kExitOk;
}

}  // namespace hclc::cli
