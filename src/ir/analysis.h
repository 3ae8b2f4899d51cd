#pragma once
// Static analysis of expressions without evaluating them, as the reference
// offers it: the variables an expression references, and the "static"
// readings of an expression as a traversal, a keyword, a list, a map or a
// function call (used by schemas and decoders to read expressions as syntax).

#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "ir/builder.h"

namespace hclc::ir {

// One step of a traversal. A Root names a variable; Attr an attribute; Index
// a literal key (number, string, bool or null).
struct Traverser {
  enum class Kind : std::uint8_t { Root, Attr, Index };
  Kind kind = Kind::Root;
  std::string name;        // Root and Attr
  StoredLiteralValue key;  // Index
  Range range;

  friend bool operator==(const Traverser&, const Traverser&) = default;
};

// An absolute traversal starts with a Root; a relative one does not.
struct Traversal {
  std::vector<Traverser> steps;

  bool empty() const { return steps.empty(); }
  bool is_relative() const { return steps.empty() || steps.front().kind != Traverser::Kind::Root; }
  // The root variable's name ("" for a relative traversal).
  std::string root_name() const { return is_relative() ? std::string() : steps.front().name; }
  // From the first step's start to the last step's end.
  Range source_range() const;
  // As written in HCL: `a.b[0]["k"]`, or `.b[0]` for a relative traversal.
  // Number keys print as written in the source.
  std::string text() const;

  friend bool operator==(const Traversal&, const Traversal&) = default;
};

// The variables `root` references, in source order: every ScopeTraversal
// (root name with its attribute/index steps), except those whose root is bound
// by an enclosing for-expression or template for-directive (those names are in
// scope in the for's key, value and condition, not in its collection).
std::vector<Traversal> variables(const Arena& arena, ExprId root);
// The variables of every attribute in a body and its nested blocks, in source order.
std::vector<Traversal> variables(const Arena& arena, BodyId body);

// hcl.AbsTraversalForExpr: the expression read as a traversal. Accepts a
// variable reference with literal steps, and the keywords `true`, `false` and
// `null` (as a root of that name). Anything else: one error diagnostic.
std::optional<Traversal> abs_traversal_for_expr(const Arena& arena, ExprId expr, Diagnostics& diags);
// hcl.RelTraversalForExpr: as above, with the root turned into an Attr step.
std::optional<Traversal> rel_traversal_for_expr(const Arena& arena, ExprId expr, Diagnostics& diags);
// hcl.ExprAsKeyword: the name of a lone identifier (or true/false/null); none otherwise.
std::optional<std::string> keyword_for_expr(const Arena& arena, ExprId expr);

// hcl.ExprList: the elements of a tuple constructor `[a, b]`.
std::optional<std::vector<ExprId>> static_list(const Arena& arena, ExprId expr, Diagnostics& diags);

struct StaticMapItem {
  ExprId key;  // a Literal string node for an identifier key (see ObjectItem)
  ExprId value;
};
// hcl.ExprMap: the items of an object constructor `{a = 1}`.
std::optional<std::vector<StaticMapItem>> static_map(const Arena& arena, ExprId expr, Diagnostics& diags);

struct StaticCall {
  std::string name;
  Range name_range;
  std::vector<ExprId> arguments;
  bool expand_final = false;
  Range args_range;  // `(` through `)`
};
// hcl.ExprCall: a function call read as syntax (name and argument expressions).
std::optional<StaticCall> static_call(const Arena& arena, ExprId expr, Diagnostics& diags);

}  // namespace hclc::ir
