// The WebAssembly module of the npm package (js/): each exported function
// takes its arguments as UTF-8 texts the JavaScript side wrote into the
// module's memory, and leaves its result as one JSON text (result_data,
// result_size) that js/lib/core.js reads and parses:
//
//   {"value": …}                              what was asked for
//   {"error": "…", "diagnostics": [ … ]}      the diagnostics (hcldec's JSON, with ranges)
//
// parse and expression_ast answer in @cdktf/hcl2json's terms instead: {"value": …}
// or {"error": "parse config: [file:1,5-2,1: Invalid expression; …]"}.

#include <emscripten/emscripten.h>

#include <cstdint>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "body/body.h"
#include "body/native_body.h"
#include "dec/decode.h"
#include "dec/spec.h"
#include "diag/render.h"
#include "eval/driver.h"
#include "expression_ast.h"
#include "ext/dynamic_blocks.h"
#include "ext/terraform_functions.h"
#include "format/format.h"
#include "runtime/json.h"
#include "source/source_file.h"
#include "syntax/parse.h"
#include "tojson/hcl2json.h"
#include "tojson/native_to_json.h"

namespace hclc::js {
namespace {

std::string& result() {
  static std::string text;
  return text;
}

void answer_value(std::string_view json) {
  std::string& out = result();
  out.clear();
  out.reserve(json.size() + 12);
  out += "{\"value\":";
  out += json;
  out += '}';
}

void answer_error(std::string_view message, const Diagnostics& diags) {
  std::string json = render_json(diags);
  while (!json.empty() && (json.back() == '\n' || json.back() == ' ')) json.pop_back();
  result() = "{\"error\":" + json_quote_plain(message) + ",\"diagnostics\":" + (json.empty() ? "[]" : json) + "}";
}

// The first error's summary and detail, the message of the exception that
// JavaScript throws for these diagnostics.
std::string first_error(const Diagnostics& diags) {
  for (std::size_t i = 0; i < diags.size(); ++i) {
    const Diagnostic& d = diags[i];
    if (d.severity != Severity::Error) continue;
    std::string message = d.subject ? range_text(*d.subject) + ": " : std::string();
    message += d.summary;
    if (!d.detail.empty()) message += "; " + d.detail;
    return message;
  }
  return "error";
}

void answer_diagnostics(const Diagnostics& diags) { answer_error(first_error(diags), diags); }

std::string text(const char* data, std::size_t size) { return std::string(data, size); }

// Variables from a JSON object (JavaScript's JSON.stringify of the object
// given), each value with the type its JSON implies, as hcldec's --vars.
bool read_variables(std::string_view json, eval::EvalContext::Variables& vars, Diagnostics& diags) {
  if (json.empty()) return true;
  Result<Value> value = value_from_json(json);
  if (!value || !value->type().is_object()) {
    diags.add(DiagKind::EvalInvalidVariables, value ? "The variables must be an object."
                                                    : "The variables are not valid JSON: " + value.error().message);
    return false;
  }
  for (const auto& [name, element] : value->entries()) vars.insert_or_assign(name, element);
  return true;
}

// Runs one request; memory running out (std::bad_alloc, when the module
// cannot grow) is an answer too, not an exception escaping to JavaScript.
template <typename Request>
void answer(Request request) {
  try {
    request();
  } catch (const std::bad_alloc&) {
    Diagnostics none;
    std::string().swap(result());
    answer_error("out of memory: the input needs more than the WebAssembly module's 2 GB", none);
  }
}

const FunctionTable& terraform_functions() {
  static const FunctionTable table = [] {
    FunctionTable functions = eval::default_functions();
    ext::add_terraform_functions(functions, ext::TerraformOptions{});
    return functions;
  }();
  return table;
}

}  // namespace
}  // namespace hclc::js

using namespace hclc;
using namespace hclc::js;

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* hclc_result_data() { return result().data(); }
EMSCRIPTEN_KEEPALIVE std::size_t hclc_result_size() { return result().size(); }
// Gives back the result's memory (after a large one).
EMSCRIPTEN_KEEPALIVE void hclc_result_clear() { std::string().swap(result()); }

// @cdktf/hcl2json's parse.
EMSCRIPTEN_KEEPALIVE void hclc_parse(const char* name, std::size_t name_size, const char* data, std::size_t size) {
  answer([&] {
    SourceFile source(text(name, name_size), text(data, size));
    Diagnostics diags;
    ir::File file = parse_config(source, diags);
    if (diags.has_errors()) {
      // hcl2json's message: every diagnostic as hcl.Diagnostic's Error() gives it.
      std::string message = "parse config: [";
      for (std::size_t i = 0; i < diags.size(); ++i) {
        const Diagnostic& d = diags[i];
        if (i) message += ' ';
        message += (d.subject ? range_text(*d.subject) : std::string("<nil>")) + ": " + d.summary + "; " + d.detail;
      }
      message += ']';
      answer_error(message, diags);
      return;
    }
    tojson::Hcl2JsonResult converted = tojson::native_to_hcl2json(file, source.text());
    if (converted.error) return answer_error(converted.error->message, Diagnostics());
    answer_value(converted.json);
  });
}

// @cdktf/hcl2json's getReferencesInExpression: [{value, startPosition, endPosition}].
EMSCRIPTEN_KEEPALIVE void hclc_references(const char* name, std::size_t name_size, const char* data, std::size_t size) {
  answer([&] {
    SourceFile source(text(name, name_size), text(data, size));
    Diagnostics diags;
    const bool quoted = size > 0 && data[0] == '"';
    ir::Expression expression = quoted ? parse_expression(source, diags) : parse_template(source, diags);
    if (diags.has_errors()) return answer_diagnostics(diags);
    std::string json = "[";
    for (const tojson::Hcl2JsonReference& reference : tojson::hcl2json_references(expression)) {
      if (json.size() > 1) json += ',';
      json += "{\"value\":" + json_quote_plain(reference.value) +
              ",\"startPosition\":" + std::to_string(reference.start) +
              ",\"endPosition\":" + std::to_string(reference.end) + "}";
    }
    answer_value(json + "]");
  });
}

// @cdktf/hcl2json's getExpressionAst: the expression's syntax tree, or its
// error message (without the "getExpressionAst errors on input string" that
// JavaScript puts before it).
EMSCRIPTEN_KEEPALIVE void hclc_expression_ast(const char* name, std::size_t name_size, const char* data,
                                              std::size_t size) {
  answer([&] {
    SourceFile source(text(name, name_size), text(data, size));
    Diagnostics diags;
    ir::Expression expression = parse_expression(source, diags);
    if (diags.has_errors()) return answer_error(hcl2json_diagnostics_message(diags), diags);
    if (std::optional<std::string> too_large = expression_ast_too_large(expression))
      return answer_error(*too_large, Diagnostics());
    answer_value(expression_ast_json(source, expression));
  });
}

// `hclc json`: the JSON syntax of a native-syntax file.
EMSCRIPTEN_KEEPALIVE void hclc_to_json_syntax(const char* name, std::size_t name_size, const char* data,
                                              std::size_t size) {
  answer([&] {
    SourceFile source(text(name, name_size), text(data, size));
    Diagnostics diags;
    ir::File file = parse_config(source, diags);
    std::string json;
    if (!diags.has_errors()) json = tojson::native_to_json(file, source.text(), diags);
    if (diags.has_errors()) return answer_diagnostics(diags);
    answer_value(json_quote_plain(json));
  });
}

// `hclc fmt`.
EMSCRIPTEN_KEEPALIVE void hclc_format(const char* name, std::size_t name_size, const char* data, std::size_t size) {
  answer([&] {
    SourceFile source(text(name, name_size), text(data, size));
    Diagnostics diags;
    std::optional<std::string> formatted = format::format_config(source, diags);
    if (!formatted || diags.has_errors()) return answer_diagnostics(diags);
    answer_value(json_quote_plain(*formatted));
  });
}

// `hclc eval`: an expression's value as JSON (hcldec's), with variables from a
// JSON object and, when `terraform` is set, Terraform's functions too.
EMSCRIPTEN_KEEPALIVE void hclc_evaluate(const char* data, std::size_t size, const char* vars_json,
                                        std::size_t vars_size, int terraform) {
  answer([&] {
    Diagnostics diags;
    eval::EvalContext::Variables vars;
    if (!read_variables(std::string_view(vars_json, vars_size), vars, diags)) return answer_diagnostics(diags);
    eval::StandaloneEvaluation evaluation =
        terraform ? eval::evaluate_source("<expr>", text(data, size), false, vars, terraform_functions())
                  : eval::evaluate_source("<expr>", text(data, size), false, vars);
    if (evaluation.diags.has_errors()) return answer_diagnostics(evaluation.diags);
    Result<std::string> json = hcldec_result_json(evaluation.value, /*with_type=*/false, /*keep_nulls=*/true);
    if (!json) {
      Diagnostics encode;
      encode.add(DiagKind::EvalResultNotEncodable, json.error().message);
      return answer_diagnostics(encode);
    }
    answer_value(*json);
  });
}

// `hclc dec`: a native-syntax file decoded by an hcldec spec.
EMSCRIPTEN_KEEPALIVE void hclc_decode(const char* data, std::size_t size, const char* spec_data, std::size_t spec_size,
                                      const char* vars_json, std::size_t vars_size, int terraform) {
  answer([&] {
    Diagnostics diags;
    SourceFile spec_source("spec.hcldec", text(spec_data, spec_size));
    ir::File spec_file = parse_config(spec_source, diags);
    if (diags.has_errors()) return answer_diagnostics(diags);
    std::optional<dec::SpecFile> spec = dec::load_spec(spec_file, diags);
    if (!spec || diags.has_errors()) return answer_diagnostics(diags);
    eval::EvalContext::Variables vars = spec->variables;
    if (!read_variables(std::string_view(vars_json, vars_size), vars, diags)) return answer_diagnostics(diags);
    SourceFile source("input.hcl", text(data, size));
    ir::File file = parse_config(source, diags);
    if (diags.has_errors()) return answer_diagnostics(diags);
    body::BodyPtr input = body::native_body(file);
    std::optional<eval::EvalContext> ctx = dec::input_context(*spec, vars);
    const eval::EvalContext* input_ctx = ctx ? &*ctx : nullptr;
    std::shared_ptr<eval::EvalContext> pack_ctx;
    if (terraform) {
      pack_ctx = std::make_shared<eval::EvalContext>();
      if (!vars.empty()) pack_ctx->set_variables(vars);
      pack_ctx->set_functions(&terraform_functions());
      input = ext::expand_dynamic_blocks(input, pack_ctx);
      input_ctx = pack_ctx.get();
    }
    Value value = dec::decode(input, *spec->root, input_ctx, diags);
    if (diags.has_errors()) return answer_diagnostics(diags);
    Result<std::string> json = hcldec_result_json(value, /*with_type=*/false, /*keep_nulls=*/false);
    if (!json) {
      Diagnostics encode;
      encode.add(DiagKind::EvalResultNotEncodable, json.error().message);
      return answer_diagnostics(encode);
    }
    answer_value(*json);
  });
}

}  // extern "C"
