// Turns the first syntax error the parser meets into the diagnostic the
// reference reports for the same mistake: the same summary, detail and range.
// The parser stops at that error, so the rules below look at where it stopped
// (the innermost rule, what it had matched, the token that did not fit).

#include <algorithm>
#include <string>
#include <utility>
#include <vector>
#include "runtime/text.h"

#include "syntax/parse_internal.h"
#include "syntax/source_encoding.h"

namespace hclc::syntax_internal {
namespace {

constexpr const char* kMissingObjectKey = "Key expression is required when building an object.";

using P = grammar::HclParser;
using antlr4::ParserRuleContext;
using antlr4::Token;

class ErrorDescriber {
 public:
  ErrorDescriber(const SyntaxErrorSite& site, const TokenPositions& positions, TokenStream& tokens)
      : site_(site), positions_(positions), tokens_(tokens), token_(site.offending) {}

  std::vector<Diagnostic> describe() {
    std::vector<Diagnostic> all = describe_here();
    // A bad expression in an if or for directive whose sequence the input
    // never closes (`"%{ if b != \"c\" }..."`: the rest is a string inside
    // the directive): the reference reads on to the end of the input for
    // the directive's `}`, and checks the template's directives there, each
    // one still open unexpectedly ended.
    if (all[0].kind == DiagKind::InvalidExpression && in_unclosed_directive_header()) {
      for (Diagnostic& problem : template_structure_problems(token_)) all.push_back(std::move(problem));
    }
    // A quoted template that a line break cuts off: the reference reads on
    // to its next quote (or the end of the input) as the template's end,
    // and checks there the directives written before the line break.
    if (all.size() == 1 && all[0].kind == DiagKind::UnterminatedTemplateString && type() == P::QUOTED_NEWLINE &&
        !innermost<P::StringLitContext>()) {
      for (Diagnostic& problem : template_structure_problems(nullptr, BrokenMarker::EndsThere, token_))
        all.push_back(std::move(problem));
    }
    // A for directive without its names or `in` is skipped to its `}`, and
    // the template's other directives are checked without it (its endfor
    // unexpected).
    if (all.size() == 1 && all[0].kind == DiagKind::InvalidForDirective) {
      for (Diagnostic& problem : template_structure_problems(token_, BrokenMarker::Dropped))
        all.push_back(std::move(problem));
    }
    return all;
  }

 private:
  std::vector<Diagnostic> describe_here() {
    if (site_.missing_newline_after_item) return {missing_newline(static_cast<P::BodyItemContext*>(site_.context))};
    if (auto d = token_problem()) return {*d};
    // A block label that the end of the input cuts off: the reference reads
    // the label as a plain string, then wants the block's next label or
    // brace. (A label with a line break in it was reported at the line break.)
    if (auto* label = innermost<P::StringLitContext>(); label && at_eof() &&
                                                        dynamic_cast<P::BlockLabelContext*>(label->parent) &&
                                                        label->getTokens(P::QUOTED_NEWLINE).empty()) {
      return {make(DiagKind::UnterminatedStringLiteral,
                   "Unable to find the closing quote mark before the end of the file.", range(token_)),
              make(DiagKind::InvalidBlockDefinition,
                   "Either a quoted string block label or an opening brace (\"{\") is expected here.", range(token_))};
    }
    if (auto d = function_name_problem()) return {*d};
    if (site_.context && site_.context->getRuleIndex() == P::RuleSequenceEnd) {
      if (auto d = extra_characters_in_marker()) {
        // The marker counts as written, up to its extra characters; the
        // template's directives are then checked as usual.
        std::vector<Diagnostic> all{*d};
        for (Diagnostic& problem : template_structure_problems(token_)) all.push_back(std::move(problem));
        return all;
      }
    }
    if (auto d = directive_problem()) {
      std::vector<Diagnostic> all;
      // A quoted or heredoc template that the end of the input cuts off is
      // unterminated as well; the reference says so first.
      if (Token* end = unterminated_template_end()) all.push_back(unterminated_template(end));
      std::vector<Diagnostic> structure;
      if (is_template_structure_kind(d->kind)) structure = template_structure_problems(nullptr);
      if (structure.empty()) structure.push_back(std::move(*d));
      for (Diagnostic& problem : structure) all.push_back(std::move(problem));
      return all;
    }
    if (auto d = context_problem()) {
      std::vector<Diagnostic> all{std::move(*d)};
      // A dot where an operand should start: the reference reads it as a
      // traversal's step after the operand it could not read (`."x"`: the
      // expression, and the name missing after the dot).
      const DiagKind kind = all.front().kind;
      if ((kind == DiagKind::InvalidAttributeName || kind == DiagKind::InvalidExpression) && type() == P::DOT)
        add_later_nameless_steps(all);
      return all;
    }
    return {make(DiagKind::InvalidExpression,
                 "Expected the start of an expression, but found an invalid expression token.", range(token_))};
  }

  // Whether the error is in the header of an if or for directive (not in a
  // template nested in it) whose sequence has no closing brace before the
  // end of the input.
  bool in_unclosed_directive_header() const {
    for (antlr4::RuleContext* c = site_.context; c; c = dynamic_cast<antlr4::RuleContext*>(c->parent)) {
      if (primary_opened_by(c, P::OQUOTE) || primary_opened_by(c, P::HEREDOC_START) ||
          dynamic_cast<P::TemplateInterpolationContext*>(c)) {
        return false;
      }
      auto* if_directive = dynamic_cast<P::TemplateIfContext*>(c);
      auto* for_directive = dynamic_cast<P::TemplateForContext*>(c);
      if (!if_directive && !for_directive) continue;
      auto* directive = static_cast<ParserRuleContext*>(c);
      Token* open = if_directive ? if_directive->ifOpen : for_directive->forOpen;
      return open && directive->getRuleContexts<P::SequenceEndContext>().empty() &&
             tokens_.type_at(sequence_end(open->getTokenIndex())) == Token::EOF;
    }
    return false;
  }

 public:
  // Makes each directive sequence (`%{ if ... }`, `%{ else }`, `%{ endif }`,
  // `%{ for ... }`, `%{ endfor }`) of the template the error is in plain
  // literal text, not those of the templates nested in its interpolations
  // and directives.
  Resumption make_template_directives_literal() const {
    Token* open = template_open();
    if (!open) return Resumption::SkipItem;
    const std::size_t close = open->getType() == P::OQUOTE ? std::size_t{P::CQUOTE} : std::size_t{P::HEREDOC_END};
    Resumption done = Resumption::SkipItem;
    for (std::size_t i = open->getTokenIndex() + 1;;) {
      const std::size_t type = tokens_.type_at(i);
      if (type == Token::EOF || type == close) return done;
      if (type != P::TEMPLATE_DIRECTIVE && type != P::TEMPLATE_INTERP) {
        ++i;
        continue;
      }
      const std::size_t last = sequence_end(i);
      if (type == P::TEMPLATE_DIRECTIVE) {
        tokens_.retype(i, last + 1, P::TEMPLATE_LITERAL);
        done = Resumption::ParseAgain;
      }
      i = last + 1;
    }
  }

  // Makes the template sequence at the error, in a block label, plain
  // literal text.
  Resumption make_label_sequence_literal() const {
    if (type() != P::TEMPLATE_INTERP && type() != P::TEMPLATE_DIRECTIVE) return Resumption::SkipItem;
    const std::size_t first = token_->getTokenIndex();
    const std::size_t last = sequence_end(first);
    if (tokens_.type_at(last) == Token::EOF) return Resumption::SkipItem;
    tokens_.retype(first, last + 1, P::TEMPLATE_LITERAL);
    return Resumption::ParseAgain;
  }

  // Makes the interpolation the error is in plain literal text, from its
  // `${` to the `}` that ends it, or to the end of the file, where the
  // template is then closed.
  Resumption make_interpolation_literal() const {
    auto* interpolation = innermost<P::TemplateInterpolationContext>();
    if (!interpolation || !template_open()) return Resumption::SkipItem;
    const std::size_t first = interpolation->TEMPLATE_INTERP()->getSymbol()->getTokenIndex();
    const std::size_t last = sequence_end(first);
    if (tokens_.type_at(last) == Token::EOF) return close_template_at_end(first);
    tokens_.retype(first, last + 1, P::TEMPLATE_LITERAL);
    return Resumption::ParseAgain;
  }

  // The template the error is in, cut off at `first` by a line break in a
  // quoted template or by the end of the file: in recovery mode the
  // reference reads it on to its closing quote, taking line breaks for
  // text, or to the end of the file, where it ends.
  Resumption read_template_on(std::size_t first) const {
    Token* open = template_open();
    if (!open) return Resumption::SkipItem;
    const std::size_t close = open->getType() == P::OQUOTE ? std::size_t{P::CQUOTE} : std::size_t{P::HEREDOC_END};
    std::vector<std::size_t> line_breaks;
    for (std::size_t i = first;;) {
      const std::size_t type = tokens_.type_at(i);
      if (type == Token::EOF) return close_template_at_end(first);
      if (type == close) break;
      if (type == P::QUOTED_NEWLINE) line_breaks.push_back(i);
      i = type == P::TEMPLATE_INTERP || type == P::TEMPLATE_DIRECTIVE ? sequence_end(i) + 1 : i + 1;
    }
    for (std::size_t at : line_breaks) tokens_.retype(at, at + 1, P::TEMPLATE_LITERAL);
    return line_breaks.empty() ? Resumption::SkipItem : Resumption::ParseAgain;
  }

  // Makes the template the error is in plain literal text from `first` to
  // the end of the file, and closes it there.
  Resumption close_template_at_end(std::size_t first) const {
    Token* open = template_open();
    if (!open) return Resumption::SkipItem;
    std::size_t end = first;
    while (tokens_.type_at(end) != Token::EOF) ++end;
    // The config entry point ends the last line with an empty NEWLINE.
    if (end > first && tokens_.type_at(end - 1) == P::NEWLINE &&
        tokens_.get(end - 1)->getStopIndex() + 1 == tokens_.get(end - 1)->getStartIndex()) {
      --end;
    }
    tokens_.retype(first, end, P::TEMPLATE_LITERAL);
    tokens_.insert_empty(end, open->getType() == P::OQUOTE ? P::CQUOTE : P::HEREDOC_END);
    return Resumption::ParseAgain;
  }

  // Ends the conditional whose false expression is missing after its true
  // expression, by making its `?` an operator that takes the true
  // expression as its right operand. Inside parentheses the reference
  // gives up instead: `(x ? y) + ` reports the conditional alone, and
  // nothing after it while in recovery mode.
  //
  // A conditional that is the true expression of another one without its
  // false expression (`a ? b ? c` and a line break) ends the same way: the
  // outer one then misses its false expression at the same token, and so
  // on up the chain. The whole chain ends in this one rewrite, rather than
  // a parse of the item per link (quadratic in the chain's length);
  // `links` says how many conditionals ended, each a mistake read past.
  Resumption end_conditionals_after_true_expression(std::size_t& links) const {
    auto* conditional = innermost<P::ConditionalExprContext>();
    if (!conditional || !conditional->QUESTION()) return Resumption::SkipItem;
    for (antlr4::RuleContext* c = conditional; c; c = dynamic_cast<antlr4::RuleContext*>(c->parent)) {
      if (primary_opened_by(c, P::LPAREN)) return Resumption::SkipItemInRecovery;
    }
    links = 0;
    for (P::ConditionalExprContext* link = conditional; link; link = enclosing_conditional_missing_false(link)) {
      const std::size_t question = link->QUESTION()->getSymbol()->getTokenIndex();
      tokens_.retype(question, question + 1, P::OR);
      ++links;
    }
    return Resumption::ParseAgain;
  }

 private:
  // The conditional whose true expression `inner` is, if it has no colon
  // yet (the parse stopped inside `inner`, so it misses its false
  // expression at the same token once `inner` has ended).
  static P::ConditionalExprContext* enclosing_conditional_missing_false(P::ConditionalExprContext* inner) {
    auto* outer = dynamic_cast<P::ConditionalExprContext*>(inner->parent);
    if (!outer || !outer->QUESTION() || outer->COLON()) return nullptr;
    const std::vector<P::ExpressionContext*> operands = outer->expression();
    return operands.size() == 2 && operands[1] == inner ? outer : nullptr;
  }

 public:
  // In recovery mode the reference does not report a missing separator in a
  // tuple or an object constructor: it skips to the bracket or the brace
  // that closes the constructor, counting only brackets, or only braces (a
  // `~}` or the `}` of a template sequence is none), or to the end of the
  // file, and the enclosing expression goes on after it (`x = y ? {a b} c`:
  // the conditional without its false expression at `c`). The skipped tokens
  // are dropped, and so are the line breaks after the closer where the
  // enclosing expression does not see them (the lexer paired the brackets
  // otherwise).
  Resumption skip_to_constructor_closer() const {
    ParserRuleContext* constructor = innermost_constructor();
    if (!constructor) return Resumption::SkipItem;
    const bool object = dynamic_cast<P::ObjectConsContext*>(constructor) != nullptr;
    const std::size_t opener = object ? std::size_t{P::LBRACE} : std::size_t{P::LBRACK};
    const std::size_t closer = object ? std::size_t{P::RBRACE} : std::size_t{P::RBRACK};
    const std::size_t first = token_->getTokenIndex();
    std::vector<std::size_t> open;  // the openers since `first` that a closer pops: brackets, braces, sequences
    std::size_t end = first;
    for (;; ++end) {
      const std::size_t type = tokens_.type_at(end);
      if (type == Token::EOF || (type == closer && open.empty())) break;
      if (type == opener || (object && (type == P::TEMPLATE_INTERP || type == P::TEMPLATE_DIRECTIVE))) {
        open.push_back(type);
      } else if (type == closer || (type == P::STRIP_RBRACE && !open.empty() && open.back() != P::LBRACE)) {
        open.pop_back();
      }
    }
    const bool at_end = tokens_.type_at(end) == Token::EOF;
    if (at_end) {
      // The config entry point ends the last line with an empty NEWLINE.
      while (end > first && tokens_.type_at(end - 1) == P::NEWLINE &&
             tokens_.get(end - 1)->getStopIndex() + 1 == tokens_.get(end - 1)->getStartIndex()) {
        --end;
      }
    }
    tokens_.erase(first, end);
    std::size_t closer_index = first;
    if (at_end) tokens_.insert_empty(closer_index, closer);
    // An item of this object without its value gets an empty one. Not an
    // item of an object around a tuple: the value would go inside the tuple,
    // the next mistake at the same place, and the rewrite made again for
    // ever (up to the bound on failed items, each parse as deep as the
    // nesting).
    const auto* element = innermost<P::ObjectElemContext>();
    if (element && element->parent == constructor) {
      tokens_.insert_empty(closer_index, P::IDENT);
      tokens_.insert_empty(closer_index, P::EQ);
      closer_index += 2;
    }
    if (!sees_line_breaks_after(constructor)) {
      std::size_t after = closer_index + 1;
      while (tokens_.type_at(after) == P::NEWLINE) ++after;
      tokens_.erase(closer_index + 1, after);
    }
    return Resumption::ParseAgain;
  }

 private:
  // The tuple or object constructor the error is in, where it is the
  // innermost construct with brackets or braces.
  ParserRuleContext* innermost_constructor() const {
    for (antlr4::RuleContext* c = site_.context; c; c = dynamic_cast<antlr4::RuleContext*>(c->parent)) {
      if (dynamic_cast<P::TupleConsContext*>(c) || dynamic_cast<P::ObjectConsContext*>(c))
        return static_cast<ParserRuleContext*>(c);
      if (!dynamic_cast<P::ObjectElemContext*>(c) && !dynamic_cast<P::ObjectSepContext*>(c) &&
          !dynamic_cast<P::ExpressionContext*>(c) && !dynamic_cast<P::OperandContext*>(c) &&
          !dynamic_cast<P::PrimaryContext*>(c)) {
        return nullptr;
      }
    }
    return nullptr;
  }

  // Whether the reference's parser sees the line breaks right after the
  // expression `c`: in a body and between an object's items, not inside
  // brackets, parentheses, for expressions and template sequences.
  static bool sees_line_breaks_after(antlr4::RuleContext* c) {
    for (c = dynamic_cast<antlr4::RuleContext*>(c->parent); c; c = dynamic_cast<antlr4::RuleContext*>(c->parent)) {
      if (dynamic_cast<P::ExpressionContext*>(c) || dynamic_cast<P::OperandContext*>(c) ||
          dynamic_cast<P::PrimaryContext*>(c)) {
        continue;
      }
      return dynamic_cast<P::ObjectElemContext*>(c) || dynamic_cast<P::AttributeContext*>(c);
    }
    return true;
  }

  std::size_t type() const { return token_->getType(); }
  // The config entry point ends the last line with an empty NEWLINE at EOF.
  // Whether `t` is the first token after an object's `{` (line breaks aside).
  bool token_after_opening_brace(const Token* t) const {
    std::size_t i = t->getTokenIndex();
    while (i > 0 && tokens_.type_at(i - 1) == P::NEWLINE) --i;
    return i > 0 && tokens_.type_at(i - 1) == P::LBRACE;
  }

  Diagnostic unterminated_object() const {
    auto* object = innermost<P::ObjectConsContext>();
    return make(DiagKind::UnterminatedObject,
                "There is no corresponding closing brace before the end of the file. This may be caused by "
                "incorrect brace nesting elsewhere in this file.",
                range(object ? object->getStart() : token_));
  }
  bool at_eof() const {
    return type() == Token::EOF || (type() == P::NEWLINE && token_->getStopIndex() < token_->getStartIndex());
  }
  Token* previous_token() const {
    return token_->getTokenIndex() > 0 ? tokens_.get(token_->getTokenIndex() - 1) : nullptr;
  }
  // Right after an opening bracket or a separator, an element is expected.
  bool element_expected() const {
    Token* previous = previous_token();
    if (!previous) return false;
    std::size_t t = previous->getType();
    return t == P::COMMA || t == P::NEWLINE || t == P::LBRACE || t == P::LBRACK || t == P::LPAREN;
  }
  Range range(const Token* t) const { return positions_.range(t); }
  Range range(const Token* first, const Token* last) const { return positions_.range(first, last); }
  Diagnostic make(DiagKind kind, std::string detail, Range subject) const {
    return make_diag(kind, std::move(detail), std::move(subject));
  }
  Token* token_after(const Token* t) const { return tokens_.get(t->getTokenIndex() + 1); }

  // "file:1,6-15" as the reference writes a range inside a detail message.
  std::string describe_range(const Range& r) const {
    std::string text = r.filename + ":" + std::to_string(r.start.line) + "," + std::to_string(r.start.column) + "-";
    if (r.end.line != r.start.line) text += std::to_string(r.end.line) + ",";
    return text + std::to_string(r.end.column);
  }

  template <class Context>
  Context* innermost() const {
    for (antlr4::RuleContext* c = site_.context; c; c = dynamic_cast<antlr4::RuleContext*>(c->parent)) {
      if (auto* match = dynamic_cast<Context*>(c)) return match;
    }
    return nullptr;
  }

  // `c` if it is a primary whose first token (its alternative: primary's
  // are not labelled, HclParser.g4) is of `type`, or null.
  static ParserRuleContext* primary_opened_by(antlr4::RuleContext* c, std::size_t type) {
    if (c->getRuleIndex() != P::RulePrimary) return nullptr;
    auto* primary = static_cast<ParserRuleContext*>(c);
    if (primary->children.empty()) return nullptr;
    auto* first = dynamic_cast<antlr4::tree::TerminalNode*>(primary->children[0]);
    return first && first->getSymbol()->getType() == type ? primary : nullptr;
  }

  // The innermost primary around the error opened by `type`, or null.
  ParserRuleContext* innermost_primary(std::size_t type) const {
    for (antlr4::RuleContext* c = site_.context; c; c = dynamic_cast<antlr4::RuleContext*>(c->parent)) {
      if (ParserRuleContext* match = primary_opened_by(c, type)) return match;
    }
    return nullptr;
  }

  Diagnostic not_in_string_literal() const {
    return make(DiagKind::InvalidStringLiteral, "This item is not valid in a string literal.", range(token_));
  }

  // Mistakes recognisable from the offending token alone.
  std::optional<Diagnostic> token_problem() const {
    switch (type()) {
      case P::QUOTED_NEWLINE:
        // A block label reads on to the next quote in the reference, which
        // reports the line break as not belonging in a string literal.
        if (innermost<P::StringLitContext>()) return not_in_string_literal();
        return unterminated_template();
      case P::INVALID:
        // So is a character that ends a string (a bad byte, a last `$` or
        // `\`); in a standalone template, such a byte ends its text as it
        // ends a quoted one's.
        if (innermost<P::StringLitContext>()) return not_in_string_literal();
        if (site_.context && site_.context->getRuleIndex() == P::RuleTemplateOnly) return unterminated_template();
        return std::nullopt;
      default: return std::nullopt;
    }
  }

  // A namespaced function name (`ns::f`) must go on with a name after each
  // `::`, and the whole name with the call's opening parenthesis.
  std::optional<Diagnostic> function_name_problem() const {
    Token* previous = previous_token();
    if (!previous) return std::nullopt;
    if (previous->getType() == P::COLONCOLON) {
      return make(DiagKind::MissingFunctionName,
                  "Function scope resolution symbol :: must be followed by a function name in this scope.",
                  range(token_));
    }
    const std::size_t index = previous->getTokenIndex();
    if (is_identifier(previous->getType()) && index > 0 && tokens_.get(index - 1)->getType() == P::COLONCOLON) {
      return make(DiagKind::MissingOpenParenthesis,
                  "Function selector must be followed by an open parenthesis to begin the function call.",
                  range(token_));
    }
    return std::nullopt;
  }

  static bool is_identifier(std::size_t type) {
    return type == P::IDENT || type == P::FOR || type == P::IN || type == P::IF || type == P::ELSE ||
           type == P::ENDIF || type == P::ENDFOR;
  }

  static bool innermost_template_is_quoted(antlr4::RuleContext* part) {
    for (antlr4::RuleContext* c = part; c; c = dynamic_cast<antlr4::RuleContext*>(c->parent)) {
      if (primary_opened_by(c, P::OQUOTE)) return true;
      if (primary_opened_by(c, P::HEREDOC_START)) return false;
    }
    return false;
  }

  // The range of a whole `%{ ... }` sequence that starts at `open`.
  Range sequence_range(Token* open) const {
    Token* last = open;
    for (Token* t = open; t->getType() != Token::EOF; t = token_after(t)) {
      last = t;
      if (t->getType() == P::RBRACE || t->getType() == P::STRIP_RBRACE) break;
    }
    return range(open, last);
  }

  Range directive_open_range(ParserRuleContext* directive) const {
    auto ends = directive->getRuleContexts<P::SequenceEndContext>();
    Token* open = directive->getStart();
    return ends.empty() ? range(open) : range(open, ends.front()->getStop());
  }

  // A `%{` whose keyword does not fit here, or the end of a template inside
  // an unfinished directive.
  std::optional<Diagnostic> directive_problem() const {
    // A block label is a plain string: no directive is read there.
    if (!innermost_primary(P::OQUOTE) && !innermost_primary(P::HEREDOC_START) && !innermost<P::TemplateOnlyContext>()) {
      return std::nullopt;
    }
    auto* if_directive = innermost<P::TemplateIfContext>();
    auto* for_directive = innermost<P::TemplateForContext>();
    // The innermost of the two encloses the error.
    if (if_directive && for_directive) {
      if (if_directive->depth() > for_directive->depth()) {
        for_directive = nullptr;
      } else {
        if_directive = nullptr;
      }
    }
    Token* open = type() == P::TEMPLATE_DIRECTIVE ? token_ : nullptr;
    if (Token* previous = previous_token(); !open && previous && previous->getType() == P::TEMPLATE_DIRECTIVE) {
      open = previous;
    }
    if (open) {
      Token* keyword = token_after(open);
      std::size_t kind = keyword->getType();
      if (kind == P::ELSE || kind == P::ENDIF || kind == P::ENDFOR) {
        DiagKind diag_kind = kind == P::ELSE    ? DiagKind::UnexpectedElseDirective
                             : kind == P::ENDIF ? DiagKind::UnexpectedEndifDirective
                                                : DiagKind::UnexpectedEndforDirective;
        std::string detail = "The control directives within this template are unbalanced.";
        if (if_directive && kind == P::ELSE) {
          detail = "Already in the else clause for the if started at " +
                   describe_range(directive_open_range(if_directive)) + ".";
        } else if (if_directive) {
          detail = "Expecting an endif directive for the if started at " +
                   describe_range(directive_open_range(if_directive)) + ".";
        } else if (for_directive) {
          detail = "Expecting an endfor directive corresponding to the for directive at " +
                   describe_range(directive_open_range(for_directive)) + ".";
        }
        return make(diag_kind, detail, sequence_range(open));
      }
      if (kind != P::IF && kind != P::FOR) {
        std::string word = keyword->getText();
        std::string detail = "\"" + word + "\" is not a valid template control keyword.";
        if (std::string suggestion = suggest_keyword(word); !suggestion.empty()) {
          detail += " Did you mean \"" + suggestion + "\"?";
        }
        return make(DiagKind::InvalidTemplateControlKeyword, detail, range(keyword));
      }
    }
    bool template_ends = at_eof() || type() == P::CQUOTE || type() == P::HEREDOC_END;
    if (template_ends && (if_directive || for_directive)) {
      // Only when the directive's own part list was interrupted, not an
      // expression inside its header.
      ParserRuleContext* directive = if_directive ? static_cast<ParserRuleContext*>(if_directive) : for_directive;
      if (directive->getRuleContexts<P::SequenceEndContext>().empty()) return std::nullopt;
      std::string detail = if_directive ? "The if directive at " + describe_range(directive_open_range(directive)) +
                                              " is missing its corresponding endif directive."
                                        : "The for directive at " + describe_range(directive_open_range(directive)) +
                                              " is missing its corresponding endfor directive.";
      return make(DiagKind::UnexpectedEndOfTemplate, detail, range(token_));
    }
    return std::nullopt;
  }

  // The template whose directives are being checked: its opening quote or
  // heredoc marker, or null for a standalone template.
  // Where the reference reports an unclosed interpolation: at the first
  // token of its template as the reference's scanner makes them (`"x ${a}
  // ${b"`: at `x `), whose literal text runs to the next sequence, up to a
  // quote or a line break in a quoted template and through the line break
  // in a heredoc. In a standalone template (a JSON string's) at the
  // interpolation's own `${`.
  Range first_template_token(P::TemplateInterpolationContext* part) const {
    antlr4::RuleContext* c = part;
    ParserRuleContext* quoted = nullptr;
    for (; c && !quoted; c = dynamic_cast<antlr4::RuleContext*>(c->parent)) {
      quoted = primary_opened_by(c, P::OQUOTE);
      if (!quoted) quoted = primary_opened_by(c, P::HEREDOC_START);
    }
    if (!quoted) return range(part->TEMPLATE_INTERP()->getSymbol());
    const bool quoted_template = quoted->getStart()->getType() == P::OQUOTE;
    Token* first = token_after(quoted->getStart());
    if (first->getType() == P::TEMPLATE_INTERP || first->getType() == P::TEMPLATE_DIRECTIVE) return range(first);
    const std::string_view text = positions_.source().text();
    const std::uint32_t start = positions_.start_byte(first);
    std::size_t end = start;
    while (end < text.size()) {
      const char at = text[end];
      // A sequence, or its escape (`$${`: a token of its own), ends the literal.
      const std::string_view rest = text.substr(end, 3);
      if ((at == '$' || at == '%') &&
          (rest.substr(1, 1) == "{" || (rest.size() == 3 && rest[1] == at && rest[2] == '{')))
        break;
      if (!quoted_template && at == '\n') {
        ++end;
        break;
      }
      if (quoted_template && (at == '"' || at == '\n' || at == '\r')) break;
      end += quoted_template && at == '\\' && end + 1 < text.size() ? 2 : 1;
    }
    if (end == start) return range(first);
    return positions_.range(positions_.span(start, static_cast<std::uint32_t>(end)));
  }

  Token* template_open() const {
    for (antlr4::RuleContext* c = site_.context; c; c = dynamic_cast<antlr4::RuleContext*>(c->parent)) {
      if (auto* quoted = primary_opened_by(c, P::OQUOTE)) return quoted->getStart();
      if (auto* heredoc = primary_opened_by(c, P::HEREDOC_START)) return heredoc->getStart();
    }
    return nullptr;
  }

  // The index of the `}` that closes the template sequence opened at `open`
  // (or of the end of the input).
  std::size_t sequence_end(std::size_t open) const {
    int depth = 0;
    for (std::size_t i = open;; ++i) {
      switch (tokens_.get(i)->getType()) {
        case P::TEMPLATE_INTERP:
        case P::TEMPLATE_DIRECTIVE:
        case P::LBRACE: ++depth; break;
        case P::RBRACE:
        case P::STRIP_RBRACE:
          if (--depth == 0) return i;
          break;
        case Token::EOF: return i;
        default: break;
      }
    }
  }

  // The reference checks the balance of a template's directives in a step
  // of its own, over the whole template: a directive that does not fit
  // abandons the innermost open one and checking goes on after it; at the
  // end, each directive left open is reported, innermost first. Empty when
  // the template has a directive this check does not know. An if or for
  // marker with extra characters at `broken_at` (the syntax error) ends
  // there, or, Dropped, is no directive at all (a for without its names);
  // extra characters in an else, endif or endfor marker are reported first,
  // and that marker ends at them.
  enum class BrokenMarker : unsigned char { EndsThere, Dropped };
  // `cut_at`: a line break that cuts a quoted template off; the directives
  // after it are not read, and the template ends at its next quote.
  std::vector<Diagnostic> template_structure_problems(Token* broken_at,
                                                      BrokenMarker broken_marker = BrokenMarker::EndsThere,
                                                      Token* cut_at = nullptr) const {
    Token* open = template_open();
    const std::size_t close = !open                          ? std::size_t{Token::EOF}
                              : open->getType() == P::OQUOTE ? std::size_t{P::CQUOTE}
                                                             : std::size_t{P::HEREDOC_END};
    struct OpenDirective {
      bool is_if;
      bool has_else;
      Range range;
    };
    std::vector<OpenDirective> stack;
    std::vector<Diagnostic> extra;  // extra characters in else, endif and endfor markers
    std::vector<Diagnostic> out;
    const std::string unbalanced = "The control directives within this template are unbalanced.";
    std::size_t i = open ? open->getTokenIndex() + 1 : 0;
    Token* end = nullptr;
    for (;;) {
      Token* t = tokens_.get(i);
      const std::size_t type = t->getType();
      const bool empty_newline = type == P::NEWLINE && t->getStopIndex() < t->getStartIndex();
      if (type == Token::EOF || type == close || empty_newline) {
        end = t;
        break;
      }
      if (cut_at && i >= cut_at->getTokenIndex()) {
        ++i;
        continue;
      }
      if (type != P::TEMPLATE_DIRECTIVE && type != P::TEMPLATE_INTERP) {
        ++i;
        continue;
      }
      const std::size_t last = sequence_end(i);
      const std::size_t keyword = type == P::TEMPLATE_DIRECTIVE ? tokens_.get(i + 1)->getType() : 0;
      Token* marker_end = tokens_.get(last);
      const bool broken = broken_at && i < broken_at->getTokenIndex() && broken_at->getTokenIndex() <= last;
      if (broken) marker_end = broken_at;
      if ((keyword == P::ELSE || keyword == P::ENDIF || keyword == P::ENDFOR) && !broken) {
        Token* after_keyword = tokens_.get(i + 2);
        if (i + 2 < last) {
          Diagnostic d =
              make(DiagKind::ExtraCharactersInMarker,
                   "Expected a closing brace to end the sequence, but found extra characters.", range(after_keyword));
          d.summary = "Extra characters in " + tokens_.get(i + 1)->getText() + " marker";
          extra.push_back(std::move(d));
          marker_end = after_keyword;
        }
      }
      const Range whole = range(t, marker_end);
      const bool reaches_end = tokens_.type_at(last) == Token::EOF;
      auto mismatch = [&](DiagKind kind, std::string detail) {
        out.push_back(make(kind, std::move(detail), whole));
        if (!stack.empty()) stack.pop_back();
      };
      if (type == P::TEMPLATE_INTERP || (broken && broken_marker == BrokenMarker::Dropped)) {
        // An interpolation, or a marker not read as a directive: nothing to balance.
      } else if (keyword == P::IF || keyword == P::FOR) {
        stack.push_back({keyword == P::IF, false, whole});
      } else if (keyword == P::ELSE) {
        if (!stack.empty() && stack.back().is_if && !stack.back().has_else) {
          stack.back().has_else = true;
        } else {
          mismatch(DiagKind::UnexpectedElseDirective,
                   stack.empty() ? unbalanced
                   : stack.back().is_if
                       ? "Already in the else clause for the if started at " + describe_range(stack.back().range) + "."
                       : "An else clause is not expected for a for directive.");
        }
      } else if (keyword == P::ENDIF || keyword == P::ENDFOR) {
        const bool closes_if = keyword == P::ENDIF;
        if (!stack.empty() && stack.back().is_if == closes_if) {
          stack.pop_back();
        } else {
          mismatch(closes_if ? DiagKind::UnexpectedEndifDirective : DiagKind::UnexpectedEndforDirective,
                   stack.empty()        ? unbalanced
                   : stack.back().is_if ? "Expecting an endif directive for the if started at " +
                                              describe_range(stack.back().range) + "."
                                        : "Expecting an endfor directive corresponding to the for directive at " +
                                              describe_range(stack.back().range) + ".");
        }
      } else {
        return {};
      }
      if (reaches_end) {
        end = tokens_.get(last);
        break;
      }
      i = last + 1;
    }
    for (auto it = stack.rbegin(); it != stack.rend(); ++it) {
      out.push_back(make(DiagKind::UnexpectedEndOfTemplate,
                         std::string(it->is_if ? "The if directive at " : "The for directive at ") +
                             describe_range(it->range) + " is missing its corresponding " +
                             (it->is_if ? "endif" : "endfor") + " directive.",
                         range(end)));
    }
    extra.insert(extra.end(), out.begin(), out.end());
    return extra;
  }

  static std::string suggest_keyword(const std::string& word) {
    for (const char* candidate : {"if", "else", "endif", "for", "endfor"}) {
      if (edit_distance(word, candidate) < 3) return candidate;
    }
    return {};
  }

  bool expression_expected() const { return site_.expected.contains(static_cast<std::size_t>(P::NUMBER)); }

  Diagnostic expression_start() const {
    if (at_eof()) {
      return make(DiagKind::MissingExpression, "Expected the start of an expression, but found the end of the file.",
                  range(token_));
    }
    return make(DiagKind::InvalidExpression,
                "Expected the start of an expression, but found an invalid expression token.", range(token_));
  }

  // After a dot that no name follows, the reference reads the offending dot
  // as the next step of the traversal, and so on: each later step without a
  // name is reported too (`a..b..c` twice, `f(a..)` at the dot and at `)`).
  void add_later_nameless_steps(std::vector<Diagnostic>& out) const {
    for (Token* dot = token_;;) {
      Token* next = token_after(dot);
      const std::size_t t = next->getType();
      const bool step = is_identifier(t) || t == P::NUMBER || t == P::STAR;
      if (step) {
        Token* after = token_after(next);
        if (after->getType() != P::DOT) return;
        dot = after;
        continue;
      }
      out.push_back(make(DiagKind::InvalidAttributeName, "An attribute name is required after a dot.", range(next)));
      if (t != P::DOT) return;
      dot = next;
    }
  }

  // Mistakes recognised by the rule that was being parsed, innermost first.
  std::optional<Diagnostic> context_problem() const {
    if (site_.decision_start && site_.decision_start->getType() == P::DOT &&
        token_->getTokenIndex() == site_.decision_start->getTokenIndex() + 1) {
      return make(DiagKind::InvalidAttributeName, "An attribute name is required after a dot.", range(token_));
    }
    for (antlr4::RuleContext* c = site_.context; c; c = dynamic_cast<antlr4::RuleContext*>(c->parent)) {
      auto* ctx = dynamic_cast<ParserRuleContext*>(c);
      if (auto d = rule_problem(ctx)) return d;
    }
    return std::nullopt;
  }

  std::optional<Diagnostic> rule_problem(ParserRuleContext* ctx) const {
    switch (ctx->getRuleIndex()) {
      case P::RuleForIntro: {
        auto* intro = static_cast<P::ForIntroContext*>(ctx);
        // A name the parser began at the offending token (`[for` at the end
        // of the input) was never written.
        std::vector<P::IdentifierContext*> names = intro->identifier();
        while (!names.empty() && names.back()->getStart() == token_) names.pop_back();
        std::string detail;
        if (names.empty()) {
          detail = "For expression requires variable name after 'for'.";
        } else if (intro->COMMA() && names.size() == 1) {
          detail = "For expression requires value variable name after comma.";
        } else if (!intro->IN()) {
          detail = "For expression requires the 'in' keyword after its name declarations.";
        } else if (intro->expression() && !expression_expected()) {
          detail = "For expression requires a colon after the collection expression.";
        } else {
          return expression_start();
        }
        return make(DiagKind::InvalidForExpression, detail, range(token_));
      }
      case P::RuleForTuple:
      case P::RuleForObject: {
        if (expression_expected()) return expression_start();
        if (ctx->getRuleIndex() == P::RuleForObject && !static_cast<P::ForObjectContext*>(ctx)->FATARROW()) {
          auto* key = static_cast<P::ForObjectContext*>(ctx)->key;
          return make(DiagKind::InvalidForExpression, kMissingObjectKey,
                      key ? range(key->getStart(), key->getStop()) : range(token_));
        }
        return make(DiagKind::InvalidForExpression, "Extra characters after the end of the 'for' expression.",
                    range(token_));
      }
      case P::RuleForCond:
        if (expression_expected()) return expression_start();
        return std::nullopt;
      case P::RuleTemplatePart: {
        auto* for_directive = dynamic_cast<P::TemplateForContext*>(ctx);
        if (for_directive && for_directive->getRuleContexts<P::SequenceEndContext>().empty() &&
            !expression_expected()) {
          // A name the parser began at the offending token (`%{ for }`) was
          // never written.
          std::vector<P::IdentifierContext*> names = for_directive->identifier();
          while (!names.empty() && names.back()->getStart() == token_) names.pop_back();
          std::string detail =
              names.empty()                                 ? "For directive requires variable name after 'for'."
              : for_directive->COMMA() && names.size() == 1 ? "For directive requires value variable name after comma."
              : !for_directive->IN()                        ? "For directive requires 'in' keyword after names."
                                     : "Extra characters after the for directive's collection expression.";
          return make(DiagKind::InvalidForDirective, detail, range(token_));
        }
        if (dynamic_cast<P::TemplateInterpolationContext*>(ctx) && !expression_expected()) {
          auto* interp = static_cast<P::TemplateInterpolationContext*>(ctx);
          // Inside quotes, a quote after the expression is where the
          // reference's scanner ends the template.
          const bool quote_ends_template = type() == P::OQUOTE && innermost_template_is_quoted(interp);
          if (at_eof() || quote_ends_template) {
            return make(
                DiagKind::UnclosedInterpolation,
                std::string("There is no closing brace for this interpolation sequence before the end of the ") +
                    (at_eof() ? "file" : "quoted template") +
                    ". This might be caused by incorrect nesting inside the given expression.",
                first_template_token(interp));
          }
          return make(DiagKind::ExtraCharactersAfterInterpolation,
                      "Expected a closing brace to end the interpolation expression, but found extra characters.\n\n"
                      "This can happen when you include interpolation syntax for another language, such as shell "
                      "scripting, but forget to escape the interpolation start token. If this is an embedded "
                      "sequence for another language, escape it by starting with \"$${\" instead of just \"${\".",
                      range(token_));
        }
        if (expression_expected()) return expression_start();
        return std::nullopt;
      }
      default: break;
    }
    if (expression_expected()) return expression_start();
    switch (ctx->getRuleIndex()) {
      case P::RuleExpression:
        if (dynamic_cast<P::ConditionalExprContext*>(ctx)) {
          return make(DiagKind::MissingFalseExpression,
                      "The conditional operator (...?...:...) requires a false expression, delimited by a colon.",
                      range(token_));
        }
        return std::nullopt;
      case P::RuleTupleCons:
        if (element_expected()) return expression_start();
        if (at_eof()) {
          return make(DiagKind::UnterminatedTuple,
                      "There is no corresponding closing bracket before the end of the file. This may be caused by "
                      "incorrect bracket nesting elsewhere in this file.",
                      range(ctx->getStart()));
        }
        return make(DiagKind::MissingItemSeparator, "Expected a comma to mark the beginning of the next item.",
                    range(token_));
      case P::RuleObjectElem:
        // `{for` and the end of the input: a for expression without its names.
        if (at_eof() && previous_token() && previous_token()->getText() == "for" &&
            token_after_opening_brace(previous_token())) {
          return make(DiagKind::InvalidForExpression, "For expression requires variable name after 'for'.",
                      range(token_));
        }
        // A key that the end of the input follows (`{a = 1, b`): the
        // reference looks for the object's closing brace there.
        if (at_eof()) return unterminated_object();
        if (type() == P::NEWLINE || type() == P::COMMA) {
          return make(DiagKind::MissingAttributeValue,
                      "Expected an attribute value, introduced by an equals sign (\"=\").", range(token_));
        }
        // A keyword is a name here too (`{a endif = 1}`): the reference
        // lexes it as one.
        if (is_identifier(type())) {
          return make(DiagKind::MissingKeyValueSeparator,
                      "Expected an equals sign (\"=\") to mark the beginning of the attribute value. If you intended "
                      "to given an attribute name containing periods or spaces, write the name in quotes to create a "
                      "string literal.",
                      range(token_));
        }
        return make(DiagKind::MissingKeyValueSeparator,
                    "Expected an equals sign (\"=\") to mark the beginning of the attribute value.", range(token_));
      case P::RuleObjectCons:
      case P::RuleObjectSep: {
        if (element_expected()) return expression_start();
        if (at_eof()) return unterminated_object();
        return make(DiagKind::MissingAttributeSeparator,
                    "Expected a newline or comma to mark the beginning of the next attribute.", range(token_));
      }
      case P::RuleFunctionCall: {
        auto* call = static_cast<P::FunctionCallContext*>(ctx);
        if (antlr4::tree::TerminalNode* ellipsis = call->ELLIPSIS()) {
          return make(DiagKind::MissingClosingParenthesis,
                      "An expanded function argument (with ...) must be immediately followed by closing parentheses.",
                      range(ellipsis->getSymbol()));
        }
        if (element_expected()) return expression_start();
        if (at_eof()) {
          return make(DiagKind::UnterminatedFunctionCall,
                      "There is no closing parenthesis for this function call before the end of the file. This may "
                      "be caused by incorrect parenthesis nesting elsewhere in this file.",
                      range(call->getStart(), call->LPAREN()->getSymbol()));
        }
        return make(DiagKind::MissingArgumentSeparator,
                    "A comma is required to separate each function argument from the next.", range(token_));
      }
      case P::RulePrimary:
        if (primary_opened_by(ctx, P::LPAREN)) {
          return make(DiagKind::UnbalancedParentheses, "Expected a closing parenthesis to terminate the expression.",
                      range(token_));
        }
        if (primary_opened_by(ctx, P::OQUOTE) || primary_opened_by(ctx, P::HEREDOC_START)) {
          return unterminated_template();
        }
        return std::nullopt;
      case P::RuleStringLit:
        if (type() == P::TEMPLATE_INTERP || type() == P::TEMPLATE_DIRECTIVE) return invalid_string_literal();
        return unterminated_template();
      case P::RulePostfix:
        if (postfix_opened_with(ctx, P::LBRACK) && !postfix_second_token(ctx)) {  // an index's expression
          return make(DiagKind::MissingIndexBracket, "The index operator must end with a closing bracket (\"]\").",
                      range(closing_bracket_from(token_)));
        }
        // The reference takes the token after `[*` as the bracket it wanted
        // and reports where the next bracket closes (`a[* [b]]`: the first `]`).
        if (postfix_opened_with(ctx, P::LBRACK) && postfix_second_token(ctx) == P::STAR) {
          return make(DiagKind::MissingSplatBracket,
                      "The star for a full splat operator must be immediately followed by a closing bracket (\"]\").",
                      range(at_eof() ? token_ : closing_bracket_from(token_after(token_))));
        }
        // After `[`, neither an index expression nor a splat's `*`.
        if (site_.decision_start && site_.decision_start->getType() == P::LBRACK) return expression_start();
        return make(DiagKind::InvalidAttributeName, "An attribute name is required after a dot.", range(token_));
      case P::RuleBlockContent: return single_line_block_problem(ctx);
      case P::RuleBlock: return block_problem(static_cast<P::BlockContext*>(ctx));
      case P::RuleBody: return body_problem(static_cast<P::BodyContext*>(ctx));
      case P::RuleBodyItem: return block_header_problem();
      case P::RuleConfigFile: return item_start_problem();
      case P::RuleExpressionOnly:
        return make(DiagKind::ExtraCharactersAfterExpression,
                    "An expression was successfully parsed, but extra characters were found after it.", range(token_));
      case P::RuleTraversalOnly:
      case P::RuleTraversalStep:
        return make(DiagKind::InvalidTraversal,
                    "A traversal is a name followed by attribute names, literal indexes or legacy indexes.",
                    range(token_));
      default: return std::nullopt;
    }
  }

  // Whether a postfix (unlabelled alternatives: HclParser.g4) got past its
  // first token, which is `type`.
  static bool postfix_opened_with(const ParserRuleContext* postfix, std::size_t type) {
    if (postfix->children.size() < 2) return false;
    auto* first = dynamic_cast<antlr4::tree::TerminalNode*>(postfix->children[0]);
    return first && first->getSymbol()->getType() == type;
  }

  // The type of a postfix's second child if it is a token, 0 if it is a rule's.
  static std::size_t postfix_second_token(const ParserRuleContext* postfix) {
    auto* second = dynamic_cast<antlr4::tree::TerminalNode*>(postfix->children[1]);
    return second ? second->getSymbol()->getType() : 0;
  }

  // `%{ if x y }`: something after a directive marker's header where its
  // closing brace should be. The summary names the marker's keyword.
  std::optional<Diagnostic> extra_characters_in_marker() const {
    int depth = 0;
    for (std::size_t i = token_->getTokenIndex(); i-- > 0;) {
      Token* t = tokens_.get(i);
      switch (t->getType()) {
        case P::RBRACE:
        case P::STRIP_RBRACE: ++depth; break;
        case P::LBRACE:
        case P::TEMPLATE_INTERP:
          if (depth-- == 0) return std::nullopt;
          break;
        case P::TEMPLATE_DIRECTIVE: {
          if (depth-- > 0) break;
          Diagnostic d =
              make(DiagKind::ExtraCharactersInMarker,
                   "Expected a closing brace to end the sequence, but found extra characters.", range(token_));
          d.summary = "Extra characters in " + token_after(t)->getText() + " marker";
          return d;
        }
        default: break;
      }
    }
    return std::nullopt;
  }

  // The first `]` from `from` on that closes no bracket opened after `from`
  // (skipping nested pairs), else the end of the input: where the reference
  // reports a missing `]`.
  Token* closing_bracket_from(Token* from) const {
    int depth = 0;
    Token* t = from;
    for (; t->getType() != Token::EOF; t = token_after(t)) {
      if (t->getType() == P::LBRACK) ++depth;
      if (t->getType() == P::RBRACK && depth-- == 0) return t;
    }
    return t;
  }

  // The end of the input, when the template around the error never closes:
  // a quoted one cut off there, or a heredoc with no closing marker after the
  // error. Null otherwise.
  Token* unterminated_template_end() const {
    if (innermost_primary(P::HEREDOC_START) && !innermost_template_is_quoted(site_.context)) {
      Token* t = token_;
      while (t->getType() != Token::EOF && t->getType() != P::HEREDOC_END) t = token_after(t);
      return t->getType() == Token::EOF ? t : nullptr;
    }
    return at_eof() && innermost_primary(P::OQUOTE) ? token_ : nullptr;
  }

  // An unterminated heredoc runs to the end of the file; the reference shows
  // its content from the line after the opening marker.
  Diagnostic unterminated_template() const { return unterminated_template(token_); }
  Diagnostic unterminated_template(Token* end) const {
    Diagnostic d =
        make(DiagKind::UnterminatedTemplateString, "No closing marker was found for the string.", range(end));
    if (ParserRuleContext* heredoc = innermost_primary(P::HEREDOC_START);
        heredoc && !innermost_template_is_quoted(site_.context)) {
      d.context = positions_.range(positions_.span(positions_.end_byte(heredoc->getStart()), positions_.end_byte(end)));
    }
    return d;
  }

  Diagnostic invalid_string_literal() const {
    const std::string mark = type() == P::TEMPLATE_DIRECTIVE ? "%" : "$";
    return make(DiagKind::InvalidStringLiteral,
                "Template sequences are not allowed in this string. To include a literal \"" + mark +
                    "\", double it (as \"" + mark + mark + "\") to escape it.",
                range(token_));
  }

  Diagnostic unclosed_block(P::BlockContext* block) const {
    return make(DiagKind::UnclosedBlock,
                "There is no closing brace for this block before the end of the file. This may be caused by "
                "incorrect brace nesting elsewhere in this file.",
                range(block->LBRACE()->getSymbol()));
  }

  // Where a body item should start.
  std::optional<Diagnostic> item_start_problem() const {
    if (at_eof()) {
      if (auto* block = innermost<P::BlockContext>()) return unclosed_block(block);
    }
    // A quoted name right after a block's `{` on its line is no argument
    // name to the reference: a one-line block wants a name there.
    const bool opens_one_line_block = previous_token() && previous_token()->getType() == P::LBRACE;
    if (type() == P::OQUOTE && !opens_one_line_block) {
      return make(DiagKind::InvalidArgumentName, "Argument names must not be quoted.", range(token_));
    }
    return make(DiagKind::ArgumentOrBlockRequired, "An argument or block definition is required here.", range(token_));
  }

  std::optional<Diagnostic> body_problem(P::BodyContext* body) const {
    if (at_eof()) {
      if (auto* block = innermost<P::BlockContext>()) return unclosed_block(block);
    }
    // After a complete item the body expects the newline that ends it.
    if (!body->children.empty()) {
      if (auto* item = dynamic_cast<P::BodyItemContext*>(body->children.back())) return missing_newline(item);
    }
    return item_start_problem();
  }

  Diagnostic missing_newline(P::BodyItemContext* item) const {
    if (item->attribute() && type() == P::COMMA) {
      return make(DiagKind::UnexpectedCommaAfterArgument,
                  "Argument definitions must be separated by newlines, not commas. An argument definition must end "
                  "with a newline.",
                  range(token_));
    }
    if (item->attribute()) {
      return make(DiagKind::MissingNewlineAfterArgument, "An argument definition must end with a newline.",
                  range(token_));
    }
    return make(DiagKind::MissingNewlineAfterBlock, "A block definition must end with a newline.", range(token_));
  }

  std::optional<Diagnostic> block_problem(P::BlockContext* block) const {
    if (!block->LBRACE()) return block_header_problem();
    if (at_eof()) return unclosed_block(block);
    auto* single = dynamic_cast<P::SingleLineBlockContext*>(block->blockContent());
    if (!single) return item_start_problem();
    if (type() == P::NEWLINE) {
      return make(DiagKind::InvalidSingleArgumentBlock,
                  "An argument definition on the same line as its containing block creates a single-line block "
                  "definition, which must also be closed on the same line. Place the block's closing brace "
                  "immediately after the argument definition.",
                  range(token_));
    }
    if (type() == P::COMMA) {
      return make(DiagKind::InvalidSingleArgumentBlock,
                  "Single-line block syntax can include only one argument definition. To define multiple arguments, "
                  "use the multi-line block syntax with one argument definition per line.",
                  range(token_));
    }
    return make(DiagKind::InvalidSingleArgumentBlock,
                "A single-line block definition must end with a closing brace immediately after its single argument "
                "definition.",
                range(token_));
  }

  // `a { b {} }`: a nested block on the line of its parent.
  std::optional<Diagnostic> single_line_block_problem(ParserRuleContext* content) const {
    Token* start = site_.decision_start ? site_.decision_start : content->getStart();
    if (at_eof()) {
      if (auto* block = innermost<P::BlockContext>()) return unclosed_block(block);
    }
    if (is_identifier(start->getType())) {
      return make(DiagKind::ArgumentRequired,
                  "A single-line block definition can contain only a single argument. If you meant to define "
                  "argument \"" +
                      start->getText() +
                      "\", use an equals sign to assign it a value. To define a nested block, place it on a line of "
                      "its own within its parent block.",
                  range(start, token_));
    }
    return item_start_problem();
  }

  // The attribute-or-block decision after a name failed.
  std::optional<Diagnostic> block_header_problem() const {
    Token* name = site_.decision_start;
    if (name == token_) return item_start_problem();
    if (name && token_->getTokenIndex() == name->getTokenIndex() + 1) {
      return make(DiagKind::ArgumentOrBlockRequired,
                  "An argument or block definition is required here. To set an argument, use the equals sign \"=\" "
                  "to introduce the argument value.",
                  range(name));
    }
    if (type() == P::TEMPLATE_INTERP || type() == P::TEMPLATE_DIRECTIVE) return invalid_string_literal();
    if (at_eof() || (type() != P::NEWLINE && type() != P::EQ)) {
      return make(DiagKind::InvalidBlockDefinition,
                  "Either a quoted string block label or an opening brace (\"{\") is expected here.", range(token_));
    }
    if (type() == P::EQ) {
      return make(DiagKind::InvalidBlockDefinition,
                  "The equals sign \"=\" indicates an argument definition, and must not be used when defining a "
                  "block.",
                  range(token_));
    }
    return make(DiagKind::InvalidBlockDefinition,
                "A block definition must have block content delimited by \"{\" and \"}\", starting on the same line "
                "as the block header.",
                range(token_));
  }

  const SyntaxErrorSite& site_;
  const TokenPositions& positions_;
  TokenStream& tokens_;
  Token* token_;
};

// Characters that other languages use get a hint, as in the reference.
std::string invalid_character_detail(std::string_view character) {
  if (character == "'") return "Single quotes are not valid. Use double quotes (\") to enclose strings.";
  if (character == "`") {
    return "The \"`\" character is not valid. To create a multi-line string, use the \"heredoc\" syntax, like "
           "\"<<EOT\".";
  }
  if (character == ";") {
    return "The \";\" character is not valid. Use newlines to separate arguments and blocks, and commas to separate "
           "items in collection values.";
  }
  if (character == "\u201c" || character == "\u201d") {
    return "\"Curly quotes\" are not valid here. These can sometimes be inadvertently introduced when sharing code "
           "via documents or discussion forums. It might help to replace the character with a \"straight quote\".";
  }
  return "This character is not used within the language.";
}

}  // namespace

bool is_missing_object_key(const Diagnostic& d) {
  return d.kind == DiagKind::InvalidForExpression && d.detail == kMissingObjectKey;
}

bool is_template_structure_kind(DiagKind kind) {
  return kind == DiagKind::UnexpectedElseDirective || kind == DiagKind::UnexpectedEndifDirective ||
         kind == DiagKind::UnexpectedEndforDirective || kind == DiagKind::UnexpectedEndOfTemplate;
}

std::optional<Diagnostic> number_problem(const TokenPositions& positions, const antlr4::Token* number, NumberUse use) {
  const std::string_view digits = positions.text(number);
  const std::size_t dot = digits.find('.');
  if (use == NumberUse::LegacyIndex) {
    if (dot == std::string_view::npos) return std::nullopt;
    return make_diag(DiagKind::InvalidLegacyIndex,
                     "When using the legacy index syntax, chaining two indexes together is not permitted. Use the "
                     "proper index syntax instead, like [" +
                         std::string(digits.substr(0, dot)) + "][" + std::string(digits.substr(dot + 1)) + "].",
                     positions.range(number));
  }
  const std::size_t exponent = digits.find_first_of("eE");
  const bool one_dot = dot == std::string_view::npos || digits.find('.', dot + 1) == std::string_view::npos;
  const bool exponent_last =
      exponent == std::string_view::npos || (digits.find_first_of("eE.", exponent + 1) == std::string_view::npos &&
                                             (dot == std::string_view::npos || dot < exponent));
  if (one_dot && exponent_last) return std::nullopt;
  return make_diag(DiagKind::InvalidNumberLiteral, "Failed to recognize the value of this number literal.",
                   positions.range(number));
}

std::vector<NumberProblem> number_problems(TokenStream& tokens, const TokenPositions& positions, std::size_t first,
                                           std::size_t end) {
  std::vector<NumberProblem> result;
  for (std::size_t i = first; i < end && i < tokens.size(); ++i) {
    if (tokens.type_at(i) != P::NUMBER) continue;
    Token* number = tokens.get(i);
    const NumberUse use = i > 0 && tokens.type_at(i - 1) == P::DOT ? NumberUse::LegacyIndex : NumberUse::Literal;
    if (auto problem = number_problem(positions, number, use)) {
      result.push_back(NumberProblem{i, std::move(*problem)});
    }
  }
  return result;
}

// Like the reference's scanner, report the characters that are not part of
// the language, the operators of other languages and the newlines inside a
// quoted string, wherever they are. The reference tells some kinds only a
// few times: the first two strings in single quotes and the first two in
// backticks (it reports every other quote: an opening one), the first
// semicolon, the first four bitwise operators, the first byte of invalid
// UTF-8 outside comments; hclc also stops at 1,000 of
// the others, so that a binary file does not produce a flood. The syntax
// error at such a token is reported besides.
std::vector<Diagnostic> lexical_problems(TokenStream& tokens, const TokenPositions& positions) {
  static constexpr std::size_t kMaxLexicalDiagnostics = 1000;
  struct Quota {
    std::size_t left;
    bool take() {
      if (left == 0) return false;
      --left;
      return true;
    }
  };
  Quota single_quotes{2}, backticks{2}, semicolons{1}, bitwise{4}, invalid_encoding{1};
  std::vector<Diagnostic> result;
  if (!tokens.may_hold_lexical_problems()) return result;
  auto bitwise_operator = [&](Token* t, const char* instead) {
    if (!bitwise.take()) return;
    result.push_back(make_diag(DiagKind::UnsupportedOperator,
                               std::string("Bitwise operators are not supported.") + instead, positions.range(t)));
  };
  for (std::size_t i = 0; i < tokens.size() && result.size() < kMaxLexicalDiagnostics; ++i) {
    // The token's object is made only for the kinds reported: most are none.
    switch (tokens.type_at(i)) {
      case P::INVALID: {
        Token* t = tokens.get(i);
        const std::string_view text = positions.text(t);
        if (text == "^") {
          bitwise_operator(t, "");
          break;
        }
        // A byte that starts no UTF-8 sequence (the lexer makes each a token).
        if (text.size() == 1 && static_cast<unsigned char>(text[0]) >= 0x80) {
          if (invalid_encoding.take()) {
            result.push_back(make_diag(DiagKind::InvalidUtf8, kInvalidUtf8Detail, positions.range(t)));
          }
          break;
        }
        Quota* quota = text == "'" ? &single_quotes : text == "`" ? &backticks : text == ";" ? &semicolons : nullptr;
        if (quota && !quota->take()) break;
        result.push_back(make_diag(DiagKind::InvalidCharacter, invalid_character_detail(text), positions.range(t)));
        break;
      }
      case P::BITWISE_AND: bitwise_operator(tokens.get(i), " Did you mean boolean AND (\"&&\")?"); break;
      case P::BITWISE_OR: bitwise_operator(tokens.get(i), " Did you mean boolean OR (\"||\")?"); break;
      case P::BITWISE_NOT: bitwise_operator(tokens.get(i), " Did you mean boolean NOT (\"!\")?"); break;
      case P::QUOTED_NEWLINE:
        result.push_back(make_diag(DiagKind::InvalidMultiLineString,
                                   "Quoted strings may not be split over multiple lines. To produce a multi-line "
                                   "string, either use the \\n escape to represent a newline character or use the "
                                   "\"heredoc\" multi-line template syntax.",
                                   positions.range(tokens.get(i))));
        break;
      default: break;
    }
  }
  return result;
}

Resumption resume_after(const SyntaxErrorSite& site, const Diagnostics& described, bool in_recovery,
                        std::size_t most_names, const TokenPositions& positions, TokenStream& tokens,
                        ReadPast& read_past) {
  const std::size_t offending = site.offending->getTokenIndex();
  read_past = ReadPast{1, 1, offending};
  if (described.empty()) return Resumption::SkipItem;
  if (in_recovery && described.size() == 1 && described[0].kind == DiagKind::InvalidExpression) {
    // A `?` where a conditional's true expression should start: with a name
    // before it, it starts another conditional, whose true expression the
    // next `?` of the run is again instead of.
    std::size_t names = 1;
    if (tokens.type_at(offending) == P::QUESTION && offending > 0 && tokens.type_at(offending - 1) == P::QUESTION) {
      while (names < most_names && tokens.type_at(offending + names) == P::QUESTION) ++names;
    }
    for (std::size_t at = offending + names; at-- > offending;) tokens.insert_empty(at, P::IDENT);
    read_past = ReadPast{names, names, offending + 2 * (names - 1)};
    return Resumption::ParseAgain;
  }
  const ErrorDescriber describer(site, positions, tokens);
  if (in_recovery && described.size() == 1 && described[0].kind == DiagKind::UnclosedInterpolation) {
    return describer.make_interpolation_literal();
  }
  if (in_recovery && described.size() == 1 && described[0].kind == DiagKind::UnterminatedTemplateString) {
    return describer.read_template_on(site.offending->getTokenIndex());
  }
  if (std::all_of(described.begin(), described.end(),
                  [](const Diagnostic& d) { return is_template_structure_kind(d.kind); })) {
    return describer.make_template_directives_literal();
  }
  if (in_recovery && described.size() == 1 &&
      (described[0].kind == DiagKind::MissingItemSeparator ||
       described[0].kind == DiagKind::MissingAttributeSeparator ||
       described[0].kind == DiagKind::MissingKeyValueSeparator ||
       described[0].kind == DiagKind::MissingAttributeValue)) {
    return describer.skip_to_constructor_closer();
  }
  if (described.size() == 1 && described[0].kind == DiagKind::MissingFalseExpression) {
    return describer.end_conditionals_after_true_expression(read_past.mistakes);
  }
  if (described.size() == 1 && described[0].kind == DiagKind::InvalidStringLiteral) {
    return describer.make_label_sequence_literal();
  }
  return Resumption::SkipItem;
}

std::vector<Diagnostic> describe_syntax_error(const SyntaxErrorSite& site, const TokenPositions& positions,
                                              TokenStream& tokens) {
  return ErrorDescriber(site, positions, tokens).describe();
}

}  // namespace hclc::syntax_internal
