#include "syntax/parse.h"

#include <memory>
#include <string>

#include "syntax/lexer.h"
#include "syntax/lower.h"
#include "syntax/parse_internal.h"
#include "syntax/token_stream.h"

namespace hclc {
namespace syntax_internal {

std::uint32_t TokenPositions::end_byte(const antlr4::Token* token) const {
  std::size_t start = token->getStartIndex();
  std::size_t stop = token->getStopIndex();
  if (token->getType() == antlr4::Token::EOF || stop + 1 <= start || stop == INVALID_INDEX) return clamp(start);
  return clamp(stop + 1);
}

ir::Span TokenPositions::span(std::uint32_t begin_byte, std::uint32_t end_byte) const {
  return ir::Span{source_.pos_at(begin_byte), source_.pos_at(end_byte)};
}

}  // namespace syntax_internal

namespace {

using grammar::HclParser;
using syntax_internal::SyntaxErrorSite;
using syntax_internal::TokenPositions;

// The parser is recursive descent: nesting costs stack. Rather than count
// rules (ANTLR's exitRule cannot be intercepted), the parser measures the stack
// it has used since the parse began and stops well before a typical 8 MB stack
// would overflow.
constexpr std::size_t kMaxParserStackBytes = 2u << 20;


// Stops at the first syntax error (one mistake, one diagnostic: no cascade)
// and remembers where it happened. No single-token repairs.
class FirstErrorStrategy : public antlr4::DefaultErrorStrategy {
 public:
  std::optional<SyntaxErrorSite> site;

  void reportError(antlr4::Parser*, const antlr4::RecognitionException& e) override {
    if (site) return;
    SyntaxErrorSite s;
    s.context = dynamic_cast<antlr4::ParserRuleContext*>(e.getCtx());
    s.offending = e.getOffendingToken();
    if (const auto* no_viable = dynamic_cast<const antlr4::NoViableAltException*>(&e)) {
      s.decision_start = no_viable->getStartToken();
    }
    s.expected = e.getExpectedTokens();
    site = std::move(s);
  }
  void recover(antlr4::Parser*, std::exception_ptr) override {
    throw antlr4::ParseCancellationException("syntax error");
  }
  antlr4::Token* recoverInline(antlr4::Parser* parser) override { throw antlr4::InputMismatchException(parser); }
  void sync(antlr4::Parser*) override {}
};

// The generated parser with a bound on nesting, so that deeply nested input
// gets a diagnostic instead of overflowing the stack.
class BoundedParser : public HclParser {
 public:
  explicit BoundedParser(antlr4::TokenStream* input) : HclParser(input) { use_first_token_prediction(); }

  antlr4::Token* too_deep_at = nullptr;

  // Called at the start of each parse, from the frame that calls the rule.
  void mark_stack_base() {
    stack_base_ = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
    too_deep_at = nullptr;
  }
  void enterRule(antlr4::ParserRuleContext* ctx, size_t state, size_t rule) override {
    HclParser::enterRule(ctx, state, rule);
    check_stack();
  }
  void enterRecursionRule(antlr4::ParserRuleContext* ctx, size_t state, size_t rule, int precedence) override {
    HclParser::enterRecursionRule(ctx, state, rule, precedence);
    check_stack();
  }

 private:
  void check_stack() {
    auto here = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
    if (stack_base_ > here && stack_base_ - here > kMaxParserStackBytes) {
      too_deep_at = getCurrentToken();
      throw antlr4::ParseCancellationException("nesting too deep");
    }
  }
  std::uintptr_t stack_base_ = 0;
};

enum class Entry { Config, Expression, Template, Traversal };

// One parse: input, lexer, tokens and parser live exactly as long as the
// parse tree that lowering reads.
class ParseRun {
 public:
  ParseRun(const SourceFile& source, Entry entry)
      : lexer_(source.text()),
        tokens_(&lexer_),
        parser_(&tokens_),
        positions_(source) {
    parser_.removeErrorListeners();
    switch (entry) {
      case Entry::Config:
        lexer_.end_last_line_at_eof();
        break;
      case Entry::Expression:
      case Entry::Traversal:
        lexer_.ignore_top_level_newlines();
        break;
      case Entry::Template:
        lexer_.start_in_template();
        break;
    }
    tokens_.LT(1);  // the stream's position is only defined once it has a token
  }

  // A single-rule entry point (expression, template, traversal): one
  // mistake, one diagnostic.
  template <class Context>
  Context* parse_whole(Context* (HclParser::*rule)(), Diagnostics& diags) {
    std::optional<SyntaxErrorSite> error;
    Context* tree = parse_rule(rule, error);
    if (!tree) report(error ? std::vector{*error} : std::vector<SyntaxErrorSite>{}, diags);
    return tree;
  }

  // A config file. Valid files parse in one go; after a syntax error the file
  // is parsed again item by item, so that each top-level attribute or block
  // with a mistake gets one diagnostic (as the reference recovers) and the
  // others still reach the IR. Returns the items that parsed.
  std::optional<std::vector<HclParser::BodyItemContext*>> parse_config_items(
      HclParser::ConfigFileContext*& whole, Diagnostics& diags) {
    std::optional<SyntaxErrorSite> error;
    whole = parse_rule(&HclParser::configFile, error);
    if (whole) return std::nullopt;
    std::vector<HclParser::BodyItemContext*> items;
    std::vector<SyntaxErrorSite> errors;
    tokens_.seek(0);
    while (!parser_.too_deep_at && errors.size() < kMaxSyntaxErrors) {
      antlr4::Token* next = tokens_.LT(1);
      if (next->getType() == antlr4::Token::EOF) break;
      if (next->getType() == HclParser::NEWLINE) {
        tokens_.consume();
        continue;
      }
      std::size_t item_start = tokens_.index();
      HclParser::BodyItemContext* item = parse_rule(&HclParser::bodyItem, error);
      antlr4::Token* after = tokens_.LT(1);
      if (item) items.push_back(item);
      if (item && (after->getType() == HclParser::NEWLINE || after->getType() == antlr4::Token::EOF)) continue;
      if (parser_.too_deep_at) break;
      if (item) {
        errors.push_back(SyntaxErrorSite{item, after, nullptr, {}, true});
      } else if (error) {
        errors.push_back(*error);
      }
      skip_rest_of_item(item_start, errors.empty() ? item_start : errors.back().offending->getTokenIndex());
    }
    report(errors, diags);
    return items;
  }

  const TokenPositions& positions() const { return positions_; }

 private:
  // Parses one rule from the current token with SLL prediction and, only if
  // that fails, again from the same token with full LL (SLL can fail on valid
  // input; LL also gives the precise error site). Null on a syntax error.
  template <class Context>
  Context* parse_rule(Context* (HclParser::*rule)(), std::optional<SyntaxErrorSite>& error) {
    std::size_t start = tokens_.index();
    error.reset();
    for (auto mode : {antlr4::atn::PredictionMode::SLL, antlr4::atn::PredictionMode::LL}) {
      tokens_.seek(start);
      auto strategy = std::make_shared<FirstErrorStrategy>();
      parser_.setErrorHandler(strategy);
      parser_.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(mode);
      try {
        parser_.mark_stack_base();
        return (parser_.*rule)();
      } catch (const antlr4::ParseCancellationException&) {
        if (parser_.too_deep_at) return nullptr;
        error = strategy->site;
      }
    }
    return nullptr;
  }

  // After a mistake in a top-level item: skip to the newline that ends the
  // item (outside any brackets, braces or template sequences).
  void skip_rest_of_item(std::size_t item_start, std::size_t error_index) {
    tokens_.seek(item_start);
    int depth = 0;
    for (antlr4::Token* t = tokens_.LT(1); t->getType() != antlr4::Token::EOF; t = tokens_.LT(1)) {
      tokens_.consume();
      switch (t->getType()) {
        case HclParser::LBRACE:
        case HclParser::LBRACK:
        case HclParser::LPAREN:
        case HclParser::TEMPLATE_INTERP:
        case HclParser::TEMPLATE_DIRECTIVE:
          ++depth;
          break;
        case HclParser::RBRACE:
        case HclParser::STRIP_RBRACE:
        case HclParser::RBRACK:
        case HclParser::RPAREN:
          depth = std::max(0, depth - 1);
          break;
        case HclParser::NEWLINE:
          if (depth == 0 && t->getTokenIndex() >= error_index) return;
          break;
        default:
          break;
      }
    }
  }

  // Characters outside the language and newlines in quoted strings come
  // first, wherever they are (the reference's scanner reports them before the
  // parser's errors); then one diagnostic per syntax error.
  void report(const std::vector<SyntaxErrorSite>& errors, Diagnostics& diags) {
    if (parser_.too_deep_at) {
      report_too_deep(diags);
      return;
    }
    for (Diagnostic& d : syntax_internal::lexical_problems(tokens_, positions_)) diags.add(std::move(d));
    for (const SyntaxErrorSite& site : errors) {
      for (Diagnostic& d : syntax_internal::describe_syntax_error(site, positions_, tokens_)) diags.add(std::move(d));
    }
  }

  void report_too_deep(Diagnostics& diags) {
    diags.add(DiagKind::NestingTooDeep, "This expression or block is nested more deeply than hclc supports.",
              positions_.range(parser_.too_deep_at));
  }

  // A bound on reported syntax errors: each costs a re-parse of one item.
  static constexpr std::size_t kMaxSyntaxErrors = 50;

  syntax_internal::Lexer lexer_;
  syntax_internal::TokenStream tokens_;
  BoundedParser parser_;
  TokenPositions positions_;
};

ir::Span whole_file(const SourceFile& source) {
  return ir::Span{source.pos_at(0), source.pos_at(static_cast<std::uint32_t>(source.text().size()))};
}

ir::File empty_file(const SourceFile& source) {
  ir::Builder builder(source.filename());
  ir::BodyId body = builder.body(ir::Body{{}, {}, whole_file(source)});
  return builder.finish_file(body);
}

ir::Expression error_expression(const SourceFile& source) {
  ir::Builder builder(source.filename());
  ir::ExprId error = builder.error(whole_file(source));
  return builder.finish_expression(error);
}

}  // namespace

ir::File parse_config(const SourceFile& source, Diagnostics& diags) {
  if (!validate_source_encoding(source, diags)) return empty_file(source);
  ParseRun run(source, Entry::Config);
  HclParser::ConfigFileContext* whole = nullptr;
  std::optional<std::vector<HclParser::BodyItemContext*>> items = run.parse_config_items(whole, diags);
  if (whole) return syntax_internal::lower_config(whole->body()->bodyItem(), run.positions(), diags);
  return syntax_internal::lower_config(*items, run.positions(), diags);
}

ir::Expression parse_expression(const SourceFile& source, Diagnostics& diags) {
  if (!validate_source_encoding(source, diags)) return error_expression(source);
  ParseRun run(source, Entry::Expression);
  HclParser::ExpressionOnlyContext* tree = run.parse_whole(&HclParser::expressionOnly, diags);
  if (!tree) return error_expression(source);
  return syntax_internal::lower_expression(tree, run.positions(), diags);
}

ir::Expression parse_template(const SourceFile& source, Diagnostics& diags) {
  if (!validate_source_encoding(source, diags)) return error_expression(source);
  ParseRun run(source, Entry::Template);
  HclParser::TemplateOnlyContext* tree = run.parse_whole(&HclParser::templateOnly, diags);
  if (!tree) return error_expression(source);
  return syntax_internal::lower_template(tree, run.positions(), diags);
}

ir::Expression parse_traversal(const SourceFile& source, Diagnostics& diags) {
  if (!validate_source_encoding(source, diags)) return error_expression(source);
  ParseRun run(source, Entry::Traversal);
  HclParser::TraversalOnlyContext* tree = run.parse_whole(&HclParser::traversalOnly, diags);
  if (!tree) return error_expression(source);
  return syntax_internal::lower_traversal(tree, run.positions(), diags);
}

}  // namespace hclc
