#include "diag/diagnostic.h"

#include <algorithm>

namespace hclc {

namespace {
struct KindInfo {
  Severity severity;
  std::string_view summary;
  std::string_view name;
};

constexpr KindInfo kKinds[] = {
#define HCLC_DIAG(kind, severity, summary) {Severity::severity, summary, #kind},
#include "diag/kinds.def"
#undef HCLC_DIAG
};
}  // namespace

Severity diag_severity(DiagKind kind) { return kKinds[static_cast<int>(kind)].severity; }
std::string_view diag_summary(DiagKind kind) { return kKinds[static_cast<int>(kind)].summary; }
std::string_view diag_kind_name(DiagKind kind) { return kKinds[static_cast<int>(kind)].name; }

Diagnostic make_diag(DiagKind kind, std::string detail, std::optional<Range> subject, std::optional<Range> context) {
  return Diagnostic{kind,
                    diag_severity(kind),
                    std::string(diag_summary(kind)),
                    std::move(detail),
                    std::move(subject),
                    std::move(context)};
}

bool Diagnostics::has_errors() const {
  return std::any_of(items_.begin(), items_.end(), [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

std::string range_text(const Range& range) {
  std::string text =
      range.filename + ":" + std::to_string(range.start.line) + "," + std::to_string(range.start.column) + "-";
  if (range.end.line != range.start.line) text += std::to_string(range.end.line) + ",";
  return text + std::to_string(range.end.column);
}

}  // namespace hclc
