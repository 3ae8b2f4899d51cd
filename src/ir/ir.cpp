#include "ir/ir.h"

#include <cstring>

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

std::string_view binary_op_name(BinaryOp op) {
  switch (op) {
#define HCLC_BINARY_OP(name, token, operand_type, result_type) \
  case BinaryOp::name:                                         \
    return #name;
#include "ir/binary_ops.def"
#undef HCLC_BINARY_OP
  }
  return "?";
}

std::string_view TextPool::add(std::string_view text) {
  if (chunks_.empty() || chunks_.back().capacity - chunks_.back().used < text.size()) {
    constexpr std::size_t kFirstChunk = 1024;
    constexpr std::size_t kLargestChunk = std::size_t{1} << 20;
    const std::size_t room = chunks_.empty() ? kFirstChunk : std::min(chunks_.back().capacity * 2, kLargestChunk);
    const std::size_t capacity = std::max(room, text.size());
    // Uninitialized: only the bytes that a text is copied to are touched
    // (new[] rather than make_unique_for_overwrite, which the WebAssembly
    // build's libc++ lacks).
    chunks_.push_back(Chunk{std::unique_ptr<char[]>(new char[capacity]), capacity, 0});
  }
  Chunk& chunk = chunks_.back();
  char* at = chunk.bytes.get() + chunk.used;
  std::memcpy(at, text.data(), text.size());
  chunk.used += text.size();
  return {at, text.size()};
}

bool TextPool::holds(std::string_view text) const {
  const std::less<> before;
  // The last chunk first: what the lowering adopts was mostly just added.
  for (std::size_t i = chunks_.size(); i-- > 0;) {
    const char* begin = chunks_[i].bytes.get();
    if (!before(text.data(), begin) && !before(begin + chunks_[i].used, text.data() + text.size())) return true;
  }
  return false;
}

void Arena::reserve_for_tokens(std::size_t tokens) {
  // Upper bounds measured on real and generated configurations: the corpus
  // has 0.17 nodes a token (0.23 in corpus.hcl, its files in one), large.hcl
  // (an expression or a template on every line) 0.42, of which literals
  // 0.12, templates 0.07, scope traversals 0.05; attributes 0.08, blocks and
  // bodies 0.03; function calls 0.022 in the corpus, none in large.hcl. A
  // table that outgrows its share doubles once, as it would have without a
  // reservation: for a large source, a copy of the whole table into pages
  // new to the process. Room that a small source leaves unused is not free:
  // the heap gives it to the next file's small pieces, pages that the
  // smaller tables of a series of files (hclc over a directory) would have
  // kept reusing; so only a large source gets room for its densest tables.
  constexpr std::size_t kLargeSourceTokens = std::size_t{1} << 17;  // about half a MB
  const bool large = tokens >= kLargeSourceTokens;
  nodes_.reserve(large ? tokens / 2 : tokens / 3);
  if (large) table<Call>().reserve(tokens / 32);
  table<Literal>().reserve(tokens / 8);
  table<Template>().reserve(tokens / 12);
  table<ScopeTraversal>().reserve(tokens / 16);
  attributes_.reserve(tokens / 8);
  blocks_.reserve(tokens / 24);
  bodies_.reserve(tokens / 24);
}

namespace {

struct ChildVisitor {
  const std::function<void(ExprId)>& fn;

  void visit(ExprId id) const {
    if (id.valid()) fn(id);
  }
  void operator()(const Literal&) const {}
  void operator()(const Template& n) const {
    for (ExprId part : n.parts) visit(part);
  }
  void operator()(const TemplateInterp& n) const { visit(n.expr); }
  void operator()(const TemplateIf& n) const {
    visit(n.cond);
    visit(n.then_part);
    visit(n.else_part);
  }
  void operator()(const TemplateFor& n) const {
    visit(n.collection);
    visit(n.body);
  }
  void operator()(const TemplateWrap& n) const { visit(n.wrapped); }
  void operator()(const ScopeTraversal&) const {}
  void operator()(const RelativeTraversal& n) const { visit(n.source); }
  void operator()(const Index& n) const {
    visit(n.collection);
    visit(n.key);
  }
  void operator()(const Splat& n) const {
    visit(n.source);
    visit(n.each);
  }
  void operator()(const SplatItem&) const {}
  void operator()(const Tuple& n) const {
    for (ExprId e : n.elements) visit(e);
  }
  void operator()(const Object& n) const {
    for (const ObjectItem& item : n.items) {
      visit(item.key);
      visit(item.value);
    }
  }
  void operator()(const For& n) const {
    visit(n.collection);
    visit(n.key_expr);
    visit(n.value_expr);
    visit(n.cond);
  }
  void operator()(const Call& n) const {
    for (ExprId a : n.args) visit(a);
  }
  void operator()(const Unary& n) const { visit(n.operand); }
  void operator()(const Binary& n) const {
    visit(n.lhs);
    visit(n.rhs);
  }
  void operator()(const Conditional& n) const {
    visit(n.cond);
    visit(n.then_expr);
    visit(n.else_expr);
  }
  void operator()(const Parens& n) const { visit(n.inner); }
  void operator()(const Error&) const {}
};

}  // namespace

void for_each_child(const Arena& arena, ExprId id, const std::function<void(ExprId)>& fn) {
  arena.visit(id, ChildVisitor{fn});
}

}  // namespace hclc::ir
