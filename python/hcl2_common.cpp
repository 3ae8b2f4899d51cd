// See hcl2_common.h.
#include "hcl2_common.h"

#include "hclc/diagnostics.h"

namespace py = pybind11;

namespace hclc_python {

py::str to_str(std::string_view text) {
  PyObject* object = PyUnicode_DecodeUTF8(text.data(), static_cast<Py_ssize_t>(text.size()), "replace");
  if (!object) throw py::error_already_set();
  return py::reinterpret_steal<py::str>(object);
}

std::string facade_source_text(const py::handle& text) {
  if (py::isinstance<py::str>(text)) return text.cast<std::string>();
  if (py::isinstance<py::bytes>(text)) return std::string(text.cast<py::bytes>());
  throw py::type_error("text must be str or bytes, not " + std::string(py::str(py::type::of(text).attr("__name__"))));
}

hcl::File parse_for_facade(hcl::Parser& parser, const std::string& source, const std::string& filename,
                           py::handle hcl_error) {
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(source, filename, hcl::Syntax::Native, diags);
  if (diags.has_errors()) {
    py::object error = hcl_error(to_str(hcl::render_text(diags, parser)));
    PyErr_SetObject(hcl_error.ptr(), error.ptr());
    throw py::error_already_set();
  }
  return file;
}

}  // namespace hclc_python
