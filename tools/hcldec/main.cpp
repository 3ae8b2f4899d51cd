// hcldec: the reference hcldec's command line over hclc (see hclc dec).

#include <CLI/CLI.hpp>

#include <iostream>

#include "../hclc/cli_conventions.h"
#include "../hclc/dec_command.h"

// The reference's hcldec exits 2 on every failure (usage, unreadable files,
// diagnostics) but a result JSON cannot hold (1); this one does too, so that
// scripts written for it work unchanged. `hclc dec` keeps hclc's convention
// (1 for usage and I/O).
constexpr int kReferenceFailureStatus = 2;
constexpr int kReferenceUnencodableStatus = 1;

namespace {

int run(int argc, char** argv) {
  CLI::App app{"hcldec: decode HCL files by a spec into JSON"};
  hclc::cli::DecOptions options;
  hclc::cli::add_dec_flags(app, options);
  app.footer(
      "Example:\n  hcldec --spec app.hcldec -V vars.json --with-type app.hcl\n\n"
      "Exit status: 0 success, 2 on any error (usage, unreadable file or error diagnostics), 1 when the "
      "result cannot be written as JSON (infinity) or --spec is missing, as the reference's hcldec.");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : kReferenceFailureStatus;
  }
  // Without --spec: the reference's message and its status 1 (run_dec).
  if (options.spec.empty() && !options.version) return hclc::cli::run_dec(options);
  const int status = hclc::cli::run_dec(options);
  if (status == hclc::cli::kExitResultNotEncodable) return kReferenceUnencodableStatus;
  return status == 0 ? 0 : kReferenceFailureStatus;
}

}  // namespace

int main(int argc, char** argv) {
  return hclc::cli::guarded_main("hcldec", kReferenceFailureStatus, [&] { return run(argc, argv); });
}
