#pragma once
// The hcldec spec language: a native-syntax file that says how a body maps to
// one value. Exactly one root spec block (object, array, attr, block,
// block_list, block_set, block_map, block_attrs, literal, default, transform),
// plus an optional `variables` block (default values for the input's
// variables) and `function` blocks (user functions the input may call).
//
// Inside `object` each nested spec block has one label, its key; elsewhere
// nested spec blocks have none (`attr` then names its attribute with `name`,
// the block kinds their block type with `block_type`; under `object` both
// default to the key).

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "body/body.h"
#include "diag/diagnostic.h"
#include "eval/context.h"
#include "ir/builder.h"
#include "runtime/function.h"
#include "runtime/type.h"
#include "runtime/value.h"

namespace hclc::dec {

enum class SpecKind : std::uint8_t {
  Object,
  Array,
  Attr,
  Block,
  BlockList,
  BlockSet,
  BlockMap,
  BlockAttrs,
  Literal,
  Default,
  Transform,
};

struct Spec;
using SpecPtr = std::shared_ptr<const Spec>;

struct Spec {
  SpecKind kind = SpecKind::Object;
  Range def_range;  // the spec block's type and label

  std::vector<std::pair<std::string, SpecPtr>> members;  // Object, by key
  std::vector<SpecPtr> elements;                         // Array; Default, in order of preference
  std::string name;                                      // Attr: the attribute; Block kinds: the block type
  Type type;                                             // Attr: the value's type; BlockAttrs: each element's
  bool required = false;                                 // Attr, Block, BlockAttrs
  SpecPtr nested;                                        // Block, BlockList, BlockSet, BlockMap, Transform
  std::optional<std::int64_t> min_items, max_items;      // BlockList, BlockSet
  std::vector<std::string> labels;                       // BlockMap
  Value literal;                                         // Literal
  body::Expression result;                               // Transform: evaluated with `nested`
  // Transform: the spec functions its result may call. Like the reference,
  // a transform sees neither the input's variables nor the user functions.
  std::shared_ptr<const FunctionTable> result_functions;
};

struct SpecFile {
  SpecPtr root;
  // The `variables` block: values the input sees unless --vars overrides them.
  eval::EvalContext::Variables variables;
  // The `function` blocks; none at all means the input may call no function.
  std::shared_ptr<FunctionTable> functions;
  // The functions spec expressions (literal values, transforms, function
  // bodies) may call.
  std::shared_ptr<FunctionTable> spec_functions;
};

// Reads a parsed spec file; nullopt after reporting errors.
std::optional<SpecFile> load_spec(const ir::File& file, Diagnostics& diags);

// The context the input is evaluated in: `variables` (the spec's, with any
// given on the command line) and the spec's functions. With no variables at
// all, naming one is "Variables not allowed" rather than "Unknown variable";
// with neither variables nor functions there is no context at all, so JSON
// strings are read literally: both as in the reference's hcldec.
std::optional<eval::EvalContext> input_context(const SpecFile& spec, const eval::EvalContext::Variables& variables);

// The body schema a spec reads (the schema of its whole subtree).
body::BodySchema implied_schema(const Spec& spec);
// The type of the value a spec produces when there is nothing to decode.
Type implied_type(const Spec& spec);

}  // namespace hclc::dec
