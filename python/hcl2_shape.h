#pragma once
// python-hcl2's dicts (its version 8's `loads`), made from hclc's syntax tree:
// the submodule hclc.hcl2 (python/hcl2_shape.cpp).
#include <pybind11/pybind11.h>

namespace hclc_python {

// Adds the submodule `hcl2` to `module` and to sys.modules as "hclc.hcl2".
void add_hcl2_module(pybind11::module_& module, pybind11::handle hcl_error);

}  // namespace hclc_python
