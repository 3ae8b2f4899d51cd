#pragma once
// A readable, stable dump of the IR for debugging and golden tests. One line
// per node: its role under the parent (`lhs:`), its kind, what it names
// (operators, variables, functions, literal values) and where it is
// (`@line:col-line:col`); children indented by two spaces. Nodes are named by
// source location, never by id, so dumps survive renumbering.
//
//   Binary Add op=1:3-1:4 @1:1-1:6
//     lhs: ScopeTraversal x @1:1-1:2
//     rhs: Literal number 1 @1:5-1:6

#include <functional>
#include <ostream>
#include <string>

#include "ir/builder.h"

namespace hclc::ir {

struct PrintOptions {
  // Extra text for a node (e.g. its checked type); printed as ` : <text>` at
  // the end of the node's line when non-empty.
  std::function<std::string(ExprId)> annotate;
};

void print_expression(std::ostream& out, const Arena& arena, ExprId root, const PrintOptions& options = {});
void print_body(std::ostream& out, const Arena& arena, BodyId body, const PrintOptions& options = {});

std::string dump_expression(const Arena& arena, ExprId root, const PrintOptions& options = {});
std::string dump_file(const File& file, const PrintOptions& options = {});

// `1:5-1:6`.
std::string format_span(const Arena& arena, const Span& span);
// A literal as the dump shows it: `number 1.5`, `string "a"`, `bool true`, `null`.
std::string format_literal(const LiteralValue& value);

}  // namespace hclc::ir
