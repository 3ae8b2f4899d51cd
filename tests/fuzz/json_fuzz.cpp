// libFuzzer target for the JSON syntax parser and the diagnostic renderers.
// The oracle is "no crash, no hang, no leak, no sanitizer report", plus
// structural invariants: ranges are ordered and lie within the input (a string
// error may point one byte past its end, as the reference's do), every
// container's children lie inside it, and the renderers accept the result.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "diag/render.h"
#include "json/json.h"
#include "source/source_file.h"

namespace {

void check_range(const hclc::json::Span& r, std::size_t size) {
  if (r.start.byte > r.end.byte || r.end.byte > size + 1 || r.start.line > r.end.line) std::abort();
}
void check_range(const hclc::Range& r, std::size_t size) { check_range(hclc::json::Span{r.start, r.end}, size); }

void check_node(const hclc::json::Node* node, std::size_t size, std::size_t depth) {
  if (node == nullptr || depth > hclc::kDefaultMaxNestingDepth + 1) std::abort();
  check_range(node->span, size);
  for (const hclc::json::Property& property : node->properties()) {
    check_range(property.name_span, size);
    if (property.name_span.start.byte < node->span.start.byte) std::abort();
    check_node(property.value, size, depth + 1);
    if (property.value->span.end.byte > node->span.end.byte) std::abort();
  }
  for (const hclc::json::Node* element : node->elements()) {
    check_node(element, size, depth + 1);
    if (element->span.end.byte > node->span.end.byte) std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const hclc::SourceFile file("fuzz.json", std::string(reinterpret_cast<const char*>(data), size));
  hclc::Diagnostics diags;
  const hclc::json::Document doc = hclc::json::parse(file, diags);
  check_node(doc.root(), size, 0);
  for (const hclc::Diagnostic& d : diags) {
    if (!d.subject) std::abort();
    check_range(*d.subject, size);
  }
  // An error-free parse has an object or array at the top.
  if (diags.empty() && doc.root()->kind != hclc::json::NodeKind::Object &&
      doc.root()->kind != hclc::json::NodeKind::Array) {
    std::abort();
  }
  hclc::SourceSet sources;
  sources.add(file, [&doc](std::uint32_t byte) { return hclc::json::context_string(doc, byte); });
  hclc::TextRenderOptions options;
  options.color = size % 2 == 0;
  if (hclc::render_text(diags, sources, options).size() < diags.size()) std::abort();
  if (hclc::render_json(diags).empty()) std::abort();
  return 0;
}
