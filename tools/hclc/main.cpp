// hclc: the command-line front door. Each subcommand is one job of the
// library; exit status 0 on success, 2 when input has error diagnostics, 1 on
// usage or I/O errors.

#include <CLI/CLI.hpp>

#include <iostream>

int main(int argc, char** argv) {
  CLI::App app{"hclc: HCL v2 (the HashiCorp Configuration Language) in C++"};
  app.require_subcommand(1);
  app.set_version_flag("-v,--version", "hclc 0.1.0");

  std::string demo_dir;
  CLI::App* demo = app.add_subcommand("demo", "Show hclc at work on a bundled example (what tools/run runs)");
  demo->add_option("dir", demo_dir, "Folder of the example")->required();
  demo->callback([&] {
    std::cout << "hclc demo: the native-syntax front end has not landed yet; this placeholder\n"
                 "only proves that the project builds and runs. Example folder: "
              << demo_dir << "\n";
  });

  CLI11_PARSE(app, argc, argv);
  return 0;
}
