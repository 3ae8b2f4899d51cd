// hclc.hcl2_v7: python-hcl2 7's `load`/`loads` (and `parse`/`parses` +
// `transform`, on a tree of hclc's own) on hclc's parser. The dict is
// python-hcl2 7.3.1's, key order included, made from hclc's syntax tree
// (hclc/syntax_tree.h) and the source text.
//
// python-hcl2 7 builds each expression bottom-up into a Python value, its
// "term": a number, bool or None as itself, a tuple a list and an object a
// dict (their members already shaped as values), a quoted string or heredoc
// its text in double quotes, anything else its re-rendered text. A parent
// combines its children's terms in one of three ways, and what users see
// depends on which:
//   - as Python's str() (index keys, conditionals, parentheses,
//     interpolations): so `True`, `None` and Python's list and dict syntax
//     appear inside `${…}`;
//   - as "inline HCL" (call arguments, operands, for expressions): a dict as
//     JSON, a list in brackets, bools lowercase, None as `None` (`null` where
//     python-hcl2 maps it first: arguments, conditionals, the last operand of
//     an operation);
//   - as a value (attribute values, tuple elements, object values): a quoted
//     string loses its quotes and has its escapes processed, a type keyword
//     (`string`) stays bare, other text is wrapped in `${…}`.
// Operations chain to the right in python-hcl2 7 (`a + b + c` is
// `a + (b + c)`), which decides which operands are "last". The rules were
// found by running python-hcl2 7.3.1 on generated variants;
// tests/python/test_hcl2_v7_differential.py holds them to it.
#include "hcl2_v7_shape.h"

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <pybind11/eval.h>
#include "hcl2_common.h"
#include "hcl2_v7_write.h"
#include "hclc/body.h"
#include "hclc/parser.h"
#include "hclc/syntax_tree.h"

namespace py = pybind11;

namespace hclc_python {

namespace {

using Kind = hcl::SyntaxNode::Kind;

// HCL's escapes in a quoted string's text, replaced one kind after another
// as python-hcl2 7 does (so `\\n` becomes a backslash and a newline);
// Unicode escapes stay as written.
std::string process_escapes(std::string text) {
  static constexpr std::pair<std::string_view, std::string_view> kEscapes[] = {
      {"\\n", "\n"}, {"\\r", "\r"}, {"\\t", "\t"}, {"\\\"", "\""}, {"\\\\", "\\"}};
  for (const auto& [escape, meaning] : kEscapes) {
    std::string replaced;
    std::size_t at = 0;
    for (std::size_t found; (found = text.find(escape, at)) != std::string::npos; at = found + escape.size())
      replaced.append(text, at, found - at).append(meaning);
    text = replaced.append(text, at);
  }
  return text;
}

bool is_quoted(std::string_view text) { return !text.empty() && text.front() == '"' && text.back() == '"'; }

std::string_view inside_quotes(std::string_view text) {
  return text.size() >= 2 ? text.substr(1, text.size() - 2) : std::string_view{};
}

class V7Shaper {
 public:
  V7Shaper(std::string_view source, bool with_meta) : source_(source), with_meta_(with_meta) {}

  // A body: attributes by name and blocks by type (a list of them), in the
  // order of their first appearance. An attribute whose name is already
  // there, or a block whose type is an attribute's name, is python-hcl2 7's
  // RuntimeError.
  py::dict body(const hcl::Body& body) const {
    py::dict out;
    py::set attribute_names;
    for_each_item_in_source_order(
        body,
        [&](const hcl::Attribute& attribute) {
          py::str key = to_str(attribute.name);
          if (out.contains(key)) throw already_defined(attribute.name);
          out[key] = value(term(hcl::syntax_tree(attribute.expr)));
          attribute_names.add(key);
        },
        [&](const hcl::Block& block) {
          py::str key = to_str(block.type);
          if (attribute_names.contains(key)) throw already_defined(block.type);
          if (out.contains(key)) {
            out[key].attr("append")(block_value(block));
          } else {
            py::list blocks;
            blocks.append(block_value(block));
            out[key] = blocks;
          }
        });
    return out;
  }

 private:
  static py::error_already_set already_defined(const std::string& name) {
    PyErr_SetString(PyExc_RuntimeError, (name + " already defined").c_str());
    return {};
  }

  std::string_view text(const hcl::Range& range) const {
    if (range.end.byte > source_.size() || range.start.byte > range.end.byte) return {};
    return source_.substr(range.start.byte, range.end.byte - range.start.byte);
  }

  // The block's body, its line numbers under with_meta, inside a dict per
  // label (a quoted label without its quotes, its escapes processed).
  py::object block_value(const hcl::Block& block) const {
    py::dict contents = body(block.body);
    if (with_meta_) {
      contents["__start_line__"] = block.range.start.line;
      contents["__end_line__"] = block.range.end.line;
    }
    py::object result = contents;
    for (std::size_t i = block.label_ranges.size(); i-- > 0;) {
      const std::string_view written = text(block.label_ranges[i]);
      py::dict wrapped;
      wrapped[to_str(is_quoted(written) ? process_escapes(std::string(inside_quotes(written))) : written)] = result;
      result = wrapped;
    }
    return result;
  }

  // --- the three ways a term is written ---

  static std::string str(const py::handle& term) { return py::str(term).cast<std::string>(); }

  // A term where python-hcl2 7 turns None into `null` before writing it inline.
  std::string inline_or_null(const py::handle& term) const { return term.is_none() ? "null" : inline_text(term); }
  static std::string str_or_null(const py::handle& term) { return term.is_none() ? "null" : str(term); }

  std::string inline_text(const py::handle& term) const {
    // json is imported here, at the first dict inline, not by every loads() (1.3 MB of a process).
    if (py::isinstance<py::dict>(term))
      return json_in_interpolation(str(py::module_::import("json").attr("dumps")(term)));
    if (py::isinstance<py::list>(term)) {
      std::string out = "[";
      bool first = true;
      for (const py::handle element : term) {
        if (!first) out += ", ";
        first = false;
        out += inline_text(element);
      }
      return out + "]";
    }
    if (py::isinstance<py::bool_>(term)) return term.cast<bool>() ? "true" : "false";
    return str(term);  // str as itself, numbers as Python writes them, None as "None"
  }

  // JSON text with the `\"` between its first `${` and its last `}` unescaped,
  // as python-hcl2 7 writes a dict inline.
  static std::string json_in_interpolation(std::string json) {
    const std::size_t open = json.find("${");
    const std::size_t close = json.rfind('}');
    if (open == std::string::npos || close == std::string::npos || close < open + 2) return json;
    std::string inner;
    for (std::size_t at = open; at < close; ++at) {
      if (json[at] == '\\' && at + 1 < close && json[at + 1] == '"') continue;
      inner += json[at];
    }
    return json.substr(0, open) + inner + json.substr(close);
  }

  static py::object value(const py::object& term) {
    if (!py::isinstance<py::str>(term)) return term;
    const std::string text = term.cast<std::string>();
    if (text.starts_with("${") && text.ends_with("}")) return term;
    if (is_quoted(text)) return to_str(process_escapes(std::string(inside_quotes(text))));
    if (text == "bool" || text == "number" || text == "string") return term;
    return to_str("${" + text + "}");
  }

  // --- terms ---

  // A number as written, with a `-` written against it: an int, a float, or
  // (written with a lowercase `e`) its text in `${…}`.
  static py::object number_term(const std::string& digits, bool negative) {
    const std::string written = (negative ? "-" : "") + digits;
    if (digits.find_first_of(".eE") == std::string::npos) {
      PyObject* whole = PyLong_FromString(written.c_str(), nullptr, 10);
      if (!whole) throw py::error_already_set();
      return py::reinterpret_steal<py::object>(whole);
    }
    if (digits.find('e') != std::string::npos) return to_str("${" + written + "}");
    return py::reinterpret_steal<py::object>(PyFloat_FromString(to_str(written).ptr()));
  }

  py::object term(const hcl::SyntaxNode& node) const {
    switch (node.kind) {
      case Kind::Literal:
        if (node.value.type() == hcl::Type::number()) return number_term(node.text, false);
        if (node.value.is_null()) return py::none();
        if (node.value.type() == hcl::Type::boolean()) return py::bool_(*node.value.as_bool());
        return to_str(text(node.range));
      case Kind::Template:
        return to_str("\"" + (text(node.range).starts_with("<<") ? heredoc_text(node) : template_text(node)) + "\"");
      case Kind::Variable: return to_str(steps_text(node.steps));
      case Kind::Traversal: return to_str(str(term(node.children[0])) + steps_text(node.steps));
      case Kind::Index: return to_str(str(term(node.children[0])) + "[" + str(term(node.children[1])) + "]");
      case Kind::Splat:
        return to_str(str(term(node.children[0])) + (node.attribute_only ? ".*" : "[*]") +
                      (node.children.size() > 1 ? str(term(node.children[1])) : ""));
      case Kind::SplatItem: return to_str("");
      case Kind::Tuple: {
        py::list elements;
        for (const hcl::SyntaxNode& element : node.children) elements.append(value(term(element)));
        return elements;
      }
      case Kind::Object: {
        py::dict entries;
        for (std::size_t i = 0; i + 1 < node.children.size(); i += 2)
          entries[object_key(node.children[i])] = value(term(node.children[i + 1]));
        return entries;
      }
      case Kind::For: return to_str(for_text(node));
      case Kind::Call: {
        std::string out = node.text + "(";
        for (std::size_t i = 0; i < node.children.size(); ++i)
          out += (i > 0 ? ", " : "") + inline_or_null(term(node.children[i]));
        return to_str(out + ")");  // a final `...` is dropped, as python-hcl2 7 drops it
      }
      case Kind::Unary: {
        const hcl::SyntaxNode& operand = node.children.front();
        // `-1` and `-1.5` are one number literal to python-hcl2 7; `- 1` and `-x` are operations.
        if (node.text == "-" && operand.kind == Kind::Literal && operand.value.type() == hcl::Type::number() &&
            operand.range.start.byte == node.range.start.byte + 1)
          return number_term(operand.text, true);
        return to_str(node.text + inline_or_null(term(operand)));
      }
      case Kind::Binary: return to_str(operation_text(node));
      case Kind::Conditional: return to_str(conditional_text(node));
      case Kind::Parens: return to_str("(" + str(term(node.children.front())) + ")");
      case Kind::Interpolation:
      case Kind::TemplateIf:
      case Kind::TemplateFor:
      case Kind::Invalid: break;
    }
    return to_str(text(node.range));
  }

  // Traversal steps: `.name`, and an index as python-hcl2 7 writes its key
  // (a string with its quotes and escapes as written, a number as Python
  // writes it, `True`/`None`); a legacy index `.12` keeps only its first digit.
  std::string steps_text(const std::vector<hcl::TraversalStep>& steps) const {
    std::string out;
    for (const hcl::TraversalStep& step : steps) {
      switch (step.kind) {
        case hcl::TraversalStep::Kind::Root: out += step.name; break;
        case hcl::TraversalStep::Kind::Attribute: out += "." + step.name; break;
        case hcl::TraversalStep::Kind::Index: {
          std::string_view written = trim(text(step.range));
          if (written.starts_with(".")) {
            written = trim(written.substr(1));
            out += "[" + std::string(written.substr(0, 1)) + "]";
            break;
          }
          if (written.starts_with("[")) written.remove_prefix(1);
          if (written.ends_with("]")) written.remove_suffix(1);
          written = trim(written);
          std::string key(written);
          if (step.key.type() == hcl::Type::number())
            key = str(number_term(key.starts_with("-") ? key.substr(1) : key, key.starts_with("-")));
          else if (step.key.type() == hcl::Type::boolean())
            key = *step.key.as_bool() ? "True" : "False";
          else if (step.key.is_null())
            key = "None";
          out += "[" + key + "]";
          break;
        }
      }
    }
    return out;
  }

  // An operation chain `a op b op c …`, grouped to the right as python-hcl2 7
  // groups it: every operand but the last is a left operand (None as `None`,
  // an `${…}` unwrapped), the last a right one (None as `null`).
  std::string operation_text(const hcl::SyntaxNode& node) const {
    std::vector<const hcl::SyntaxNode*> operands;
    std::vector<const std::string*> operators;
    flatten_operation(node, operands, operators);
    return left_operands_text(operands, operators) + inline_or_null(term(*operands.back()));
  }

  // `a op b op ` for all operands but the last.
  std::string left_operands_text(const std::vector<const hcl::SyntaxNode*>& operands,
                                 const std::vector<const std::string*>& operators) const {
    std::string out;
    for (std::size_t i = 0; i + 1 < operands.size(); ++i) {
      std::string left = inline_text(term(*operands[i]));
      if (left.starts_with("${") && left.ends_with("}")) left = left.substr(2, left.size() - 3);
      out += left + " " + *operators[i] + " ";
    }
    return out;
  }

  // `c ? a : b`. An operation before the `?` is no condition to python-hcl2 7:
  // its last operand is (`x == true ? a : b` is `x == (true ? a : b)`).
  std::string conditional_text(const hcl::SyntaxNode& node) const {
    const std::string branches =
        " ? " + str_or_null(term(node.children[1])) + " : " + str_or_null(term(node.children[2]));
    if (node.children[0].kind != Kind::Binary) return str_or_null(term(node.children[0])) + branches;
    std::vector<const hcl::SyntaxNode*> operands;
    std::vector<const std::string*> operators;
    flatten_operation(node.children[0], operands, operators);
    return left_operands_text(operands, operators) + str_or_null(term(*operands.back())) + branches;
  }

  static void flatten_operation(const hcl::SyntaxNode& node, std::vector<const hcl::SyntaxNode*>& operands,
                                std::vector<const std::string*>& operators) {
    if (node.kind != Kind::Binary) {
      operands.push_back(&node);
      return;
    }
    flatten_operation(node.children[0], operands, operators);
    operators.push_back(&node.text);
    flatten_operation(node.children[1], operands, operators);
  }

  // `[for k , v in coll : value if cond]`, `{for k , v in coll : key => value ... if cond}`:
  // python-hcl2 7 joins the tokens with spaces.
  std::string for_text(const hcl::SyntaxNode& node) const {
    std::string out = node.object_form ? "{for " : "[for ";
    if (!node.key_variable.empty()) out += node.key_variable + " , ";
    out += node.text + " in " + inline_text(term(node.children[0])) + " : ";
    std::size_t next = 1;
    if (node.object_form) out += inline_text(term(node.children[next++])) + " => ";
    out += inline_text(term(node.children[next++]));
    if (node.grouping) out += " ...";
    if (node.has_condition && next < node.children.size()) out += " if " + inline_text(term(node.children[next]));
    return out + (node.object_form ? "}" : "]");
  }

  // A quoted template's text between its quotes as written, each
  // interpolation's expression written as its term's str(); directives stay
  // as written.
  std::string template_text(const hcl::SyntaxNode& node) const {
    std::vector<const hcl::SyntaxNode*> interpolations;
    collect_interpolations(node, interpolations);
    std::string_view written = text(node.range);
    std::size_t at = node.range.start.byte;
    std::size_t end = node.range.end.byte;
    if (is_quoted(written)) {
      ++at;
      --end;
    }
    std::string out;
    for (const hcl::SyntaxNode* interpolation : interpolations) {
      if (interpolation->range.start.byte < at || interpolation->range.end.byte > end) continue;
      out += source_.substr(at, interpolation->range.start.byte - at);
      out += "${" + str(term(interpolation->children.front())) + "}";
      at = interpolation->range.end.byte;
    }
    if (at < end) out += source_.substr(at, end - at);
    return out;
  }

  static void collect_interpolations(const hcl::SyntaxNode& node, std::vector<const hcl::SyntaxNode*>& out) {
    for (std::size_t i = 0; i < node.children.size(); ++i) {
      const hcl::SyntaxNode& part = node.children[i];
      // A directive's condition or collection is inside its `%{ }`, written as it is.
      if ((node.kind == Kind::TemplateIf || node.kind == Kind::TemplateFor) && i == 0) continue;
      if (part.kind == Kind::Interpolation)
        out.push_back(&part);
      else if (part.kind == Kind::Template || part.kind == Kind::TemplateIf || part.kind == Kind::TemplateFor)
        collect_interpolations(part, out);
    }
  }

  // A heredoc's lines between its markers as written, less trailing blanks;
  // `<<-` drops the count of spaces that every line starts with (an empty
  // line starts with none).
  std::string heredoc_text(const hcl::SyntaxNode& node) const {
    const std::optional<std::vector<std::string_view>> lines = heredoc_lines(trim(text(node.range)));
    if (!lines) return {};
    std::string out;
    for (const std::string_view& line : *lines) {
      if (&line != &lines->front()) out += '\n';
      out += line;
    }
    return out;
  }

  // An object key: a name, or a quoted key without its quotes (escapes
  // processed; one with an interpolation keeps its quotes), a number as
  // Python writes it, `a.b` as written, `(expr)` as `${(expr)}`.
  py::str object_key(const hcl::SyntaxNode& key) const {
    if (key.key_is_identifier) return to_str(text(key.range));
    if (key.kind == Kind::Template) {
      const std::string quoted = "\"" + template_text(key) + "\"";
      const std::size_t interpolation = quoted.find("${");
      if (interpolation != std::string::npos && quoted.find('}', interpolation) != std::string::npos)
        return to_str(quoted);
      return to_str(process_escapes(std::string(inside_quotes(quoted))));
    }
    if (key.kind == Kind::Parens) return value(to_str("(" + str(term(key.children.front())) + ")"));
    return py::str(term(key));
  }

  std::string_view source_;
  bool with_meta_;
};

// The tree python-hcl2 7's parse/parses give and transform takes: here the
// parsed text itself (hclc has no lark tree), which transform shapes.
struct ParsedText {
  std::string source;
};

// python-hcl2 7 parses the text with a newline after it, so that a file may
// end with a heredoc's closing marker.
py::dict loads_v7(std::string source, bool with_meta, py::handle hcl_error) {
  source += '\n';
  hcl::Parser parser;
  const hcl::File file = parse_for_facade(parser, source, "<string>", hcl_error);
  return V7Shaper(source, with_meta).body(file.body());
}

}  // namespace

void add_hcl2_v7_module(py::module_& module, py::handle hcl_error) {
  py::module_ v7 = module.def_submodule(
      "hcl2_v7",
      "python-hcl2 7's API on hclc: `import hclc.hcl2_v7 as hcl2` for code written for python-hcl2 4.x-7.x. "
      "load/loads give python-hcl2 7.3.1's dicts, key order included (docs/python.md).");
  py::object error_class = py::reinterpret_borrow<py::object>(hcl_error);
  v7.def(
      "loads",
      [error_class](const py::object& text, bool with_meta) {
        return loads_v7(facade_source_text(text), with_meta, error_class);
      },
      py::arg("text"), py::arg("with_meta") = false,
      "HCL text as python-hcl2 7's dict; with_meta=True adds __start_line__ and __end_line__ to each block. "
      "Raises hclc.HCLError (a ValueError) for text that does not parse.");
  py::class_<ParsedText>(v7, "Tree",
                         "What parse/parses give and transform takes: the parsed text (hclc has no lark tree).")
      .def_property_readonly("text", [](const ParsedText& tree) { return to_str(tree.source); });
  v7.def(
      "parses",
      [error_class](const py::object& text) {
        std::string source = facade_source_text(text);
        hcl::Parser parser;
        parse_for_facade(parser, source, "<string>", error_class);
        return ParsedText{std::move(source)};
      },
      py::arg("text"), "HCL text checked and kept for transform(). Raises hclc.HCLError for text that does not parse.");
  v7.def(
      "transform",
      [error_class](const ParsedText& tree, bool with_meta) { return loads_v7(tree.source, with_meta, error_class); },
      py::arg("ast"), py::arg("with_meta") = false, "The dict of a Tree from parse/parses, as loads gives it.");
  py::exec(py::str(R"(
def load(file, with_meta=False):
    """python-hcl2 7's load: loads() of a text file object's contents."""
    return loads(file.read(), with_meta=with_meta)

def parse(file):
    """python-hcl2 7's parse: parses() of a text file object's contents."""
    return parses(file.read())
)"),
           v7.attr("__dict__"));
  add_hcl2_v7_writer(v7);
  py::module_::import("sys").attr("modules")["hclc.hcl2_v7"] = v7;
}

}  // namespace hclc_python
