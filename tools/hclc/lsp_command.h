#pragma once
// `hclc lsp`: the language server (src/lsp) on standard input and output,
// as editors start it.

#include <CLI/CLI.hpp>

namespace hclc::cli {

struct LspOptions {
  bool stdio = true;  // --stdio, which editors pass; the only transport
};

CLI::App* add_lsp_command(CLI::App& app, LspOptions& options);
// 0 after the client's shutdown and exit; 1 when the input ends without them.
int run_lsp(const LspOptions& options);

}  // namespace hclc::cli
