#pragma once
// JSON syntax to native syntax: the inverse of `hclc json` (src/tojson),
// formatted as hclfmt would format it (src/format).
//
// The JSON syntax leaves to the application's schema what the native syntax
// writes down: whether an object is a block or an object value, and how many
// of its levels are labels. Without a schema the conversion decides so:
// - At the root, a property whose value is an object (or an array of
//   objects) is a block, or several (a `*.tfvars.json` file holds
//   attributes only).
// - In a body whose nested block types the language fixes (Terraform's
//   variable, output, module, locals, terraform, lifecycle, ...; Packer's
//   packer), only those are blocks. In other bodies (a resource's, whose
//   schema is the provider's) an object is a block when its type is one
//   that nests (dynamic, content, provisioner, ...) or when all its keys
//   are identifiers, except for the map arguments for_each, tags, labels,
//   annotations and env (a block in Nomad) and Packer's filters; other
//   objects are object values.
// - Labels: as many as Terraform gives the block type (resource: 2,
//   variable: 1, dynamic: 1, terraform: 0, ...), Packer (post-processor: 1,
//   a build's source: 1) and Nomad (port, volume, device: 1) give it, the
//   language told by the root's block types (job: Nomad; source, build,
//   packer: Packer); for another top-level type,
//   levels of objects whose values are all objects are labels, down to the
//   body; another nested type has none.
// On the shared corpus (native -> hclc json -> native, compared as
// tests/tojson/corpus_roundtrip.cpp compares) all but a few files come back
// with the same structure and expressions; those few have object-valued
// provider arguments with identifier keys, which read as blocks.
// - A string that is one `${…}` becomes that expression; any other string a
//   quoted template with the same text; numbers, bools, null, arrays and
//   objects become the same literals and constructors.
// - Terraform's text positions (a variable's `type`, `depends_on`, ...; see
//   native_to_json.h) become the expressions their text holds.
// - A `"//"` property becomes `#` comments.

#include <optional>
#include <string>

#include "diag/diagnostic.h"
#include "json/json.h"

namespace hclc::fromjson {

// The native text of a JSON-syntax document parsed without errors, laid out
// as hclfmt lays it out; nothing (with a diagnostic) when the document has a
// property that has no native form (a non-identifier attribute name, a root
// that is not an object).
std::optional<std::string> json_to_native(const json::Document& doc, Diagnostics& diags);

}  // namespace hclc::fromjson
