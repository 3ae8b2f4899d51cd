// libcrypto's x86_64cpuid object calls OPENSSL_cpuid_setup from its .init
// section, at every start of the statically linked tools: a dozen cpuid
// instructions, each of which leaves a virtual machine for its hypervisor
// (8 to 15 µs on the project's machine), a tenth of a small decode. This
// OPENSSL_cpuid_setup, which keeps libcrypto's out of the link, does nothing;
// the first digest (EVP_Digest, which the link wraps: tools/CMakeLists.txt)
// reads the processor's capabilities as libcrypto's would have, so that the
// hashes still use the SHA extensions or AVX2 where there are. (libcrypto's
// also reads the OPENSSL_ia32cap environment variable, which masks them; the
// tools do not.)

#include <openssl/evp.h>

#include <cstddef>
#include <cstdint>
#include <mutex>

extern "C" {
extern unsigned int OPENSSL_ia32cap_P[4];
std::uint64_t OPENSSL_ia32_cpuid(unsigned int* capabilities);
void OPENSSL_cpuid_setup() {}

int real_evp_digest(const void* data, std::size_t count, unsigned char* digest, unsigned int* size,
                    const EVP_MD* algorithm, ENGINE* engine) __asm__("__real_EVP_Digest");
int evp_digest_after_cpuid(const void* data, std::size_t count, unsigned char* digest, unsigned int* size,
                           const EVP_MD* algorithm, ENGINE* engine) __asm__("__wrap_EVP_Digest");

int evp_digest_after_cpuid(const void* data, std::size_t count, unsigned char* digest, unsigned int* size,
                           const EVP_MD* algorithm, ENGINE* engine) {
  static std::once_flag capabilities_read;
  std::call_once(capabilities_read, [] {
    const std::uint64_t capabilities = OPENSSL_ia32_cpuid(OPENSSL_ia32cap_P);
    // Bit 10, reserved, marks the vector as read (libcrypto's cpuid.c).
    OPENSSL_ia32cap_P[0] = static_cast<unsigned int>(capabilities) | (1U << 10);
    OPENSSL_ia32cap_P[1] = static_cast<unsigned int>(capabilities >> 32);
  });
  return real_evp_digest(data, count, digest, size, algorithm, engine);
}
}
