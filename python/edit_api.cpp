// hclc.format, hclc.dumps and hclc.Document: see edit_api.h. Every edit
// goes through hcl::Document, which keeps comments and layout and refuses an
// edit whose result would not parse; a refused edit raises hclc.HCLError
// with the edit layer's diagnostics.
#include "edit_api.h"

#include <pybind11/stl.h>

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "hclc/document.h"
#include "hclc/format.h"

namespace py = pybind11;

namespace hclc_python {

namespace {

std::string type_name(py::handle object) { return py::str(py::type::of(object).attr("__name__")); }

std::string text_argument(py::handle text, const char* what) {
  if (py::isinstance<py::str>(text)) return text.cast<std::string>();
  if (py::isinstance<py::bytes>(text)) return std::string(text.cast<py::bytes>());
  throw py::type_error(std::string(what) + " must be str or bytes, not " + type_name(text));
}

// Labels: a list or tuple of str.
std::vector<std::string> labels_argument(py::handle labels) {
  if (!py::isinstance<py::list>(labels) && !py::isinstance<py::tuple>(labels))
    throw py::type_error("labels must be a list or tuple of str, not " + type_name(labels));
  std::vector<std::string> out;
  for (py::handle label : labels) {
    if (!py::isinstance<py::str>(label)) throw py::type_error("a label must be str, not " + type_name(label));
    out.push_back(label.cast<std::string>());
  }
  return out;
}

class EditApi {
 public:
  explicit EditApi(ModuleHooks hooks) : hooks_(std::move(hooks)) {}

  // What to write: `value` (a Python value) or `source` (native-syntax
  // source of one expression, e.g. "var.region"), exactly one of them.
  hcl::NewExpression new_expression(const py::object& value, const py::object& source) const {
    if (!source.is_none()) {
      if (!value.is_none()) throw py::type_error("give a value or source=, not both");
      if (!py::isinstance<py::str>(source)) throw py::type_error("source must be str, not " + type_name(source));
      return hcl::NewExpression::source(source.cast<std::string>());
    }
    return {hooks_.to_value(value, "value")};
  }

  // Raises HCLError unless an edit succeeded.
  void check(bool edited, const hcl::Diagnostics& diags) const {
    if (!edited || diags.has_errors()) refuse(diags);
  }

  [[noreturn]] void refuse(const hcl::Diagnostics& diags) const {
    hooks_.raise_errors(diags, hcl::render_text(diags));
    throw py::value_error("the edit was refused");  // an edit layer that refused without saying why
  }

  std::string format(const py::object& text, const std::string& filename) const {
    const std::string source = text_argument(text, "text");
    hcl::Diagnostics diags;
    std::optional<std::string> formatted = hcl::format(source, filename, diags);
    if (!formatted) refuse(diags);
    return *formatted;
  }

  // A dict as a file of attributes, one per key in the dict's order, in
  // hclfmt's layout.
  std::string dumps(const py::object& value) const {
    if (!py::isinstance<py::dict>(value)) throw py::type_error("dumps takes a dict, not " + type_name(value));
    hcl::Diagnostics diags;
    std::optional<hcl::Document> document = hcl::Document::parse("", "<dumps>", diags);
    if (!document) refuse(diags);
    hcl::DocumentBody body = document->body();
    for (auto [key, element] : value.cast<py::dict>()) {
      if (!py::isinstance<py::str>(key)) throw py::type_error("dumps: a key of type " + type_name(key) + ", not str");
      const std::string name = key.cast<std::string>();
      const hcl::Value written = hooks_.to_value(element, "value[" + std::string(py::repr(key)) + "]");
      check(body.set_attribute(name, written, diags), diags);
    }
    std::optional<std::string> formatted = hcl::format(document->text(), "<dumps>", diags);
    if (!formatted) refuse(diags);
    return *formatted;
  }

 private:
  ModuleHooks hooks_;
};

py::str kind_name(hcl::DocumentExpression::Kind kind) {
  switch (kind) {
    case hcl::DocumentExpression::Kind::Object: return "object";
    case hcl::DocumentExpression::Kind::Tuple: return "tuple";
    case hcl::DocumentExpression::Kind::Other: break;
  }
  return "other";
}

}  // namespace

void add_edit_api(py::module_& module, const ModuleHooks& hooks) {
  auto api = std::make_shared<const EditApi>(hooks);
  const py::object none = py::none();

  module.def(
      "format", [api](const py::object& text, const std::string& filename) { return api->format(text, filename); },
      py::arg("text"), py::arg("filename") = "<string>",
      "Native-syntax text laid out as hclfmt lays it out (only whitespace changes). Raises HCLError for text that "
      "does not parse.");
  module.def(
      "dumps", [api](const py::object& value) { return api->dumps(value); }, py::arg("value"),
      "A dict as native-syntax text: each key an attribute (in the dict's order) with its value written as HCL, "
      "in hclfmt's layout. Strings are written as strings (`${` escaped); to write an expression or a block, "
      "use hclc.Document.");

  py::class_<hcl::DocumentExpression>(module, "DocumentExpression",
                                      "An attribute's expression in a Document, or a value inside its object or "
                                      "tuple constructor.")
      .def_property_readonly("kind", [](const hcl::DocumentExpression& e) { return kind_name(e.kind()); })
      .def_property_readonly("text", &hcl::DocumentExpression::text)
      .def("keys", &hcl::DocumentExpression::keys)
      .def("key", &hcl::DocumentExpression::key, py::arg("key"))
      .def("__len__", &hcl::DocumentExpression::size)
      .def("element", &hcl::DocumentExpression::element, py::arg("index"))
      .def(
          "set",
          [api](hcl::DocumentExpression& e, const py::object& value, const py::object& source) {
            hcl::Diagnostics diags;
            api->check(e.set(api->new_expression(value, source), diags), diags);
          },
          py::arg("value") = none, py::kw_only(), py::arg("source") = none)
      .def(
          "set_key",
          [api](hcl::DocumentExpression& e, const std::string& key, const py::object& value, const py::object& source) {
            hcl::Diagnostics diags;
            api->check(e.set_key(key, api->new_expression(value, source), diags), diags);
          },
          py::arg("key"), py::arg("value") = none, py::kw_only(), py::arg("source") = none)
      .def(
          "remove_key",
          [api](hcl::DocumentExpression& e, const std::string& key) {
            hcl::Diagnostics diags;
            api->check(e.remove_key(key, diags), diags);
          },
          py::arg("key"))
      .def(
          "append",
          [api](hcl::DocumentExpression& e, const py::object& value, const py::object& source) {
            hcl::Diagnostics diags;
            api->check(e.append(api->new_expression(value, source), diags), diags);
          },
          py::arg("value") = none, py::kw_only(), py::arg("source") = none)
      .def(
          "remove_element",
          [api](hcl::DocumentExpression& e, std::size_t index) {
            hcl::Diagnostics diags;
            api->check(e.remove_element(index, diags), diags);
          },
          py::arg("index"));

  py::class_<hcl::DocumentBlock>(module, "DocumentBlock", "A block in a Document.")
      .def_property_readonly("type", &hcl::DocumentBlock::type)
      .def_property_readonly("labels", &hcl::DocumentBlock::labels)
      .def_property_readonly("body", &hcl::DocumentBlock::body)
      .def_property_readonly("text", &hcl::DocumentBlock::text)
      .def(
          "set_labels",
          [api](hcl::DocumentBlock& block, const py::object& labels) {
            hcl::Diagnostics diags;
            api->check(block.set_labels(labels_argument(labels), diags), diags);
          },
          py::arg("labels"))
      .def("remove", [api](hcl::DocumentBlock& block) {
        hcl::Diagnostics diags;
        api->check(block.remove(diags), diags);
      });

  py::class_<hcl::DocumentBody>(module, "DocumentBody", "The file's body or a block's, in a Document.")
      .def("attribute_names", &hcl::DocumentBody::attribute_names)
      .def("attribute", &hcl::DocumentBody::attribute, py::arg("name"))
      .def(
          "set_attribute",
          [api](hcl::DocumentBody& body, const std::string& name, const py::object& value, const py::object& source) {
            hcl::Diagnostics diags;
            api->check(body.set_attribute(name, api->new_expression(value, source), diags), diags);
          },
          py::arg("name"), py::arg("value") = none, py::kw_only(), py::arg("source") = none)
      .def(
          "remove_attribute",
          [api](hcl::DocumentBody& body, const std::string& name) {
            hcl::Diagnostics diags;
            api->check(body.remove_attribute(name, diags), diags);
          },
          py::arg("name"))
      .def(
          "rename_attribute",
          [api](hcl::DocumentBody& body, const std::string& from, const std::string& to) {
            hcl::Diagnostics diags;
            api->check(body.rename_attribute(from, to, diags), diags);
          },
          py::arg("old"), py::arg("new"))
      .def(
          "blocks",
          [](const hcl::DocumentBody& body, const py::object& type, const py::object& labels) {
            if (type.is_none()) return body.blocks();
            if (!py::isinstance<py::str>(type)) throw py::type_error("type must be str, not " + type_name(type));
            return body.blocks(type.cast<std::string>(), labels_argument(labels));
          },
          py::arg("type") = none, py::arg("labels") = py::tuple())
      .def(
          "append_block",
          [api](hcl::DocumentBody& body, const std::string& type, const py::object& labels) {
            hcl::Diagnostics diags;
            std::optional<hcl::DocumentBlock> block = body.append_block(type, labels_argument(labels), diags);
            api->check(block.has_value(), diags);
            return *block;
          },
          py::arg("type"), py::arg("labels") = py::tuple());

  py::class_<hcl::Document>(module, "Document",
                            "Native-syntax text to edit from Python, keeping its comments and layout: "
                            "Document(text, filename='<string>'); .body to edit, .text for the result.")
      .def(py::init([api](const py::object& text, const std::string& filename) {
             hcl::Diagnostics diags;
             std::optional<hcl::Document> document = hcl::Document::parse(text_argument(text, "text"), filename, diags);
             api->check(document.has_value(), diags);
             return *document;
           }),
           py::arg("text"), py::arg("filename") = "<string>")
      .def_property_readonly("text", &hcl::Document::text)
      .def_property_readonly("filename", &hcl::Document::filename)
      .def_property_readonly("body", &hcl::Document::body)
      .def("__str__", &hcl::Document::text);
}

}  // namespace hclc_python
