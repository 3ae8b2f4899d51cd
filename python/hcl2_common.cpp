// See hcl2_common.h.
#include "hcl2_common.h"

#include <algorithm>

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

std::optional<std::vector<std::string_view>> heredoc_lines(std::string_view written) {
  const std::size_t newline = written.find('\n');
  if (newline == std::string_view::npos) return std::nullopt;
  const bool trims = written.starts_with("<<-");
  const std::string_view marker = trim(written.substr(trims ? 3 : 2, newline - (trims ? 3 : 2)));
  std::string_view text = written.substr(newline + 1);
  if (const std::size_t closing = text.rfind(marker); closing != std::string_view::npos) text = text.substr(0, closing);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\t' || text.back() == ' ')) text.remove_suffix(1);
  std::vector<std::string_view> lines;
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  if (trims) {
    std::size_t indent = std::string_view::npos;
    for (const std::string_view line : lines)
      indent = std::min(indent, std::min(line.find_first_not_of(' '), line.size()));
    for (std::string_view& line : lines) line.remove_prefix(indent);
  }
  return lines;
}

}  // namespace hclc_python
