#pragma once
// An expression's syntax tree, as written: for tools that print, translate or
// lint expressions rather than evaluate them (python-hcl2's dict shape renders
// every expression from it). Nodes carry their source ranges; the source text
// itself is the caller's (the text it parsed).
//
//   hcl::SyntaxNode tree = hcl::syntax_tree(attr.expr);
//   if (tree.kind == hcl::SyntaxNode::Kind::Binary) std::cout << tree.text;   // "+"

#include <cstdint>
#include <string>
#include <vector>

#include "hclc/diagnostics.h"
#include "hclc/expression.h"
#include "hclc/value.h"

namespace hcl {

struct SyntaxNode {
  enum class Kind : std::uint8_t {
    Literal,        // a number, string part, bool or null: `value` (a number's `text` as written)
    Template,       // a quoted string or heredoc: children are its parts in order
                    // (Literal strings, Interpolation, TemplateIf, TemplateFor)
    Interpolation,  // `${ expr }` in a template: children {expr}
    TemplateIf,     // `%{ if c }a%{ else }b%{ endif }`: children {c, a} or {c, a, b}
    TemplateFor,    // `%{ for k, v in coll }body%{ endfor }`: children {coll, body}
    Variable,       // `name` with `steps` after it (`var.a[0]`): `text` is the root's name
    Traversal,      // steps after an expression (`f(x).a`): children {source}, `steps`
    Index,          // `coll[key]` with a key that is not a literal: children {coll, key}
    Splat,          // `src.*.a` (`attribute_only`) or `src[*].a`: children {src, each}
    SplatItem,      // inside a splat's `each`: the element it stands for (it has no source)
    Tuple,          // `[a, b]`: children the elements
    Object,         // `{k = v, ...}`: children key, value, key, value, ...
    For,            // `[for k, v in coll : val if cond]`, `{for ... : key => val... if cond}`:
                    // children {coll, key (object_form only), val, cond (has_condition only)}
    Call,           // `name(args)`, `ns::name(args)`: `text` the full name, children the arguments
    Unary,          // `-x`, `!x`: `text` the operator, children {operand}
    Binary,         // `a + b`: `text` the operator, children {lhs, rhs}
    Conditional,    // `c ? a : b`: children {c, a, b}
    Parens,         // `(x)`: children {x}
    Invalid,        // what failed to parse (only in expressions with errors)
  };

  Kind kind = Kind::Invalid;
  Range range;
  Value value;                       // Literal
  std::string text;                  // see Kind; For/TemplateFor: the value variable's name
  std::string key_variable;          // For/TemplateFor: the key variable's name, or empty
  std::vector<TraversalStep> steps;  // Variable, Traversal (a Variable's first step is its root)
  std::vector<SyntaxNode> children;  // see Kind
  bool attribute_only = false;       // Splat: `.*` rather than `[*]`
  bool expand_final = false;         // Call: the last argument is followed by `...`
  bool object_form = false;          // For: `{for ...}`
  bool grouping = false;             // For: `...` after the value
  bool has_condition = false;        // For: `if cond`
  bool key_is_identifier = false;    // Literal: an object key written as a bare name (`{a = 1}`)
};

// The tree of one expression. An expression of the JSON syntax gives the tree
// of its value as HCL reads it: objects, tuples and literals, each string the
// template it holds (`"${x}"` a Template around an Interpolation).
SyntaxNode syntax_tree(const Expression& expression);

}  // namespace hcl
