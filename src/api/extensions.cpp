// The opt-in packs (src/ext) over the public handles.

#include "hclc/extensions.h"
#include "ext/dynamic_blocks.h"
#include "ext/terraform_functions.h"
#include "src/api/internal.h"

namespace hcl {

Body expand_dynamic_blocks(const Body& body, const EvalContext& ctx) {
  // The wrapper keeps the context's scope (and so its parents) alive.
  std::shared_ptr<const hclc::eval::EvalContext> inner(ctx.impl_, &ctx.impl_->context);
  // The expanded body is still the block's, if it is one, with its source.
  const Body::Impl& given = api::impl(body);
  return api::wrap(hclc::ext::expand_dynamic_blocks(given.body, std::move(inner)), given.source, given.block);
}

void add_terraform_functions(EvalContext& ctx, const TerraformFunctionOptions& options) {
  const hclc::FunctionTable pack = hclc::ext::terraform_pack({.granted_directory = options.granted_directory,
                                                              .clock = options.clock,
                                                              .plan_timestamp = options.plan_timestamp,
                                                              .max_fileset_entries = 100'000});
  for (const std::string& name : pack.names()) ctx.add_function(name, ImplAccess::make<Function>({*pack.find(name)}));
}

std::vector<std::string> terraform_function_names() { return hclc::ext::terraform_function_names(); }

}  // namespace hcl
