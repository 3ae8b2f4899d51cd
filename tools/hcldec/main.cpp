// hcldec: the reference hcldec's command line over hclc (see hclc dec).

#include <CLI/CLI.hpp>

#include <iostream>

#include "../hclc/cli_conventions.h"
#include "../hclc/dec_command.h"

int main(int argc, char** argv) {
  CLI::App app{"hcldec: decode HCL files by a spec into JSON"};
  hclc::cli::DecOptions options;
  hclc::cli::add_dec_flags(app, options);
  bool version = false;
  app.add_flag("-v,--version", version, "show the version number and immediately exit");
  app.footer(hclc::cli::help_footer("hcldec --spec app.hcldec -V vars.json --with-type app.hcl"));
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 1;
  }
  if (version) {
    std::cout << "0.0.1-dev\n";
    return 0;
  }
  if (options.spec.empty()) {
    std::cerr << "Error: the --spec=... argument is required\n";
    return 1;
  }
  return hclc::cli::run_dec(options);
}
