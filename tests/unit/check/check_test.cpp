// The type checker: node types, type errors, and agreement with the
// evaluator (the property test over the differential corpus's expressions).

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "check/check.h"
#include "eval/driver.h"
#include "ir/analysis.h"
#include "runtime/convert.h"
#include "runtime/json.h"
#include "syntax/parse.h"

namespace {

using namespace hclc;

std::string type_json(const Type& t) {
  Result<std::string> json = type_to_json(t);
  return json ? *json : "<no json>";
}

struct Checked {
  ir::Expression expr;
  check::CheckResult result;
  Diagnostics diags;
};

Checked run_check(const std::string& text, const check::VariableTypes& types) {
  SourceFile source("t.hcl", text);
  Checked out;
  out.expr = parse_expression(source, out.diags);
  REQUIRE_FALSE(out.diags.has_errors());
  out.result = check::check_expression(*out.expr.arena, out.expr.root, types, &eval::default_functions(), out.diags);
  return out;
}

TEST_CASE("types of nodes") {
  check::VariableTypes types{{"n", Type::number()}, {"people", Type::list(Type::object({{"name", Type::string()}}))}};
  Checked c = run_check("n + 1 > 2 ? people[*].name : []", types);
  CHECK(c.diags.empty());
  CHECK(type_json(c.result.type) == "[\"list\",\"string\"]");
  const auto& cond = c.expr.arena->get<ir::Conditional>(c.expr.root);
  REQUIRE(c.result.types.type_of(cond.cond));
  CHECK(type_json(*c.result.types.type_of(cond.cond)) == "\"bool\"");
  const auto& compare = c.expr.arena->get<ir::Binary>(cond.cond);
  CHECK(type_json(*c.result.types.type_of(compare.lhs)) == "\"number\"");
  CHECK(type_json(*c.result.types.type_of(cond.then_expr)) == "[\"list\",\"string\"]");
  CHECK(type_json(*c.result.types.type_of(cond.else_expr)) == "[\"tuple\",[]]");
}

TEST_CASE("a chain of binary operators is checked however long it is, each node typed") {
  const int operands = 100'000;
  std::string text = "n";
  for (int i = 1; i < operands; ++i) text += i == operands / 2 ? " + o" : " + n";
  Checked c = run_check(text, {{"n", Type::number()}, {"o", Type::object({})}});
  REQUIRE(c.diags.size() == 1);
  CHECK(c.diags[0].summary == "Invalid operand");
  CHECK(c.diags[0].subject->start.byte == text.find('o'));
  // Every node of the spine has its type: numbers below the bad operand
  // and above it.
  std::size_t typed_binary = 0;
  for (ir::ExprId at = c.expr.root; c.expr.arena->kind(at) == ir::NodeKind::Binary;
       at = c.expr.arena->get<ir::Binary>(at).lhs) {
    REQUIRE(c.result.types.type_of(at));
    CHECK(type_json(*c.result.types.type_of(at)) == "\"number\"");
    ++typed_binary;
  }
  CHECK(typed_binary == operands - 1);
}

TEST_CASE("a node table spans the checked expression's ids alone, wherever it is in its file") {
  // Checking each attribute of a big file (the language server's type
  // diagnostics) once cost every id before it: quadratic in the file.
  std::string text;
  for (int i = 0; i < 20'000; ++i) text += "a" + std::to_string(i) + " = n + " + std::to_string(i) + "\n";
  SourceFile source("t.hcl", text);
  Diagnostics diags;
  ir::File file = parse_config(source, diags);
  REQUIRE_FALSE(diags.has_errors());
  const ir::Body& body = file.arena->body(file.body);
  const ir::Attribute& last = file.arena->attribute(body.attributes.back());
  check::CheckResult result =
      check::check_expression(*file.arena, last.expr, {{"n", Type::number()}}, &eval::default_functions(), diags);
  CHECK(diags.empty());
  CHECK(result.types.span() <= 3);
  const auto& sum = file.arena->get<ir::Binary>(last.expr);
  REQUIRE(result.types.type_of(sum.lhs));
  CHECK(type_json(*result.types.type_of(sum.lhs)) == "\"number\"");
  CHECK(result.types.type_of(ir::ExprId(0)) == nullptr);

  // Ids met in falling order: each kept, the span twice the ids at most.
  check::TypeTable table;
  for (std::uint32_t id = 1'000; id-- > 500;) table.record(ir::ExprId(id), id % 2 ? Type::number() : Type::string());
  CHECK(table.span() <= 1'000);
  CHECK(table.type_of(ir::ExprId(499)) == nullptr);
  CHECK(table.type_of(ir::ExprId(1'000)) == nullptr);
  for (std::uint32_t id = 500; id < 1'000; ++id) {
    REQUIRE(table.type_of(ir::ExprId(id)));
    CHECK(*table.type_of(ir::ExprId(id)) == (id % 2 ? Type::number() : Type::string()));
  }
}

TEST_CASE("errors provable from types") {
  check::VariableTypes types{{"n", Type::number()}, {"o", Type::object({{"a", Type::string()}})}};
  struct Case {
    const char* expr;
    const char* summary;
  } cases[] = {
      {"\"a\" - 1", "Invalid operand"},
      {"n[0]", "Invalid index"},
      {"o.b", "Unsupported attribute"},
      {"upper(o.a, 1)", "Too many function arguments"},
      {"upper()", "Not enough function arguments"},
      {"n && true", "Invalid operand"},
      {"[for x in n : x]", "Iteration over non-iterable value"},
      {"missing", "Unknown variable"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.expr);
    Checked r = run_check(c.expr, types);
    REQUIRE(r.diags.size() >= 1);
    CHECK(r.diags[0].summary == c.summary);
  }
  CHECK(run_check("n + 1", types).diags.empty());
  CHECK(run_check("o.a", types).diags.empty());
}

TEST_CASE("&& and || on an operand known only by its type") {
  // `oracle check` leaves the right operand unchecked when the left one is
  // unknown; evaluation checks it whenever the left operand does not decide,
  // so the checker reports its problems. A null beside an unknown is no
  // error (the unknown may decide); a left operand in error, or of the
  // wrong type, is reported.
  check::VariableTypes types{{"flag", Type::boolean()}};
  for (const char* quiet : {"null || flag", "flag || null", "true || missing", "missing && false"}) {
    CAPTURE(quiet);
    Checked r = run_check(quiet, types);
    CHECK(r.diags.empty());
    CHECK(type_json(r.result.type) == "\"bool\"");
  }
  Checked right_missing = run_check("flag || missing", types);
  REQUIRE(right_missing.diags.size() == 1);
  CHECK(right_missing.diags[0].summary == "Unknown variable");
  Checked right_compare = run_check("flag && (1 > \"a\")", types);
  REQUIRE(right_compare.diags.size() == 1);
  CHECK(right_compare.diags[0].detail == "Unsuitable value for right operand: a number is required.");
  Checked left_error = run_check("missing || flag", types);
  REQUIRE(left_error.diags.size() == 1);
  CHECK(left_error.diags[0].summary == "Unknown variable");
  Checked right_type = run_check("flag || 1", types);
  REQUIRE(right_type.diags.size() == 1);
  CHECK(right_type.diags[0].detail == "Unsuitable value for right operand: bool required, but have number.");
}

TEST_CASE("an unknown collection or object of a known type is checked by its type") {
  // As `oracle check` finds: a for-expression's condition over an unknown
  // list, and an index into an unknown object by a known key.
  check::VariableTypes types{{"l", Type::list(Type::string())}, {"o", Type::object({{"a", Type::string()}})}};
  Checked condition = run_check("[for x in l : x if 1]", types);
  REQUIRE(condition.diags.size() == 1);
  CHECK(condition.diags[0].summary == "Invalid 'for' condition");
  Checked missing = run_check("o[\"b\"]", types);
  REQUIRE(missing.diags.size() == 1);
  CHECK(missing.diags[0].summary == "Invalid index");
  Checked present = run_check("o[\"a\"]", types);
  CHECK(present.diags.empty());
  CHECK(type_json(present.result.type) == "\"string\"");
}

TEST_CASE("a for body and condition are typed from the collection's element type") {
  check::VariableTypes types{
      {"subnets", Type::list(Type::object({{"id", Type::string()}, {"public", Type::boolean()}}))}};
  Checked c = run_check("[for s in subnets : s.id if s.public]", types);
  CHECK(c.diags.empty());
  const auto& f = c.expr.arena->get<ir::For>(c.expr.root);
  REQUIRE(c.result.types.type_of(f.value_expr));
  CHECK(type_json(*c.result.types.type_of(f.value_expr)) == "\"string\"");
  REQUIRE(c.result.types.type_of(f.cond));
  CHECK(type_json(*c.result.types.type_of(f.cond)) == "\"bool\"");

  Checked typo = run_check("[for s in subnets : s.publik]", types);
  REQUIRE(typo.diags.size() == 1);
  CHECK(typo.diags[0].summary == "Unsupported attribute");
  CHECK(range_text(*typo.diags[0].subject) == "t.hcl:1,22-29");

  // An empty tuple type has no element to check the body with.
  CHECK(run_check("[for s in e : s.publik]", {{"e", Type::tuple({})}}).diags.empty());
  // A tuple's elements each: the result is a tuple of the body's types.
  Checked each = run_check("[for v in t : [v]]", {{"t", Type::tuple({Type::string(), Type::number()})}});
  CHECK(type_json(each.result.type) == "[\"tuple\",[[\"tuple\",[\"string\"]],[\"tuple\",[\"number\"]]]]");
}

TEST_CASE("both results of a conditional on a condition known only by its type") {
  check::VariableTypes types{{"flag", Type::boolean()}, {"o", Type::object({{"a", Type::string()}})}};
  Checked both = run_check("flag ? o.b : o.c", types);
  REQUIRE(both.diags.size() == 2);
  CHECK(both.diags[0].detail == "This object does not have an attribute named \"b\".");
  CHECK(both.diags[1].detail == "This object does not have an attribute named \"c\".");
  // A constant condition takes one side, as evaluation does.
  CHECK(run_check("true ? o.a : o.c", types).diags.empty());
}

TEST_CASE("the IR dump carries checked types") {
  Checked c = run_check("n + 1", {{"n", Type::number()}});
  std::string dump = ir::dump_expression(*c.expr.arena, c.expr.root, c.result.types.print_options());
  CHECK(dump.find("\"number\"") != std::string::npos);
}

// Summary and subject range of each error, as the differential tests compare
// diagnostics.
std::set<std::string> error_places(const Diagnostics& diags) {
  std::set<std::string> out;
  for (const Diagnostic& d : diags) {
    if (d.severity != Severity::Error) continue;
    out.insert(d.summary + " @" + (d.subject ? range_text(*d.subject) : std::string("-")));
  }
  return out;
}

// Property: for every expression of the differential corpus, the checker
// (given only the variables' types) reports every error the evaluator run on
// unknown values of those types reports, at the same range, and its type is
// never contradicted by that evaluation's (it may be less precise: the
// checker does not fold arithmetic); and it is sound for the real values:
// when neither reports an error, the real result's type conforms to the
// checked type; when the checker reports nothing beyond what evaluation on
// unknowns reports and reports an error, so does the evaluation on values.
TEST_CASE("property: checker finds what evaluation on unknown values finds and is sound for known values") {
  namespace fs = std::filesystem;
  std::ifstream in(fs::path(HCLC_SOURCE_DIR) / "tests" / "differential" / "generated.jsonl");
  REQUIRE(in);
  std::string line;
  std::size_t cases = 0, typed_cases = 0, error_free = 0, agreeing_types = 0;
  while (std::getline(in, line)) {
    Result<Value> parsed = value_from_json(line);
    REQUIRE(parsed.ok());
    const Value* templ = parsed->find("template");
    if (templ->is_present() && templ->as_bool()) continue;
    const Value* vars = parsed->find("vars");
    std::string text = parsed->find("expr")->as_string();
    eval::EvalContext::Variables known;
    eval::EvalContext::Variables unknown;
    check::VariableTypes types;
    if (vars->is_present()) {
      for (const Value::Entry& e : vars->entries()) {
        known.emplace(e.first, e.second);
        // Unknown, but not null where the value is not: a splat of an
        // unknown that may be null is of unknown type, as in the reference.
        unknown.emplace(e.first, e.second.is_null() ? Value::unknown(e.second.type())
                                                    : Value::unknown(e.second.type(), Refinement::known_not_null()));
        types.emplace(e.first, e.second.type());
      }
    }
    SourceFile source("case.hcl", text);
    Diagnostics parse_diags;
    ir::Expression expr = parse_expression(source, parse_diags);
    if (parse_diags.has_errors()) continue;
    ++cases;
    CAPTURE(text);

    Diagnostics check_diags;
    check::CheckResult checked =
        check::check_expression(*expr.arena, expr.root, types, &eval::default_functions(), check_diags);

    eval::EvalContext unknown_ctx;
    unknown_ctx.set_variables(unknown);
    unknown_ctx.set_functions(&eval::default_functions());
    Diagnostics unknown_diags;
    Value on_unknowns = eval::evaluate(expr, &unknown_ctx, unknown_diags);
    std::set<std::string> checked_errors = error_places(check_diags);
    std::set<std::string> unknown_errors = error_places(unknown_diags);
    for (const std::string& e : unknown_errors) {
      CAPTURE(e);
      CHECK(checked_errors.count(e) == 1);
    }
    const bool extra_errors = checked_errors.size() > unknown_errors.size();
    if (!check_diags.has_errors() && !unknown_diags.has_errors()) {
      ++error_free;
      ++agreeing_types;
      if (!(checked.type == on_unknowns.type())) {
        --agreeing_types;
        CHECK_MESSAGE((checked.type.is_dynamic() || on_unknowns.type().is_dynamic() ||
                       conforms(on_unknowns.type(), checked.type)),
                      type_json(on_unknowns.type()) << " contradicts " << type_json(checked.type));
      }
    }

    eval::EvalContext known_ctx;
    known_ctx.set_variables(known);
    known_ctx.set_functions(&eval::default_functions());
    Diagnostics known_diags;
    Value on_values = eval::evaluate(expr, &known_ctx, known_diags);
    // A variable of dynamic type may hold anything, null included, and the
    // reference treats an unknown of unknown type differently from null (a
    // splat makes it one element, null none): soundness covers known types.
    bool dynamic_input = false;
    for (const ir::Traversal& t : ir::variables(*expr.arena, expr.root)) {
      auto it = types.find(t.root_name());
      if (it != types.end() && it->second.has_dynamic()) dynamic_input = true;
    }
    if (dynamic_input) continue;
    if (check_diags.has_errors() && !extra_errors) {
      CHECK(known_diags.has_errors());
    } else if (!known_diags.has_errors()) {
      ++typed_cases;
      CHECK_MESSAGE(conforms(on_values.type(), checked.type),
                    type_json(on_values.type()) << " does not conform to " << type_json(checked.type));
    }
  }
  CHECK(cases > 2000);
  CHECK(typed_cases > 1000);
  // Without errors, the same result type as evaluation on unknowns in most
  // cases (1246 of 1267 today); the others are more precise (a for over a
  // tuple type is a tuple) or less (arithmetic on a variable is not folded),
  // never contradicting.
  CHECK(error_free > 1200);
  CHECK(agreeing_types + 40 > error_free);
  MESSAGE("result types equal to evaluation on unknowns: " << agreeing_types << " of " << error_free);
}

}  // namespace
