#include "runtime/text.h"

#include <unicode/brkiter.h>
#include <unicode/bytestream.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utext.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace hclc {

namespace {

// Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the
// ASCII space.
bool is_go_printable(UChar32 c) {
  if (c == U' ') return true;
  switch (u_charType(c)) {
    case U_UPPERCASE_LETTER:
    case U_LOWERCASE_LETTER:
    case U_TITLECASE_LETTER:
    case U_MODIFIER_LETTER:
    case U_OTHER_LETTER:
    case U_NON_SPACING_MARK:
    case U_ENCLOSING_MARK:
    case U_COMBINING_SPACING_MARK:
    case U_DECIMAL_DIGIT_NUMBER:
    case U_LETTER_NUMBER:
    case U_OTHER_NUMBER:
    case U_DASH_PUNCTUATION:
    case U_START_PUNCTUATION:
    case U_END_PUNCTUATION:
    case U_CONNECTOR_PUNCTUATION:
    case U_OTHER_PUNCTUATION:
    case U_INITIAL_PUNCTUATION:
    case U_FINAL_PUNCTUATION:
    case U_MATH_SYMBOL:
    case U_CURRENCY_SYMBOL:
    case U_MODIFIER_SYMBOL:
    case U_OTHER_SYMBOL: return true;
    default: return false;
  }
}

template <class Word>
Word load(const char* bytes) {
  Word word = 0;
  std::memcpy(&word, bytes, sizeof word);
  return word;
}

// A word at a time, the last word overlapping the one before: strings are
// checked for ASCII on every value made, and most are a few bytes long.
bool is_ascii(std::string_view s) {
  const char* bytes = s.data();
  const std::size_t n = s.size();
  std::uint64_t any_bits = 0;
  if (n >= 8) {
    for (std::size_t i = 0; i + 8 <= n; i += 8) any_bits |= load<std::uint64_t>(bytes + i);
    any_bits |= load<std::uint64_t>(bytes + n - 8);
  } else if (n >= 4) {
    any_bits = load<std::uint32_t>(bytes) | load<std::uint32_t>(bytes + n - 4);
  } else {
    for (std::size_t i = 0; i < n; ++i) any_bits |= static_cast<unsigned char>(bytes[i]);
  }
  return (any_bits & 0x8080808080808080u) == 0;
}

const icu::Normalizer2& nfc() {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* n = icu::Normalizer2::getNFCInstance(status);
  // ICU's NFC data is compiled into the library; failure means a broken install.
  if (U_FAILURE(status) || n == nullptr) std::abort();
  return *n;
}

icu::StringPiece piece(std::string_view utf8) { return {utf8.data(), static_cast<int32_t>(utf8.size())}; }

}  // namespace

std::string normalize_nfc(std::string_view utf8) {
  if (is_ascii(utf8)) return std::string(utf8);  // ASCII is always in NFC
  std::string text(utf8);
  normalize_nfc_in_place(text);
  return text;
}

void normalize_nfc_in_place(std::string& utf8) {
  if (is_nfc(utf8)) return;
  std::string normalized;
  icu::StringByteSink<std::string> sink(&normalized, static_cast<int32_t>(utf8.size()));
  UErrorCode status = U_ZERO_ERROR;
  nfc().normalizeUTF8(0, piece(utf8), sink, nullptr, status);
  if (U_SUCCESS(status)) utf8 = std::move(normalized);
}

bool is_nfc(std::string_view utf8) {
  if (is_ascii(utf8)) return true;  // ASCII is always in NFC
  UErrorCode status = U_ZERO_ERROR;
  const bool result = nfc().isNormalizedUTF8(piece(utf8), status);
  return U_SUCCESS(status) && result;
}

std::size_t grapheme_count(std::string_view utf8) {
  // In ASCII every character is a cluster, except that CR LF is one cluster.
  if (is_ascii(utf8)) {
    std::size_t n = utf8.size();
    for (std::size_t i = 1; i < utf8.size(); ++i) {
      if (utf8[i - 1] == '\r' && utf8[i] == '\n') --n;
    }
    return n;
  }
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::BreakIterator> it(icu::BreakIterator::createCharacterInstance(icu::Locale::getRoot(), status));
  if (U_FAILURE(status)) return utf8.size();
  UText* text = utext_openUTF8(nullptr, utf8.data(), static_cast<int64_t>(utf8.size()), &status);
  if (U_FAILURE(status)) return utf8.size();
  it->setText(text, status);
  std::size_t count = 0;
  if (U_SUCCESS(status)) {
    for (int32_t pos = it->next(); pos != icu::BreakIterator::DONE; pos = it->next()) ++count;
  }
  utext_close(text);
  return count;
}

namespace {

// Where the last grapheme cluster of a non-empty string starts.
std::size_t last_cluster_start(std::string_view utf8) {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::BreakIterator> it(icu::BreakIterator::createCharacterInstance(icu::Locale::getRoot(), status));
  if (U_FAILURE(status)) return 0;
  UText* text = utext_openUTF8(nullptr, utf8.data(), static_cast<int64_t>(utf8.size()), &status);
  if (U_FAILURE(status)) return 0;
  it->setText(text, status);
  int32_t start = U_SUCCESS(status) ? it->preceding(static_cast<int32_t>(utf8.size())) : 0;
  utext_close(text);
  return start == icu::BreakIterator::DONE ? 0 : static_cast<std::size_t>(start);
}

// Characters after which cty lets a prefix end: nothing a user would append
// combines with them.
bool ends_cluster(std::string_view character) {
  static constexpr std::string_view kEnders = "-_:;/\\,.(){}[]|?!~ \t@#$%^&*+\"'";
  return character.size() == 1 && kEnders.find(character[0]) != std::string_view::npos;
}

}  // namespace

std::string safe_known_prefix(std::string_view nfc_utf8) {
  if (nfc_utf8.empty()) return {};
  // The start of the last code point, and whether a normalization boundary
  // follows it whatever comes next.
  std::size_t last = nfc_utf8.size() - 1;
  while (last > 0 && is_utf8_continuation(nfc_utf8[last])) --last;
  char32_t c = code_point_at(nfc_utf8, last).code_point;
  const icu::Normalizer2& n = nfc();
  if (!n.hasBoundaryAfter(static_cast<UChar32>(c))) {
    // Cut before the last code point that starts a normalization segment.
    for (std::size_t i = last + 1; i-- > 0;) {
      if (is_utf8_continuation(nfc_utf8[i])) continue;
      if (n.hasBoundaryBefore(static_cast<UChar32>(code_point_at(nfc_utf8, i).code_point)))
        return std::string(nfc_utf8.substr(0, i));
    }
  }
  std::size_t cluster = last_cluster_start(nfc_utf8);
  if (ends_cluster(nfc_utf8.substr(cluster))) return std::string(nfc_utf8);
  return std::string(nfc_utf8.substr(0, cluster));
}

void append_utf8(std::string& out, char32_t code_point) {
  if (code_point < 0x80) {
    out += static_cast<char>(code_point);
    return;
  }
  char buffer[U8_MAX_LENGTH];
  int32_t length = 0;
  UBool error = false;
  U8_APPEND(reinterpret_cast<uint8_t*>(buffer), length, U8_MAX_LENGTH, static_cast<UChar32>(code_point), error);
  if (!error) out.append(buffer, static_cast<std::size_t>(length));
}

namespace {

// Storage for up to N elements on the stack, and on the heap beyond: the
// names that "did you mean" compares are short, and a decode compares each
// unexpected name with every candidate.
template <class T, std::size_t N>
class MostlyOnStack {
 public:
  T* get(std::size_t size) {
    if (size <= N) return local_.data();
    heap_.resize(size);
    return heap_.data();
  }

 private:
  std::array<T, N> local_;
  std::vector<T> heap_;
};

// Decodes `utf8` into `out` (room for utf8.size() code points); the count.
std::size_t decode_code_points(std::string_view utf8, UChar32* out) {
  std::size_t count = 0;
  for (int32_t i = 0; i < static_cast<int32_t>(utf8.size());) {
    U8_NEXT(reinterpret_cast<const uint8_t*>(utf8.data()), i, static_cast<int32_t>(utf8.size()), out[count]);
    ++count;
  }
  return count;
}

}  // namespace

std::size_t edit_distance(std::string_view a_utf8, std::string_view b_utf8) {
  constexpr std::size_t kOnStack = 64;
  MostlyOnStack<UChar32, kOnStack> a_storage, b_storage;
  MostlyOnStack<std::size_t, kOnStack + 1> row_storage;
  UChar32* a = a_storage.get(a_utf8.size());
  UChar32* b = b_storage.get(b_utf8.size());
  const std::size_t a_size = decode_code_points(a_utf8, a);
  const std::size_t b_size = decode_code_points(b_utf8, b);
  std::size_t* row = row_storage.get(b_size + 1);
  for (std::size_t j = 0; j <= b_size; ++j) row[j] = j;
  for (std::size_t i = 1; i <= a_size; ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b_size; ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({above + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b_size];
}

void append_go_quoted(std::string& out, std::string_view utf8, char quote) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += quote;
  for (int32_t i = 0; i < static_cast<int32_t>(utf8.size());) {
    const int32_t start = i;
    UChar32 c = 0;
    U8_NEXT(reinterpret_cast<const uint8_t*>(utf8.data()), i, static_cast<int32_t>(utf8.size()), c);
    if (c == static_cast<UChar32>(quote) || c == U'\\') {
      out += '\\';
      out += static_cast<char>(c);
      continue;
    }
    switch (c) {
      case U'\a': out += "\\a"; continue;
      case U'\b': out += "\\b"; continue;
      case U'\f': out += "\\f"; continue;
      case U'\n': out += "\\n"; continue;
      case U'\r': out += "\\r"; continue;
      case U'\t': out += "\\t"; continue;
      case U'\v': out += "\\v"; continue;
      default: break;
    }
    if (c >= 0 && is_go_printable(c)) {
      out.append(utf8.substr(static_cast<std::size_t>(start), static_cast<std::size_t>(i - start)));
    } else if (c < 0) {
      // an invalid byte, as Go quotes it
      out += "\\x";
      const auto byte = static_cast<unsigned char>(utf8[static_cast<std::size_t>(start)]);
      out += kHex[byte >> 4];
      out += kHex[byte & 0xF];
      i = start + 1;
    } else if (c < 0x80) {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 0xF];
    } else {
      bool wide = c > 0xFFFF;
      out += wide ? "\\U" : "\\u";
      for (int shift = wide ? 28 : 12; shift >= 0; shift -= 4) out += kHex[(c >> shift) & 0xF];
    }
  }
  out += quote;
}

std::string go_quote(std::string_view utf8) {
  std::string out;
  append_go_quoted(out, utf8);
  return out;
}

std::string go_time_quote(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out = "\"";
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x80 || byte < 0x20) {
      out += "\\x";
      out += kHex[byte >> 4];
      out += kHex[byte & 0xF];
    } else {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
  }
  return out + "\"";
}

namespace {

// Bytes that JSON strings hold as they are: everything but the quote, the
// backslash and control characters, and with `escape_html` also <, > and &
// (Go's encoding/json escapes them). Bytes above 0x7F are plain only
// without `escape_html`: Go's encoder checks their UTF-8.
constexpr std::array<bool, 256> plain_json_bytes(bool escape_html) {
  std::array<bool, 256> plain{};
  for (std::size_t c = 0x20; c < 256; ++c) plain[c] = !escape_html || c < 0x80;
  plain['"'] = plain['\\'] = false;
  if (escape_html) plain['<'] = plain['>'] = plain['&'] = false;
  return plain;
}

// The length of the run of plain bytes at text[i]: quoting copies such runs
// whole, since most text needs no escape at all.
std::size_t plain_run(std::string_view text, std::size_t i, const std::array<bool, 256>& plain) {
  std::size_t end = i;
  while (end < text.size() && plain[static_cast<unsigned char>(text[end])]) ++end;
  return end - i;
}

// An ASCII byte inside a JSON string that is not plain: the escapes JSON
// requires, and <, > and & as Go's encoding/json writes them.
void append_json_escaped_ascii(std::string& out, unsigned char c) {
  static constexpr char kHex[] = "0123456789abcdef";
  switch (c) {
    case '"': out += "\\\""; return;
    case '\\': out += "\\\\"; return;
    case '\n': out += "\\n"; return;
    case '\r': out += "\\r"; return;
    case '\t': out += "\\t"; return;
    default: break;
  }
  out += "\\u00";
  out += kHex[c >> 4];
  out += kHex[c & 0xF];
}

}  // namespace

void append_json_quoted(std::string& out, std::string_view text) {
  static constexpr std::array<bool, 256> kPlain = plain_json_bytes(/*escape_html=*/true);
  out.reserve(out.size() + text.size() + 2);
  out += '"';
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t run = plain_run(text, i, kPlain);
    out.append(text.data() + i, run);
    i += run;
    if (i == text.size()) break;
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      append_json_escaped_ascii(out, c);
      ++i;
      continue;
    }
    char32_t code_point = 0;
    const std::size_t length = decode_utf8(text, i, code_point);
    if (length == 0) {
      out += "\\ufffd";
      ++i;
    } else if (code_point == 0x2028 || code_point == 0x2029) {
      out += code_point == 0x2028 ? "\\u2028" : "\\u2029";
      i += length;
    } else {
      out.append(text.substr(i, length));
      i += length;
    }
  }
  out += '"';
}

std::string json_quote(std::string_view text) {
  std::string out;
  append_json_quoted(out, text);
  return out;
}

std::string json_quote_plain(std::string_view text) {
  static constexpr std::array<bool, 256> kPlain = plain_json_bytes(/*escape_html=*/false);
  std::string out;
  out.reserve(text.size() + 2);
  out += '"';
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t run = plain_run(text, i, kPlain);
    out.append(text.data() + i, run);
    i += run;
    if (i < text.size()) append_json_escaped_ascii(out, static_cast<unsigned char>(text[i++]));
  }
  out += '"';
  return out;
}

std::string native_quote(std::string_view text) {
  const std::string quoted = json_quote_plain(text);
  std::string out;
  out.reserve(quoted.size());
  for (std::size_t i = 0; i < quoted.size(); ++i) {
    const char c = quoted[i];
    if ((c == '$' || c == '%') && i + 1 < quoted.size() && quoted[i + 1] == '{') out += c;
    out += c;
  }
  return out;
}

std::size_t decode_utf8(std::string_view text, std::size_t i, char32_t& code_point) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char c = byte(i);
  if (c < 0x80) {
    code_point = c;
    return 1;
  }
  const auto continuation = [&](std::size_t k, unsigned char lo = 0x80, unsigned char hi = 0xBF) {
    return k < text.size() && byte(k) >= lo && byte(k) <= hi;
  };
  if (c >= 0xC2 && c <= 0xDF && continuation(i + 1)) {
    code_point = (char32_t(c & 0x1F) << 6) | (byte(i + 1) & 0x3F);
    return 2;
  }
  if (c >= 0xE0 && c <= 0xEF) {
    const unsigned char lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
    if (continuation(i + 1, lo, hi) && continuation(i + 2)) {
      code_point = (char32_t(c & 0x0F) << 12) | (char32_t(byte(i + 1) & 0x3F) << 6) | (byte(i + 2) & 0x3F);
      return 3;
    }
  }
  if (c >= 0xF0 && c <= 0xF4) {
    const unsigned char lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
    if (continuation(i + 1, lo, hi) && continuation(i + 2) && continuation(i + 3)) {
      code_point = (char32_t(c & 0x07) << 18) | (char32_t(byte(i + 1) & 0x3F) << 12) |
                   (char32_t(byte(i + 2) & 0x3F) << 6) | (byte(i + 3) & 0x3F);
      return 4;
    }
  }
  return 0;
}

CodePointAt code_point_at(std::string_view text, std::size_t i) {
  char32_t code_point = 0;
  const std::size_t length = decode_utf8(text, i, code_point);
  if (length == 0) return {U'\uFFFD', 1};
  return {code_point, length};
}

}  // namespace hclc
