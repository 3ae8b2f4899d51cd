#pragma once
// Bodies: the attributes and blocks of a file or of a block. As in HCL, a
// body is read through a schema that says which attributes and block types
// the application expects (and how many labels each block has): the schema
// decides what `foo` is, in the native syntax and in JSON alike.
//
//   hcl::BodySchema schema{
//       .attributes = {{"region", /*required=*/true}},
//       .blocks = {{"service", {"name"}}}};
//   hcl::BodyContent content = file.body().content(schema, diags);
//   for (const hcl::Block& service : content.blocks) { ... service.labels[0] ... service.body ... }
//
// content() reports anything the schema does not name as an error;
// partial_content() leaves it in a remaining body for another reader;
// just_attributes() reads a body that is a flat set of attributes.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hclc/diagnostics.h"
#include "hclc/expression.h"

namespace hcl {

struct AttributeSchema {
  std::string name;
  bool required = false;
};

struct BlockHeaderSchema {
  std::string type;
  std::vector<std::string> label_names = {};  // e.g. {"name"} for `service "api" { ... }`
};

struct BodySchema {
  std::vector<AttributeSchema> attributes = {};
  std::vector<BlockHeaderSchema> blocks = {};
};

struct Attribute {
  std::string name;
  Expression expr;
  Range range;       // the whole `name = expr`
  Range name_range;  // where to report problems with the attribute as a whole
};

struct BodyContent;
struct PartialContent;

// A handle: copies share the body.
class Body {
 public:
  // An empty body (no attributes, no blocks).
  Body();
  // Exactly the schema's items: anything else is "Unsupported argument" or
  // "Unsupported block type" (with a "Did you mean" where one is close).
  BodyContent content(const BodySchema& schema, Diagnostics& diags) const;
  // The schema's items; what else there is stays in PartialContent::remain.
  PartialContent partial_content(const BodySchema& schema, Diagnostics& diags) const;
  // Every attribute (in source order); a block is an error.
  std::vector<Attribute> just_attributes(Diagnostics& diags) const;
  // Every attribute and every block, with no schema, each in source order
  // (merge them by their ranges' start for the file's order). Only the
  // native syntax tells the two apart without a schema: a JSON or merged
  // body has nullopt.
  std::optional<BodyContent> content_without_schema() const;
  Range missing_item_range() const;

  struct Impl;  // the library's own representation (src/api/internal.h)

 private:
  friend struct ImplAccess;  // how the library reaches the representation (src/api/internal.h)
  explicit Body(std::shared_ptr<const Impl> impl);
  std::shared_ptr<const Impl> impl_;
};

struct Block {
  std::string type;
  std::vector<std::string> labels;
  Body body;
  Range def_range;  // where to report problems with the block: native, its type and labels; JSON, its value's opening
                    // token
  Range type_range;
  std::vector<Range> label_ranges;
  Range range;  // the whole block: native, its type through its closing brace; JSON, its type's name through its object
};

struct BodyContent {
  std::vector<Attribute> attributes;  // the ones present, each name at most once
  std::vector<Block> blocks;          // in source order
  Range missing_item_range;           // where to report something missing

  // nullptr when the attribute is absent.
  const Attribute* attribute(std::string_view name) const;
  // The blocks of one type, in source order.
  std::vector<const Block*> blocks_of_type(std::string_view type) const;
};

struct PartialContent {
  BodyContent content;
  Body remain;  // the same body without what the schema took
};

}  // namespace hcl
