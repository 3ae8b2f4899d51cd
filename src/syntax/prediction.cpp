#include "syntax/prediction.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

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

// column_of for each type byte of a token record (TokenRecord::kTypeBits):
// one load a token of the walk rather than its type's decoding and two
// compares.
static_assert(kColumns < TokenRecord::kTypeBits);
constexpr std::array<std::uint8_t, TokenRecord::kTypeBits + 1> kColumnOfTypeByte = [] {
  std::array<std::uint8_t, TokenRecord::kTypeBits + 1> columns{};
  for (std::size_t type = 0; type < TokenRecord::kTypeBits; ++type) {
    columns[type] = static_cast<std::uint8_t>(std::min(type, kColumns));
  }
  columns[TokenRecord::kTypeBits] = 0;  // EOF
  return columns;
}();

}  // namespace

const grammar::HclParserBase::FirstTokenTable& first_token_table() {
  static constexpr grammar::HclParserBase::FirstTokenTable kTable{&kFirstTokenAlternative[0][0], kDecisions, kColumns,
                                                                  &predict_past_first_token};
  return kTable;
}

std::size_t predict_from_tables(TokenStream& input, std::size_t decision, int precedence) {
  if (decision >= kDecisions) return 0;
  const std::size_t column = column_of(input.LA(1));
  if (column == kColumns) return 0;
  if (unsigned char alt = kFirstTokenAlternative[decision][column]; alt != 0) return alt;
  return predict_past_first_token(input, decision, column, precedence);
}

std::size_t predict_past_first_token(TokenStream& input, std::size_t decision, std::size_t first_column,
                                     int precedence) {
  if (precedence < 0 || precedence >= kPrecedences) return 0;
  std::uint16_t cell = kStartState[decision][precedence];
  if (cell == 0 || (cell & kAccept) != 0) return cell & ~kAccept;
  cell = kTransitions[cell - 1][first_column];
  // The records from the current token on end with EOF; past the end, the
  // walk reads EOF again, as ANTLR's (which stops consuming at EOF) sees it.
  const std::span<const TokenRecord> ahead = input.records_ahead();
  for (std::size_t next = 1; cell != 0 && (cell & kAccept) == 0; ++next) {
    const TokenRecord& token = ahead[std::min(next, ahead.size() - 1)];
    const std::size_t column = kColumnOfTypeByte[token.type_and_length & TokenRecord::kTypeBits];
    if (column == kColumns) return 0;
    cell = kTransitions[cell - 1][column];
  }
  return cell & ~kAccept;
}

}  // namespace hclc::syntax_internal
