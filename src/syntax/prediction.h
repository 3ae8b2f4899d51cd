#pragma once
// The parser's prediction: ANTLR's, with what it would compute in SLL mode
// looked up first in tables made at build time. Private to src/syntax.

#include <cstddef>
#include <vector>

#include "antlr4-runtime.h"
#include "syntax/parser_base.h"
#include "syntax/prediction_cache.h"

namespace hclc::syntax_internal {

// The prediction from the build's tables (prediction_table_generator.cpp),
// for the parser in SLL mode, or 0 where they do not tell. First: where the
// next token can begin only one alternative of the decision (from each
// alternative's first tokens, with predicates assumed to pass and "any
// token" where it can end its rule), that alternative; on valid input that
// is the one possible alternative, and after a syntax error the driver
// parses again in LL mode, which predicts in full and finds the same error
// site as before. Then the walk ANTLR makes through the decision's SLL DFA,
// whose states and edges the build made for every lookahead it can meet
// (up to a bound on states), with its error edges and the predictions that
// depend on predicates left to ANTLR.
std::size_t predict_from_tables(TokenStream& input, std::size_t decision, int precedence);
// predict_from_tables where the first token, of column `first_column` (its
// type, 0 for EOF), does not tell: the DFA's walk alone.
std::size_t predict_past_first_token(TokenStream& input, std::size_t decision, std::size_t first_column,
                                     int precedence);

// The first of those tables, which the parser looks up inline in SLL mode
// (HclParserBase::adaptive_predict), with the walk that follows it
// (predict_past_first_token).
const grammar::HclParserBase::FirstTokenTable& first_token_table();

// ANTLR's prediction with the tables in front (SLL mode only), and the ATN
// built only when they do not tell.
//
// Its prediction caches are the calling thread's own. The generated parser's
// (static, shared by every parser of the grammar) are guarded in ANTLR 4.9 by
// locks that do not cover every access, and parsers on several threads at
// once crash in them (antlr/antlr4 issues 1826, 2199, 2210); a thread's own
// DFA makes hcl::Parser safe to use from any number of threads at once.
class TablePrediction : public antlr4::atn::ParserATNSimulator {
 public:
  // `grammar_atn` is the generated parser's, possibly not built yet
  // (build_atn); `tokens` its input, whose types the tables' walk reads
  // inline.
  TablePrediction(grammar::HclParserBase* recognizer, TokenStream& tokens, const antlr4::atn::ATN& grammar_atn)
      : TablePrediction(recognizer, tokens, grammar_atn, thread_caches()) {}

  // ParserATNSimulator::setPredictionMode (not virtual), noting whether the
  // mode is SLL, which each prediction asks (a call into the runtime each).
  void set_mode(antlr4::atn::PredictionMode mode) {
    setPredictionMode(mode);
    sll_ = mode == antlr4::atn::PredictionMode::SLL;
  }

  // The DFA states this thread's parsers keep (ThreadCaches::keep_bounded).
  static std::size_t thread_states() { return thread_caches().states(); }

  size_t adaptivePredict(antlr4::TokenStream* input, size_t decision,
                         antlr4::ParserRuleContext* outer_context) override {
    if (sll_) {
      if (input == &tokens_) {
        if (size_t alt = predict_from_tables(tokens_, decision, parser_.precedence()); alt != 0) return alt;
      }
      if (size_t alt = cached_prediction(input, decision); alt != 0) return alt;
    }
    caches_.prepare(atn);
    caches_.keep_bounded(atn);
    return ParserATNSimulator::adaptivePredict(input, decision, outer_context);
  }

 private:
  // The walk that ANTLR's SLL prediction makes through the decision's DFA
  // when every state on the way is already there, without its costs around
  // the walk (a std::function, a heap allocation, a global lock per edge).
  // 0 where the walk needs a state not yet made, a predicate or reaches the
  // error state: ANTLR's prediction then makes the same walk and does the
  // rest. The DFA is this thread's own (ThreadCaches), so reading it needs no
  // lock.
  size_t cached_prediction(antlr4::TokenStream* input, size_t decision) const {
    if (decisionToDFA.empty()) return 0;
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

  struct ThreadCaches {
    std::vector<antlr4::dfa::DFA> decision_to_dfa;  // empty until the ATN is needed
    antlr4::atn::PredictionContextCache contexts;

    // ANTLR keeps every DFA state it makes. Valid input is predicted from
    // the tables, so the states that pile up here are those of invalid
    // lookahead, and a thread that lives long on endless new mistakes (a
    // language server, a fuzzer) would grow without end (a fuzzer's reached
    // 2 GB): past kMaxPredictionStates states (hundreds of bytes each, with
    // their configurations) the thread's DFA and contexts start again empty,
    // at the cost of predicting again the mistakes seen before. Counted every kStatesCountedEvery fallbacks to
    // ANTLR, since a count visits every decision.
    static constexpr std::size_t kStatesCountedEvery = 256;
    std::size_t fallbacks_since_count = 0;

    void prepare(const antlr4::atn::ATN& grammar_atn) {
      if (!decision_to_dfa.empty()) return;
      grammar::build_atn();
      decision_to_dfa.reserve(grammar_atn.getNumberOfDecisions());
      for (size_t i = 0; i < grammar_atn.getNumberOfDecisions(); ++i) {
        decision_to_dfa.emplace_back(grammar_atn.getDecisionState(i), i);
      }
    }

    std::size_t states() const {
      std::size_t count = 0;
      for (const antlr4::dfa::DFA& dfa : decision_to_dfa) count += dfa.states.size();
      return count;
    }

    // Between two of ANTLR's predictions no DFA state is held by anyone, so
    // the DFA may be dropped here.
    void keep_bounded(const antlr4::atn::ATN& grammar_atn) {
      if (++fallbacks_since_count < kStatesCountedEvery) return;
      fallbacks_since_count = 0;
      if (states() <= kMaxPredictionStates) return;
      decision_to_dfa.clear();  // the simulator refers to the vector, which stays
      contexts.clear();
      prepare(grammar_atn);
    }
  };

  static ThreadCaches& thread_caches() {
    thread_local ThreadCaches caches;  // one grammar, one ATN
    return caches;
  }

  TablePrediction(grammar::HclParserBase* recognizer, TokenStream& tokens, const antlr4::atn::ATN& grammar_atn,
                  ThreadCaches& caches)
      : ParserATNSimulator(recognizer, grammar_atn, caches.decision_to_dfa, caches.contexts),
        parser_(*recognizer),
        tokens_(tokens),
        caches_(caches) {}

  const grammar::HclParserBase& parser_;
  TokenStream& tokens_;
  bool sll_ = false;  // the mode is SLL (set_mode): the tables come first
  ThreadCaches& caches_;
};

}  // namespace hclc::syntax_internal
