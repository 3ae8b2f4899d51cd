#pragma once
// hclc's own writing API for Python (python/edit_api.cpp): hclc.format,
// hclc.dumps and hclc.Document, on the C++ formatter and edit layer
// (hclc/format.h, hclc/document.h).
#include <pybind11/pybind11.h>

#include <functional>
#include <string>

#include "hclc/diagnostics.h"
#include "hclc/value.h"

namespace hclc_python {

// What the module (python/hclc_module.cpp) lends the writing API.
struct ModuleHooks {
  // A Python value as an HCL value; TypeError/ValueError naming `where`.
  std::function<hcl::Value(pybind11::handle value, const std::string& where)> to_value;
  // Raises hclc.HCLError when `diags` has errors; `rendered` is their text.
  std::function<void(const hcl::Diagnostics& diags, const std::string& rendered)> raise_errors;
};

void add_edit_api(pybind11::module_& module, const ModuleHooks& hooks);

}  // namespace hclc_python
