#pragma once
// @cdktf/hcl2json's getExpressionAst: an expression's syntax tree as that
// package's JSON objects ({type, range, meta, children}; see js/index.d.ts),
// built from the IR. Positions are hcl2json's: it parses from line 0,
// column 0, so lines count from 0 and the first line's columns from 0
// (later lines' columns count from 1, as after any newline).

#include <cstddef>
#include <optional>
#include <string>

#include "diag/diagnostic.h"
#include "ir/builder.h"
#include "source/source_file.h"

namespace hclc::js {

// The tree of a parsed expression (without errors) as one JSON text.
std::string expression_ast_json(const SourceFile& source, const ir::Expression& expression);

// The most source text that the tree's nodes may hold together. Every node
// holds its own text, so a chain of n operators answers in memory that grows
// as n squared (20,000 `+` would hold 400 MB of text, and JavaScript a copy
// of it): past this bound the call fails at once rather than after seconds
// and a gigabyte.
inline constexpr std::size_t kMostAstText = std::size_t{64} << 20;

// Null when the tree's nodes hold at most kMostAstText bytes of source text
// together, else the error's message.
std::optional<std::string> expression_ast_too_large(const ir::Expression& expression);

// The message of @cdktf/hcl2json's error for an expression that does not
// parse: the first diagnostic, with its range in those terms, and how many
// others there are (hcl.Diagnostics' Error()).
std::string hcl2json_diagnostics_message(const Diagnostics& diags);

}  // namespace hclc::js
