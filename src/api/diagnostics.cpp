// hcl::Diagnostics and its renderers over src/diag.

#include "diag/render.h"
#include "json/json.h"
#include "src/api/internal.h"

namespace hcl {

std::string Range::to_string() const { return hclc::range_text(api::unwrap(*this)); }

void Diagnostics::add_error(std::string summary, std::string detail, std::optional<Range> subject) {
  add(Diagnostic{Severity::Error, std::move(summary), std::move(detail), std::move(subject), std::nullopt});
}

bool Diagnostics::has_errors() const {
  for (const Diagnostic& d : items_)
    if (d.severity == Severity::Error) return true;
  return false;
}

std::string render_text(const Diagnostics& diags, const Parser& sources, const TextRenderOptions& options) {
  hclc::SourceSet set;
  for (const Parser::Impl::Source& source : api::impl(sources).sources) {
    hclc::SourceSet::ContextFn context;
    if (source.json)
      context = [doc = source.json](std::uint32_t byte) { return hclc::json::context_string(*doc, byte); };
    set.add(*source.file, std::move(context));
  }
  return hclc::render_text(
      api::unwrap(diags), set,
      {.color = options.color, .wrap_width = options.wrap_width, .max_diagnostics = options.max_diagnostics});
}

std::string render_text(const Diagnostics& diags, const TextRenderOptions& options) {
  return hclc::render_text(
      api::unwrap(diags), hclc::SourceSet{},
      {.color = options.color, .wrap_width = options.wrap_width, .max_diagnostics = options.max_diagnostics});
}

std::string render_json(const Diagnostics& diags) { return hclc::render_json(api::unwrap(diags)); }

namespace api {

Range wrap(const hclc::Range& r) {
  return Range{r.filename, Pos{r.start.line, r.start.column, r.start.byte}, Pos{r.end.line, r.end.column, r.end.byte}};
}

hclc::Range unwrap(const Range& r) {
  return hclc::Range{r.filename, hclc::Pos{r.start.line, r.start.column, r.start.byte},
                     hclc::Pos{r.end.line, r.end.column, r.end.byte}};
}

Diagnostic wrap(const hclc::Diagnostic& d) {
  std::optional<Range> subject, context;
  if (d.subject) subject = wrap(*d.subject);
  if (d.context) context = wrap(*d.context);
  return Diagnostic{d.severity == hclc::Severity::Warning ? Severity::Warning : Severity::Error, d.summary, d.detail,
                    std::move(subject), std::move(context)};
}

void append(Diagnostics& out, const hclc::Diagnostics& in) {
  for (const hclc::Diagnostic& d : in) out.add(wrap(d));
}

hclc::Diagnostics unwrap(const Diagnostics& diags) {
  hclc::Diagnostics out;
  for (const Diagnostic& d : diags) {
    std::optional<hclc::Range> subject, context;
    if (d.subject) subject = unwrap(*d.subject);
    if (d.context) context = unwrap(*d.context);
    // The renderers read severity, summary, detail and ranges, not the kind.
    out.add(hclc::Diagnostic{hclc::DiagKind::ApplicationDiagnostic,
                             d.severity == Severity::Warning ? hclc::Severity::Warning : hclc::Severity::Error,
                             d.summary, d.detail, std::move(subject), std::move(context)});
  }
  return out;
}

}  // namespace api
}  // namespace hcl
