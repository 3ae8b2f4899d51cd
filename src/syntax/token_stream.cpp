#include "syntax/token_stream.h"

namespace hclc::syntax_internal {

std::string CompactToken::getText() const {
  std::string_view source = stream_->source();
  if (start_ >= source.size() || end_ > source.size()) return "<EOF>";
  return std::string(source.substr(start_, end_ - start_));
}

std::string CompactToken::toString() const {
  return "[@" + std::to_string(index_) + "," + std::to_string(start_) + ":" + std::to_string(getStopIndex()) + "='" +
         getText() + "',<" + std::to_string(type_) + ">]";
}

void TokenStream::ensure_lexed() const {
  if (!tokens_.empty()) return;
  // About one token for every four bytes of configuration.
  tokens_.reserve(lexer_.source().size() / 4 + 2);
  for (;;) {
    LexedToken token = lexer_.next();
    tokens_.emplace_back(*this, token, tokens_.size());
    if (token.type == antlr4::Token::EOF) return;
  }
}

antlr4::Token* TokenStream::LT(ssize_t k) {
  if (k > 0) {
    size_t i = position_ + static_cast<size_t>(k) - 1;
    if (i < tokens_.size()) return &tokens_[i];
    return get(i);
  }
  if (k == 0 || static_cast<size_t>(-k) > position_) return nullptr;
  return &tokens_[position_ - static_cast<size_t>(-k)];
}

size_t TokenStream::LA(ssize_t i) {
  antlr4::Token* token = LT(i);
  return token ? token->getType() : antlr4::Token::INVALID_TYPE;
}

void TokenStream::consume() {
  ensure_lexed();
  if (position_ + 1 < tokens_.size()) ++position_;
}

void TokenStream::seek(size_t index) {
  ensure_lexed();
  position_ = std::min(index, tokens_.size() - 1);
}

antlr4::Token* TokenStream::get(size_t index) const {
  ensure_lexed();
  return &tokens_[std::min(index, tokens_.size() - 1)];
}

size_t TokenStream::size() {
  ensure_lexed();
  return tokens_.size();
}

std::string TokenStream::getText(const antlr4::misc::Interval& interval) {
  if (interval.a < 0 || interval.b < interval.a) return "";
  return getText(get(static_cast<size_t>(interval.a)), get(static_cast<size_t>(interval.b)));
}

std::string TokenStream::getText() { return getText(get(0), get(size() - 1)); }

std::string TokenStream::getText(antlr4::RuleContext* ctx) { return getText(ctx->getSourceInterval()); }

// The source from the first token's start to the last one's end.
std::string TokenStream::getText(antlr4::Token* start, antlr4::Token* stop) {
  if (!start || !stop) return "";
  std::string_view bytes = source();
  size_t begin = std::min(start->getStartIndex(), bytes.size());
  size_t end = std::min(stop->getStopIndex() + 1, bytes.size());
  return begin < end ? std::string(bytes.substr(begin, end - begin)) : "";
}

}  // namespace hclc::syntax_internal
