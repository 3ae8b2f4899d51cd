#pragma once
// The base class of the generated parser (grammar/HclParser.g4's superClass).
// ANTLR 4.9's Parser finds the parent of a rule context with dynamic_cast on
// every rule entry, exit and alternative; across the runtime's shared library
// each costs a walk of the class hierarchy with string comparisons, about a
// tenth of the parse. Every context of this parser is a ParserRuleContext, so
// these do the same with static_cast. Parse listeners are not supported (the
// driver uses none). Private to src/syntax.

#include "antlr4-runtime.h"

namespace hclc::grammar {

class HclParserBase : public antlr4::Parser {
 public:
  using antlr4::Parser::Parser;

  void enterOuterAlt(antlr4::ParserRuleContext* localctx, size_t alt) override {
    localctx->setAltNumber(alt);
    // A labeled alternative replaces the rule's context in its parent.
    if (_buildParseTrees && _ctx != localctx && _ctx->parent != nullptr) {
      auto* parent = static_cast<antlr4::ParserRuleContext*>(_ctx->parent);
      parent->removeLastChild();
      parent->addChild(localctx);
    }
    _ctx = localctx;
  }

  // Hides Parser::exitRule (not virtual), which the generated rules call.
  void exitRule() {
    // After EOF nothing was consumed past it: the rule stops at EOF itself.
    _ctx->stop = _input->LT(_matchedEOF ? 1 : -1);
    setState(_ctx->invokingState);
    _ctx = static_cast<antlr4::ParserRuleContext*>(_ctx->parent);
  }

 protected:
  void addContextToParseTree() override {
    if (_ctx->parent != nullptr) static_cast<antlr4::ParserRuleContext*>(_ctx->parent)->addChild(_ctx);
  }
};

}  // namespace hclc::grammar
