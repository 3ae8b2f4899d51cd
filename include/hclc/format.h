#pragma once
// Formatting native-syntax configuration text as the reference's `hclfmt`
// (and `terraform fmt`) lay it out, byte for byte: indentation by nesting,
// one space or none between tokens, `=` signs and trailing comments aligned
// on consecutive lines. Only whitespace changes; comments stay where they are.
//
//   hcl::Diagnostics diags;
//   std::optional<std::string> text = hcl::format(source, "main.tf", diags);
//   if (!text) std::cerr << hcl::render_text(diags);   // it does not parse
//
// Formatting its result again changes nothing.

#include <optional>
#include <string>
#include <string_view>

#include "hclc/diagnostics.h"

namespace hcl {

// `source`, the text of a native-syntax file (named `filename` in
// diagnostics), formatted; nothing when it does not parse, with the syntax
// errors added to `diags` (a file with errors is not rewritten).
std::optional<std::string> format(std::string_view source, const std::string& filename, Diagnostics& diags);

}  // namespace hcl
