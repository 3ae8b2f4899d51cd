#include "diag_output.h"

#include "runtime/json.h"

namespace hclc::cli {

namespace {

std::string json_pos(const Pos& p) {
  return "{\"line\":" + std::to_string(p.line) + ",\"column\":" + std::to_string(p.column) +
         ",\"byte\":" + std::to_string(p.byte) + "}";
}

std::string short_range(const Range& r) {
  return std::to_string(r.start.line) + ":" + std::to_string(r.start.column) + "-" + std::to_string(r.end.line) +
         ":" + std::to_string(r.end.column);
}

}  // namespace

std::string json_range(const Range& range) {
  return "{\"filename\":" + json_quote_plain(range.filename) + ",\"start\":" + json_pos(range.start) +
         ",\"end\":" + json_pos(range.end) + "}";
}

void print_diagnostics_brief(std::ostream& out, const Diagnostics& diags) {
  for (const Diagnostic& d : diags) {
    out << (d.severity == Severity::Error ? "error " : "warning ") << diag_kind_name(d.kind) << " @"
        << (d.subject ? short_range(*d.subject) : std::string("-")) << " " << d.summary << "\n";
  }
}

}  // namespace hclc::cli
