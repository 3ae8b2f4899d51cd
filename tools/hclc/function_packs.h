#pragma once
// `--functions=PACK` of `hclc eval` and `hclc dec`: extension packs a command
// line may turn on (never on by default). One pack today: `terraform`, the
// Terraform function pack (file functions granted the current directory)
// and, for `hclc dec`, dynamic blocks.

#include <memory>
#include <string>

#include <CLI/CLI.hpp>

#include "runtime/function.h"

namespace hclc::cli {

void add_functions_flag(CLI::App& cmd, std::string& pack);

// The standard library, try/can/convert and the pack.
const FunctionTable& functions_for_cli(const std::string& pack);
// The same with an hcldec spec's own functions (which win on a clash), if any.
std::shared_ptr<const FunctionTable> functions_with_spec(const std::string& pack, const FunctionTable* spec_functions);

}  // namespace hclc::cli
