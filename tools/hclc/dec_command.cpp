#include "dec_command.h"

#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "body/body.h"
#include "cli_conventions.h"
#include "dec/decode.h"
#include "dec/spec.h"
#include "diag/render.h"
#include "diag_output.h"
#include "eval/driver.h"
#include "ext/dynamic_blocks.h"
#include "function_packs.h"
#include "input_session.h"
#include "parallel.h"
#include "runtime/json.h"
#include "source/source_file.h"
#include "syntax/parse.h"

namespace hclc::cli {
namespace {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;

// --- --var-refs output: the reference's JSON, indented by two spaces -------

class JsonWriter {
 public:
  std::string str() const { return out_.str(); }
  void raw(std::string_view text) { out_ << text; }
  void newline(int depth) { out_ << '\n' << std::string(static_cast<std::size_t>(depth) * 2, ' '); }

  void pos(const Pos& p, int depth) {
    raw("{");
    newline(depth + 1);
    raw("\"line\": " + std::to_string(p.line) + ",");
    newline(depth + 1);
    raw("\"column\": " + std::to_string(p.column) + ",");
    newline(depth + 1);
    raw("\"byte\": " + std::to_string(p.byte));
    newline(depth);
    raw("}");
  }
  void range(const Range& r, int depth) {
    raw("{");
    newline(depth + 1);
    raw("\"filename\": " + json_quote(r.filename) + ",");
    newline(depth + 1);
    raw("\"start\": ");
    pos(r.start, depth + 1);
    raw(",");
    newline(depth + 1);
    raw("\"end\": ");
    pos(r.end, depth + 1);
    newline(depth);
    raw("}");
  }

 private:
  std::ostringstream out_;
};

std::string literal_json(const ir::LiteralValue& key) {
  switch (key.kind) {
    case ir::LiteralKind::Number: {
      auto n = Number::parse(key.text);
      if (!n) return "null";
      auto text = n->to_string();
      return text ? *text : "null";
    }
    case ir::LiteralKind::String: return json_quote(key.text);
    case ir::LiteralKind::Bool: return key.boolean ? "true" : "false";
    case ir::LiteralKind::Null: return "null";
  }
  return "null";
}

std::string var_refs_json(const std::vector<ir::Traversal>& traversals, const eval::EvalContext::Variables& vars) {
  if (traversals.empty()) return "[]";
  JsonWriter w;
  w.raw("[");
  for (std::size_t i = 0; i < traversals.size(); ++i) {
    const ir::Traversal& t = traversals[i];
    w.newline(1);
    w.raw("{");
    w.newline(2);
    w.raw("\"root_name\": " + json_quote(t.root_name()) + ",");
    if (auto it = vars.find(t.root_name()); it != vars.end()) {
      if (auto v = value_to_json(it->second)) {
        w.newline(2);
        w.raw("\"value\": " + *v + ",");
      }
    }
    w.newline(2);
    w.raw("\"steps\": [");
    for (std::size_t s = 0; s < t.steps.size(); ++s) {
      const ir::Traverser& step = t.steps[s];
      w.newline(3);
      w.raw("{");
      w.newline(4);
      switch (step.kind) {
        case ir::Traverser::Kind::Root:
          w.raw(R"("kind": "root",)");
          w.newline(4);
          w.raw("\"name\": " + json_quote(step.name) + ",");
          break;
        case ir::Traverser::Kind::Attr:
          w.raw(R"("kind": "attr",)");
          w.newline(4);
          w.raw("\"name\": " + json_quote(step.name) + ",");
          break;
        case ir::Traverser::Kind::Index:
          w.raw(R"("kind": "index",)");
          w.newline(4);
          w.raw("\"key\": " + literal_json(ir::view(step.key)) + ",");
          break;
      }
      w.newline(4);
      w.raw("\"range\": ");
      w.range(step.range, 4);
      w.newline(3);
      w.raw(s + 1 < t.steps.size() ? "}," : "}");
    }
    w.newline(2);
    w.raw("],");
    w.newline(2);
    w.raw("\"range\": ");
    w.range(t.source_range(), 2);
    w.newline(1);
    w.raw(i + 1 < traversals.size() ? "}," : "}");
  }
  w.newline(0);
  w.raw("]");
  return w.str();
}

int finish(InputSession& session, const DecOptions& options, const std::optional<std::string>& output) {
  DiagnosticsOutput shown{options.diags_format.empty() ? "text" : options.diags_format, options.color};
  // As the reference's hcldec: no caret line, 80 columns off a terminal.
  TextRenderOptions text = text_options(shown, 80);
  text.caret_underline = false;
  report_diagnostics(session.diags, session.source_set, shown, text);
  if (session.diags.has_errors()) return exit_status_for(session.diags);
  if (!output) return kExitOk;
  if (!options.out.empty()) {
    std::ofstream out(options.out, std::ios::binary);
    out << *output << '\n';
    if (!out) {
      std::cerr << "Error: cannot write " << options.out << "\n";
      return kExitUsage;
    }
  } else {
    std::cout << *output << '\n';
  }
  return kExitOk;
}

}  // namespace

void add_dec_flags(CLI::App& app, DecOptions& options) {
  app.add_option("-s,--spec", options.spec, "path to spec file (required)");
  app.add_option("-V,--vars", options.vars, "provide variables to the given configuration file(s)")
      ->allow_extra_args(false);
  app.add_option("--diags", options.diags_format,
                 "format any returned diagnostics in the given format: json (the reference's only one), or hclc's "
                 "text (the default), brief (file:line:col: severity: summary), kinds or lines (one line each)");
  app.add_flag("--with-type", options.with_type,
               "include an additional object level at the top describing the HCL-oriented type of the result value");
  app.add_flag("--keep-nulls", options.keep_nulls,
               "retain object properties that have null as their value (they are removed by default)");
  app.add_flag("--var-refs", options.var_refs,
               "rather than decoding input, produce a JSON description of the variables referenced by it");
  app.add_option("-o,--out", options.out, "write to the given file, instead of stdout");
  app.add_flag("-v,--version", options.version, "show the version number and immediately exit");
  app.add_option("files", options.files, "HCL files to decode (standard input when none)");
}

CLI::App* add_dec_command(CLI::App& app, DecOptions& options) {
  CLI::App* cmd = app.add_subcommand("dec", "decode HCL files by an hcldec spec into JSON (as hcldec does)");
  add_dec_flags(*cmd, options);
  cmd->add_option("--color", options.color,
                  "Colour text diagnostics: auto (on a terminal, unless NO_COLOR), always, never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  add_jobs_option(*cmd, options.jobs);
  add_functions_flag(*cmd, options.functions);
  cmd->footer(help_footer("hclc dec --spec app.hcldec -V vars.json --with-type app.hcl"));
  return cmd;
}

int run_dec(const DecOptions& options) {
  if (options.version) {
    std::cout << kHcldecVersion << "\n";
    return kExitOk;
  }
  if (options.spec.empty()) {
    // The reference's words, and a blank line after them.
    std::cerr << "Error: the --spec=... argument is required\n\n";
    return kExitUsage;
  }
  InputSession session;
  const auto format = options.diags_format;
  if (!format.empty() && format != "json" && format != "text" && format != "brief" && format != "kinds" &&
      format != "lines") {
    std::cerr << "Error: invalid diagnostics format " << options.diags_format << "\n";
    return 1;
  }

  // The spec.
  std::optional<dec::SpecFile> spec;
  if (auto text = read_source_file(options.spec)) {
    if (auto file = session.parse_file(options.spec, std::move(*text))) spec = dec::load_spec(*file, session.diags);
  } else {
    session.unreadable(options.spec);
  }
  if (!spec) return finish(session, options, std::nullopt);

  // Variables: the spec's defaults, then each --vars in order.
  eval::EvalContext::Variables vars = spec->variables;
  for (std::size_t i = 0; i < options.vars.size(); ++i) session.add_variables(options.vars[i], i, vars);

  // The input files, parsed at once and merged in order.
  std::vector<std::string> files =
      options.files.empty() ? std::vector<std::string>{kStdinArgument} : expand_inputs(options.files);
  std::vector<ParsedInput> parsed(files.size());
  for_each_index(files.size(), options.jobs, [&](std::size_t i) { parsed[i] = parse_input(files[i]); });
  std::vector<body::BodyPtr> bodies;
  for (ParsedInput& file : parsed)
    if (body::BodyPtr body = session.add(std::move(file))) bodies.push_back(std::move(body));
  if (session.diags.has_errors()) return finish(session, options, std::nullopt);
  body::BodyPtr input = body::merge_bodies(std::move(bodies));

  if (options.var_refs) {
    Diagnostics ignored;
    // With a pack, dynamic blocks are read as such: their iterators are not
    // references (nothing is evaluated, so no context is needed).
    if (!options.functions.empty()) input = ext::expand_dynamic_blocks(input, nullptr);
    std::vector<ir::Traversal> refs = dec::referenced_variables(input, *spec->root, ignored);
    return finish(session, options, var_refs_json(refs, vars));
  }

  std::optional<eval::EvalContext> ctx = dec::input_context(*spec, vars);
  const eval::EvalContext* input_ctx = ctx ? &*ctx : nullptr;
  // With a pack, the input sees it (besides the standard library and the
  // spec's functions) and its dynamic blocks are expanded.
  std::shared_ptr<const FunctionTable> pack_functions;
  std::shared_ptr<eval::EvalContext> pack_ctx;
  if (!options.functions.empty()) {
    pack_functions = functions_with_spec(options.functions, spec->functions.get());
    pack_ctx = std::make_shared<eval::EvalContext>();
    if (!vars.empty()) pack_ctx->set_variables(vars);
    pack_ctx->set_functions(pack_functions.get());
    input = ext::expand_dynamic_blocks(input, pack_ctx);
    input_ctx = pack_ctx.get();
  }
  Value result = dec::decode(input, *spec->root, input_ctx, session.diags);
  if (session.diags.has_errors()) return finish(session, options, std::nullopt);
  Result<std::string> json = hcldec_result_json(result, options.with_type, options.keep_nulls);
  if (!json) {
    // As the reference's hcldec (infinity, say): one plain line in either
    // diagnostics format, and status 1.
    std::cerr << "Error: " << json.error().message << "\n\n";
    return kExitResultNotEncodable;
  }
  const int status = finish(session, options, *json);
  keep_until_exit(std::move(session), std::move(input), std::move(result), std::move(json));
  return status;
}

}  // namespace hclc::cli
