// hcl::format: hclfmt's layout through the public API (the expected texts are
// hclfmt's output), and no text for a file that does not parse.

#include <doctest/doctest.h>

#include <hclc/format.h>

TEST_CASE("hcl::format lays out a file as hclfmt does") {
  hcl::Diagnostics diags;
  const std::optional<std::string> text =
      hcl::format("service \"api\" {\nport=8080 # p\nhost_name = \"x\" # h\n}\n", "service.hcl", diags);
  REQUIRE(text.has_value());
  CHECK(*text == "service \"api\" {\n  port      = 8080 # p\n  host_name = \"x\"  # h\n}\n");
  CHECK(diags.empty());
}

TEST_CASE("hcl::format gives no text for a file that does not parse, and says why") {
  hcl::Diagnostics diags;
  CHECK_FALSE(hcl::format("a = [1,\n", "bad.hcl", diags).has_value());
  REQUIRE(diags.has_errors());
  REQUIRE(diags[0].subject.has_value());
  CHECK(diags[0].subject->filename == "bad.hcl");
}
