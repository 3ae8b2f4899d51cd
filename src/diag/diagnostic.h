#pragma once
// Diagnostics: every problem hclc reports about user input. Errors are values,
// never exceptions; each has a kind declared in kinds.def.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "source/range.h"

namespace hclc {

enum class Severity { Error, Warning };

enum class DiagKind {
#define HCLC_DIAG(kind, severity, summary) kind,
#include "diag/kinds.def"
#undef HCLC_DIAG
};

// The severity and summary a kind is declared with.
Severity diag_severity(DiagKind kind);
std::string_view diag_summary(DiagKind kind);
std::string_view diag_kind_name(DiagKind kind);
inline constexpr int kDiagKindCount = 0
#define HCLC_DIAG(kind, severity, summary) +1
#include "diag/kinds.def"
#undef HCLC_DIAG
    ;

struct Diagnostic {
  DiagKind kind;
  Severity severity;
  std::string summary;
  std::string detail;
  std::optional<Range> subject;
  std::optional<Range> context;
};

// Makes a diagnostic of a declared kind with its declared severity and summary.
Diagnostic make_diag(DiagKind kind, std::string detail, std::optional<Range> subject = std::nullopt,
                     std::optional<Range> context = std::nullopt);

// A range as the reference writes it inside a message (hcl.Range's String()):
// "file.hcl:5,1-4" on one line, "file.hcl:5,1-6,2" across lines.
std::string range_text(const Range& range);

class Diagnostics {
 public:
  void add(Diagnostic d) { items_.push_back(std::move(d)); }
  void add(DiagKind kind, std::string detail, std::optional<Range> subject = std::nullopt,
           std::optional<Range> context = std::nullopt) {
    items_.push_back(make_diag(kind, std::move(detail), std::move(subject), std::move(context)));
  }
  void append(const Diagnostics& other) { items_.insert(items_.end(), other.items_.begin(), other.items_.end()); }
  bool has_errors() const;
  bool empty() const { return items_.empty(); }
  std::size_t size() const { return items_.size(); }
  const Diagnostic& operator[](std::size_t i) const { return items_[i]; }
  auto begin() const { return items_.begin(); }
  auto end() const { return items_.end(); }

 private:
  std::vector<Diagnostic> items_;
};

}  // namespace hclc
