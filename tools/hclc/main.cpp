// hclc: the command-line front door. Each subcommand is one job of the
// library; exit status 0 on success, 2 when input has error diagnostics, 1 on
// usage or I/O errors.

#include <CLI/CLI.hpp>

#include <iostream>
#include <optional>

#include "body/native_body.h"
#include "check_command.h"
#include "cli_conventions.h"
#include "dec_command.h"
#include "diag/render.h"
#include "diag_output.h"
#include "edit_command.h"
#include "eval_command.h"
#include "fmt_command.h"
#include "hclc/version.h"
#include "input_session.h"
#include "ir/analysis.h"
#include "ir/printer.h"
#include "json/json.h"
#include "json/json_body.h"
#include "json_command.h"
#include "lsp_command.h"
#include "parallel.h"
#include "runtime/json.h"
#include "runtime/number.h"
#include "source/source_file.h"
#include "specsuite_command.h"
#include "syntax/parse.h"

namespace hclc::cli {
namespace {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;
constexpr int kExitDiagnostics = 2;

SourceSet source_set(const SourceFile* file) {
  SourceSet set;
  if (file) set.add(*file);
  return set;
}

// What one `parse`/`ir`/`refs` invocation parses: configuration files (`-`
// for standard input), or the text of -e/--expr; with --template, the file
// or text is a standalone template.
struct Input {
  std::vector<std::string> files;
  std::optional<std::string> expr;
  bool as_template = false;
};

struct Parsed {
  std::unique_ptr<SourceFile> source;
  std::optional<ir::File> file;
  std::optional<ir::Expression> expression;
  std::optional<json::Document> json;  // a file in the JSON syntax
};

// The library and `dec` pick the syntax by the file name, and so do these.
bool is_json_file(std::string_view path) { return path.ends_with(".json"); }

// Parses one input: a file (`-`: standard input) or -e's text, as an
// expression, a template or a configuration file (JSON syntax for *.json);
// nullopt when the file cannot be read (the error is in `diags`).
std::optional<Parsed> parse_source(const std::string& file, const Input& input, Diagnostics& diags) {
  Parsed parsed;
  if (input.expr) {
    parsed.source = std::make_unique<SourceFile>(input.as_template ? "<template>" : "<expr>", *input.expr);
  } else {
    std::optional<std::string> text = read_input(file);
    if (!text) {
      diags.add(unreadable_input(file));
      return std::nullopt;
    }
    parsed.source = std::make_unique<SourceFile>(input_name(file), std::move(*text));
  }
  if (input.as_template)
    parsed.expression = parse_template(*parsed.source, diags);
  else if (input.expr)
    parsed.expression = parse_expression(*parsed.source, diags);
  else if (is_json_file(file))
    parsed.json = json::parse(*parsed.source, diags);
  else
    parsed.file = parse_config(*parsed.source, diags);
  return parsed;
}

// The single input of `ir`.
std::optional<Parsed> parse_input(const Input& input, Diagnostics& diags) {
  return parse_source(input.files.empty() ? std::string() : input.files.front(), input, diags);
}

// A JSON document as one expression, as the JSON syntax reads an attribute's
// value (its strings are templates); their syntax errors join `diags`.
body::Expression json_document_expression(const json::Document& doc, Diagnostics& diags) {
  body::Expression e = json::expression_of(doc, *doc.root());
  if (e.template_errors) diags.append(*e.template_errors);
  return e;
}

// The variables a JSON file refers to: those of its root body's properties
// (of each object, for an array), every property read as an attribute; "//"
// properties are comments.
std::vector<ir::Traversal> json_variables(const json::Document& doc, Diagnostics& diags) {
  std::vector<ir::Traversal> out;
  auto from = [&](const json::Node& object) {
    for (const json::Property& p : object.properties()) {
      if (p.name == "//") continue;
      body::Expression e = json::expression_of(doc, *p.value);
      if (e.template_errors) diags.append(*e.template_errors);
      for (ir::Traversal& t : ir::variables(*e.arena, e.id)) out.push_back(std::move(t));
    }
  };
  if (doc.root()->kind == json::NodeKind::Array) {
    for (const json::Node* element : doc.root()->elements()) from(*element);
  } else {
    from(*doc.root());
  }
  return out;
}

// What text diagnostics say after a file's line number: ", in resource "a" "b""
// for a position inside that block, as the reference's diagnostics do.
SourceSet::ContextFn context_of(Parsed& parsed) {
  if (parsed.file)
    return [file = std::move(*parsed.file)](std::uint32_t byte) { return body::context_string(file, byte); };
  if (parsed.json) {
    auto doc = std::make_shared<const json::Document>(std::move(*parsed.json));
    return [doc](std::uint32_t byte) { return json::context_string(*doc, byte); };
  }
  return {};
}

// Each file parsed alone, on `jobs` threads; the diagnostics reported in input order.
int run_parse(const Input& input, unsigned jobs, const DiagnosticsOutput& options) {
  std::vector<std::string> files = input.expr ? std::vector<std::string>{""} : expand_inputs(input.files);
  // Each file's diagnostics, and its source only when they quote it: its
  // syntax tree, and the text of a file without diagnostics, are dropped as
  // soon as it is parsed (keeping every text made the corpus's peak memory
  // grow by its size).
  struct Outcome {
    std::unique_ptr<SourceFile> source;
    SourceSet::ContextFn context;
    bool unreadable = false;
    Diagnostics diags;
  };
  std::vector<Outcome> outcomes(files.size());
  for_each_index(files.size(), jobs, [&](std::size_t i) {
    std::optional<Parsed> parsed = parse_source(files[i], input, outcomes[i].diags);
    if (!parsed) {
      outcomes[i].unreadable = true;
    } else if (!outcomes[i].diags.empty()) {
      outcomes[i].context = context_of(*parsed);
      outcomes[i].source = std::move(parsed->source);
    }
  });
  Diagnostics all;
  SourceSet by_name;
  bool io_error = false;
  for (Outcome& outcome : outcomes) {
    if (outcome.source) by_name.add(*outcome.source, std::move(outcome.context));
    io_error = io_error || outcome.unreadable;
    all.append(outcome.diags);
  }
  report_diagnostics(all, by_name, options);
  if (io_error) return kExitUsage;
  return all.has_errors() ? kExitDiagnostics : kExitOk;
}

int run_ir(const Input& input, const DiagnosticsOutput& options) {
  Diagnostics diags;
  std::optional<Parsed> parsed = parse_input(input, diags);
  if (!parsed) {
    report_diagnostics(diags, source_set(nullptr), options);
    return kExitUsage;
  }
  if (parsed->file) {
    std::cout << ir::dump_file(*parsed->file);
  } else if (parsed->json) {
    body::Expression e = json_document_expression(*parsed->json, diags);
    std::cout << ir::dump_expression(*e.arena, e.id);
  } else {
    std::cout << ir::dump_expression(*parsed->expression->arena, parsed->expression->root);
  }
  SourceSet sources;
  sources.add(*parsed->source, context_of(*parsed));
  report_diagnostics(diags, sources, options);
  return diags.has_errors() ? kExitDiagnostics : kExitOk;
}

// An index key as the reference's --var-refs prints it (cty's JSON: numbers
// in their shortest form, `[1.50]` as 1.5).
std::string json_key(const ir::StoredLiteralValue& key) {
  switch (key.kind) {
    case ir::LiteralKind::Number: {
      std::optional<Number> n = Number::parse(key.text);
      if (!n) return key.text;
      Result<std::string> text = n->to_string();
      return text.ok() ? text.value() : key.text;
    }
    case ir::LiteralKind::String: return json_quote_plain(key.text);
    case ir::LiteralKind::Bool: return key.boolean ? "true" : "false";
    case ir::LiteralKind::Null: return "null";
  }
  return "null";
}

// The traversals as `hcldec --var-refs` prints them.
void print_refs_json(std::ostream& out, const std::vector<ir::Traversal>& traversals) {
  out << "[";
  for (std::size_t i = 0; i < traversals.size(); ++i) {
    const ir::Traversal& t = traversals[i];
    out << (i ? ",\n  " : "\n  ") << "{\"root_name\":" << json_quote_plain(t.root_name()) << ",\"steps\":[";
    for (std::size_t s = 0; s < t.steps.size(); ++s) {
      const ir::Traverser& step = t.steps[s];
      out << (s ? "," : "");
      switch (step.kind) {
        case ir::Traverser::Kind::Root: out << R"({"kind":"root","name":)" << json_quote_plain(step.name); break;
        case ir::Traverser::Kind::Attr: out << R"({"kind":"attr","name":)" << json_quote_plain(step.name); break;
        case ir::Traverser::Kind::Index: out << R"({"kind":"index","key":)" << json_key(step.key); break;
      }
      out << ",\"range\":" << json_range(step.range) << "}";
    }
    out << "],\"range\":" << json_range(t.source_range()) << "}";
  }
  out << (traversals.empty() ? "]\n" : "\n]\n");
}

// The variables of every input (files, directories' configuration files, or
// -e's text) in one array, as `hcldec --var-refs` prints those of several files.
int run_refs(const Input& input, const DiagnosticsOutput& options) {
  std::vector<std::string> files = input.expr ? std::vector<std::string>{""} : expand_inputs(input.files);
  Diagnostics diags;
  std::vector<Parsed> parsed_inputs;  // their sources and trees outlive the traversals and diagnostics
  SourceSet sources;
  std::vector<ir::Traversal> traversals;
  bool io_error = false;
  for (const std::string& file : files) {
    std::optional<Parsed> parsed = parse_source(file, input, diags);
    if (!parsed) {
      io_error = true;
      continue;
    }
    std::vector<ir::Traversal> found;
    if (parsed->file)
      found = ir::variables(*parsed->file->arena, parsed->file->body);
    else if (parsed->json)
      found = json_variables(*parsed->json, diags);
    else
      found = ir::variables(*parsed->expression->arena, parsed->expression->root);
    std::move(found.begin(), found.end(), std::back_inserter(traversals));
    parsed_inputs.push_back(std::move(*parsed));
  }
  for (Parsed& parsed : parsed_inputs) sources.add(*parsed.source, context_of(parsed));
  print_refs_json(std::cout, traversals);
  report_diagnostics(diags, sources, options);
  if (io_error) return kExitUsage;
  return diags.has_errors() ? kExitDiagnostics : kExitOk;
}

// FILE... (or one FILE, `-` for standard input), -e/--expr and --template,
// the same in every command that reads expressions.
void add_input_options(CLI::App* cmd, Input& input, bool several_files) {
  CLI::Option* files =
      several_files
          ? cmd->add_option("files", input.files, "Configuration files or directories; - is standard input")
          : cmd->add_option("file", input.files, "Configuration file (*.json in the JSON syntax); - is standard input")
                ->expected(1);
  CLI::Option* expr =
      cmd->add_option("-e,--expr", input.expr, "An expression (with --template: a template) instead of a file");
  cmd->add_flag("--template", input.as_template, "Read the input as a standalone template");
  files->excludes(expr);
  cmd->callback([cmd, files, expr] {
    if (!*files && !*expr)
      throw CLI::RequiredError(cmd->get_name() + ": a FILE (- for standard input) or -e/--expr TEXT");
  });
}

int run(int argc, char** argv) {
  CLI::App app{"hclc: HCL v2 (the HashiCorp Configuration Language) in C++"};
  app.require_subcommand(1);
  app.set_version_flag("-v,--version", "hclc " HCLC_VERSION " (follows HCL " HCLC_FOLLOWS_HCL_VERSION
                                       " with go-cty " HCLC_FOLLOWS_CTY_VERSION ")");
  app.footer(help_footer("hclc json main.tf -o main.tf.json   (hclc COMMAND --help for each command)"));

  Input parse_input;
  unsigned parse_jobs = 1;
  DiagnosticsOutput parse_diags;
  CLI::App* parse = app.add_subcommand("parse", "Check the syntax of configuration files");
  add_input_options(parse, parse_input, true);
  add_jobs_option(*parse, parse_jobs);
  add_diagnostics_options(*parse, parse_diags);
  parse->footer(help_footer("hclc parse --diags=brief main.tf modules/"));

  Input ir_input;
  DiagnosticsOutput ir_diags;
  CLI::App* ir = app.add_subcommand("ir", "Print the IR of a file, expression or template");
  add_input_options(ir, ir_input, false);
  add_diagnostics_options(*ir, ir_diags);
  ir->footer(help_footer("hclc ir -e 'a.b[0] + 1'"));

  Input refs_input;
  DiagnosticsOutput refs_diags;
  CLI::App* refs = app.add_subcommand(
      "refs", "Print the variables files or an expression reference, as `hcldec --var-refs` does (one array for all)");
  add_input_options(refs, refs_input, true);
  add_diagnostics_options(*refs, refs_diags);
  refs->footer(help_footer("hclc refs main.tf modules/"));

  EvalOptions eval_options;
  CLI::App* eval_cmd = add_eval_command(app, eval_options);
  CheckOptions check_options;
  CLI::App* check_cmd = add_check_command(app, check_options);
  DecOptions dec_options;
  CLI::App* dec_cmd = add_dec_command(app, dec_options);
  JsonOptions json_options;
  CLI::App* json_cmd = add_json_command(app, json_options);
  EditOptions edit_options;
  CLI::App* edit_cmd = add_edit_command(app, edit_options);
  FmtOptions fmt_options;
  CLI::App* fmt_cmd = add_fmt_command(app, fmt_options);
  SpecsuiteOptions specsuite_options;
  CLI::App* specsuite_cmd = add_specsuite_command(app, specsuite_options);
  LspOptions lsp_options;
  CLI::App* lsp_cmd = add_lsp_command(app, lsp_options);

  // CLI11 would say only "A subcommand is required".
  std::string known;
  bool is_known = false;
  for (const CLI::App* sub : app.get_subcommands({})) {
    known += (known.empty() ? "" : ", ") + sub->get_name();
    is_known = is_known || (argc > 1 && sub->check_name(argv[1]));
  }
  if (argc > 1 && argv[1][0] != '-' && !is_known) {
    std::cerr << "hclc: unknown subcommand '" << argv[1] << "' (the subcommands are " << known << "; hclc --help)\n";
    return kExitUsage;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? kExitOk : kExitUsage;
  }

  if (*parse) return run_parse(parse_input, parse_jobs, parse_diags);
  if (*ir) return run_ir(ir_input, ir_diags);
  if (*refs) return run_refs(refs_input, refs_diags);
  if (*eval_cmd) return run_eval(eval_options);
  if (*check_cmd) return run_check(check_options);
  if (*dec_cmd) return run_dec(dec_options);
  if (*json_cmd) return run_json(json_options);
  if (*fmt_cmd) return run_fmt(fmt_options);
  if (*specsuite_cmd) return run_specsuite(specsuite_options);
  if (*edit_cmd) return run_edit(edit_options);
  if (*lsp_cmd) return run_lsp(lsp_options);
  return kExitUsage;
}

}  // namespace
}  // namespace hclc::cli

int main(int argc, char** argv) {
  using namespace hclc::cli;
  return guarded_main("hclc", kExitUsage, [&] { return run(argc, argv); });
}
