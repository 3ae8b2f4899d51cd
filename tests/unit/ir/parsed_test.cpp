// Analysis on parsed input; expected traversals and ranges are what the
// reference's `hcldec --var-refs` reports for the same text.

#include <doctest/doctest.h>

#include "ir/analysis.h"
#include "ir/printer.h"
#include "syntax/parse.h"

namespace hclc::ir {
namespace {

struct Ref {
  std::string text;
  std::uint32_t start_byte;
  std::uint32_t end_byte;
};

std::vector<Ref> refs_of(const std::vector<Traversal>& traversals) {
  std::vector<Ref> out;
  for (const Traversal& t : traversals) {
    Range r = t.source_range();
    out.push_back({t.text(), r.start.byte, r.end.byte});
  }
  return out;
}

void check_refs(const std::vector<Ref>& got, const std::vector<Ref>& want) {
  REQUIRE(got.size() == want.size());
  for (std::size_t i = 0; i < want.size(); ++i) {
    CAPTURE(i);
    CHECK(got[i].text == want[i].text);
    CHECK(got[i].start_byte == want[i].start_byte);
    CHECK(got[i].end_byte == want[i].end_byte);
  }
}

TEST_CASE("parsed: variables with literal keys, splats, for scopes and templates match the reference") {
  SourceFile source("t2.hcl",
                    "a = [p[0], q[\"x\"], r.0.y, s[true], \"${t}\", u[v], w[*].z, {for k in m: k => n}, "
                    "\"%{for i in j}${i}${o}%{endfor}\", y.*.z]\n"
                    "b = null\n");
  Diagnostics diags;
  File file = parse_config(source, diags);
  REQUIRE(diags.empty());
  std::vector<Traversal> vars = variables(*file.arena, file.body);
  check_refs(refs_of(vars), {{"p[0]", 5, 9},
                             {"q[\"x\"]", 11, 17},
                             {"r[0].y", 19, 24},
                             {"s[true]", 26, 33},
                             {"t", 38, 39},
                             {"u", 43, 44},
                             {"v", 45, 46},
                             {"w", 49, 50},
                             {"m", 67, 68},
                             {"n", 75, 76},
                             {"j", 91, 92},
                             {"o", 99, 100},
                             {"y", 113, 114}});
  // Step ranges of r.0.y: root, `.0`, `.y`.
  const Traversal& r = vars[2];
  REQUIRE(r.steps.size() == 3);
  CHECK(r.steps[1].kind == Traverser::Kind::Index);
  CHECK(r.steps[1].range.start.byte == 20);
  CHECK(r.steps[1].range.end.byte == 22);
  CHECK(r.steps[2].range.start.byte == 22);
  CHECK(r.steps[2].range.end.byte == 24);
}

TEST_CASE("parsed: object keys written as identifiers are not references, others are") {
  SourceFile source("t.hcl",
                    "a = {foo = 1, (bar) = 2, baz.q = 3, true = 4}\n"
                    "b = [for k, v in x : k.z if v.w][*].y\n");
  Diagnostics diags;
  File file = parse_config(source, diags);
  REQUIRE(diags.empty());
  check_refs(refs_of(variables(*file.arena, file.body)), {{"bar", 15, 18}, {"baz.q", 25, 30}, {"x", 63, 64}});
}

TEST_CASE("parsed: static traversal accepts variables and keywords, rejects the rest with its range") {
  Diagnostics diags;
  SourceFile t("t", "a.b[0][\"c\"]");
  Expression e = parse_expression(t, diags);
  REQUIRE(diags.empty());
  auto traversal = abs_traversal_for_expr(*e.arena, e.root, diags);
  REQUIRE(traversal);
  CHECK(traversal->text() == "a.b[0][\"c\"]");

  SourceFile k("k", "true");
  Expression kw = parse_expression(k, diags);
  CHECK(keyword_for_expr(*kw.arena, kw.root) == "true");

  SourceFile bad("bad", "a + 1");
  Expression sum = parse_expression(bad, diags);
  REQUIRE(diags.empty());
  CHECK_FALSE(abs_traversal_for_expr(*sum.arena, sum.root, diags));
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].kind == DiagKind::StaticTraversalRequired);
  CHECK(diags[0].subject->start.byte == 0);
  CHECK(diags[0].subject->end.byte == 5);
}

TEST_CASE("parsed: static list, map and call read the syntax") {
  Diagnostics diags;
  SourceFile l("l", "[a, b.c, 1]");
  Expression list = parse_expression(l, diags);
  auto elements = static_list(*list.arena, list.root, diags);
  REQUIRE(elements);
  CHECK(elements->size() == 3);
  CHECK(keyword_for_expr(*list.arena, elements->at(0)) == "a");

  SourceFile m("m", "{a = 1, \"b\" = 2}");
  Expression map = parse_expression(m, diags);
  auto items = static_map(*map.arena, map.root, diags);
  REQUIRE(items);
  CHECK(items->size() == 2);

  SourceFile c("c", "list(string)");
  Expression call = parse_expression(c, diags);
  auto sc = static_call(*call.arena, call.root, diags);
  REQUIRE(sc);
  CHECK(sc->name == "list");
  CHECK(sc->name_range.end.byte == 4);
  CHECK(sc->args_range.start.byte == 4);
  CHECK(sc->args_range.end.byte == 12);
  CHECK(keyword_for_expr(*call.arena, sc->arguments.at(0)) == "string");
  CHECK(diags.empty());
}

}  // namespace
}  // namespace hclc::ir
