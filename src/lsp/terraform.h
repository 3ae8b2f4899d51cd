#pragma once
// The Terraform profile's names: what a module's files define (variables,
// locals, modules, resources, data sources, outputs) and where its
// expressions refer to them (`var.x`, `local.x`, `module.x`, `data.t.n`,
// `t.n`), as keys such as "var.region" or "aws_s3_bucket.logs". Definition,
// references, highlights and rename are these occurrences matched by key
// across the files of one module (one directory), as Terraform scopes names.

#include <cstdint>
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

// Every definition and reference in a file, in no particular order.
// `text` is the file's source (for the quotes of labels).
std::vector<Occurrence> terraform_occurrences(const ir::File& file, std::string_view text);

// A name Terraform accepts for a variable, local, module, resource or output.
bool is_terraform_identifier(std::string_view name);

}  // namespace hclc::lsp
