// Replays the reference's recorded results for expressions
// (tests/differential/*.jsonl but config-*.jsonl: made by
// tools/gen-eval-cases/gen.py, whose --shapes run makes shapes.jsonl, and by
// tools/gen-stdlib-cases/gen.py) through the library: parse, evaluate with the
// standard library, compare. Values compare exactly (value and type, as JSON);
// errors compare by summary and subject range, all of them in order (and by
// detail, with HCLC_DIFF_DETAILS=1). Cases
// listed in known_differences.txt or in a pending list (<set>-pending.txt,
// e.g. shapes-pending.txt) are expected to differ (see replay.h).

#include <doctest/doctest.h>

#include <cstdlib>
#include <string>

#include "eval/driver.h"
#include "replay.h"
#include "runtime/json.h"

namespace {

using namespace hclc;
using namespace hclc::replay;

std::string subject_text(const Value& subject) {
  if (!subject.is_present()) return "-";
  auto pos = [](const Value* p) {
    if (!p) return std::string("?");
    return encode(*p->find("line")) + ":" + encode(*p->find("column")) + "@" + encode(*p->find("byte"));
  };
  return pos(subject.find("start")) + "-" + pos(subject.find("end"));
}

// Details take part in the comparison only with HCLC_DIFF_DETAILS set: some
// name what the reference picks at random (one of several close names), and
// the wording of others belongs to stages still catching up with the
// reference; the summary and range must always agree. The sets of invalid
// input (expr-invalid, expr-invalid-seed17, ...) hold the parser's
// diagnostics, whose details always compare.
bool details_compared(const std::string& set) {
  static const bool requested = std::getenv("HCLC_DIFF_DETAILS") != nullptr;
  return requested || set.starts_with("expr-invalid");
}

std::string detail(bool compared, const std::string& text) { return compared ? ": " + text : ""; }

// What one case produced, in a form both sides share: the canonical JSON of
// the typed value, or the error diagnostics' summaries and subject ranges.
std::string describe_expected(const Value& expect, bool with_details) {
  if (const Value* diags = expect.find("diagnostics")) {
    std::string out = "errors:";
    for (const Value& d : diags->elements()) {
      if (encode(*d.find("severity")) != "\"error\"") continue;
      const Value* subject = d.find("subject");
      const Value* text = d.find("detail");
      out += "\n  " + d.find("summary")->as_string() + " @ " + (subject ? subject_text(*subject) : "-") +
             detail(with_details, text && text->is_present() ? text->as_string() : "");
    }
    return out;
  }
  return "value: " + encode(expect);
}

std::string describe_actual(const eval::StandaloneEvaluation& result, bool with_details) {
  if (result.diags.has_errors()) {
    std::string out = "errors:";
    for (const Diagnostic& d : result.diags) {
      if (d.severity != Severity::Error) continue;
      out += "\n  " + d.summary + " @ " + range_text(d.subject) + detail(with_details, d.detail);
    }
    return out;
  }
  Result<std::string> typed = typed_value_to_json(result.value);
  if (!typed) return "errors:\n  Cannot encode result as JSON @ -" + detail(with_details, typed.error().message);
  return "value: " + canonical_json(*typed);
}

TEST_CASE("differential: recorded reference results") {
  Tally tally(listed_differences("", {"config-"}));
  for_each_record(false, [&](const std::string& set, const std::string& line, const Value& c) {
    const Value* vars_value = c.find("vars");
    const Value* templ = c.find("template");
    eval::EvalContext::Variables vars;
    if (vars_value && vars_value->is_present())
      for (const Value::Entry& e : vars_value->entries()) vars.insert_or_assign(e.first, e.second);
    eval::StandaloneEvaluation result = eval::evaluate_source("case.hcl", raw_string_field(line, "expr"),
                                                              templ && templ->is_present() && templ->as_bool(), vars);
    std::string want = describe_expected(*c.find("expect"), details_compared(set));
    std::string got = describe_actual(result, details_compared(set));
    tally.record(set, c.find("name")->as_string(), want == got,
                 "  expr: " + c.find("expr")->as_string() + "\n  want " + want + "\n  got  " + got);
  });
  tally.finish("differential");
}

}  // namespace
