#pragma once
// The tokens the generated parser reads, and the stream it reads them from.
// ANTLR's CommonToken is a heap object of ~130 bytes (a text string, line and
// column, two owner pointers) and CommonTokenStream keeps one unique_ptr per
// token and checks each with a dynamic_cast; a parse makes one token for
// every four bytes of input, so those costs added up. Here every token is an
// 8-byte record (its type and bytes) in one array, and the token objects
// the parser is given are made from the records a chunk at a time, on first
// use; the driver drops the chunks behind the top-level item it has parsed
// (release_before), so that memory holds one item's token objects rather
// than the whole file's. Private to src/syntax.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "antlr4-runtime.h"
#include "syntax/lexer.h"

namespace hclc::syntax_internal {

class TokenStream;

class CompactToken final : public antlr4::Token {
 public:
  CompactToken(const TokenStream& stream, size_t type, std::uint32_t start, std::uint32_t end, std::size_t index)
      : stream_(&stream),
        type_(static_cast<std::int32_t>(type)),
        start_(start),
        end_(end),
        index_(static_cast<std::uint32_t>(index)) {}

  // EOF (the largest size_t) is stored as -1.
  size_t getType() const override { return static_cast<size_t>(static_cast<ssize_t>(type_)); }
  size_t getStartIndex() const override { return start_; }
  // The last byte; one before the start for an empty token (the EOF, and the
  // NEWLINE that ends the last line), as ANTLR's tokens have it.
  size_t getStopIndex() const override { return static_cast<size_t>(end_) - 1; }
  size_t getTokenIndex() const override { return index_; }
  // The token's bytes; "<EOF>" for an empty token at the end, as CommonToken says.
  std::string getText() const override;
  // Positions come from byte offsets (TokenPositions), not from the token.
  size_t getLine() const override { return 0; }
  size_t getCharPositionInLine() const override { return 0; }
  size_t getChannel() const override { return DEFAULT_CHANNEL; }
  // Tokens come from the hand-written lexer, not from an ANTLR token source or
  // character stream (see TokenStream::getTokenSource).
  antlr4::TokenSource* getTokenSource() const override { return nullptr; }
  antlr4::CharStream* getInputStream() const override { return nullptr; }
  std::string toString() const override;

  // The token's bytes [start_byte, end_byte), without a virtual call each
  // (TokenPositions asks for them about four times a token).
  std::uint32_t start_byte() const { return start_; }
  std::uint32_t end_byte() const { return end_; }

 private:
  const TokenStream* stream_;
  std::int32_t type_;
  std::uint32_t start_;
  std::uint32_t end_;  // one past the last byte
  std::uint32_t index_;
};

// All the tokens of one input, lexed on first use (after the driver has set
// the lexer's entry mode) and kept as records until the stream is destroyed.
// A token object stays at its address until release_before drops its chunk,
// so the parser and the parse tree can hold pointers to it; asked for again
// after that, it is made again. The interface is ANTLR's buffered token
// stream with every token on the default channel; mark/release are no-ops
// because every token stays available.
class TokenStream final : public antlr4::TokenStream {
 public:
  explicit TokenStream(Lexer* lexer) : lexer_(*lexer) {}

  // Forgets every token, for the lexer restarted on other bytes; the memory
  // of the records and of the first chunk's objects is kept.
  void restart();

  // The k-th token from the current one (1 is the current one); past the end,
  // the EOF token; LT(-k) is the k-th token before the current one (null
  // before the first token). The parser asks for the current token and its
  // type several times a token: those requests, and consume, are inline
  // (the generated parser calls them through this final class, not through
  // ANTLR's virtual interface: HclParserBase::_input), each a load and a
  // compare once the current token's object is made.
  antlr4::Token* LT(ssize_t k) override {
    if (k == 1 && current_ != nullptr) return current_;
    if (k == -1 && previous_ != nullptr) return previous_;
    return token_other_than_current(k);
  }
  // Always inline: GCC called it from some of the generated rules (about
  // 180,000 calls on the corpus).
  [[gnu::always_inline]] size_t LA(ssize_t i) override {
    const size_t index = position_ + static_cast<size_t>(i) - 1;
    if (i > 0 && index < records_.size()) return records_[index].type();
    return type_behind_or_past_end(i);
  }
  void consume() override {  // stays at EOF
    ensure_lexed();
    if (position_ + 1 < records_.size()) advance();
  }
  // LT(1), and consume() unless it is EOF, for the parser's consume (once
  // for every token): the current token's object is then the next one in
  // its chunk, without a call to find it.
  CompactToken* take_current() {
    CompactToken* token = current_ != nullptr ? current_ : current_object();
    if (token->getType() != antlr4::Token::EOF) {
      ++position_;
      previous_ = token;
      current_ = (position_ & kChunkMask) != 0 ? token + 1 : nullptr;
    }
    return token;
  }
  size_t index() override { return position_; }
  void seek(size_t index) override;  // past the end: the EOF token
  // The token at `index`, or the EOF token past the end.
  antlr4::Token* get(size_t index) const override;
  // The type of the token at `index` (EOF past the end), without its object.
  // Inline, as size() is: a walk over the types (lexical_problems, for
  // every file) took about 40 instructions a token through calls.
  size_t type_at(size_t index) const {
    ensure_lexed();
    return records_[std::min(index, records_.size() - 1)].type();
  }
  // The records from the current token's on (the last is EOF's), for the
  // prediction's walk through them (prediction.cpp).
  std::span<const TokenRecord> records_ahead() const {
    ensure_lexed();
    return std::span<const TokenRecord>(records_).subspan(std::min(position_, records_.size() - 1));
  }
  // All tokens, up to and including EOF.
  size_t size() override {
    ensure_lexed();
    return records_.size();
  }
  // Whether a token of the input may be a mistake wherever it stands
  // (Lexer::lexed_problem_token): false, and lexical_problems finds none.
  bool may_hold_lexical_problems() const {
    ensure_lexed();
    return lexer_.lexed_problem_token();
  }
  ssize_t mark() override { return -1; }
  void release(ssize_t) override {}

  // Gives the tokens from `first` up to (not including) `end`, and before
  // the EOF, another type, for the parse again of an item that error
  // recovery rewrites.
  void retype(size_t first, size_t end, size_t type);

  // Inserts an empty token of `type` before the token at `index`, which
  // moves every later token one index on: nothing may hold a pointer to
  // their objects any more.
  void insert_empty(size_t index, size_t type);

  // Removes the tokens from `first` up to (not including) `end`, never the
  // EOF, which moves every later token back: nothing may hold a pointer to
  // their objects any more.
  void erase(size_t first, size_t end);

  // Drops the token objects of the chunks wholly before `index`: nothing may
  // hold a pointer to them any more.
  void release_before(size_t index);

  // Nothing in the parse asks for the token source: only ANTLR's error repair
  // makes tokens, and the driver's error strategy stops at the first error.
  antlr4::TokenSource* getTokenSource() const override { return nullptr; }
  std::string getSourceName() const override { return UNKNOWN_SOURCE_NAME; }
  // The source text that the tokens cover (ANTLR's own streams concatenate
  // the tokens' texts; nothing here relies on either).
  std::string getText(const antlr4::misc::Interval& interval) override;
  std::string getText() override;
  std::string getText(antlr4::RuleContext* ctx) override;
  std::string getText(antlr4::Token* start, antlr4::Token* stop) override;

  std::string_view source() const { return lexer_.source(); }

 private:
  // Token objects are made 1024 at a time (32 kB).
  static constexpr size_t kChunkBits = 10;
  static constexpr size_t kChunkMask = (size_t{1} << kChunkBits) - 1;

  // Lexes the whole input on the first call (get is const for ANTLR, hence
  // the mutable members).
  void ensure_lexed() const {
    if (records_.empty()) lex_all();
  }
  void lex_all() const;
  // The object of the token at `index` (< records_.size()).
  CompactToken* object_at(size_t index) const {
    Chunk& chunk = chunks_[index >> kChunkBits];
    if (!chunk.made) make_chunk(index >> kChunkBits);
    return chunk.object(index & kChunkMask);
  }
  void make_chunk(size_t chunk) const;
  // One token on (not past EOF): the previous token's object is the current
  // one's, and the current one's, where known, the next in the same chunk
  // (its objects are made together).
  void advance() {
    ++position_;
    previous_ = current_;
    current_ = current_ != nullptr && (position_ & kChunkMask) != 0 ? current_ + 1 : nullptr;
  }
  // LT(1)'s object, made if need be.
  CompactToken* current_object();
  // LT but for the current and previous tokens' objects once known.
  antlr4::Token* token_other_than_current(ssize_t k);
  // LA for a token before the current one, or past the records (none yet: not lexed).
  size_t type_behind_or_past_end(ssize_t i);
  // One past the last byte of the token at `index`.
  std::uint32_t end_of(size_t index) const;

  Lexer& lexer_;
  mutable std::vector<TokenRecord> records_;  // ends with EOF once lexed
  // The index and end of each token of kLongLength or more, in order.
  mutable std::vector<std::pair<std::uint32_t, std::uint32_t>> long_token_ends_;
  // The token objects of 1 << kChunkBits tokens, made together when the
  // first of them is asked for, each in its slot. They are made in place
  // and never destroyed (a token's destructor does nothing): as a vector's
  // elements, each cost an emplace_back and a destructor's call (make_chunk
  // took 12 M instructions on the corpus, 28 a token; now 8 M). Made again,
  // they reuse their slots.
  struct Chunk {
    struct Slot {
      alignas(CompactToken) std::byte bytes[sizeof(CompactToken)];
    };
    std::unique_ptr<Slot[]> slots;
    std::uint32_t capacity = 0;  // slots
    bool made = false;           // the objects are made
    CompactToken* object(size_t slot) const { return std::launder(reinterpret_cast<CompactToken*>(&slots[slot])); }
  };
  // Moving the vector keeps the objects where they are.
  mutable std::vector<Chunk> chunks_;
  size_t released_ = 0;  // chunks before this one were released (a chunk made again after that stays)
  size_t position_ = 0;
  // The current token's object once asked for (LT(1), about four times a
  // token), or null: what moves the position or drops objects resets it.
  mutable CompactToken* current_ = nullptr;
  // The previous token's object (LT(-1), which ends every rule) once known
  // (the current one's when consumed), or null; reset with current_.
  CompactToken* previous_ = nullptr;
};

}  // namespace hclc::syntax_internal
