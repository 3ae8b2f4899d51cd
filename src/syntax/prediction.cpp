#include "syntax/prediction.h"

#include <cstdint>

namespace hclc::syntax_internal {
namespace {

// kDecisions, kColumns, kPrecedences, kAccept, kFirstTokenAlternative,
// kStartState and kTransitions (prediction_table_generator.cpp says how they
// are encoded), made by the build.
#include "prediction_table.inc"

// A token type's column: 0 for EOF, else the type; kColumns for a type
// beyond the grammar's.
std::size_t column_of(std::size_t type) {
  if (type == antlr4::Token::EOF) return 0;
  return type < kColumns ? type : kColumns;
}

}  // namespace

const grammar::HclParserBase::FirstTokenTable& first_token_table() {
  static constexpr grammar::HclParserBase::FirstTokenTable kTable{&kFirstTokenAlternative[0][0], kDecisions, kColumns};
  return kTable;
}

std::size_t predict_from_tables(TokenStream& input, std::size_t decision, int precedence) {
  if (decision >= kDecisions) return 0;
  std::size_t column = column_of(input.LA(1));
  if (column == kColumns) return 0;
  if (unsigned char alt = kFirstTokenAlternative[decision][column]; alt != 0) return alt;
  if (precedence < 0 || precedence >= kPrecedences) return 0;
  std::uint16_t cell = kStartState[decision][precedence];
  // Past the end, LA gives EOF again, as ANTLR's walk (which stops consuming
  // at EOF) sees it.
  for (ssize_t ahead = 1; cell != 0 && (cell & kAccept) == 0; ++ahead) {
    column = column_of(input.LA(ahead));
    if (column == kColumns) return 0;
    cell = kTransitions[cell - 1][column];
  }
  return cell & ~kAccept;
}

}  // namespace hclc::syntax_internal
