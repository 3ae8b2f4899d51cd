#pragma once
// What every hclc command (and hcldec) shares: exit statuses — 0 success,
// 2 when the input has error diagnostics, 1 on usage or I/O errors — and
// the end of --help, and how text diagnostics look on standard error.

#include <sys/ioctl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "diag/diagnostic.h"
#include "diag/render.h"

namespace hclc::cli {

// After reporting `diags`: 1 if a file could not be read (an I/O error, even
// beside other errors), 2 for any other error, else 0.
inline int exit_status_for(const Diagnostics& diags) {
  for (const Diagnostic& d : diags)
    if (d.kind == DiagKind::FileError || d.kind == DiagKind::FileOpenError) return 1;
  return diags.has_errors() ? 2 : 0;
}

enum class ColorChoice { Auto, Always, Never };

// Text diagnostics on standard error as the reference's hcldec writes them: on
// a terminal coloured and wrapped to its width (unwrapped if it reports none),
// elsewhere plain and wrapped to `width`. Colour as `color` says; `Auto` is the
// reference's choice, and no colour when NO_COLOR is set and not empty
// (no-color.org).
inline TextRenderOptions stderr_text_options(std::size_t width, ColorChoice color = ColorChoice::Auto) {
  TextRenderOptions options;
  options.wrap_width = width;
  const bool terminal = ::isatty(STDERR_FILENO);
  if (terminal) {
    winsize size{};
    if (::ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0) options.wrap_width = size.ws_col;
  }
  const char* no_color = std::getenv("NO_COLOR");
  options.color = color == ColorChoice::Always || (color == ColorChoice::Auto && terminal && !(no_color && *no_color));
  return options;
}

// hclc's own commands wrap text diagnostics at 78 columns off a terminal.
inline constexpr std::size_t kTextWidth = 78;

// The footer of a command's --help: a usage example and the exit statuses.
inline std::string help_footer(std::string_view example) {
  return "Example:\n  " + std::string(example) +
         "\n\nExit status: 0 success, 2 error diagnostics in the input, 1 usage or I/O error.";
}

// Keeps objects until the process ends, which guarded_main ends without
// destructors: a command's input documents, bodies and results are then not
// freed piece by piece just before it (a sixth of the CPU time of decoding a
// 5.9 MB JSON configuration). Under AddressSanitizer they are destroyed at
// exit with the other statics, reachable until then for its leak check.
template <class... Objects>
void keep_until_exit(Objects&&... objects) {
  static std::vector<std::shared_ptr<const void>> kept;
  (kept.push_back(std::make_shared<const std::decay_t<Objects>>(std::forward<Objects>(objects))), ...);
}

// A tool's main: an exception that escapes `run` (running out of memory, say)
// is reported as one line, "TOOL: what", with `failure_status`, instead of
// ending the process in std::terminate. Then the process ends without the
// destructors of static and thread-local objects (ANTLR's ATN, the parser's
// prediction caches), which freed them piece by piece, a thirtieth of a
// small file's decode; the streams are flushed first. Not under
// AddressSanitizer, whose leak check runs at exit.
template <class Run>
int guarded_main(std::string_view tool, int failure_status, Run run) {
  int status = failure_status;
  try {
    status = run();
  } catch (const std::exception& e) {
    std::cerr << tool << ": " << e.what() << "\n";
  }
#if defined(__SANITIZE_ADDRESS__)
  return status;
#else
  std::cout.flush();
  std::cerr.flush();
  std::fflush(nullptr);
  std::_Exit(status);
#endif
}

}  // namespace hclc::cli
