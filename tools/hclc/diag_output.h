#pragma once
// How the hclc CLI prints diagnostics. Text and JSON come from diag/render.h
// (hcldec's layouts); `brief` is hclc's own one-line form, for tests and grep:
//   error MissingExpression @1:4-1:4 Missing expression

#include <ostream>
#include <string>

#include "diag/diagnostic.h"

namespace hclc::cli {

void print_diagnostics_brief(std::ostream& out, const Diagnostics& diags);

// {"filename":…,"start":{"line","column","byte"},"end":{…}} on one line.
std::string json_range(const Range& range);

}  // namespace hclc::cli
