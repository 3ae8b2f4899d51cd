// The smallest program against an installed hclc, compiled with the flags
// `pkg-config --cflags --libs hclc` gives (tests/install/install_test.sh).

#include <hclc/hclc.h>

#include <iostream>

int main() {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::Expression e = parser.parse_expression("join(\"-\", [for s in split(\",\", csv) : upper(s)])", "<expr>", diags);
  hcl::EvalContext ctx;
  ctx.add_standard_functions();
  ctx.set_variable("csv", hcl::Value::string("a,b,c"));
  hcl::Value v = e.value(ctx, diags);
  if (diags.has_errors()) {
    std::cerr << hcl::render_text(diags, parser);
    return 2;
  }
  std::cout << HCLC_VERSION << " " << hcl::library_version() << " " << *v.as_string() << "\n";
  return 0;
}
