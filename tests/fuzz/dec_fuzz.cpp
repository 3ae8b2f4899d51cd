// libFuzzer target for hcldec's spec language and decoding: the input is a
// spec file and a configuration separated by a line "----" (the whole input
// is the spec when there is none). When the spec loads, the configuration is
// decoded by it as `hclc dec` does. The oracle is "no crash, no hang, no
// leak, no sanitizer report", and every diagnostic's range inside its file.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "body/native_body.h"
#include "dec/decode.h"
#include "dec/spec.h"
#include "syntax/parse.h"

namespace {

void check_ranges(const hclc::Diagnostics& diags, const hclc::SourceFile& spec, const hclc::SourceFile& config) {
  for (const hclc::Diagnostic& d : diags) {
    if (!d.subject) continue;
    const hclc::SourceFile& file = d.subject->filename == config.filename() ? config : spec;
    if (d.subject->start.byte > d.subject->end.byte || d.subject->end.byte > file.text().size()) std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t separator = input.find("\n----\n");
  const hclc::SourceFile spec_source("fuzz.hcldec", std::string(input.substr(0, separator)));
  const hclc::SourceFile config_source(
      "fuzz.hcl", separator == std::string_view::npos ? std::string() : std::string(input.substr(separator + 6)));

  hclc::Diagnostics diags;
  const hclc::ir::File spec_file = hclc::parse_config(spec_source, diags);
  std::optional<hclc::dec::SpecFile> spec;
  if (!diags.has_errors()) spec = hclc::dec::load_spec(spec_file, diags);
  if (spec) {
    const hclc::ir::File config = hclc::parse_config(config_source, diags);
    if (!diags.has_errors()) {
      const hclc::body::BodyPtr body = hclc::body::native_body(config);
      std::optional<hclc::eval::EvalContext> ctx = hclc::dec::input_context(*spec, spec->variables);
      (void)hclc::dec::decode(body, *spec->root, ctx ? &*ctx : nullptr, diags);
      hclc::Diagnostics ignored;
      (void)hclc::dec::referenced_variables(body, *spec->root, ignored);
    }
  }
  check_ranges(diags, spec_source, config_source);
  return 0;
}
