// hcl::Function over the runtime's hclc::Function: the application's
// callbacks see public values, the evaluator internal ones.

#include "src/api/internal.h"

namespace hcl {

using api::unwrap;
using api::wrap;

namespace {

hclc::Parameter unwrap(const Parameter& p) {
  return hclc::Parameter{p.name, api::unwrap(p.type), p.allow_null, p.allow_unknown, p.allow_dynamic};
}

std::vector<Value> wrap_all(std::span<const hclc::Value> args) {
  std::vector<Value> out;
  out.reserve(args.size());
  for (const hclc::Value& v : args) out.push_back(wrap(v));
  return out;
}

hclc::Error unwrap(const Error& e) { return hclc::Error{e.message, e.path}; }

}  // namespace

Function::Function(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

Function::Function(Spec spec) {
  hclc::Function::Spec inner;
  for (const Parameter& p : spec.parameters) inner.parameters.push_back(unwrap(p));
  if (spec.variadic) inner.variadic = unwrap(*spec.variadic);
  inner.result_type = [callback =
                           std::move(spec.result_type)](std::span<const hclc::Value> args) -> hclc::Result<hclc::Type> {
    std::vector<Value> public_args = wrap_all(args);
    Result<Type> type = callback(public_args);
    if (!type) return unwrap(type.error());
    return api::unwrap(*type);
  };
  inner.implementation = [implementation = std::move(spec.implementation)](
                             std::span<const hclc::Value> args,
                             const hclc::Type& result_type) -> hclc::Result<hclc::Value> {
    std::vector<Value> public_args = wrap_all(args);
    Result<Value> result = implementation(public_args, wrap(result_type));
    if (!result) return unwrap(result.error());
    return api::unwrap(*result);
  };
  impl_ = std::make_shared<const Impl>(Impl{hclc::Function(std::move(inner))});
}

Function::ResultTypeCallback Function::returns(const Type& type) {
  return [type](std::span<const Value>) -> Result<Type> { return type; };
}

Result<Value> Function::call(const std::vector<Value>& args) const {
  std::vector<hclc::Value> inner;
  inner.reserve(args.size());
  for (const Value& v : args) inner.push_back(api::unwrap(v));
  return wrap<Value>(impl_->function.call(inner));
}

}  // namespace hcl
