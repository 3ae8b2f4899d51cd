#pragma once
// The encoding native-syntax source must have: UTF-8 (a leading byte order
// mark is allowed, and skipped by the lexer).

#include "diag/diagnostic.h"
#include "source/source_file.h"

namespace hclc {

// Reports each invalid byte (up to a bound); returns whether the text is
// acceptable.
bool validate_source_encoding(const SourceFile& source, Diagnostics& diags);

}  // namespace hclc
