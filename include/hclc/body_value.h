#pragma once
// Bodies without a schema: a whole body as one hcl::Value, for applications
// that want a configuration's data as it is written (as python-hcl2's `load`
// and hcl-rs's `Body` give it) rather than read through a schema.
//
//   hcl::Value config = hcl::body_value(file.body(), ctx, diags);
//   std::string json = config.to_json().value();
//
// The shape (python-hcl2's): a body is an object whose keys are
//   - each attribute's name, with the attribute's value;
//   - each block type, with a tuple of every block of that type in source
//     order; a block without labels is its body's object, a block with labels
//     is nested one object per label around it:
//       job "x" { group "g" { count = 2 } }  ->  {"job": [{"x": {"group": [{"g": {"count": 2}}]}}]}
//       config { image = "nginx" }           ->  {"config": [{"image": "nginx"}]}
//     (two blocks `a "l" {}` give two elements, even with the same labels).
// Object keys come in byte order, as in every hcl::Value object (python-hcl2
// keeps source order; the blocks of one type keep theirs in the tuple).
// An attribute and a block type of one name in one body are an error ("Argument
// and block with one name", at the block's type); the attribute is kept.
//
// The JSON syntax cannot tell attributes from blocks without a schema: a JSON
// body's object properties are all read as attributes (each property's value
// as its value), which is the JSON document's own shape. A merged body
// (merge_files) is read the same way (its blocks are then "Unexpected block"
// errors): read each file's body instead.
//
// Every cost is linear in the size of the body.

#include "hclc/body.h"
#include "hclc/diagnostics.h"
#include "hclc/eval_context.h"
#include "hclc/parser.h"
#include "hclc/value.h"

namespace hcl {

// Each attribute evaluated in `ctx`. An attribute whose evaluation reports an
// error is null (of the dynamic type) and its diagnostics are added to `diags`.
Value body_value(const Body& body, const EvalContext& ctx, Diagnostics& diags);

// Each expression kept as written, as python-hcl2 does:
//   - a constant (it evaluates without variables or functions, without
//     errors: `1`, `"nginx"`, `["http"]`, a heredoc without interpolation) is
//     its value;
//   - a quoted template that is not constant (`"web-${var.env}"`) is its text
//     between the quotes, exactly as written (escapes are not decoded);
//   - a heredoc that is not constant is its lines between the markers as
//     written, less the indentation `<<-` removes (its non-blank lines' least);
//   - anything else is "${" + its source text + "}": `var.x` -> "${var.x}",
//     `[for s in var.l : s]` -> "${[for s in var.l : s]}".
// A JSON body's property values are read without a context: each string is
// its own text ("${var.x}" stays as it is). `parser` is the one that parsed
// the body (its source text is quoted); with another parser, a non-constant
// expression's source is not found and its value is null.
Value body_source_value(const Body& body, const Parser& parser, Diagnostics& diags);

}  // namespace hcl
