#include "syntax/token_stream.h"

#include <algorithm>

#include "HclParser.h"

namespace hclc::syntax_internal {

// INVALID is the last token type grammar/HclParser.g4 declares.
static_assert(grammar::HclParser::INVALID < 0x80, "token types must fit a record's 8 bits, sign-extended");

std::string CompactToken::getText() const {
  std::string_view source = stream_->source();
  if (start_ >= source.size() || end_ > source.size()) return "<EOF>";
  return std::string(source.substr(start_, end_ - start_));
}

std::string CompactToken::toString() const {
  return "[@" + std::to_string(index_) + "," + std::to_string(start_) + ":" + std::to_string(getStopIndex()) + "='" +
         getText() + "',<" + std::to_string(type_) + ">]";
}

void TokenStream::lex_all() const {
  // A large source (a MB or more) gets room for a token every two bytes:
  // the corpus has one every seven, large.hcl (short names, no comments)
  // one every three, and outgrown, the records would be copied into pages
  // new to the process; reserved and not used, they cost address space
  // only. A small one gets room for one every four bytes: in the heap, room
  // left unused goes to the next file's small pieces (see
  // ir::Arena::reserve_for_tokens).
  constexpr std::size_t kLargeSourceBytes = std::size_t{1} << 20;
  const std::size_t bytes = lexer_.source().size();
  records_.reserve((bytes >= kLargeSourceBytes ? bytes / 2 : bytes / 4) + 2);
  lexer_.lex_all(records_, long_token_ends_);
  chunks_.resize(((records_.size() - 1) >> kChunkBits) + 1);
}

void TokenStream::restart() {
  current_ = nullptr;
  previous_ = nullptr;
  records_.clear();
  long_token_ends_.clear();
  chunks_.resize(std::min<size_t>(chunks_.size(), 1));
  for (Chunk& chunk : chunks_) chunk.made = false;
  released_ = 0;
  position_ = 0;
}

void TokenStream::make_chunk(size_t chunk) const {
  const size_t first = chunk << kChunkBits;
  const size_t end = std::min(records_.size(), first + (size_t{1} << kChunkBits));
  Chunk& objects = chunks_[chunk];
  if (objects.capacity < end - first) {
    // Uninitialized slots (new[], as make_unique_for_overwrite is missing
    // from the WebAssembly build's libc++): each object is made in its own.
    objects.slots = std::unique_ptr<Chunk::Slot[]>(new Chunk::Slot[end - first]);
    objects.capacity = static_cast<std::uint32_t>(end - first);
  }
  for (size_t i = first; i < end; ++i) {
    const TokenRecord& record = records_[i];
    const std::uint32_t length = record.length();
    const std::uint32_t token_end = length < TokenRecord::kLongLength ? record.start + length : end_of(i);
    new (&objects.slots[i - first]) CompactToken(*this, record.type(), record.start, token_end, i);
  }
  objects.made = true;
}

std::uint32_t TokenStream::end_of(size_t index) const {
  const TokenRecord& token = records_[index];
  if (token.length() < TokenRecord::kLongLength) return token.start + token.length();
  const std::pair<std::uint32_t, std::uint32_t> key(index, 0);
  return std::lower_bound(long_token_ends_.begin(), long_token_ends_.end(), key)->second;
}

void TokenStream::retype(size_t first, size_t end, size_t type) {
  ensure_lexed();
  for (size_t i = first; i < std::min(end, records_.size() - 1); ++i) {  // never the EOF
    TokenRecord& record = records_[i];
    record.type_and_length = (record.type_and_length & ~TokenRecord::kTypeBits) | static_cast<std::uint32_t>(type);
    const Chunk& chunk = chunks_[i >> kChunkBits];
    if (chunk.made) *chunk.object(i & kChunkMask) = CompactToken(*this, type, record.start, end_of(i), i);
  }
}

void TokenStream::insert_empty(size_t index, size_t type) {
  ensure_lexed();
  current_ = nullptr;
  previous_ = nullptr;
  index = std::min(index, records_.size() - 1);
  records_.insert(records_.begin() + static_cast<std::ptrdiff_t>(index),
                  TokenRecord(LexedToken{type, records_[index].start, records_[index].start}));
  for (std::pair<std::uint32_t, std::uint32_t>& long_token : long_token_ends_) {
    if (long_token.first >= index) ++long_token.first;
  }
  chunks_.resize(((records_.size() - 1) >> kChunkBits) + 1);
  for (size_t chunk = index >> kChunkBits; chunk < chunks_.size(); ++chunk) chunks_[chunk].made = false;
}

void TokenStream::erase(size_t first, size_t end) {
  ensure_lexed();
  end = std::min(end, records_.size() - 1);
  if (first >= end) return;
  current_ = nullptr;
  previous_ = nullptr;
  const size_t count = end - first;
  records_.erase(records_.begin() + static_cast<std::ptrdiff_t>(first),
                 records_.begin() + static_cast<std::ptrdiff_t>(end));
  std::erase_if(long_token_ends_, [&](const std::pair<std::uint32_t, std::uint32_t>& long_token) {
    return long_token.first >= first && long_token.first < end;
  });
  for (std::pair<std::uint32_t, std::uint32_t>& long_token : long_token_ends_) {
    if (long_token.first >= end) long_token.first -= static_cast<std::uint32_t>(count);
  }
  chunks_.resize(((records_.size() - 1) >> kChunkBits) + 1);
  for (size_t chunk = first >> kChunkBits; chunk < chunks_.size(); ++chunk) chunks_[chunk].made = false;
}

void TokenStream::release_before(size_t index) {
  current_ = nullptr;
  previous_ = nullptr;
  for (; released_ < chunks_.size() && ((released_ + 1) << kChunkBits) <= index; ++released_) {
    chunks_[released_] = Chunk{};
  }
}

CompactToken* TokenStream::current_object() {
  if (current_ == nullptr) {
    ensure_lexed();
    current_ = object_at(std::min(position_, records_.size() - 1));
  }
  return current_;
}

antlr4::Token* TokenStream::token_other_than_current(ssize_t k) {
  if (k == 1) return current_object();
  if (k > 0) {
    const size_t index = position_ + static_cast<size_t>(k) - 1;
    return index < records_.size() ? object_at(index) : get(index);
  }
  if (k == 0 || static_cast<size_t>(-k) > position_) return nullptr;
  CompactToken* behind = object_at(position_ - static_cast<size_t>(-k));
  if (k == -1) previous_ = behind;
  return behind;
}

size_t TokenStream::type_behind_or_past_end(ssize_t i) {
  if (i > 0) return type_at(position_ + static_cast<size_t>(i) - 1);
  if (i == 0 || static_cast<size_t>(-i) > position_) return antlr4::Token::INVALID_TYPE;
  return type_at(position_ - static_cast<size_t>(-i));
}

void TokenStream::seek(size_t index) {
  ensure_lexed();
  current_ = nullptr;
  previous_ = nullptr;
  position_ = std::min(index, records_.size() - 1);
}

antlr4::Token* TokenStream::get(size_t index) const {
  ensure_lexed();
  return object_at(std::min(index, records_.size() - 1));
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
