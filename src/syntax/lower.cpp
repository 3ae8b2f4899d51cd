#include "syntax/lower.h"
#include "runtime/stack_budget.h"
#include "runtime/text.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <typeinfo>
#include <vector>

namespace hclc::syntax_internal {
namespace {

using P = grammar::HclParser;
using antlr4::ParserRuleContext;
using antlr4::Token;

// ANTLR 4.9's generated accessors (ctx->expression(), ctx->EQ()) test every
// child with dynamic_cast, a labeled alternative is told apart only by its
// class, and RuleContext::getText builds a stringstream: together most of the
// lowering's time. The lowering reads the tree with these instead (exact
// class checks) and takes token text from the source (TokenPositions::text).

// Whether a node is of exactly the class `Node`. Every class of node has one
// type_info, emitted beside its key function (in the ANTLR runtime or the
// generated parser), so the addresses tell; type_info's operator== compares
// the names with strcmp whenever the classes differ, which is most of the
// checks here.
template <class Node>
bool is_exactly(const antlr4::tree::ParseTree* t) {
  return &typeid(*t) == &typeid(Node);
}

// `ctx` as the labeled alternative `Alternative` (a leaf class), or null.
template <class Alternative, class Context>
Alternative* as(Context* ctx) {
  return is_exactly<Alternative>(ctx) ? static_cast<Alternative*>(ctx) : nullptr;
}

bool is_rule_context(antlr4::tree::ParseTree* t) {
  return !is_exactly<antlr4::tree::TerminalNodeImpl>(t) && !is_exactly<antlr4::tree::ErrorNodeImpl>(t);
}

// Whether `node` is a context of `rule`, whose context class is Context.
// Its class tells at once when it is Context (a rule without labelled
// alternatives has no other), without a virtual call for the rule's index;
// a child of a rule with labelled alternatives, or a stand-in (lower.h),
// has another class, and its rule's index tells.
template <class Context>
bool is_of_rule(antlr4::tree::ParseTree* node, std::size_t rule) {
  const std::type_info* type = &typeid(*node);
  if (type == &typeid(Context)) return true;
  if (type == &typeid(antlr4::tree::TerminalNodeImpl) || type == &typeid(antlr4::tree::ErrorNodeImpl)) return false;
  return static_cast<antlr4::RuleContext*>(node)->getRuleIndex() == rule;
}

// A token's type, without a virtual call for a token of the parse's stream.
std::size_t type_of(const Token* token) {
  if (&typeid(*token) == &typeid(CompactToken)) return static_cast<const CompactToken*>(token)->getType();
  return token->getType();
}

// The token of a terminal node (of class TerminalNodeImpl, as the parser
// makes them all), without the virtual getSymbol: the node's class derives
// from TerminalNode virtually, so no static_cast reaches it from a
// ParseTree, but the whole object's address is found inline
// (dynamic_cast to void*).
Token* symbol_of(antlr4::tree::ParseTree* terminal) {
  return static_cast<antlr4::tree::TerminalNodeImpl*>(dynamic_cast<void*>(terminal))->symbol;
}

// The n-th token child of `ctx` of this type, or null.
Token* token(ParserRuleContext* ctx, std::size_t type, std::size_t n = 0) {
  for (antlr4::tree::ParseTree* child : ctx->children) {
    if (!is_exactly<antlr4::tree::TerminalNodeImpl>(child)) continue;
    Token* t = symbol_of(child);
    if (type_of(t) == type && n-- == 0) return t;
  }
  return nullptr;
}

// A postfix's alternative (HclParser.g4, postfix), from its first two
// children: `[` then an expression or `*`, `.` then a name, a number or `*`.
enum class PostfixKind : unsigned char { Index, Attr, LegacyIndex, AttrSplat, FullSplat };

PostfixKind postfix_kind(const ParserRuleContext* postfix) {
  const bool bracket = type_of(symbol_of(postfix->children[0])) == P::LBRACK;
  antlr4::tree::ParseTree* second = postfix->children[1];
  if (is_rule_context(second)) return bracket ? PostfixKind::Index : PostfixKind::Attr;
  if (type_of(symbol_of(second)) == P::NUMBER) {
    return PostfixKind::LegacyIndex;
  }
  return bracket ? PostfixKind::FullSplat : PostfixKind::AttrSplat;
}

// The n-th child of `ctx` that is a `rule` (whose context class is Context), or null.
template <class Context>
Context* child(ParserRuleContext* ctx, std::size_t rule, std::size_t n = 0) {
  for (antlr4::tree::ParseTree* c : ctx->children) {
    if (is_of_rule<Context>(c, rule) && n-- == 0) return static_cast<Context*>(c);
  }
  return nullptr;
}

// The children of `ctx` that are a `rule` (whose context class is Context),
// in order, found as they are iterated: the lists that a collection, an
// operand's postfixes or a template's parts are read from once, where
// `children` copied them into a vector of their own (an allocation for
// every operand, call, tuple and template, about one in six of the parse's).
template <class Context>
class ChildrenOf {
 public:
  ChildrenOf(ParserRuleContext* ctx, std::size_t rule) : children_(&ctx->children), rule_(rule) {}

  class Iterator {
   public:
    using value_type = Context*;
    using difference_type = std::ptrdiff_t;

    Iterator() = default;
    Iterator(const ChildrenOf* range, std::size_t at) : range_(range), at_(range->next_from(at)) {}
    Context* operator*() const { return static_cast<Context*>((*range_->children_)[at_]); }
    Iterator& operator++() {
      at_ = range_->next_from(at_ + 1);
      return *this;
    }
    Iterator operator++(int) {
      Iterator before = *this;
      ++*this;
      return before;
    }
    bool operator==(const Iterator& other) const { return at_ == other.at_; }

   private:
    const ChildrenOf* range_ = nullptr;
    std::size_t at_ = 0;
  };

  Iterator begin() const { return Iterator(this, 0); }
  Iterator end() const { return Iterator(this, children_->size()); }
  bool empty() const { return begin() == end(); }
  Context* front() const { return *begin(); }

 private:
  // The index of the first matching child from `at` on (the end if none).
  std::size_t next_from(std::size_t at) const {
    while (at < children_->size()) {
      antlr4::tree::ParseTree* c = (*children_)[at];
      if (is_of_rule<Context>(c, rule_)) break;
      ++at;
    }
    return at;
  }

  const std::vector<antlr4::tree::ParseTree*>* children_;
  std::size_t rule_;
};

template <class Context>
std::vector<Context*> children(ParserRuleContext* ctx, std::size_t rule) {
  std::vector<Context*> result;
  for (antlr4::tree::ParseTree* c : ctx->children) {
    if (is_of_rule<Context>(c, rule)) result.push_back(static_cast<Context*>(c));
  }
  return result;
}

bool is_hex(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

// Strip markers remove Unicode white space (as the reference's unicode.IsSpace).
bool is_strip_space(char32_t cp) { return u_isUWhiteSpace(static_cast<UChar32>(cp)); }

void trim_trailing_space(std::string_view& s) {
  // Walk back over whole code points: find each code point start.
  std::size_t end = s.size();
  while (end > 0) {
    std::size_t start = end - 1;
    while (start > 0 && is_utf8_continuation(s[start])) --start;
    if (!is_strip_space(code_point_at(s, start).code_point)) break;
    end = start;
  }
  s.remove_suffix(s.size() - end);
}

void trim_leading_space(std::string_view& s) {
  std::size_t i = 0;
  while (i < s.size()) {
    const CodePointAt at = code_point_at(s, i);
    if (!is_strip_space(at.code_point)) break;
    i += at.length;
  }
  s.remove_prefix(i);
}

std::string format_code_point(char32_t cp) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "U+%04x", static_cast<unsigned>(cp));
  return buffer;
}

enum class TemplateKind { Quoted, Heredoc, IndentedHeredoc, Standalone };

// A template flattened to its delimiters and literal text, so that heredoc
// indentation and strip markers can act across directive boundaries as the
// reference applies them (at syntax level, before any evaluation).
struct FlatItem {
  enum class Kind { Text, Interp, IfOpen, Else, EndIf, ForOpen, EndFor } kind;
  std::string_view text;  // Text: decoded content, the source's bytes or the arena's copy
  std::uint32_t begin = 0, end = 0;
  bool strip_before = false;                 // `${~` / `%{~`
  bool strip_after = false;                  // `~}`
  antlr4::ParserRuleContext* ctx = nullptr;  // Interp: the expression; IfOpen/ForOpen: the part
};

// The names of a body's attributes so far, each with the byte of the source
// where it was first set: a name is an identifier's bytes, so an entry is its
// hash, start and length, 12 bytes in one flat array (open addressing, linear
// probing, at most three quarters full). A node-based map allocated a node
// for each name and missed the cache on each lookup: a fifth of the parse of
// a file of 200,000 attributes, and of the growth of its time past 10x.
class AttributeNames {
 public:
  // Where the first name equal to text[start, start + length) starts: `start`
  // itself when this is the first, which is then recorded.
  std::uint32_t claim(std::string_view text, std::uint32_t start, std::uint32_t length) {
    if ((count_ + 1) * 4 > slots_.size() * 3) grow(text);
    const std::string_view name = text.substr(start, length);
    const std::uint32_t hash = hash_of(name);
    for (std::size_t i = hash & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
      Slot& slot = slots_[i];
      if (slot.hash == kEmpty) {
        slot = Slot{hash, start, length};
        ++count_;
        return start;
      }
      if (slot.hash == hash && text.substr(slot.start, slot.length) == name) return slot.start;
    }
  }

 private:
  struct Slot {
    std::uint32_t hash;
    std::uint32_t start;
    std::uint32_t length;
  };
  static constexpr std::uint32_t kEmpty = 0;

  static std::uint32_t hash_of(std::string_view name) {
    const auto hash = static_cast<std::uint32_t>(std::hash<std::string_view>{}(name));
    return hash == kEmpty ? 1 : hash;
  }

  void grow(std::string_view text) {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 16 : old.size() * 2, Slot{kEmpty, 0, 0});
    count_ = 0;
    for (const Slot& slot : old)
      if (slot.hash != kEmpty) claim(text, slot.start, slot.length);
  }

  std::vector<Slot> slots_;  // a power of two long
  std::size_t count_ = 0;
};

class Lowering {
 public:
  // The nodes go to `builder`, whose arena may hold others already.
  Lowering(const TokenPositions& positions, Diagnostics& diags, ir::Builder& builder)
      : positions_(positions), diags_(diags), builder_(builder) {
    stack_.start();
  }

  const TokenPositions& positions() const { return positions_; }

  ir::Span whole_file() const {
    return positions_.span(0, static_cast<std::uint32_t>(positions_.source().text().size()));
  }

  // Where the reference reports a file's missing items: at its first token
  // after spaces and inline comments. A line comment is that token (it ends
  // with the newline the parser sees), unless it ends the file without one.
  ir::Span file_missing_item_span() const {
    std::string_view text = positions_.source().text();
    std::size_t at = 0;
    while (at < text.size()) {
      if (text[at] == ' ' || text[at] == '\t') {
        ++at;
      } else if (text.substr(at, 2) == "/*" && text.find("*/", at + 2) != std::string_view::npos) {
        at = text.find("*/", at + 2) + 2;
      } else {
        if ((text[at] == '#' || text.substr(at, 2) == "//") && text.find('\n', at) == std::string_view::npos)
          at = text.size();
        break;
      }
    }
    const auto point = static_cast<std::uint32_t>(at);
    return positions_.span(point, point);
  }

  // ---- structure -----------------------------------------------------------

  // A body while its items are added: duplicate attribute names are found
  // across all of them.
  // Its attributes and blocks so far, in source order, are attributes_ and
  // blocks_ from where it opened to the top (a nested block's are taken off
  // when it closes).
  struct OpenBody {
    std::size_t attributes_from;
    std::size_t blocks_from;
    AttributeNames attribute_names;
  };
  OpenBody open_body() const { return OpenBody{attributes_.size(), blocks_.size(), {}}; }
  // A nested block of the innermost open body.
  void add_block(ir::BlockId block) { blocks_.push_back(block); }
  // The innermost open body, complete.
  ir::BodyId finish_body(const OpenBody& open, ir::Span span, std::optional<ir::Span> missing_item) {
    ir::List<ir::AttributeId> attributes = take(attributes_, open.attributes_from);
    ir::List<ir::BlockId> blocks = take(blocks_, open.blocks_from);
    return builder_.body(ir::Body{attributes, blocks, span, missing_item});
  }

  void add_item(P::BodyItemContext* item, OpenBody& open) {
    if (auto* attribute = child<P::AttributeContext>(item, P::RuleAttribute)) {
      add_attribute(attribute, open);
    } else if (auto* nested = child<P::BlockContext>(item, P::RuleBlock); !out_of_stack([&] { return span(nested); })) {
      add_block(block(nested));
    }
  }

  void add_attribute(P::AttributeContext* ctx, OpenBody& body) {
    ir::Attribute attribute;
    attribute.name = name(child<P::IdentifierContext>(ctx, P::RuleIdentifier));
    attribute.equals_span = span(token(ctx, P::EQ));
    attribute.expr = expression(child<P::ExpressionContext>(ctx, P::RuleExpression));
    attribute.span = ir::Span::between(attribute.name.span, builder_.arena().span(attribute.expr));
    claim_attribute_name(attribute.name, body.attribute_names);
    attributes_.push_back(builder_.attribute(std::move(attribute)));
  }

  void claim_attribute_name(const ir::Name& name, AttributeNames& attribute_names) {
    const std::uint32_t start = name.span.start;
    const auto length = static_cast<std::uint32_t>(name.text.size());
    const std::uint32_t first = attribute_names.claim(positions_.source().text(), start, length);
    if (first != start) {
      diags_.add(DiagKind::AttributeRedefined,
                 "The argument \"" + std::string(name.text) + "\" was already set at " +
                     describe(positions_.span(first, first + length)) + ". Each argument may be set only once.",
                 positions_.range(name.span));
    }
  }

  // A block's type, labels and opening brace (from a block or a block header).
  ir::Block block_header(ParserRuleContext* ctx) {
    ir::Block block;
    block.type = name(child<P::IdentifierContext>(ctx, P::RuleIdentifier));
    const std::size_t labels_from = names_.size();
    for (P::BlockLabelContext* label : ChildrenOf<P::BlockLabelContext>(ctx, P::RuleBlockLabel)) {
      if (auto* identifier = child<P::IdentifierContext>(label, P::RuleIdentifier)) {
        names_.push_back(name(identifier));
      } else {
        names_.push_back(ir::Name{quoted_text(child<P::StringLitContext>(label, P::RuleStringLit)), span(label)});
      }
    }
    block.labels = take(names_, labels_from);
    block.open_brace_span = span(token(ctx, P::LBRACE));
    return block;
  }

  ir::BlockId block(P::BlockContext* ctx) {
    ir::Block header = block_header(ctx);
    OpenBody content = open_body();
    auto* content_ctx = child<P::BlockContentContext>(ctx, P::RuleBlockContent);
    if (auto* multi = as<P::MultiLineBlockContext>(content_ctx)) {
      for (P::BodyItemContext* item :
           ChildrenOf<P::BodyItemContext>(child<P::BodyContext>(multi, P::RuleBody), P::RuleBodyItem)) {
        add_item(item, content);
      }
    } else if (auto* attribute = child<P::AttributeContext>(content_ctx, P::RuleAttribute)) {
      add_attribute(attribute, content);
    }
    return finish_block(std::move(header), std::move(content), span(token(ctx, P::RBRACE)));
  }

  // A block from its header and its items, once its closing brace is known
  // (for a whole block, and for one parsed again item by item).
  ir::BlockId finish_block(ir::Block block, OpenBody content, ir::Span close_brace) {
    block.close_brace_span = close_brace;
    block.body = finish_body(content, ir::Span::between(block.open_brace_span, close_brace), std::nullopt);
    block.span = ir::Span::between(block.type.span, close_brace);
    return builder_.block(std::move(block));
  }

  // ---- expressions -----------------------------------------------------------

  ir::ExprId expression(P::ExpressionContext* ctx) {
    if (auto* lowered = as<LoweredExpressionContext>(ctx)) {
      diags_.append(lowered->problems);
      return lowered->lowered;
    }
    if (out_of_stack([&] { return span(ctx); })) return builder_.error(span(ctx));
    if (auto* operand_expr = as<P::OperandExprContext>(ctx)) {
      return operand(child<P::OperandContext>(operand_expr, P::RuleOperand));
    }
    if (auto* binary = as<P::BinaryExprContext>(ctx)) return binary_chain(binary);
    ir::ExprId cond = expression(child<P::ExpressionContext>(ctx, P::RuleExpression, 0));
    ir::ExprId then_expr = expression(child<P::ExpressionContext>(ctx, P::RuleExpression, 1));
    ir::ExprId else_expr = expression(child<P::ExpressionContext>(ctx, P::RuleExpression, 2));
    return builder_.conditional(span(ctx), cond, then_expr, else_expr);
  }

  // A left-associative chain (`a + b + c ...`) is as deep in the parse tree as
  // it is long; walk its left spine with a loop rather than recursion.
  ir::ExprId binary_chain(P::BinaryExprContext* top) {
    std::vector<P::BinaryExprContext*> chain;
    P::ExpressionContext* left = top;
    while (auto* binary = as<P::BinaryExprContext>(left)) {
      chain.push_back(binary);
      left = child<P::ExpressionContext>(binary, P::RuleExpression, 0);
    }
    ir::ExprId result = expression(left);
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
      P::BinaryExprContext* binary = *it;
      ir::ExprId rhs = expression(child<P::ExpressionContext>(binary, P::RuleExpression, 1));
      result = builder_.binary(span(binary), binary_op(binary->op->getType()), result, rhs, span(binary->op));
    }
    return result;
  }

  static ir::BinaryOp binary_op(std::size_t token_type) {
    switch (token_type) {
#define HCLC_BINARY_OP(name, token, operand_type, result_type) \
  case P::token:                                               \
    return ir::BinaryOp::name;
#include "ir/binary_ops.def"
#undef HCLC_BINARY_OP
    }
    // The grammar gives a binaryExpr no operator token but those above.
    __builtin_unreachable();
  }

  ir::ExprId operand(P::OperandContext* ctx) {
    if (ctx->op) {  // a prefix operator
      // Prefix operators are not nesting the parser counts.
      if (out_of_stack([&] { return span(ctx); })) return builder_.error(span(ctx));
      ir::ExprId inner = operand(child<P::OperandContext>(ctx, P::RuleOperand));
      ir::UnaryOp op = ctx->op->getType() == P::MINUS ? ir::UnaryOp::Negate : ir::UnaryOp::Not;
      return builder_.unary(span(ctx), op, inner, span(ctx->op));
    }
    Chain chain = primary(child<P::PrimaryContext>(ctx, P::RulePrimary));
    return postfixes(chain, ChildrenOf<P::PostfixContext>(ctx, P::RulePostfix));
  }

  // An expression being extended by postfix operators: a variable with literal
  // steps (a scope traversal), or any expression with steps (relative).
  struct Chain {
    ir::ExprId source;  // none while `root` is set
    std::optional<ir::Name> root;
    std::size_t steps_from;  // its steps: steps_ from here to the top
    std::uint32_t start;     // of the span
    std::uint32_t end;
  };

  ir::ExprId finish(Chain& chain) {
    ir::Span whole{chain.start, chain.end};
    ir::ExprId result = chain.source;
    if (chain.root) {
      result = builder_.add(whole, ir::ScopeTraversal{std::move(*chain.root), take(steps_, chain.steps_from)});
    } else if (steps_.size() > chain.steps_from) {
      result = builder_.add(whole, ir::RelativeTraversal{chain.source, take(steps_, chain.steps_from)});
    }
    chain.root.reset();
    chain.source = result;
    return result;
  }

  // A primary's alternatives are not labelled (HclParser.g4): its first
  // child tells them apart, a rule's node or a token.
  Chain primary(P::PrimaryContext* ctx) {
    Chain chain;
    chain.steps_from = steps_.size();
    ir::Span whole = span(ctx);
    chain.start = whole.start;
    chain.end = whole.end;
    if (auto* identifier = variable_name(ctx)) {
      ir::Name n = name(identifier);
      if (n.text == "true" || n.text == "false") {
        chain.source = builder_.boolean(n.span, n.text == "true");
      } else if (n.text == "null") {
        chain.source = builder_.null(n.span);
      } else {
        chain.root = std::move(n);
      }
      return chain;
    }
    chain.source = primary_value(ctx);
    return chain;
  }

  // The name of a primary that is a variable, or null.
  static P::IdentifierContext* variable_name(P::PrimaryContext* ctx) {
    antlr4::tree::ParseTree* first = ctx->children[0];
    if (!is_rule_context(first) || static_cast<antlr4::RuleContext*>(first)->getRuleIndex() != P::RuleIdentifier) {
      return nullptr;
    }
    return static_cast<P::IdentifierContext*>(first);
  }

  ir::ExprId primary_value(P::PrimaryContext* ctx) {
    antlr4::tree::ParseTree* first = ctx->children[0];
    if (is_rule_context(first)) {
      auto* inner = static_cast<ParserRuleContext*>(first);
      switch (inner->getRuleIndex()) {
        case P::RuleFunctionCall: return function_call(static_cast<P::FunctionCallContext*>(inner));
        case P::RuleTupleCons: {
          const std::size_t elements_from = ids_.size();
          for (P::ExpressionContext* element : ChildrenOf<P::ExpressionContext>(inner, P::RuleExpression)) {
            const ir::ExprId lowered = expression(element);
            ids_.push_back(lowered);
          }
          return builder_.add(span(ctx), ir::Tuple{take(ids_, elements_from)});
        }
        case P::RuleObjectCons: return object_cons(static_cast<P::ObjectConsContext*>(inner));
        case P::RuleForTuple: return for_tuple_expr(static_cast<P::ForTupleContext*>(inner));
        default: return for_object_expr(static_cast<P::ForObjectContext*>(inner));  // the last of them
      }
    }
    switch (ctx->getStart()->getType()) {
      case P::NUMBER: return number_literal(ctx->getStart(), span(ctx));
      case P::LPAREN:
        return builder_.parens(span(ctx), expression(child<P::ExpressionContext>(ctx, P::RuleExpression)));
      default: break;
    }
    ChildrenOf<P::TemplatePartContext> parts(ctx, P::RuleTemplatePart);
    if (ctx->getStart()->getType() == P::OQUOTE) return template_expr(parts, TemplateKind::Quoted, span(ctx));
    bool indented = text(ctx->getStart()).substr(0, 3) == "<<-";  // HEREDOC_START
    return template_expr(parts, indented ? TemplateKind::IndentedHeredoc : TemplateKind::Heredoc, span(ctx));
  }

  ir::ExprId postfixes(Chain& chain, const ChildrenOf<P::PostfixContext>& list) {
    return postfixes(chain, list.begin(), list.end());
  }

  // The postfixes from `next` to `last` applied to `chain`. A splat takes the
  // steps that follow it in the list (HclParser.g4, postfix).
  ir::ExprId postfixes(Chain& chain, ChildrenOf<P::PostfixContext>::Iterator next,
                       ChildrenOf<P::PostfixContext>::Iterator last) {
    // An attribute-only splat runs on through `.name` and `.0` steps; another
    // `.*` there would nest in it, which the reference rejects (once a chain).
    bool after_attr_splat = false;
    bool reported_nested_splat = false;
    while (next != last) {
      P::PostfixContext* postfix = *next++;
      ir::Span whole = span(postfix);
      const bool in_attr_splat = after_attr_splat;
      after_attr_splat = false;
      const PostfixKind kind = postfix_kind(postfix);
      if (kind == PostfixKind::Attr) {
        steps_.push_back(attr_step(child<P::IdentifierContext>(postfix, P::RuleIdentifier), whole));
      } else if (kind == PostfixKind::LegacyIndex) {
        steps_.push_back(legacy_index_step(token(postfix, P::NUMBER), whole));
      } else if (kind == PostfixKind::Index) {
        ir::ExprId key = expression(child<P::ExpressionContext>(postfix, P::RuleExpression));
        if (std::optional<ir::LiteralValue> literal = literal_key(key)) {
          steps_.push_back(ir::TraversalStep{ir::StepKind::Index, {}, std::move(*literal), whole});
        } else {
          ir::ExprId collection = finish(chain);
          chain.source = builder_.index(ir::Span{chain.start, whole.end}, collection, key, whole);
        }
      } else if (kind == PostfixKind::AttrSplat) {
        if (in_attr_splat && !reported_nested_splat) {
          diags_.add(DiagKind::NestedSplat,
                     "A splat expression (*) cannot be used inside another attribute-only splat expression.",
                     positions_.range(token(postfix, P::STAR)));
          reported_nested_splat = true;
        }
        ir::ExprId source = finish(chain);
        ir::Span marker = whole;
        ir::ExprId item = builder_.splat_item(marker);
        const std::size_t steps_from = steps_.size();
        for (; next != last; ++next) {
          P::PostfixContext* step = *next;
          ir::Span step_span = span(step);
          const PostfixKind step_kind = postfix_kind(step);
          if (step_kind == PostfixKind::Attr) {
            steps_.push_back(attr_step(child<P::IdentifierContext>(step, P::RuleIdentifier), step_span));
          } else if (step_kind == PostfixKind::LegacyIndex) {
            steps_.push_back(legacy_index_step(token(step, P::NUMBER), step_span));
          } else {
            break;
          }
          whole.end = step_span.end;
        }
        ir::ExprId each = item;
        if (steps_.size() > steps_from) {
          each = builder_.add(ir::Span{marker.start, whole.end}, ir::RelativeTraversal{item, take(steps_, steps_from)});
        }
        chain.source = builder_.splat(ir::Span{chain.start, whole.end}, source, item, each, marker, true);
        after_attr_splat = true;
      } else {
        // Each full splat nests the rest of the list in it, a level of
        // recursion here that the parser's flat list did not count.
        if (out_of_stack([&] { return whole; })) {
          steps_.erase(steps_.begin() + static_cast<std::ptrdiff_t>(chain.steps_from), steps_.end());
          return builder_.error(ir::Span{chain.start, whole.end});
        }
        ir::ExprId source = finish(chain);
        ir::Span marker = whole;
        ir::ExprId item = builder_.splat_item(marker);
        Chain inner;
        inner.steps_from = steps_.size();
        inner.source = item;
        inner.start = marker.start;
        inner.end = marker.end;
        ir::ExprId each = postfixes(inner, next, last);
        next = last;
        whole.end = inner.end;
        chain.source = builder_.splat(ir::Span{chain.start, whole.end}, source, item, each, marker, false);
      }
      chain.end = whole.end;
    }
    return finish(chain);
  }

  ir::TraversalStep attr_step(P::IdentifierContext* identifier, ir::Span whole) {
    return ir::TraversalStep{ir::StepKind::Attr, text(identifier->getStart()), {}, whole};
  }

  // The lexer reads any run of digits, dots and exponents as one number
  // (lexer.cpp, match_number); the ones that are not DIGIT+ ('.' DIGIT*)?
  // ([eE] [+-]? DIGIT+)? have no value. Their literal keeps the text (its
  // value is then an unknown number) after the error. A fraction without
  // digits before an exponent (`1.e5`, which the reference reads as 1e5) is
  // lowered without its dot, as Number::parse and JSON write it.
  ir::ExprId number_literal(Token* number, ir::Span whole) {
    std::string_view digits = text(number);
    if (auto problem = number_problem(positions_, number, NumberUse::Literal)) {
      diags_.add(std::move(*problem));
    } else if (const size_t dot = digits.find('.');
               dot != std::string_view::npos && digits.find_first_of("eE") == dot + 1) {
      return builder_.number(whole, std::string(digits).erase(dot, 1));
    }
    return builder_.number(whole, digits);
  }

  // A legacy index is a number without a dot (`a.0`, and as in the reference
  // `a.1e5`); a dot in it chains a second index, which the detail shows split
  // at the first dot.
  ir::TraversalStep legacy_index_step(Token* number, ir::Span whole) {
    const std::string_view digits = text(number);
    if (auto problem = number_problem(positions_, number, NumberUse::LegacyIndex)) {
      diags_.add(std::move(*problem));
    }
    return ir::TraversalStep{ir::StepKind::LegacyIndex, {}, ir::LiteralValue::number(digits), whole};
  }

  // An index key that is a literal (a number, bool, null or a string without
  // interpolation) folds into the traversal as a step.
  std::optional<ir::LiteralValue> literal_key(ir::ExprId key) {
    const ir::Arena& arena = builder_.arena();
    if (const auto* literal = arena.get_if<ir::Literal>(key)) return literal->value;
    if (const auto* tmpl = arena.get_if<ir::Template>(key)) {
      if (tmpl->parts.empty()) return ir::LiteralValue::string("");
      if (tmpl->parts.size() == 1) {
        if (const auto* part = arena.get_if<ir::Literal>(tmpl->parts[0])) return part->value;
      }
    }
    return std::nullopt;
  }

  ir::ExprId function_call(P::FunctionCallContext* ctx) {
    ir::Call call;
    call.name = function_name(ChildrenOf<P::IdentifierContext>(ctx, P::RuleIdentifier));
    const std::size_t args_from = ids_.size();
    for (P::ExpressionContext* argument : ChildrenOf<P::ExpressionContext>(ctx, P::RuleExpression)) {
      const ir::ExprId lowered = expression(argument);
      ids_.push_back(lowered);
    }
    call.args = take(ids_, args_from);
    call.open_paren_span = span(token(ctx, P::LPAREN));
    call.close_paren_span = span(token(ctx, P::RPAREN));
    if (Token* ellipsis = token(ctx, P::ELLIPSIS)) {
      call.expand_final = true;
      call.ellipsis_span = span(ellipsis);
    } else {
      call.ellipsis_span = call.close_paren_span.start_point();
    }
    return builder_.call(span(ctx), std::move(call));
  }

  ir::ExprId object_cons(P::ObjectConsContext* ctx) {
    const std::size_t items_from = items_.size();
    for (P::ObjectElemContext* element : ChildrenOf<P::ObjectElemContext>(ctx, P::RuleObjectElem)) {
      const ir::ObjectItem lowered = object_item(element);
      items_.push_back(lowered);
    }
    return builder_.add(span(ctx), ir::Object{take(items_, items_from), false});
  }

  ir::ObjectItem object_item(P::ObjectElemContext* element) {
    if (auto* lowered = as<LoweredObjectElemContext>(element)) {
      diags_.append(lowered->problems);
      return lowered->lowered;
    }
    ir::ObjectItem item;
    if (std::optional<ir::Name> bare = bare_identifier(element->key)) {
      item.key = builder_.string(bare->span, bare->text);
      item.key_is_identifier = true;
    } else {
      item.key = expression(element->key);
    }
    item.value = expression(element->value);
    return item;
  }

  // `foo` alone as an object key names the attribute literally.
  std::optional<ir::Name> bare_identifier(P::ExpressionContext* ctx) {
    if (!as<P::OperandExprContext>(ctx)) return std::nullopt;
    auto* term = child<P::OperandContext>(ctx, P::RuleOperand);
    if (term->op || term->children.size() != 1) return std::nullopt;  // a primary without postfixes
    P::IdentifierContext* variable = variable_name(child<P::PrimaryContext>(term, P::RulePrimary));
    if (!variable) return std::nullopt;
    return name(variable);
  }

  void for_intro(P::ForIntroContext* intro, ir::For& out) {
    std::vector<P::IdentifierContext*> names = children<P::IdentifierContext>(intro, P::RuleIdentifier);
    if (names.size() == 2) {
      out.key_var = name(names[0]);
      out.value_var = name(names[1]);
    } else {
      out.value_var = name(names[0]);
    }
    out.collection = expression(child<P::ExpressionContext>(intro, P::RuleExpression));
  }

  ir::ExprId for_tuple_expr(P::ForTupleContext* ctx) {
    ir::For result;
    for_intro(child<P::ForIntroContext>(ctx, P::RuleForIntro), result);
    if (ctx->value) {
      diags_.add(DiagKind::InvalidForExpression, "Key expression is not valid when building a tuple.",
                 positions_.range(span(ctx->head)));
    }
    if (Token* ellipsis = token(ctx, P::ELLIPSIS)) {
      diags_.add(DiagKind::InvalidForExpression, "Grouping ellipsis (...) cannot be used when building a tuple.",
                 positions_.range(span(ellipsis)));
    }
    result.value_expr = expression(ctx->value ? ctx->value : ctx->head);
    if (auto* cond = child<P::ForCondContext>(ctx, P::RuleForCond)) {
      result.cond = expression(child<P::ExpressionContext>(cond, P::RuleExpression));
    }
    result.open_span = span(token(ctx, P::LBRACK));
    result.close_span = span(token(ctx, P::RBRACK));
    return builder_.for_expr(span(ctx), std::move(result));
  }

  ir::ExprId for_object_expr(P::ForObjectContext* ctx) {
    ir::For result;
    result.is_object = true;
    for_intro(child<P::ForIntroContext>(ctx, P::RuleForIntro), result);
    result.key_expr = expression(ctx->key);
    result.value_expr = expression(ctx->value);
    result.grouping = token(ctx, P::ELLIPSIS) != nullptr;
    if (auto* cond = child<P::ForCondContext>(ctx, P::RuleForCond)) {
      result.cond = expression(child<P::ExpressionContext>(cond, P::RuleExpression));
    }
    result.open_span = span(token(ctx, P::LBRACE));
    result.close_span = span(token(ctx, P::RBRACE));
    return builder_.for_expr(span(ctx), std::move(result));
  }

  // ---- templates -------------------------------------------------------------

  // `parts`: a range of TemplatePartContext* (a vector, or ChildrenOf).
  template <class Parts>
  ir::ExprId template_expr(const Parts& parts, TemplateKind kind, ir::Span whole) {
    if (kind == TemplateKind::Quoted) {
      if (std::optional<ir::ExprId> plain = plain_quoted(parts, whole)) return *plain;
    }
    std::vector<FlatItem> flat;
    flatten(parts, kind, flat);
    if (too_deep_) return builder_.error(whole);
    apply_strip_markers(flat);
    if (kind == TemplateKind::IndentedHeredoc) remove_common_indentation(flat);
    if (flat.size() == 1 && flat[0].kind == FlatItem::Kind::Interp) {
      return builder_.template_wrap(whole, expression(static_cast<P::ExpressionContext*>(flat[0].ctx)));
    }
    std::size_t cursor = 0;
    return builder_.add(whole, ir::Template{build_parts(flat, cursor)});
  }

  // A quoted string of one literal token without escapes, `$${` or `%%{`
  // (most strings of a configuration): its template of the one piece that
  // flatten and build_parts would make, without their copies of the text.
  // Null for any other template.
  template <class Parts>
  std::optional<ir::ExprId> plain_quoted(const Parts& parts, ir::Span whole) {
    auto next = parts.begin();
    if (next == parts.end()) return std::nullopt;
    P::TemplatePartContext* part = *next;
    if (!as<P::TemplateLiteralContext>(part) || ++next != parts.end()) return std::nullopt;
    Token* literal = part->getStart();
    const std::string_view literal_text = text(literal);
    // Two scans of the text (a memchr each), not find_first_of's, which
    // looks each byte up in the set (a memchr call a byte: 10 M of the
    // corpus's instructions).
    if (literal_text.empty() || literal_text.find('\\') != std::string_view::npos ||
        literal_text.find('{') != std::string_view::npos) {
      return std::nullopt;
    }
    if (out_of_stack([&] { return span(part); })) return builder_.error(whole);
    const ir::ExprId piece = builder_.string(span(literal), literal_text);
    return builder_.add(whole, ir::Template{builder_.list({piece})});
  }

  // Literal text is cut into the pieces the reference's strip markers and
  // `<<-` indentation act on: an escaped `$${` or `%%{` is a piece of its own,
  // and outside quotes each line (with its line break) is one. Quoted literal
  // tokens are decoded as one run, since an escape and the hex digits after it
  // may arrive as separate tokens.
  template <class Parts>
  void flatten(const Parts& parts, TemplateKind kind, std::vector<FlatItem>& flat) {
    // Too deep, a directive's parts are left out; its opening and closing
    // items are still there (and the template becomes an error node).
    if (!parts.empty() && out_of_stack([&] { return span(parts.front()); })) return;
    // A run of literal text is the source's bytes [run_begin, run_end) (its
    // tokens are next to each other); quoted, it is decoded into the arena
    // when it has anything to decode.
    const std::string_view source = positions_.source().text();
    bool in_run = false;
    std::uint32_t run_begin = 0, run_end = 0;
    auto flush_run = [&] {
      if (!in_run) return;
      in_run = false;
      if (run_end == run_begin) return;
      std::string_view value = source.substr(run_begin, run_end - run_begin);
      if (kind == TemplateKind::Quoted && needs_decoding(value)) value = builder_.text(decode_quoted(value, run_begin));
      flat.push_back(FlatItem{FlatItem::Kind::Text, value, run_begin, run_end});
    };
    auto extend_run = [&](std::uint32_t begin, std::uint32_t end) {
      if (!in_run) run_begin = begin;
      in_run = true;
      run_end = end;
    };
    for (P::TemplatePartContext* part : parts) {
      if (as<P::TemplateLiteralContext>(part)) {
        Token* literal = part->getStart();
        std::uint32_t begin = positions_.start_byte(literal), end = positions_.end_byte(literal);
        std::string_view literal_text = text(literal);
        if (literal_text == "$${" || literal_text == "%%{") {
          flush_run();
          flat.push_back(FlatItem{FlatItem::Kind::Text, literal_text.substr(1), begin, end});
          continue;
        }
        if (kind == TemplateKind::Quoted) {
          extend_run(begin, end);
          continue;
        }
        for (std::size_t line_start = 0; line_start < literal_text.size();) {
          std::size_t line_end = std::min(literal_text.find('\n', line_start), literal_text.size() - 1) + 1;
          extend_run(begin + static_cast<std::uint32_t>(line_start), begin + static_cast<std::uint32_t>(line_end));
          if (literal_text[line_end - 1] == '\n') flush_run();
          line_start = line_end;
        }
        continue;
      }
      flush_run();
      if (as<P::TemplateInterpolationContext>(part)) {
        flat.push_back(sequence(FlatItem::Kind::Interp, part->getStart(),
                                child<P::SequenceEndContext>(part, P::RuleSequenceEnd),
                                child<P::ExpressionContext>(part, P::RuleExpression)));
      } else if (auto* if_part = as<P::TemplateIfContext>(part)) {
        std::vector<P::SequenceEndContext*> ends = children<P::SequenceEndContext>(part, P::RuleSequenceEnd);
        flat.push_back(sequence(FlatItem::Kind::IfOpen, if_part->ifOpen, ends.front(), if_part));
        flatten(if_part->thenParts, kind, flat);
        if (if_part->elseOpen) {
          flat.push_back(sequence(FlatItem::Kind::Else, if_part->elseOpen, ends[1], nullptr));
          flatten(if_part->elseParts, kind, flat);
        }
        flat.push_back(sequence(FlatItem::Kind::EndIf, if_part->endOpen, ends.back(), nullptr));
      } else {
        auto* for_part = static_cast<P::TemplateForContext*>(part);
        std::vector<P::SequenceEndContext*> ends = children<P::SequenceEndContext>(part, P::RuleSequenceEnd);
        flat.push_back(sequence(FlatItem::Kind::ForOpen, for_part->forOpen, ends.front(), for_part));
        flatten(ChildrenOf<P::TemplatePartContext>(part, P::RuleTemplatePart), kind, flat);
        flat.push_back(sequence(FlatItem::Kind::EndFor, for_part->endOpen, ends.back(), nullptr));
      }
    }
    flush_run();
  }

  FlatItem sequence(FlatItem::Kind kind, Token* open, P::SequenceEndContext* close, antlr4::ParserRuleContext* ctx) {
    FlatItem item{kind, {}, positions_.start_byte(open), positions_.end_byte(close->getStop())};
    item.strip_before = text(open).back() == '~';
    item.strip_after = close->getStart()->getType() == P::STRIP_RBRACE;
    item.ctx = ctx;
    return item;
  }

  // Whether decode_quoted would change the text: escapes, `$${`, `%%{`.
  static bool needs_decoding(std::string_view raw) {
    return raw.find('\\') != std::string_view::npos || raw.find("${") != std::string_view::npos ||
           raw.find("%{") != std::string_view::npos;
  }

  std::string decode_quoted(std::string_view raw, std::uint32_t raw_begin) {
    std::string out;
    out.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size();) {
      char c = raw[i];
      if ((c == '$' || c == '%') && (raw.compare(i, 3, "$${") == 0 || raw.compare(i, 3, "%%{") == 0)) {
        out += raw[i + 1];
        out += '{';
        i += 3;
        continue;
      }
      if (c != '\\' || i + 1 >= raw.size()) {
        out += c;
        ++i;
        continue;
      }
      char selector = raw[i + 1];
      switch (selector) {
        case 'n':
          out += '\n';
          i += 2;
          continue;
        case 'r':
          out += '\r';
          i += 2;
          continue;
        case 't':
          out += '\t';
          i += 2;
          continue;
        case '"':
          out += '"';
          i += 2;
          continue;
        case '\\':
          out += '\\';
          i += 2;
          continue;
        case 'u':
        case 'U': {
          std::size_t want = selector == 'u' ? 4 : 8;
          std::size_t digits = 0;
          char32_t cp = 0;
          while (digits < want && i + 2 + digits < raw.size() && is_hex(raw[i + 2 + digits])) {
            cp = cp * 16 + static_cast<char32_t>(std::stoi(std::string(1, raw[i + 2 + digits]), nullptr, 16));
            ++digits;
          }
          auto escape_range = positions_.range(positions_.span(static_cast<std::uint32_t>(raw_begin + i),
                                                               static_cast<std::uint32_t>(raw_begin + i + 2 + digits)));
          if (digits < want) {
            diags_.add(DiagKind::InvalidEscapeSequence,
                       selector == 'u' ? "The \\u escape sequence must be followed by four hexadecimal digits."
                                       : "The \\U escape sequence must be followed by eight hexadecimal digits.",
                       escape_range);
          } else if ((cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
            diags_.add(DiagKind::InvalidEscapeSequence,
                       "Cannot encode character " + format_code_point(cp) + " in UTF-8.", escape_range);
          } else {
            append_utf8(out, cp);
          }
          i += 2 + digits;
          continue;
        }
        default: {
          const std::size_t length = code_point_at(raw, i + 1).length;
          diags_.add(
              DiagKind::InvalidEscapeSequence,
              "The symbol \"" + std::string(raw.substr(i + 1, length)) + "\" is not a valid escape sequence selector.",
              positions_.range(positions_.span(static_cast<std::uint32_t>(raw_begin + i),
                                               static_cast<std::uint32_t>(raw_begin + i + 1 + length))));
          out.append(raw.substr(i, 1 + length));
          i += 1 + length;
        }
      }
    }
    return out;
  }

  // The leading white space of a piece of text, in code points and in bytes.
  // White space is what strip markers remove (so an em space counts like a
  // space, as in the reference).
  struct Indent {
    std::size_t code_points = 0;
    std::size_t bytes = 0;
  };
  static Indent leading_indent(std::string_view text, std::size_t max_code_points = std::string::npos) {
    Indent indent;
    while (indent.bytes < text.size() && indent.code_points < max_code_points) {
      const CodePointAt at = code_point_at(text, indent.bytes);
      if (!is_strip_space(at.code_point)) break;
      indent.bytes += at.length;
      ++indent.code_points;
    }
    return indent;
  }

  // `<<-`, after the strip markers: the smallest indentation of the lines is
  // removed from each line that starts with text. A line counts from its
  // first piece as the markers left it: blank text (white space then a line
  // break) does not count, text measures its leading white space (stripped
  // to nothing, it has none), and an interpolation or directive has none.
  static void remove_common_indentation(std::vector<FlatItem>& flat) {
    std::vector<std::size_t> line_starts;  // flat indexes of line-leading texts
    std::size_t min_indent = std::string::npos;
    bool at_line_start = true;
    for (std::size_t i = 0; i < flat.size(); ++i) {
      const FlatItem& item = flat[i];
      const bool is_text = item.kind == FlatItem::Kind::Text;
      if (at_line_start) {
        at_line_start = false;
        if (!is_text) {
          min_indent = 0;
        } else {
          const Indent indent = leading_indent(item.text);
          const bool blank_line = indent.bytes == item.text.size() && !item.text.empty() && item.text.back() == '\n';
          if (!blank_line) {
            line_starts.push_back(i);
            min_indent = std::min(min_indent, indent.code_points);
          }
        }
      }
      if (is_text && !item.text.empty() && item.text.back() == '\n') at_line_start = true;
    }
    if (min_indent == std::string::npos || min_indent == 0) return;
    for (std::size_t i : line_starts) {
      const std::size_t removed = leading_indent(flat[i].text, min_indent).bytes;
      flat[i].text.remove_prefix(removed);
      flat[i].begin += static_cast<std::uint32_t>(removed);
    }
  }

  // `~` removes the white space of the one piece of text next to it.
  static void apply_strip_markers(std::vector<FlatItem>& flat) {
    for (std::size_t i = 0; i < flat.size(); ++i) {
      if (flat[i].kind == FlatItem::Kind::Text) continue;
      if (flat[i].strip_before && i > 0 && flat[i - 1].kind == FlatItem::Kind::Text)
        trim_trailing_space(flat[i - 1].text);
      if (flat[i].strip_after && i + 1 < flat.size() && flat[i + 1].kind == FlatItem::Kind::Text) {
        trim_leading_space(flat[i + 1].text);
      }
    }
  }

  // Builds template parts from the flat items up to the end or to the `else`,
  // `endif` or `endfor` that closes the enclosing directive.
  // A piece's text, the source's or already the arena's, becomes its literal's.
  ir::List<ir::ExprId> build_parts(std::vector<FlatItem>& flat, std::size_t& cursor) {
    const std::size_t parts_from = ids_.size();
    while (cursor < flat.size()) {
      FlatItem& item = flat[cursor];
      switch (item.kind) {
        case FlatItem::Kind::Text:
          // Each piece stays a part of its own, as in the reference: where
          // errors point at a template's start, they point at its first piece.
          ids_.push_back(builder_.string(positions_.span(item.begin, item.end), item.text));
          ++cursor;
          break;
        case FlatItem::Kind::Interp: {
          ir::ExprId inner = expression(static_cast<P::ExpressionContext*>(item.ctx));
          ids_.push_back(builder_.template_interp(positions_.span(item.begin, item.end), inner));
          ++cursor;
          break;
        }
        case FlatItem::Kind::IfOpen: {
          auto* if_part = static_cast<P::TemplateIfContext*>(item.ctx);
          ir::ExprId cond = expression(child<P::ExpressionContext>(if_part, P::RuleExpression));
          ++cursor;
          ir::ExprId then_part = nested_template(flat, cursor, item.end);
          ir::ExprId else_part;
          if (flat[cursor].kind == FlatItem::Kind::Else) {
            std::uint32_t else_end = flat[cursor].end;
            ++cursor;
            else_part = nested_template(flat, cursor, else_end);
          }
          std::uint32_t end = flat[cursor].end;  // endif
          ++cursor;
          ids_.push_back(builder_.template_if(positions_.span(item.begin, end), cond, then_part, else_part));
          break;
        }
        case FlatItem::Kind::ForOpen: {
          auto* for_part = static_cast<P::TemplateForContext*>(item.ctx);
          std::vector<P::IdentifierContext*> names = children<P::IdentifierContext>(for_part, P::RuleIdentifier);
          std::optional<ir::Name> key_var;
          ir::Name value_var = name(names.back());
          if (names.size() == 2) key_var = name(names[0]);
          ir::ExprId collection = expression(child<P::ExpressionContext>(for_part, P::RuleExpression));
          ++cursor;
          ir::ExprId body = nested_template(flat, cursor, item.end);
          std::uint32_t end = flat[cursor].end;  // endfor
          ++cursor;
          ids_.push_back(builder_.template_for(positions_.span(item.begin, end), std::move(key_var),
                                               std::move(value_var), collection, body));
          break;
        }
        default: return take(ids_, parts_from);
      }
    }
    return take(ids_, parts_from);
  }

  // The body of a directive, from `begin` (the end of its opening sequence)
  // to the start of the sequence that closes it.
  ir::ExprId nested_template(std::vector<FlatItem>& flat, std::size_t& cursor, std::uint32_t begin) {
    if (out_of_stack([&] { return positions_.span(begin, begin); })) {
      skip_directive_body(flat, cursor);
      return builder_.error(positions_.span(begin, cursor < flat.size() ? flat[cursor].begin : begin));
    }
    ir::List<ir::ExprId> parts = build_parts(flat, cursor);
    std::uint32_t end = cursor < flat.size() ? flat[cursor].begin : begin;
    return builder_.add(positions_.span(begin, end), ir::Template{parts});
  }

  // Moves `cursor` to the `else`, `endif` or `endfor` that closes the
  // enclosing directive, as build_parts would, past any nested directives.
  static void skip_directive_body(const std::vector<FlatItem>& flat, std::size_t& cursor) {
    for (std::size_t open = 0; cursor < flat.size(); ++cursor) {
      switch (flat[cursor].kind) {
        case FlatItem::Kind::IfOpen:
        case FlatItem::Kind::ForOpen: ++open; break;
        case FlatItem::Kind::Else:
          if (open == 0) return;
          break;
        case FlatItem::Kind::EndIf:
        case FlatItem::Kind::EndFor:
          if (open == 0) return;
          --open;
          break;
        default: break;
      }
    }
  }

  // A quoted string without template sequences (block labels, traversal keys).
  std::string string_literal(P::StringLitContext* ctx) {
    std::string raw;
    std::uint32_t begin = positions_.end_byte(ctx->getStart());  // OQUOTE
    for (std::size_t i = 0; Token* literal = token(ctx, P::TEMPLATE_LITERAL, i); ++i) raw += text(literal);
    return decode_quoted(raw, begin);
  }
  // The same as the arena's text: the source's bytes when there is nothing
  // to decode.
  std::string_view quoted_text(P::StringLitContext* ctx) {
    Token* only = token(ctx, P::TEMPLATE_LITERAL, 0);
    if (only && !token(ctx, P::TEMPLATE_LITERAL, 1) && text(only).find('\\') == std::string_view::npos) {
      return text(only);
    }
    return builder_.text(string_literal(ctx));
  }

  // ---- helpers ---------------------------------------------------------------

  // An identifier is one token.
  ir::Name name(P::IdentifierContext* ctx) { return ir::Name{text(ctx->getStart()), span(ctx)}; }

  // `f`, or a namespaced `provider::aws::f` as one name (spaces around `::`
  // dropped), spanning from the first identifier to the last.
  ir::Name function_name(const ChildrenOf<P::IdentifierContext>& parts) {
    auto part = parts.begin();
    P::IdentifierContext* first = *part;
    P::IdentifierContext* last = first;
    ir::Name whole = name(first);
    if (++part == parts.end()) return whole;
    std::string joined(whole.text);
    for (; part != parts.end(); ++part) {
      joined += "::";
      joined += text((*part)->getStart());
      last = *part;
    }
    whole.span.end = span(last).end;
    // Written without spaces, the name is the source's bytes.
    const std::uint32_t begin = positions_.start_byte(first->getStart());
    const std::string_view written =
        positions_.source().text().substr(begin, positions_.end_byte(last->getStop()) - begin);
    whole.text = written == joined ? written : builder_.text(joined);
    return whole;
  }

  std::string_view text(const Token* token) const { return positions_.text(token); }

  ir::Span span(Token* token) const { return positions_.span(token); }
  ir::Span span(antlr4::ParserRuleContext* ctx) const { return positions_.rule_span(ctx->start, ctx->stop); }

  // "file:1,1-2" as the reference writes a range inside a detail message.
  std::string describe(const ir::Span& s) const {
    const Range r = positions_.range(s);
    std::string text = r.filename + ":" + std::to_string(r.start.line) + "," + std::to_string(r.start.column) + "-";
    if (r.end.line != r.start.line) text += std::to_string(r.end.line) + ",";
    return text + std::to_string(r.end.column);
  }

  // Whether the lowering has used the stack it may (runtime/stack_budget.h):
  // the parser's budget stops input nested past it, but each level of the
  // lowering takes more stack than the parser's. The first construct found
  // too deep is reported; it and every one after it become error nodes.
  // The report's range is where(), a construct's span.
  template <class Where>
  bool out_of_stack(Where where) {
    if (!too_deep_ && !stack_.spent()) return false;
    if (!too_deep_) {
      too_deep_ = true;
      diags_.add(DiagKind::NestingTooDeep, "This expression or block is nested more deeply than hclc supports.",
                 positions_.range(where()));
    }
    return true;
  }

  // The elements of the lists being built, one list on top of another (a
  // tuple's elements below those of a call inside one of them): a list is
  // the run from where it started to the top, moved into the arena's pool
  // when it is complete, so that building one allocates nothing.
  template <class T>
  ir::List<T> take(std::vector<T>& building, std::size_t from) {
    const auto first = building.begin() + static_cast<std::ptrdiff_t>(from);
    ir::List<T> list = builder_.list(first, building.end());
    building.erase(first, building.end());
    return list;
  }

  const TokenPositions& positions_;
  Diagnostics& diags_;
  ir::Builder& builder_;
  std::vector<ir::ExprId> ids_;
  std::vector<ir::ObjectItem> items_;
  std::vector<ir::TraversalStep> steps_;
  std::vector<ir::Name> names_;
  std::vector<ir::AttributeId> attributes_;
  std::vector<ir::BlockId> blocks_;
  StackBudget stack_;
  bool too_deep_ = false;
};

}  // namespace

class ConfigLowering::Impl {
 public:
  // A block whose items are being added (see ConfigLowering::open_block).
  struct PendingBlock {
    ir::Block block;
    Lowering::OpenBody content;
  };

  Impl(const TokenPositions& positions, Diagnostics& diags)
      : builder(positions.source()), lowering(positions, diags, builder), root(lowering.open_body()) {}

  Lowering::OpenBody& innermost() { return open_blocks.empty() ? root : open_blocks.back().content; }

  ir::Builder builder;
  Lowering lowering;
  Lowering::OpenBody root;
  std::vector<PendingBlock> open_blocks;
};

ConfigLowering::ConfigLowering(const TokenPositions& positions, Diagnostics& diags, std::size_t source_tokens)
    : impl_(std::make_unique<Impl>(positions, diags)) {
  impl_->builder.reserve_for_tokens(source_tokens);
}

ConfigLowering::~ConfigLowering() = default;

void ConfigLowering::add_item(P::BodyItemContext* item) { impl_->lowering.add_item(item, impl_->innermost()); }

void ConfigLowering::open_block(P::BlockHeaderContext* header) {
  Lowering& lowering = impl_->lowering;
  impl_->open_blocks.push_back(Impl::PendingBlock{lowering.block_header(header), lowering.open_body()});
}

void ConfigLowering::claim_attribute_name(Token* name) {
  const TokenPositions& positions = impl_->lowering.positions();
  impl_->lowering.claim_attribute_name(ir::Name{positions.text(name), positions.span(name)},
                                       impl_->innermost().attribute_names);
}

void ConfigLowering::close_block(const ir::Span& close_brace) {
  Impl::PendingBlock pending = std::move(impl_->open_blocks.back());
  impl_->open_blocks.pop_back();
  ir::BlockId block = impl_->lowering.finish_block(std::move(pending.block), std::move(pending.content), close_brace);
  impl_->lowering.add_block(block);
}

ir::ExprId ConfigLowering::lower_early(P::ExpressionContext* expression, Diagnostics& problems) {
  Lowering lowering(impl_->lowering.positions(), problems, impl_->builder);
  return lowering.expression(expression);
}

ir::ObjectItem ConfigLowering::lower_early(P::ObjectElemContext* item, Diagnostics& problems) {
  Lowering lowering(impl_->lowering.positions(), problems, impl_->builder);
  return lowering.object_item(item);
}

LoweredExpressionContext::LoweredExpressionContext(antlr4::ParserRuleContext* parent_context, size_t invoking_state,
                                                   ir::ExprId id, Diagnostics diags)
    : ExpressionContext(parent_context, invoking_state), lowered(id), problems(std::move(diags)) {}

LoweredExpressionContext::~LoweredExpressionContext() = default;

LoweredObjectElemContext::LoweredObjectElemContext(antlr4::ParserRuleContext* parent_context, size_t invoking_state,
                                                   ir::ObjectItem item, Diagnostics diags)
    : ObjectElemContext(parent_context, invoking_state), lowered(item), problems(std::move(diags)) {}

LoweredObjectElemContext::~LoweredObjectElemContext() = default;

ir::File ConfigLowering::finish() {
  Lowering& lowering = impl_->lowering;
  ir::BodyId body = lowering.finish_body(impl_->root, lowering.whole_file(), lowering.file_missing_item_span());
  return impl_->builder.finish_file(body);
}

ir::Expression lower_expression(P::ExpressionOnlyContext* tree, const TokenPositions& positions, Diagnostics& diags) {
  ir::Builder builder(positions.source());
  Lowering lowering(positions, diags, builder);
  ir::ExprId root = lowering.expression(child<P::ExpressionContext>(tree, P::RuleExpression));
  return builder.finish_expression(root);
}

ir::Expression lower_template(P::TemplateOnlyContext* tree, const TokenPositions& positions, Diagnostics& diags) {
  ir::Builder builder(positions.source());
  Lowering lowering(positions, diags, builder);
  ir::ExprId root = lower_template_into(builder, tree, positions, lowering.whole_file(), diags);
  return builder.finish_expression(root);
}

ir::ExprId lower_template_into(ir::Builder& into, P::TemplateOnlyContext* tree, const TokenPositions& positions,
                               const ir::Span& root_span, Diagnostics& diags) {
  Lowering lowering(positions, diags, into);
  return lowering.template_expr(ChildrenOf<P::TemplatePartContext>(tree, P::RuleTemplatePart), TemplateKind::Standalone,
                                root_span);
}

ir::Expression lower_traversal(P::TraversalOnlyContext* tree, const TokenPositions& positions, Diagnostics& diags) {
  ir::Builder builder(positions.source());
  Lowering lowering(positions, diags, builder);
  Token* root_token = tree->getStart();  // the identifier
  ir::Name root{positions.text(root_token), positions.span(root_token)};
  std::vector<ir::TraversalStep> steps;
  std::uint32_t end = root.span.end;
  for (P::TraversalStepContext* step : ChildrenOf<P::TraversalStepContext>(tree, P::RuleTraversalStep)) {
    ir::Span whole = positions.span(step->getStart(), step->getStop());
    end = whole.end;
    if (auto* attr = as<P::TraversalAttrContext>(step)) {
      std::string_view attr_name = positions.text(child<P::IdentifierContext>(attr, P::RuleIdentifier)->getStart());
      steps.push_back(ir::TraversalStep{ir::StepKind::Attr, attr_name, {}, whole});
    } else if (as<P::TraversalLegacyIndexContext>(step)) {
      const std::string_view number = positions.text(token(step, P::NUMBER));
      steps.push_back(ir::TraversalStep{ir::StepKind::LegacyIndex, {}, ir::LiteralValue::number(number), whole});
    } else {
      Token* number = token(step, P::NUMBER);
      const ir::LiteralValue key =
          number ? ir::LiteralValue::number(positions.text(number))
                 : ir::LiteralValue::string(lowering.quoted_text(child<P::StringLitContext>(step, P::RuleStringLit)));
      steps.push_back(ir::TraversalStep{ir::StepKind::Index, {}, key, whole});
    }
  }
  // The span is taken before `root` is moved: arguments are evaluated in no set order.
  const ir::Span whole{root.span.start, end};
  ir::ExprId traversal = builder.scope_traversal(whole, std::move(root), std::move(steps));
  return builder.finish_expression(traversal);
}

}  // namespace hclc::syntax_internal
