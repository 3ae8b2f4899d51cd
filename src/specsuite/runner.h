#pragma once
// Running spec-suite cases (see test_file.h for the format) in process: each
// input is decoded as the reference's hclspecsuite harness has hcldec decode
// it (`--diags=json --with-type --keep-nulls`, and `--var-refs` when the test
// file has a `traversals` block), and the outcome is compared with the test
// file's expectations by the harness's rules, observed by running it:
//
// - Diagnostics match by severity and range (line, column and byte of both
//   ends; the file name is not compared). Every diagnostic must be expected
//   and every expectation met; expecting the same range twice is expecting it
//   once. Without expected diagnostics, any diagnostic is a failure.
// - With a value: its type must equal `result_type`, and the value must be
//   `result` (after conversion to `result_type`): the same type and the same
//   value, null and unknown included. The value is read back from hcldec's
//   typed JSON first, so numbers compare as their printed form does.
// - Traversals match by reference (`foo.bar`, `foo[0]`; `foo.x` is not
//   `foo["x"]`) and then by range; when a reference is expected more than
//   once, the first expectation is the one compared. Any diagnostic of the
//   --var-refs run is a failure.
// - A case with neither `NAME.hcl` nor `NAME.hcl.json` checks nothing; one
//   with both checks each.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "ir/analysis.h"
#include "runtime/value.h"
#include "source/source_file.h"
#include "specsuite/test_file.h"

namespace hclc::specsuite {

// What hcldec reports for one input.
struct Run {
  Diagnostics load_diags;                 // reading the spec and the input (both hcldec runs report these)
  Diagnostics decode_diags;               // decoding, and writing the result as JSON
  std::optional<Value> value;             // when there were no errors
  std::vector<ir::Traversal> traversals;  // when loading succeeded and traversals were asked for
};

// Decodes `input` (JSON syntax when its name ends in ".json") by `spec`.
Run run_input(const SourceFile& spec, const SourceFile& input, bool with_traversals);

// Each way `run` differs from `test`, one line each, in the order: decoding
// diagnostics, result type, result value (its first difference), --var-refs
// diagnostics, traversals. Empty: the input passes.
std::vector<std::string> compare(const TestFile& test, const Run& run);

struct InputOutcome {
  std::string input_path;
  std::vector<std::string> failures;  // empty: passed
};

struct CaseOutcome {
  std::string test_path;
  // Why the case could not run at all: its test file's mistakes, a missing spec.
  std::vector<std::string> problems;
  std::vector<InputOutcome> inputs;  // none: the case has no input file

  bool passed() const;
};

// The `.t` files under each path (a directory, searched recursively, or a
// `.t` file itself), sorted within each directory argument; nullopt with
// `error` set if a path does not exist.
std::optional<std::vector<std::filesystem::path>> find_test_files(const std::filesystem::path& path,
                                                                  std::string& error);

CaseOutcome run_case(const std::filesystem::path& test_file);

}  // namespace hclc::specsuite
