#pragma once
// Lowering: one pass from ANTLR's parse tree to the IR (private to src/syntax).
// Decodes string literals, applies heredoc indentation removal and template
// strip markers, unwraps single-interpolation templates, folds literal
// traversal steps as the reference does, and reports the mistakes that are
// easier to see on the tree than in the grammar (bad escapes, chained legacy
// indexes, duplicate attributes).

#include "HclParser.h"
#include "diag/diagnostic.h"
#include "ir/builder.h"
#include "syntax/parse_internal.h"

namespace hclc::syntax_internal {

// A config file's top-level items (all of them, or those that parsed).
ir::File lower_config(const std::vector<grammar::HclParser::BodyItemContext*>& items,
                      const TokenPositions& positions, Diagnostics& diags);
ir::Expression lower_expression(grammar::HclParser::ExpressionOnlyContext* tree, const TokenPositions& positions,
                                Diagnostics& diags);
ir::Expression lower_template(grammar::HclParser::TemplateOnlyContext* tree, const TokenPositions& positions,
                              Diagnostics& diags);
ir::Expression lower_traversal(grammar::HclParser::TraversalOnlyContext* tree, const TokenPositions& positions,
                               Diagnostics& diags);

}  // namespace hclc::syntax_internal
