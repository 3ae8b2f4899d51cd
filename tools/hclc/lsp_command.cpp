#include "lsp_command.h"

#include <unistd.h>

#include <csignal>

#include "cli_conventions.h"
#include "lsp/server.h"

namespace hclc::cli {

CLI::App* add_lsp_command(CLI::App& app, LspOptions& options) {
  CLI::App* cmd = app.add_subcommand("lsp", "Run the language server (LSP 3.17) on standard input and output");
  cmd->add_flag("--stdio", options.stdio, "Talk over standard input and output (the default and only transport)");
  cmd->footer(help_footer("hclc lsp   (started by an editor; see docs/editors.md)"));
  return cmd;
}

int run_lsp(const LspOptions&) {
  // A client that goes away must end the server through the end of its
  // input, not kill it with SIGPIPE half way through a write.
  std::signal(SIGPIPE, SIG_IGN);
  return lsp::serve(STDIN_FILENO, STDOUT_FILENO);
}

}  // namespace hclc::cli
