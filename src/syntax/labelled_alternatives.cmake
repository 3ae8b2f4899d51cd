# cmake -DDIR=dir -P labelled_alternatives.cmake: in the generated parser in
# DIR, each expression's context is made once, as its labelled alternative's.
#
# For a rule with labelled alternatives ANTLR makes the rule's context, then
# the alternative's, which copies the first (its parent, invoking state and
# tokens) and takes its place. Of a left-recursive rule's contexts the first
# is never more than that copy's source: the operand's is made before any
# token is read, and an operator's before it is pushed (its start comes
# after), so the alternative's context can be made at once from the parent
# and the state. The expression rule made two contexts for each of its
# nodes (about 82,000 copies on the corpus). The rules that predict their
# alternative (traversalStep, blockContent, templatePart) keep ANTLR's two:
# their context is entered, and is the prediction's, before the alternative
# is known.
set(header ${DIR}/HclParser.h)
set(source ${DIR}/HclParser.cpp)
file(READ ${header} header_text)
file(READ ${source} source_text)

function(replace_once variable before after)
  string(FIND "${${variable}}" "${before}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "labelled_alternatives.cmake: no '${before}' in the generated parser (another ANTLR version?)")
  endif()
  string(REPLACE "${before}" "${after}" replaced "${${variable}}")
  set(${variable} "${replaced}" PARENT_SCOPE)
endfunction()

# Each alternative's context gets the constructor of its rule's.
foreach(alternative OperandExpr BinaryExpr ConditionalExpr)
  replace_once(header_text "    ${alternative}Context(ExpressionContext *ctx);\n"
               "    ${alternative}Context(ExpressionContext *ctx);\n    ${alternative}Context(antlr4::ParserRuleContext *parent, size_t invokingState) : ExpressionContext(parent, invokingState) {}\n")
endforeach()

# The operand's alternative is the only one that does not start with an
# expression: its context is the rule's from the start.
replace_once(source_text
  "  HclParser::ExpressionContext *_localctx = _tracker.createInstance<ExpressionContext>(_ctx, parentState);\n"
  "  HclParser::ExpressionContext *_localctx = _tracker.createInstance<OperandExprContext>(_ctx, parentState);\n")
replace_once(source_text "    _localctx = _tracker.createInstance<OperandExprContext>(_localctx);\n" "")

# An operator's context, made from the parent and the state.
foreach(alternative BinaryExpr ConditionalExpr)
  replace_once(source_text
    "_tracker.createInstance<${alternative}Context>(_tracker.createInstance<ExpressionContext>(parentContext, parentState))"
    "_tracker.createInstance<${alternative}Context>(parentContext, parentState)")
endforeach()

file(WRITE ${header} "${header_text}")
file(WRITE ${source} "${source_text}")
