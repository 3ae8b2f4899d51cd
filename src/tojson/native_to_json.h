#pragma once
// Native syntax to JSON syntax (json-syntax.md): a parsed file becomes JSON
// text that every HCL reader decodes, with any schema, as it decodes the file.
//
// - A body is an object: attributes and block types as properties, in source
//   order. Blocks nest one object per label; blocks that repeat a type (and
//   labels) become an array. Where one object cannot keep the source order —
//   a block type that comes back after another one, or an attribute and a
//   block of the same name — the root body becomes an array of objects, which
//   the JSON syntax reads in order; a block's body cannot be an array (that
//   would mean several blocks) and repeats the property name instead, which
//   the JSON syntax also reads in order.
// - Literals stay JSON values: numbers as written (leading zeros dropped),
//   strings, bools, null, and tuples and objects made only of those.
// - A quoted template or heredoc becomes a JSON string holding the same
//   template (literal `${` and `%{` written `$${` and `%%{`). Any other
//   expression becomes "${…}" around its own source text.
// - Terraform's JSON conventions where it reads text, not templates: a
//   variable's `type` as its source ("list(string)"), references in
//   `depends_on`, `provider`, a module's `providers`, `lifecycle`'s
//   `ignore_changes` and `replace_triggered_by`, and `moved`/`removed`/
//   `import` addresses as strings ("aws_instance.web"), lists of them as
//   arrays of strings; the names of a dynamic block's `iterator`, a
//   provisioner's `when` and `on_failure` and `terraform`'s `experiments`
//   as strings ("rule").
//
//   ir::File file = parse_config(source, diags);
//   if (!diags.has_errors()) out << tojson::native_to_json(file, source.text(), diags);

#include <string>
#include <string_view>

#include "diag/diagnostic.h"
#include "ir/builder.h"

namespace hclc::tojson {

// The JSON text (indented by two spaces, ending in a newline) of a file
// parsed without errors from `source_text`; nothing, after a "Nesting too
// deep" error in `diags`, when its blocks or labels nest more deeply than the
// stack allows.
std::string native_to_json(const ir::File& file, std::string_view source_text, Diagnostics& diags);

}  // namespace hclc::tojson
