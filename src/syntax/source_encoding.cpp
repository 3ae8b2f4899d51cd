#include "syntax/source_encoding.h"

#include "runtime/text.h"

namespace hclc {
namespace {

constexpr std::size_t kMaxEncodingDiagnostics = 20;

}  // namespace

bool validate_source_encoding(const SourceFile& source, Diagnostics& diags) {
  const std::string_view text = source.text();
  bool ok = true;
  std::size_t reported = 0;
  for (std::size_t i = end_of_ascii(text, 0); i < text.size(); i = end_of_ascii(text, i)) {
    char32_t code_point = 0;
    const std::size_t length = decode_utf8(text, i, code_point);
    if (length != 0) {
      i += length;
      continue;
    }
    ok = false;
    if (reported++ < kMaxEncodingDiagnostics) {
      diags.add(DiagKind::InvalidUtf8,
                "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding is selected in your editor.",
                source.range(static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(i + 1)));
    }
    ++i;
  }
  return ok;
}

}  // namespace hclc
