// Replays the reference hcldec's recorded results for whole configuration
// files (tests/differential/config-*.jsonl, made by
// tools/gen-config-cases/gen.py) through the library, as `hcldec --with-type
// --vars ... --spec case.hcldec case.hcl` runs: the spec (after the shared
// user functions of config-functions.hcldec when the case says so), the
// variables of config-vars.json, the input in the syntax its name says.
//
// Compared: the exit status; on success the value and its type exactly (as
// canonical JSON); on failure every error diagnostic by summary and subject
// range, as a sorted list (the reference reports an object spec's members in
// Go's random map order, so only the multiset is stable). Warnings are not
// compared. A case the reference could not write (infinity) must fail too.
// Cases listed in known_differences.txt or config-*-pending.txt are expected
// to differ (see replay.h).

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../../tools/hclc/input_session.h"
#include "dec/decode.h"
#include "dec/spec.h"
#include "eval/driver.h"
#include "replay.h"
#include "runtime/json.h"

namespace {

namespace fs = std::filesystem;
using namespace hclc;
using namespace hclc::replay;

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A recipe for a huge text: prefix, then item once for each index 0..count-1
// with every "{i}" replaced by the index, then suffix.
std::string expand(const Value& recipe) {
  std::string out = recipe.find("prefix")->as_string();
  const std::string item = recipe.find("item")->as_string();
  const std::optional<std::int64_t> count = recipe.find("count")->as_number().to_int64();
  REQUIRE(count.has_value());
  for (std::int64_t i = 0; i < *count; ++i) {
    const std::string index = std::to_string(i);
    for (std::size_t at = 0; at < item.size();) {
      std::size_t mark = item.find("{i}", at);
      out.append(item, at, mark == std::string::npos ? std::string::npos : mark - at);
      if (mark == std::string::npos) break;
      out += index;
      at = mark + 3;
    }
  }
  return out + recipe.find("suffix")->as_string();
}

std::string describe_expected(const Value& expect) {
  const std::string exit = "exit " + encode(*expect.find("exit"));
  if (const Value* value = expect.find("value")) return exit + ", value: " + encode(*value);
  if (expect.find("message")) return exit + ", no value (the result cannot be written as JSON)";
  std::vector<std::string> errors;
  for (const Value& d : expect.find("diagnostics")->elements()) {
    if (d.find("severity")->as_string() != "error") continue;
    const Value* subject = d.find("subject");
    errors.push_back(d.find("summary")->as_string() + " @ " +
                     (subject && subject->is_present() ? subject->as_string() : std::string("-")));
  }
  std::sort(errors.begin(), errors.end());
  std::string out = exit + ", errors:";
  for (const std::string& e : errors) out += "\n    " + e;
  return out;
}

// Decodes one case as run_dec (tools/hclc/dec_command.cpp) does, in memory.
std::string describe_actual(const std::string& spec_text, const std::string& filename, const std::string& input,
                            const std::string* vars_json) {
  cli::InputSession session;
  std::optional<Value> result;
  std::optional<dec::SpecFile> spec;
  if (auto file = session.parse_file("case.hcldec", spec_text)) spec = dec::load_spec(*file, session.diags);
  if (spec) {
    eval::EvalContext::Variables vars = spec->variables;
    if (vars_json) session.add_variables(*vars_json, 0, vars);
    body::BodyPtr body = session.parse_body(filename, input);
    if (body && !session.diags.has_errors()) {
      std::optional<eval::EvalContext> ctx = dec::input_context(*spec, vars);
      result = dec::decode(body, *spec->root, ctx ? &*ctx : nullptr, session.diags);
    }
  }
  if (!session.diags.has_errors() && result) {
    Result<std::string> json = hcldec_result_json(*result, /*with_type=*/true, /*keep_nulls=*/false);
    // hcldec's status for a result JSON cannot hold (infinity), as the reference's
    if (!json) return "exit 1, no value (the result cannot be written as JSON)";
    return "exit 0, value: " + canonical_json(*json);
  }
  std::vector<std::string> errors;
  for (const Diagnostic& d : session.diags) {
    if (d.severity != Severity::Error) continue;
    errors.push_back(d.summary + " @ " + (d.subject ? d.subject->filename + " " + range_text(d.subject) : "-"));
  }
  std::sort(errors.begin(), errors.end());
  std::string out = "exit 2, errors:";
  for (const std::string& e : errors) out += "\n    " + e;
  return out;
}

// Every diagnostic of a parse (errors and warnings) by severity, summary,
// subject range and detail, sorted: problems found while lowering come after
// the syntax errors in hclc, among them in the reference (docs/differences.md).
std::string describe_parse(std::vector<std::string> diags, bool failed) {
  std::sort(diags.begin(), diags.end());
  std::string out = failed ? "exit 2" : "exit 0";
  for (const std::string& d : diags) out += "\n    " + d;
  return out;
}

std::string describe_expected_parse(const Value& expect) {
  std::vector<std::string> diags;
  bool failed = false;
  for (const Value& d : expect.find("diagnostics")->elements()) {
    const std::string severity = d.find("severity")->as_string();
    failed = failed || severity == "error";
    const Value* subject = d.find("subject");
    std::string where = "-";
    if (subject && subject->is_present()) {
      auto pos = [](const Value& p) {
        return encode(*p.find("line")) + ":" + encode(*p.find("column")) + "@" + encode(*p.find("byte"));
      };
      where = pos(*subject->find("start")) + "-" + pos(*subject->find("end"));
    }
    const Value* detail = d.find("detail");
    std::string line = severity;
    line += " " + d.find("summary")->as_string();
    line += " @ " + where + ": ";
    if (detail && detail->is_present()) line += detail->as_string();
    diags.push_back(std::move(line));
  }
  return describe_parse(std::move(diags), failed);
}

std::string describe_actual_parse(const std::string& input) {
  cli::InputSession session;
  session.parse_body("case.hcl", input);
  std::vector<std::string> diags;
  for (const Diagnostic& d : session.diags)
    diags.push_back(std::string(d.severity == Severity::Error ? "error" : "warning") + " " + d.summary + " @ " +
                    range_text(d.subject) + ": " + d.detail);
  return describe_parse(std::move(diags), session.diags.has_errors());
}

// The sets of invalid files (config-invalid.jsonl, config-invalid-seed17.jsonl,
// ...) are parsed only.
bool parse_only(const std::string& set) { return set.starts_with("config-invalid"); }

TEST_CASE("differential: recorded reference diagnostics for invalid configuration files") {
  Tally tally(listed_differences("config-invalid"));
  for_each_record(true, [&](const std::string& set, const std::string& line, const Value& c) {
    if (!parse_only(set)) return;
    const std::string input = raw_string_field(line, "input");
    const std::string want = describe_expected_parse(*c.find("expect"));
    const std::string got = describe_actual_parse(input);
    tally.record(set, c.find("name")->as_string(), want == got,
                 "  " + c.find("source")->as_string() + " mutated:\n" + input + "\n  want " + want + "\n  got  " + got);
  });
  tally.finish("differential (invalid configurations)");
}

TEST_CASE("differential: recorded hcldec results for whole configurations") {
  Tally tally(listed_differences("config-", {"config-invalid"}));
  const std::string functions = read_file(kDir / "config-functions.hcldec");
  const std::string vars_json = read_file(kDir / "config-vars.json");
  REQUIRE_FALSE(functions.empty());
  REQUIRE_FALSE(vars_json.empty());

  for_each_record(true, [&](const std::string& set, const std::string& line, const Value& c) {
    if (parse_only(set)) return;
    const Value* recipe = c.find("recipe");
    const Value* spec_recipe = c.find("spec_recipe");
    const std::string input = recipe ? expand(*recipe) : raw_string_field(line, "input");
    const std::string spec = (c.find("functions")->as_bool() ? functions : std::string()) +
                             (spec_recipe ? expand(*spec_recipe) : raw_string_field(line, "spec"));
    const std::string filename = c.find("filename")->as_string();
    const std::string want = describe_expected(*c.find("expect"));
    const std::string got = describe_actual(spec, filename, input, c.find("vars")->as_bool() ? &vars_json : nullptr);
    tally.record(
        set, c.find("name")->as_string(), want == got,
        "  " + filename + (recipe ? " (from a recipe)" : ":\n" + input) + "\n  want " + want + "\n  got  " + got);
  });
  tally.finish("differential (configurations)");
}

}  // namespace
