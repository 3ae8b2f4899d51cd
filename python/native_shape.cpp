// See native_shape.h.
#include "native_shape.h"

#include <cstddef>
#include <optional>
#include <string>
#include <unordered_map>

#include "hcl2_common.h"
#include "hclc/body_value.h"
#include "hclc/diagnostics.h"
#include "hclc/parser.h"
#include "hclc/syntax_tree.h"

namespace py = pybind11;

namespace hclc_python {

namespace {

using Kind = hcl::SyntaxNode::Kind;

py::dict range_dict(const hcl::Range& range) {
  py::dict out;
  out["filename"] = to_str(range.filename);
  out["start_line"] = range.start.line;
  out["start_column"] = range.start.column;
  out["start_byte"] = range.start.byte;
  out["end_line"] = range.end.line;
  out["end_column"] = range.end.column;
  out["end_byte"] = range.end.byte;
  return out;
}

// An object constructor's key as its value's dict has it: a name, or a
// quoted string without interpolations; nothing for other keys (computed
// ones), which keep their place after the keys written plainly.
std::optional<std::string> plain_key(const hcl::SyntaxNode& key, std::string_view source) {
  if (key.key_is_identifier && key.range.end.byte <= source.size())
    return std::string(source.substr(key.range.start.byte, key.range.end.byte - key.range.start.byte));
  if (key.kind == Kind::Template && key.children.size() == 1 && key.children[0].kind == Kind::Literal) {
    if (std::optional<std::string_view> text = key.children[0].value.as_string_view()) return std::string(*text);
  }
  if (key.kind == Kind::Template && key.children.empty()) return std::string();
  return std::nullopt;
}

class Orderer {
 public:
  Orderer(std::string_view source, bool with_meta, const ValueToPython& kept_as_source)
      : source_(source), with_meta_(with_meta), kept_as_source_(kept_as_source) {}

  py::dict body(const py::dict& config, const hcl::Body& body) const;

 private:
  std::string_view text(const hcl::Range& range) const {
    if (range.end.byte > source_.size() || range.start.byte > range.end.byte) return {};
    return source_.substr(range.start.byte, range.end.byte - range.start.byte);
  }

  // What body_source_value gives for one expression's source text: the
  // value of `v` in a body of just `v = text`.
  py::object source_value(std::string_view expression) const {
    hcl::Diagnostics diags;
    hcl::Parser parser;
    const hcl::File file =
        parser.parse("v = " + std::string(expression) + "\n", "<member>", hcl::Syntax::Native, diags);
    const std::optional<hcl::Value> value = hcl::body_source_value(file.body(), parser, diags).get("v");
    if (diags.has_errors() || !value) return to_str("${" + std::string(expression) + "}");
    return kept_as_source_(*value);
  }

  // A constructor kept as source text ("${…}") as a dict or list of its
  // members' source values.
  py::object kept_structure(const hcl::SyntaxNode& node) const {
    if (node.kind == Kind::Tuple) {
      py::list out;
      for (const hcl::SyntaxNode& element : node.children) out.append(member(element));
      return out;
    }
    py::dict out;
    for (std::size_t i = 0; i + 1 < node.children.size(); i += 2) {
      const std::optional<std::string> key = plain_key(node.children[i], source_);
      py::object name = key ? py::object(to_str(*key)) : py::str(source_value(text(node.children[i].range)));
      out[name] = member(node.children[i + 1]);
    }
    return out;
  }

  py::object member(const hcl::SyntaxNode& node) const {
    py::object value = source_value(text(node.range));
    if (node.kind == Kind::Tuple || node.kind == Kind::Object) return in_written_order(value, node);
    return value;
  }

  // `value` (what an expression gave) with its objects' keys in the order
  // `node` (the expression's syntax tree) writes them, and a constructor
  // kept as source text as its structure.
  py::object in_written_order(const py::object& value, const hcl::SyntaxNode& node) const {
    if (node.kind == Kind::Parens) return in_written_order(value, node.children.front());
    const bool constructor = node.kind == Kind::Tuple || node.kind == Kind::Object;
    if (constructor && kept_as_source_ && py::isinstance<py::str>(value) &&
        value.cast<std::string_view>().starts_with("${"))
      return kept_structure(node);
    if (node.kind == Kind::Tuple && py::isinstance<py::list>(value) && py::len(value) == node.children.size()) {
      py::list out;
      for (std::size_t i = 0; i < node.children.size(); ++i)
        out.append(in_written_order(value[py::int_(i)], node.children[i]));
      return out;
    }
    if (node.kind != Kind::Object || !py::isinstance<py::dict>(value)) return value;
    const py::dict entries = value.cast<py::dict>();
    py::dict out;
    for (std::size_t i = 0; i + 1 < node.children.size(); i += 2) {
      const std::optional<std::string> key = plain_key(node.children[i], source_);
      if (!key) continue;
      py::str name = to_str(*key);
      if (entries.contains(name) && !out.contains(name))
        out[name] = in_written_order(entries[name], node.children[i + 1]);
    }
    for (auto [name, element] : entries)
      if (!out.contains(name)) out[name] = element;
    return out;
  }

  std::string_view source_;
  bool with_meta_;
  const ValueToPython& kept_as_source_;
};

}  // namespace

py::dict in_source_order(const py::dict& config, const hcl::Body& body, std::string_view source, bool with_meta,
                         const ValueToPython& kept_as_source) {
  return Orderer(source, with_meta, kept_as_source).body(config, body);
}

py::dict Orderer::body(const py::dict& config, const hcl::Body& body) const {
  if (!body.content_without_schema()) return config;
  py::dict out;
  py::dict attribute_ranges;
  // How many blocks of each type came before: the index of the next one in its list.
  std::unordered_map<std::string, std::size_t> blocks_seen;
  for_each_item_in_source_order(
      body,
      [&](const hcl::Attribute& attribute) {
        py::str name = to_str(attribute.name);
        if (with_meta_) attribute_ranges[name] = range_dict(attribute.range);
        if (config.contains(name) && !out.contains(name))
          out[name] = in_written_order(config[name], hcl::syntax_tree(attribute.expr));
      },
      [&](const hcl::Block& block) {
        py::str type = to_str(block.type);
        if (!config.contains(type) || !py::isinstance<py::list>(config[type])) return;  // left out: see body_value
        py::list blocks = config[type];
        if (!out.contains(type)) out[type] = blocks;
        const std::size_t index = blocks_seen[block.type]++;
        if (index >= py::len(blocks)) return;
        // The block's body dict sits inside one dict per label.
        py::object holder = blocks;
        py::object key = py::int_(index);
        for (const std::string& label : block.labels) {
          py::object labelled = holder[key];
          if (!py::isinstance<py::dict>(labelled)) return;
          holder = labelled;
          key = to_str(label);
        }
        py::object contents = holder[key];
        if (!py::isinstance<py::dict>(contents)) return;
        py::dict ordered = this->body(contents.cast<py::dict>(), block.body);
        if (with_meta_) {
          ordered["__start_line__"] = block.range.start.line;
          ordered["__end_line__"] = block.range.end.line;
          ordered["__range__"] = range_dict(block.range);
        }
        holder[key] = ordered;
      });
  // What the walk did not reach keeps its place after what it did.
  for (auto [name, element] : config)
    if (!out.contains(name)) out[name] = element;
  if (with_meta_) out["__attribute_ranges__"] = attribute_ranges;
  return out;
}

}  // namespace hclc_python
