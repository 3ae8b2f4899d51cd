// Replays the type checker's recorded cases (tests/differential/check/,
// made by `tools/gen-eval-cases/gen.py --check`): expressions with variable
// types (check/types.json, by each case's "env"), what the reference's
// evaluation on unknown values of those types reports (`oracle check`), and,
// for the "sampled" environment, the errors of the reference's evaluation
// with random values of those types. Errors compare by summary and subject
// range. For each case:
//   (a) every error `oracle check` reports, `hclc check` reports;
//   (b) every error that evaluation reports with each sampled value (one that
//       depends on the types alone), `hclc check` reports.
// Cases listed in check/pending.txt ("<case> <reason>") are expected to miss
// one of those; a listed case that agrees fails the test. The figures printed
// also count the errors the checker reports beyond both (the documented
// cases of src/check/check.h: a for body over a possibly empty collection,
// both results of a conditional, the right operand of && and ||);
// HCLC_CHECK_SHOW_BEYOND=1 lists them.

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <string>

#include "check/check.h"
#include "eval/driver.h"
#include "ir/analysis.h"
#include "replay.h"
#include "runtime/convert.h"
#include "runtime/json.h"
#include "syntax/parse.h"

namespace {

using namespace hclc;
using namespace hclc::replay;

using Places = std::set<std::string>;  // "summary @ range"

// The recorded errors; not the reference tool's own failure to print a
// result (infinity), which is no evaluation error.
Places places_of(const Value& errors) {
  Places out;
  for (const Value& e : errors.elements()) {
    const std::string summary = e.elements()[0].as_string();
    if (summary == "Cannot encode result as JSON") continue;
    out.insert(summary + " @ " + e.elements()[1].as_string());
  }
  return out;
}

// Whether the expression refers to a variable of a type with dynamic parts:
// any value may stand there, so no error depends on types alone.
bool refers_to_dynamic(const ir::Expression& expr, const check::VariableTypes& types) {
  for (const ir::Traversal& t : ir::variables(*expr.arena, expr.root)) {
    auto it = types.find(t.root_name());
    if (it != types.end() && it->second.has_dynamic()) return true;
  }
  return false;
}

std::string text_of(const Places& places) {
  std::string out;
  for (const std::string& p : places) out += "\n    " + p;
  return out;
}

std::map<std::string, check::VariableTypes> environments() {
  std::ifstream in(kDir / "check" / "types.json");
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  Result<Value> parsed = value_from_json(text.str());
  REQUIRE(parsed.ok());
  std::map<std::string, check::VariableTypes> out;
  for (const Value::Entry& env : parsed->entries()) {
    for (const Value::Entry& var : env.second.entries()) {
      Result<Type> type = type_from_json(*value_to_json(var.second));
      REQUIRE(type.ok());
      out[env.first].emplace(var.first, *type);
    }
  }
  return out;
}

std::map<std::string, std::string> pending() {
  std::map<std::string, std::string> out;
  std::ifstream in(kDir / "check" / "pending.txt");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::size_t space = line.find(' ');
    out.emplace(line.substr(0, space), space == std::string::npos ? "" : line.substr(space + 1));
  }
  return out;
}

TEST_CASE("differential: the checker finds what the reference finds from types") {
  const std::map<std::string, check::VariableTypes> envs = environments();
  const std::map<std::string, std::string> listed = pending();
  std::size_t cases = 0, reference_errors = 0, reference_found = 0, type_only = 0, type_only_found = 0;
  std::size_t typed = 0, same_type = 0, beyond = 0, cases_beyond = 0, unsound = 0;
  std::vector<std::string> unexpected, stale;
  std::set<std::string> seen;

  std::ifstream in(kDir / "check" / "generated.jsonl");
  REQUIRE(in);
  std::string line;
  while (std::getline(in, line)) {
    Result<Value> parsed = value_from_json(line);
    REQUIRE(parsed.ok());
    const Value& c = *parsed;
    const std::string name = c.find("name")->as_string();
    seen.insert(name);
    ++cases;
    const check::VariableTypes& types = envs.at(c.find("env")->as_string());

    SourceFile source("case.hcl", raw_string_field(line, "expr"));
    Diagnostics diags;
    ir::Expression expr = parse_expression(source, diags);
    check::CheckResult result;
    if (!diags.has_errors())
      result = check::check_expression(*expr.arena, expr.root, types, &eval::default_functions(), diags);
    Places found;
    for (const Diagnostic& d : diags)
      if (d.severity == Severity::Error) found.insert(d.summary + " @ " + range_text(d.subject));

    const Value& reference = *c.find("check");
    Places reference_places;
    if (const Value* errors = reference.find("errors")) reference_places = places_of(*errors);
    Places missed;  // or wrong
    for (const std::string& p : reference_places) {
      ++reference_errors;
      if (found.count(p))
        ++reference_found;
      else
        missed.insert(p);
    }
    if (const Value* type = reference.find("type"); type && found.empty()) {
      ++typed;
      Result<std::string> ours = type_to_json(result.type);
      Result<Type> theirs = type_from_json(*value_to_json(*type));
      REQUIRE(theirs.ok());
      if (result.type == *theirs) {
        ++same_type;
      } else if (!result.type.is_dynamic() && !theirs->is_dynamic() && !conforms(result.type, *theirs) &&
                 !conforms(*theirs, result.type)) {
        // More precise than the reference's (a for over a tuple type is a
        // tuple), or less (a map of dynamic type where the reference, whose
        // splat of an object known only by its type is dynamic, unifies its
        // attributes to a number): never another type.
        missed.insert("result type " + (ours ? *ours : std::string("?")) + " contradicts " + *value_to_json(*type));
      }
    }

    // Errors every sampled evaluation reports depend on the types alone.
    Places seen_in_samples;
    const Value* samples = c.find("samples");
    if (samples && samples->length() > 0) {
      std::optional<Places> in_all;
      for (const Value& sample : samples->elements()) {
        Places p = places_of(sample);
        seen_in_samples.insert(p.begin(), p.end());
        if (!in_all) {
          in_all = p;
        } else {
          Places both;
          for (const std::string& e : *in_all)
            if (p.count(e)) both.insert(e);
          in_all = both;
        }
      }
      if (refers_to_dynamic(expr, types)) in_all->clear();
      for (const std::string& p : *in_all) {
        ++type_only;
        if (found.count(p))
          ++type_only_found;
        else
          missed.insert(p);
      }
    }
    // Soundness: an error from hclc check, other than those the reference
    // finds from types (oracle check), where some evaluation with values of
    // the declared types succeeds.
    const bool beyond_reference =
        std::any_of(found.begin(), found.end(), [&](const std::string& p) { return !reference_places.count(p); });
    if (beyond_reference && samples && !refers_to_dynamic(expr, types)) {
      for (const Value& sample : samples->elements()) {
        if (!places_of(sample).empty()) continue;
        ++unsound;
        missed.insert("unsound: a sampled evaluation succeeds");
        break;
      }
    }
    std::size_t extra = 0;
    for (const std::string& p : found)
      if (!reference_places.count(p) && !seen_in_samples.count(p)) ++extra;
    if (extra && std::getenv("HCLC_CHECK_SHOW_BEYOND")) {
      std::cout << "BEYOND " << name << ": " << c.find("expr")->as_string() << "\n";
      for (const std::string& p : found)
        if (!reference_places.count(p) && !seen_in_samples.count(p)) std::cout << "    " << p << "\n";
    }
    beyond += extra;
    if (extra) ++cases_beyond;

    auto it = listed.find(name);
    if (missed.empty() && it != listed.end()) stale.push_back(name + " (" + it->second + ")");
    if (!missed.empty() && it == listed.end())
      unexpected.push_back(name + "\n  expr: " + c.find("expr")->as_string() + "\n  missed:" + text_of(missed) +
                           "\n  reported:" + text_of(found));
  }
  for (const auto& [name, reason] : listed)
    if (!seen.count(name)) stale.push_back(name + " (no such case)");

  std::cout << "check differential: " << cases << " cases; errors of oracle check found " << reference_found << "/"
            << reference_errors << "; errors of every sampled evaluation found " << type_only_found << "/" << type_only
            << "; result type as oracle check's " << same_type << "/" << typed
            << " (error-free cases); errors beyond both " << beyond << " in " << cases_beyond
            << " cases; cases with an error where a sampled evaluation succeeds " << unsound << "; " << listed.size()
            << " cases pending\n";
  for (const std::string& u : unexpected) std::cout << "UNEXPECTED " << u << "\n";
  for (const std::string& s : stale) std::cout << "AGREES NOW (remove from check/pending.txt) " << s << "\n";
  CHECK(unexpected.empty());
  CHECK(stale.empty());
  CHECK(cases >= 1900);
}

}  // namespace
