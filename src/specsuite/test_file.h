#pragma once
// The spec suite's test files. A case is a `.t` file (native syntax) beside an
// hcldec spec `NAME.hcldec` and an input `NAME.hcl` and/or `NAME.hcl.json`; the
// `.t` file says what decoding the input by the spec must give:
//
//   result      = { a = 1 }             # the value (compared exactly, type included)
//   result_type = object({ a = number }) # its type; `result` is converted to it first
//   diagnostics {                        # the error/warning ranges, instead of a result
//     error {
//       from { line = 1  column = 14  byte = 13 }  # one attribute per line in real files
//       to   { line = 1  column = 15  byte = 14 }
//     }
//   }
//   traversals {                         # the variables referenced (hcldec --var-refs)
//     expect {
//       ref = foo.bar
//       from { ... }
//       to   { ... }
//     }
//   }
//
// All are optional. This is the format of the reference's hclspecsuite
// harness; its rules (observed by running it) are kept here: an empty
// `diagnostics` block, and `result` together with expected diagnostics, are
// mistakes in the test file.

#include <cstdint>
#include <optional>
#include <vector>

#include "diag/diagnostic.h"
#include "ir/analysis.h"
#include "runtime/type.h"
#include "runtime/value.h"
#include "source/range.h"
#include "source/source_file.h"

namespace hclc::specsuite {

// A position as a test file writes it. Any whole numbers are accepted (a
// negative one simply never matches), as the reference harness does.
struct ExpectedPos {
  std::int64_t line = 0;
  std::int64_t column = 0;
  std::int64_t byte = 0;

  friend bool operator==(const ExpectedPos&, const ExpectedPos&) = default;
};

bool matches(const ExpectedPos& expected, const Pos& actual);

struct ExpectedDiagnostic {
  Severity severity = Severity::Error;
  ExpectedPos from;
  ExpectedPos to;
  Range declared_at;  // the `error`/`warning` block header in the test file
};

struct ExpectedTraversal {
  ir::Traversal ref;
  ExpectedPos from;
  ExpectedPos to;
  Range declared_at;  // the `ref` expression in the test file
};

struct TestFile {
  std::optional<Value> result;  // already converted to result_type, if both are given
  std::optional<Type> result_type;
  std::vector<ExpectedDiagnostic> diagnostics;  // empty: decoding must report nothing
  // Present only with a `traversals` block: then the referenced variables
  // are checked too (an empty block expects none).
  std::optional<std::vector<ExpectedTraversal>> traversals;
};

// Reads a test file; nullopt after reporting its mistakes.
std::optional<TestFile> read_test_file(const SourceFile& source, Diagnostics& diags);

}  // namespace hclc::specsuite
