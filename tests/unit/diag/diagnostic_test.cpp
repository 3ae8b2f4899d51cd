#include <doctest/doctest.h>

#include "diag/diagnostic.h"

using namespace hclc;

TEST_CASE("a diagnostic takes the severity and summary its kind declares") {
  Range r{"a.hcl", {1, 1, 0}, {1, 4, 3}};
  Diagnostics diags;
  CHECK_FALSE(diags.has_errors());
  diags.add(DiagKind::InvalidUtf8, "The file is not valid UTF-8.", r);
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].severity == Severity::Error);
  CHECK(diags[0].summary == "Invalid character encoding");
  CHECK(diags[0].subject == r);
  CHECK_FALSE(diags[0].context.has_value());
  CHECK(diags.has_errors());
  CHECK(diag_kind_name(DiagKind::InvalidUtf8) == "InvalidUtf8");
}
