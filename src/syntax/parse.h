#pragma once
// The native-syntax parser: source text in, IR and diagnostics out. Each entry
// point validates the encoding, parses with ANTLR (grammar/*.g4), reports
// syntax errors as the reference does, lowers the parse tree to the IR and
// frees the tree. ANTLR types never appear outside src/syntax.
//
// On a syntax error the result is still usable: an empty body for a config
// file, an Error node for an expression (its diagnostic is already reported).

#include "diag/diagnostic.h"
#include "ir/builder.h"
#include "source/source_file.h"

#include <cstddef>

namespace hclc {

// How deeply brackets, braces (blocks, object constructors), template
// sequences and the links of chains that nest without them (prefix
// operators, conditionals, template directives) may nest by default; the JSON syntax bounds
// its objects and arrays by the same number (json.h). An application may
// choose another bound (hcl::ParserOptions).
inline constexpr std::size_t kDefaultMaxNestingDepth = 1000;

// A whole configuration file (spec: ConfigFile = Body).
ir::File parse_config(const SourceFile& source, Diagnostics& diags,
                      std::size_t max_nesting_depth = kDefaultMaxNestingDepth);

// One expression, as the reference's ParseExpression reads it: newlines
// anywhere in it are whitespace.
ir::Expression parse_expression(const SourceFile& source, Diagnostics& diags,
                                std::size_t max_nesting_depth = kDefaultMaxNestingDepth);

// A standalone template (the whole text is template content, as for a JSON
// string). The root is a Template node, or TemplateWrap for a template that
// is a single interpolation.
ir::Expression parse_template(const SourceFile& source, Diagnostics& diags,
                              std::size_t max_nesting_depth = kDefaultMaxNestingDepth);

// The same template's nodes added to `into`, whose arena belongs to a larger
// file in which the text's first byte sits at `origin` (a JSON string's
// template, just after the opening quote): the positions of its nodes and of
// its diagnostics are placed there (placed_at), and its root spans
// `root_span`. On a problem (a diagnostic in `diags`) the root is an Error
// node, or the lowering's reading of a template with a bad escape; nodes made
// before a problem stay in the arena, referenced by nothing.
ir::ExprId parse_template_into(ir::Builder& into, const SourceFile& source, const Pos& origin,
                               const ir::Span& root_span, Diagnostics& diags,
                               std::size_t max_nesting_depth = kDefaultMaxNestingDepth);

// Where a position of a text parsed on its own lands when the text's first
// byte sits at `origin`: its first line continues origin's line, and each
// line break in it starts a new line there too.
Pos placed_at(const Pos& origin, const Pos& p);
// Appends `from` to `to` with the ranges placed likewise.
void append_placed_at(const Pos& origin, const Diagnostics& from, Diagnostics& to);

// An absolute traversal: `name` followed by `.attr`, `[literal]` or `.0`
// steps. The root is a ScopeTraversal node.
ir::Expression parse_traversal(const SourceFile& source, Diagnostics& diags);

// Nesting deeper than max_nesting_depth, or than the parser's stack budget,
// is a "Nesting too deep" diagnostic, not a crash.

}  // namespace hclc
