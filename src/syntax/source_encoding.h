#pragma once
// The encoding native-syntax source must have: UTF-8 (a leading byte order
// mark is allowed, and skipped by the lexer).

#include "diag/diagnostic.h"
#include "source/source_file.h"

namespace hclc {

// Whether the source is read as code, whose comments may hold any bytes (a
// configuration, an expression, a traversal), or as a template, which has
// no comments.
enum class SourceForm : bool { Code, Template };

// The reference's detail for a byte that starts no UTF-8 sequence.
inline constexpr const char* kInvalidUtf8Detail =
    "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding is selected in your editor.";

// Reports the first invalid byte outside comments, as the reference does (it
// reads a comment's bytes as they are: a Latin-1 `# café` is no mistake);
// returns whether the text is acceptable.
bool validate_source_encoding(const SourceFile& source, SourceForm form, Diagnostics& diags);

}  // namespace hclc
