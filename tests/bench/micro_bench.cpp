// Google Benchmark micro-benchmarks of hot paths: parsing (config, expression,
// JSON), evaluation, and Number arithmetic and printing. Inputs are built here
// so that the figures do not depend on files outside the repository.
//
//   build/hclc_micro_bench --benchmark_filter=Parse

#include <benchmark/benchmark.h>

#include <string>
#include <string_view>

#include "eval/driver.h"
#include "eval/eval.h"
#include "json/json.h"
#include "runtime/number.h"
#include "source/source_file.h"
#include "syntax/parse.h"

namespace {

// `pattern` with every "@N" replaced by `n`.
std::string numbered(std::string_view pattern, const std::string& n) {
  std::string out;
  for (std::size_t at = 0;;) {
    const std::size_t marker = pattern.find("@N", at);
    out.append(pattern.substr(at, marker - at));
    if (marker == std::string_view::npos) return out;
    out.append(n);
    at = marker + 2;
  }
}

// A configuration of `blocks` blocks with the constructs real files use most:
// labels, literals, templates, references, calls, nested blocks.
std::string native_config(int blocks) {
  constexpr std::string_view block = R"(resource "aws_instance" "web_@N" {
  ami           = var.ami_ids[@N % 3]
  instance_type = "t3.micro"
  count         = var.enabled ? 2 : 0
  tags = {
    Name = "web-${@N}-${var.env}"
    Team = upper(local.team)
  }
  ports = [for p in var.ports : p + @N if p > 1024]
  ebs_block_device {
    device_name = "/dev/sdb"
    volume_size = 100
  }
}

)";
  std::string text;
  for (int i = 0; i < blocks; ++i) text += numbered(block, std::to_string(i));
  return text;
}

// The same shape in JSON.
std::string json_config(int blocks) {
  constexpr std::string_view block =
      R"("web_@N": {"ami": "${var.ami_ids[@N % 3]}", "instance_type": "t3.micro", "count": 2, )"
      R"("tags": {"Name": "web-@N", "Team": "ops"}, "ports": [80, 443, 8080, 8443.5], )"
      R"("ebs_block_device": [{"device_name": "/dev/sdb", "volume_size": 100, "encrypted": true, "kms_key": null}]})";
  std::string text = R"({"resource": {"aws_instance": {)";
  for (int i = 0; i < blocks; ++i) {
    if (i > 0) text += ",";
    text += numbered(block, std::to_string(i));
  }
  text += "}}}";
  return text;
}

void BM_ParseConfig(benchmark::State& state) {
  const std::string text = native_config(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    hclc::Diagnostics diags;
    hclc::SourceFile source("bench.hcl", text);
    hclc::ir::File file = hclc::parse_config(source, diags);
    benchmark::DoNotOptimize(file.body);
    if (diags.has_errors()) state.SkipWithError("syntax errors");
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_ParseConfig)->Arg(1)->Arg(100);

void BM_ParseExpression(benchmark::State& state) {
  const std::string text =
      "{ for k, v in var.services : k => [for i, p in v.ports : \"${k}-${i}:${p * 2 + 1}\" if p % 2 == 0] "
      "if length(v.ports) > 0 && !v.disabled }";
  for (auto _ : state) {
    hclc::Diagnostics diags;
    hclc::SourceFile source("bench.hcl", text);
    hclc::ir::Expression expr = hclc::parse_expression(source, diags);
    benchmark::DoNotOptimize(expr.root);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_ParseExpression);

void BM_ParseJson(benchmark::State& state) {
  const std::string text = json_config(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    hclc::Diagnostics diags;
    hclc::json::Document doc = hclc::json::parse("bench.json", text, diags);
    benchmark::DoNotOptimize(doc.root());
    if (diags.has_errors()) state.SkipWithError("JSON errors");
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_ParseJson)->Arg(1)->Arg(100);

// Evaluation only: the expression is parsed once, outside the loop.
void evaluate_repeatedly(benchmark::State& state, const std::string& text) {
  hclc::Diagnostics parse_diags;
  hclc::SourceFile source("bench.hcl", text);
  hclc::ir::Expression expr = hclc::parse_expression(source, parse_diags);
  hclc::eval::EvalContext ctx;
  ctx.set_functions(&hclc::eval::default_functions());
  for (auto _ : state) {
    hclc::Diagnostics diags;
    hclc::Value value = hclc::eval::evaluate(expr, &ctx, diags);
    benchmark::DoNotOptimize(value);
    if (diags.has_errors()) state.SkipWithError("evaluation errors");
  }
}

void BM_EvalForExpression(benchmark::State& state) {
  evaluate_repeatedly(state, "[for i in range(1000) : i * 2 + 1 if i % 3 != 0]");
  state.SetItemsProcessed(state.iterations() * 1000);
}
BENCHMARK(BM_EvalForExpression);

void BM_EvalTemplate(benchmark::State& state) {
  evaluate_repeatedly(
      state, R"(join(",", [for i in range(200) : "item-${i}-${upper("x")}%{ if i % 2 == 0 }even%{ endif }"]))");
  state.SetItemsProcessed(state.iterations() * 200);
}
BENCHMARK(BM_EvalTemplate);

void BM_EvalTraversal(benchmark::State& state) {
  evaluate_repeatedly(state, "[for i in range(500) : {a = {b = {c = {d = i}}}}.a.b.c.d + {x = [1, 2, 3]}.x[i % 3]]");
  state.SetItemsProcessed(state.iterations() * 500);
}
BENCHMARK(BM_EvalTraversal);

hclc::Number parsed(std::string_view text) { return *hclc::Number::parse(text); }

void BM_NumberParse(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(hclc::Number::parse("12345.678e-3"));
}
BENCHMARK(BM_NumberParse);

void BM_NumberAdd(benchmark::State& state) {
  const hclc::Number a = parsed("0.1"), b = parsed("0.2");
  for (auto _ : state) benchmark::DoNotOptimize(add(a, b));
}
BENCHMARK(BM_NumberAdd);

void BM_NumberMultiplyIntegers(benchmark::State& state) {
  const hclc::Number a = hclc::Number::from_int(12345), b = hclc::Number::from_int(678);
  for (auto _ : state) benchmark::DoNotOptimize(multiply(a, b));
}
BENCHMARK(BM_NumberMultiplyIntegers);

void BM_NumberDivide(benchmark::State& state) {
  const hclc::Number a = parsed("1"), b = parsed("3");
  for (auto _ : state) benchmark::DoNotOptimize(divide(a, b));
}
BENCHMARK(BM_NumberDivide);

void BM_NumberToStringInteger(benchmark::State& state) {
  const hclc::Number n = parsed("8080");
  for (auto _ : state) benchmark::DoNotOptimize(n.to_string());
}
BENCHMARK(BM_NumberToStringInteger);

void BM_NumberToStringFraction(benchmark::State& state) {
  const hclc::Number n = add(parsed("0.1"), parsed("0.2")).value();
  for (auto _ : state) benchmark::DoNotOptimize(n.to_string());
}
BENCHMARK(BM_NumberToStringFraction);

void BM_NumberToStringOneThird(benchmark::State& state) {  // 156 digits
  const hclc::Number n = divide(parsed("1"), parsed("3")).value();
  for (auto _ : state) benchmark::DoNotOptimize(n.to_string());
}
BENCHMARK(BM_NumberToStringOneThird);

}  // namespace

BENCHMARK_MAIN();
