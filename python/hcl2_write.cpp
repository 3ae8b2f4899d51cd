// hclc.hcl2's writing half: python-hcl2 8's dumps/dump/from_dict/from_json
// and Builder. A dict shaped as loads gives it becomes HCL text, byte for
// byte as python-hcl2 8.1.2 writes it:
//   - a body's items in the dict's order: a key whose value is a list of
//     blocks (dicts marked "__is_block__": True, inside one single-key dict
//     per label) is one block per element, `type label... {`; any other key
//     is an attribute; "__comments__" and "__inline_comments__" are dropped
//     (python-hcl2 does not write comments back);
//   - items are separated by a newline, a block by an empty line before it
//     (one holding the body's indentation) and one after it (holding none);
//     the `=` of a run of attributes inside a block line up;
//   - a value: None, bool, int and float as HCL's null, true/false and
//     Python's digits; a list a tuple and a dict an object, one element per
//     line with a trailing comma, keys lined up; "${expr}" the expression,
//     re-rendered as loads renders it (but `[ for ...]` and `f(x ... )`),
//     except that the tuples, objects and for expressions in it that are a
//     whole value, an element, an argument or a for expression's part are
//     laid out over lines; a quoted string its
//     template re-rendered; a quoted heredoc the heredoc; any other string
//     as it is (python-hcl2's convention: "x" is the name x).
// Where python-hcl2 writes text that is not HCL (a string that is no
// expression, a key that is no name) or fails, this raises ValueError naming
// the place in the dict. The rules were found by running python-hcl2 8.1.2;
// tests/python/test_hcl2_dumps.py holds them to it.
#include "hcl2_write.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <pybind11/eval.h>
#include "hcl2_shape.h"
#include "hclc/diagnostics.h"
#include "hclc/parser.h"
#include "hclc/syntax_tree.h"

namespace py = pybind11;

namespace hclc_python {

namespace {

using Kind = hcl::SyntaxNode::Kind;

// Python containers nested deeper than this are refused (a dict that holds
// itself would otherwise recurse without end).
constexpr int kMaxDepth = 500;

struct DeserializerOptions {
  bool heredocs_to_strings = false;
  bool strings_to_heredocs = false;
  bool object_elements_colon = false;
  bool object_elements_trailing_comma = true;
};

struct FormatterOptions {
  std::size_t indent_length = 2;
  bool open_empty_blocks = true;
  bool open_empty_objects = false;
  bool open_empty_tuples = false;
  bool vertically_align_attributes = true;
  bool vertically_align_object_elements = true;
};

bool flag(const py::object& options, const char* name, bool fallback) {
  if (options.is_none() || !py::hasattr(options, name)) return fallback;
  return py::bool_(options.attr(name));
}

DeserializerOptions read_deserializer_options(const py::object& options) {
  DeserializerOptions out;
  out.heredocs_to_strings = flag(options, "heredocs_to_strings", out.heredocs_to_strings);
  out.strings_to_heredocs = flag(options, "strings_to_heredocs", out.strings_to_heredocs);
  out.object_elements_colon = flag(options, "object_elements_colon", out.object_elements_colon);
  out.object_elements_trailing_comma =
      flag(options, "object_elements_trailing_comma", out.object_elements_trailing_comma);
  return out;
}

FormatterOptions read_formatter_options(const py::object& options) {
  FormatterOptions out;
  if (!options.is_none() && py::hasattr(options, "indent_length")) {
    const py::object indent = options.attr("indent_length");
    if (!py::isinstance<py::int_>(indent) || py::isinstance<py::bool_>(indent))
      throw py::type_error("FormatterOptions.indent_length must be int");
    const long long length = indent.cast<long long>();
    if (length < 0 || length > 64) throw py::value_error("FormatterOptions.indent_length must be from 0 to 64");
    out.indent_length = static_cast<std::size_t>(length);
  }
  out.open_empty_blocks = flag(options, "open_empty_blocks", out.open_empty_blocks);
  out.open_empty_objects = flag(options, "open_empty_objects", out.open_empty_objects);
  out.open_empty_tuples = flag(options, "open_empty_tuples", out.open_empty_tuples);
  out.vertically_align_attributes = flag(options, "vertically_align_attributes", out.vertically_align_attributes);
  out.vertically_align_object_elements =
      flag(options, "vertically_align_object_elements", out.vertically_align_object_elements);
  return out;
}

// Characters, not bytes: python-hcl2 lines up keys by len().
std::size_t width(std::string_view text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

bool is_identifier(std::string_view text) {
  if (text.empty()) return false;
  auto letter = [](unsigned char c) { return std::isalpha(c) || c == '_' || c >= 0x80; };
  if (!letter(static_cast<unsigned char>(text.front()))) return false;
  return std::all_of(text.begin(), text.end(), [&letter](char c) {
    const auto u = static_cast<unsigned char>(c);
    return letter(u) || std::isdigit(u) || c == '-';
  });
}

bool is_quoted(std::string_view text) { return text.size() >= 2 && text.front() == '"' && text.back() == '"'; }

bool is_interpolation(std::string_view text) { return text.starts_with("${") && text.ends_with("}"); }

// A value written as a heredoc ends with its closing marker's line: nothing
// may follow the marker on it.
bool ends_with_heredoc(std::string_view text) { return text.starts_with("<<") && !text.ends_with("\n"); }

class Writer {
 public:
  Writer(const DeserializerOptions& deserializer, const FormatterOptions& formatter)
      : deserializer_(deserializer), formatter_(formatter) {}

  std::string document(const py::handle& data) {
    if (!py::isinstance<py::dict>(data))
      throw py::type_error("data must be a dict, not " + std::string(py::str(py::type::of(data).attr("__name__"))));
    std::string out = body(py::reinterpret_borrow<py::dict>(data), 0);
    if (!out.empty()) out += '\n';
    return out;
  }

 private:
  struct Item {
    std::string name;  // an attribute's name, empty for a block
    std::string text;  // a block's whole text; an attribute's value
  };

  // --- places in the dict, for errors ---

  class Step {
   public:
    Step(Writer& writer, std::string step) : writer_(writer) {
      if (writer_.path_.size() >= kMaxDepth) writer_.fail("is nested too deeply (more than 500 levels)");
      writer_.path_.push_back(std::move(step));
    }
    Step(const Step&) = delete;
    Step& operator=(const Step&) = delete;
    ~Step() { writer_.path_.pop_back(); }

   private:
    Writer& writer_;
  };

  static std::string key_step(const py::handle& key) { return "[" + std::string(py::repr(key)) + "]"; }

  [[noreturn]] void fail(const std::string& problem) const {
    std::string place = "data";
    for (const std::string& step : path_) place += step;
    throw py::value_error("cannot write " + place + " as HCL: " + problem);
  }

  // A str's UTF-8 (empty for anything else).
  std::string utf8(const py::handle& text) const {
    if (!py::isinstance<py::str>(text)) return {};
    Py_ssize_t size = 0;
    const char* data = PyUnicode_AsUTF8AndSize(text.ptr(), &size);
    if (!data) {
      PyErr_Clear();
      fail("a str that is not Unicode text (it holds a lone surrogate)");
    }
    return {data, static_cast<std::size_t>(size)};
  }

  std::string indent(std::size_t level) const { return std::string(level * formatter_.indent_length, ' '); }

  // Before a tuple's, object's or for expression's closing bracket. With
  // indent_length 0 python-hcl2 writes none: the bracket ends the last line.
  std::string closing_line(std::size_t level) const {
    return formatter_.indent_length == 0 ? "" : "\n" + indent(level);
  }

  // --- bodies and blocks ---

  // A block: a dict marked "__is_block__": True, or a dict of one label
  // around a block.
  static bool is_block(const py::handle& value) {
    if (!py::isinstance<py::dict>(value)) return false;
    const auto dict = py::reinterpret_borrow<py::dict>(value);
    if (dict.contains("__is_block__")) {
      const py::object marker = dict["__is_block__"];
      return py::isinstance<py::bool_>(marker) && marker.cast<bool>();
    }
    return dict.size() == 1 && is_block(dict.begin()->second);
  }

  static bool is_block_list(const py::handle& value) {
    if (!py::isinstance<py::list>(value)) return false;
    const auto list = py::reinterpret_borrow<py::list>(value);
    return !list.empty() && std::any_of(list.begin(), list.end(), [](const py::handle& e) { return is_block(e); });
  }

  std::string body(const py::dict& dict, std::size_t level) {
    std::vector<Item> items;
    for (const auto& [key, value] : dict) {
      const Step step(*this, key_step(key));
      if (!py::isinstance<py::str>(key)) fail("a key must be a str");
      const std::string name = utf8(key);
      if (name == "__comments__" || name == "__inline_comments__") continue;
      if (name == "__is_block__" && py::isinstance<py::bool_>(value)) continue;
      if (!is_identifier(name)) fail("an attribute or block type must be a name");
      if (is_block_list(value)) {
        std::size_t index = 0;
        for (const py::handle& element : py::reinterpret_borrow<py::list>(value)) {
          const Step element_step(*this, "[" + std::to_string(index++) + "]");
          if (!is_block(element)) fail("a list that holds blocks must hold only blocks");
          items.push_back({"", block(name, element, level)});
        }
        continue;
      }
      items.push_back({name, value_text(value, level)});
    }
    if (formatter_.vertically_align_attributes && level > 0) align_runs_of_attributes(items);
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
      const bool is_block_item = items[i].name.empty();
      if (i > 0) {
        if (is_block_item) out += "\n" + indent(level);
        if (items[i - 1].name.empty()) out += "\n";
        out += "\n" + indent(level);
      }
      out += is_block_item ? items[i].text : items[i].name + " = " + items[i].text;
    }
    return out;
  }

  static void align_runs_of_attributes(std::vector<Item>& items) {
    for (std::size_t start = 0; start < items.size();) {
      std::size_t end = start;
      std::size_t longest = 0;
      while (end < items.size() && !items[end].name.empty()) longest = std::max(longest, width(items[end++].name));
      for (std::size_t i = start; i < end; ++i) items[i].name += std::string(longest - width(items[i].name), ' ');
      start = end + 1;
    }
  }

  std::string block(const std::string& type, const py::handle& element, std::size_t level) {
    std::string header = type;
    py::handle inner = element;
    std::vector<std::unique_ptr<Step>> labels;  // the path to the body, for its errors
    while (true) {
      const auto dict = py::reinterpret_borrow<py::dict>(inner);
      if (dict.contains("__is_block__")) break;
      const auto& [label, value] = *dict.begin();
      labels.push_back(std::make_unique<Step>(*this, key_step(label)));
      const std::string text = utf8(label);
      if (!is_identifier(text) && !(is_quoted(text) && parses_as_string(text)))
        fail("a block label must be a name or a quoted string");
      header += " " + text;
      inner = value;
    }
    const std::string contents = body(py::reinterpret_borrow<py::dict>(inner), level + 1);
    if (contents.empty()) return header + (formatter_.open_empty_blocks ? " {\n\n" + indent(level) + "}" : " {}");
    return header + " {\n" + indent(level + 1) + contents + "\n" + indent(level) + "}";
  }

  // --- values ---

  std::string value_text(const py::handle& value, std::size_t level) {
    if (value.is_none()) return "null";
    if (py::isinstance<py::bool_>(value)) return value.cast<bool>() ? "true" : "false";
    if (py::isinstance<py::int_>(value)) return py::str(value);
    if (py::isinstance<py::float_>(value)) {
      const double number = value.cast<double>();
      if (!std::isfinite(number)) fail("HCL has no infinite or NaN numbers");
      return py::repr(value);
    }
    if (py::isinstance<py::str>(value)) return string_text(utf8(value), level);
    if (py::isinstance<py::list>(value)) return list_text(py::reinterpret_borrow<py::list>(value), level);
    if (py::isinstance<py::dict>(value)) return dict_text(py::reinterpret_borrow<py::dict>(value), level);
    fail("a value of type " + std::string(py::str(py::type::of(value).attr("__name__"))) +
         " (values are None, bool, int, float, str, list and dict)");
  }

  std::string list_text(const py::list& list, std::size_t level) {
    if (list.empty()) return formatter_.open_empty_tuples ? "[\n\n" + indent(level) + "]" : "[]";
    std::string out = "[";
    std::size_t index = 0;
    for (const py::handle& element : list) {
      const Step step(*this, "[" + std::to_string(index++) + "]");
      const std::string text = value_text(element, level + 1);
      out += "\n" + indent(level + 1) + text;
      // python-hcl2 writes `EOT,`, which no HCL parser reads (its own included).
      out += ends_with_heredoc(text) ? "\n" + indent(level + 1) + "," : ",";
    }
    return out + closing_line(level) + "]";
  }

  std::string dict_text(const py::dict& dict, std::size_t level) {
    if (dict.empty()) return formatter_.open_empty_objects ? "{\n\n" + indent(level) + "}" : "{}";
    std::vector<std::pair<std::string, std::string>> elements;
    for (const auto& [key, value] : dict) {
      const Step step(*this, key_step(key));
      if (!py::isinstance<py::str>(key)) fail("a key must be a str");
      elements.emplace_back(object_key(utf8(key)), value_text(value, level + 1));
    }
    // Without object_elements_trailing_comma python-hcl2 writes no commas at all: line breaks separate.
    return object_lines(elements, level, deserializer_.object_elements_colon ? " : " : " = ",
                        deserializer_.object_elements_trailing_comma ? Commas::AfterEach : Commas::None);
  }

  enum class Commas : std::uint8_t { None, Between, AfterEach };

  std::string object_lines(std::vector<std::pair<std::string, std::string>>& elements, std::size_t level,
                           std::string_view separator, Commas commas) const {
    std::size_t longest = 0;
    if (formatter_.vertically_align_object_elements)
      for (const auto& element : elements) longest = std::max(longest, width(element.first));
    std::string out = "{";
    for (std::size_t i = 0; i < elements.size(); ++i) {
      auto& [key, text] = elements[i];
      if (longest > 0) key += std::string(longest - width(key), ' ');
      out += "\n" + indent(level + 1) + key;
      out += separator;
      out += text;
      // After a heredoc the line break ends the element: python-hcl2's `EOT,` is not HCL.
      const bool comma = commas == Commas::AfterEach || (commas == Commas::Between && i + 1 < elements.size());
      if (comma && !ends_with_heredoc(text)) out += ",";
    }
    // A heredoc's closing marker must end its line.
    if (ends_with_heredoc(elements.back().second)) return out + "\n" + indent(level) + "}";
    return out + closing_line(level) + "}";
  }

  // An object's key: "${expr}" the expression on one line, anything else as
  // it is (a name, a number or a quoted string).
  std::string object_key(const std::string& key) {
    if (is_interpolation(key)) {
      const std::string source = key.substr(2, key.size() - 3);
      return hcl2_dumps_expression_text(parse(source), source);
    }
    const std::optional<hcl::SyntaxNode> tree = try_parse(key);
    const bool literal = tree && (tree->kind == Kind::Literal || tree->kind == Kind::Template ||
                                  (tree->kind == Kind::Variable && tree->steps.size() == 1));
    if (!literal) fail("an object key must be a name, a number, a quoted string or \"${expression}\"");
    return key;
  }

  std::string string_text(const std::string& text, std::size_t level) {
    if (is_interpolation(text)) {
      std::string source = text.substr(2, text.size() - 3);
      const hcl::SyntaxNode tree = parse(source);
      return layout(tree, source, level);
    }
    if (is_quoted(text)) {
      if (std::string_view(text).substr(1).starts_with("<<")) {
        const std::string heredoc = text.substr(1, text.size() - 2);
        check_heredoc(heredoc);
        return deserializer_.heredocs_to_strings ? text : heredoc;
      }
      const hcl::SyntaxNode tree = parse(text);
      if (tree.kind != Kind::Template && tree.kind != Kind::Literal) fail("not one quoted string");
      if (deserializer_.strings_to_heredocs && text.find("\\n") != std::string::npos) return heredoc_of(text);
      return hcl2_dumps_expression_text(tree, text);
    }
    if (text.starts_with("<<")) {
      check_heredoc(text);
      return text;
    }
    // python-hcl2 writes any other string as it is: an expression's text.
    if (!try_parse(text)) fail("the string " + std::string(py::repr(py::str(text))) + " is not an HCL expression");
    return text;
  }

  // strings_to_heredocs: a quoted string holding `\n` as a heredoc, each
  // `\n` a line break, `\"` and `\\` unescaped (other escapes stay).
  static std::string heredoc_of(const std::string& quoted) {
    std::string lines;
    const std::string_view inner = std::string_view(quoted).substr(1, quoted.size() - 2);
    for (std::size_t at = 0; at < inner.size(); ++at) {
      const char next = at + 1 < inner.size() ? inner[at + 1] : '\0';
      if (inner[at] == '\\' && (next == 'n' || next == '"' || next == '\\')) {
        lines += next == 'n' ? '\n' : next;
        ++at;
      } else {
        lines += inner[at];
      }
    }
    return "<<EOF\n" + lines + "\nEOF";
  }

  void check_heredoc(const std::string& heredoc) {
    if (!try_parse(heredoc + "\n")) fail("not a heredoc (<<MARKER, lines, MARKER)");
  }

  // --- expressions ---

  std::optional<hcl::SyntaxNode> try_parse(const std::string& source) const {
    hcl::Diagnostics diags;
    hcl::Parser parser;
    const hcl::Expression expression = parser.parse_expression(source, "<dumps>", diags);
    if (diags.has_errors()) return std::nullopt;
    return hcl::syntax_tree(expression);
  }

  hcl::SyntaxNode parse(const std::string& source) const {
    hcl::Diagnostics diags;
    hcl::Parser parser;
    const hcl::Expression expression = parser.parse_expression(source, "<dumps>", diags);
    if (diags.has_errors()) {
      std::string summary;
      for (const hcl::Diagnostic& diagnostic : diags) {
        if (diagnostic.severity != hcl::Severity::Error) continue;
        summary = diagnostic.summary;
        if (diagnostic.subject) summary += " at column " + std::to_string(diagnostic.subject->start.column);
        break;
      }
      fail(std::string(py::repr(py::str(source))) + " is not an HCL expression (" + summary + ")");
    }
    return hcl::syntax_tree(expression);
  }

  static bool parses_as_string(const std::string& text) {
    hcl::Diagnostics diags;
    hcl::Parser parser;
    const hcl::SyntaxNode tree = hcl::syntax_tree(parser.parse_expression(text, "<dumps>", diags));
    return !diags.has_errors() && (tree.kind == Kind::Template || tree.kind == Kind::Literal);
  }

  static std::string_view text_of(std::string_view source, const hcl::Range& range) {
    if (range.end.byte > source.size() || range.start.byte > range.end.byte) return {};
    return source.substr(range.start.byte, range.end.byte - range.start.byte);
  }

  // Whether a `,` follows the last of `elements` before the collection's end.
  static bool has_trailing_comma(const hcl::SyntaxNode& collection, std::string_view source) {
    const std::size_t from = collection.children.back().range.end.byte;
    const std::size_t to = collection.range.end.byte;
    if (to > source.size() || from > to) return false;
    return source.substr(from, to - from).find(',') != std::string_view::npos;
  }

  // An expression laid out as python-hcl2's formatter lays it out: tuples,
  // objects and for expressions over lines where they are a whole value, an
  // element, an argument, the inside of parentheses or a for expression's
  // part; everything else on one line.
  std::string layout(const hcl::SyntaxNode& node, std::string_view source, std::size_t level) const {
    switch (node.kind) {
      case Kind::Tuple: {
        if (node.children.empty()) return formatter_.open_empty_tuples ? "[\n\n" + indent(level) + "]" : "[]";
        const bool trailing_comma = has_trailing_comma(node, source);
        std::string out = "[";
        for (std::size_t i = 0; i < node.children.size(); ++i) {
          out += "\n" + indent(level + 1) + layout(node.children[i], source, level + 1);
          if (trailing_comma || i + 1 < node.children.size()) out += ",";
        }
        return out + closing_line(level) + "]";
      }
      case Kind::Object: {
        if (node.children.empty()) return formatter_.open_empty_objects ? "{\n\n" + indent(level) + "}" : "{}";
        std::vector<std::pair<std::string, std::string>> elements;
        for (std::size_t i = 0; i + 1 < node.children.size(); i += 2) {
          const hcl::SyntaxNode& key = node.children[i];
          elements.emplace_back(
              key.key_is_identifier ? std::string(text_of(source, key.range)) : hcl2_dumps_expression_text(key, source),
              layout(node.children[i + 1], source, level + 1));
        }
        return object_lines(elements, level, " = ",
                            has_trailing_comma(node, source) ? Commas::AfterEach : Commas::Between);
      }
      case Kind::Call: {
        std::string out = node.text + "(";
        for (std::size_t i = 0; i < node.children.size(); ++i) {
          if (i > 0) out += ", ";
          out += layout(node.children[i], source, level);
        }
        return out + (node.expand_final ? " ... )" : ")");
      }
      case Kind::Parens: return "(" + layout(node.children.front(), source, level) + ")";
      case Kind::For: {
        const std::string inner = indent(level + 1);
        std::string out = node.object_form ? "{\n" : "[\n";
        out += inner + "for ";
        if (!node.key_variable.empty()) out += node.key_variable + ", ";
        out += node.text + " in " + layout(node.children[0], source, level + 1) + " :\n" + inner;
        std::size_t next = 1;
        if (node.object_form) out += layout(node.children[next++], source, level + 1) + " => ";
        out += layout(node.children[next++], source, level + 1);
        if (node.grouping) out += " ...";
        if (node.has_condition && next < node.children.size())
          out += "\n" + inner + "if " + layout(node.children[next], source, level + 1);
        return out + closing_line(level) + (node.object_form ? "}" : "]");
      }
      default: return hcl2_dumps_expression_text(node, source);
    }
  }

  const DeserializerOptions& deserializer_;
  const FormatterOptions& formatter_;
  std::vector<std::string> path_;
};

std::string dumps(const py::handle& data, const py::object& deserializer_options, const py::object& formatter_options) {
  const DeserializerOptions deserializer = read_deserializer_options(deserializer_options);
  const FormatterOptions formatter = read_formatter_options(formatter_options);
  return Writer(deserializer, formatter).document(data);
}

}  // namespace

void add_hcl2_writer(py::module_& hcl2) {
  hcl2.def(
      "dumps",
      [](const py::handle& data, const py::object& deserializer_options, const py::object& formatter_options) {
        return dumps(data, deserializer_options, formatter_options);
      },
      py::arg("data"), py::kw_only(), py::arg("deserializer_options") = py::none(),
      py::arg("formatter_options") = py::none(),
      "A dict shaped as loads() gives it as HCL text, as python-hcl2 8's dumps writes it. Raises TypeError "
      "when data is not a dict, ValueError naming the place in the dict that cannot be written as HCL.");
  py::exec(py::str(R"(
_OPTION_CLASSES["DeserializerOptions"] = (
    "How dumps/from_dict read the dict: python-hcl2 8's options, with its defaults.",
    (("heredocs_to_strings", bool, False), ("strings_to_heredocs", bool, False),
     ("object_elements_colon", bool, False), ("object_elements_trailing_comma", bool, True)))
_OPTION_CLASSES["FormatterOptions"] = (
    "How dumps/from_dict lay the text out: python-hcl2 8's options, with its defaults.",
    (("indent_length", int, 2), ("open_empty_blocks", bool, True), ("open_empty_objects", bool, False),
     ("open_empty_tuples", bool, False), ("vertically_align_attributes", bool, True),
     ("vertically_align_object_elements", bool, True)))

def dump(data, file, *, deserializer_options=None, formatter_options=None):
    """python-hcl2 8's dump: dumps(data) written to a text file object."""
    file.write(dumps(data, deserializer_options=deserializer_options, formatter_options=formatter_options))

class StartRule:
    """What from_dict/from_json give: the document's HCL text, for reconstruct() and serialize().

    python-hcl2's StartRule is a tree of its lark-based rules; hclc has no lark tree, so this
    holds the text the tree would reconstruct to."""

    def __init__(self, text):
        self._text = text

    def serialize(self, options=None):
        """The document as loads() shapes it (options: a SerializationOptions)."""
        return loads(self._text, serialization_options=options)

    def __repr__(self):
        return "<hclc.hcl2.StartRule>"

def from_dict(data, *, deserializer_options=None, formatter_options=None, apply_format=True):
    """python-hcl2 8's from_dict: the document for a dict; reconstruct() gives dumps()'s text."""
    if not apply_format:
        raise NotImplementedError("apply_format=False: hclc.hcl2 always lays the text out")
    return StartRule(dumps(data, deserializer_options=deserializer_options, formatter_options=formatter_options))

def from_json(text, *, deserializer_options=None, formatter_options=None, apply_format=True):
    """python-hcl2 8's from_json: from_dict() of a JSON text's object."""
    import json
    return from_dict(json.loads(text), deserializer_options=deserializer_options,
                     formatter_options=formatter_options, apply_format=apply_format)

def reconstruct(tree):
    """The HCL text of a StartRule from from_dict/from_json."""
    if not isinstance(tree, StartRule):
        raise TypeError(f"tree must be a StartRule from from_dict/from_json, not {type(tree).__name__}")
    return tree._text

def serialize(tree, *, serialization_options=None):
    """A StartRule's document as loads() shapes it."""
    if not isinstance(tree, StartRule):
        raise TypeError(f"tree must be a StartRule from from_dict/from_json, not {type(tree).__name__}")
    return tree.serialize(serialization_options)

class Builder:
    """python-hcl2 8's Builder: a document made in Python code, as the dict dumps() writes.

    build() gives {"__is_block__": True, attributes..., block type: [blocks...]}; each
    block(type, labels, **attributes) is a Builder for the new block's own blocks."""

    def __init__(self, attributes=None):
        self.blocks = {}
        self.attributes = attributes or {}

    def block(self, block_type, labels=None, __nested_builder__=None, **attributes):
        """Adds a block of `block_type` with `labels` and `attributes`; returns its Builder.

        The blocks of __nested_builder__ (a Builder) are added to the new block's own."""
        if not isinstance(block_type, str):
            raise TypeError(f"block_type must be str, not {type(block_type).__name__}")
        child = Builder(attributes)
        self.blocks.setdefault(block_type, []).append((list(labels or []), child, __nested_builder__))
        return child

    def build(self):
        """The document (or block body) as a dict that dumps() writes."""
        body = {"__is_block__": True, **self.attributes}
        for block_type, blocks in self.blocks.items():
            for labels, child, nested in blocks:
                block = child.build()
                if nested is not None:
                    for nested_type, nested_blocks in nested.build().items():
                        if nested_type != "__is_block__":
                            block.setdefault(nested_type, []).extend(nested_blocks)
                for label in reversed(labels):
                    block = {label: block}
                body.setdefault(block_type, []).append(block)
        return body
)"),
           hcl2.attr("__dict__"));
}

}  // namespace hclc_python
