// Terraform's encoding and crypto functions beyond the hex digests:
// base64sha256 base64sha512 base64gzip urldecode textencodebase64
// textdecodebase64 uuid uuidv5 bcrypt rsadecrypt.

#if HCLC_HAVE_LIBXCRYPT
#include <crypt.h>
#endif
#if HCLC_HAVE_LIBCRYPTO
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/param_build.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>
#endif
#include <unicode/ucnv.h>
#include <unicode/ustring.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>

#include "ext/go_gzip.h"
#include "ext/terraform_functions.h"
#include "ext/terraform_support.h"
#include "runtime/stdlib/support.h"
#include "runtime/text.h"

namespace hclc::ext {

namespace {

using namespace stdlib_support;
using namespace support;

// --- base64 of digests, gzip ---------------------------------------------------

void add_digest_encodings(FunctionTable& table) {
#if !HCLC_HAVE_LIBCRYPTO
  add_unavailable(table, {"base64sha256", "base64sha512"}, kLibcrypto);
#else
  const std::pair<const char*, const EVP_MD* (*)()> digests[] = {{"base64sha256", EVP_sha256},
                                                                 {"base64sha512", EVP_sha512}};
  for (const auto& [name, algorithm] : digests)
    table.add(name, simple_function({parameter("str", Type::string())}, Type::string(),
                                    [algorithm = algorithm](std::span<const Value> args) -> Result<Value> {
                                      return Value::string(base64_encode(raw_digest(algorithm(), args[0].as_string())));
                                    }));
#endif
  table.add("base64gzip", simple_function({parameter("str", Type::string())}, Type::string(),
                                          [](std::span<const Value> args) -> Result<Value> {
                                            return bounded_string(base64_encode(go_gzip(args[0].as_string())));
                                          }));
}

// --- urldecode ------------------------------------------------------------------

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Go's url.QueryUnescape: %XX escapes and + for a space.
Result<std::string> query_unescape(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '+') {
      out += ' ';
    } else if (text[i] != '%') {
      out += text[i];
    } else {
      const int high = i + 1 < text.size() ? hex_digit(text[i + 1]) : -1;
      const int low = i + 2 < text.size() ? hex_digit(text[i + 2]) : -1;
      if (high < 0 || low < 0) return Error{"invalid URL escape " + go_quote(text.substr(i, 3))};
      out += static_cast<char>(high * 16 + low);
      i += 2;
    }
  }
  return out;
}

void add_urldecode(FunctionTable& table) {
  table.add("urldecode", simple_function({parameter("str", Type::string())}, Type::string(),
                                         [](std::span<const Value> args) -> Result<Value> {
                                           Result<std::string> text = query_unescape(args[0].as_string());
                                           if (!text) return argument_error(0, text.error().message);
                                           if (!valid_utf8(*text))
                                             return argument_error(0, "the result of decoding is not valid UTF-8");
                                           return Value::string(*text);
                                         }));
}

// --- text encodings (ICU converters) ----------------------------------------------

struct ConverterCloser {
  void operator()(UConverter* c) const { ucnv_close(c); }
};
using Converter = std::unique_ptr<UConverter, ConverterCloser>;

// The converter for an IANA encoding name or alias, stopping at what it
// cannot convert, and the encoding's IANA name.
Result<std::pair<Converter, std::string>> open_converter(std::size_t argument, const std::string& name) {
  UErrorCode status = U_ZERO_ERROR;
  const char* standard = ucnv_getStandardName(name.c_str(), "IANA", &status);
  status = U_ZERO_ERROR;
  Converter converter(name.empty() ? nullptr : ucnv_open(name.c_str(), &status));
  if (!converter || U_FAILURE(status))
    return argument_error(argument,
                          go_quote(name) + " is not a supported IANA encoding name or alias in this Terraform version");
  status = U_ZERO_ERROR;
  ucnv_setFromUCallBack(converter.get(), UCNV_FROM_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &status);
  ucnv_setToUCallBack(converter.get(), UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &status);
  std::string iana = standard ? standard : "";
  if (iana.empty()) {
    status = U_ZERO_ERROR;
    const char* own = ucnv_getStandardName(ucnv_getName(converter.get(), &status), "IANA", &status);
    iana = own && U_SUCCESS(status) ? own : name;
  }
  return std::pair{std::move(converter), iana};
}

// ICU's tables for the windows-125x code pages map their undefined bytes to
// the C1 controls U+0080-U+009F; Go's (and so Terraform's) leave them
// undefined.
bool undefined_in_go(const std::string& iana, std::u16string_view text) {
  return iana.starts_with("windows-") &&
         std::any_of(text.begin(), text.end(), [](char16_t c) { return c >= 0x80 && c <= 0x9f; });
}

Result<Value> text_encode_base64(const std::string& text, const std::string& encoding) {
  Result<std::pair<Converter, std::string>> converter = open_converter(1, encoding);
  if (!converter) return converter.error();
  UErrorCode status = U_ZERO_ERROR;
  int32_t utf16_length = 0;
  u_strFromUTF8(nullptr, 0, &utf16_length, text.data(), static_cast<int32_t>(text.size()), &status);
  std::u16string utf16(static_cast<std::size_t>(utf16_length), u'\0');
  status = U_ZERO_ERROR;
  u_strFromUTF8(utf16.data(), utf16_length, nullptr, text.data(), static_cast<int32_t>(text.size()), &status);
  std::string encoded(static_cast<std::size_t>(UCNV_GET_MAX_BYTES_FOR_STRING(utf16_length, 4)), '\0');
  status = U_ZERO_ERROR;
  const int32_t written = ucnv_fromUChars(converter->first.get(), encoded.data(), static_cast<int32_t>(encoded.size()),
                                          utf16.data(), utf16_length, &status);
  if (U_FAILURE(status) || undefined_in_go(converter->second, utf16))
    return argument_error(0, "the given string contains characters that cannot be represented in " + converter->second);
  encoded.resize(static_cast<std::size_t>(written));
  return bounded_string(base64_encode(encoded));
}

Result<Value> text_decode_base64(const std::string& text, const std::string& encoding) {
  Result<std::pair<Converter, std::string>> converter = open_converter(1, encoding);
  if (!converter) return converter.error();
  std::size_t bad = 0;
  std::optional<std::string> bytes = base64_decode(text, &bad);
  if (!bytes)
    return argument_error(0, "the given value is has an invalid base64 symbol at offset " + std::to_string(bad));
  UErrorCode status = U_ZERO_ERROR;
  std::u16string utf16(bytes->size() * 2 + 2, u'\0');
  const int32_t length = ucnv_toUChars(converter->first.get(), utf16.data(), static_cast<int32_t>(utf16.size()),
                                       bytes->data(), static_cast<int32_t>(bytes->size()), &status);
  if (U_FAILURE(status) ||
      undefined_in_go(converter->second, std::u16string_view(utf16.data(), static_cast<std::size_t>(length))))
    return argument_error(0, "the given string contains symbols that are not defined for " + converter->second);
  std::string utf8(static_cast<std::size_t>(length) * 3, '\0');
  int32_t utf8_length = 0;
  status = U_ZERO_ERROR;
  u_strToUTF8(utf8.data(), static_cast<int32_t>(utf8.size()), &utf8_length, utf16.data(), length, &status);
  if (U_FAILURE(status))
    return argument_error(0, "the given string contains symbols that are not defined for " + converter->second);
  utf8.resize(static_cast<std::size_t>(utf8_length));
  return bounded_string(std::move(utf8));
}

void add_text_encodings(FunctionTable& table) {
  table.add("textencodebase64",
            simple_function({parameter("string", Type::string()), parameter("encoding", Type::string())},
                            Type::string(), [](std::span<const Value> args) {
                              return text_encode_base64(args[0].as_string(), args[1].as_string());
                            }));
  table.add("textdecodebase64",
            simple_function({parameter("source", Type::string()), parameter("encoding", Type::string())},
                            Type::string(), [](std::span<const Value> args) {
                              return text_decode_base64(args[0].as_string(), args[1].as_string());
                            }));
}

// --- UUIDs --------------------------------------------------------------------------

#if !HCLC_HAVE_LIBCRYPTO
void add_uuids(FunctionTable& table) { add_unavailable(table, {"uuid", "uuidv5"}, kLibcrypto); }
#else

std::string format_uuid(const std::array<unsigned char, 16>& bytes) {
  const std::string digits = hex(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
  return digits.substr(0, 8) + "-" + digits.substr(8, 4) + "-" + digits.substr(12, 4) + "-" + digits.substr(16, 4) +
         "-" + digits.substr(20);
}

// A UUID as Go's google/uuid reads one: 36 characters with dashes, 32 hex
// digits, in braces or after "urn:uuid:"; its error text otherwise.
Result<std::array<unsigned char, 16>> parse_uuid(std::string_view text) {
  std::string_view core = text;
  if (text.size() == 45 && text.starts_with("urn:uuid:"))
    core = text.substr(9);
  else if (text.size() == 38 && text.front() == '{' && text.back() == '}')
    core = text.substr(1, 36);
  else if (text.size() != 36 && text.size() != 32)
    return Error{"invalid UUID length: " + std::to_string(text.size())};
  std::string digits;
  for (std::size_t i = 0; i < core.size(); ++i) {
    if (core.size() == 36 && (i == 8 || i == 13 || i == 18 || i == 23)) {
      if (core[i] != '-') return Error{"invalid UUID format"};
      continue;
    }
    digits += core[i];
  }
  std::array<unsigned char, 16> out{};
  for (std::size_t k = 0; k < 16; ++k) {
    const int high = hex_digit(digits[2 * k]), low = hex_digit(digits[2 * k + 1]);
    if (high < 0 || low < 0) return Error{"invalid UUID format"};
    out[k] = static_cast<unsigned char>(high * 16 + low);
  }
  return out;
}

void add_uuids(FunctionTable& table) {
  table.add("uuid", Function({.parameters = {},
                              .variadic = std::nullopt,
                              .result_type = Function::returns(Type::string()),
                              .implementation = [](std::span<const Value>, const Type&) -> Result<Value> {
                                std::array<unsigned char, 16> bytes{};
                                if (RAND_bytes(bytes.data(), static_cast<int>(bytes.size())) != 1)
                                  return Error{"failed to read random bytes for a UUID"};
                                bytes[6] = static_cast<unsigned char>((bytes[6] & 0x0f) | 0x40);
                                bytes[8] = static_cast<unsigned char>((bytes[8] & 0x3f) | 0x80);
                                return Value::string(format_uuid(bytes));
                              }}));
  table.add("uuidv5", simple_function({parameter("namespace", Type::string()), parameter("name", Type::string())},
                                      Type::string(), [](std::span<const Value> args) -> Result<Value> {
                                        static const std::pair<std::string_view, std::string_view> known[] = {
                                            {"dns", "6ba7b810-9dad-11d1-80b4-00c04fd430c8"},
                                            {"url", "6ba7b811-9dad-11d1-80b4-00c04fd430c8"},
                                            {"oid", "6ba7b812-9dad-11d1-80b4-00c04fd430c8"},
                                            {"x500", "6ba7b814-9dad-11d1-80b4-00c04fd430c8"}};
                                        std::string_view namespace_text = args[0].as_string();
                                        for (const auto& [name, uuid] : known)
                                          if (namespace_text == name) namespace_text = uuid;
                                        Result<std::array<unsigned char, 16>> space = parse_uuid(namespace_text);
                                        if (!space)
                                          return argument_error(0, "uuidv5() doesn't support namespace " +
                                                                       args[0].as_string() + " (" +
                                                                       space.error().message + ")");
                                        const std::string input =
                                            std::string(reinterpret_cast<const char*>(space->data()), space->size()) +
                                            args[1].as_string();
                                        const std::string digest = raw_digest(EVP_sha1(), input);
                                        std::array<unsigned char, 16> bytes{};
                                        std::memcpy(bytes.data(), digest.data(), bytes.size());
                                        bytes[6] = static_cast<unsigned char>((bytes[6] & 0x0f) | 0x50);
                                        bytes[8] = static_cast<unsigned char>((bytes[8] & 0x3f) | 0x80);
                                        return Value::string(format_uuid(bytes));
                                      }));
}
#endif

// --- bcrypt -------------------------------------------------------------------------

#if !HCLC_HAVE_LIBXCRYPT
void add_bcrypt(FunctionTable& table) { add_unavailable(table, {"bcrypt"}, "libxcrypt"); }
#else
// A "$2a$" hash with a random salt, as Go's x/crypto/bcrypt makes it: a cost
// below 4 takes the default 10, one above 31 is an error, as is a password
// of more than 72 bytes.
Result<Value> bcrypt_hash(const std::string& password, std::int64_t cost) {
  if (password.size() > 72) return Error{"error occurred generating password bcrypt: password length exceeds 72 bytes"};
  if (cost < 4) cost = 10;
  if (cost > 31)
    return Error{"error occurred generating password crypto/bcrypt: cost " + std::to_string(cost) +
                 " is outside allowed range (4,31)"};
  char salt[CRYPT_GENSALT_OUTPUT_SIZE];
  if (!crypt_gensalt_rn("$2a$", static_cast<unsigned long>(cost), nullptr, 0, salt, sizeof salt))
    return Error{"error occurred generating password: no salt"};
  auto data = std::make_unique<crypt_data>();
  const char* hashed = crypt_rn(password.c_str(), salt, data.get(), sizeof *data);
  if (!hashed || hashed[0] == '*') return Error{"error occurred generating password: hashing failed"};
  return Value::string(hashed);
}

void add_bcrypt(FunctionTable& table) {
  table.add("bcrypt", Function({.parameters = {parameter("str", Type::string())},
                                .variadic = parameter("cost", Type::number()),
                                .result_type = [](std::span<const Value> args) -> Result<Type> {
                                  if (args.size() > 2) return Error{"bcrypt() takes no more than two arguments"};
                                  return Type::string();
                                },
                                .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
                                  std::int64_t cost = 10;
                                  if (args.size() == 2) {
                                    Result<std::int64_t> given = to_int64(args[1]);
                                    if (!given) return argument_error(1, given.error().message);
                                    cost = *given;
                                  }
                                  return bcrypt_hash(args[0].as_string(), cost);
                                }}));
}
#endif

// --- rsadecrypt -----------------------------------------------------------------------

#if !HCLC_HAVE_LIBCRYPTO
void add_rsadecrypt(FunctionTable& table) { add_unavailable(table, {"rsadecrypt"}, kLibcrypto); }
#else
int refuse_passphrase(char*, int, int, void*) { return 0; }

using PrivateKey = std::unique_ptr<EVP_PKEY, void (*)(EVP_PKEY*)>;

// Reads the fields of an OpenSSH private key (OpenSSH's PROTOCOL.key): 32-bit
// big-endian lengths and counts, length-prefixed strings and integers.
class SshFields {
 public:
  explicit SshFields(std::string_view bytes) : rest_(bytes) {}
  std::optional<std::uint32_t> count() {
    if (rest_.size() < 4) return std::nullopt;
    std::uint32_t n = 0;
    for (int i = 0; i < 4; ++i) n = (n << 8) | static_cast<std::uint8_t>(rest_[static_cast<std::size_t>(i)]);
    rest_.remove_prefix(4);
    return n;
  }
  std::optional<std::string_view> string() {
    std::optional<std::uint32_t> length = count();
    if (!length || *length > rest_.size()) return std::nullopt;
    std::string_view out = rest_.substr(0, *length);
    rest_.remove_prefix(*length);
    return out;
  }

 private:
  std::string_view rest_;
};

using BigNumber = std::unique_ptr<BIGNUM, void (*)(BIGNUM*)>;

BigNumber big_number(std::string_view mpint) {
  return BigNumber(
      BN_bin2bn(reinterpret_cast<const unsigned char*>(mpint.data()), static_cast<int>(mpint.size()), nullptr),
      BN_clear_free);
}

// An unencrypted "-----BEGIN OPENSSH PRIVATE KEY-----" holding an RSA key, as
// Go's ssh.ParseRawPrivateKey reads it for Terraform; the error is the text
// after "invalid private key: ".
Result<PrivateKey> openssh_rsa_key(const std::string& key_text) {
  constexpr std::string_view kBegin = "-----BEGIN OPENSSH PRIVATE KEY-----";
  constexpr std::string_view kEnd = "-----END OPENSSH PRIVATE KEY-----";
  const std::size_t begin = key_text.find(kBegin);
  const std::size_t end = key_text.find(kEnd);
  const Error malformed{"ssh: invalid openssh private key format"};
  if (end == std::string::npos || end < begin) return malformed;
  std::optional<std::string> bytes =
      base64_decode(std::string_view(key_text).substr(begin + kBegin.size(), end - begin - kBegin.size()));
  constexpr std::string_view kMagic{"openssh-key-v1\0", 15};
  if (!bytes || !std::string_view(*bytes).starts_with(kMagic)) return malformed;
  SshFields fields(std::string_view(*bytes).substr(kMagic.size()));
  std::optional<std::string_view> cipher = fields.string(), kdf = fields.string(), kdf_options = fields.string();
  std::optional<std::uint32_t> keys = fields.count();
  std::optional<std::string_view> public_key = fields.string(), private_keys = fields.string();
  if (!cipher || !kdf || !kdf_options || !keys || !public_key || !private_keys) return malformed;
  if (*cipher != "none" || *kdf != "none") return Error{"ssh: this private key is passphrase protected"};
  if (*keys != 1) return Error{"ssh: multi-key files are not supported"};
  SshFields secret(*private_keys);
  std::optional<std::uint32_t> check1 = secret.count(), check2 = secret.count();
  if (!check1 || !check2 || *check1 != *check2) return Error{"ssh: checkint mismatch"};
  std::optional<std::string_view> type = secret.string();
  if (!type) return malformed;
  if (*type != "ssh-rsa") return Error{"ssh: unhandled key type"};
  std::optional<std::string_view> n = secret.string(), e = secret.string(), d = secret.string(), iqmp = secret.string(),
                                  p = secret.string(), q = secret.string();
  if (!n || !e || !d || !iqmp || !p || !q) return malformed;
  BigNumber bn_n = big_number(*n), bn_e = big_number(*e), bn_d = big_number(*d), bn_iqmp = big_number(*iqmp),
            bn_p = big_number(*p), bn_q = big_number(*q);
  BigNumber dmp1(BN_new(), BN_clear_free), dmq1(BN_new(), BN_clear_free), p1(BN_new(), BN_clear_free),
      q1(BN_new(), BN_clear_free);
  std::unique_ptr<BN_CTX, void (*)(BN_CTX*)> bn_ctx(BN_CTX_new(), BN_CTX_free);
  std::unique_ptr<OSSL_PARAM_BLD, void (*)(OSSL_PARAM_BLD*)> build(OSSL_PARAM_BLD_new(), OSSL_PARAM_BLD_free);
  const bool made = bn_n && bn_e && bn_d && bn_iqmp && bn_p && bn_q && dmp1 && dmq1 && p1 && q1 && bn_ctx && build &&
                    BN_sub(p1.get(), bn_p.get(), BN_value_one()) && BN_sub(q1.get(), bn_q.get(), BN_value_one()) &&
                    BN_mod(dmp1.get(), bn_d.get(), p1.get(), bn_ctx.get()) &&
                    BN_mod(dmq1.get(), bn_d.get(), q1.get(), bn_ctx.get()) &&
                    OSSL_PARAM_BLD_push_BN(build.get(), OSSL_PKEY_PARAM_RSA_N, bn_n.get()) &&
                    OSSL_PARAM_BLD_push_BN(build.get(), OSSL_PKEY_PARAM_RSA_E, bn_e.get()) &&
                    OSSL_PARAM_BLD_push_BN(build.get(), OSSL_PKEY_PARAM_RSA_D, bn_d.get()) &&
                    OSSL_PARAM_BLD_push_BN(build.get(), OSSL_PKEY_PARAM_RSA_FACTOR1, bn_p.get()) &&
                    OSSL_PARAM_BLD_push_BN(build.get(), OSSL_PKEY_PARAM_RSA_FACTOR2, bn_q.get()) &&
                    OSSL_PARAM_BLD_push_BN(build.get(), OSSL_PKEY_PARAM_RSA_EXPONENT1, dmp1.get()) &&
                    OSSL_PARAM_BLD_push_BN(build.get(), OSSL_PKEY_PARAM_RSA_EXPONENT2, dmq1.get()) &&
                    OSSL_PARAM_BLD_push_BN(build.get(), OSSL_PKEY_PARAM_RSA_COEFFICIENT1, bn_iqmp.get());
  if (!made) return malformed;
  std::unique_ptr<OSSL_PARAM, void (*)(OSSL_PARAM*)> params(OSSL_PARAM_BLD_to_param(build.get()), OSSL_PARAM_free);
  std::unique_ptr<EVP_PKEY_CTX, void (*)(EVP_PKEY_CTX*)> ctx(EVP_PKEY_CTX_new_from_name(nullptr, "RSA", nullptr),
                                                             EVP_PKEY_CTX_free);
  EVP_PKEY* key = nullptr;
  if (!params || !ctx || EVP_PKEY_fromdata_init(ctx.get()) <= 0 ||
      EVP_PKEY_fromdata(ctx.get(), &key, EVP_PKEY_KEYPAIR, params.get()) <= 0)
    return malformed;
  return PrivateKey(key, EVP_PKEY_free);
}

Result<Value> rsa_decrypt(const std::string& ciphertext, const std::string& key_text) {
  std::optional<std::string> cipher = base64_decode(ciphertext);
  if (!cipher)
    return argument_error(0, "failed to decode input " + go_quote(ciphertext) + ": cipher text must be base64-encoded");
  if (key_text.find("-----BEGIN") == std::string::npos)
    return argument_error(1, "invalid private key: ssh: no key found");
  PrivateKey key(nullptr, EVP_PKEY_free);
  if (key_text.find("-----BEGIN OPENSSH PRIVATE KEY-----") != std::string::npos) {
    Result<PrivateKey> openssh = openssh_rsa_key(key_text);
    if (!openssh) return argument_error(1, "invalid private key: " + openssh.error().message);
    key = std::move(openssh).value();
  } else {
    std::unique_ptr<BIO, int (*)(BIO*)> bio(BIO_new_mem_buf(key_text.data(), static_cast<int>(key_text.size())),
                                            BIO_free);
    key.reset(bio ? PEM_read_bio_PrivateKey(bio.get(), nullptr, refuse_passphrase, nullptr) : nullptr);
  }
  if (!key) return argument_error(1, "invalid ASN1 data in the given private key: the key could not be read");
  if (EVP_PKEY_get_base_id(key.get()) != EVP_PKEY_RSA)
    return argument_error(1, "invalid private key type: only RSA keys can decrypt");
  std::unique_ptr<EVP_PKEY_CTX, void (*)(EVP_PKEY_CTX*)> ctx(EVP_PKEY_CTX_new(key.get(), nullptr), EVP_PKEY_CTX_free);
  const Error failed{"failed to decrypt: crypto/rsa: decryption error"};
  if (!ctx || EVP_PKEY_decrypt_init(ctx.get()) <= 0 || EVP_PKEY_CTX_set_rsa_padding(ctx.get(), RSA_PKCS1_PADDING) <= 0)
    return failed;
  // Go reports a bad padding as an error; OpenSSL 3.2 and later would
  // return a random message instead unless told not to (older ones do not
  // know the setting and need not be told).
  EVP_PKEY_CTX_ctrl_str(ctx.get(), "rsa_pkcs1_implicit_rejection", "0");
  std::size_t length = 0;
  const auto* in = reinterpret_cast<const unsigned char*>(cipher->data());
  if (EVP_PKEY_decrypt(ctx.get(), nullptr, &length, in, cipher->size()) <= 0) return failed;
  std::string out(length, '\0');
  if (EVP_PKEY_decrypt(ctx.get(), reinterpret_cast<unsigned char*>(out.data()), &length, in, cipher->size()) <= 0)
    return failed;
  out.resize(length);
  if (!valid_utf8(out)) return Error{"the decrypted message is not valid UTF-8"};
  return Value::string(out);
}

void add_rsadecrypt(FunctionTable& table) {
  table.add("rsadecrypt",
            simple_function(
                {parameter("ciphertext", Type::string()), parameter("privatekey", Type::string())}, Type::string(),
                [](std::span<const Value> args) { return rsa_decrypt(args[0].as_string(), args[1].as_string()); }));
}
#endif

}  // namespace

void add_terraform_encoding_functions(FunctionTable& table) {
  add_digest_encodings(table);
  add_urldecode(table);
  add_text_encodings(table);
  add_uuids(table);
  add_bcrypt(table);
  add_rsadecrypt(table);
}

}  // namespace hclc::ext
