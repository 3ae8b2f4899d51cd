#pragma once
// Schemas for any HCL application: hcldec specs chosen by file name. A
// `.hclc.hcl` at the workspace root holds one block per glob,
//
//   schema "*.app.hcl" {
//     spec = "specs/app.hcldec"   # relative to the workspace root
//   }
//
// (a glob without "/" matches the file name, one with "/" the path relative
// to the root; the first matching block wins), and initializationOptions can
// carry the same as {"schemas": [{"glob": "*.app.hcl", "spec": "..."}]}.
// A document with a schema gets `hclc dec`'s decoding diagnostics and
// completion of the attribute and block names valid where the cursor is.

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dec/spec.h"
#include "diag/diagnostic.h"
#include "ir/builder.h"
#include "lsp/json_value.h"

namespace hclc::lsp {

struct SchemaRule {
  std::string glob;
  std::string spec_path;  // absolute, or relative to the root
};

// The rules of `root`/.hclc.hcl (none when there is no such file); problems
// with the file are in `diags`.
std::vector<SchemaRule> read_schema_rules(const std::string& root, Diagnostics& diags);
// The rules in initializationOptions.schemas.
std::vector<SchemaRule> schema_rules_from_json(const Json& options);

class Schemas {
 public:
  void set(std::string root, std::vector<SchemaRule> rules);
  // The spec for a file, loaded once; nullptr when no rule matches or the
  // spec does not load (the reason is in `problems`).
  const dec::SpecFile* spec_for(const std::string& path, std::string& problems);

 private:
  std::string root_;
  std::vector<SchemaRule> rules_;
  std::map<std::string, std::shared_ptr<const dec::SpecFile>, std::less<>> loaded_;  // null: failed
};

// `hclc dec`'s diagnostics for a file that parsed: the body decoded with the spec.
void decode_diagnostics(const ir::File& file, const dec::SpecFile& spec, Diagnostics& diags);

// The attributes and blocks the spec allows in the body the cursor is in,
// from the text's tokens (so that half-typed text works): completion items.
Json schema_completion(std::string_view text, std::uint32_t offset, const dec::SpecFile& spec, bool snippets);

// Hover on an attribute's or a block's name in a file that parsed: what the
// spec says of it (an attribute's type and whether it is required; a block's
// kind and labels); nullopt where the spec says nothing.
std::optional<std::string> schema_hover(const ir::File& file, std::uint32_t offset, const dec::SpecFile& spec);

}  // namespace hclc::lsp
