#pragma once
// python-hcl2 8's writing half (dumps, dump, from_dict, from_json, Builder,
// DeserializerOptions, FormatterOptions), added to the submodule hclc.hcl2
// (python/hcl2_write.cpp).
#include <pybind11/pybind11.h>

namespace hclc_python {

// Adds the writing functions and classes to `hcl2`, the module hclc.hcl2.
void add_hcl2_writer(pybind11::module_& hcl2);

}  // namespace hclc_python
