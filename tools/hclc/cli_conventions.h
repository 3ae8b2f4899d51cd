#pragma once
// What every hclc command (and hcldec) shares: exit statuses — 0 success,
// 2 when the input has error diagnostics, 1 on usage or I/O errors — and
// the end of --help.

#include <string>
#include <string_view>

#include "diag/diagnostic.h"

namespace hclc::cli {

// After reporting `diags`: 1 if a file could not be read (an I/O error, even
// beside other errors), 2 for any other error, else 0.
inline int exit_status_for(const Diagnostics& diags) {
  for (const Diagnostic& d : diags)
    if (d.kind == DiagKind::FileError) return 1;
  return diags.has_errors() ? 2 : 0;
}

// The footer of a command's --help: a usage example and the exit statuses.
inline std::string help_footer(std::string_view example) {
  return "Example:\n  " + std::string(example) +
         "\n\nExit status: 0 success, 2 error diagnostics in the input, 1 usage or I/O error.";
}

}  // namespace hclc::cli
