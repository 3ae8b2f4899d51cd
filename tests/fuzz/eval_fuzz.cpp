// libFuzzer target for evaluation with the standard library: the input is an
// expression (or, when its first byte is odd, a standalone template after
// that byte) evaluated with variables of every kind, as `hclc eval` does.
// The oracle is "no crash, no hang, no leak, no sanitizer report", every
// diagnostic's range inside the input, and a result that can be printed.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "eval/driver.h"
#include "runtime/json.h"

namespace {

const hclc::eval::EvalContext::Variables& variables() {
  static const hclc::eval::EvalContext::Variables vars = [] {
    hclc::eval::EvalContext::Variables v;
    const char* json = R"({"num":42,"frac":2.5,"neg":-7,"big":12345678901234567890,"text":"héllo wörld",
      "flag":true,"nothing":null,"names":["ann","bob"],"matrix":[[1,2],[3,4]],
      "person":{"name":"Ann","age":30,"tags":["a","b"]},"empty_list":[],"empty_obj":{}})";
    hclc::Result<hclc::Value> value = hclc::value_from_json(json);
    if (!value) std::abort();
    for (const hclc::Value::Entry& entry : value->entries()) v[entry.first] = entry.second;
    return v;
  }();
  return vars;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const bool as_template = (data[0] & 1) != 0;
  std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  hclc::eval::Limits limits;
  limits.max_work = 200'000;  // keep each run short: runaway inputs stop with a diagnostic
  limits.max_string_bytes = 1u << 20;
  hclc::eval::StandaloneEvaluation result =
      hclc::eval::evaluate_source("fuzz.hcl", std::move(text), as_template, variables(), limits);
  for (const hclc::Diagnostic& d : result.diags) {
    if (d.subject && (d.subject->start.byte > d.subject->end.byte || d.subject->end.byte > size)) std::abort();
  }
  (void)hclc::value_to_json(result.value);  // may refuse (unknown, infinity), must not crash
  return 0;
}
