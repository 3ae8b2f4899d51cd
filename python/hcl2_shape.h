#pragma once
// python-hcl2's dicts (its version 8's `loads`), made from hclc's syntax tree:
// the submodule hclc.hcl2 (python/hcl2_shape.cpp).
#include <pybind11/pybind11.h>

#include <string>
#include <string_view>

#include "hclc/syntax_tree.h"

namespace hclc_python {

// Adds the submodule `hcl2` to `module` and to sys.modules as "hclc.hcl2".
void add_hcl2_module(pybind11::module_& module, pybind11::handle hcl_error);

// An expression's tree on one line, as python-hcl2 8's dumps writes it
// (`var.a + 1`, `f(x, [1, 2])`, `[ for x in xs : x]`); `source` is the text the
// tree was parsed from.
std::string hcl2_dumps_expression_text(const hcl::SyntaxNode& node, std::string_view source);

}  // namespace hclc_python
