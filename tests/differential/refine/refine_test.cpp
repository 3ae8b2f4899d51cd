// Replays the reference's recorded results for expressions over refined
// unknown variables (cases.jsonl beside this file, made by gen.py with the
// refinement oracle in oracle/): each result must be the same value of the
// same type, with the same refinements on each unknown inside it, or the
// same errors (summaries and subject ranges). Cases listed in pending.txt are
// expected to differ (see ../replay.h).

#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "eval/driver.h"
#include "replay.h"
#include "runtime/json.h"
#include "runtime/text.h"

namespace {

using namespace hclc;
using namespace hclc::replay;

const std::filesystem::path kRefineDir = kDir / "refine";

// A value in the oracle's rendering (oracle/main.go): JSON, with
// {"$unknown": {refinements}} for each unknown value.
std::string render(const Value& v) {
  if (!v.is_known()) {
    std::string fields;
    auto field = [&fields](const std::string& name, const std::string& json) {
      fields += (fields.empty() ? "" : ",") + json_quote(name) + ":" + json;
    };
    if (const Refinement* r = v.refinement()) {
      if (r->not_null) field("not_null", "true");
      if (!r->prefix.empty()) field("prefix", json_quote(r->prefix));
      if (r->lower) {
        field("lower", encode(Value::number(*r->lower)));
        field("lower_inclusive", r->lower_inclusive ? "true" : "false");
      }
      if (r->upper) {
        field("upper", encode(Value::number(*r->upper)));
        field("upper_inclusive", r->upper_inclusive ? "true" : "false");
      }
      if (r->min_length != 0) field("min_length", std::to_string(r->min_length));
      if (r->max_length) field("max_length", std::to_string(*r->max_length));
    }
    return "{\"$unknown\":{" + fields + "}}";
  }
  if (v.is_null()) return "null";
  const Type& t = v.type();
  if (t.is_list() || t.is_set() || t.is_tuple()) {
    std::string out = "[";
    for (const Value& e : v.elements()) out += (out.size() > 1 ? "," : "") + render(e);
    return out + "]";
  }
  if (t.is_map() || t.is_object()) {
    std::string out = "{";
    for (const Value::Entry& e : v.entries())
      out += (out.size() > 1 ? "," : "") + json_quote(e.first) + ":" + render(e.second);
    return out + "}";
  }
  // The oracle writes an infinity as Go prints it.
  if (v.type().kind() == Type::Kind::Number && v.as_number().is_infinity())
    return v.as_number().is_negative() ? "\"-Inf\"" : "\"+Inf\"";
  return encode(v);
}

// A variable in the oracle's input form: a known value or a refined unknown.
Value variable(const Value& spec) {
  Result<Type> type = type_from_json(encode(*spec.find("type")));
  REQUIRE(type.ok());
  if (const Value* known = spec.find("value")) {
    Result<Value> v = value_from_json(encode(*known), *type);
    REQUIRE(v.ok());
    return *v;
  }
  Refinement r;
  if (const Value* refine = spec.find("refine")) {
    auto flag = [&](const char* name, bool otherwise) {
      const Value* f = refine->find(name);
      return f ? f->as_bool() : otherwise;
    };
    r.not_null = flag("not_null", false);
    if (const Value* p = refine->find("prefix")) r.prefix = p->as_string();
    if (const Value* n = refine->find("lower")) r.lower = n->as_number();
    if (const Value* n = refine->find("upper")) r.upper = n->as_number();
    r.lower_inclusive = flag("lower_inclusive", true);
    r.upper_inclusive = flag("upper_inclusive", true);
    if (const Value* n = refine->find("min_length"))
      r.min_length = static_cast<std::size_t>(*n->as_number().to_int64());
    if (const Value* n = refine->find("max_length"))
      r.max_length = static_cast<std::size_t>(*n->as_number().to_int64());
  }
  return Value::unknown(*type, r);
}

std::string describe_expected(const Value& expect) {
  if (const Value* diags = expect.find("diagnostics")) {
    std::string out = "errors:";
    for (const Value& d : diags->elements()) {
      const Value* subject = d.find("subject");
      std::string range = "-";
      if (subject && subject->is_present()) {
        auto pos = [](const Value* p) {
          return encode(*p->find("line")) + ":" + encode(*p->find("column")) + "@" + encode(*p->find("byte"));
        };
        range = pos(subject->find("start")) + "-" + pos(subject->find("end"));
      }
      out += "\n  " + d.find("summary")->as_string() + " @ " + range;
    }
    return out;
  }
  return "type " + encode(*expect.find("type")) + " value " + encode(*expect.find("value"));
}

std::string describe_actual(const eval::StandaloneEvaluation& result) {
  if (result.diags.has_errors()) {
    std::string out = "errors:";
    for (const Diagnostic& d : result.diags) {
      if (d.severity == Severity::Error) out += "\n  " + d.summary + " @ " + range_text(d.subject);
    }
    return out;
  }
  Result<std::string> type = type_to_json(result.value.type());
  return "type " + canonical_json(type ? *type : "?") + " value " + canonical_json(render(result.value));
}

std::map<std::string, Listed> pending_cases() {
  std::map<std::string, Listed> listed;
  std::ifstream in(kRefineDir / "pending.txt");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::size_t space = line.find(' ');
    listed["cases/" + line.substr(0, space)] = Listed{space == std::string::npos ? "" : line.substr(space + 1), true};
  }
  return listed;
}

TEST_CASE("refinement differential: recorded reference results") {
  Tally tally(pending_cases());
  std::ifstream in(kRefineDir / "cases.jsonl");
  REQUIRE(in.good());
  std::string line;
  std::size_t cases = 0;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    Result<Value> record = value_from_json(line);
    REQUIRE_MESSAGE(record.ok(), "unreadable line: " << line);
    eval::EvalContext::Variables vars;
    for (const Value::Entry& e : record->find("vars")->entries()) vars.insert_or_assign(e.first, variable(e.second));
    eval::StandaloneEvaluation result = eval::evaluate_source("case.hcl", raw_string_field(line, "expr"), false, vars);
    std::string want = describe_expected(*record->find("expect"));
    std::string got = describe_actual(result);
    std::string report = "  expr: " + record->find("expr")->as_string();
    report += "\n  want " + want;
    report += "\n  got  " + got;
    tally.record("cases", record->find("name")->as_string(), want == got, report);
    ++cases;
  }
  CHECK(cases >= 2000);
  tally.finish("refinement differential");
}

}  // namespace
