// prediction_table_generator OUT: writes the parser's prediction tables
// (prediction.h, prediction.cpp) as C++ array initializers, at build time.
//
// A process that parses one small file met each decision of the grammar for
// the first time: ANTLR simulated the ATN to predict (its DFA starts empty in
// every process) after deserializing the ATN, together about half of an
// hcldec run. SLL prediction does not depend on the parser's context, only on
// the decision, the precedence (in the left-recursive `expression` rule) and
// the tokens ahead, so its DFA can be made here once for all the lookahead
// sequences it can meet: each decision's DFA is explored from its start
// state, token type by token type, through ANTLR's own prediction.

#include <algorithm>
#include <cstdint>
#include <deque>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "HclParser.h"
#include "antlr4-runtime.h"

namespace {

using antlr4::atn::ATN;
using antlr4::dfa::DFAState;
using hclc::grammar::HclParser;

// A decision's DFA stops growing here; its remaining lookahead is predicted
// at run time by ANTLR (the table says "unknown").
constexpr std::size_t kMaxStatesPerDecision = 512;
// A table cell: 0 where the table does not tell (no edge, the error state, or
// a prediction that depends on predicates), kAccept | the alternative
// predicted, or the index + 1 of the next state (a row of kTransitions).
constexpr std::uint32_t kAccept = 0x8000;

// Serves the token types of a lookahead sequence, then EOF for ever.
class ScriptedTokens final : public antlr4::TokenStream {
 public:
  void set(const std::vector<std::size_t>& types) {
    tokens_.clear();
    for (std::size_t i = 0; i <= types.size(); ++i) {
      auto token = std::make_unique<antlr4::CommonToken>(i < types.size() ? types[i] : antlr4::Token::EOF);
      token->setTokenIndex(static_cast<ssize_t>(i));
      tokens_.push_back(std::move(token));
    }
    position_ = 0;
  }

  antlr4::Token* LT(ssize_t k) override {
    if (k <= 0) return k == 0 || static_cast<std::size_t>(-k) > position_ ? nullptr : get(position_ + k);
    return get(position_ + static_cast<std::size_t>(k) - 1);
  }
  size_t LA(ssize_t i) override {
    antlr4::Token* token = LT(i);
    return token ? token->getType() : antlr4::Token::INVALID_TYPE;
  }
  void consume() override {
    if (position_ + 1 < tokens_.size()) ++position_;
  }
  size_t index() override { return position_; }
  void seek(size_t index) override { position_ = std::min(index, tokens_.size() - 1); }
  antlr4::Token* get(size_t index) const override { return tokens_[std::min(index, tokens_.size() - 1)].get(); }
  size_t size() override { return tokens_.size(); }
  ssize_t mark() override { return -1; }
  void release(ssize_t) override {}
  antlr4::TokenSource* getTokenSource() const override { return nullptr; }
  std::string getSourceName() const override { return UNKNOWN_SOURCE_NAME; }
  std::string getText(const antlr4::misc::Interval&) override { return ""; }
  std::string getText() override { return ""; }
  std::string getText(antlr4::RuleContext*) override { return ""; }
  std::string getText(antlr4::Token*, antlr4::Token*) override { return ""; }

 private:
  std::vector<std::unique_ptr<antlr4::Token>> tokens_;
  std::size_t position_ = 0;
};

// The generated parser at a chosen precedence, the one input of SLL
// prediction besides the tokens.
class ExploringParser : public HclParser {
 public:
  explicit ExploringParser(antlr4::TokenStream* input) : HclParser(input) {}
  void set_precedence(int precedence) { _precedenceStack.back() = precedence; }
};

// The token type of a table column: column 0 is EOF, the others their type.
std::size_t type_of(std::size_t column) { return column == 0 ? antlr4::Token::EOF : column; }

// Per decision and token type: the only alternative the token can begin,
// with predicates assumed to pass and "any token" where an alternative can
// end its rule; 0 where several can.
std::vector<unsigned char> first_token_row(const ATN& atn, std::size_t decision, std::size_t columns) {
  std::vector<unsigned char> row(columns, 0);
  antlr4::atn::LL1Analyzer analyzer(atn);
  std::vector<antlr4::misc::IntervalSet> first;
  for (antlr4::atn::Transition* transition : atn.decisionToState[decision]->transitions) {
    first.push_back(analyzer.LOOK(transition->target, nullptr, nullptr));
  }
  if (first.size() > 255) return row;
  for (std::size_t column = 0; column < columns; ++column) {
    const auto type = static_cast<ssize_t>(type_of(column));
    std::size_t only = 0;
    std::size_t candidates = 0;
    for (std::size_t i = 0; i < first.size(); ++i) {
      if (first[i].contains(type) || first[i].contains(static_cast<ssize_t>(antlr4::Token::EPSILON))) {
        only = i + 1;
        ++candidates;
      }
    }
    if (candidates == 1) row[column] = static_cast<unsigned char>(only);
  }
  return row;
}

class Explorer {
 public:
  Explorer() : parser_(&tokens_) {
    simulator_ = parser_.getInterpreter<antlr4::atn::ParserATNSimulator>();
    simulator_->setPredictionMode(antlr4::atn::PredictionMode::SLL);
    columns_ = parser_.getATN().maxTokenType + 1;
    // A left-recursive rule is entered with 0 and with each operator's level
    // + 1 (its right operand), the levels that its precedence predicates test.
    for (const antlr4::atn::ATNState* state : parser_.getATN().states) {
      for (const antlr4::atn::Transition* transition : state->transitions) {
        if (transition->getSerializationType() == antlr4::atn::Transition::PRECEDENCE) {
          const int level = static_cast<const antlr4::atn::PrecedencePredicateTransition*>(transition)->precedence;
          precedences_ = std::max(precedences_, level + 2);
        }
      }
    }
  }

  std::size_t columns() const { return columns_; }
  int precedences() const { return precedences_; }
  const ATN& atn() const { return parser_.getATN(); }

  // The DFA of `decision` as far as kMaxStatesPerDecision, and the index + 1
  // in `transitions` of its start state at each precedence (0 if none).
  std::vector<std::uint32_t> explore(std::size_t decision, std::vector<std::vector<std::uint32_t>>& transitions) {
    antlr4::dfa::DFA& dfa = simulator_->decisionToDFA[decision];
    std::vector<std::uint32_t> starts(static_cast<std::size_t>(precedences_), 0);
    std::unordered_map<const DFAState*, std::uint32_t> numbers;  // a state's index + 1 in `transitions`
    std::vector<const DFAState*> numbered;
    std::deque<std::pair<int, std::vector<std::size_t>>> pending;  // precedence and lookahead to a state to explore
    for (int precedence = 0; precedence < precedences_; ++precedence) {
      parser_.set_precedence(precedence);
      predict(decision, {});
      const DFAState* start = dfa.isPrecedenceDfa() ? dfa.getPrecedenceStartState(precedence) : dfa.s0;
      if (start == nullptr) continue;
      auto [it, added] = numbers.emplace(start, static_cast<std::uint32_t>(numbered.size() + 1));
      if (added) {
        numbered.push_back(start);
        pending.emplace_back(precedence, std::vector<std::size_t>{});
      }
      starts[static_cast<std::size_t>(precedence)] = it->second;
    }
    // Every edge of every state reached: a prediction with the lookahead
    // that leads to the state and then each token type adds the edge.
    while (!pending.empty() && numbered.size() < kMaxStatesPerDecision) {
      auto [precedence, lookahead] = std::move(pending.front());
      pending.pop_front();
      parser_.set_precedence(precedence);
      for (std::size_t column = 0; column < columns_; ++column) {
        lookahead.push_back(type_of(column));
        const DFAState* reached = predict(decision, lookahead);
        if (reached != nullptr && !reached->isAcceptState && reached != antlr4::atn::ATNSimulator::ERROR.get() &&
            numbers.emplace(reached, static_cast<std::uint32_t>(numbered.size() + 1)).second) {
          numbered.push_back(reached);
          pending.emplace_back(precedence, lookahead);
        }
        lookahead.pop_back();
      }
    }
    const std::uint32_t base = static_cast<std::uint32_t>(transitions.size());
    for (const DFAState* state : numbered) {
      std::vector<std::uint32_t> row(columns_, 0);
      for (std::size_t column = 0; column < columns_; ++column) row[column] = cell(state, column, numbers, base);
      transitions.push_back(std::move(row));
    }
    for (std::uint32_t& start : starts) {
      if (start != 0) start += base;
    }
    return starts;
  }

 private:
  // ANTLR's SLL prediction of `decision` with these tokens ahead (which adds
  // to the decision's DFA), then the DFA state that they lead to from the
  // start state at the current precedence; null where the DFA has no edge.
  const DFAState* predict(std::size_t decision, const std::vector<std::size_t>& lookahead) {
    tokens_.set(lookahead);
    try {
      simulator_->adaptivePredict(&tokens_, decision, &outer_context_);
    } catch (const antlr4::RecognitionException&) {  // no viable alternative: an ERROR edge
    }
    const antlr4::dfa::DFA& dfa = simulator_->decisionToDFA[decision];
    const DFAState* state = dfa.isPrecedenceDfa() ? dfa.getPrecedenceStartState(parser_.getPrecedence()) : dfa.s0;
    for (std::size_t type : lookahead) {
      if (state == nullptr || state->isAcceptState) return nullptr;
      auto edge = state->edges.find(type);
      state = edge == state->edges.end() ? nullptr : edge->second;
    }
    return state;
  }

  static std::uint32_t cell(const DFAState* state, std::size_t column,
                            const std::unordered_map<const DFAState*, std::uint32_t>& numbers, std::uint32_t base) {
    auto edge = state->edges.find(type_of(column));
    if (edge == state->edges.end() || edge->second == antlr4::atn::ATNSimulator::ERROR.get()) return 0;
    const DFAState* target = edge->second;
    if (target->isAcceptState) {
      // A prediction that depends on predicates is left to ANTLR.
      return target->predicates.empty() && target->prediction < kAccept ? kAccept | target->prediction : 0;
    }
    auto number = numbers.find(target);
    return number == numbers.end() ? 0 : base + number->second;
  }

  ScriptedTokens tokens_;
  ExploringParser parser_;
  antlr4::atn::ParserATNSimulator* simulator_;
  antlr4::ParserRuleContext outer_context_;
  std::size_t columns_;
  int precedences_ = 1;  // the precedences a decision is predicted at: 0 to precedences_ - 1
};

template <class Row>
void write_rows(std::ostream& out, const std::vector<Row>& rows) {
  for (const Row& row : rows) {
    out << "    {";
    for (std::size_t i = 0; i < row.size(); ++i) out << (i ? "," : "") << static_cast<unsigned>(row[i]);
    out << "},\n";
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: prediction_table_generator OUT\n";
    return 1;
  }
  hclc::grammar::build_atn();
  Explorer explorer;
  const ATN& atn = explorer.atn();
  const std::size_t decisions = atn.getNumberOfDecisions();
  std::vector<std::vector<unsigned char>> first_tokens;
  std::vector<std::vector<std::uint32_t>> starts;
  std::vector<std::vector<std::uint32_t>> transitions;
  for (std::size_t decision = 0; decision < decisions; ++decision) {
    first_tokens.push_back(first_token_row(atn, decision, explorer.columns()));
    starts.push_back(explorer.explore(decision, transitions));
  }
  if (transitions.size() >= kAccept) {
    std::cerr << "prediction_table_generator: " << transitions.size() << " states do not fit the table's cells\n";
    return 1;
  }
  std::ofstream out(argv[1]);
  out << "// Generated by prediction_table_generator (src/syntax/prediction_table_generator.cpp).\n"
      << "constexpr std::size_t kDecisions = " << decisions << ";\n"
      << "constexpr std::size_t kColumns = " << explorer.columns() << ";\n"
      << "constexpr int kPrecedences = " << explorer.precedences() << ";\n"
      << "constexpr std::uint16_t kAccept = " << kAccept << ";\n"
      << "constexpr unsigned char kFirstTokenAlternative[kDecisions][kColumns] = {\n";
  write_rows(out, first_tokens);
  out << "};\nconstexpr std::uint16_t kStartState[kDecisions][kPrecedences] = {\n";
  write_rows(out, starts);
  out << "};\nconstexpr std::uint16_t kTransitions[][kColumns] = {\n";
  write_rows(out, transitions);
  out << "};\n";
  return out ? 0 : 1;
}
