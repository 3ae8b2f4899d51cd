#pragma once
// Bodies as the information model sees them: a set of attributes and a
// sequence of blocks, read through a schema that says which attribute names
// and block types (with how many labels) are expected.
//
// Body is abstract: native-syntax bodies (native_body.h), JSON bodies (the
// JSON body mapping) and merged bodies (several files read as one) implement
// it. Reading a body with a schema is the only way to get at its content, as
// in the spec: the schema decides whether `foo` is an attribute or a block.
//
//   body::BodySchema schema{{{"name", true}}, {{"service", {"type", "name"}}}};
//   body::BodyContent c = file_body->content(schema, diags);
//
// Diagnostics (summary, detail, range) are the reference's, observed with
// its hcldec.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "eval/context.h"
#include "ir/ir.h"
#include "source/range.h"

namespace hclc::body {

struct AttributeSchema {
  std::string name;
  bool required = false;
};

struct BlockHeaderSchema {
  std::string type;
  std::vector<std::string> label_names;
};

struct BodySchema {
  std::vector<AttributeSchema> attributes;
  std::vector<BlockHeaderSchema> blocks;
};

// An expression of some body: an IR node in the arena that holds it (JSON
// bodies build IR for their values too).
struct Expression {
  std::shared_ptr<const ir::Arena> arena;
  ir::ExprId id;
  // JSON syntax only. `literal_only`: the same value read in literal-only
  // mode (every string is its own text), which is what evaluating without any
  // EvalContext reads, as in the reference; absent when the value holds no
  // template (both readings are then this expression). `template_errors`: the syntax
  // errors of its string templates, reported when it is evaluated with a
  // context (the expression is then an error node).
  std::shared_ptr<const Expression> literal_only = nullptr;
  std::shared_ptr<const Diagnostics> template_errors = nullptr;
  // Names a body wrapper adds around the expression (the iterators of dynamic
  // blocks, src/ext): it is evaluated in a child scope of the caller's context
  // that holds them. `unknown`: its value is not known yet (it is part of an
  // iteration over an unknown collection), whatever the context.
  struct Scope {
    eval::EvalContext::Variables variables;
    bool unknown = false;
  };
  std::shared_ptr<const Scope> scope = nullptr;

  Range range() const { return arena->range(id); }
  // The value, as the reference's Expression.Value(ctx).
  Value value(const eval::EvalContext* ctx, Diagnostics& diags) const;
};

struct Attribute {
  std::string name;
  Expression expr;
  Range range;       // the whole attribute
  Range name_range;  // where problems with the attribute as a whole are reported
};

class Body;
using BodyPtr = std::shared_ptr<const Body>;

struct Block {
  std::string type;
  std::vector<std::string> labels;
  BodyPtr body;
  Range def_range;  // native: type through the last label; JSON: the opening token of the block's value
  Range type_range;
  std::vector<Range> label_ranges;
  Range range;  // native: type through the closing brace; JSON: the type's property name through the body's object
};

struct BodyContent {
  std::vector<Attribute> attributes;  // each name at most once
  std::vector<Block> blocks;          // in source order
  Range missing_item_range;

  // The attribute named `name`, or nullptr. A decoder looks up each name of
  // its spec, so a long list is searched through positions sorted by name,
  // made at the first lookup and made again once attributes are added (a scan
  // for each of N names would cost N² comparisons). Attributes may be added
  // between lookups but not renamed; one BodyContent is not for lookups from
  // several threads at once.
  const Attribute* attribute(std::string_view name) const;

 private:
  mutable std::vector<std::uint32_t> positions_by_name_;
};

struct PartialContent {
  BodyContent content;
  BodyPtr remain;  // the same body, without what the schema took
};

class Body {
 public:
  virtual ~Body() = default;

  // Exactly the schema's items: anything else is "Unsupported argument" /
  // "Unsupported block type".
  virtual BodyContent content(const BodySchema& schema, Diagnostics& diags) const = 0;
  // The schema's items; everything else stays in the remaining body.
  virtual PartialContent partial_content(const BodySchema& schema, Diagnostics& diags) const = 0;
  // The body read as a map of attributes; any block is an error.
  virtual std::vector<Attribute> just_attributes(Diagnostics& diags) const = 0;
  // Where a missing required item is reported.
  virtual Range missing_item_range() const = 0;
  // Every attribute and block, without a schema, for a body whose syntax
  // tells them apart (the native syntax); nullopt for one whose syntax does
  // not (a JSON object property may be either) or that is several bodies.
  virtual std::optional<BodyContent> content_without_schema() const { return std::nullopt; }
};

// Several bodies (one per file) read as one: attributes may be set in only
// one of them, blocks are concatenated in order.
BodyPtr merge_bodies(std::vector<BodyPtr> bodies);

// The reference's "did you mean": the first candidate (in the given order)
// within edit distance 2, counting code points; empty if none.
std::string name_suggestion(std::string_view given, const std::vector<std::string>& candidates);

}  // namespace hclc::body
