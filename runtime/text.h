#pragma once
// Unicode text operations on UTF-8 strings, as HCL needs them (ICU inside).

#include <cstddef>
#include <string>
#include <string_view>

namespace hclc {

// Unicode Normalization Form C. Input must be valid UTF-8.
std::string normalize_nfc(std::string_view utf8);
// The same without a copy when the text is in NFC already (all ASCII text is).
void normalize_nfc_in_place(std::string& utf8);
bool is_nfc(std::string_view utf8);
// The number of extended grapheme clusters ("characters" as a user sees them).
std::size_t grapheme_count(std::string_view utf8);
// The longest prefix of an NFC string whose characters no text appended to it
// could change (by composing with its last character or extending its last
// grapheme cluster), as cty's StringPrefix keeps of a string's known start:
// the text up to its last normalization boundary, less the last grapheme
// cluster unless that is one ASCII punctuation or space character.
std::string safe_known_prefix(std::string_view nfc_utf8);
// Appends a code point (at most U+10FFFF) encoded as UTF-8.
void append_utf8(std::string& out, char32_t code_point);
// The one UTF-8 decoder: the length of the valid sequence at text[i] (1 to 4)
// with its code point, or 0 where the bytes there are not valid UTF-8
// (overlong forms, surrogates, code points above U+10FFFF, a cut sequence).
std::size_t decode_utf8(std::string_view text, std::size_t i, char32_t& code_point);
// For walking text one code point at a time (i < text.size()): the code point
// at text[i] and the length of its sequence; a byte that does not start a
// valid sequence reads as U+FFFD, one byte long, as Go's range over a string
// reads it.
struct CodePointAt {
  char32_t code_point;
  std::size_t length;
};
CodePointAt code_point_at(std::string_view text, std::size_t i);
// A byte that continues a multi-byte sequence (10xxxxxx), where no code point starts.
inline bool is_utf8_continuation(char byte) { return (static_cast<unsigned char>(byte) & 0xC0) == 0x80; }
// Levenshtein distance counted in code points: how "did you mean" suggestions
// measure closeness.
std::size_t edit_distance(std::string_view a_utf8, std::string_view b_utf8);

// The string quoters, one per convention; every command and stage quotes
// through these.
//
// As Go's encoding/json writes a string (the reference's JSON output): the
// escapes JSON requires, <, > and & as \u003c etc., U+2028 and U+2029 escaped,
// and each byte that is not valid UTF-8 as \ufffd.
void append_json_quoted(std::string& out, std::string_view text);
std::string json_quote(std::string_view text);
// With only the escapes JSON requires (quote, backslash, control characters):
// for JSON a person reads, where `<` should stay `<`. Also a valid native-syntax
// string literal when the text holds no `${` or `%{`.
std::string json_quote_plain(std::string_view text);
// A native-syntax string literal: json_quote_plain's escapes, and `${` and
// `%{` written `$${` and `%%{` so that the text reads back literally.
std::string native_quote(std::string_view text);
// As Go's strconv.Quote writes it (the reference's %q in messages, cty's set
// order): printable characters as they are, others as \n, \x01, \u200b,
// \U0001f600. With `quote` '\'', as strconv.QuoteRune delimits a character.
void append_go_quoted(std::string& out, std::string_view utf8, char quote = '"');
std::string go_quote(std::string_view utf8);
// As Go's time package quotes text in its errors: bytes outside printable
// ASCII as \xNN, each on its own.
std::string go_time_quote(std::string_view text);

}  // namespace hclc
