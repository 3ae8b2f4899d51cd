#pragma once
// python-hcl2 7's dicts (its `load`/`loads`), made from hclc's syntax tree:
// the submodule hclc.hcl2_v7 (python/hcl2_v7_shape.cpp).
#include <pybind11/pybind11.h>

namespace hclc_python {

// Adds the submodule `hcl2_v7` to `module` and to sys.modules as "hclc.hcl2_v7".
void add_hcl2_v7_module(pybind11::module_& module, pybind11::handle hcl_error);

}  // namespace hclc_python
