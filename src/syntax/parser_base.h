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

// ANTLR's prediction with a shortcut: where the next token can begin only
// one alternative of a decision (from each alternative's first tokens, with
// predicates assumed to pass and "any token" where it can end its rule), that
// alternative is taken without simulating the ATN. Most decisions are the
// end of a loop (no operator or postfix follows) or a primary that its first
// token settles. Only in SLL mode: on valid input the answer is the one
// possible alternative, and after a syntax error the driver parses again in
// LL mode, which predicts in full and finds the same error site as before.
//
// Its prediction caches are the calling thread's own. The generated parser's
// (static, shared by every parser of the grammar) are guarded in ANTLR 4.9 by
// locks that do not cover every access, and parsers on several threads at
// once crash in them (antlr/antlr4 issues 1826, 2199, 2210); a thread's own
// DFA, warmed by its first few parses, makes hcl::Parser safe to use from
// any number of threads at once.
class FirstTokenPrediction : public antlr4::atn::ParserATNSimulator {
 public:
  explicit FirstTokenPrediction(antlr4::Parser* parser, antlr4::atn::ParserATNSimulator& standard)
      : FirstTokenPrediction(parser, standard.atn, thread_caches(standard.atn)) {}

  size_t adaptivePredict(antlr4::TokenStream* input, size_t decision,
                         antlr4::ParserRuleContext* outer_context) override {
    if (getPredictionMode() == antlr4::atn::PredictionMode::SLL) {
      size_t type = input->LA(1);
      size_t column = type == antlr4::Token::EOF ? 0 : type;
      if (unsigned char alt = first_tokens_.only_alternative(decision, column); alt != 0) return alt;
      if (size_t alt = cached_prediction(input, decision); alt != 0) return alt;
    }
    return ParserATNSimulator::adaptivePredict(input, decision, outer_context);
  }

 private:
  // The walk that ANTLR's SLL prediction makes through the decision's DFA
  // when every state on the way is already there, without its costs around
  // the walk (a std::function, a heap allocation, a global lock per edge),
  // which came to a sixth of the parse. 0 where the walk needs a state not
  // yet made, a predicate or reaches the error state: ANTLR's prediction
  // then makes the same walk and does the rest. The DFA is this thread's
  // own (ThreadCaches), so reading it needs no lock.
  size_t cached_prediction(antlr4::TokenStream* input, size_t decision) const {
    const antlr4::dfa::DFA& dfa = decisionToDFA[decision];
    const antlr4::dfa::DFAState* state =
        dfa.isPrecedenceDfa() ? dfa.getPrecedenceStartState(parser->getPrecedence()) : dfa.s0;
    // Past the end, LA gives EOF again, as ANTLR's walk (which stops
    // consuming at EOF) sees it.
    for (ssize_t ahead = 1; state != nullptr; ++ahead) {
      auto edge = state->edges.find(input->LA(ahead));
      if (edge == state->edges.end() || edge->second == ERROR.get()) return 0;
      state = edge->second;
      if (state->isAcceptState) return state->predicates.empty() ? state->prediction : 0;
    }
    return 0;
  }

  // For each decision and next token type (column 0 for EOF): the only
  // alternative it can begin, or 0. A decision's row is made at its first
  // prediction: most runs of a command parse one small file, which meets
  // few of the decisions, and making every row took a quarter of the
  // start-up of `hclc parse`.
  class FirstTokens {
   public:
    explicit FirstTokens(const antlr4::atn::ATN& atn)
        : atn_(atn), columns_(atn.maxTokenType + 1), rows_(atn.decisionToState.size()) {}

    unsigned char only_alternative(size_t decision, size_t column) {
      if (decision >= rows_.size() || column >= columns_) return 0;
      std::vector<unsigned char>& row = rows_[decision];
      if (row.empty()) row = make_row(decision);
      return row[column];
    }

   private:
    std::vector<unsigned char> make_row(size_t decision) const {
      std::vector<unsigned char> row(columns_, 0);
      antlr4::atn::LL1Analyzer analyzer(atn_);
      std::vector<antlr4::misc::IntervalSet> first;
      for (antlr4::atn::Transition* transition : atn_.decisionToState[decision]->transitions) {
        first.push_back(analyzer.LOOK(transition->target, nullptr, nullptr));
      }
      if (first.size() > 255) return row;
      for (size_t column = 0; column < columns_; ++column) {
        const ssize_t type = column == 0 ? static_cast<ssize_t>(antlr4::Token::EOF) : static_cast<ssize_t>(column);
        size_t only = 0;
        size_t candidates = 0;
        for (size_t i = 0; i < first.size(); ++i) {
          if (first[i].contains(type) || first[i].contains(static_cast<ssize_t>(antlr4::Token::EPSILON))) {
            only = i + 1;
            ++candidates;
          }
        }
        if (candidates == 1) row[column] = static_cast<unsigned char>(only);
      }
      return row;
    }

    const antlr4::atn::ATN& atn_;
    size_t columns_;
    std::vector<std::vector<unsigned char>> rows_;  // empty until the decision's first prediction
  };

  struct ThreadCaches {
    std::vector<antlr4::dfa::DFA> decision_to_dfa;
    antlr4::atn::PredictionContextCache contexts;
    FirstTokens first_tokens;

    explicit ThreadCaches(const antlr4::atn::ATN& atn) : first_tokens(atn) {
      decision_to_dfa.reserve(atn.getNumberOfDecisions());
      for (size_t i = 0; i < atn.getNumberOfDecisions(); ++i) decision_to_dfa.emplace_back(atn.getDecisionState(i), i);
    }
  };

  static ThreadCaches& thread_caches(const antlr4::atn::ATN& atn) {
    thread_local ThreadCaches caches(atn);  // one grammar, one ATN
    return caches;
  }

  FirstTokenPrediction(antlr4::Parser* parser, const antlr4::atn::ATN& atn, ThreadCaches& caches)
      : ParserATNSimulator(parser, atn, caches.decision_to_dfa, caches.contexts), first_tokens_(caches.first_tokens) {}

  FirstTokens& first_tokens_;
};

class HclParserBase : public antlr4::Parser {
 public:
  using antlr4::Parser::Parser;

  // Replaces the generated parser's prediction (call once, after construction).
  void use_first_token_prediction() {
    auto* standard = getInterpreter<antlr4::atn::ParserATNSimulator>();
    _interpreter = new FirstTokenPrediction(this, *standard);
    delete standard;
  }

  // Hides Recognizer::getInterpreter, a dynamic_cast across the runtime's
  // shared library that the generated rules make at every decision; this
  // parser's interpreter is always a ParserATNSimulator.
  template <class Simulator>
  Simulator* getInterpreter() const {
    static_assert(std::is_same_v<Simulator, antlr4::atn::ParserATNSimulator>);
    return static_cast<Simulator*>(_interpreter);
  }

  // Hides Parser::getTreeTracker: the nodes live in this parser's arena.
  ParseTreeArena& getTreeTracker() { return _tracker; }

  void enterOuterAlt(antlr4::ParserRuleContext* localctx, size_t alt) override {
    localctx->setAltNumber(alt);
    // A labeled alternative replaces the rule's context in its parent.
    if (_buildParseTrees && _ctx != localctx && _ctx->parent != nullptr) {
      auto* parent = static_cast<antlr4::ParserRuleContext*>(_ctx->parent);
      parent->removeLastChild();
      add_child(parent, localctx);
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

  // Hides antlrcpp::finally, with which every generated rule arranges its
  // exit: the same guard without wrapping the action in a std::function.
  template <typename Action>
  class ExitGuard {
   public:
    explicit ExitGuard(Action action) : action_(std::move(action)) {}
    ExitGuard(const ExitGuard&) = delete;
    ExitGuard& operator=(const ExitGuard&) = delete;
    ~ExitGuard() { action_(); }

   private:
    Action action_;
  };
  template <typename Action>
  static ExitGuard<Action> finally(Action action) {
    return ExitGuard<Action>(std::move(action));
  }

  // Parser::consume, with the terminal node made in the arena.
  antlr4::Token* consume() override {
    antlr4::Token* token = _input->LT(1);
    if (token->getType() != antlr4::Token::EOF) _input->consume();
    if (_buildParseTrees) {
      if (_errHandler->inErrorRecoveryMode(this)) {
        add_child(_ctx, createErrorNode(token));
      } else {
        add_child(_ctx, _tracker.createInstance<antlr4::tree::TerminalNodeImpl>(token));
      }
    }
    return token;
  }

 private:
  // Room for three children from the first: malloc's smallest chunk holds
  // three pointers anyway, and most rules with more than one child have two
  // or three, which std::vector would otherwise reach in two or three steps.
  template <typename Node>
  static void add_child(antlr4::ParserRuleContext* parent, Node* child) {
    if (parent->children.capacity() == 0) parent->children.reserve(3);
    parent->addChild(child);
  }

 protected:
  void addContextToParseTree() override {
    if (_ctx->parent != nullptr) add_child(static_cast<antlr4::ParserRuleContext*>(_ctx->parent), _ctx);
  }

  // Hides Parser::_tracker for the generated rules, which make their
  // contexts with `_tracker.createInstance`.
  ParseTreeArena _tracker;
};

}  // namespace hclc::grammar
