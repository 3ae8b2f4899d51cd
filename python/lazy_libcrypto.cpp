// libcrypto for the Python module, loaded at the first call into it rather
// than with the module: the functions the library calls (the Terraform
// pack's hashes, uuid's random bytes, rsadecrypt) are defined here, each
// forwarding to libcrypto's, which dlopen and dlsym find at its first call.
// python/link-static-deps leaves libcrypto off the module's link line. A
// process that calls loads() never maps libcrypto: its relocation alone
// makes 1.2 MB of resident pages (docs/python.md, "Memory"). The
// signatures are checked against OpenSSL's headers: a definition that does
// not match its declaration does not compile.

#include <dlfcn.h>
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>

#include <cstdio>
#include <cstdlib>

namespace {

// libcrypto's `name`. Its absence (the library removed since the build) ends
// the process with a message: the module cannot compute the function.
void* libcrypto_symbol(const char* name) {
  static void* const library = dlopen(HCLC_LIBCRYPTO_SONAME, RTLD_NOW | RTLD_LOCAL);
  void* symbol = library ? dlsym(library, name) : nullptr;
  if (!symbol) {
    std::fprintf(stderr, "hclc: cannot load %s from %s: %s\n", name, HCLC_LIBCRYPTO_SONAME, dlerror());
    std::abort();
  }
  return symbol;
}

}  // namespace

// The definition of `name` (declared by OpenSSL's headers as `result name
// parameters`), calling libcrypto's with `arguments`.
#define HCLC_FORWARD_TO_LIBCRYPTO(result, name, parameters, arguments)                     \
  extern "C" result name parameters {                                                      \
    static const auto real = reinterpret_cast<decltype(&::name)>(libcrypto_symbol(#name)); \
    return real arguments;                                                                 \
  }

HCLC_FORWARD_TO_LIBCRYPTO(int, BIO_free, (BIO * a), (a))
HCLC_FORWARD_TO_LIBCRYPTO(BIO*, BIO_new_mem_buf, (const void* buf, int len), (buf, len))
HCLC_FORWARD_TO_LIBCRYPTO(void, BN_CTX_free, (BN_CTX * c), (c))
HCLC_FORWARD_TO_LIBCRYPTO(BN_CTX*, BN_CTX_new, (), ())
HCLC_FORWARD_TO_LIBCRYPTO(BIGNUM*, BN_bin2bn, (const unsigned char* s, int len, BIGNUM* ret), (s, len, ret))
HCLC_FORWARD_TO_LIBCRYPTO(void, BN_clear_free, (BIGNUM * a), (a))
HCLC_FORWARD_TO_LIBCRYPTO(int, BN_div, (BIGNUM * dv, BIGNUM* rem, const BIGNUM* m, const BIGNUM* d, BN_CTX* ctx),
                          (dv, rem, m, d, ctx))
HCLC_FORWARD_TO_LIBCRYPTO(BIGNUM*, BN_new, (), ())
HCLC_FORWARD_TO_LIBCRYPTO(int, BN_sub, (BIGNUM * r, const BIGNUM* a, const BIGNUM* b), (r, a, b))
HCLC_FORWARD_TO_LIBCRYPTO(const BIGNUM*, BN_value_one, (), ())
HCLC_FORWARD_TO_LIBCRYPTO(int, EVP_Digest,
                          (const void* data, size_t count, unsigned char* md, unsigned int* size, const EVP_MD* type,
                           ENGINE* impl),
                          (data, count, md, size, type, impl))
HCLC_FORWARD_TO_LIBCRYPTO(int, EVP_PKEY_CTX_ctrl_str, (EVP_PKEY_CTX * ctx, const char* type, const char* value),
                          (ctx, type, value))
HCLC_FORWARD_TO_LIBCRYPTO(void, EVP_PKEY_CTX_free, (EVP_PKEY_CTX * ctx), (ctx))
HCLC_FORWARD_TO_LIBCRYPTO(EVP_PKEY_CTX*, EVP_PKEY_CTX_new, (EVP_PKEY * pkey, ENGINE* e), (pkey, e))
HCLC_FORWARD_TO_LIBCRYPTO(EVP_PKEY_CTX*, EVP_PKEY_CTX_new_from_name,
                          (OSSL_LIB_CTX * libctx, const char* name, const char* propquery), (libctx, name, propquery))
HCLC_FORWARD_TO_LIBCRYPTO(int, EVP_PKEY_CTX_set_rsa_padding, (EVP_PKEY_CTX * ctx, int pad_mode), (ctx, pad_mode))
HCLC_FORWARD_TO_LIBCRYPTO(int, EVP_PKEY_decrypt,
                          (EVP_PKEY_CTX * ctx, unsigned char* out, size_t* outlen, const unsigned char* in,
                           size_t inlen),
                          (ctx, out, outlen, in, inlen))
HCLC_FORWARD_TO_LIBCRYPTO(int, EVP_PKEY_decrypt_init, (EVP_PKEY_CTX * ctx), (ctx))
HCLC_FORWARD_TO_LIBCRYPTO(void, EVP_PKEY_free, (EVP_PKEY * pkey), (pkey))
HCLC_FORWARD_TO_LIBCRYPTO(int, EVP_PKEY_fromdata,
                          (EVP_PKEY_CTX * ctx, EVP_PKEY** ppkey, int selection, OSSL_PARAM param[]),
                          (ctx, ppkey, selection, param))
HCLC_FORWARD_TO_LIBCRYPTO(int, EVP_PKEY_fromdata_init, (EVP_PKEY_CTX * ctx), (ctx))
HCLC_FORWARD_TO_LIBCRYPTO(int, EVP_PKEY_get_base_id, (const EVP_PKEY* pkey), (pkey))
HCLC_FORWARD_TO_LIBCRYPTO(const EVP_MD*, EVP_md5, (), ())
HCLC_FORWARD_TO_LIBCRYPTO(const EVP_MD*, EVP_sha1, (), ())
HCLC_FORWARD_TO_LIBCRYPTO(const EVP_MD*, EVP_sha256, (), ())
HCLC_FORWARD_TO_LIBCRYPTO(const EVP_MD*, EVP_sha512, (), ())
HCLC_FORWARD_TO_LIBCRYPTO(void, OSSL_PARAM_BLD_free, (OSSL_PARAM_BLD * bld), (bld))
HCLC_FORWARD_TO_LIBCRYPTO(OSSL_PARAM_BLD*, OSSL_PARAM_BLD_new, (), ())
HCLC_FORWARD_TO_LIBCRYPTO(int, OSSL_PARAM_BLD_push_BN, (OSSL_PARAM_BLD * bld, const char* key, const BIGNUM* bn),
                          (bld, key, bn))
HCLC_FORWARD_TO_LIBCRYPTO(OSSL_PARAM*, OSSL_PARAM_BLD_to_param, (OSSL_PARAM_BLD * bld), (bld))
HCLC_FORWARD_TO_LIBCRYPTO(void, OSSL_PARAM_free, (OSSL_PARAM * p), (p))
HCLC_FORWARD_TO_LIBCRYPTO(EVP_PKEY*, PEM_read_bio_PrivateKey, (BIO * out, EVP_PKEY** x, pem_password_cb* cb, void* u),
                          (out, x, cb, u))
HCLC_FORWARD_TO_LIBCRYPTO(int, RAND_bytes, (unsigned char* buf, int num), (buf, num))
