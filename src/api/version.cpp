#include "hclc/version.h"

namespace hcl {
const char* library_version() { return HCLC_VERSION; }
}  // namespace hcl
