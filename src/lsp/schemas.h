#pragma once
// Schemas for any HCL application: hcldec specs chosen by file name. A
// `.hclc.hcl` at the workspace root holds one block per glob,
//
//   schema "*.app.hcl" {
//     spec      = "specs/app.hcldec"       # relative to the workspace root
//     types     = { env = string }         # the variables' types, for the checker
//     functions = ["terraform"]            # function packs beside the standard library
//     profile   = "nomad"                  # navigation as for *.nomad files
//   }
//
// (each attribute optional; a glob without "/" matches the file name, one
// with "/" the path relative to the root; the first matching block wins), and
// initializationOptions can carry the same as {"schemas": [{"glob":
// "*.app.hcl", "spec": "...", "types": {"env": "string"}, "functions":
// ["terraform"], "profile": "nomad"}]}. A document with a spec gets `hclc
// dec`'s decoding diagnostics and completion of the attribute and block names
// valid where the cursor is; with types or functions, the checker's.

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "check/check.h"
#include "dec/spec.h"
#include "diag/diagnostic.h"
#include "ir/builder.h"
#include "lsp/json_value.h"

namespace hclc::lsp {

struct SchemaRule {
  std::string glob;
  std::string spec_path;  // absolute, or relative to the root; "" for none
  check::VariableTypes types;
  std::vector<std::string> functions;  // the packs: "terraform"
  std::string profile;                 // "terraform", "packer", "nomad"; "" to go by the file's name
};

// The function packs a rule may name.
bool is_function_pack(std::string_view name);

// The rules of `root`/.hclc.hcl (none when there is no such file); problems
// with the file are in `diags`.
std::vector<SchemaRule> read_schema_rules(const std::string& root, Diagnostics& diags);
// The rules in initializationOptions.schemas.
std::vector<SchemaRule> schema_rules_from_json(const Json& options);

// What the comment lines right above an `attr` or a block spec in a spec
// file say of it (hcldec's spec language has no description; its comments
// are the schema's documentation): `# ...` or `// ...` lines, without the
// markers, up to a blank or other line.
using SpecDescriptions = std::map<const dec::Spec*, std::string, std::less<>>;
SpecDescriptions spec_descriptions(const dec::SpecFile& spec, std::string_view text);

class Schemas {
 public:
  void set(std::string root, std::vector<SchemaRule> rules);
  // The first rule whose glob matches the file; nullptr when none does.
  const SchemaRule* rule_for(const std::string& path) const;
  // The spec for a file, loaded once; nullptr when no rule matches or the
  // spec does not load (the reason is in `problems`).
  const dec::SpecFile* spec_for(const std::string& path, std::string& problems);
  // The descriptions of the loaded specs' attributes and blocks.
  const SpecDescriptions& descriptions() const { return descriptions_; }

 private:
  std::string root_;
  std::vector<SchemaRule> rules_;
  std::map<std::string, std::shared_ptr<const dec::SpecFile>, std::less<>> loaded_;  // null: failed
  SpecDescriptions descriptions_;
};

// `hclc dec`'s diagnostics for a file that parsed: the body decoded with the
// spec, its variables and, as unknown values of their types, the rule's typed
// variables (so that the decoder reports what their types decide).
void decode_diagnostics(const ir::File& file, const dec::SpecFile& spec, const check::VariableTypes& types,
                        Diagnostics& diags);

// A name written directly in a block's body: an attribute's (`name =`
// starting a line) or a nested block's type.
struct BodyName {
  std::string name;
  bool block = false;
};
// A block around a position, as read from the text's tokens.
struct EnclosingBlock {
  std::string type;
  std::uint32_t open = 0;       // the byte offset of its `{`
  std::vector<BodyName> names;  // in its body, in order (those of the text after the position too)
};
struct BlockContext {
  // From the outermost to the innermost block around the position.
  std::vector<EnclosingBlock> blocks;
  // Whether the position is directly in the innermost block's body (or the
  // file's), not inside an object, brackets, parentheses or a template.
  bool in_body = true;
  // Whether the position is in a comment or a template's literal text (at
  // its end, or right after its opening quote or heredoc marker too): text,
  // not an expression.
  bool in_text = false;
};
// The blocks around `offset` in `text` (valid UTF-8), read from the tokens so
// that half-typed text works: a `{` that ends a line's `type "label"...`
// header in a block's body opens a block, any other `{` an object.
BlockContext enclosing_blocks(std::string_view text, std::uint32_t offset);

// The attributes and blocks the spec allows in the body the cursor is in,
// from the text's tokens (so that half-typed text works): completion items.
Json schema_completion(std::string_view text, std::uint32_t offset, const dec::SpecFile& spec, bool snippets);

// Hover on an attribute's or a block's name in a file that parsed: what the
// spec says of it (an attribute's type and whether it is required; a block's
// kind and labels), then its description; nullopt where the spec says nothing.
std::optional<std::string> schema_hover(const ir::File& file, std::uint32_t offset, const dec::SpecFile& spec,
                                        const SpecDescriptions& descriptions);

}  // namespace hclc::lsp
