// libFuzzer target for one native-syntax entry point (chosen at build time by
// HCLC_FUZZ_ENTRY: config, expression, template or traversal). The oracle is
// "no crash, no hang, no leak, no sanitizer report"; in addition every
// diagnostic must have a range inside the input.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "syntax/parse.h"

namespace {

void check_ranges(const hclc::Diagnostics& diags, std::size_t size) {
  for (const hclc::Diagnostic& d : diags) {
    if (d.subject && (d.subject->start.byte > d.subject->end.byte || d.subject->end.byte > size)) std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  hclc::SourceFile source("fuzz.hcl", std::string(reinterpret_cast<const char*>(data), size));
  hclc::Diagnostics diags;
#if HCLC_FUZZ_ENTRY == 0
  hclc::ir::File file = hclc::parse_config(source, diags);
  if (!file.arena) std::abort();
#else
#if HCLC_FUZZ_ENTRY == 1
  hclc::ir::Expression expr = hclc::parse_expression(source, diags);
#elif HCLC_FUZZ_ENTRY == 2
  hclc::ir::Expression expr = hclc::parse_template(source, diags);
#else
  hclc::ir::Expression expr = hclc::parse_traversal(source, diags);
#endif
  if (!expr.arena || !expr.root.valid()) std::abort();
#endif
  check_ranges(diags, size);
  return 0;
}
