#include "syntax/parse.h"

#include <algorithm>
#include <array>
#include <limits>
#include <memory>
#include <optional>
#include <string>

#include "runtime/stack_budget.h"
#include "syntax/lexer.h"
#include "syntax/lower.h"
#include "syntax/parse_internal.h"
#include "syntax/parse_memory.h"
#include "syntax/prediction.h"
#include "syntax/prediction_cache.h"
#include "syntax/source_encoding.h"
#include "syntax/token_stream.h"

namespace hclc {
namespace syntax_internal {

std::uint32_t TokenPositions::end_byte_of_other(const antlr4::Token* token) const {
  std::size_t start = token->getStartIndex();
  std::size_t stop = token->getStopIndex();
  if (token->getType() == antlr4::Token::EOF || stop + 1 <= start || stop == INVALID_INDEX) return clamp(start);
  return clamp(stop + 1);
}

ir::Span TokenPositions::placed(std::uint32_t begin_byte, std::uint32_t end_byte) const {
  return placing_into_->span(pos(begin_byte), pos(end_byte));
}

Pos TokenPositions::pos(std::uint32_t byte) const {
  const Pos in_source = source_->pos_at(byte, line_hint_);
  return origin_ ? placed_at(*origin_, in_source) : in_source;
}

Range TokenPositions::range(const ir::Span& s) const {
  if (placing_into_ != nullptr) return placing_into_->arena().range(s);
  return byte_range(s.start, s.end);
}

}  // namespace syntax_internal

namespace {

using grammar::HclParser;
using syntax_internal::ConfigLowering;
using syntax_internal::SyntaxErrorSite;
using syntax_internal::TokenPositions;

// Stops at the first syntax error (one mistake, one diagnostic: no cascade)
// and remembers where it happened. No single-token repairs.
class FirstErrorStrategy : public grammar::StopAtFirstError {
 public:
  std::optional<SyntaxErrorSite> site;

  // For another attempt, as a new strategy would be (making one for each
  // item was a malloc and ANTLR's error state built and freed every time).
  void start_over(antlr4::Parser* parser) {
    site.reset();
    reset(parser);
  }

  void reportError(antlr4::Parser*, const antlr4::RecognitionException& e) override {
    if (site) return;
    SyntaxErrorSite s;
    s.context = dynamic_cast<antlr4::ParserRuleContext*>(e.getCtx());
    s.offending = e.getOffendingToken();
    if (const auto* no_viable = dynamic_cast<const antlr4::NoViableAltException*>(&e)) {
      s.decision_start = no_viable->getStartToken();
    }
    grammar::build_atn();  // the expected tokens come from the ATN
    s.expected = e.getExpectedTokens();
    site = std::move(s);
  }
};

// The generated parser with a bound on nesting, so that deeply nested input
// gets a diagnostic instead of overflowing the stack.
// Nesting is bounded twice: by depth (the lexer notes the first opener
// nested too deeply; the parser stops on reaching it) and by stack, since the
// parser is recursive descent (and ANTLR's exitRule cannot be intercepted to
// count rules).
class BoundedParser : public HclParser {
 public:
  BoundedParser(syntax_internal::TokenStream* input, const syntax_internal::Lexer& lexer)
      : HclParser(input), lexer_(lexer) {
    auto* standard = getInterpreter<antlr4::atn::ParserATNSimulator>();
    prediction_ = new syntax_internal::TablePrediction(this, *input, standard->atn);
    _interpreter = prediction_;
    delete standard;
  }

  void set_prediction_mode(antlr4::atn::PredictionMode mode) {
    prediction_->set_mode(mode);
    use_first_token_table(mode == antlr4::atn::PredictionMode::SLL ? &syntax_internal::first_token_table() : nullptr);
  }

  antlr4::Token* too_deep_at = nullptr;

  // Called at the start of each parse, from the frame that calls the rule.
  void mark_stack_base() {
    stack_.start();
    too_deep_opener_ = &lexer_.too_deep_opener();
    too_deep_at = nullptr;
    element_marks_.clear();  // those of an attempt that failed
  }

  // From now on the elements of long collections are lowered into `into` as
  // soon as they are parsed (null: never). Only for a pass that gives up at
  // its first mistake: an attempt that fails leaves the nodes it lowered in
  // the IR, unreachable.
  void lower_elements_early(ConfigLowering* into) { early_ = into; }

  // Only an element that will be lowered early is marked (the element's
  // node is its collection's next child).
  void element_starts() override {
    if (early_ && lowered_early(_ctx->children.size() + 1)) element_marks_.push_back(getTreeTracker().mark());
  }

  // An element of a collection that already has kEarlyElements is lowered,
  // its nodes destroyed and their memory taken back, and a stand-in put in
  // its place: a collection of a hundred thousand elements holds the tree of
  // one at a time (about 370 bytes each), not of all of them.
  antlr4::tree::ParseTree* element_parsed() override {
    antlr4::tree::ParseTree* element = _ctx->children.back();
    if (!early_ || !lowered_early(_ctx->children.size()) || element_marks_.empty()) return element;
    const grammar::ParseTreeArena::Mark mark = element_marks_.back();
    element_marks_.pop_back();
    if (_ctx->getRuleIndex() == HclParser::RuleObjectCons) {
      return replace_element<syntax_internal::LoweredObjectElemContext>(
          static_cast<HclParser::ObjectElemContext*>(element), mark);
    }
    return replace_element<syntax_internal::LoweredExpressionContext>(
        static_cast<HclParser::ExpressionContext*>(element), mark);
  }

 private:
  void nesting_too_deep() override {
    too_deep_at = getCurrentToken();
    throw antlr4::ParseCancellationException("nesting too deep");
  }

  // The element lowered into the IR, its nodes destroyed, and a stand-in
  // of class StandIn holding what it was lowered to in its place.
  template <class StandIn, class Element>
  StandIn* replace_element(Element* element, const grammar::ParseTreeArena::Mark& mark) {
    Diagnostics problems;
    auto lowered = early_->lower_early(element, problems);
    antlr4::Token* start = element->start;
    antlr4::Token* stop = element->stop;
    const size_t invoking_state = element->invokingState;
    getTreeTracker().rollback(mark);
    auto* stand_in = getTreeTracker().createInstance<StandIn>(_ctx, invoking_state, lowered, std::move(problems));
    stand_in->start = start;
    stand_in->stop = stop;
    _ctx->children.back() = stand_in;
    return stand_in;
  }

  // Elements of a collection up to this many stay in its tree, to be
  // lowered with the rest of their item: small collections are the rule.
  static constexpr std::size_t kEarlyElements = 32;

  // Whether the element that makes its collection's children this many is
  // lowered early (each element comes with a separator).
  static bool lowered_early(std::size_t children) { return children >= 2 * kEarlyElements; }

  syntax_internal::TablePrediction* prediction_ = nullptr;  // the interpreter, which the parser owns
  const syntax_internal::Lexer& lexer_;
  ConfigLowering* early_ = nullptr;
  std::vector<grammar::ParseTreeArena::Mark> element_marks_;  // of the elements being parsed, innermost last
};

enum class Entry { Config, Expression, Template, Traversal };

// How a config file is read (ParseRun::parse_config).
enum class ConfigPass { Valid, Recovering };

// One parse: input, lexer, tokens and parser live exactly as long as the
// parse tree that lowering reads.
class ParseRun {
 public:
  ParseRun(const SourceFile& source, Entry entry, std::size_t max_nesting_depth)
      : lexer_(source.text(), max_nesting_depth), tokens_(&lexer_), parser_(&tokens_, lexer_), positions_(source) {
    parser_.removeErrorListeners();
    parser_.setErrorHandler(strategy_);
    start(entry);
  }

  // Parses another input as a new run would, keeping the parser, the
  // memory of the token stream and the parse tree's blocks and spare lists
  // of children: for a short input (a JSON string's template) making and
  // freeing them cost a quarter of its parse, and a config file of a few
  // kilobytes made them again for each file.
  void restart(const SourceFile& source, Entry entry, std::size_t max_nesting_depth) {
    parser_.getTreeTracker().reset();
    lexer_.restart(source.text(), max_nesting_depth);
    tokens_.restart();
    positions_ = TokenPositions(source);
    config_ = ConfigState{};
    parser_.too_deep_at = nullptr;
    start(entry);
    parser_.reset();
  }

  // A single-rule entry point (expression, template, traversal): one
  // mistake, one diagnostic.
  template <class Context>
  Context* parse_whole(Context* (HclParser::*rule)(), Diagnostics& diags) {
    std::optional<SyntaxErrorSite> error;
    const std::size_t start = tokens_.index();
    Context* tree = parse_rule(rule, error);
    // Only a traversal's quoted key parses with a line break in it (the rule
    // it shares with block labels); that is the line break's own mistake.
    if (tree && lexer_.saw_quoted_newline()) tree = nullptr;
    if (tree) return tree;
    if (!error || parser_.too_deep_at) {
      report(error, diags);
      return nullptr;
    }
    for (Diagnostic& d : syntax_internal::lexical_problems(tokens_, positions_)) diags.add(std::move(d));
    // The problems of the numbers read before each mistake come before it,
    // where the reference's parser meets them (the input is not lowered).
    std::size_t numbers_checked_through = start;
    auto check_numbers = [&](std::size_t end) {
      for (syntax_internal::NumberProblem& number :
           syntax_internal::number_problems(tokens_, positions_, numbers_checked_through, end)) {
        diags.add(std::move(number.problem));
      }
      numbers_checked_through = std::max(numbers_checked_through, end);
    };
    // A template's unbalanced directives and a conditional without its false
    // expression do not end the reference's parse: it reads on past them, and
    // reports what follows too (`"%{ endif }" x`: the directive, and the
    // extra characters after the expression).
    for (std::size_t rewrites = 0; error && rewrites < kMaxFailedItems; ++rewrites) {
      Diagnostics described;
      describe(*error, described);
      check_numbers(error->offending->getTokenIndex());
      const bool reads_on = std::all_of(described.begin(), described.end(), [](const Diagnostic& d) {
        return syntax_internal::is_template_structure_kind(d.kind) || d.kind == DiagKind::MissingFalseExpression;
      });
      syntax_internal::ReadPast read_past;
      const bool rewritten = reads_on && syntax_internal::resume_after(
                                             *error, described, /*in_recovery=*/false, kMaxFailedItems, positions_,
                                             tokens_, read_past) == syntax_internal::Resumption::ParseAgain;
      for (std::size_t met = 0; met < read_past.mistakes; ++met) diags.append(described);
      if (!rewritten) break;
      parser_.getTreeTracker().reset();
      tokens_.seek(start);
      parse_rule(rule, error);
      if (!error) check_numbers(tokens_.size());
    }
    return nullptr;
  }

  // A config file, one item at a time: each item is parsed, lowered and its
  // parse tree freed before the next, so that memory holds one item's tree
  // rather than the whole file's. The pass says which items those are.
  //
  // In the valid pass, the one every file gets first, a multi-line block is
  // read as its header, its items and its closing brace, so that a large
  // block's tree is never whole: at the first mistake the pass stops and
  // gives null, having reported nothing, and the caller parses the file
  // again with a new run in the recovering pass.
  //
  // The recovering pass takes each top-level item whole, and its recovery
  // follows the reference: an item with a mistake is skipped to the end of
  // its line and parsing goes on with the next item of the same body (inside
  // a block, the block's other items still reach the IR); an item that does
  // not start with a name ends its body. After the first syntax error, only
  // the kinds of mistakes that the reference still reports in its recovery
  // mode are reported.
  std::optional<ir::File> parse_config(ConfigPass pass, Diagnostics& diags) {
    // In the valid pass, all reported after the lexical problems; in the
    // recovering pass, each item's among the syntax errors (flush_lowering).
    Diagnostics lowering_problems;
    ConfigLowering lowering(positions_, lowering_problems, tokens_.size());
    config_.lowering_problems = &lowering_problems;
    config_.has_quoted_newlines = lexer_.saw_quoted_newline();
    // The lexer has read the whole file. A line break in a quoted string of
    // a config file is always a mistake (a broken block label, or one that
    // the parser rejects), and so is nesting deeper than the bound, which
    // the valid pass, reading block headers on their own, would not see.
    std::vector<Diagnostic> lexical;
    if (pass == ConfigPass::Valid) {
      if (config_.has_quoted_newlines || lexer_.too_deep_opener()) return std::nullopt;
      parser_.lower_elements_early(&lowering);
      parse_valid_file(lowering);
      parser_.lower_elements_early(nullptr);
      if (config_.abandoned) return std::nullopt;
      lexical = syntax_internal::lexical_problems(tokens_, positions_);
    } else {
      lexical = syntax_internal::lexical_problems(tokens_, positions_);  // before recovery rewrites any token
      parse_body(lowering, BodyEnd::EndOfFile, 0);
    }
    if (parser_.too_deep_at) {
      report_too_deep(diags);
    } else {
      for (Diagnostic& d : lexical) diags.add(std::move(d));
      diags.append(config_.syntax_errors);
    }
    for (std::size_t i = config_.lowering_flushed; i < lowering_problems.size(); ++i) diags.add(lowering_problems[i]);
    return lowering.finish();
  }

  const TokenPositions& positions() const { return positions_; }
  const grammar::ParseTreeArena& tree_arena() { return parser_.getTreeTracker(); }

  // Frees the tree and the tokens of the last parse, as a run of its own
  // frees them when it ends (so that a short input costs what a long one
  // does, per byte), keeping their memory for the next parse.
  void clear() {
    parser_.getTreeTracker().reset();
    tokens_.restart();
  }

  // Positions from here on are those of the source placed at `origin`.
  void place_at(const Pos& origin, ir::Builder& into) {
    positions_ = TokenPositions(positions_.source(), origin, into);
  }

 private:
  void start(Entry entry) {
    switch (entry) {
      case Entry::Config: lexer_.end_last_line_at_eof(); break;
      case Entry::Expression:
      case Entry::Traversal: lexer_.ignore_top_level_newlines(); break;
      case Entry::Template: lexer_.start_in_template(); break;
    }
    tokens_.LT(1);  // the stream's position is only defined once it has a token
  }

  // Parses one rule from the current token with SLL prediction and, only if
  // that fails, again from the same token with full LL (SLL can fail on valid
  // input; LL also gives the precise error site). Null on a syntax error.
  template <class Context>
  Context* parse_rule(Context* (HclParser::*rule)(), std::optional<SyntaxErrorSite>& error) {
    std::size_t start = tokens_.index();
    error.reset();
    for (auto mode : {antlr4::atn::PredictionMode::SLL, antlr4::atn::PredictionMode::LL}) {
      tokens_.seek(start);
      strategy_->start_over(&parser_);
      parser_.set_prediction_mode(mode);
      try {
        parser_.mark_stack_base();
        return (parser_.*rule)();
      } catch (const antlr4::ParseCancellationException&) {
        if (parser_.too_deep_at) return nullptr;
        error = strategy_->site;
      }
    }
    return nullptr;
  }

  enum class BodyEnd { EndOfFile, ClosingBrace };

  bool stopped() const {
    return parser_.too_deep_at || config_.gave_up || config_.syntax_error_count >= kMaxSyntaxErrors ||
           config_.failed_items >= kMaxFailedItems;
  }

  // The items of one body, up to the end of the file or (for a block's body)
  // the `}` that closes it, which is left unread.
  void parse_body(ConfigLowering& lowering, BodyEnd end, std::size_t block_depth) {
    while (!stopped()) {
      std::size_t type = tokens_.LT(1)->getType();
      if (type == antlr4::Token::EOF || (end == BodyEnd::ClosingBrace && type == HclParser::RBRACE)) return;
      if (type == HclParser::NEWLINE) {
        tokens_.consume();
        continue;
      }
      parse_item(lowering, end, block_depth);
      // A top-level item's tree is gone: nothing points at its tokens.
      if (block_depth == 0) tokens_.release_before(tokens_.index());
    }
  }

  // The valid pass over the whole file. A multi-line block's header opens
  // it in the lowering and its closing brace closes it, in a loop rather
  // than by recursion, so that blocks nest as deeply here as the lexer's
  // bound allows; any other item is parsed whole. Stops at the first
  // mistake.
  void parse_valid_file(ConfigLowering& lowering) {
    std::size_t open_blocks = 0;
    while (!config_.abandoned) {
      const std::size_t type = tokens_.LA(1);
      if (type == HclParser::NEWLINE) {
        tokens_.consume();
        continue;
      }
      if (type == antlr4::Token::EOF) {
        config_.abandoned = open_blocks > 0;
        return;
      }
      if (type == HclParser::RBRACE && open_blocks > 0) {
        antlr4::Token* close = tokens_.LT(1);
        tokens_.consume();
        lowering.close_block(positions_.span(close));
        --open_blocks;
        const std::size_t after = tokens_.LA(1);
        config_.abandoned = after != HclParser::NEWLINE && after != antlr4::Token::EOF;
        continue;
      }
      std::optional<SyntaxErrorSite> error;
      if (is_name(type) &&
          block_form(tokens_.index(), std::numeric_limits<std::size_t>::max()) == BlockForm::MultiLine) {
        HclParser::BlockHeaderContext* header = parse_rule(&HclParser::blockHeader, error);
        if (header) {
          lowering.open_block(header);
          ++open_blocks;
        }
        config_.abandoned = !header;
      } else {
        HclParser::BodyItemContext* item = parse_rule(&HclParser::bodyItem, error);
        const std::size_t after = tokens_.LA(1);
        if (item && (after == HclParser::NEWLINE || after == antlr4::Token::EOF)) {
          lowering.add_item(item);
        } else {
          config_.abandoned = true;
        }
      }
      // The pass never goes back: nothing points at the tokens read.
      parser_.getTreeTracker().reset();
      tokens_.release_before(tokens_.index());
    }
  }

  void parse_item(ConfigLowering& lowering, BodyEnd end, std::size_t block_depth) {
    std::size_t item_start = tokens_.index();
    // Skipped tokens were never read: their numbers are not checked.
    if (item_start > config_.numbers_checked_through) move_numbers_checked_to(item_start);
    config_.item_given_up = false;
    bool starts_with_name = is_name(tokens_.LT(1)->getType());
    std::optional<SyntaxErrorSite> error;
    bool gives_up_item = false;
    HclParser::BodyItemContext* item = parse_item_reading_on(item_start, error, gives_up_item);
    antlr4::Token* after = tokens_.LT(1);
    // An item whose tokens were rewritten to read on does not reach the IR:
    // it is not what was written. A block's other items still do.
    const bool rewritten = item && touches_rewrite(item_start, after->getTokenIndex());
    if (item && !rewritten) {
      lowering.add_item(item);
      flush_lowering(after->getTokenIndex());
    }
    bool ends_line = after->getType() == HclParser::NEWLINE || after->getType() == antlr4::Token::EOF;
    if (item && config_.has_quoted_newlines) report_broken_labels(item_start, after->getTokenIndex());
    if ((item && ends_line) || parser_.too_deep_at) {
      parser_.getTreeTracker().reset();
      if (rewritten) drop_rewritten_item(lowering, item_start, after->getTokenIndex(), block_depth);
      return;
    }
    ++config_.failed_items;
    if ((!item || rewritten) && starts_with_name && tokens_.get(item_start + 1)->getType() == HclParser::EQ) {
      lowering.claim_attribute_name(tokens_.get(item_start));
    }
    if (item) error = SyntaxErrorSite{item, after, nullptr, {}, true};
    std::size_t error_index = error ? error->offending->getTokenIndex() : item_start;
    Diagnostics described;
    if (error) describe(*error, described);
    parser_.getTreeTracker().reset();
    if (!item && config_.has_quoted_newlines) report_broken_labels(item_start, error_index);
    check_numbers(error_index);
    if (error && !met_again(error_index)) {
      report_syntax_error(described);
      config_.reported_through = error_index;
      config_.read_past_last_reported = false;
    }
    if (gives_up_item) config_.in_recovery = true;
    flush_lowering(error_index);  // an attribute's name claimed again
    BlockForm form = starts_with_name && !item ? block_form(item_start, error_index) : BlockForm::None;
    // The reference gives up on the rest of the body after an item that does
    // not start with a name, and after a mistake inside a one-line block's
    // attribute (but not after a one-line block with more than an attribute).
    bool single_argument_problem = std::any_of(described.begin(), described.end(), [](const Diagnostic& d) {
      return d.kind == DiagKind::InvalidSingleArgumentBlock;
    });
    // After a broken namespaced function name the reference reports no
    // further syntax errors anywhere in the file.
    config_.gave_up = std::any_of(described.begin(), described.end(), [](const Diagnostic& d) {
      return d.kind == DiagKind::MissingFunctionName || d.kind == DiagKind::MissingOpenParenthesis;
    });
    if (!starts_with_name || (form == BlockForm::OneLine && !single_argument_problem)) {
      skip_rest_of_body(item_start, end);
    } else if (form == BlockForm::MultiLine && block_depth < kMaxRecoveryDepth) {
      parse_block_by_items(lowering, item_start, block_depth + 1);
    } else {
      const bool unbalanced = std::any_of(described.begin(), described.end(), [](const Diagnostic& d) {
        return d.kind == DiagKind::UnbalancedParentheses;
      });
      if (unbalanced) {
        skip_rest_of_line(error_index);
      } else {
        skip_rest_of_item(item_start, error_index);
      }
    }
  }

  // Parentheses have no recovery of their own in the reference: after an
  // unbalanced one it skips from the mistake to the end of its line,
  // whatever was open before it (`a = (x` then `z = 1` on the next line:
  // the next item is the line after that). Inside parentheses the lexer
  // drops line breaks, so a token on a later line than the one before it
  // ends the line too.
  void skip_rest_of_line(std::size_t error_index) {
    tokens_.seek(error_index);
    OpenBrackets open(OpenBrackets::Closes::InnermostOfItsKind);
    std::uint32_t line = positions_.pos_in_source(positions_.start_byte(tokens_.LT(1))).line;
    for (antlr4::Token* t = tokens_.LT(1); t->getType() != antlr4::Token::EOF; t = tokens_.LT(1)) {
      if (open.none() && positions_.pos_in_source(positions_.start_byte(t)).line > line) return;
      tokens_.consume();
      if (t->getType() == HclParser::NEWLINE && open.none()) return;
      open.step(t->getType());
      line = positions_.pos_in_source(positions_.end_byte(t)).line;
    }
  }

  // Parses the item at `item_start`, again after each mistake that the
  // reference's parser reads past inside the item (resume_after), reporting
  // it. The error left, if any, is the one that ends the item;
  // `gives_up_item` says that the reference is in recovery mode after it.
  HclParser::BodyItemContext* parse_item_reading_on(std::size_t item_start, std::optional<SyntaxErrorSite>& error,
                                                    bool& gives_up_item) {
    HclParser::BodyItemContext* item = parse_rule(&HclParser::bodyItem, error);
    while (!item && error && config_.failed_items < kMaxFailedItems) {
      Diagnostics described;
      describe(*error, described);
      const std::size_t error_index = error->offending->getTokenIndex();
      // A mistake met again (in a block parsed again item by item) was one
      // that ends its item when it was first met: a rewrite removes it.
      if (met_again(error_index)) break;
      const std::size_t token_count = tokens_.size();
      syntax_internal::ReadPast read_past;
      const syntax_internal::Resumption resumption =
          syntax_internal::resume_after(*error, described, config_.in_recovery, kMaxFailedItems - config_.failed_items,
                                        positions_, tokens_, read_past);
      gives_up_item = resumption == syntax_internal::Resumption::SkipItemInRecovery;
      if (resumption != syntax_internal::Resumption::ParseAgain) break;
      config_.failed_items += read_past.rewrites;
      note_rewrite(error_index, static_cast<std::ptrdiff_t>(tokens_.size()) - static_cast<std::ptrdiff_t>(token_count));
      check_numbers(error_index);
      for (std::size_t met = 0; met < read_past.mistakes; ++met) {
        // In recovery mode the reference does not report a conditional whose
        // true expression is one it has just reported without its false
        // expression (`p ? q ? r` and a line break: once; twice out of it).
        const bool outer_conditional = config_.in_recovery && config_.read_past_last_reported &&
                                       error_index == config_.reported_through &&
                                       described[0].kind == DiagKind::MissingFalseExpression;
        if (!outer_conditional) report_syntax_error(described);
        config_.reported_through = error_index;
        config_.read_past_last_reported = true;
      }
      config_.reported_through = read_past.last_offending;
      parser_.getTreeTracker().reset();
      tokens_.seek(item_start);
      item = parse_rule(&HclParser::bodyItem, error);
    }
    return item;
  }

  // Notes a rewrite of the item's tokens to read past a mistake at
  // `error_index`, where `moved` tokens were put in, or taken out if
  // negative (from the mistake on), which moves the later ones.
  void note_rewrite(std::size_t error_index, std::ptrdiff_t moved) {
    auto move = [&](std::size_t& at) {
      if (at < error_index) return;
      const std::ptrdiff_t moved_to = static_cast<std::ptrdiff_t>(at) + moved;
      at = std::max(static_cast<std::size_t>(std::max<std::ptrdiff_t>(moved_to, 0)), error_index);
    };
    if (moved != 0) {
      for (std::size_t& at : config_.rewrites) move(at);
      if (config_.labels_reported) move(config_.labels_reported_through);
      move(config_.numbers_checked_through);
    }
    config_.rewrites.insert(std::lower_bound(config_.rewrites.begin(), config_.rewrites.end(), error_index),
                            error_index);
  }

  // Whether the mistake at `error_index` was reported before: while a block
  // is parsed again item by item, its mistake is met again. A mistake after
  // one read past at the same token is another (`x ? y z`: the conditional
  // without its false expression, and the missing line break, both at `z`;
  // `a ? b ? c` and a line break: each conditional).
  bool met_again(std::size_t error_index) const {
    return config_.syntax_error_count > 0 &&
           (error_index < config_.reported_through ||
            (error_index == config_.reported_through && !config_.read_past_last_reported));
  }

  // Whether a mistake read past by a rewrite was in the item from `first`
  // to `last` (the token after it, where a mistake of its own can be).
  bool touches_rewrite(std::size_t first, std::size_t last) const {
    auto at = std::lower_bound(config_.rewrites.begin(), config_.rewrites.end(), first);
    return at != config_.rewrites.end() && *at <= last;
  }

  // A whole item without a mistake left that was rewritten to read on: a
  // multi-line block whose header was not rewritten is parsed again item by
  // item, so that only its items that were rewritten are left out; an
  // attribute still claims its name.
  void drop_rewritten_item(ConfigLowering& lowering, std::size_t item_start, std::size_t end, std::size_t block_depth) {
    if (is_name(tokens_.type_at(item_start)) && block_form(item_start, end) == BlockForm::MultiLine &&
        block_depth < kMaxRecoveryDepth) {
      std::size_t open_brace = item_start;
      while (tokens_.type_at(open_brace) != HclParser::LBRACE) ++open_brace;
      if (!touches_rewrite(item_start, open_brace)) parse_block_by_items(lowering, item_start, block_depth + 1);
    } else if (is_name(tokens_.type_at(item_start)) && tokens_.type_at(item_start + 1) == HclParser::EQ) {
      lowering.claim_attribute_name(tokens_.get(item_start));
    }
  }

  // A block label with a line break in it: the reference reports "Invalid
  // string literal" at its first line break and reads on to the closing
  // quote, taking what follows as more labels. Every line break in a quoted
  // string that the parser accepted is in a label (templates reject them),
  // so the labels are found among the tokens of an item, or of an item up to
  // its mistake.
  void report_broken_labels(std::size_t from, std::size_t to) {
    auto type_at = [&](std::size_t index) { return tokens_.type_at(index); };
    std::size_t i = from;
    while (i < to) {
      std::size_t type = type_at(i);
      if (type != HclParser::OQUOTE) {
        ++i;
        continue;
      }
      antlr4::Token* first_break = nullptr;
      for (++i; i < to; ++i) {
        type = type_at(i);
        if (type == HclParser::QUOTED_NEWLINE && !first_break) first_break = tokens_.get(i);
        if (type != HclParser::QUOTED_NEWLINE && type != HclParser::TEMPLATE_LITERAL) break;
      }
      // A block parsed again item by item meets its labels again.
      if (first_break && (!config_.labels_reported || first_break->getTokenIndex() > config_.labels_reported_through)) {
        Diagnostics label;
        label.add(DiagKind::InvalidStringLiteral, "This item is not valid in a string literal.",
                  positions_.range(first_break));
        report_syntax_error(label);
        config_.labels_reported = true;
        config_.labels_reported_through = first_break->getTokenIndex();
      }
    }
  }

  enum class BlockForm { None, OneLine, MultiLine };

  // Whether the item at `item_start` is a block (`type labels {`) whose
  // opening brace comes before the token at `error_index`, and its form: a
  // multi-line block when a newline follows the brace (and the mistake is in
  // the body), else a one-line block.
  BlockForm block_form(std::size_t item_start, std::size_t error_index) {
    std::size_t i = item_start + 1;  // after the block type
    // The records' types, without the tokens' objects: the valid pass asks
    // this of every item that starts with a name.
    auto type_at = [&](std::size_t index) { return tokens_.type_at(index); };
    while (i < error_index) {
      std::size_t type = type_at(i);
      if (is_name(type)) {
        ++i;
      } else if (type == HclParser::OQUOTE) {
        while (++i < error_index && type_at(i) == HclParser::TEMPLATE_LITERAL) {
        }
        if (i >= error_index || type_at(i) != HclParser::CQUOTE) return BlockForm::None;
        ++i;
      } else {
        break;
      }
    }
    if (i >= error_index || type_at(i) != HclParser::LBRACE) return BlockForm::None;
    if (type_at(i + 1) != HclParser::NEWLINE) return BlockForm::OneLine;
    return i + 1 < error_index ? BlockForm::MultiLine : BlockForm::None;
  }

  // A block with a mistake in its body, again: its header, then its items one
  // by one, so that a mistake skips only the rest of its own line.
  void parse_block_by_items(ConfigLowering& lowering, std::size_t item_start, std::size_t block_depth) {
    tokens_.seek(item_start);
    std::optional<SyntaxErrorSite> error;
    HclParser::BlockHeaderContext* header = parse_rule(&HclParser::blockHeader, error);
    if (!header) {  // not expected: the header parsed as part of the whole block
      parser_.getTreeTracker().reset();
      skip_rest_of_item(item_start, item_start);
      return;
    }
    lowering.open_block(header);
    parser_.getTreeTracker().reset();
    parse_body(lowering, BodyEnd::ClosingBrace, block_depth);
    antlr4::Token* close = tokens_.LT(1);
    if (close->getType() == HclParser::RBRACE) {
      tokens_.consume();
      lowering.close_block(positions_.span(close));
    } else {  // the end of the file: the unclosed block was the mistake
      lowering.close_block(positions_.span(close).start_point());
    }
    // A missing newline after the block is not reported in recovery mode.
    std::size_t after = tokens_.index();
    std::size_t type = tokens_.LT(1)->getType();
    if (type != HclParser::NEWLINE && type != antlr4::Token::EOF) skip_rest_of_item(after, after);
  }

  // Skips from the start of an item to the `}` that closes its body (left
  // unread) or to the end of the file.
  void skip_rest_of_body(std::size_t item_start, BodyEnd end) {
    tokens_.seek(item_start);
    OpenBrackets open(OpenBrackets::Closes::InnermostOfAnyKind);
    for (antlr4::Token* t = tokens_.LT(1); t->getType() != antlr4::Token::EOF; t = tokens_.LT(1)) {
      if (end == BodyEnd::ClosingBrace && open.none() && t->getType() == HclParser::RBRACE) return;
      tokens_.consume();
      open.step(t->getType());
    }
  }

  static bool is_name(std::size_t type) {
    switch (type) {
      case HclParser::IDENT:
      case HclParser::FOR:
      case HclParser::IN:
      case HclParser::IF:
      case HclParser::ELSE:
      case HclParser::ENDIF:
      case HclParser::ENDFOR: return true;
      default: return false;
    }
  }

  // The brackets, braces and template sequences open while recovery skips
  // tokens. A `~}` closes a template sequence only, not a brace: the
  // reference does not take it for the end of one (`x = 1 %{ v ~}` is an
  // object `{ v ~}`, whose recovery runs past the `~}` to a `}`). Skipping
  // the rest of an item, the reference looks for the closer of one kind,
  // which closes the innermost opener of its kind with whatever is open
  // inside it (`[ {` then `]`); skipping the rest of a body, any closer
  // closes the innermost opener (`f(` then `}`).
  class OpenBrackets {
   public:
    enum class Closes { InnermostOfItsKind, InnermostOfAnyKind };
    explicit OpenBrackets(Closes closes) : closes_(closes) {}

    void step(std::size_t type) {
      switch (type) {
        case HclParser::LBRACE:
        case HclParser::LBRACK:
        case HclParser::LPAREN:
        case HclParser::TEMPLATE_INTERP:
        case HclParser::TEMPLATE_DIRECTIVE: open_.push_back(type); break;
        case HclParser::RBRACK: close({HclParser::LBRACK}); break;
        case HclParser::RPAREN: close({HclParser::LPAREN}); break;
        case HclParser::RBRACE:
          close({HclParser::LBRACE, HclParser::TEMPLATE_INTERP, HclParser::TEMPLATE_DIRECTIVE});
          break;
        case HclParser::STRIP_RBRACE:
          if (open_.empty() || open_.back() != HclParser::LBRACE) {
            close({HclParser::TEMPLATE_INTERP, HclParser::TEMPLATE_DIRECTIVE});
          }
          break;
        default: break;
      }
    }
    bool none() const { return open_.empty(); }

   private:
    void close(std::initializer_list<std::size_t> openers) {
      if (closes_ == Closes::InnermostOfAnyKind) {
        if (!open_.empty()) open_.pop_back();
        return;
      }
      auto opener = std::find_first_of(open_.rbegin(), open_.rend(), openers.begin(), openers.end());
      if (opener != open_.rend()) open_.erase(std::prev(opener.base()), open_.end());
    }

    Closes closes_;
    std::vector<std::size_t> open_;
  };

  // The first syntax error is reported in full; after it the reference is
  // in recovery mode, where it reports only some kinds of mistakes (measured
  // on the reference, one kind at a time after an earlier error). A
  // template's unbalanced directives are always reported and leave the
  // mode as it was; a conditional without its false expression is reported
  // in full and leaves the mode as it was too (`a = b ? c` then `d = [1,,]`:
  // the reference reports both), and so is a for expression building an
  // object without its key (`a = {for v in x : v}` then `d = [1,,]`).
  void report_syntax_error(const Diagnostics& described) {
    bool keeps_mode = true;
    for (const Diagnostic& d : described) {
      const bool structural = syntax_internal::is_template_structure_kind(d.kind);
      const bool outside_recovery =
          structural || d.kind == DiagKind::MissingFalseExpression || syntax_internal::is_missing_object_key(d);
      keeps_mode = keeps_mode && outside_recovery;
      if ((!config_.in_recovery || outside_recovery || reported_in_recovery(d)) && !muted(d)) {
        config_.syntax_errors.add(d);
      }
    }
    if (!keeps_mode) config_.in_recovery = true;
    ++config_.syntax_error_count;
  }

  // The problems of the number tokens read since the last check, up to
  // `end` (not included): the reference's parser reports them where it
  // meets them, among the syntax errors, also in an item it does not get
  // through (which is not lowered). In recovery mode it gives up on the rest
  // of the item after the first (`x.1.2 + 1..2 ? 3`: the legacy index
  // alone), up to the line break that ends the item.
  void check_numbers(std::size_t end) {
    if (end <= config_.numbers_checked_through) return;
    for (syntax_internal::NumberProblem& number :
         syntax_internal::number_problems(tokens_, positions_, config_.numbers_checked_through, end)) {
      report_number_problem(number.problem, end_of_term(number.token));
    }
    move_numbers_checked_to(end);
  }

  // `term_end`: where the operand the number starts ends (its traversal
  // steps and index brackets, which the reference still reads).
  void report_number_problem(const Diagnostic& d, std::uint32_t term_end) {
    if (muted(d)) return;
    if (config_.in_recovery) {
      config_.item_given_up = true;
      config_.muted_from_byte = term_end;
      config_.muted_before_byte = end_of_item_line(d.subject->start.byte);
    }
    config_.syntax_errors.add(d);
  }

  std::uint32_t end_of_term(std::size_t number) {
    std::size_t i = number + 1;
    for (;;) {
      const std::size_t type = tokens_.type_at(i);
      if (type == HclParser::DOT) {
        i += tokens_.type_at(i + 1) == antlr4::Token::EOF ? 1 : 2;
      } else if (type == HclParser::LBRACK) {
        OpenBrackets open(OpenBrackets::Closes::InnermostOfItsKind);
        for (; tokens_.type_at(i) != antlr4::Token::EOF; ++i) {
          open.step(tokens_.type_at(i));
          if (open.none()) break;
        }
        if (tokens_.type_at(i) != antlr4::Token::EOF) ++i;
      } else {
        return positions_.start_byte(tokens_.get(i));
      }
    }
  }

  void move_numbers_checked_to(std::size_t index) {
    config_.numbers_checked_through = index;
    config_.numbers_checked_byte = positions_.start_byte(tokens_.get(index));
  }

  // Reports the problems the lowering found in the item just lowered (which
  // ends before `end`), where the reference reports them: after the syntax
  // errors before it (an attribute defined twice at the end of its item).
  // Its numbers were not checked unless a parse of an enclosing block met
  // a mistake after them.
  void flush_lowering(std::size_t end) {
    const Diagnostics& found = *config_.lowering_problems;
    for (std::size_t i = config_.lowering_flushed; i < found.size(); ++i) {
      const Diagnostic& d = found[i];
      if (d.kind != DiagKind::InvalidNumberLiteral && d.kind != DiagKind::InvalidLegacyIndex) {
        config_.syntax_errors.add(d);
      } else if (!d.subject || d.subject->start.byte >= config_.numbers_checked_byte) {
        report_number_problem(d, d.subject ? d.subject->end.byte : 0);
      }
    }
    config_.lowering_flushed = found.size();
    if (end > config_.numbers_checked_through) move_numbers_checked_to(end);
  }

  bool muted(const Diagnostic& d) const {
    return config_.item_given_up && d.subject && d.subject->start.byte >= config_.muted_from_byte &&
           d.subject->start.byte < config_.muted_before_byte;
  }

  // The end of the first line break token at or after `byte` (the lexer
  // leaves out those inside brackets; a mistake reported there is the
  // item's), or the end of the file.
  std::uint32_t end_of_item_line(std::uint32_t byte) {
    for (std::size_t i = config_.numbers_checked_through; i < tokens_.size(); ++i) {
      const std::size_t type = tokens_.type_at(i);
      if (type == antlr4::Token::EOF) break;
      if (type == HclParser::NEWLINE && positions_.start_byte(tokens_.get(i)) >= byte) {
        return positions_.end_byte(tokens_.get(i));
      }
    }
    return std::numeric_limits<std::uint32_t>::max();
  }

  bool reported_in_recovery(const Diagnostic& d) const {
    switch (d.kind) {
      case DiagKind::InvalidSingleArgumentBlock: {
        // Where a comma or the end of the line follows the attribute, not
        // where another name does.
        std::string_view text = positions_.source().text();
        if (!d.subject || d.subject->start.byte >= text.size()) return false;
        char at = text[d.subject->start.byte];
        return at == ',' || at == '\n' || at == '\r';
      }
      case DiagKind::InvalidBlockDefinition: {
        // At an equals sign or a line break after the labels (which a line
        // comment before it is part of), not at another token or the end of
        // the file.
        std::string_view text = positions_.source().text();
        if (!d.subject || d.subject->start.byte >= text.size()) return false;
        const std::string_view at = text.substr(d.subject->start.byte);
        return at[0] == '=' || at[0] == '\n' || at[0] == '\r' || at[0] == '#' || at.starts_with("//");
      }
      case DiagKind::ArgumentOrBlockRequired: {
        // At a name that neither `=` nor a block header follows, or a quoted
        // one that opens a one-line block, not where an item does not start
        // with a name at all.
        std::string_view text = positions_.source().text();
        return d.subject && (syntax_internal::starts_identifier(text, d.subject->start.byte) ||
                             (d.subject->start.byte < text.size() && text[d.subject->start.byte] == '"'));
      }
      case DiagKind::UnsupportedOperator:
      case DiagKind::ArgumentRequired:
      case DiagKind::InvalidAttributeName:
      case DiagKind::InvalidStringLiteral:
      case DiagKind::MissingArgumentSeparator:
      case DiagKind::MissingFunctionName:
      case DiagKind::MissingOpenParenthesis:
      case DiagKind::UnbalancedParentheses:
      case DiagKind::UnterminatedFunctionCall:
      case DiagKind::UnterminatedStringLiteral: return true;
      default: return false;
    }
  }

  // After a mistake in an item: skip to the first newline at or after the
  // mistake that ends the item (outside any brackets, braces or template
  // sequences).
  void skip_rest_of_item(std::size_t item_start, std::size_t error_index) {
    tokens_.seek(item_start);
    OpenBrackets open(OpenBrackets::Closes::InnermostOfItsKind);
    for (antlr4::Token* t = tokens_.LT(1); t->getType() != antlr4::Token::EOF; t = tokens_.LT(1)) {
      tokens_.consume();
      if (t->getType() == HclParser::NEWLINE && open.none() && t->getTokenIndex() >= error_index) return;
      open.step(t->getType());
    }
  }

  // Characters outside the language and newlines in quoted strings come
  // first, wherever they are (the reference's scanner reports them before the
  // parser's errors); then the syntax error.
  void report(const std::optional<SyntaxErrorSite>& error, Diagnostics& diags) {
    if (parser_.too_deep_at) {
      report_too_deep(diags);
      return;
    }
    for (Diagnostic& d : syntax_internal::lexical_problems(tokens_, positions_)) diags.add(std::move(d));
    if (error) describe(*error, diags);
  }

  void describe(const SyntaxErrorSite& site, Diagnostics& diags) {
    for (Diagnostic& d : syntax_internal::describe_syntax_error(site, positions_, tokens_)) diags.add(std::move(d));
  }

  // At the first opener nested too deeply when the depth bound stopped the
  // parse, else where the stack ran short.
  void report_too_deep(Diagnostics& diags) {
    const auto& opener = lexer_.too_deep_opener();
    const bool by_depth = opener && parser_.too_deep_at->getStartIndex() >= opener->start;
    diags.add(DiagKind::NestingTooDeep, "This expression or block is nested more deeply than hclc supports.",
              by_depth ? positions_.range(positions_.span(static_cast<std::uint32_t>(opener->start),
                                                          static_cast<std::uint32_t>(opener->end)))
                       : positions_.range(parser_.too_deep_at));
  }

  // Bounds on recovery work: reported syntax errors, items that failed to
  // parse (each costs a second parse with full LL prediction), and blocks
  // parsed again item by item inside each other.
  static constexpr std::size_t kMaxSyntaxErrors = 50;
  static constexpr std::size_t kMaxFailedItems = 200;
  static constexpr std::size_t kMaxRecoveryDepth = 32;

  // What a config file's parse has met so far: a new parse starts from a
  // new one (restart).
  struct ConfigState {
    bool abandoned = false;  // the valid pass met a mistake

    Diagnostics syntax_errors;
    std::size_t syntax_error_count = 0;
    bool in_recovery = false;  // a syntax error other than a template's structure was reported
    std::size_t failed_items = 0;
    std::size_t reported_through = 0;      // the token of the last reported syntax error
    bool read_past_last_reported = false;  // the last reported syntax error was read past by a rewrite
    bool has_quoted_newlines = false;      // a line break in some quoted string
    bool labels_reported = false;
    std::size_t labels_reported_through = 0;  // the line break of the last broken label reported
    bool gave_up = false;                     // no item after this one is parsed
    std::vector<std::size_t> rewrites;        // ascending: each mistake read past by a rewrite
    std::size_t numbers_checked_through = 0;  // the number tokens before this one were checked (check_numbers)
    std::uint32_t numbers_checked_byte = 0;   // where that token starts
    bool item_given_up = false;               // in recovery mode, after a number's problem in the item
    std::uint32_t muted_from_byte = 0;        // with item_given_up: nothing is reported from here
    std::uint32_t muted_before_byte = 0;      // up to here
    Diagnostics* lowering_problems = nullptr;  // the lowering's, in the order found
    std::size_t lowering_flushed = 0;          // those reported so far
  };
  ConfigState config_;

  syntax_internal::Lexer lexer_;
  syntax_internal::TokenStream tokens_;
  BoundedParser parser_;
  TokenPositions positions_;
  std::shared_ptr<FirstErrorStrategy> strategy_ = std::make_shared<FirstErrorStrategy>();  // the parser's
};

// Inputs up to this size are parsed by their thread's reused run
// (ParseRun::restart); a longer one gets a run of its own, so that the memory
// a thread keeps between parses stays small. A config file's valid pass
// holds one top-level item's tree at a time, whatever the file's size: its
// bound covers all but two of the corpus's 703 files (567 are under 4 kB).
// Between parses a run holds its tokens' records (8 bytes for about every 4
// bytes of input) and its largest item's tree: only a run whose file was at
// most kKeptConfigRunMaxBytes stays for the next one.
constexpr std::size_t kReusedRunMaxBytes = 4096;
constexpr std::size_t kReusedConfigRunMaxBytes = std::size_t{64} * 1024;
// A run that parsed a config file longer than this is dropped after it rather
// than kept: what it holds for the next file (token records, its largest
// item's tree) would stay in every thread of an embedding between parses,
// and raised the Python module's peak by 0.8 MB on the corpus (a 60 kB
// file's run kept while the next file's values are built). A longer file
// pays a run's making, small beside its parse.
constexpr std::size_t kKeptConfigRunMaxBytes = std::size_t{16} * 1024;

// A thread's run kept for the next parse from one entry point, and whether
// a parse (further up the stack) is using it.
struct ReusedRun {
  std::unique_ptr<ParseRun> run;
  bool busy = false;
};

// This thread's reused runs, one for each entry point (the config's for its valid pass).
constexpr std::size_t kEntries = static_cast<std::size_t>(Entry::Traversal) + 1;
std::array<ReusedRun, kEntries>& thread_reused_runs() {
  thread_local std::array<ReusedRun, kEntries> runs;
  return runs;
}

// Calls `parse` with a run of `source` from `entry`, a single-rule entry
// point or a config file's valid pass, and returns its result. The
// thread's reused run serves a short input unless it is already in use
// further up the stack.
template <class Parse>
auto with_run(const SourceFile& source, Entry entry, std::size_t max_nesting_depth, Parse parse) {
  ReusedRun& reused = thread_reused_runs()[static_cast<std::size_t>(entry)];
  const std::size_t max_bytes = entry == Entry::Config ? kReusedConfigRunMaxBytes : kReusedRunMaxBytes;
  if (source.text().size() > max_bytes || reused.busy) {
    ParseRun run(source, entry, max_nesting_depth);
    return parse(run);
  }
  if (reused.run)
    reused.run->restart(source, entry, max_nesting_depth);
  else
    reused.run = std::make_unique<ParseRun>(source, entry, max_nesting_depth);
  reused.busy = true;
  struct Release {
    ReusedRun& reused;
    bool keep;
    ~Release() {
      if (keep)
        reused.run->clear();
      else
        reused.run.reset();
      reused.busy = false;
    }
  } release{reused, entry != Entry::Config || source.text().size() <= kKeptConfigRunMaxBytes};
  return parse(*reused.run);
}

ir::Span whole_file(const SourceFile& source) { return ir::Span{0, static_cast<std::uint32_t>(source.text().size())}; }

ir::Expression error_expression(const SourceFile& source) {
  ir::Builder builder(source);
  ir::ExprId error = builder.error(whole_file(source));
  return builder.finish_expression(error);
}

}  // namespace

ir::File parse_config(const SourceFile& source, Diagnostics& diags, std::size_t max_nesting_depth) {
  std::optional<ir::File> valid = with_run(source, Entry::Config, max_nesting_depth,
                                           [&](ParseRun& run) { return run.parse_config(ConfigPass::Valid, diags); });
  if (valid) return std::move(*valid);
  ParseRun run(source, Entry::Config, max_nesting_depth);
  return *run.parse_config(ConfigPass::Recovering, diags);
}

ir::Expression parse_expression(const SourceFile& source, Diagnostics& diags, std::size_t max_nesting_depth) {
  return with_run(source, Entry::Expression, max_nesting_depth, [&](ParseRun& run) {
    HclParser::ExpressionOnlyContext* tree = run.parse_whole(&HclParser::expressionOnly, diags);
    if (!tree) return error_expression(source);
    return syntax_internal::lower_expression(tree, run.positions(), diags);
  });
}

ir::Expression parse_template(const SourceFile& source, Diagnostics& diags, std::size_t max_nesting_depth) {
  return with_run(source, Entry::Template, max_nesting_depth, [&](ParseRun& run) {
    HclParser::TemplateOnlyContext* tree = run.parse_whole(&HclParser::templateOnly, diags);
    if (!tree) return error_expression(source);
    return syntax_internal::lower_template(tree, run.positions(), diags);
  });
}

ir::ExprId parse_template_into(ir::Builder& into, const SourceFile& source, const Pos& origin,
                               const ir::Span& root_span, Diagnostics& diags, std::size_t max_nesting_depth) {
  Diagnostics encoding;
  const bool acceptable = validate_source_encoding(source, SourceForm::Template, encoding);
  append_placed_at(origin, encoding, diags);
  if (!acceptable) return into.error(root_span);
  return with_run(source, Entry::Template, max_nesting_depth, [&](ParseRun& run) {
    run.place_at(origin, into);
    HclParser::TemplateOnlyContext* tree = run.parse_whole(&HclParser::templateOnly, diags);
    if (!tree) return into.error(root_span);
    return syntax_internal::lower_template_into(into, tree, run.positions(), root_span, diags);
  });
}

std::size_t thread_prediction_states() { return syntax_internal::TablePrediction::thread_states(); }

ParseTreeSpares thread_parse_tree_spares() {
  ParseTreeSpares spares;
  for (const ReusedRun& reused : thread_reused_runs()) {
    if (!reused.run) continue;
    spares.children_lists += reused.run->tree_arena().spare_children_lists();
    spares.bound += reused.run->tree_arena().most_contexts();
    spares.largest_pool += reused.run->tree_arena().largest_pool();
  }
  return spares;
}

Pos placed_at(const Pos& origin, const Pos& p) {
  return Pos{origin.line + p.line - 1, p.line == 1 ? origin.column + p.column - 1 : p.column, origin.byte + p.byte};
}

void append_placed_at(const Pos& origin, const Diagnostics& from, Diagnostics& to) {
  auto placed = [&](const Range& r) { return Range{r.filename, placed_at(origin, r.start), placed_at(origin, r.end)}; };
  for (Diagnostic d : from) {
    if (d.subject) d.subject = placed(*d.subject);
    if (d.context) d.context = placed(*d.context);
    to.add(std::move(d));
  }
}

ir::Expression parse_traversal(const SourceFile& source, Diagnostics& diags) {
  return with_run(source, Entry::Traversal, kDefaultMaxNestingDepth, [&](ParseRun& run) {
    HclParser::TraversalOnlyContext* tree = run.parse_whole(&HclParser::traversalOnly, diags);
    if (!tree) return error_expression(source);
    return syntax_internal::lower_traversal(tree, run.positions(), diags);
  });
}

}  // namespace hclc
