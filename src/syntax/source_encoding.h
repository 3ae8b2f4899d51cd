#pragma once
// The encoding native-syntax source must have: UTF-8 without a byte order mark.

#include "diag/diagnostic.h"
#include "source/source_file.h"

namespace hclc {

// Reports each invalid byte (up to a bound) and a leading BOM; returns whether
// the text is acceptable.
bool validate_source_encoding(const SourceFile& source, Diagnostics& diags);

}  // namespace hclc
