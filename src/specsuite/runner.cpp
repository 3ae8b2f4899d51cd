#include "specsuite/runner.h"

#include <algorithm>
#include <cctype>
#include <memory>

#include "body/native_body.h"
#include "dec/decode.h"
#include "dec/spec.h"
#include "json/json.h"
#include "json/json_body.h"
#include "runtime/json.h"
#include "source/source_file.h"
#include "syntax/parse.h"

namespace hclc::specsuite {
namespace {

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// --- describing what was expected and what was found ------------------------

std::string where_text(std::int64_t from_line, std::int64_t from_column, std::int64_t from_byte, std::int64_t to_line,
                       std::int64_t to_column, std::int64_t to_byte) {
  return std::to_string(from_line) + ":" + std::to_string(from_column) + "-" + std::to_string(to_line) + ":" +
         std::to_string(to_column) + " (bytes " + std::to_string(from_byte) + "-" + std::to_string(to_byte) + ")";
}

std::string where_text(const ExpectedPos& from, const ExpectedPos& to) {
  return where_text(from.line, from.column, from.byte, to.line, to.column, to.byte);
}

std::string where_text(const Range& r) {
  return where_text(r.start.line, r.start.column, r.start.byte, r.end.line, r.end.column, r.end.byte);
}

// "foo.t:3" for pointing back into a test file.
std::string line_text(const Range& r) { return r.filename + ":" + std::to_string(r.start.line); }

std::string severity_text(Severity s) { return s == Severity::Error ? "error" : "warning"; }

std::string diagnostic_text(const Diagnostic& d) {
  std::string text = d.summary;
  if (!d.detail.empty()) text += ": " + d.detail;
  return text;
}

std::string type_text(const Type& t) {
  switch (t.kind()) {
    case Type::Kind::Dynamic: return "any";
    case Type::Kind::String: return "string";
    case Type::Kind::Number: return "number";
    case Type::Kind::Bool: return "bool";
    case Type::Kind::List: return "list(" + type_text(t.element_type()) + ")";
    case Type::Kind::Set: return "set(" + type_text(t.element_type()) + ")";
    case Type::Kind::Map: return "map(" + type_text(t.element_type()) + ")";
    case Type::Kind::Object: {
      std::string text = "object({";
      bool first = true;
      for (const auto& [name, type] : t.attributes()) {
        text += (first ? "" : ", ") + name + " = " + type_text(type);
        first = false;
      }
      return text + "})";
    }
    case Type::Kind::Tuple: {
      std::string text = "tuple([";
      for (std::size_t i = 0; i < t.elements().size(); ++i) text += (i ? ", " : "") + type_text(t.elements()[i]);
      return text + "])";
    }
    case Type::Kind::Capsule: return t.capsule_name();
  }
  return "?";
}

bool is_identifier(std::string_view name) {
  if (name.empty() || std::isdigit(static_cast<unsigned char>(name.front()))) return false;
  return std::all_of(name.begin(), name.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-'; });
}

std::string key_step(std::string_view key, bool attribute) {
  if (attribute && is_identifier(key)) return "." + std::string(key);
  return "[" + json_quote(key) + "]";
}

// Where `expected` and `actual` first differ, as "PATH: expected X, got Y";
// nullopt if they are the same. Objects, tuples, lists and maps are compared
// element by element so that a large result points at its wrong part.
std::optional<std::string> first_difference(const Value& expected, const Value& actual, const std::string& path) {
  if (expected.same_as(actual)) return std::nullopt;
  const Type& et = expected.type();
  const Type& at = actual.type();
  std::string where = path.empty() ? "result" : "result" + path;
  auto differ = [&] { return where + ": expected " + expected.describe() + ", got " + actual.describe(); };
  if (et.kind() != at.kind() || !expected.is_present() || !actual.is_present()) return differ();
  switch (et.kind()) {
    case Type::Kind::Object:
    case Type::Kind::Map: {
      bool attributes = et.kind() == Type::Kind::Object;
      for (const Value::Entry& e : expected.entries()) {
        const Value* a = actual.find(e.first);
        if (!a) return where + key_step(e.first, attributes) + ": expected " + e.second.describe() + ", got nothing";
        if (auto d = first_difference(e.second, *a, path + key_step(e.first, attributes))) return d;
      }
      for (const Value::Entry& a : actual.entries())
        if (!expected.find(a.first))
          return where + key_step(a.first, attributes) + ": expected nothing, got " + a.second.describe();
      break;
    }
    case Type::Kind::Tuple:
    case Type::Kind::List: {
      std::size_t common = std::min(expected.length(), actual.length());
      for (std::size_t i = 0; i < common; ++i)
        if (auto d =
                first_difference(expected.elements()[i], actual.elements()[i], path + "[" + std::to_string(i) + "]"))
          return d;
      if (expected.length() != actual.length())
        return where + ": expected " + std::to_string(expected.length()) + " elements, got " +
               std::to_string(actual.length()) + " (" + actual.describe() + ")";
      break;
    }
    default: break;
  }
  // The parts are the same; the types of the whole differ (map(number) and
  // map(string), both empty, say).
  if (!(et == at)) return where + ": expected type " + type_text(et) + ", got " + type_text(at);
  return differ();
}

// --- comparing -----------------------------------------------------------------

bool same_key(const ir::StoredLiteralValue& a, const ir::StoredLiteralValue& b) {
  if (a.kind != b.kind) return false;
  if (a.kind == ir::LiteralKind::Number) {
    std::optional<Number> x = Number::parse(a.text), y = Number::parse(b.text);
    return x && y && *x == *y;
  }
  return a == b;
}

bool same_reference(const ir::Traversal& a, const ir::Traversal& b) {
  if (a.steps.size() != b.steps.size()) return false;
  for (std::size_t i = 0; i < a.steps.size(); ++i) {
    const ir::Traverser& x = a.steps[i];
    const ir::Traverser& y = b.steps[i];
    if (x.kind != y.kind) return false;
    if (x.kind == ir::Traverser::Kind::Index ? !same_key(x.key, y.key) : x.name != y.name) return false;
  }
  return true;
}

bool matches(const ExpectedDiagnostic& expected, const Diagnostic& actual) {
  return actual.subject && expected.severity == actual.severity && matches(expected.from, actual.subject->start) &&
         matches(expected.to, actual.subject->end);
}

void compare_diagnostics(const std::vector<ExpectedDiagnostic>& expected, const Diagnostics& actual,
                         std::vector<std::string>& failures) {
  for (const Diagnostic& d : actual) {
    bool wanted = std::any_of(expected.begin(), expected.end(), [&](const auto& e) { return matches(e, d); });
    if (wanted) continue;
    std::string where = d.subject ? " at " + where_text(*d.subject) : " (without a source range)";
    failures.push_back("unexpected " + severity_text(d.severity) + where + ": " + diagnostic_text(d));
  }
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const ExpectedDiagnostic& e = expected[i];
    bool repeated =
        std::any_of(expected.begin(), expected.begin() + static_cast<std::ptrdiff_t>(i),
                    [&](const auto& p) { return p.severity == e.severity && p.from == e.from && p.to == e.to; });
    bool met = std::any_of(actual.begin(), actual.end(), [&](const Diagnostic& d) { return matches(e, d); });
    if (!met && !repeated)
      failures.push_back("missing " + severity_text(e.severity) + " at " + where_text(e.from, e.to) + " (" +
                         line_text(e.declared_at) + ")");
  }
}

void compare_traversals(const std::vector<ExpectedTraversal>& expected, const std::vector<ir::Traversal>& actual,
                        std::vector<std::string>& failures) {
  for (const ir::Traversal& t : actual) {
    auto e = std::find_if(expected.begin(), expected.end(), [&](const auto& x) { return same_reference(x.ref, t); });
    Range r = t.source_range();
    if (e == expected.end())
      failures.push_back("unexpected traversal " + t.text() + " at " + where_text(r));
    else if (!matches(e->from, r.start) || !matches(e->to, r.end))
      failures.push_back("traversal " + t.text() + ": expected " + where_text(e->from, e->to) + " (" +
                         line_text(e->declared_at) + "), got " + where_text(r));
  }
  for (const ExpectedTraversal& e : expected) {
    bool found = std::any_of(actual.begin(), actual.end(), [&](const auto& t) { return same_reference(e.ref, t); });
    if (!found) failures.push_back("missing traversal " + e.ref.text() + " (" + line_text(e.declared_at) + ")");
  }
}

}  // namespace

Run run_input(const SourceFile& spec_source, const SourceFile& input, bool with_traversals) {
  Run run;
  Diagnostics spec_diags;
  ir::File spec_file = parse_config(spec_source, spec_diags);
  std::optional<dec::SpecFile> spec;
  if (!spec_diags.has_errors()) spec = dec::load_spec(spec_file, spec_diags);
  run.load_diags.append(spec_diags);
  if (!spec) return run;

  body::BodyPtr body;
  Diagnostics input_diags;
  if (ends_with(input.filename(), ".json")) {
    auto doc = std::make_shared<const json::Document>(json::parse(input, input_diags));
    if (!input_diags.has_errors()) body = json::json_body(doc);
  } else {
    ir::File file = parse_config(input, input_diags);
    if (!input_diags.has_errors()) body = body::native_body(file);
  }
  run.load_diags.append(input_diags);
  if (!body) return run;
  // hcldec reads its inputs as one merged body, even a single one.
  body = body::merge_bodies({body});

  if (with_traversals) {
    Diagnostics ignored;  // hcldec --var-refs reports no decoding problems
    run.traversals = dec::referenced_variables(body, *spec->root, ignored);
  }

  std::optional<eval::EvalContext> ctx = dec::input_context(*spec, spec->variables);
  Value result = dec::decode(body, *spec->root, ctx ? &*ctx : nullptr, run.decode_diags);
  if (run.decode_diags.has_errors()) return run;
  Result<std::string> json = hcldec_result_json(result, /*with_type=*/true, /*keep_nulls=*/true);
  if (!json) {
    run.decode_diags.add(DiagKind::DecResultNotEncodable,
                         "The result cannot be written as JSON: " + json.error().message + ".");
    return run;
  }
  // As the harness reads hcldec's output: numbers at the parsed precision.
  Result<Value> read_back = value_from_json(*json, Type::dynamic());
  if (read_back) run.value = *read_back;
  return run;
}

std::vector<std::string> compare(const TestFile& test, const Run& run) {
  std::vector<std::string> failures;
  Diagnostics decoding = run.load_diags;
  decoding.append(run.decode_diags);
  compare_diagnostics(test.diagnostics, decoding, failures);
  if (run.value) {
    bool type_ok = true;
    if (test.result_type && !(run.value->type() == *test.result_type)) {
      type_ok = false;
      failures.push_back("result type: expected " + type_text(*test.result_type) + ", got " +
                         type_text(run.value->type()));
    }
    if (test.result && type_ok)
      if (std::optional<std::string> d = first_difference(*test.result, *run.value, "")) failures.push_back(*d);
  }
  if (test.traversals) {
    for (const Diagnostic& d : run.load_diags)
      failures.push_back("--var-refs run: " + severity_text(d.severity) + ": " + diagnostic_text(d));
    if (!run.load_diags.has_errors()) compare_traversals(*test.traversals, run.traversals, failures);
  }
  return failures;
}

bool CaseOutcome::passed() const {
  if (!problems.empty()) return false;
  return std::all_of(inputs.begin(), inputs.end(), [](const InputOutcome& i) { return i.failures.empty(); });
}

std::optional<std::vector<std::filesystem::path>> find_test_files(const std::filesystem::path& path,
                                                                  std::string& error) {
  std::error_code ec;
  std::vector<std::filesystem::path> found;
  if (std::filesystem::is_regular_file(path, ec)) {
    found.push_back(path);
    return found;
  }
  if (!std::filesystem::is_directory(path, ec)) {
    error = path.string() + " is neither a directory nor a file";
    return std::nullopt;
  }
  auto options = std::filesystem::directory_options::skip_permission_denied;
  for (auto it = std::filesystem::recursive_directory_iterator(path, options, ec);
       !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec))
    if (it->is_regular_file() && it->path().extension() == ".t") found.push_back(it->path());
  if (ec) {
    error = path.string() + ": " + ec.message();
    return std::nullopt;
  }
  std::sort(found.begin(), found.end());
  return found;
}

CaseOutcome run_case(const std::filesystem::path& test_file) {
  CaseOutcome outcome;
  outcome.test_path = test_file.string();
  std::filesystem::path base = test_file;
  base.replace_extension();

  std::optional<std::string> text = read_source_file(test_file.string());
  if (!text) {
    outcome.problems.push_back("cannot read " + test_file.string());
    return outcome;
  }
  SourceFile test_source(test_file.string(), std::move(*text));
  Diagnostics test_diags;
  std::optional<TestFile> test = read_test_file(test_source, test_diags);
  for (const Diagnostic& d : test_diags) {
    std::string where = d.subject ? range_text(*d.subject) + ": " : "";
    outcome.problems.push_back(where + diagnostic_text(d));
  }
  std::filesystem::path spec_path = base.string() + ".hcldec";
  std::optional<std::string> spec_text = read_source_file(spec_path.string());
  if (!spec_text) outcome.problems.push_back("no specification file " + spec_path.string());
  if (!test || !spec_text) return outcome;

  SourceFile spec_source(spec_path.string(), std::move(*spec_text));
  for (const char* suffix : {".hcl", ".hcl.json"}) {
    std::filesystem::path input_path = base.string() + suffix;
    if (!std::filesystem::exists(input_path)) continue;
    InputOutcome input{input_path.string(), {}};
    if (std::optional<std::string> input_text = read_source_file(input_path.string())) {
      SourceFile input_source(input_path.string(), std::move(*input_text));
      input.failures = compare(*test, run_input(spec_source, input_source, test->traversals.has_value()));
    } else {
      input.failures.push_back("cannot read " + input_path.string());
    }
    outcome.inputs.push_back(std::move(input));
  }
  return outcome;
}

}  // namespace hclc::specsuite
