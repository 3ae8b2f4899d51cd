// The Terraform pack's parsers of text (src/ext): YAML, base64, CIDR
// prefixes, paths and URL encoding, each given the input as its string
// argument. The oracle is "no crash, no hang, no leak"; errors are results.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "ext/terraform_functions.h"
#include "runtime/text.h"

namespace {

const hclc::FunctionTable& pack() {
  static const hclc::FunctionTable table = [] {
    hclc::FunctionTable t;
    hclc::ext::add_terraform_functions(t, {});
    return t;
  }();
  return table;
}

bool valid_utf8(std::string_view text) {
  char32_t code_point = 0;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t length = hclc::decode_utf8(text, i, code_point);
    if (length == 0) return false;
    i += length;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  if (!valid_utf8(text)) return 0;  // HCL strings are valid UTF-8
  const hclc::Value arg = hclc::Value::string(text);
  const hclc::Value number = hclc::Value::number(static_cast<std::int64_t>(data[0] % 40) - 4);
  switch (data[0] % 8) {
    case 0: (void)pack().find("yamldecode")->call(std::vector<hclc::Value>{arg}); break;
    case 1: (void)pack().find("base64decode")->call(std::vector<hclc::Value>{arg}); break;
    case 2: (void)pack().find("cidrhost")->call(std::vector<hclc::Value>{arg, number}); break;
    case 3: (void)pack().find("cidrsubnet")->call(std::vector<hclc::Value>{arg, number, hclc::Value::number(1)}); break;
    case 4: (void)pack().find("cidrsubnets")->call(std::vector<hclc::Value>{arg, number, number}); break;
    case 5: (void)pack().find("cidrnetmask")->call(std::vector<hclc::Value>{arg}); break;
    case 6: (void)pack().find("dirname")->call(std::vector<hclc::Value>{arg}); break;
    default: {
      const hclc::Result<hclc::Value> decoded = pack().find("yamldecode")->call(std::vector<hclc::Value>{arg});
      if (decoded) (void)pack().find("yamlencode")->call(std::vector<hclc::Value>{*decoded});
    }
  }
  return 0;
}
