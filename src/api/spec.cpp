// hcl::Spec over the hcldec spec language and decoder (src/dec), the code the
// hcldec tool runs.

#include "dec/spec.h"
#include "dec/decode.h"
#include "hclc/spec.h"
#include "runtime/json.h"
#include "src/api/internal.h"

namespace hcl {

struct Spec::Impl {
  hclc::dec::SpecFile spec;
  std::map<std::string, Value> variables;  // spec.variables as public handles
};

Spec::Spec(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

std::optional<Spec> Spec::load(const File& file, Diagnostics& diags) {
  hclc::Diagnostics inner;
  std::optional<hclc::dec::SpecFile> spec;
  if (api::impl(file).native) {
    spec = hclc::dec::load_spec(*api::impl(file).native, inner);
  } else {
    inner.add(hclc::DiagKind::DecSpecNotNative, "The spec file \"" + file.filename() +
                                                    "\" is in the JSON syntax; hcldec specs are written in the "
                                                    "native syntax.");
  }
  api::append(diags, inner);
  if (!spec) return std::nullopt;
  std::map<std::string, Value> variables;
  for (const auto& [name, value] : spec->variables) variables.emplace(name, api::wrap(value));
  return Spec(std::make_shared<const Impl>(Impl{std::move(*spec), std::move(variables)}));
}

const std::map<std::string, Value>& Spec::variables() const { return impl_->variables; }

Value Spec::decode(const Body& body, Diagnostics& diags) const { return decode(body, {}, diags); }

Value Spec::decode(const Body& body, const std::map<std::string, Value>& variables, Diagnostics& diags) const {
  hclc::eval::EvalContext::Variables all = impl_->spec.variables;
  for (const auto& [name, value] : variables) all.insert_or_assign(name, api::unwrap(value));
  std::optional<hclc::eval::EvalContext> ctx = hclc::dec::input_context(impl_->spec, all);
  hclc::Diagnostics inner;
  hclc::Value value = hclc::dec::decode(api::impl(body).body, *impl_->spec.root, ctx ? &*ctx : nullptr, inner);
  api::append(diags, inner);
  return api::wrap(std::move(value));
}

std::vector<Traversal> Spec::referenced_variables(const Body& body) const {
  hclc::Diagnostics ignored;  // decoding reports them
  std::vector<Traversal> out;
  for (const hclc::ir::Traversal& t : hclc::dec::referenced_variables(api::impl(body).body, *impl_->spec.root, ignored))
    out.push_back(api::wrap(t));
  return out;
}

Type Spec::type() const { return api::wrap(hclc::dec::implied_type(*impl_->spec.root)); }

Result<std::string> hcldec_json(const Value& value, const HcldecJsonOptions& options) {
  return api::wrap(hclc::hcldec_result_json(api::unwrap(value), options.with_type, options.keep_nulls));
}

}  // namespace hcl
