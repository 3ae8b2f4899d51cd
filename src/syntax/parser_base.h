#pragma once
// The base class of the generated parser (grammar/HclParser.g4's superClass).
// ANTLR 4.9's Parser finds the parent of a rule context with dynamic_cast on
// every rule entry, exit and alternative; across the runtime's shared library
// each costs a walk of the class hierarchy with string comparisons, about a
// tenth of the parse. Every context of this parser is a ParserRuleContext, so
// these do the same with static_cast. Parse listeners are not supported (the
// driver uses none). Private to src/syntax.

#include <cstddef>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

#include "antlr4-runtime.h"

namespace hclc::grammar {

// Owns the nodes of the parse tree. ANTLR's ParseTreeTracker allocates every
// node on its own and frees them one by one (about a sixth of the parse
// went to malloc and free); here they are carved out of large blocks that
// are released together.
class ParseTreeArena {
 public:
  ParseTreeArena() = default;
  ParseTreeArena(const ParseTreeArena&) = delete;
  ParseTreeArena& operator=(const ParseTreeArena&) = delete;
  ~ParseTreeArena() { reset(); }

  // The name and signature of ParseTreeTracker's, which the generated rules call.
  template <typename Node, typename... Args>
  Node* createInstance(Args&&... args) {
    static_assert(alignof(Node) <= alignof(std::max_align_t));
    Node* node = new (allocate(sizeof(Node))) Node(std::forward<Args>(args)...);
    // A terminal node's destructor has nothing to release (it has no children).
    if constexpr (std::is_base_of_v<antlr4::ParserRuleContext, Node>) contexts_.push_back(node);
    return node;
  }

  // Destroys every node; the blocks are kept for the next tree.
  void reset() {
    for (antlr4::ParserRuleContext* context : contexts_) context->~ParserRuleContext();
    contexts_.clear();
    block_ = 0;
    used_ = 0;
  }

 private:
  static constexpr std::size_t kBlockBytes = 64 * 1024;  // below malloc's mmap threshold

  void* allocate(std::size_t bytes) {
    bytes = (bytes + alignof(std::max_align_t) - 1) & ~(alignof(std::max_align_t) - 1);
    if (blocks_.empty() || used_ + bytes > kBlockBytes) next_block();
    void* memory = blocks_[block_].get() + used_;
    used_ += bytes;
    return memory;
  }
  void next_block() {
    if (!blocks_.empty()) ++block_;
    if (block_ == blocks_.size()) blocks_.push_back(std::make_unique_for_overwrite<std::byte[]>(kBlockBytes));
    used_ = 0;
  }

  std::vector<std::unique_ptr<std::byte[]>> blocks_;
  std::size_t block_ = 0;  // the block being filled
  std::size_t used_ = 0;   // bytes of it in use
  std::vector<antlr4::ParserRuleContext*> contexts_;
};

class HclParserBase : public antlr4::Parser {
 public:
  using antlr4::Parser::Parser;

  // Hides Parser::getTreeTracker: the nodes live in this parser's arena.
  ParseTreeArena& getTreeTracker() { return _tracker; }

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

  // Parser::consume, with the terminal node made in the arena.
  antlr4::Token* consume() override {
    antlr4::Token* token = _input->LT(1);
    if (token->getType() != antlr4::Token::EOF) _input->consume();
    if (_buildParseTrees) {
      if (_errHandler->inErrorRecoveryMode(this)) {
        _ctx->addChild(createErrorNode(token));
      } else {
        _ctx->addChild(_tracker.createInstance<antlr4::tree::TerminalNodeImpl>(token));
      }
    }
    return token;
  }

 protected:
  void addContextToParseTree() override {
    if (_ctx->parent != nullptr) static_cast<antlr4::ParserRuleContext*>(_ctx->parent)->addChild(_ctx);
  }

  // Hides Parser::_tracker for the generated rules, which make their
  // contexts with `_tracker.createInstance`.
  ParseTreeArena _tracker;
};

}  // namespace hclc::grammar
