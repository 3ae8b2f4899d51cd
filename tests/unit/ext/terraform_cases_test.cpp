// The Terraform function pack against cases derived from Terraform's function
// tests (internal/lang/functions_test.go and internal/lang/funcs/*_test.go,
// turned into HCL expressions): terraform_cases.jsonl, one case a line,
//
//   {"name": …, "expr": …, "expect": {"value": …, "type": …}}   value and type exactly
//   {"name": …, "expr": …, "expect": {"error": "text"}}          an error whose detail holds text
//
// A value's marks are compared too: "marks" maps each marked place (a path:
// "" for the value itself, then [0], ["key"] as cty writes steps) to its
// marks, and a case without "marks" wants none anywhere. Terraform's tests
// mark values with marks of any name; here mark(value, "name") does, a
// function only these cases have.
//
// with "vars": {…} where an expression refers to variables,
// evaluated with the standard library, try/can/convert and the pack, the
// files of testdata/ granted and the plan taken at kPlanTime. Cases listed in
// terraform_cases-pending.txt ("name reason" a line) are expected to differ;
// a listed case that agrees fails as surely as an unlisted one that differs.

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <map>
#include <string>

#include "eval/driver.h"
#include "ext/terraform_functions.h"
#include "runtime/json.h"
#include "tests/differential/replay.h"

namespace {

using namespace hclc;

const std::filesystem::path kHere = std::filesystem::path(HCLC_SOURCE_DIR) / "tests" / "unit" / "ext";

// 2004-02-29T12:34:56Z, what plantimestamp() reports in the cases.
constexpr std::chrono::sys_seconds kPlanTime{std::chrono::seconds{1078058096}};

// mark(value, name): the value with the mark `name` added, as cty's Mark.
Function mark_function() {
  return Function({.parameters = {Parameter{.name = "value",
                                            .type = Type::dynamic(),
                                            .allow_null = true,
                                            .allow_unknown = true,
                                            .allow_dynamic = true,
                                            .allow_marked = true},
                                  Parameter{.name = "name", .type = Type::string()}},
                   .variadic = std::nullopt,
                   .result_type = [](std::span<const Value> args) -> Result<Type> { return args[0].type(); },
                   .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
                     return args[0].mark(args[1].as_string());
                   }});
}

const FunctionTable& pack() {
  static const FunctionTable table = [] {
    FunctionTable t = eval::default_functions();
    t.add("mark", mark_function());
    ext::add_terraform_functions(t, {.granted_directory = (kHere / "testdata").string(),
                                     .clock = {},
                                     .plan_timestamp = kPlanTime,
                                     .max_fileset_entries = 100'000});
    return t;
  }();
  return table;
}

// Where marks are in a value: path → the marks there, in byte order.
using MarkPlaces = std::map<std::string, std::vector<std::string>>;

void collect_marks(const Value& v, const std::string& path, MarkPlaces& out) {
  if (!v.contains_marked()) return;
  if (v.is_marked()) out[path] = {v.marks().names().begin(), v.marks().names().end()};
  for (std::size_t i = 0; i < v.elements().size(); ++i)
    collect_marks(v.elements()[i], path + "[" + std::to_string(i) + "]", out);
  for (const Value::Entry& e : v.entries()) collect_marks(e.second, path + "[\"" + e.first + "\"]", out);
}

std::string describe_marks(const MarkPlaces& places) {
  std::string out;
  for (const auto& [path, names] : places) {
    out += out.empty() ? "" : ", ";
    out += "\"" + path + "\": [";
    for (std::size_t i = 0; i < names.size(); ++i) out += (i ? ", \"" : "\"") + names[i] + "\"";
    out += "]";
  }
  return "{" + out + "}";
}

std::string describe_actual(const eval::StandaloneEvaluation& result) {
  if (result.diags.has_errors()) {
    std::string out = "errors:";
    for (const Diagnostic& d : result.diags)
      if (d.severity == Severity::Error) out += "\n  " + d.summary + ": " + d.detail;
    return out;
  }
  // A null of the dynamic pseudo-type (one([])) has its type spelled out, as
  // the cases write it.
  MarkPlaces marks;
  collect_marks(result.value, "", marks);
  const std::string marked = marks.empty() ? "" : " marks: " + describe_marks(marks);
  if (result.value.is_null() && result.value.type().is_dynamic())
    return R"(value: {"type":"dynamic","value":null})" + marked;
  Result<std::string> typed = typed_value_to_json(result.value.unmarked_deep());
  if (!typed) return "errors:\n  Cannot encode result as JSON: " + typed.error().message;
  return "value: " + replay::canonical_json(*typed) + marked;
}

bool agrees(const Value& expect, const eval::StandaloneEvaluation& result, std::string& want) {
  if (const Value* error = expect.find("error")) {
    want = "an error holding " + replay::encode(*error);
    if (!result.diags.has_errors()) return false;
    for (const Diagnostic& d : result.diags)
      if (d.severity == Severity::Error && d.detail.find(error->as_string()) != std::string::npos) return true;
    return false;
  }
  MarkPlaces marks;
  if (const Value* given = expect.find("marks"))
    for (const Value::Entry& e : given->entries())
      for (const Value& name : e.second.elements()) marks[e.first].push_back(name.as_string());
  for (auto& [path, names] : marks) std::sort(names.begin(), names.end());
  Value plain = Value::object({{"type", *expect.find("type")}, {"value", *expect.find("value")}});
  want = "value: " + replay::encode(plain) + (marks.empty() ? "" : " marks: " + describe_marks(marks));
  return want == describe_actual(result);
}

std::map<std::string, std::string> pending_cases() {
  std::map<std::string, std::string> out;
  std::ifstream in(kHere / "terraform_cases-pending.txt");
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line.starts_with('#')) continue;
    const std::size_t space = line.find(' ');
    out[line.substr(0, space)] = space == std::string::npos ? "" : line.substr(space + 1);
  }
  return out;
}

TEST_CASE("the Terraform pack agrees with Terraform's function tests") {
  const std::map<std::string, std::string> pending = pending_cases();
  std::ifstream in(kHere / "terraform_cases.jsonl");
  REQUIRE(in);
  std::size_t total = 0, agreed = 0;
  std::string unexpected, stale;
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    Result<Value> record = value_from_json(line);
    REQUIRE_MESSAGE(record, line);
    const std::string name = record->find("name")->as_string();
    eval::EvalContext::Variables vars;
    if (const Value* given = record->find("vars"))
      for (const Value::Entry& e : given->entries()) vars.insert_or_assign(e.first, e.second);
    eval::StandaloneEvaluation result =
        eval::evaluate_source("case.hcl", replay::raw_string_field(line, "expr"), false, vars, pack());
    std::string want;
    const bool ok = agrees(*record->find("expect"), result, want);
    ++total;
    agreed += ok;
    const bool listed = pending.contains(name);
    if (!ok && !listed)
      unexpected.append(name)
          .append("\n  expr: ")
          .append(record->find("expr")->as_string())
          .append("\n  want ")
          .append(want)
          .append("\n  got  ")
          .append(describe_actual(result))
          .append("\n");
    if (ok && listed) stale += name + "\n";
  }
  std::cout << "Terraform's function tests: " << agreed << " of " << total << " cases agree\n";
  CHECK_MESSAGE(unexpected.empty(), "cases that differ:\n" << unexpected);
  CHECK_MESSAGE(stale.empty(), "listed as pending but agree:\n" << stale);
}

}  // namespace
