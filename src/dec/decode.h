#pragma once
// Decoding a body by an hcldec spec into one value, and finding the variables
// the decoded parts of a body refer to (hcldec --var-refs).

#include <cstdint>
#include <string>
#include <string_view>
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
// the spec reads them. A body made by ext::expand_dynamic_blocks is read as
// Go's dynblock.VariablesHCLDec reads it: a dynamic block of a type the spec
// reads gives the references of its for_each and labels, and of its content
// as the spec reads that type, without its iterator's.
std::vector<ir::Traversal> referenced_variables(const body::BodyPtr& body, const Spec& spec, Diagnostics& diags);

// The diagnostics of decoding, worded as the reference's hcldec words them;
// the public API's declarative decoding (hcl::decode) reports the same.
//
// `expr_range` is the attribute's expression.
Diagnostic incorrect_attribute_type(std::string_view name, std::string_view message, const Range& expr_range);
// At the body's missing-item range.
Diagnostic missing_block(std::string_view type, const Range& missing_item_range);
// At the second block of a type that allows one.
Diagnostic duplicate_block(std::string_view type, const Range& first, const Range& second);
// At a block whose labels an earlier block of the type already had.
Diagnostic duplicate_labeled_block(std::string_view type, const std::vector<std::string>& labels, const Range& subject);
Diagnostic insufficient_blocks(std::string_view type, std::int64_t min_items, const Range& missing_item_range);
// At the missing-item range of the first block beyond `max_items`.
Diagnostic too_many_blocks(std::string_view type, std::int64_t max_items, const Range& subject);

}  // namespace hclc::dec
