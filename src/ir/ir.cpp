#include "ir/ir.h"

namespace hclc::ir {

std::string_view node_kind_name(NodeKind kind) {
  switch (kind) {
#define HCLC_IR_NODE(k) \
  case NodeKind::k:     \
    return #k;
#include "ir/node_kinds.def"
#undef HCLC_IR_NODE
  }
  return "?";
}

std::string_view unary_op_name(UnaryOp op) {
  switch (op) {
    case UnaryOp::Negate: return "Negate";
    case UnaryOp::Not: return "Not";
  }
  return "?";
}

std::string_view unary_op_symbol(UnaryOp op) {
  switch (op) {
    case UnaryOp::Negate: return "-";
    case UnaryOp::Not: return "!";
  }
  return "?";
}

std::string_view binary_op_name(BinaryOp op) {
  switch (op) {
    case BinaryOp::Or: return "Or";
    case BinaryOp::And: return "And";
    case BinaryOp::Equal: return "Equal";
    case BinaryOp::NotEqual: return "NotEqual";
    case BinaryOp::Greater: return "Greater";
    case BinaryOp::GreaterOrEqual: return "GreaterOrEqual";
    case BinaryOp::Less: return "Less";
    case BinaryOp::LessOrEqual: return "LessOrEqual";
    case BinaryOp::Add: return "Add";
    case BinaryOp::Subtract: return "Subtract";
    case BinaryOp::Multiply: return "Multiply";
    case BinaryOp::Divide: return "Divide";
    case BinaryOp::Modulo: return "Modulo";
  }
  return "?";
}

std::string_view binary_op_symbol(BinaryOp op) {
  switch (op) {
    case BinaryOp::Or: return "||";
    case BinaryOp::And: return "&&";
    case BinaryOp::Equal: return "==";
    case BinaryOp::NotEqual: return "!=";
    case BinaryOp::Greater: return ">";
    case BinaryOp::GreaterOrEqual: return ">=";
    case BinaryOp::Less: return "<";
    case BinaryOp::LessOrEqual: return "<=";
    case BinaryOp::Add: return "+";
    case BinaryOp::Subtract: return "-";
    case BinaryOp::Multiply: return "*";
    case BinaryOp::Divide: return "/";
    case BinaryOp::Modulo: return "%";
  }
  return "?";
}

}  // namespace hclc::ir
