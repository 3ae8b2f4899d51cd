// Replays the reference's recorded results (tests/differential/*.jsonl, made
// by tools/gen-eval-cases/gen.py and by other stages' generators) through the
// library: parse, evaluate with the standard library, compare. Values compare
// exactly (value and type, as JSON); errors compare by summary and subject
// range (and detail, with HCLC_DIFF_DETAILS=1). Agreement is printed per
// file. Cases listed in known_differences.txt (name, then a reason) are
// reported but do not fail the test.

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "runtime/text.h"
#include "eval/driver.h"
#include "runtime/json.h"

namespace {

namespace fs = std::filesystem;
using namespace hclc;

const fs::path kDir = fs::path(HCLC_SOURCE_DIR) / "tests" / "differential";

std::string canonical_json(const std::string& text) {
  Result<Value> v = value_from_json(text);
  if (!v) return "<unparsable: " + text + ">";
  Result<std::string> out = value_to_json(*v);
  return out ? *out : "<unencodable>";
}

std::string encode(const Value& v) {
  Result<std::string> out = value_to_json(v);
  return out ? *out : "<unencodable>";
}

std::string range_text(const Value& subject) {
  if (!subject.is_present()) return "-";
  auto pos = [](const Value* p) {
    if (!p) return std::string("?");
    return encode(*p->find("line")) + ":" + encode(*p->find("column")) + "@" + encode(*p->find("byte"));
  };
  return pos(subject.find("start")) + "-" + pos(subject.find("end"));
}

std::string range_text(const std::optional<Range>& r) {
  if (!r) return "-";
  auto pos = [](const Pos& p) {
    return std::to_string(p.line) + ":" + std::to_string(p.column) + "@" + std::to_string(p.byte);
  };
  return pos(r->start) + "-" + pos(r->end);
}

// Details take part in the comparison only with HCLC_DIFF_DETAILS set: some
// name what the reference picks at random (one of several close names), and
// the wording of others belongs to stages still catching up with the
// reference; the summary and range must always agree.
std::string detail(const std::string& text) {
  static const bool compared = std::getenv("HCLC_DIFF_DETAILS") != nullptr;
  return compared ? ": " + text : "";
}

// What one case produced, in a form both sides share: the canonical JSON of
// the typed value, or the error diagnostics' summaries and subject ranges.
std::string describe_expected(const Value& expect) {
  if (const Value* diags = expect.find("diagnostics")) {
    std::string out = "errors:";
    for (const Value& d : diags->elements()) {
      if (encode(*d.find("severity")) != "\"error\"") continue;
      const Value* subject = d.find("subject");
      const Value* text = d.find("detail");
      out += "\n  " + d.find("summary")->as_string() + " @ " + (subject ? range_text(*subject) : "-") +
             detail(text && text->is_present() ? text->as_string() : "");
    }
    return out;
  }
  return "value: " + encode(expect);
}

std::string describe_actual(const eval::StandaloneEvaluation& result) {
  if (result.diags.has_errors()) {
    std::string out = "errors:";
    for (const Diagnostic& d : result.diags) {
      if (d.severity != Severity::Error) continue;
      out += "\n  " + d.summary + " @ " + range_text(d.subject) + detail(d.detail);
    }
    return out;
  }
  Result<std::string> typed = typed_value_to_json(result.value);
  if (!typed) return "errors:\n  Cannot encode result as JSON @ -" + detail(typed.error().message);
  return "value: " + canonical_json(*typed);
}

// The raw text of a top-level string field. Values made by value_from_json
// are NFC-normalized, but the expression must reach the parser byte for byte
// (positions count its bytes).
std::string raw_string_field(const std::string& line, const std::string& field) {
  const std::string key = "\"" + field + "\":\"";
  std::size_t i = line.find(key);
  if (i == std::string::npos) return {};
  std::string out;
  auto put_utf8 = [&](std::uint32_t cp) { append_utf8(out, static_cast<char32_t>(cp)); };
  for (i += key.size(); i < line.size() && line[i] != '"'; ++i) {
    if (line[i] != '\\') {
      out += line[i];
      continue;
    }
    char e = line[++i];
    switch (e) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'u': {
        std::uint32_t cp = static_cast<std::uint32_t>(std::stoul(line.substr(i + 1, 4), nullptr, 16));
        i += 4;
        if (cp >= 0xD800 && cp < 0xDC00 && line.compare(i + 1, 2, "\\u") == 0) {
          std::uint32_t low = static_cast<std::uint32_t>(std::stoul(line.substr(i + 3, 4), nullptr, 16));
          cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          i += 6;
        }
        put_utf8(cp);
        break;
      }
      default: out += e; break;  // \" \\ \/
    }
  }
  return out;
}

std::map<std::string, std::string> known_differences() {
  std::map<std::string, std::string> known;
  std::ifstream in(kDir / "known_differences.txt");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::size_t space = line.find(' ');
    known[line.substr(0, space)] = space == std::string::npos ? "" : line.substr(space + 1);
  }
  return known;
}

TEST_CASE("differential: recorded reference results") {
  std::map<std::string, std::string> known = known_differences();
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(kDir))
    if (entry.path().extension() == ".jsonl") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  REQUIRE_FALSE(files.empty());

  std::size_t total = 0, agreed = 0, known_failed = 0, known_passed = 0;
  std::vector<std::string> failures;
  std::vector<std::string> stale;  // listed as known differences, yet agreeing
  for (const fs::path& file : files) {
    std::ifstream in(file);
    std::string line;
    const std::size_t total_before = total, agreed_before = agreed;
    while (std::getline(in, line)) {
      if (line.empty()) continue;
      Result<Value> parsed = value_from_json(line);
      REQUIRE_MESSAGE(parsed.ok(), file.filename().string() << ": unreadable line: " << line);
      const Value& c = *parsed;
      const std::string name = file.stem().string() + "/" + c.find("name")->as_string();
      const Value* vars_value = c.find("vars");
      const Value* templ = c.find("template");
      eval::EvalContext::Variables vars;
      if (vars_value && vars_value->is_present())
        for (const Value::Entry& e : vars_value->entries()) vars.insert_or_assign(e.first, e.second);
      eval::StandaloneEvaluation result = eval::evaluate_source(
          "case.hcl", raw_string_field(line, "expr"), templ && templ->is_present() && templ->as_bool(), vars);
      std::string want = describe_expected(*c.find("expect"));
      std::string got = describe_actual(result);
      ++total;
      bool same = want == got;
      if (same) ++agreed;
      auto k = known.find(name);
      if (k != known.end()) {
        if (same) stale.push_back(name);
        same ? ++known_passed : ++known_failed;
        continue;
      }
      if (!same)
        failures.push_back(name + "\n  expr: " + c.find("expr")->as_string() + "\n  want " + want + "\n  got  " + got);
    }
    std::cout << "differential: " << file.filename().string() << ": " << agreed - agreed_before << "/"
              << total - total_before << " agree\n";
  }
  std::cout << "differential: " << agreed << "/" << total << " cases agree with the reference ("
            << (total ? 100.0 * static_cast<double>(agreed) / static_cast<double>(total) : 0.0) << "%); "
            << known_failed << " known differences";
  if (known_passed) std::cout << ", " << known_passed << " listed as known but now agree";
  std::cout << "\n";
  const std::size_t shown = std::getenv("HCLC_DIFF_ALL") ? failures.size() : std::min<std::size_t>(failures.size(), 40);
  for (std::size_t i = 0; i < shown; ++i) std::cout << "MISMATCH " << failures[i] << "\n";
  CHECK_MESSAGE(failures.empty(), failures.size() << " unexpected differences from the reference");
  for (const std::string& name : stale) std::cout << "STALE " << name << " (remove it from known_differences.txt)\n";
  CHECK_MESSAGE(stale.empty(), "known_differences.txt lists " << stale.size() << " cases that now agree");
}

}  // namespace
