#pragma once
// The names of the Terraform, Packer and Nomad profiles: what a module's
// files define and where they refer to it, as keys such as "var.region" or
// "aws_s3_bucket.logs". Definition, references, highlights and rename are
// these occurrences matched by key across the files of one module, as each
// application scopes names:
// - Terraform: variables, locals, modules, resources, data sources and
//   outputs (`var.x`, `local.x`, `module.x`, `data.t.n`, `t.n`), across the
//   `.tf` files of a directory;
// - Packer: variables, locals (`locals {}` and `local "x" {}`), data sources
//   and sources (`source.amazon-ebs.x`, also written as a string in a
//   build's `sources` and as the label of a build's `source` block), across
//   the `.pkr.hcl` files of a directory;
// - Nomad: variables and locals, within the job file.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ir/builder.h"

namespace hclc::lsp {

struct Occurrence {
  std::string key;
  bool definition = false;
  // Where the cursor finds it: a reference's traversal up to the name, a
  // definition's labels or attribute name.
  std::uint32_t hit_begin = 0;
  std::uint32_t hit_end = 0;
  // The bytes of the name itself (inside a label's quotes), which rename replaces.
  std::uint32_t name_begin = 0;
  std::uint32_t name_end = 0;
};

enum class Profile { Generic, Terraform, Packer, Nomad };

// The profile a file's name implies: *.tf and *.tfvars, *.pkr.hcl and
// *.pkrvars.hcl, *.nomad and *.nomad.hcl.
Profile profile_of_path(std::string_view path);
// "terraform", "packer", "nomad" (as a schema rule names one); nullopt for others.
std::optional<Profile> profile_named(std::string_view name);
// Whether `path` belongs to the same module as a document of `profile`
// (in its directory): the profile's configuration files, not variable files.
bool is_module_file(std::string_view path, Profile profile);

// Every definition and reference in a file, in no particular order.
// `text` is the file's source (for the quotes of labels).
std::vector<Occurrence> occurrences(const ir::File& file, std::string_view text, Profile profile);

// The `description` of the `variable` or `output` block that `definition`
// (a definition among `file`'s occurrences) names, when it is a string with
// no interpolation; nullopt otherwise.
std::optional<std::string> definition_description(const ir::File& file, const Occurrence& definition);

// A name the applications accept for a variable, local, module, resource or output.
bool is_identifier(std::string_view name);

}  // namespace hclc::lsp
