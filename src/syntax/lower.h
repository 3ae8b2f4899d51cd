#pragma once
// Lowering: one pass from ANTLR's parse tree to the IR (private to src/syntax).
// Decodes string literals, applies heredoc indentation removal and template
// strip markers, unwraps single-interpolation templates, folds literal
// traversal steps as the reference does, and reports the mistakes that are
// easier to see on the tree than in the grammar (bad escapes, chained legacy
// indexes, duplicate attributes).

#include <cstddef>
#include <memory>

#include "HclParser.h"
#include "diag/diagnostic.h"
#include "ir/builder.h"
#include "syntax/parse_internal.h"

namespace hclc::syntax_internal {

// An expression lowered while its file was still being parsed (a long
// collection's element), standing in the parse tree for the nodes it was
// made from: the lowering takes its id, and reports its diagnostics where
// the expression's own would have been reported.
class LoweredExpressionContext final : public grammar::HclParser::ExpressionContext {
 public:
  LoweredExpressionContext(antlr4::ParserRuleContext* parent_context, size_t invoking_state, ir::ExprId id,
                           Diagnostics diags);
  ~LoweredExpressionContext() override;  // the class's key function: one type_info (lower.cpp's `as`)

  ir::ExprId lowered;
  Diagnostics problems;
};

// The same for an object's item.
class LoweredObjectElemContext final : public grammar::HclParser::ObjectElemContext {
 public:
  LoweredObjectElemContext(antlr4::ParserRuleContext* parent_context, size_t invoking_state, ir::ObjectItem item,
                           Diagnostics diags);
  ~LoweredObjectElemContext() override;  // the class's key function

  ir::ObjectItem lowered;
  Diagnostics problems;
};

// A config file, lowered one top-level item at a time so that the driver can
// free each item's parse tree as soon as it is lowered. Duplicate top-level
// attributes are found across items.
class ConfigLowering {
 public:
  // `source_tokens`: the file's tokens, which size the IR's tables.
  ConfigLowering(const TokenPositions& positions, Diagnostics& diags, std::size_t source_tokens);
  ~ConfigLowering();
  ConfigLowering(const ConfigLowering&) = delete;
  ConfigLowering& operator=(const ConfigLowering&) = delete;

  // Adds a whole attribute or block to the innermost open block, or to the
  // file's body.
  void add_item(grammar::HclParser::BodyItemContext* item);
  // A multi-line block whose items come one at a time (after a syntax error
  // inside it, the items around the mistake still count): open_block, then
  // add_item for each item, then close_block with its `}` (an empty span at
  // the end of the file for a block left unclosed).
  void open_block(grammar::HclParser::BlockHeaderContext* header);
  // An attribute `name = ...` whose expression has a syntax error: it reaches
  // no IR, but as in the reference its name is still set in the innermost
  // body, for "Attribute redefined" before and after it.
  void claim_attribute_name(antlr4::Token* name);
  void close_block(const ir::Span& close_brace);
  // An expression lowered into the file's IR before its item is complete
  // (a long collection's element); its diagnostics go to `problems`.
  ir::ExprId lower_early(grammar::HclParser::ExpressionContext* expression, Diagnostics& problems);
  ir::ObjectItem lower_early(grammar::HclParser::ObjectElemContext* item, Diagnostics& problems);
  // Every open block is closed.
  ir::File finish();

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

ir::Expression lower_expression(grammar::HclParser::ExpressionOnlyContext* tree, const TokenPositions& positions,
                                Diagnostics& diags);
ir::Expression lower_template(grammar::HclParser::TemplateOnlyContext* tree, const TokenPositions& positions,
                              Diagnostics& diags);
// The same template's nodes added to `into`, the root spanning `root_span`.
ir::ExprId lower_template_into(ir::Builder& into, grammar::HclParser::TemplateOnlyContext* tree,
                               const TokenPositions& positions, const ir::Span& root_span, Diagnostics& diags);
ir::Expression lower_traversal(grammar::HclParser::TraversalOnlyContext* tree, const TokenPositions& positions,
                               Diagnostics& diags);

}  // namespace hclc::syntax_internal
