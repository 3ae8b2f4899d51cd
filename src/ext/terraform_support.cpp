#include "ext/terraform_support.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <system_error>

#include "runtime/stdlib/stdlib.h"
#include "runtime/stdlib/support.h"
#include "runtime/text.h"

namespace hclc::ext::support {

namespace fs = std::filesystem;

namespace {
constexpr std::string_view kBase64Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
}  // namespace

std::string base64_encode(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const std::uint32_t n = (static_cast<std::uint32_t>(static_cast<std::uint8_t>(bytes[i])) << 16) |
                            (static_cast<std::uint32_t>(static_cast<std::uint8_t>(bytes[i + 1])) << 8) |
                            static_cast<std::uint8_t>(bytes[i + 2]);
    for (int shift : {18, 12, 6, 0}) out += kBase64Alphabet[(n >> shift) & 63];
  }
  const std::size_t rest = bytes.size() - i;
  if (rest > 0) {
    std::uint32_t n = static_cast<std::uint32_t>(static_cast<std::uint8_t>(bytes[i])) << 16;
    if (rest == 2) n |= static_cast<std::uint32_t>(static_cast<std::uint8_t>(bytes[i + 1])) << 8;
    out += kBase64Alphabet[(n >> 18) & 63];
    out += kBase64Alphabet[(n >> 12) & 63];
    out += rest == 2 ? kBase64Alphabet[(n >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

std::optional<std::string> base64_decode(std::string_view text, std::size_t* bad_offset) {
  // The symbols with their offsets in `text` (line breaks skipped).
  std::string symbols;
  std::vector<std::size_t> offsets;
  for (std::size_t k = 0; k < text.size(); ++k)
    if (text[k] != '\r' && text[k] != '\n') {
      symbols += text[k];
      offsets.push_back(k);
    }
  auto fail = [&](std::size_t symbol) -> std::optional<std::string> {
    if (bad_offset) *bad_offset = symbol < offsets.size() ? offsets[symbol] : text.size();
    return std::nullopt;
  };
  std::string out;
  for (std::size_t i = 0; i < symbols.size(); i += 4) {
    std::uint32_t n = 0;
    int padding = 0;
    for (std::size_t j = 0; j < 4; ++j) {
      if (i + j >= symbols.size()) return fail(i + j);
      const char c = symbols[i + j];
      if (c == '=') {
        // Padding only at the end of the last quantum, in its last two places.
        if (i + 4 != symbols.size() || j < 2) return fail(i + j);
        ++padding;
        n <<= 6;
        continue;
      }
      if (padding > 0) return fail(i + j);
      const std::size_t digit = kBase64Alphabet.find(c);
      if (digit == std::string_view::npos) return fail(i + j);
      n = (n << 6) | static_cast<std::uint32_t>(digit);
    }
    out += static_cast<char>((n >> 16) & 0xff);
    if (padding < 2) out += static_cast<char>((n >> 8) & 0xff);
    if (padding < 1) out += static_cast<char>(n & 0xff);
  }
  return out;
}

#if HCLC_HAVE_LIBCRYPTO
std::string raw_digest(const EVP_MD* algorithm, std::string_view bytes) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned int length = 0;
  EVP_Digest(bytes.data(), bytes.size(), digest.data(), &length, algorithm, nullptr);
  return std::string(reinterpret_cast<const char*>(digest.data()), length);
}
#endif

void add_unavailable(FunctionTable& table, std::initializer_list<const char*> names, std::string_view library) {
  for (const char* name : names) {
    // Failing in the result type reports the call when it is checked as well
    // as when it is evaluated.
    const std::string message =
        std::string(name) + " is not available in this build of hclc: it needs " + std::string(library);
    table.add(name,
              Function({.parameters = {},
                        .variadic = Parameter{.name = "args",
                                              .type = Type::dynamic(),
                                              .allow_null = true,
                                              .allow_unknown = true,
                                              .allow_dynamic = true},
                        .result_type = [message](std::span<const Value>) -> Result<Type> { return Error{message}; },
                        .implementation = [message](std::span<const Value>, const Type&) -> Result<Value> {
                          return Error{message};
                        }}));
  }
}

std::string hex(std::string_view bytes) {
  constexpr std::string_view digits = "0123456789abcdef";
  std::string out;
  out.reserve(bytes.size() * 2);
  for (unsigned char c : bytes) {
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return out;
}

bool valid_utf8(std::string_view text) {
  char32_t code_point = 0;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t length = decode_utf8(text, i, code_point);
    if (length == 0) return false;
    i += length;
  }
  return true;
}

std::string quoted_unless_sensitive(const Value& text) {
  if (text.has_mark(kSensitiveMark)) return std::string(kSensitiveValueText);
  return go_quote(text.as_string());
}

GrantedDirectory::GrantedDirectory(const std::string& directory) {
  if (directory.empty()) return;
  std::error_code ec;
  fs::path canonical = fs::weakly_canonical(fs::absolute(directory, ec), ec);
  if (!ec) root_ = canonical;
}

Result<fs::path> GrantedDirectory::resolve(const std::string& path) const {
  if (!root_)
    return Error{"cannot read " + go_quote(path) + ": the application granted no directory to the file functions"};
  if (path.find('\0') != std::string::npos)
    return Error{"cannot read " + go_quote(path) + ": the path holds a NUL character"};
  std::error_code ec;
  fs::path resolved = fs::weakly_canonical(*root_ / fs::path(path), ec);
  if (ec) return Error{"cannot read " + go_quote(path) + ": " + ec.message()};
  const auto [root_end, unused] = std::mismatch(root_->begin(), root_->end(), resolved.begin(), resolved.end());
  (void)unused;
  if (root_end != root_->end())
    return Error{go_quote(path) + " is outside the directory granted to the file functions"};
  return resolved;
}

std::string no_file_message(const std::string& path) {
  return "no file exists at " + path +
         "; this function works only with files that are distributed as part of the configuration source code, "
         "so if this file will be created by a resource in this configuration you must instead obtain this "
         "result from an attribute of that resource";
}

Result<std::string> read_file_bytes(const GrantedDirectory& granted, const std::string& path) {
  Result<fs::path> resolved = granted.resolve(path);
  if (!resolved) return resolved.error();
  std::error_code ec;
  const fs::file_status status = fs::status(*resolved, ec);
  if (status.type() == fs::file_type::directory) return Error{go_quote(path) + " is a directory, not a file"};
  if (status.type() != fs::file_type::regular) return Error{no_file_message(path)};
  const std::uintmax_t size = fs::file_size(*resolved, ec);
  if (ec || size > stdlib_support::kMaxResultBytes)
    return Error{"the file " + path + " is larger than " + std::to_string(stdlib_support::kMaxResultBytes) + " bytes"};
  std::ifstream in(*resolved, std::ios::binary);
  std::ostringstream contents;
  contents << in.rdbuf();
  if (!in) return Error{"failed to read " + path};
  return contents.str();
}

const Function& standard_function(std::string_view name) {
  static const FunctionTable standard = standard_functions();
  return *standard.find(name);
}

Function simple_function(std::vector<Parameter> parameters, Type result,
                         std::function<Result<Value>(std::span<const Value>)> body) {
  return Function(
      {.parameters = std::move(parameters),
       .variadic = std::nullopt,
       .result_type = Function::returns(std::move(result)),
       .implementation = [body = std::move(body)](std::span<const Value> args, const Type&) { return body(args); }});
}

}  // namespace hclc::ext::support
