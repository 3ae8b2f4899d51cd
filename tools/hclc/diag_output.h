#pragma once
// How the hclc CLI prints diagnostics: as text with the source line and a
// caret underline, or as the reference hcldec's JSON (`--diags=json`).

#include <map>
#include <ostream>
#include <string>

#include "diag/diagnostic.h"
#include "syntax/source.h"

namespace hclc::cli {

enum class DiagFormat { Text, Json };

// The sources diagnostics may point into, by filename (for snippets).
using SourceMap = std::map<std::string, const SourceFile*>;

void print_diagnostics_text(std::ostream& out, const Diagnostics& diags, const SourceMap& sources);
// The reference hcldec's format, {"diagnostics":[{"severity","summary","detail",
// "subject","context"}...]}, plus each diagnostic's "kind" (its name in
// diag/kinds.def) so that tests can tell kinds with the same summary apart.
void print_diagnostics_json(std::ostream& out, const Diagnostics& diags);

// A JSON string literal.
std::string json_string(std::string_view text);
// {"filename":…,"start":{"line","column","byte"},"end":{…}} on one line.
std::string json_range(const Range& range);

}  // namespace hclc::cli
