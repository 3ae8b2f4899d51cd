#include "syntax/source_encoding.h"

#include <vector>

#include "runtime/text.h"
#include "syntax/lossless.h"

namespace hclc {
namespace {

// The offset of the first byte from `from` on that starts no valid UTF-8
// sequence, or the text's size.
std::size_t next_invalid_byte(std::string_view text, std::size_t from) {
  for (std::size_t i = end_of_ascii(text, from); i < text.size(); i = end_of_ascii(text, i)) {
    char32_t code_point = 0;
    const std::size_t length = decode_utf8(text, i, code_point);
    if (length == 0) return i;
    i += length;
  }
  return text.size();
}

// The first invalid byte that no comment holds. Only a file with an invalid
// byte is lexed here, so valid files pay nothing.
std::size_t first_invalid_byte_outside_comments(std::string_view text, std::size_t first_invalid) {
  const std::vector<syntax::LosslessToken> tokens = syntax::lex_lossless(text);
  std::size_t at = first_invalid;
  for (const syntax::LosslessToken& token : tokens) {
    while (at < token.end) {
      if (token.kind != syntax::TokenKind::Comment) return at;
      at = next_invalid_byte(text, token.end);
    }
  }
  return text.size();
}

}  // namespace

bool validate_source_encoding(const SourceFile& source, SourceForm form, Diagnostics& diags) {
  const std::string_view text = source.text();
  std::size_t invalid = next_invalid_byte(text, 0);
  if (invalid == text.size()) return true;
  if (form == SourceForm::Code) invalid = first_invalid_byte_outside_comments(text, invalid);
  if (invalid == text.size()) return true;
  diags.add(DiagKind::InvalidUtf8, kInvalidUtf8Detail,
            source.range(static_cast<std::uint32_t>(invalid), static_cast<std::uint32_t>(invalid + 1)));
  return false;
}

}  // namespace hclc
