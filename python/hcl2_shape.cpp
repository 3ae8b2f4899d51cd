// hclc.hcl2: python-hcl2 8's `load`/`loads` on hclc's parser. The dict is
// python-hcl2's, key order included, made from hclc's syntax tree
// (hclc/syntax_tree.h) and the source text:
//   - attributes and blocks in source order; a block is a dict per label
//     (the label as written, quotes kept) around its body's dict, which ends
//     with "__is_block__": True; a body's comments follow its items, as
//     "__comments__" (between items) and "__inline_comments__" (inside
//     attribute values), each a list of {"value": text};
//   - an integer or decimal number is int or float, true/false/null are
//     bool/None, a bare name is itself ("x"), a quoted string is its text with
//     its quotes ("\"web\"") and its interpolations re-rendered; a tuple is a
//     list, an object a dict (keys: a name as it is, anything else rendered);
//   - anything else is "${" + the expression re-rendered + "}", with single
//     spaces around binary operators, `?`, `:`, `=>` and after commas, no
//     newlines or comments, no trailing commas.
// The rules were found by running python-hcl2 8.1.2 on generated variants;
// tests/python/test_hcl2_differential.py holds them to it.
#include "hcl2_shape.h"
#include "hcl2_write.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <pybind11/eval.h>
#include "hcl2_common.h"
#include "hclc/body.h"
#include "hclc/parser.h"
#include "hclc/syntax_tree.h"

namespace py = pybind11;

namespace hclc_python {

namespace {

using Kind = hcl::SyntaxNode::Kind;

struct Hcl2Options {
  bool with_comments = true;
  bool with_meta = false;
  bool wrap_objects = false;
  bool wrap_tuples = false;
  bool explicit_blocks = true;
  bool preserve_heredocs = true;
  bool force_operation_parentheses = false;
  bool preserve_scientific_notation = true;
  bool strip_string_quotes = false;
  // The one-line text dumps writes (python/hcl2_write.cpp) rather than
  // loads's: `[ for ...]`, `{ for ... => v ... }`, `f(x ... )`, heredocs as
  // written.
  bool as_dumps_writes = false;
};

Hcl2Options read_options(const py::object& options) {
  Hcl2Options out;
  if (options.is_none()) return out;
  auto flag = [&options](const char* name, bool& field) {
    if (py::hasattr(options, name)) field = py::bool_(options.attr(name));
  };
  flag("with_comments", out.with_comments);
  flag("with_meta", out.with_meta);
  flag("wrap_objects", out.wrap_objects);
  flag("wrap_tuples", out.wrap_tuples);
  flag("explicit_blocks", out.explicit_blocks);
  flag("preserve_heredocs", out.preserve_heredocs);
  flag("force_operation_parentheses", out.force_operation_parentheses);
  flag("preserve_scientific_notation", out.preserve_scientific_notation);
  flag("strip_string_quotes", out.strip_string_quotes);
  return out;
}

class Shaper {
 public:
  Shaper(std::string_view source, const Hcl2Options& options) : source_(source), options_(options) {}

  std::string expression(const hcl::SyntaxNode& node) const { return expression_text(node); }

  py::dict body(const hcl::Body& body, std::size_t start, std::size_t end, bool is_block) {
    py::dict out;
    std::vector<std::pair<std::size_t, std::size_t>> item_ranges;
    py::list inline_comments;
    for_each_item_in_source_order(
        body,
        [&](const hcl::Attribute& attribute) {
          item_ranges.emplace_back(attribute.range.start.byte, attribute.range.end.byte);
          const hcl::SyntaxNode tree = hcl::syntax_tree(attribute.expr);
          out[to_str(attribute.name)] = value(tree);
          if (options_.with_comments) expression_comments(tree, inline_comments);
          if (options_.with_meta) add_meta(out, attribute.name, attribute.range);
        },
        [&](const hcl::Block& block) {
          item_ranges.emplace_back(block.range.start.byte, block.range.end.byte);
          py::str type = to_str(block.type);
          py::list blocks;
          if (out.contains(type) && py::isinstance<py::list>(out[type]))
            blocks = out[type];
          else
            out[type] = blocks;
          blocks.append(block_value(block));
        });
    if (options_.with_comments) {
      py::list comments = body_comments(start, end, item_ranges);
      if (!comments.empty()) out["__comments__"] = comments;
      if (!inline_comments.empty()) out["__inline_comments__"] = inline_comments;
    }
    if (is_block && options_.explicit_blocks) out["__is_block__"] = true;
    return out;
  }

 private:
  std::string_view text(const hcl::Range& range) const {
    if (range.end.byte > source_.size() || range.start.byte > range.end.byte) return {};
    return source_.substr(range.start.byte, range.end.byte - range.start.byte);
  }

  void add_meta(py::dict& /*out*/, const std::string& /*name*/, const hcl::Range& /*range*/) {}

  py::object block_value(const hcl::Block& block) {
    // The body: after the `{` that follows the type and labels.
    std::size_t open = source_.find('{', block.def_range.end.byte);
    if (open == std::string_view::npos || open > block.range.end.byte) open = block.range.start.byte;
    py::object value = body(block.body, open + 1, block.range.end.byte, true);
    for (std::size_t i = block.label_ranges.size(); i-- > 0;) {
      py::dict wrapped;
      wrapped[to_str(unquoted_if_stripping(text(block.label_ranges[i])))] = value;
      value = wrapped;
    }
    return value;
  }

  // --- comments ---

  // Each line of a run of comments, without a leading `#` or `//`.
  static void add_comment_lines(std::string_view text, py::list& out) {
    for (std::size_t at = 0; at <= text.size();) {
      std::size_t line_end = text.find('\n', at);
      if (line_end == std::string_view::npos) line_end = text.size();
      std::string_view line = trim(text.substr(at, line_end - at));
      if (line.starts_with("#"))
        line = trim(line.substr(1));
      else if (line.starts_with("//"))
        line = trim(line.substr(2));
      if (!line.empty()) out.append(py::dict(py::arg("value") = to_str(line)));
      at = line_end + 1;
    }
  }

  // A comment without its markers (`#`, `//`, or `/*` and `*/`).
  static void add_inline_comment(std::string_view comment, py::list& out) {
    if (comment.starts_with("/*")) {
      comment.remove_prefix(2);
      if (comment.ends_with("*/")) comment.remove_suffix(2);
    } else {
      comment.remove_prefix(comment.starts_with("#") ? 1 : 2);
    }
    out.append(py::dict(py::arg("value") = to_str(trim(comment))));
  }

  // The comments in source_[start, end) outside `skip` (sorted ranges), whose
  // text holds nothing but punctuation, names, whitespace and comments.
  template <class Add>
  void scan_comments(std::size_t start, std::size_t end, const std::vector<std::pair<std::size_t, std::size_t>>& skip,
                     Add add) const {
    std::size_t next_skip = 0;
    for (std::size_t at = start; at < end && at < source_.size();) {
      while (next_skip < skip.size() && skip[next_skip].second <= at) ++next_skip;
      if (next_skip < skip.size() && skip[next_skip].first <= at) {
        at = skip[next_skip].second;
        continue;
      }
      const char c = source_[at];
      std::size_t comment_end = 0;
      if (c == '#' || (c == '/' && at + 1 < source_.size() && source_[at + 1] == '/')) {
        comment_end = source_.find('\n', at);
        if (comment_end == std::string_view::npos) comment_end = source_.size();
      } else if (c == '/' && at + 1 < source_.size() && source_[at + 1] == '*') {
        comment_end = source_.find("*/", at + 2);
        comment_end = comment_end == std::string_view::npos ? source_.size() : comment_end + 2;
      } else {
        ++at;
        continue;
      }
      std::string_view comment = trim(source_.substr(at, comment_end - at));
      add(comment);
      at = comment_end;
    }
  }

  // A body's comments, run by run (the comments between two items): a run
  // of one comment is that comment's text, a longer run each of its lines.
  py::list body_comments(std::size_t start, std::size_t end,
                         const std::vector<std::pair<std::size_t, std::size_t>>& items) const {
    py::list out;
    std::size_t gap_start = start;
    for (std::size_t i = 0; i <= items.size(); ++i) {
      const std::size_t gap_end = i < items.size() ? items[i].first : end;
      std::vector<std::string_view> run;
      scan_comments(gap_start, gap_end, {}, [&run](std::string_view comment) { run.push_back(comment); });
      // A file's opening comments that begin with `/*` and end with `*/`
      // are one, the text between those markers.
      const bool opening_block_comments =
          i == 0 && start == 0 && !run.empty() && run.front().starts_with("/*") && run.back().ends_with("*/");
      if (run.size() == 1 || opening_block_comments) {
        const std::string_view text(
            run.front().data(), static_cast<std::size_t>(run.back().data() + run.back().size() - run.front().data()));
        add_inline_comment(text, out);
      } else if (run.size() > 1) {
        const std::string_view text(
            run.front().data(), static_cast<std::size_t>(run.back().data() + run.back().size() - run.front().data()));
        add_comment_lines(text, out);
      }
      if (i < items.size()) gap_start = items[i].second;
    }
    return out;
  }

  // Comments inside an expression: its text less its strings and heredocs,
  // and less the object and tuple values of its objects, whose comments
  // python-hcl2 drops.
  void expression_comments(const hcl::SyntaxNode& tree, py::list& out) const {
    std::vector<std::pair<std::size_t, std::size_t>> skipped;
    collect_skipped(tree, skipped);
    std::sort(skipped.begin(), skipped.end());
    scan_comments(tree.range.start.byte, tree.range.end.byte, skipped,
                  [&out](std::string_view comment) { add_inline_comment(comment, out); });
  }

  static void collect_skipped(const hcl::SyntaxNode& node, std::vector<std::pair<std::size_t, std::size_t>>& out) {
    if (node.kind == Kind::Template) {
      out.emplace_back(node.range.start.byte, node.range.end.byte);
      return;
    }
    for (std::size_t i = 0; i < node.children.size(); ++i) {
      const hcl::SyntaxNode& child = node.children[i];
      const bool object_value = node.kind == Kind::Object && i % 2 == 1;
      if (object_value && (child.kind == Kind::Object || child.kind == Kind::Tuple))
        out.emplace_back(child.range.start.byte, child.range.end.byte);
      else
        collect_skipped(child, out);
    }
  }

  // --- values ---

  bool is_heredoc(const hcl::SyntaxNode& node) const { return text(node.range).starts_with("<<"); }

  py::object number(const hcl::SyntaxNode& node, bool negative) const {
    const std::string& digits = node.text;
    const bool scientific = digits.find_first_of("eE") != std::string::npos;
    if (scientific && options_.preserve_scientific_notation)
      return to_str("${" + std::string(negative ? "-" : "") + digits + "}");
    const std::string signed_text = (negative ? "-" : "") + digits;
    if (!scientific && digits.find('.') == std::string::npos) {
      PyObject* whole = PyLong_FromString(signed_text.c_str(), nullptr, 10);
      if (!whole) throw py::error_already_set();
      return py::reinterpret_steal<py::object>(whole);
    }
    return py::float_(std::stod(signed_text));
  }

  // A quoted string's text as python-hcl2 writes it: in its quotes, or without
  // them under strip_string_quotes (labels, keys and strings inside
  // expressions included).
  std::string quoted(std::string inner) const {
    if (options_.strip_string_quotes) return inner;
    return "\"" + inner + "\"";
  }

  std::string_view unquoted_if_stripping(std::string_view written) const {
    if (options_.strip_string_quotes && written.size() >= 2 && written.front() == '"' && written.back() == '"')
      return written.substr(1, written.size() - 2);
    return written;
  }

  // A heredoc as python-hcl2 8 writes it, less the quotes around it: as
  // written (markers included, trailing blanks dropped) under
  // preserve_heredocs; otherwise as a one-line string: the lines between the
  // markers, less trailing blanks, `\` and `"` escaped, each newline `\n`;
  // `<<-` drops the indentation its lines share (an empty line shares none).
  std::string heredoc_text(std::string_view written) const {
    auto drop_trailing_blanks = [](std::string_view s) {
      while (!s.empty() && (s.back() == '\n' || s.back() == '\t' || s.back() == ' ')) s.remove_suffix(1);
      return s;
    };
    const std::optional<std::vector<std::string_view>> lines =
        options_.preserve_heredocs ? std::nullopt : heredoc_lines(written);
    if (!lines) return std::string(drop_trailing_blanks(written));
    std::string out;
    for (const std::string_view& line : *lines) {
      if (&line != &lines->front()) out += "\\n";
      for (const char c : line) {
        if (c == '\\' || c == '"') out += '\\';
        out += c;
      }
    }
    return out;
  }

  py::object string_value(std::string text_with_quotes) const {
    if (options_.strip_string_quotes && text_with_quotes.size() >= 2 && text_with_quotes.front() == '"' &&
        text_with_quotes.back() == '"')
      return to_str(std::string_view(text_with_quotes).substr(1, text_with_quotes.size() - 2));
    return to_str(text_with_quotes);
  }

  py::object value(const hcl::SyntaxNode& node) const {
    switch (node.kind) {
      case Kind::Literal:
        if (node.value.type() == hcl::Type::number()) return number(node, false);
        if (node.value.is_null()) return py::none();
        if (node.value.type() == hcl::Type::boolean()) return py::bool_(*node.value.as_bool());
        return string_value(std::string(text(node.range)));
      case Kind::Template:
        if (is_heredoc(node)) return to_str(quoted(heredoc_text(trim(text(node.range)))));
        return to_str(quoted(template_parts(node)));
      case Kind::Variable:
        if (node.steps.size() == 1) return to_str(node.text);
        break;
      case Kind::Unary: {
        // `-1.5` and `-1e2` are one float literal to python-hcl2; `-1` and `- 1.5` are operations.
        const hcl::SyntaxNode& operand = node.children.front();
        if (node.text == "-" && operand.kind == Kind::Literal && operand.value.type() == hcl::Type::number() &&
            operand.range.start.byte == node.range.start.byte + 1 &&
            operand.text.find_first_of(".eE") != std::string::npos)
          return number(operand, true);
        break;
      }
      case Kind::Tuple: {
        if (options_.wrap_tuples) break;
        py::list elements;
        for (const hcl::SyntaxNode& element : node.children) elements.append(value(element));
        return elements;
      }
      case Kind::Object: {
        if (options_.wrap_objects) break;
        py::dict entries;
        for (std::size_t i = 0; i + 1 < node.children.size(); i += 2)
          entries[object_key(node.children[i])] = value(node.children[i + 1]);
        return entries;
      }
      default: break;
    }
    return to_str("${" + expression_text(node) + "}");
  }

  py::str object_key(const hcl::SyntaxNode& key) const {
    if (key.key_is_identifier) return to_str(text(key.range));
    if (key.kind == Kind::Literal && key.value.type() == hcl::Type::number()) return to_str(key.text);
    if (key.kind == Kind::Template) return to_str(quoted(template_parts(key)));
    if (key.kind == Kind::Variable && key.steps.size() == 1) return to_str(key.text);
    return to_str("${" + expression_text(key) + "}");
  }

  // --- expressions as python-hcl2 writes them ---

  std::string steps_text(const std::vector<hcl::TraversalStep>& steps) const {
    std::string out;
    for (const hcl::TraversalStep& step : steps) {
      switch (step.kind) {
        case hcl::TraversalStep::Kind::Root: out += step.name; break;
        case hcl::TraversalStep::Kind::Attribute: out += "." + step.name; break;
        case hcl::TraversalStep::Kind::Index: {
          std::string_view written = trim(text(step.range));
          if (written.starts_with(".")) {
            out += "." + std::string(trim(written.substr(1)));
          } else {
            if (written.starts_with("[")) written.remove_prefix(1);
            if (written.ends_with("]")) written.remove_suffix(1);
            out += "[" + std::string(unquoted_if_stripping(trim(written))) + "]";
          }
          break;
        }
      }
    }
    return out;
  }

  std::string template_parts(const hcl::SyntaxNode& node) const {
    std::string out;
    for (const hcl::SyntaxNode& part : node.children) out += template_part(part);
    return out;
  }

  std::string template_part(const hcl::SyntaxNode& part) const {
    switch (part.kind) {
      case Kind::Literal: return std::string(text(part.range));
      case Kind::Interpolation: return "${" + expression_text(part.children.front()) + "}";
      case Kind::TemplateIf: {
        std::string out = "%{ if " + expression_text(part.children[0]) + " }" + template_body(part.children[1]);
        if (part.children.size() > 2) out += "%{ else }" + template_body(part.children[2]);
        return out + "%{ endif }";
      }
      case Kind::TemplateFor: {
        std::string out = "%{ for ";
        if (!part.key_variable.empty()) out += part.key_variable + ", ";
        return out + part.text + " in " + expression_text(part.children[0]) + " }" + template_body(part.children[1]) +
               "%{ endfor }";
      }
      case Kind::Template: return template_parts(part);
      default: return std::string(text(part.range));
    }
  }

  std::string template_body(const hcl::SyntaxNode& body) const {
    return body.kind == Kind::Template ? template_parts(body) : template_part(body);
  }

  std::string joined(const std::vector<hcl::SyntaxNode>& nodes, std::size_t from = 0) const {
    std::string out;
    for (std::size_t i = from; i < nodes.size(); ++i) {
      if (i > from) out += ", ";
      out += expression_text(nodes[i]);
    }
    return out;
  }

  // An operand of an operation or a conditional, or a for expression's key or
  // value: force_operation_parentheses puts an operation or a conditional
  // there in parentheses (not one already in them, nor one elsewhere: a whole
  // value, an argument, an element or an index stay bare, as python-hcl2 8
  // writes them).
  std::string operand_text(const hcl::SyntaxNode& node) const {
    const bool operation = node.kind == Kind::Unary || node.kind == Kind::Binary || node.kind == Kind::Conditional;
    if (options_.force_operation_parentheses && operation && !inside_parens_) return "(" + expression_text(node) + ")";
    return expression_text(node);
  }

  std::string expression_text(const hcl::SyntaxNode& node) const {
    switch (node.kind) {
      case Kind::Literal:
        if (node.value.type() == hcl::Type::number()) {
          // Without preserve_scientific_notation python-hcl2 writes `1e3` as Python writes the float: `1000.0`.
          if (options_.preserve_scientific_notation || node.text.find_first_of("eE") == std::string::npos)
            return node.text;
          return std::string(py::str(py::float_(std::stod(node.text))));
        }
        if (node.value.is_null()) return "null";
        if (node.value.type() == hcl::Type::boolean()) return *node.value.as_bool() ? "true" : "false";
        return std::string(unquoted_if_stripping(text(node.range)));
      case Kind::Template:
        if (is_heredoc(node))
          return options_.as_dumps_writes ? std::string(trim(text(node.range))) + "\n"
                                          : quoted(heredoc_text(trim(text(node.range))));
        return quoted(template_parts(node));
      case Kind::Interpolation: return "${" + expression_text(node.children.front()) + "}";
      case Kind::TemplateIf:
      case Kind::TemplateFor: return template_part(node);
      case Kind::Variable: return steps_text(node.steps);
      case Kind::Traversal: return expression_text(node.children.front()) + steps_text(node.steps);
      case Kind::Index: return expression_text(node.children[0]) + "[" + expression_text(node.children[1]) + "]";
      case Kind::Splat:
        return expression_text(node.children[0]) + (node.attribute_only ? ".*" : "[*]") +
               (node.children.size() > 1 ? expression_text(node.children[1]) : "");
      case Kind::SplatItem: return "";
      case Kind::Tuple: return "[" + joined(node.children) + "]";
      case Kind::Object: {
        std::string out = "{";
        for (std::size_t i = 0; i + 1 < node.children.size(); i += 2) {
          if (i > 0) out += ", ";
          const hcl::SyntaxNode& key = node.children[i];
          out += (key.key_is_identifier ? std::string(text(key.range)) : expression_text(key)) + " = " +
                 expression_text(node.children[i + 1]);
        }
        return out + "}";
      }
      case Kind::For: {
        std::string out = node.object_form ? "{for " : "[for ";
        if (options_.as_dumps_writes) out.insert(1, " ");
        if (!node.key_variable.empty()) out += node.key_variable + ", ";
        out += node.text + " in " + expression_text(node.children[0]) + " : ";
        std::size_t next = 1;
        if (node.object_form) out += operand_text(node.children[next++]) + " => ";
        out += operand_text(node.children[next++]);
        if (node.grouping) out += options_.as_dumps_writes ? " ..." : "...";
        if (node.has_condition && next < node.children.size()) out += " if " + expression_text(node.children[next]);
        if (node.grouping && options_.as_dumps_writes && !node.has_condition) out += " ";
        return out + (node.object_form ? "}" : "]");
      }
      case Kind::Call: {
        const char* ellipsis = options_.as_dumps_writes ? " ... )" : " ...)";
        return node.text + "(" + joined(node.children) + (node.expand_final ? ellipsis : ")");
      }
      case Kind::Unary: return node.text + operand_text(node.children.front());
      case Kind::Binary: return operand_text(node.children[0]) + " " + node.text + " " + operand_text(node.children[1]);
      case Kind::Conditional:
        return operand_text(node.children[0]) + " ? " + operand_text(node.children[1]) + " : " +
               operand_text(node.children[2]);
      case Kind::Parens: {
        // Inside parentheses python-hcl2 8 writes the expression as it is, forcing none.
        const bool was_inside = inside_parens_;
        inside_parens_ = true;
        std::string inner = expression_text(node.children.front());
        inside_parens_ = was_inside;
        return "(" + inner + ")";
      }
      case Kind::Invalid: break;
    }
    return std::string(text(node.range));
  }

  std::string_view source_;
  const Hcl2Options& options_;
  mutable bool inside_parens_ = false;  // rendering what a `( )` holds: see operand_text
};

}  // namespace

std::string hcl2_dumps_expression_text(const hcl::SyntaxNode& node, std::string_view source) {
  Hcl2Options options;
  options.as_dumps_writes = true;
  return Shaper(source, options).expression(node);
}

void add_hcl2_module(py::module_& module, py::handle hcl_error) {
  py::module_ hcl2 = module.def_submodule(
      "hcl2",
      "python-hcl2 8's API on hclc: `import hclc.hcl2 as hcl2` for code written for python-hcl2 8.x. "
      "load/loads give python-hcl2 8.1.2's dicts, key order included (docs/python.md).");
  py::object error_class = py::reinterpret_borrow<py::object>(hcl_error);
  hcl2.def(
      "loads",
      [error_class](const py::object& text, const py::object& serialization_options) -> py::object {
        const Hcl2Options options = read_options(serialization_options);
        std::string source = facade_source_text(text);
        hcl::Parser parser;
        const hcl::File file = parse_for_facade(parser, source, "<string>", error_class);
        Shaper shaper(source, options);
        return shaper.body(file.body(), 0, source.size(), false);
      },
      py::arg("text"), py::kw_only(), py::arg("serialization_options") = py::none(),
      "HCL text as python-hcl2 8's dict. Raises hclc.HCLError (a ValueError) for text that does not parse.");
  // A py::str: pybind11 runs a char array that starts with a newline through textwrap.dedent,
  // whose import (re, enum) is 1.2 MB of the process.
  py::exec(py::str(R"(
# The option classes are dataclasses, as python-hcl2's are, made at their first
# use: dataclasses imports inspect, ast and dis, 2.7 MB of a process that only
# calls loads() (docs/python.md, "Memory"). hcl2_write adds its two.
_OPTION_CLASSES = {
    "SerializationOptions": (
        "How load/loads shape the dict: python-hcl2 8's options, with its defaults.",
        (("with_comments", bool, True), ("with_meta", bool, False), ("wrap_objects", bool, False),
         ("wrap_tuples", bool, False), ("explicit_blocks", bool, True), ("preserve_heredocs", bool, True),
         ("force_operation_parentheses", bool, False), ("preserve_scientific_notation", bool, True),
         ("strip_string_quotes", bool, False))),
}

def __getattr__(name):
    if name not in _OPTION_CLASSES:
        raise AttributeError(f"module 'hclc.hcl2' has no attribute {name!r}")
    import dataclasses
    doc, fields = _OPTION_CLASSES[name]
    made = dataclasses.make_dataclass(name, [(field, kind, dataclasses.field(default=default))
                                             for field, kind, default in fields], namespace={"__doc__": doc})
    made.__module__ = __name__
    globals()[name] = made
    return made

def __dir__():
    return sorted(set(globals()) | set(_OPTION_CLASSES))

def load(file, *, serialization_options=None):
    """python-hcl2 8's load: loads() of a text file object's contents."""
    return loads(file.read(), serialization_options=serialization_options)
)"),
           hcl2.attr("__dict__"));
  add_hcl2_writer(hcl2);
  py::module_::import("sys").attr("modules")["hclc.hcl2"] = hcl2;
}

}  // namespace hclc_python
