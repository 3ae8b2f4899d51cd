#pragma once
// The one reading of a JSON string's escape sequences (RFC 8259 §7), shared
// by the readers of JSON text that keep their own error reporting: the
// runtime's (cty's JSON values, runtime/json.cpp) and the language server's
// (its protocol messages, src/lsp/json_value.cpp). Each maps
// JsonEscapeError to its own messages.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace hclc {

struct JsonEscapeError {
  enum class Kind {
    UnexpectedEnd,  // the text ends inside the sequence
    BadHexDigit,    // a \u escape's four hexadecimal digits
    UnknownEscape,  // a character after '\' that names no escape
  } kind = Kind::UnexpectedEnd;
  std::size_t at = 0;  // the offending byte (the text's size for UnexpectedEnd)
};

struct JsonEscapeResult {
  std::size_t next = 0;  // just past the sequence, when there is no error
  std::optional<JsonEscapeError> error;
};

// Decodes the escape sequence whose backslash is at text[backslash] and
// appends its character to `out` as UTF-8. A \u escape of a high surrogate
// followed by one of a low surrogate is one character; a surrogate that is
// not half of such a pair is U+FFFD (as Go's encoding/json reads it), and
// the escape after an unpaired high surrogate is left for the next call.
JsonEscapeResult decode_json_escape(std::string_view text, std::size_t backslash, std::string& out);

}  // namespace hclc
