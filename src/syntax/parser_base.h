#pragma once
// The base class of the generated parser (grammar/HclParser.g4's superClass).
// ANTLR 4.9's Parser finds the parent of a rule context with dynamic_cast on
// every rule entry, exit and alternative; across the runtime's shared library
// each costs a walk of the class hierarchy with string comparisons, about a
// tenth of the parse. Every context of this parser is a ParserRuleContext, so
// these do the same with static_cast. Parse listeners are not supported (the
// driver uses none). Private to src/syntax.

#include <sanitizer/asan_interface.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <optional>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include "antlr4-runtime.h"
#include "runtime/stack_budget.h"
#include "syntax/token_stream.h"

namespace hclc::grammar {

// Builds the grammar's ATN (thread-safe; later calls return at once). The
// generated parser made it in a static initializer, in every process; it is
// made on first need instead (src/syntax/lazy_atn.cmake), since a parse of
// valid input predicts from tables made at build time (prediction.h) and
// never reads it. Whatever reads the ATN calls this first: the prediction
// before it simulates, the error strategy before it asks for the expected
// tokens, and precpred before a failed predicate's exception reads it.
void build_atn();

// Owns the nodes of the parse tree. ANTLR's ParseTreeTracker allocates every
// node on its own and frees them one by one (about a sixth of the parse
// went to malloc and free); here they are carved out of large blocks that
// are released together.
class ParseTreeArena {
 public:
  ParseTreeArena() = default;
  ParseTreeArena(const ParseTreeArena&) = delete;
  ParseTreeArena& operator=(const ParseTreeArena&) = delete;
  // Nothing is parsed after this: the nodes' lists of children are freed
  // with them rather than kept.
  ~ParseTreeArena() {
    for (std::size_t i = 0; i < contexts_.size(); ++i) contexts_[i].context()->~ParserRuleContext();
    // A pooled context has nothing else to release (its class has no
    // members of its own), nor has a terminal node (it has no children).
    for (std::vector<antlr4::ParserRuleContext*>& pool : pools_) {
      for (antlr4::ParserRuleContext* context : pool) {
        std::vector<antlr4::tree::ParseTree*>().swap(context->children);
        context->exception = nullptr;
      }
    }
  }

  // The name and signature of ParseTreeTracker's, which the generated rules call.
  template <typename Node, typename... Args>
  Node* createInstance(Args&&... args) {
    static_assert(alignof(Node) <= alignof(std::max_align_t));
    if constexpr (kept_in_pool<Node, Args...>) {
      return from_pool<Node>(std::forward<Args>(args)...);
    } else if constexpr (std::is_same_v<Node, antlr4::tree::TerminalNodeImpl>) {
      return terminal(args...);
    }
    Node* node = new (allocate(sizeof(Node))) Node(std::forward<Args>(args)...);
    // A terminal node's destructor has nothing to release (it has no children).
    if constexpr (std::is_base_of_v<antlr4::ParserRuleContext, Node>) {
      if constexpr (sizeof...(Args) == 1) {
        if constexpr ((is_rule_context_of<Node, Args> && ...)) recycle(args...);
      }
      contexts_.push(node, sizeof(Node) == sizeof(antlr4::ParserRuleContext));
    }
    return node;
  }

  // Gives an empty list of children storage: one a destroyed context left,
  // or a new one with room for eight. The lists are std::vectors of
  // ANTLR's, which malloc each and free each with its node, about two
  // allocations for every token (a sixth of the parse's instructions went
  // to malloc and free); kept apart and handed on, they are allocated once
  // for the most nodes alive at a time. Eight: a list handed on goes to any
  // node, and one with room for three grew again (a reallocation and a
  // free) whenever it met a call, a block or an object (about one list in
  // ten on the corpus); the lists alive at a time are few.
  void give_children_storage(std::vector<antlr4::tree::ParseTree*>& children) {
    if (spare_children_.empty()) {
      children.reserve(8);
      return;
    }
    children.swap(spare_children_.back());
    spare_children_.pop_back();
  }

  // The spare lists of children, and their bound (destroy).
  std::size_t spare_children_lists() const { return spare_children_.size(); }
  std::size_t most_contexts() const { return most_contexts_; }
  std::size_t largest_pool() const {
    std::size_t largest = 0;
    for (const std::vector<antlr4::ParserRuleContext*>& pool : pools_) largest = std::max(largest, pool.size());
    return largest;
  }

  // Where the arena is: every node made after a mark is destroyed, and its
  // memory taken again, by rolling back to it.
  struct Mark {
    std::size_t block;
    std::size_t used;
    std::size_t contexts;
    std::size_t terminals;
    void* spare;
    std::size_t spare_bytes;
    // Each pool's contexts in use, kept in marked_pool_used_ from this
    // index on, and their sum.
    std::size_t pooled_at;
    std::size_t pools;
    std::size_t pooled_in_use;
  };
  // Marks are made for the elements of long collections (one each past
  // the 32nd: parse.cpp's element_starts), so a mark allocates nothing.
  Mark mark() {
    const std::size_t pooled_at = marked_pool_used_.size();
    marked_pool_used_.insert(marked_pool_used_.end(), pool_used_.begin(), pool_used_.end());
    return Mark{block_,       used(),    contexts_.size(),  terminals_used_, spare_,
                spare_bytes_, pooled_at, pool_used_.size(), pooled_in_use_};
  }
  void rollback(const Mark& to) {
    note_contexts();
    while (contexts_.size() > to.contexts) destroy(contexts_.pop());
    // A pool made since the mark had no context in use then.
    const auto pooled = marked_pool_used_.begin() + static_cast<std::ptrdiff_t>(to.pooled_at);
    std::fill(std::copy(pooled, pooled + static_cast<std::ptrdiff_t>(to.pools), pool_used_.begin()), pool_used_.end(),
              0);
    pooled_in_use_ = to.pooled_in_use;
    // The marks made after this one are gone with their nodes.
    marked_pool_used_.erase(pooled, marked_pool_used_.end());
    terminals_used_ = to.terminals;
    fill_block(to.block, to.used);
    set_spare(to.spare, to.spare_bytes);
  }

  // Destroys every node; the blocks are kept for the next tree. The pooled
  // contexts and the terminal nodes, most of a tree, are all back at once
  // (their counts in use set to none): only the few other contexts are
  // destroyed one by one.
  void reset() {
    note_contexts();
    for (std::size_t i = 0; i < contexts_.size(); ++i) destroy(contexts_[i]);
    contexts_.clear();
    std::fill(pool_used_.begin(), pool_used_.end(), 0);
    pooled_in_use_ = 0;
    marked_pool_used_.clear();
    terminals_used_ = 0;
    fill_block(0, 0);
    set_spare(nullptr, 0);
  }

 private:
  // A context made in the blocks, and whether its class has no members of
  // its own (the low bit: contexts are aligned to max_align_t).
  struct ContextEntry {
    std::uintptr_t bits;
    antlr4::ParserRuleContext* context() const {
      return reinterpret_cast<antlr4::ParserRuleContext*>(bits & ~std::uintptr_t{1});
    }
    bool members_only_of_base() const { return (bits & 1) != 0; }
  };

  // Blocks double from 2 kB to 64 kB (below malloc's mmap threshold): the
  // tree of a template in a JSON string, parsed on its own, takes a block
  // or two, and a first block of 64 kB cost more to allocate and free than
  // the whole parse of such a template.
  static constexpr std::size_t kFirstBlockBytes = 2 * 1024;
  static constexpr std::size_t kLargestBlockBytes = 64 * 1024;

  struct Block {
    std::unique_ptr<std::byte[]> memory;
    std::size_t bytes;
  };

  // A rule with labeled alternatives makes its rule's context, then the
  // chosen alternative's from it (copying its parent, state and tokens); the
  // parser then puts the alternative's in its place, and the rule's is dead
  // (the rules that predict their alternative: traversalStep, blockContent,
  // templatePart; an expression's context is made once, by
  // labelled_alternatives.cmake). `Arg` is a pointer to a proper base of
  // `Node`: the rule's context.
  template <typename Node, typename Arg, typename Pointee = std::remove_pointer_t<std::remove_cvref_t<Arg>>>
  static constexpr bool is_rule_context_of =
      std::is_pointer_v<std::remove_cvref_t<Arg>>&& std::is_base_of_v<antlr4::ParserRuleContext, Pointee>&&
          std::is_base_of_v<Pointee, Node> &&
      !std::is_same_v<Pointee, Node>;

  // The dead rule's context, made just before, goes back to its pool (the
  // last of its pool in use), or becomes the spare slot that the next node
  // takes.
  template <typename RuleContext>
  void recycle(RuleContext* rule_context) {
    if constexpr (kept_in_pool<RuleContext, antlr4::ParserRuleContext*, size_t>) {
      const std::size_t index = pool_of<RuleContext>();
      if (index < pools_.size() && pool_used_[index] > 0 && pools_[index][pool_used_[index] - 1] == rule_context) {
        --pool_used_[index];
        --pooled_in_use_;
      }
    } else {
      if (contexts_.size() == 0 || contexts_.back() != rule_context) return;
      destroy(contexts_.pop());
      set_spare(rule_context, rounded(sizeof(RuleContext)));
    }
  }

  // A context made from its parent and its invoking state (most contexts:
  // each rule's own), of a class without members of its own but those
  // below, is not made and destroyed for each node: the contexts of each such class are kept
  // in the class's pool, with their lists of children, and the nth context
  // of the class in each tree is the same object, given what its
  // constructor would set (its parent and state; no tokens, children or
  // exception). Three constructors in the runtime's shared library, a list
  // handed on from the spares and back, and for each a destructor, were
  // about a seventh of the parse; putting each context back in its pool
  // one by one after each tree, a twentieth. The pools live as long as the
  // arena, in memory of their own (the blocks are refilled by each tree);
  // each holds the most contexts of its class alive at once.
  //
  // A few classes have members of their own, which the generated rules set:
  // pointers to tokens or children (an operator's `op`, an object element's
  // `key` and `value`, a for expression's `head`), null until then. Such a
  // class is pooled too, those members set to null again on reuse, when
  // they are all it has (its size tells).
  template <typename Node>
  static constexpr std::size_t known_member_bytes =
      (requires { requires std::is_pointer_v<decltype(std::declval<Node&>().op)>; } ? sizeof(void*) : 0) +
      (requires { requires std::is_pointer_v<decltype(std::declval<Node&>().key)>; } ? sizeof(void*) : 0) +
      (requires { requires std::is_pointer_v<decltype(std::declval<Node&>().value)>; } ? sizeof(void*) : 0) +
      (requires { requires std::is_pointer_v<decltype(std::declval<Node&>().head)>; } ? sizeof(void*) : 0);
  template <typename Node, typename... Args>
  static constexpr bool kept_in_pool = std::is_base_of_v<antlr4::ParserRuleContext, Node> &&
                                       sizeof(Node) == sizeof(antlr4::ParserRuleContext) + known_member_bytes<Node> &&
                                       sizeof...(Args) == 2;

  static std::size_t next_pool() {
    static std::atomic<std::size_t> next{0};
    return next++;
  }
  template <typename Node>
  static std::size_t pool_of() {
    static const std::size_t pool = next_pool();
    return pool;
  }

  // Inline: about 450,000 contexts on the corpus; the first of each in a
  // pool is made out of line.
  template <typename Node>
  [[gnu::always_inline]] Node* from_pool(antlr4::ParserRuleContext* parent, size_t invoking_state) {
    const std::size_t index = pool_of<Node>();
    if (index >= pools_.size() || pool_used_[index] == pools_[index].size()) [[unlikely]] {
      return first_in_pool<Node>(index, parent, invoking_state);
    }
    auto* node = static_cast<Node*>(pools_[index][pool_used_[index]++]);
    ++pooled_in_use_;
    node->parent = parent;
    node->invokingState = invoking_state;
    node->children.clear();
    node->start = nullptr;
    node->stop = nullptr;
    if (node->exception) node->exception = nullptr;
    if constexpr (requires { node->op; }) node->op = nullptr;
    if constexpr (requires { node->key; }) node->key = nullptr;
    if constexpr (requires { node->value; }) node->value = nullptr;
    if constexpr (requires { node->head; }) node->head = nullptr;
    return node;
  }
  template <typename Node>
  [[gnu::noinline]] Node* first_in_pool(std::size_t index, antlr4::ParserRuleContext* parent, size_t invoking_state) {
    if (index >= pools_.size()) {
      pools_.resize(index + 1);
      pool_used_.resize(index + 1);
    }
    Node* node = new (allocate_kept(rounded(sizeof(Node)))) Node(parent, invoking_state);
    pools_[index].push_back(node);
    ++pool_used_[index];
    ++pooled_in_use_;
    return node;
  }

  // The terminal nodes are made once, in the pooled contexts' memory, and
  // the nth node of each tree is the same object, given its token (its
  // parent is given when it is added to it): the nodes made after a mark
  // are those after the nth. A terminal node was an allocation and two
  // constructors in the runtime's shared library for each token.
  antlr4::tree::TerminalNodeImpl* terminal(antlr4::Token* token) {
    if (terminals_used_ < terminals_.size()) {
      antlr4::tree::TerminalNodeImpl* node = terminals_[terminals_used_++];
      node->symbol = token;
      return node;
    }
    auto* node =
        new (allocate_kept(rounded(sizeof(antlr4::tree::TerminalNodeImpl)))) antlr4::tree::TerminalNodeImpl(token);
    terminals_.push_back(node);
    ++terminals_used_;
    return node;
  }

  void* allocate_kept(std::size_t bytes) {
    if (static_cast<std::size_t>(kept_limit_ - kept_free_) < bytes) {
      const std::size_t block = std::max(bytes, kLargestBlockBytes);
      kept_blocks_.push_back(std::unique_ptr<std::byte[]>(new std::byte[block]));
      kept_free_ = kept_blocks_.back().get();
      kept_limit_ = kept_free_ + block;
    }
    void* memory = kept_free_;
    kept_free_ += bytes;
    return memory;
  }

  // The spare slot becomes `slot` (null: none). Under AddressSanitizer the
  // spare slot alone is poisoned, so that a fuzzer finds any use of a dead
  // context and no slot stays poisoned once it is memory to fill again.
  void set_spare(void* slot, std::size_t bytes) {
    if (spare_) ASAN_UNPOISON_MEMORY_REGION(spare_, spare_bytes_);
    spare_ = slot;
    spare_bytes_ = bytes;
    if (spare_) ASAN_POISON_MEMORY_REGION(spare_, spare_bytes_);
  }

  // Destroys a context, keeping its list of children's storage for the
  // next unless the arena holds as many spare lists as the most contexts it
  // has held (more are never taken at once). Not every list came from the
  // spares: ANTLR allocates its own, e.g. for the context of a left-recursive
  // rule (an operator's, in Parser::pushNewRecursionContext), so that without
  // the bound a thread's reused arena gained lists with every parse and kept
  // them all: 11 million (820 MB with the list of them) after a fuzzer's 2.7
  // million runs.
  //
  // A context with no members of its own (most of the grammar's: the same
  // size as ParserRuleContext) whose list went to the spares and which holds
  // no exception has nothing for its destructor to release: its memory is
  // taken again without it (it was a virtual call for each context).
  void destroy(ContextEntry entry) {
    antlr4::ParserRuleContext* context = entry.context();
    if (context->children.capacity() > 0 && spare_children_.size() < most_contexts_) {
      context->children.clear();
      spare_children_.emplace_back().swap(context->children);
    }
    if (!entry.members_only_of_base() || context->children.capacity() > 0 || context->exception != nullptr) {
      context->~ParserRuleContext();
    }
  }

  // The contexts alive: those in the blocks and those from the pools.
  void note_contexts() { most_contexts_ = std::max(most_contexts_, contexts_.size() + pooled_in_use_); }

  static constexpr std::size_t rounded(std::size_t bytes) {
    return (bytes + alignof(std::max_align_t) - 1) & ~(alignof(std::max_align_t) - 1);
  }

  void* allocate(std::size_t bytes) {
    bytes = rounded(bytes);
    if (spare_ && bytes <= spare_bytes_) {
      void* slot = spare_;
      set_spare(nullptr, 0);
      return slot;
    }
    if (static_cast<std::size_t>(limit_ - free_) < bytes) next_block(bytes);
    void* memory = free_;
    free_ += bytes;
    return memory;
  }
  void next_block(std::size_t at_least) {
    std::size_t next = free_ == nullptr ? 0 : block_ + 1;
    while (next < blocks_.size() && blocks_[next].bytes < at_least) ++next;
    if (next == blocks_.size()) {
      std::size_t bytes = blocks_.empty() ? kFirstBlockBytes : std::min(2 * blocks_.back().bytes, kLargestBlockBytes);
      bytes = std::max(bytes, at_least);
      blocks_.push_back(Block{std::unique_ptr<std::byte[]>(new std::byte[bytes]), bytes});
    }
    fill_block(next, 0);
  }

  // The bytes of the block being filled that are in use.
  std::size_t used() const {
    return free_ == nullptr ? 0 : static_cast<std::size_t>(free_ - blocks_[block_].memory.get());
  }
  // Fills the block at `index` from `used` bytes on (no block yet: nothing to fill, and the next allocation makes one).
  void fill_block(std::size_t index, std::size_t used) {
    block_ = index;
    if (index >= blocks_.size()) {
      free_ = limit_ = nullptr;
      return;
    }
    free_ = blocks_[index].memory.get() + used;
    limit_ = blocks_[index].memory.get() + blocks_[index].bytes;
  }

  // The contexts made in the arena, oldest first: a stack whose push is a
  // compare and a store (the rules make about 450,000 contexts on the
  // corpus; std::vector's push_back was a call each).
  class Contexts {
   public:
    std::size_t size() const { return static_cast<std::size_t>(end_ - entries_.get()); }
    ContextEntry operator[](std::size_t i) const { return entries_[i]; }
    antlr4::ParserRuleContext* back() const { return end_[-1].context(); }
    void push(antlr4::ParserRuleContext* context, bool members_only_of_base) {
      if (end_ == limit_) grow();
      *end_++ = ContextEntry{reinterpret_cast<std::uintptr_t>(context) | (members_only_of_base ? 1U : 0U)};
    }
    ContextEntry pop() { return *--end_; }
    void clear() { end_ = entries_.get(); }

   private:
    void grow() {
      const std::size_t used = size();
      const std::size_t capacity = std::max<std::size_t>(256, 2 * static_cast<std::size_t>(limit_ - entries_.get()));
      std::unique_ptr<ContextEntry[]> entries(new ContextEntry[capacity]);
      std::copy(entries_.get(), end_, entries.get());
      entries_ = std::move(entries);
      end_ = entries_.get() + used;
      limit_ = entries_.get() + capacity;
    }

    std::unique_ptr<ContextEntry[]> entries_;
    ContextEntry* end_ = nullptr;
    ContextEntry* limit_ = nullptr;
  };

  std::vector<Block> blocks_;
  std::size_t block_ = 0;  // the block being filled
  // The free part of the block being filled, [free_, limit_): a pointer
  // bump for each node, as ANTLR makes three nodes a token.
  std::byte* free_ = nullptr;
  std::byte* limit_ = nullptr;
  Contexts contexts_;
  void* spare_ = nullptr;  // a dead rule context's slot (recycle), or null
  std::size_t spare_bytes_ = 0;
  std::vector<std::vector<antlr4::tree::ParseTree*>> spare_children_;  // empty, each with room (destroy)
  // By class (pool_of): the contexts made, in order, and how many of them the tree holds (the first ones).
  std::vector<std::vector<antlr4::ParserRuleContext*>> pools_;
  std::vector<std::size_t> pool_used_;
  std::size_t pooled_in_use_ = 0;  // the sum of pool_used_
  // pool_used_ at each mark not yet rolled back to (Mark::pooled_at)
  std::vector<std::size_t> marked_pool_used_;
  std::vector<std::unique_ptr<std::byte[]>> kept_blocks_;              // the pooled contexts' memory
  std::vector<antlr4::tree::TerminalNodeImpl*> terminals_;             // made so far, in kept memory (terminal)
  std::size_t terminals_used_ = 0;                                     // by the tree
  std::byte* kept_free_ = nullptr;
  std::byte* kept_limit_ = nullptr;
  std::size_t most_contexts_ = 0;  // alive at once (reset, rollback): the bound on spare_children_
};

// This parser's error strategy: the parse ends at the first syntax error,
// which the driver reports (src/syntax/parse.cpp), so the strategy never
// recovers and is never in error recovery, and it has nothing to do before
// a decision (sync) or after a match (reportMatch). The generated rules ask
// those of it about three times a token: final and empty here, they are not
// virtual calls.
class StopAtFirstError : public antlr4::DefaultErrorStrategy {
 public:
  void sync(antlr4::Parser*) final {}
  void reportMatch(antlr4::Parser*) final {}
  bool inErrorRecoveryMode(antlr4::Parser*) final { return false; }
  void recover(antlr4::Parser*, std::exception_ptr) final { throw antlr4::ParseCancellationException("syntax error"); }
  antlr4::Token* recoverInline(antlr4::Parser* parser) final { throw antlr4::InputMismatchException(parser); }
};

class HclParserBase : public antlr4::Parser {
 public:
  // The parser of a parse reads a syntax_internal::TokenStream; the build's
  // prediction table generator gives another stream, and runs no rule.
  explicit HclParserBase(antlr4::TokenStream* input)
      : antlr4::Parser(input), _input(dynamic_cast<syntax_internal::TokenStream*>(input)) {
    HclParserBase::setErrorHandler(std::make_shared<StopAtFirstError>());
  }

  // The strategy must be a StopAtFirstError (the rules rely on its sync and reportMatch doing nothing).
  void setErrorHandler(const std::shared_ptr<antlr4::ANTLRErrorStrategy>& handler) override {
    auto* stopping = dynamic_cast<StopAtFirstError*>(handler.get());
    if (stopping == nullptr)
      throw std::invalid_argument("HclParserBase: the error strategy must be a StopAtFirstError");
    antlr4::Parser::setErrorHandler(handler);
    _errHandler = stopping;
  }

  // The ATN state, which the generated rules set about six times a token:
  // kept here, set inline rather than by a call into the runtime
  // (Recognizer::setState, hidden), and read through getState by whatever
  // needs it (the rules, the error strategy, ANTLR's prediction). Every
  // runtime function that sets Recognizer's own is overridden or hidden
  // here (enterRule, exitRule, enterRecursionRule).
  size_t getState() const final { return state_; }
  void setState(size_t state) { state_ = state; }

  void setTokenStream(antlr4::TokenStream* input) override {
    antlr4::Parser::setTokenStream(input);
    _input = dynamic_cast<syntax_internal::TokenStream*>(input);
  }

  // Hides Recognizer::getInterpreter, a dynamic_cast across the runtime's
  // shared library that the generated rules make at every decision; this
  // parser's interpreter is always a ParserATNSimulator.
  template <class Simulator>
  Simulator* getInterpreter() const {
    static_assert(std::is_same_v<Simulator, antlr4::atn::ParserATNSimulator>);
    return static_cast<Simulator*>(_interpreter);
  }

  // The prediction's first look, made inline where the generated rules
  // predict (they call this rather than the interpreter's adaptivePredict:
  // inline_prediction.cmake): the alternative that the next token alone
  // tells, from the build's tables (syntax_internal::first_token_table);
  // else the walk through the tables that follows (a call), and where they
  // do not tell either, the interpreter's prediction, a virtual call (about
  // 390,000 predictions on the corpus, more than half told by their first
  // token, all but a few of the rest by the walk; GCC called this rather
  // than inlining it, which cost what it saved). The tables are those the
  // interpreter looks up first, and only in SLL mode: the driver gives them
  // with the mode (null: none).
  struct FirstTokenTable {
    const unsigned char* alternatives;  // [decision][column]: 0 where the token does not tell
    std::size_t decisions;
    std::size_t columns;  // a token type's column is the type, EOF's 0
    // The walk (syntax_internal::predict_past_first_token): 0 where it does not tell.
    std::size_t (*predict_past_first_token)(syntax_internal::TokenStream& input, std::size_t decision,
                                            std::size_t first_column, int precedence);
  };
  void use_first_token_table(const FirstTokenTable* table) { first_tokens_ = table; }
  [[gnu::always_inline]] size_t adaptive_predict(antlr4::TokenStream* input, size_t decision,
                                                 antlr4::ParserRuleContext* outer_context) {
    if (first_tokens_ != nullptr && decision < first_tokens_->decisions) {
      const size_t type = _input->LA(1);
      const size_t column = type == antlr4::Token::EOF ? 0 : type;
      if (column < first_tokens_->columns) {
        if (unsigned char alt = first_tokens_->alternatives[decision * first_tokens_->columns + column]; alt != 0) {
          return alt;
        }
        if (size_t alt = first_tokens_->predict_past_first_token(*_input, decision, column, precedence()); alt != 0) {
          return alt;
        }
      }
    }
    return getInterpreter<antlr4::atn::ParserATNSimulator>()->adaptivePredict(input, decision, outer_context);
  }

  // FailedPredicateException's constructor reads the ATN.
  bool precpred(antlr4::RuleContext* localctx, int precedence) override {
    const bool passes = antlr4::Parser::precpred(localctx, precedence);
    if (!passes) build_atn();
    return passes;
  }

  // Parser::getPrecedence, inline (the prediction asks it at each decision).
  int precedence() const { return _precedenceStack.empty() ? -1 : _precedenceStack.back(); }

  // Hides Parser::getTreeTracker: the nodes live in this parser's arena.
  ParseTreeArena& getTreeTracker() { return _tracker; }

  // The grammar's actions around each element of a collection: a call's
  // argument, a tuple's element, an object's value. element_parsed gives the
  // element's node (the current rule's last child), which a driver may have
  // replaced; by default nothing is done.
  virtual void element_starts() {}
  virtual antlr4::tree::ParseTree* element_parsed() { return _ctx->children.back(); }

  // Parser::enterOuterAlt without setAltNumber, which no context of this
  // grammar keeps (RuleContext's does nothing; a virtual call a rule).
  void enterOuterAlt(antlr4::ParserRuleContext* localctx, size_t /*alt*/) final {
    if (_ctx != localctx) [[unlikely]] {
      take_rule_context_place(localctx);
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

  // Parser::enterRule without parse listeners, adding the context to its
  // parent's children without a virtual call, and bounding the nesting
  // (about 450,000 rule entries on the corpus). Final, so that the
  // generated rules' calls are inline rather than virtual.
  void enterRule(antlr4::ParserRuleContext* localctx, size_t state, size_t /*rule*/) final {
    setState(state);
    _ctx = localctx;
    _ctx->start = _input->LT(1);
    if (_buildParseTrees) add_to_parent();
    check_nesting();
  }

  // Parser::enterRecursionRule without parse listeners.
  void enterRecursionRule(antlr4::ParserRuleContext* localctx, size_t state, size_t /*rule*/, int precedence) final {
    setState(state);
    _precedenceStack.push_back(precedence);
    _ctx = localctx;
    _ctx->start = _input->LT(1);
    check_nesting();
  }

  // Parser::pushNewRecursionContext and unrollRecursionContexts (no parse
  // listeners), with the lists of children from the arena: ANTLR's add the
  // operand's context to the operator's, and a left-recursive rule's result
  // to its parent, straight to their lists, which then grew by reallocation
  // from nothing (about 45,000 allocations on the corpus).
  void pushNewRecursionContext(antlr4::ParserRuleContext* localctx, size_t state, size_t /*rule*/) final {
    antlr4::ParserRuleContext* previous = _ctx;
    previous->parent = localctx;
    previous->invokingState = state;
    previous->stop = _input->LT(-1);
    _ctx = localctx;
    _ctx->start = previous->start;
    if (_buildParseTrees) add_child(_ctx, previous);
  }
  void unrollRecursionContexts(antlr4::ParserRuleContext* parentctx) final {
    _precedenceStack.pop_back();
    _ctx->stop = _input->LT(-1);
    antlr4::ParserRuleContext* result = _ctx;
    _ctx = parentctx;
    result->parent = parentctx;
    if (_buildParseTrees && parentctx != nullptr) add_child(parentctx, result);
  }

  // Parser::match for a token that matches, inline (about 220,000 on the
  // corpus); a mismatch is the error strategy's, as Parser::match has it.
  antlr4::Token* match(size_t type) final {
    if (_input->LA(1) != type) return antlr4::Parser::match(type);
    if (type == antlr4::Token::EOF) _matchedEOF = true;
    _errHandler->reportMatch(this);
    return HclParserBase::consume();
  }

  // Parser::consume, with the terminal node made in the arena, and the
  // token taken from the stream in one inline step (about 370,000 on the
  // corpus).
  antlr4::Token* consume() final {
    antlr4::Token* token = _input->take_current();
    // Never in error recovery (StopAtFirstError): no error nodes.
    if (_buildParseTrees) add_child(_ctx, _tracker.createInstance<antlr4::tree::TerminalNodeImpl>(token));
    return token;
  }

 protected:
  // The bound on nesting that each rule entry checks, as the parser is
  // recursive descent: the stack that a parse may use (started by the
  // driver at each parse) and the first opener that the lexer found nested
  // too deeply (null or none: no bound). nesting_too_deep is called when a
  // rule starts past either.
  StackBudget stack_;
  const std::optional<syntax_internal::LexedToken>* too_deep_opener_ = nullptr;
  virtual void nesting_too_deep() { throw antlr4::ParseCancellationException("nesting too deep"); }

 private:
  void check_nesting() {
    if (stack_.spent() || (too_deep_opener_ != nullptr && too_deep_opener_->has_value() &&
                           _ctx->start->getStartIndex() >= (*too_deep_opener_)->start)) {
      nesting_too_deep();
    }
  }

  [[gnu::always_inline]] void add_to_parent() {
    if (_ctx->parent != nullptr) add_child(static_cast<antlr4::ParserRuleContext*>(_ctx->parent), _ctx);
  }

  // A labeled alternative replaces the rule's context in its parent (the
  // rules that predict their alternative: ParseTreeArena::recycle). The
  // rule's context (_ctx) is dead already; the alternative's has its
  // parent. Out of line: most rules enter their own context.
  [[gnu::noinline]] void take_rule_context_place(antlr4::ParserRuleContext* alternative) {
    if (!_buildParseTrees || alternative->parent == nullptr) return;
    auto* parent = static_cast<antlr4::ParserRuleContext*>(alternative->parent);
    parent->removeLastChild();
    add_child(parent, alternative);
  }

  // The list of children from the arena's storage (give_children_storage).
  // ParserRuleContext::addChild's work inline (a terminal node's setParent
  // sets its parent), not a call into the runtime's shared library for each
  // node: a list with room takes the child in a compare and two stores
  // (about 800,000 children on the corpus); a list without room (none yet,
  // or full) gets it out of line.
  template <typename Node>
  [[gnu::always_inline]] void add_child(antlr4::ParserRuleContext* parent, Node* child) {
    if constexpr (std::is_base_of_v<antlr4::tree::TerminalNode, Node>) child->parent = parent;
    std::vector<antlr4::tree::ParseTree*>& children = parent->children;
    if (children.size() == children.capacity()) [[unlikely]] {
      make_room(children);
    }
    children.push_back(child);
  }
  [[gnu::noinline]] void make_room(std::vector<antlr4::tree::ParseTree*>& children) {
    if (children.capacity() == 0) {
      _tracker.give_children_storage(children);
    } else {
      children.reserve(2 * children.capacity());
    }
  }

 protected:
  void addContextToParseTree() override { add_to_parent(); }

  // Hides Parser::_tracker for the generated rules, which make their
  // contexts with `_tracker.createInstance`.
  ParseTreeArena _tracker;

  // Hides Parser::_input (the same stream) for the generated rules and this
  // class: through the final class, the requests for the current token and
  // its type are inline rather than virtual calls (about six a token).
  syntax_internal::TokenStream* _input;

  // Hides Parser::_errHandler (the same strategy) for the generated rules,
  // which then call its final functions without a virtual call.
  StopAtFirstError* _errHandler = nullptr;

 private:
  size_t state_ = antlr4::atn::ATNState::INVALID_STATE_NUMBER;
  const FirstTokenTable* first_tokens_ = nullptr;
};

}  // namespace hclc::grammar
