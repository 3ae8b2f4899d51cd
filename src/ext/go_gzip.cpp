// A DEFLATE (RFC 1951) encoder that makes the choices Go's compress/flate
// makes at its default level, so that base64gzip gives Terraform's bytes for
// any input. Every choice below shows in the output and was checked against
// Go's (tests/differential/gzip): the hash of four bytes and its chains, lazy
// matching (a match is kept unless the next position has a longer one, and
// not looked past once it reaches 16 bytes), 128 chain steps, no 4-byte match
// farther than 4096 bytes, a block every 16384 tokens or at a flush, each
// block stored, fixed or dynamic by whichever is smallest in bits, and
// Huffman lengths limited to 15 (7 for the code-length code) that favour
// merged pairs over leaves on ties, with lengths of two or fewer symbols
// all 1. Go also slides a 64 KiB window by 32 KiB, which limits both how far
// back matches reach and which pending data can still be stored.

#include "ext/go_gzip.h"

#include <zlib.h>

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <vector>

namespace hclc::ext {

namespace {

constexpr int kWindowSize = 1 << 15;
constexpr int kWindowMask = kWindowSize - 1;
constexpr int kMinMatch = 4;  // Go hashes four bytes, so shorter matches are never found
constexpr int kMaxMatch = 258;
constexpr int kLookaheadNeeded = kMinMatch + kMaxMatch;
constexpr int kHashBits = 17;
constexpr std::uint32_t kHashMultiplier = 0x1e35a7bd;
constexpr int kMaxHashOffset = 1 << 24;
constexpr std::size_t kMaxBlockTokens = 1 << 14;
constexpr std::size_t kMaxStoredBlock = 65535;
// Go's level 6: matches this long end the search, this many chain steps, and
// no lazy look at the next position after a match this long.
constexpr int kNiceLength = 128;
constexpr int kChainSteps = 128;
constexpr int kLazyLimit = 16;
constexpr int kFarShortMatch = 4096;  // a match of kMinMatch bytes must be at most this far back

constexpr int kLiteralCodes = 286;
constexpr int kDistanceCodes = 30;
constexpr int kCodeLengthCodes = 19;
constexpr int kEndOfBlock = 256;

constexpr std::array<int, 29> kLengthBase = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                             31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
constexpr std::array<int, 29> kLengthExtra = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                              2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
constexpr std::array<int, 30> kDistanceBase = {1,    2,    3,    4,    5,    7,    9,    13,    17,    25,
                                               33,   49,   65,   97,   129,  193,  257,  385,   513,   769,
                                               1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
constexpr std::array<int, 30> kDistanceExtra = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                                6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
constexpr std::array<int, kCodeLengthCodes> kCodeLengthOrder = {16, 17, 18, 0, 8,  7, 9,  6, 10, 5,
                                                                11, 4,  12, 3, 13, 2, 14, 1, 15};

int length_code(int length) {
  return static_cast<int>(std::upper_bound(kLengthBase.begin(), kLengthBase.end(), length) - kLengthBase.begin()) - 1;
}
int distance_code(int distance) {
  return static_cast<int>(std::upper_bound(kDistanceBase.begin(), kDistanceBase.end(), distance) -
                          kDistanceBase.begin()) -
         1;
}

// A literal byte, or a match of `length` bytes `distance` back.
struct Token {
  int length = 0;  // 0 for a literal
  int value = 0;   // the literal's byte, or the match's distance
};

// --- Huffman code lengths --------------------------------------------------------

// The code length of each symbol for these frequencies, at most `max_bits`,
// as Go chooses them: symbols sorted by frequency (then by symbol), the
// number of symbols at each length found level by level from the deepest
// (a boundary package-merge in which a merged pair wins a tie with a leaf),
// and the shortest lengths given to the most frequent symbols.
std::vector<int> code_lengths(std::span<const std::int64_t> freq, int max_bits) {
  std::vector<int> lengths(freq.size(), 0);
  struct Leaf {
    int symbol;
    std::int64_t freq;
  };
  std::vector<Leaf> leaves;
  for (std::size_t i = 0; i < freq.size(); ++i)
    if (freq[i] != 0) leaves.push_back({static_cast<int>(i), freq[i]});
  const int n = static_cast<int>(leaves.size());
  if (n <= 2) {
    for (const Leaf& leaf : leaves) lengths[leaf.symbol] = 1;
    return lengths;
  }
  std::sort(leaves.begin(), leaves.end(),
            [](const Leaf& a, const Leaf& b) { return a.freq != b.freq ? a.freq < b.freq : a.symbol < b.symbol; });
  constexpr std::int64_t kNone = INT32_MAX;
  auto leaf_freq = [&](int i) { return i < n ? leaves[i].freq : kNone; };
  max_bits = std::min(max_bits, n - 1);

  // Level 0 is a sentinel that never needs anything. At each level, the two
  // cheapest leaves are taken to begin with.
  struct Level {
    std::int64_t last_freq = 0, next_leaf_freq = 0, next_pair_freq = 0;
    int needed = 0;
  };
  constexpr int kLevels = 17;
  std::array<Level, kLevels> levels{};
  // leaves_left[level][j]: leaves to the left of the level-j ancestor of the
  // latest item chosen at `level`.
  std::array<std::array<int, kLevels>, kLevels> leaves_left{};
  for (int level = 1; level <= max_bits; ++level) {
    levels[level] = {leaf_freq(1), leaf_freq(2), level == 1 ? kNone : leaf_freq(0) + leaf_freq(1), 0};
    leaves_left[level][level] = 2;
  }
  levels[max_bits].needed = 2 * n - 4;
  int level = max_bits;
  for (;;) {
    Level& at = levels[level];
    if (at.next_pair_freq == kNone && at.next_leaf_freq == kNone) {
      at.needed = 0;
      levels[level + 1].next_pair_freq = kNone;
      ++level;
      continue;
    }
    const std::int64_t previous_freq = at.last_freq;
    if (at.next_leaf_freq < at.next_pair_freq) {
      const int count = leaves_left[level][level] + 1;
      at.last_freq = at.next_leaf_freq;
      leaves_left[level][level] = count;
      at.next_leaf_freq = leaf_freq(count);
    } else {
      at.last_freq = at.next_pair_freq;
      std::copy_n(leaves_left[level - 1].begin(), level, leaves_left[level].begin());
      levels[level - 1].needed = 2;
    }
    if (--at.needed == 0) {
      if (level == max_bits) break;
      levels[level + 1].next_pair_freq = previous_freq + at.last_freq;
      ++level;
    } else {
      while (levels[level - 1].needed > 0) --level;
    }
  }
  // The most frequent symbols (the end of `leaves`) take the shortest codes.
  int end = n;
  for (int bits = 1; bits <= max_bits; ++bits) {
    const int row = max_bits + 1 - bits;
    const int count = leaves_left[max_bits][row] - leaves_left[max_bits][row - 1];
    for (int i = end - count; i < end; ++i) lengths[leaves[i].symbol] = bits;
    end -= count;
  }
  return lengths;
}

// The canonical (RFC 1951 3.2.2) codes of these lengths, bit-reversed for
// writing least significant bit first.
std::vector<std::uint32_t> canonical_codes(const std::vector<int>& lengths) {
  std::array<int, 16> count{};
  for (int length : lengths) ++count[length];
  count[0] = 0;
  std::array<std::uint32_t, 16> next{};
  std::uint32_t code = 0;
  for (int bits = 1; bits < 16; ++bits) {
    code = (code + count[bits - 1]) << 1;
    next[bits] = code;
  }
  std::vector<std::uint32_t> codes(lengths.size(), 0);
  for (std::size_t i = 0; i < lengths.size(); ++i) {
    const int length = lengths[i];
    if (length == 0) continue;
    std::uint32_t forward = next[length]++;
    std::uint32_t reversed = 0;
    for (int b = 0; b < length; ++b, forward >>= 1) reversed = (reversed << 1) | (forward & 1);
    codes[i] = reversed;
  }
  return codes;
}

struct Code {
  std::vector<int> lengths;
  std::vector<std::uint32_t> codes;
  explicit Code(std::vector<int> l) : lengths(std::move(l)), codes(canonical_codes(lengths)) {}
  std::int64_t bits_for(std::span<const std::int64_t> freq) const {
    std::int64_t total = 0;
    for (std::size_t i = 0; i < freq.size(); ++i) total += freq[i] * lengths[i];
    return total;
  }
};

const Code& fixed_literal_code() {
  static const Code code = [] {
    // All 288 symbols of RFC 1951 3.2.6, the two unused ones too: they
    // shift the canonical codes of the 9-bit lengths.
    std::vector<int> lengths(288);
    for (int i = 0; i < 288; ++i) lengths[i] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
    return Code(std::move(lengths));
  }();
  return code;
}
const Code& fixed_distance_code() {
  static const Code code(std::vector<int>(kDistanceCodes, 5));
  return code;
}

// --- bit output --------------------------------------------------------------------

class BitWriter {
 public:
  explicit BitWriter(std::string& out) : out_(out) {}
  void bits(std::uint32_t value, int count) {
    pending_ |= static_cast<std::uint64_t>(value) << pending_count_;
    pending_count_ += count;
    while (pending_count_ >= 8) {
      out_ += static_cast<char>(pending_ & 0xff);
      pending_ >>= 8;
      pending_count_ -= 8;
    }
  }
  void align() {
    if (pending_count_ > 0) bits(0, 8 - pending_count_);
  }
  void bytes(std::span<const unsigned char> data) {
    out_.append(reinterpret_cast<const char*>(data.data()), data.size());
  }
  void stored_header(std::size_t length, bool last) {
    bits(last ? 1 : 0, 3);
    align();
    bits(static_cast<std::uint32_t>(length), 16);
    bits(static_cast<std::uint32_t>(~length & 0xffff), 16);
  }

 private:
  std::string& out_;
  std::uint64_t pending_ = 0;
  int pending_count_ = 0;
};

// The code-length sequence of a dynamic block's header (RFC 1951 3.2.7) for
// the literal/length and distance lengths one after the other, in Go's
// run-length choices: a run of a non-zero length writes the length once
// and then repeats of 3 to 6; a run of zeros uses 11 to 138 and then 3 to 10.
struct CodeLengthSequence {
  std::vector<std::pair<int, int>> items;  // symbol, extra bits' value
  std::array<std::int64_t, kCodeLengthCodes> freq{};

  explicit CodeLengthSequence(const std::vector<int>& lengths) {
    auto emit = [this](int symbol, int extra) {
      items.emplace_back(symbol, extra);
      ++freq[symbol];
    };
    std::size_t i = 0;
    while (i < lengths.size()) {
      const int length = lengths[i];
      std::size_t run_end = i;
      while (run_end < lengths.size() && lengths[run_end] == length) ++run_end;
      int count = static_cast<int>(run_end - i);
      i = run_end;
      if (length != 0) {
        emit(length, 0);
        --count;
        while (count >= 3) {
          const int n = std::min(count, 6);
          emit(16, n - 3);
          count -= n;
        }
      } else {
        while (count >= 11) {
          const int n = std::min(count, 138);
          emit(18, n - 11);
          count -= n;
        }
        if (count >= 3) {
          emit(17, count - 3);
          count = 0;
        }
      }
      for (; count > 0; --count) emit(length, 0);
    }
  }
};

class BlockWriter {
 public:
  explicit BlockWriter(BitWriter& out) : out_(out) {}

  // One non-final block of these tokens, as the smallest of the three kinds;
  // `raw` (the bytes they encode) is absent when Go could no longer store it.
  void write(const std::vector<Token>& tokens, std::optional<std::span<const unsigned char>> raw) {
    std::array<std::int64_t, kLiteralCodes> literal_freq{};
    std::array<std::int64_t, kDistanceCodes> distance_freq{};
    for (const Token& t : tokens) {
      if (t.length == 0) {
        ++literal_freq[t.value];
      } else {
        ++literal_freq[257 + length_code(t.length)];
        ++distance_freq[distance_code(t.value)];
      }
    }
    ++literal_freq[kEndOfBlock];
    int literal_count = kLiteralCodes;
    while (literal_freq[literal_count - 1] == 0) --literal_count;
    int distance_count = kDistanceCodes;
    while (distance_count > 0 && distance_freq[distance_count - 1] == 0) --distance_count;
    if (distance_count == 0) {  // a dynamic header needs one distance code
      distance_freq[0] = 1;
      distance_count = 1;
    }
    const Code literal_code(code_lengths(literal_freq, 15));
    const Code distance_code_lengths(code_lengths(distance_freq, 15));

    const bool storable = raw && raw->size() <= kMaxStoredBlock;
    // Extra bits cost the same in fixed and dynamic blocks; Go counts them
    // only when a stored block competes.
    std::int64_t extra_bits = 0;
    if (storable) {
      for (int code = 8; code < literal_count - 257; ++code)
        extra_bits += literal_freq[257 + code] * kLengthExtra[code];
      for (int code = 4; code < distance_count; ++code) extra_bits += distance_freq[code] * kDistanceExtra[code];
    }
    const std::int64_t fixed_bits =
        3 + fixed_literal_code().bits_for(literal_freq) + fixed_distance_code().bits_for(distance_freq) + extra_bits;

    std::vector<int> all_lengths(literal_code.lengths.begin(), literal_code.lengths.begin() + literal_count);
    all_lengths.insert(all_lengths.end(), distance_code_lengths.lengths.begin(),
                       distance_code_lengths.lengths.begin() + distance_count);
    const CodeLengthSequence sequence(all_lengths);
    const Code length_code_code(code_lengths(sequence.freq, 7));
    int header_codes = kCodeLengthCodes;
    while (header_codes > 4 && sequence.freq[kCodeLengthOrder[header_codes - 1]] == 0) --header_codes;
    const std::int64_t dynamic_bits = 3 + 5 + 5 + 4 + 3 * header_codes + length_code_code.bits_for(sequence.freq) +
                                      sequence.freq[16] * 2 + sequence.freq[17] * 3 + sequence.freq[18] * 7 +
                                      literal_code.bits_for(literal_freq) +
                                      distance_code_lengths.bits_for(distance_freq) + extra_bits;

    const bool dynamic = dynamic_bits < fixed_bits;
    const std::int64_t best = dynamic ? dynamic_bits : fixed_bits;
    if (storable && static_cast<std::int64_t>((raw->size() + 5) * 8) < best) {
      out_.stored_header(raw->size(), false);
      out_.bytes(*raw);
      return;
    }
    if (dynamic) {
      out_.bits(2 << 1, 3);
      out_.bits(literal_count - 257, 5);
      out_.bits(distance_count - 1, 5);
      out_.bits(header_codes - 4, 4);
      for (int i = 0; i < header_codes; ++i) out_.bits(length_code_code.lengths[kCodeLengthOrder[i]], 3);
      static constexpr std::array<int, 3> kRepeatBits = {2, 3, 7};
      for (auto [symbol, extra] : sequence.items) {
        put(length_code_code, symbol);
        if (symbol >= 16) out_.bits(extra, kRepeatBits[symbol - 16]);
      }
      write_tokens(tokens, literal_code, distance_code_lengths);
    } else {
      out_.bits(1 << 1, 3);
      write_tokens(tokens, fixed_literal_code(), fixed_distance_code());
    }
  }

 private:
  void put(const Code& code, int symbol) { out_.bits(code.codes[symbol], code.lengths[symbol]); }

  void write_tokens(const std::vector<Token>& tokens, const Code& literals, const Code& distances) {
    for (const Token& t : tokens) {
      if (t.length == 0) {
        put(literals, t.value);
        continue;
      }
      const int lc = length_code(t.length);
      put(literals, 257 + lc);
      if (kLengthExtra[lc] > 0) out_.bits(t.length - kLengthBase[lc], kLengthExtra[lc]);
      const int dc = distance_code(t.value);
      put(distances, dc);
      if (kDistanceExtra[dc] > 0) out_.bits(t.value - kDistanceBase[dc], kDistanceExtra[dc]);
    }
    put(literals, kEndOfBlock);
  }

  BitWriter& out_;
};

// --- matching ------------------------------------------------------------------------

// Go's compressor state: a window of twice the match distance, slid by half
// when the position nears its end, with hash chains of positions offset so
// that 0 means none.
class Compressor {
 public:
  explicit Compressor(BitWriter& out)
      : window_(std::size_t{2} * kWindowSize),
        head_(std::size_t{1} << kHashBits),
        previous_(kWindowSize),
        blocks_(out) {
    tokens_.reserve(kMaxBlockTokens);
  }

  // Takes as much of `input` as the window holds; returns how much.
  std::size_t fill(std::span<const unsigned char> input) {
    if (index_ >= 2 * kWindowSize - kLookaheadNeeded) slide();
    const std::size_t n = std::min(input.size(), static_cast<std::size_t>(2 * kWindowSize - window_end_));
    std::memcpy(window_.data() + window_end_, input.data(), n);
    window_end_ += static_cast<int>(n);
    return n;
  }

  // Encodes what the window holds, keeping enough lookahead for a longest
  // match unless `flushing`, when everything is encoded and its block ends.
  void deflate(bool flushing) {
    if (window_end_ - index_ < kLookaheadNeeded && !flushing) return;
    const int max_insert = window_end_ - (kMinMatch - 1);
    for (;;) {
      const int lookahead = window_end_ - index_;
      if (lookahead < kLookaheadNeeded) {
        if (!flushing) return;
        if (lookahead == 0) {
          if (pending_literal_) {
            tokens_.push_back({0, window_[index_ - 1]});
            pending_literal_ = false;
          }
          if (!tokens_.empty()) end_block(index_);
          return;
        }
      }
      if (index_ < max_insert) chain_head_ = insert(index_);
      const int previous_length = length_;
      const int previous_distance = distance_;
      length_ = kMinMatch - 1;
      distance_ = 0;
      const int min_index = std::max(index_ - kWindowSize, 0);
      if (chain_head_ - hash_offset_ >= min_index && lookahead > previous_length && previous_length < kLazyLimit)
        find_match(chain_head_ - hash_offset_, lookahead);
      if (previous_length >= kMinMatch && length_ <= previous_length) {
        // The match found one position back is at least as long: take it,
        // and index every position it covers.
        tokens_.push_back({previous_length, previous_distance});
        const int next = index_ + previous_length - 1;
        for (++index_; index_ < next; ++index_)
          if (index_ < max_insert) insert(index_);
        pending_literal_ = false;
        length_ = kMinMatch - 1;
        if (tokens_.size() == kMaxBlockTokens) end_block(index_);
      } else {
        if (pending_literal_) {
          tokens_.push_back({0, window_[index_ - 1]});
          if (tokens_.size() == kMaxBlockTokens) end_block(index_);
        }
        ++index_;
        pending_literal_ = true;
      }
    }
  }

 private:
  static std::uint32_t hash(const unsigned char* p) {
    const std::uint32_t word =
        (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) | std::uint32_t{p[3]};
    return (word * kHashMultiplier) >> (32 - kHashBits);
  }

  // Puts `position` at the head of its hash chain; returns the former head.
  int insert(int position) {
    std::uint32_t& head = head_[hash(&window_[position])];
    const std::uint32_t former = head;
    previous_[position & kWindowMask] = former;
    head = static_cast<std::uint32_t>(position + hash_offset_);
    return static_cast<int>(former);
  }

  void find_match(int candidate, int lookahead) {
    const int position = index_;
    const int max_length = std::min(kMaxMatch, lookahead);
    const int nice = std::min(kNiceLength, max_length);
    const int min_index = position - kWindowSize;
    const unsigned char* here = &window_[position];
    int best = kMinMatch - 1;
    unsigned char byte_after_best = here[best];
    for (int tries = kChainSteps, i = candidate; tries > 0; --tries) {
      const unsigned char* there = &window_[i];
      if (there[best] == byte_after_best) {
        int n = 0;
        while (n < max_length && there[n] == here[n]) ++n;
        if (n > best && (n > kMinMatch || position - i <= kFarShortMatch)) {
          best = n;
          length_ = n;
          distance_ = position - i;
          if (n >= nice) break;
          byte_after_best = here[n];
        }
      }
      if (i == min_index) break;  // its chain link already belongs to a newer position
      i = static_cast<int>(previous_[i & kWindowMask]) - hash_offset_;
      if (i < min_index || i < 0) break;
    }
  }

  void slide() {
    std::memcpy(window_.data(), window_.data() + kWindowSize, kWindowSize);
    index_ -= kWindowSize;
    window_end_ -= kWindowSize;
    block_start_ = block_start_ >= kWindowSize ? block_start_ - kWindowSize : INT_MAX;
    hash_offset_ += kWindowSize;
    if (hash_offset_ > kMaxHashOffset) {
      // Rebase the chains before their offsets overflow, as Go does; entries
      // that fall below the new base become "none".
      const int delta = hash_offset_ - 1;
      hash_offset_ -= delta;
      chain_head_ -= delta;
      auto rebase = [delta](std::uint32_t& v) {
        v = static_cast<int>(v) > delta ? static_cast<std::uint32_t>(static_cast<int>(v) - delta) : 0;
      };
      std::for_each(previous_.begin(), previous_.end(), rebase);
      std::for_each(head_.begin(), head_.end(), rebase);
    }
  }

  void end_block(int index) {
    std::optional<std::span<const unsigned char>> raw;
    if (block_start_ <= index)
      raw =
          std::span<const unsigned char>(window_.data() + block_start_, static_cast<std::size_t>(index - block_start_));
    block_start_ = index;
    blocks_.write(tokens_, raw);
    tokens_.clear();
  }

  std::vector<unsigned char> window_;
  std::vector<std::uint32_t> head_;
  std::vector<std::uint32_t> previous_;
  BlockWriter blocks_;
  std::vector<Token> tokens_;
  int index_ = 0;
  int window_end_ = 0;
  int block_start_ = 0;
  int hash_offset_ = 1;
  int chain_head_ = -1;
  int length_ = kMinMatch - 1;
  int distance_ = 0;
  bool pending_literal_ = false;  // the byte before index_ still waits for its token
};

}  // namespace

std::string go_gzip(std::string_view bytes) {
  std::string out("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff", 10);
  {
    BitWriter bits(out);
    Compressor compressor(bits);
    std::span<const unsigned char> input(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
    while (!input.empty()) {
      compressor.deflate(false);
      input = input.subspan(compressor.fill(input));
    }
    compressor.deflate(true);  // Flush: the pending block, then an empty stored one
    bits.stored_header(0, false);
    bits.align();
    compressor.deflate(true);  // Close: nothing is left but the final empty block
    bits.stored_header(0, true);
    bits.align();
  }
  uLong crc = crc32(0L, Z_NULL, 0);
  for (std::size_t done = 0; done < bytes.size();) {
    const auto chunk = static_cast<uInt>(std::min<std::size_t>(bytes.size() - done, UINT_MAX));
    crc = crc32(crc, reinterpret_cast<const Bytef*>(bytes.data() + done), chunk);
    done += chunk;
  }
  const auto size = static_cast<std::uint32_t>(bytes.size());
  for (std::uint32_t word : {static_cast<std::uint32_t>(crc), size})
    for (int shift = 0; shift < 32; shift += 8) out += static_cast<char>((word >> shift) & 0xff);
  return out;
}

}  // namespace hclc::ext
