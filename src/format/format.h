#pragma once
// The formatter: a native-syntax config file laid out as the reference's
// `hclfmt` lays it out, byte for byte. Only whitespace between tokens changes
// (src/syntax/lossless.h gives the tokens): each line is indented two spaces
// per bracket left open by the lines before it, tokens within a line are
// spaced by the kinds of their neighbours, and the `=` of attributes and the
// trailing comments on consecutive lines are aligned in columns.

#include <optional>
#include <string>
#include <string_view>

#include "diag/diagnostic.h"
#include "source/source_file.h"

namespace hclc::format {

// `text` (valid UTF-8) formatted, whether or not it parses: like hclfmt, the
// layout works on tokens alone. For text that parses, the result parses to
// the same tokens and formatting it again changes nothing; invalid tokens
// can run together (a lone carriage return and a newline), so broken text
// has no such promise.
std::string format_tokens(std::string_view text);

// The file formatted, or nothing when it does not parse (the diagnostics say
// why): a file with syntax errors is not rewritten.
std::optional<std::string> format_config(const SourceFile& source, Diagnostics& diags);

}  // namespace hclc::format
