// The Terraform pack's parsers of text (src/ext): YAML, base64, CIDR
// prefixes, paths, URL encoding, text encodings (ICU), UUIDs, timestamps,
// regular-expression replace and fileset's globs (over an empty granted
// directory), each given the input as its string argument, marked sensitive
// when the first byte says so; and the input as an expression evaluated with
// the pack and variables marked sensitive (inside and out), so that marks
// go through every operator, function and conversion. The oracle is "no
// crash, no hang, no leak"; errors are results.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "eval/driver.h"
#include "ext/terraform_functions.h"
#include "runtime/json.h"
#include "runtime/text.h"

namespace {

// The pack alone, or (for expressions) with the standard library and try/can/convert.
hclc::FunctionTable make_pack(hclc::FunctionTable t) {
  // An empty directory of its own, so that fileset parses and matches its
  // pattern without walking anything large.
  const std::filesystem::path granted = std::filesystem::temp_directory_path() / "hclc-fuzz-terraform-granted";
  std::error_code ec;
  std::filesystem::create_directories(granted, ec);
  hclc::ext::add_terraform_functions(
      t, {.granted_directory = granted.string(), .clock = {}, .plan_timestamp = {}, .max_fileset_entries = 100});
  return t;
}

const hclc::FunctionTable& pack() {
  static const hclc::FunctionTable table = make_pack({});
  return table;
}

const hclc::FunctionTable& pack_with_stdlib() {
  static const hclc::FunctionTable table = make_pack(hclc::eval::default_functions());
  return table;
}

// Variables with marks on them and inside them.
const hclc::eval::EvalContext::Variables& marked_variables() {
  static const hclc::eval::EvalContext::Variables vars = [] {
    hclc::eval::EvalContext::Variables v;
    const char* json = R"({"num":42,"text":"héllo","flag":true,"nothing":null,"names":["ann","bob"],
      "person":{"name":"Ann","tags":["a","b"]},"ip":"10.0.0.0/16"})";
    hclc::Result<hclc::Value> value = hclc::value_from_json(json);
    if (!value) std::abort();
    for (const hclc::Value::Entry& entry : value->entries()) {
      v["plain_" + entry.first] = entry.second;
      v["secret_" + entry.first] = entry.second.mark(hclc::kSensitiveMark);
    }
    v["mixed"] = hclc::Value::tuple({hclc::Value::string("a").mark(hclc::kSensitiveMark), hclc::Value::number(1),
                                     hclc::Value::string("b").mark("other")});
    return v;
  }();
  return vars;
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
  const bool sensitive = (data[0] & 0x80) != 0;
  const hclc::Value arg = sensitive ? hclc::Value::string(text).mark(hclc::kSensitiveMark) : hclc::Value::string(text);
  const hclc::Value number = hclc::Value::number(static_cast<std::int64_t>(data[0] % 40) - 4);
  const hclc::Value utf16 = hclc::Value::string("UTF-16LE");
  switch (data[0] % 16) {
    case 0: (void)pack().find("yamldecode")->call(std::vector<hclc::Value>{arg}); break;
    case 1: (void)pack().find("base64decode")->call(std::vector<hclc::Value>{arg}); break;
    case 2: (void)pack().find("cidrhost")->call(std::vector<hclc::Value>{arg, number}); break;
    case 3: (void)pack().find("cidrsubnet")->call(std::vector<hclc::Value>{arg, number, hclc::Value::number(1)}); break;
    case 4: (void)pack().find("cidrsubnets")->call(std::vector<hclc::Value>{arg, number, number}); break;
    case 5: (void)pack().find("cidrnetmask")->call(std::vector<hclc::Value>{arg}); break;
    case 6: (void)pack().find("dirname")->call(std::vector<hclc::Value>{arg}); break;
    case 7: {
      hclc::eval::Limits limits;
      limits.max_work = 200'000;
      limits.max_string_bytes = 1u << 20;
      hclc::eval::StandaloneEvaluation result =
          hclc::eval::evaluate_source("fuzz.hcl", text, false, marked_variables(), pack_with_stdlib(), limits);
      (void)result.value.describe();
      (void)hclc::value_to_json(result.value.unmarked_deep());
      break;
    }
    case 8: (void)pack().find("textdecodebase64")->call(std::vector<hclc::Value>{arg, utf16}); break;
    case 9: (void)pack().find("textencodebase64")->call(std::vector<hclc::Value>{arg, arg}); break;
    case 10: (void)pack().find("urldecode")->call(std::vector<hclc::Value>{arg}); break;
    case 11: (void)pack().find("uuidv5")->call(std::vector<hclc::Value>{arg, arg}); break;
    case 12:
      (void)pack().find("timecmp")->call(std::vector<hclc::Value>{arg, hclc::Value::string("2020-01-01T00:00:00Z")});
      break;
    case 13:
      (void)pack().find("replace")->call(std::vector<hclc::Value>{arg, hclc::Value::string("/" + text + "/"), arg});
      break;
    case 14: (void)pack().find("fileset")->call(std::vector<hclc::Value>{hclc::Value::string("."), arg}); break;
    default: {
      const hclc::Result<hclc::Value> decoded = pack().find("yamldecode")->call(std::vector<hclc::Value>{arg});
      if (decoded) (void)pack().find("yamlencode")->call(std::vector<hclc::Value>{*decoded});
    }
  }
  return 0;
}
