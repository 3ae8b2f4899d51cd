#pragma once
// Extension packs: never on unless an application asks for them.
//
// Dynamic blocks, as in Terraform (Go's ext/dynblock): a body whose
// `dynamic "type" { for_each = ...; iterator = ...; labels = [...]; content { ... } }`
// blocks read as one `type` block per element, through every decoding path:
//
//   hcl::Body body = hcl::expand_dynamic_blocks(file.body(), ctx);
//   hcl::BodyContent content = body.content(schema, diags);   // generated blocks included
//
// Terraform's functions, as Terraform computes them (files read only inside
// a granted directory):
//
//   hcl::add_terraform_functions(ctx, {.granted_directory = "/srv/app/config"});

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "hclc/body.h"
#include "hclc/eval_context.h"

namespace hcl {

// A body whose dynamic blocks expand when it is read. for_each and labels are
// evaluated in `ctx` (kept alive by the body) with the iterators of the
// enclosing dynamic blocks; attributes of generated blocks in the context
// their reader passes, with the iterators added. Problems are diagnostics of
// the read: "Invalid dynamic for_each value", "Invalid dynamic iterator name",
// "Extraneous dynamic block label", "Insufficient dynamic block labels",
// "Invalid dynamic block label", "Missing dynamic content block",
// "Extraneous dynamic content block". An unknown for_each gives one block
// whose attributes are all unknown. Read without a schema (body_value,
// content_without_schema), each dynamic block is replaced where it stands by
// the blocks it generates, with as many labels as its `labels` lists.
Body expand_dynamic_blocks(const Body& body, const EvalContext& ctx);

struct TerraformFunctionOptions {
  // The directory file, fileexists and templatefile may read in (relative
  // paths start there). A path leading outside it, through `..`, an absolute
  // path or a symbolic link, is an error; with none granted, every path is.
  std::string granted_directory = {};
  // What timestamp() reports; the system clock when empty.
  std::function<std::chrono::system_clock::time_point()> clock = {};
  // The time of the plan, which plantimestamp() reports (Terraform takes it
  // from its plan); without one plantimestamp() is unknown, as in Terraform's
  // validation.
  std::optional<std::chrono::system_clock::time_point> plan_timestamp = std::nullopt;
};

// Adds (or replaces) every function Terraform has but sensitive,
// nonsensitive, issensitive and ephemeralasnull, computing what Terraform
// computes: Terraform's own versions of length, index, lookup, coalesce, sum
// and replace replace the standard library's, and each function is also
// reachable as core::NAME (docs/extensions.md lists them). A template of
// templatefile or templatestring sees its variables, the standard library
// and these functions, but templatefile and templatestring refuse to run
// there.
void add_terraform_functions(EvalContext& ctx, const TerraformFunctionOptions& options = {});

// The names add_terraform_functions adds, in byte order.
std::vector<std::string> terraform_function_names();

}  // namespace hcl
