#pragma once
// How the hclc commands print diagnostics, chosen by the options every
// command shares:
//   --diags=text   the reference's hcldec layout with a source snippet (diag/render.h)
//   --diags=json   hcldec's --diags=json
//   --diags=brief  one line each, as editors and compilers print them:
//                  main.tf:3:7: error: Missing expression
//   --diags=kinds  hclc's own one line each, for tests and grep:
//                  error MissingExpression @1:4-1:4 Missing expression
//   --diags=lines  range, summary and detail, one line each (newlines in the
//                  detail as \n), as the eval and check file tests expect them:
//                  @1:4-1:4 Missing expression: Expected the start of an expression…
//   --color=auto|always|never   ANSI colours in text (auto: on a terminal
//                  unless NO_COLOR is set and not empty)

#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

#include "diag/diagnostic.h"
#include "diag/render.h"

namespace hclc::cli {

struct DiagnosticsOutput {
  std::string format = "text";
  std::string color = "auto";
};

// Adds --diags and --color to a command.
void add_diagnostics_options(CLI::App& cmd, DiagnosticsOutput& output);

// Text diagnostics on standard error: as `stderr_text_options` for the colour
// and width, with the colour as --color says.
TextRenderOptions text_options(const DiagnosticsOutput& output, std::size_t width);

// Writes `diags` (if any) to standard error in the chosen format; `text` is the
// layout of the text format.
void report_diagnostics(const Diagnostics& diags, const SourceSet& sources, const DiagnosticsOutput& output,
                        const TextRenderOptions& text);
// The same with hclc's text layout (78 columns off a terminal).
void report_diagnostics(const Diagnostics& diags, const SourceSet& sources, const DiagnosticsOutput& output);

void print_diagnostics_brief(std::ostream& out, const Diagnostics& diags);
void print_diagnostics_kinds(std::ostream& out, const Diagnostics& diags);
void print_diagnostics_lines(std::ostream& out, const Diagnostics& diags);

// {"filename":…,"start":{"line","column","byte"},"end":{…}} on one line.
std::string json_range(const Range& range);

}  // namespace hclc::cli
