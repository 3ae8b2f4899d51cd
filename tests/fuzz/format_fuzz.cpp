// libFuzzer target for the formatter (src/format) and the lossless tokens
// (src/syntax/lossless.h). Besides "no crash, no hang, no sanitizer report":
// the lossless tokens cover the input exactly; and the formatted text of an
// input that parses parses too and formats to itself.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "format/format.h"
#include "syntax/lossless.h"
#include "syntax/parse.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  // The tokens and the layout take any bytes (invalid UTF-8 is a token of
  // its own, or part of a comment); parsing rejects it outside comments.
  hclc::SourceFile source("fuzz.hcl", text);
  hclc::Diagnostics diags;
  const std::optional<std::string> formatted = hclc::format::format_config(source, diags);

  std::size_t covered = 0;
  for (const hclc::syntax::LosslessToken& token : hclc::syntax::lex_lossless(text)) {
    if (token.start != covered || token.end <= token.start) std::abort();
    covered = token.end;
  }
  if (covered != text.size()) std::abort();

  // Text that does not parse is never formatted by hclc fmt; its layout only
  // must not crash.
  if (!formatted) {
    (void)hclc::format::format_tokens(text);
    return 0;
  }
  hclc::SourceFile again("fuzz.hcl", *formatted);
  hclc::Diagnostics again_diags;
  const std::optional<std::string> twice = hclc::format::format_config(again, again_diags);
  if (!twice || *twice != *formatted) std::abort();
  return 0;
}
