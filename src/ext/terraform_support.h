#pragma once
// What the Terraform pack's themes share (not installed API): base64, digests,
// UTF-8 checks and the directory the file functions may read in.

// HCLC_HAVE_LIBCRYPTO and HCLC_HAVE_LIBXCRYPT (src/ext/CMakeLists.txt) say
// whether OpenSSL's libcrypto and libxcrypt are linked: the WebAssembly build
// (js/) leaves them out, and the functions that need them are unavailable().
#if HCLC_HAVE_LIBCRYPTO
#include <openssl/evp.h>
#endif

#include <filesystem>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "runtime/function.h"
#include "runtime/result.h"

namespace hclc::ext::support {

// Standard base64 with padding, as Go's StdEncoding writes it.
std::string base64_encode(std::string_view bytes);
// Standard base64 with padding, as Go's StdEncoding reads it: line breaks are
// skipped, anything else outside the alphabet (or misplaced padding) fails;
// `bad_offset` gets the offset of the first symbol at fault.
std::optional<std::string> base64_decode(std::string_view text, std::size_t* bad_offset = nullptr);

#if HCLC_HAVE_LIBCRYPTO
// The digest of `bytes` by `algorithm`, raw and in lower-case hex.
std::string raw_digest(const EVP_MD* algorithm, std::string_view bytes);
#endif
std::string hex(std::string_view bytes);

inline constexpr std::string_view kLibcrypto = "OpenSSL's libcrypto";

// Functions of these names that fail, with any arguments, because `library`
// is not part of this build ("md5 is not available in this build of hclc: it
// needs OpenSSL's libcrypto").
void add_unavailable(FunctionTable& table, std::initializer_list<const char*> names, std::string_view library);

bool valid_utf8(std::string_view text);

// A string value as Terraform's messages show it: quoted as Go quotes, or
// "(sensitive value)" when it is marked sensitive.
std::string quoted_unless_sensitive(const Value& text);

// Where a path leads, if that is inside the granted directory (symbolic links
// followed); an error naming the path otherwise.
class GrantedDirectory {
 public:
  explicit GrantedDirectory(const std::string& directory);

  Result<std::filesystem::path> resolve(const std::string& path) const;
  // The root, when a directory was granted.
  const std::optional<std::filesystem::path>& root() const { return root_; }

 private:
  std::optional<std::filesystem::path> root_;
};

// Terraform's message for a path that names no regular file.
std::string no_file_message(const std::string& path);

// The bytes of the regular file `path` leads to inside the granted directory,
// at most stdlib_support::kMaxResultBytes of them.
Result<std::string> read_file_bytes(const GrantedDirectory& granted, const std::string& path);

// The standard library's function `name`, which the pack defers to (plain
// replace, regexreplace, timeadd): the library is built once per process, not
// once per function that needs one of its members.
const Function& standard_function(std::string_view name);

// A function of fixed parameters and result type whose implementation sees
// only the arguments.
Function simple_function(std::vector<Parameter> parameters, Type result,
                         std::function<Result<Value>(std::span<const Value>)> body);

}  // namespace hclc::ext::support

namespace hclc::ext {

// The pack's themes that live in files of their own.
void add_terraform_collection_functions(FunctionTable& table);  // length index lookup coalesce sum replace ...
void add_terraform_encoding_functions(FunctionTable& table);    // base64sha256 base64gzip uuid bcrypt ...
void add_terraform_mark_functions(FunctionTable& table);        // sensitive nonsensitive issensitive ephemeralasnull

}  // namespace hclc::ext
