#pragma once
// python-hcl2 7's writing half (reverse_transform, writes, Builder), added to
// the submodule hclc.hcl2_v7 (python/hcl2_v7_write.cpp).
#include <pybind11/pybind11.h>

namespace hclc_python {

// Adds the writing functions and classes to `v7`, the module hclc.hcl2_v7.
void add_hcl2_v7_writer(pybind11::module_& v7);

}  // namespace hclc_python
