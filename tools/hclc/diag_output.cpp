#include "diag_output.h"

#include <cstdlib>
#include <iostream>

#include "cli_conventions.h"
#include "runtime/json.h"

namespace hclc::cli {

namespace {

std::string json_pos(const Pos& p) {
  return "{\"line\":" + std::to_string(p.line) + ",\"column\":" + std::to_string(p.column) +
         ",\"byte\":" + std::to_string(p.byte) + "}";
}

std::string short_range(const Range& r) {
  return std::to_string(r.start.line) + ":" + std::to_string(r.start.column) + "-" + std::to_string(r.end.line) + ":" +
         std::to_string(r.end.column);
}

const char* severity_word(Severity severity) { return severity == Severity::Error ? "error" : "warning"; }

}  // namespace

void add_diagnostics_options(CLI::App& cmd, DiagnosticsOutput& output) {
  cmd.add_option("--diags", output.format,
                 "Diagnostics format: text, json (hcldec's), brief (file:line:col: severity: summary), kinds "
                 "(hclc's kind and range, one line each) or lines (range, summary and detail, one line each; a "
                 "warning's summary after \"warning: \")")
      ->check(CLI::IsMember({"text", "json", "brief", "kinds", "lines"}));
  cmd.add_option("--color", output.color,
                 "Colour text diagnostics: auto (on a terminal, unless NO_COLOR), always, never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
}

TextRenderOptions text_options(const DiagnosticsOutput& output, std::size_t width) {
  return stderr_text_options(width, output.color == "always"  ? ColorChoice::Always
                                    : output.color == "never" ? ColorChoice::Never
                                                              : ColorChoice::Auto);
}

void report_diagnostics(const Diagnostics& diags, const SourceSet& sources, const DiagnosticsOutput& output,
                        const TextRenderOptions& text) {
  if (diags.empty()) return;
  if (output.format == "json")
    std::cerr << render_json(diags);
  else if (output.format == "brief")
    print_diagnostics_brief(std::cerr, diags);
  else if (output.format == "kinds")
    print_diagnostics_kinds(std::cerr, diags);
  else if (output.format == "lines")
    print_diagnostics_lines(std::cerr, diags);
  else
    std::cerr << render_text(diags, sources, text);
}

void report_diagnostics(const Diagnostics& diags, const SourceSet& sources, const DiagnosticsOutput& output) {
  report_diagnostics(diags, sources, output, text_options(output, kTextWidth));
}

std::string json_range(const Range& range) {
  return "{\"filename\":" + json_quote_plain(range.filename) + ",\"start\":" + json_pos(range.start) +
         ",\"end\":" + json_pos(range.end) + "}";
}

void print_diagnostics_brief(std::ostream& out, const Diagnostics& diags) {
  for (const Diagnostic& d : diags) {
    if (d.subject) out << d.subject->filename << ":" << d.subject->start.line << ":" << d.subject->start.column << ": ";
    out << severity_word(d.severity) << ": " << d.summary << "\n";
  }
}

void print_diagnostics_kinds(std::ostream& out, const Diagnostics& diags) {
  for (const Diagnostic& d : diags) {
    out << severity_word(d.severity) << " " << diag_kind_name(d.kind) << " @"
        << (d.subject ? short_range(*d.subject) : std::string("-")) << " " << d.summary << "\n";
  }
}

void print_diagnostics_lines(std::ostream& out, const Diagnostics& diags) {
  for (const Diagnostic& d : diags) {
    out << "@" << (d.subject ? short_range(*d.subject) : std::string("-")) << " "
        << (d.severity == Severity::Error ? "" : "warning: ") << d.summary << ": ";
    for (char c : d.detail) {
      if (c == '\n')
        out << "\\n";
      else
        out << c;
    }
    out << "\n";
  }
}

}  // namespace hclc::cli
