#pragma once
// Dynamic blocks, as Go's ext/dynblock and Terraform offer them: a body
// wrapper that, when read through a schema, turns each
//
//   dynamic "setting" {
//     for_each = var.settings      # a list, set, tuple, map or object
//     iterator = s                 # optional; the block type by default
//     labels   = [s.key]           # one per label the block type has
//     content { name = s.value }   # the body of each generated block
//   }
//
// into one `setting` block per element, whose expressions see the iterator
// (`s.key`, `s.value`) besides the caller's context. Dynamic blocks nest: a
// generated body is wrapped too, so an inner for_each sees the outer
// iterators. A `dynamic` block whose type the schema does not name is
// "Unsupported block type" for content() and stays in the remaining body for
// partial_content(), as with any other block.
//
// for_each and labels are evaluated in `ctx` (with the iterators); attribute
// values in whatever context the reader passes. An unknown for_each gives one
// block whose every attribute is unknown.

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "body/body.h"
#include "eval/context.h"
#include "ir/analysis.h"

namespace hclc::ext {

// `ctx` may be null (for_each and labels then see only the iterators).
body::BodyPtr expand_dynamic_blocks(body::BodyPtr body, std::shared_ptr<const eval::EvalContext> ctx);

// A body made by expand_dynamic_blocks read without a schema (hcl::body_value,
// hclc.loads): its items in source order, each `dynamic "x"` block replaced
// in its place by the `x` blocks it generates, with as many labels as its
// `labels` lists (none without it). The problems a schema's read reports are
// added to `diags`, but for the label counts, which only a schema fixes.
// The body's own content_without_schema() gives the same items without
// the diagnostics. Nullopt for any other body, and for one whose syntax does
// not tell blocks from attributes (JSON).
std::optional<body::BodyContent> dynamic_content_without_schema(const body::Body& body, Diagnostics& diags);

// --- the variables a body refers to, without expanding anything ------------
// (Go's dynblock.WalkVariables: `hcldec --var-refs` with the pack on.)

// The block header a `dynamic` block has, for a schema that reads them.
extern const body::BlockHeaderSchema kDynamicBlockHeader;

// What a body made by expand_dynamic_blocks reads from, with the iterator
// names in scope there; nullopt for any other body.
struct UnexpandedBody {
  body::BodyPtr body;
  std::set<std::string> iterators;
};
std::optional<UnexpandedBody> unexpanded(const body::BodyPtr& body);

// One `dynamic` block read as syntax: the variables its for_each and labels
// refer to (without the iterators they see: `iterators` for for_each, those
// and its own for labels), its iterator's name, and its content bodies, in
// which the iterator is one more name in scope. Nullopt when the block is
// malformed (its reader reports why).
struct DynamicBlockReferences {
  std::vector<ir::Traversal> variables;
  std::string iterator;
  std::vector<body::BodyPtr> contents;
};
std::optional<DynamicBlockReferences> dynamic_block_references(const body::Block& dynamic,
                                                               const std::set<std::string>& iterators);

}  // namespace hclc::ext
