// The spec-suite runner: reading `.t` files and comparing decoding outcomes
// with them. Which cases pass and fail is what the reference's hclspecsuite
// harness decides on the same files (each case below was run through it).

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "specsuite/runner.h"
#include "specsuite/test_file.h"

namespace hclc::specsuite {
namespace {

const char* const kAnySpec = "attr {\n  name = \"a\"\n  type = any\n}\n";

std::string pos(const char* block, int line, int column, int byte) {
  return std::string(block) + " {\n  line = " + std::to_string(line) + "\n  column = " + std::to_string(column) +
         "\n  byte = " + std::to_string(byte) + "\n}\n";
}

std::string range(int l1, int c1, int b1, int l2, int c2, int b2) {
  return pos("from", l1, c1, b1) + pos("to", l2, c2, b2);
}

struct Read {
  std::optional<TestFile> test;
  Diagnostics diags;
};

Read read(const std::string& text) {
  Read r;
  SourceFile source("case.t", text);
  r.test = read_test_file(source, r.diags);
  return r;
}

// The failures of decoding `input` by `spec` against the test file `t`.
std::vector<std::string> check(const std::string& t, const std::string& input, const std::string& spec = kAnySpec,
                               const std::string& input_name = "case.hcl") {
  Read r = read(t);
  REQUIRE(r.diags.empty());
  SourceFile spec_source("case.hcldec", spec);
  SourceFile input_source(input_name, input);
  return compare(*r.test, run_input(spec_source, input_source, r.test->traversals.has_value()));
}

TEST_CASE("a result is converted to result_type and compared exactly, type included") {
  CHECK(check("result = 1\n", "a = 1.0\n").empty());
  CHECK(check("result = [1, \"a\"]\n", "a = [1, \"a\"]\n").empty());
  CHECK(check("result = { x = 1 }\n", "a = { x = 1 }\n").empty());
  // An object is not a map, a tuple not a list, a string not a number.
  CHECK(check("result = { x = 1 }\nresult_type = map(number)\n", "a = { x = 1 }\n") ==
        std::vector<std::string>{"result type: expected map(number), got object({x = number})"});
  CHECK(check("result = [1, 2]\n", "a = [1, 2]\n", "attr {\n  name = \"a\"\n  type = list(number)\n}\n") ==
        std::vector<std::string>{"result: expected [1, 2], got tolist([1, 2])"});
  CHECK(check("result = 1\n", "a = \"1\"\n") == std::vector<std::string>{"result: expected 1, got \"1\""});
  // A null's type counts too.
  CHECK(check("result = null\n", "", "attr {\n  name = \"a\"\n  type = string\n}\n") ==
        std::vector<std::string>{"result: expected null, got null(string)"});
  CHECK(check("result = null\nresult_type = string\n", "", "attr {\n  name = \"a\"\n  type = string\n}\n").empty());
  CHECK(check("result_type = number\n", "a = 1\n").empty());
}

TEST_CASE("a wrong result is reported at its first difference") {
  CHECK(check("result = { x = { y = [1, 2] } }\n", "a = { x = { y = [1, 3] } }\n") ==
        std::vector<std::string>{"result.x.y[1]: expected 2, got 3"});
  CHECK(check("result = { x = 1, y = 2 }\n", "a = { x = 1 }\n") ==
        std::vector<std::string>{"result.y: expected 2, got nothing"});
  CHECK(check("result = [1]\n", "a = [1, 2]\n") ==
        std::vector<std::string>{"result: expected 1 elements, got 2 ([1, 2])"});
}

TEST_CASE("numbers compare as hcldec prints them") {
  // 0.1 + 0.2 at 512 bits prints as 0.3 and reads back as 0.3.
  CHECK(check("result = 0.3\n", "a = 0.1 + 0.2\n").empty());
}

TEST_CASE("diagnostics match by severity and range, each must be expected and each expectation met") {
  const std::string at_end = "diagnostics {\n  error {\n" + range(1, 5, 4, 2, 1, 5) + "  }\n}\n";
  CHECK(check(at_end, "a = \n").empty());
  // Expecting one range twice is expecting it once.
  const std::string twice = "diagnostics {\n  error {\n" + range(1, 5, 4, 2, 1, 5) + "  }\n  error {\n" +
                            range(1, 5, 4, 2, 1, 5) + "  }\n}\n";
  CHECK(check(twice, "a = \n").empty());
  const std::string warning = "diagnostics {\n  warning {\n" + range(1, 5, 4, 2, 1, 5) + "  }\n}\n";
  CHECK(check(warning, "a = \n") ==
        std::vector<std::string>{
            "unexpected error at 1:5-2:1 (bytes 4-5): Invalid expression: Expected the start of an expression, but "
            "found an invalid expression token.",
            "missing warning at 1:5-2:1 (bytes 4-5) (case.t:2)"});
  const std::string wrong_byte = "diagnostics {\n  error {\n" + range(1, 5, 4, 2, 1, 6) + "  }\n}\n";
  CHECK(check(wrong_byte, "a = \n").size() == 2);
  CHECK(check("result = 1\n", "a = \n").size() == 1);
  CHECK(check(at_end, "a = 1\n") == std::vector<std::string>{"missing error at 1:5-2:1 (bytes 4-5) (case.t:2)"});
}

TEST_CASE("traversals match by reference, then by range, and the first expectation of a reference counts") {
  const std::string foo_bar = "traversals {\n  expect {\n    ref = foo.bar\n" + range(1, 5, 4, 1, 12, 11) + "  }\n}\n";
  const std::string no_vars = "diagnostics {\n  error {\n" + range(1, 5, 4, 1, 8, 7) + "  }\n}\n";
  CHECK(check(foo_bar + no_vars, "a = foo.bar\n").empty());
  CHECK(check(foo_bar + no_vars, "a = foo.baz\n") ==
        std::vector<std::string>{"unexpected traversal foo.baz at 1:5-1:12 (bytes 4-11)",
                                 "missing traversal foo.bar (case.t:3)"});
  // foo["bar"] is another reference; foo[0.0] is foo[0], and so is foo.0.
  const std::string quoted =
      "traversals {\n  expect {\n    ref = foo[\"bar\"]\n" + range(1, 5, 4, 1, 12, 11) + "  }\n}\n";
  CHECK(check(quoted + no_vars, "a = foo.bar\n").size() == 2);
  const std::string zero = "traversals {\n  expect {\n    ref = foo[0.0]\n" + range(1, 5, 4, 1, 10, 9) + "  }\n}\n";
  CHECK(check(zero + no_vars, "a = foo.0\n").empty());

  const std::string two_vars = "diagnostics {\n  error {\n" + range(1, 6, 5, 1, 9, 8) + "  }\n  error {\n" +
                               range(1, 11, 10, 1, 14, 13) + "  }\n}\n";
  const std::string first = "    ref = foo\n" + range(1, 6, 5, 1, 9, 8);
  const std::string second = "    ref = foo\n" + range(1, 11, 10, 1, 14, 13);
  CHECK(
      check("traversals {\n  expect {\n" + first + "  }\n  expect {\n" + second + "  }\n}\n" + two_vars,
            "a = [foo, foo]\n") ==
      std::vector<std::string>{"traversal foo: expected 1:6-1:9 (bytes 5-8) (case.t:3), got 1:11-1:14 (bytes 10-13)"});
  // An empty block expects no traversal at all.
  CHECK(check("traversals {\n}\n" + no_vars, "a = foo.bar\n") ==
        std::vector<std::string>{"unexpected traversal foo.bar at 1:5-1:12 (bytes 4-11)"});
  // A file that cannot be read for --var-refs fails that run too.
  CHECK(check("traversals {\n}\ndiagnostics {\n  error {\n" + range(1, 5, 4, 2, 1, 5) + "  }\n}\n", "a = \n") ==
        std::vector<std::string>{
            "--var-refs run: error: Invalid expression: Expected the start of an expression, but found an invalid "
            "expression token."});
}

TEST_CASE("JSON inputs are read in the JSON syntax") {
  CHECK(check("result = 3\n", "{\"a\": 3}", kAnySpec, "case.hcl.json").empty());
}

TEST_CASE("mistakes in a test file") {
  Read empty = read("diagnostics {}\n");
  REQUIRE(empty.diags.size() == 1);
  CHECK(empty.diags[0].kind == DiagKind::SpecsuiteEmptyDiagnosticsBlock);

  Read conflicting = read("result = 5\ndiagnostics {\n  error {\n" + range(1, 1, 0, 1, 2, 1) + "  }\n}\n");
  REQUIRE(conflicting.diags.size() == 1);
  CHECK(conflicting.diags[0].kind == DiagKind::SpecsuiteConflictingExpectations);
  CHECK(conflicting.diags[0].subject->start.line == 1);

  Read nonconforming = read("result = [1, \"x\"]\nresult_type = list(number)\n");
  REQUIRE(nonconforming.diags.size() == 1);
  CHECK(nonconforming.diags[0].kind == DiagKind::SpecsuiteInvalidResultValue);

  Read no_from = read("diagnostics {\n  error {\n" + pos("to", 1, 1, 0) + "  }\n}\n");
  REQUIRE(no_from.diags.size() == 1);
  CHECK(no_from.diags[0].kind == DiagKind::SpecsuiteMissingBlock);
  CHECK(no_from.diags[0].summary == "Missing from block");

  Read two_to = read("diagnostics {\n  error {\n" + range(1, 1, 0, 1, 2, 1) + pos("to", 1, 1, 0) + "  }\n}\n");
  REQUIRE(two_to.diags.size() == 1);
  CHECK(two_to.diags[0].kind == DiagKind::SpecsuiteDuplicateBlock);
  CHECK(two_to.diags[0].summary == "Duplicate to block");

  Read fraction = read("diagnostics {\n  error {\n" + range(1, 1, 0, 1, 2, 1) + "  }\n}\n");
  CHECK(fraction.diags.empty());
  Read half = read("diagnostics {\n  error {\n  from {\n  line = 1.5\n  column = 1\n  byte = 0\n}\n" +
                   pos("to", 1, 1, 0) + "  }\n}\n");
  REQUIRE(half.diags.size() == 1);
  CHECK(half.diags[0].kind == DiagKind::SpecsuiteInvalidPosition);

  Read unknown = read("foo = 1\n");
  REQUIRE(unknown.diags.size() == 1);
  CHECK(unknown.diags[0].kind == DiagKind::UnsupportedArgument);

  Read variable = read("result = a\n");
  REQUIRE(variable.diags.size() == 1);
  CHECK(variable.diags[0].kind == DiagKind::EvalVariablesNotAllowed);

  Read bad_ref = read("traversals {\n  expect {\n    ref = \"foo\"\n" + range(1, 1, 0, 1, 2, 1) + "  }\n}\n");
  REQUIRE(bad_ref.diags.size() == 1);
  CHECK(bad_ref.diags[0].kind == DiagKind::StaticTraversalRequired);
}

}  // namespace
}  // namespace hclc::specsuite
