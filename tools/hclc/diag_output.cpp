#include "diag_output.h"

#include <algorithm>
#include <cstdio>

namespace hclc::cli {

std::string json_string(std::string_view text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

namespace {

std::string json_pos(const Pos& p) {
  return "{\"line\":" + std::to_string(p.line) + ",\"column\":" + std::to_string(p.column) +
         ",\"byte\":" + std::to_string(p.byte) + "}";
}

// The underline for `range` on its first line: spaces up to the start, then
// one caret per byte of the line covered (at least one).
void print_snippet(std::ostream& out, const Range& range, const SourceFile& source) {
  if (range.start.line < 1 || range.start.line > source.line_count()) return;
  std::string_view line = source.line_text(range.start.line);
  std::string number = std::to_string(range.start.line);
  out << "  " << number << " | " << line << "\n";
  // Byte offset of the range start within its line.
  std::uint32_t line_begin_byte = range.start.byte;
  while (line_begin_byte > 0 && source.text()[line_begin_byte - 1] != '\n') --line_begin_byte;
  std::size_t lead = range.start.byte - line_begin_byte;
  std::size_t width = 1;
  if (range.end.line == range.start.line && range.end.byte > range.start.byte)
    width = range.end.byte - range.start.byte;
  else if (range.end.line != range.start.line)
    width = std::max<std::size_t>(1, line.size() > lead ? line.size() - lead : 1);
  out << "  " << std::string(number.size(), ' ') << " | ";
  // Keep tabs so the caret lines up under tab-indented source.
  for (std::size_t i = 0; i < lead && i < line.size(); ++i) out << (line[i] == '\t' ? '\t' : ' ');
  out << std::string(width, '^') << "\n";
}

}  // namespace

std::string json_range(const Range& range) {
  return "{\"filename\":" + json_string(range.filename) + ",\"start\":" + json_pos(range.start) +
         ",\"end\":" + json_pos(range.end) + "}";
}

void print_diagnostics_text(std::ostream& out, const Diagnostics& diags, const SourceMap& sources) {
  for (const Diagnostic& d : diags) {
    out << (d.severity == Severity::Error ? "Error: " : "Warning: ") << d.summary << "\n";
    if (d.subject) {
      out << "\n  on " << d.subject->filename << " line " << d.subject->start.line << ", column "
          << d.subject->start.column << ":\n";
      auto it = sources.find(d.subject->filename);
      if (it != sources.end()) print_snippet(out, *d.subject, *it->second);
    }
    if (!d.detail.empty()) out << "\n" << d.detail << "\n";
    out << "\n";
  }
}

void print_diagnostics_json(std::ostream& out, const Diagnostics& diags) {
  out << "{\"diagnostics\":[";
  bool first = true;
  for (const Diagnostic& d : diags) {
    out << (first ? "\n  " : ",\n  ");
    first = false;
    out << "{\"severity\":" << (d.severity == Severity::Error ? "\"error\"" : "\"warning\"")
        << ",\"kind\":" << json_string(diag_kind_name(d.kind)) << ",\"summary\":" << json_string(d.summary) << ",\"detail\":" << json_string(d.detail);
    if (d.subject) out << ",\"subject\":" << json_range(*d.subject);
    if (d.context) out << ",\"context\":" << json_range(*d.context);
    out << "}";
  }
  out << (first ? "]}\n" : "\n]}\n");
}

}  // namespace hclc::cli
