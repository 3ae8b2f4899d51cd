#pragma once
// Unicode text operations on UTF-8 strings, as HCL needs them (ICU inside).

#include <cstddef>
#include <string>
#include <string_view>

namespace hclc {

// Unicode Normalization Form C. Input must be valid UTF-8.
std::string normalize_nfc(std::string_view utf8);
bool is_nfc(std::string_view utf8);
// The number of extended grapheme clusters ("characters" as a user sees them).
std::size_t grapheme_count(std::string_view utf8);

}  // namespace hclc
