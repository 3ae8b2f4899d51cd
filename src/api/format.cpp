// hcl::format over the formatter (src/format).

#include "hclc/format.h"

#include "format/format.h"
#include "src/api/internal.h"

namespace hcl {

std::optional<std::string> format(std::string_view source, const std::string& filename, Diagnostics& diags) {
  const hclc::SourceFile file(filename, std::string(source));
  hclc::Diagnostics inner;
  std::optional<std::string> formatted = hclc::format::format_config(file, inner);
  api::append(diags, inner);
  return formatted;
}

}  // namespace hcl
