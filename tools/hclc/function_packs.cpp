#include "function_packs.h"

#include <filesystem>

#include "eval/driver.h"
#include "ext/terraform_functions.h"

namespace hclc::cli {

void add_functions_flag(CLI::App& cmd, std::string& pack) {
  cmd.add_option("--functions", pack,
                 "Add an extension pack: terraform (Terraform's functions, file functions reading inside the "
                 "current directory; dynamic blocks for dec)")
      ->check(CLI::IsMember({"terraform"}));
}

const FunctionTable& functions_for_cli(const std::string& pack) {
  (void)pack;  // "terraform", the only pack CLI::IsMember lets through
  static const FunctionTable table = [] {
    FunctionTable t = eval::default_functions();
    std::error_code ec;
    ext::add_terraform_functions(t, {.granted_directory = std::filesystem::current_path(ec).string(),
                                     .clock = {},
                                     .plan_timestamp = {},
                                     .max_fileset_entries = 100'000});
    return t;
  }();
  return table;
}

std::shared_ptr<const FunctionTable> functions_with_spec(const std::string& pack, const FunctionTable* spec_functions) {
  auto table = std::make_shared<FunctionTable>(functions_for_cli(pack));
  if (spec_functions)
    for (const std::string& name : spec_functions->names()) table->add(name, *spec_functions->find(name));
  return table;
}

}  // namespace hclc::cli
