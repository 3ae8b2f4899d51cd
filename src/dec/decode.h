#pragma once
// Decoding a body by an hcldec spec into one value, and finding the variables
// the decoded parts of a body refer to (hcldec --var-refs).

#include <vector>

#include "body/body.h"
#include "dec/spec.h"
#include "eval/context.h"
#include "ir/analysis.h"
#include "runtime/value.h"

namespace hclc::dec {

// Reads `body` exhaustively with the spec's schema and decodes it; attribute
// expressions are evaluated in `ctx`. On errors the value is still returned
// (with nulls or unknowns where decoding failed).
Value decode(const body::BodyPtr& body, const Spec& spec, const eval::EvalContext* ctx, Diagnostics& diags);

// The variables referenced by the attributes the spec reads, in the order
// the spec reads them.
std::vector<ir::Traversal> referenced_variables(const body::BodyPtr& body, const Spec& spec, Diagnostics& diags);

}  // namespace hclc::dec
