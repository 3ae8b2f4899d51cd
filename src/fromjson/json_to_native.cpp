#include "fromjson/json_to_native.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

#include "format/format.h"
#include "source/source_file.h"
#include "syntax/parse.h"

namespace hclc::fromjson {
namespace {

using json::Node;
using json::NodeKind;

// How Terraform (and Packer, Nomad) use a block type: its label count and,
// where the language fixes it (not a provider's schema), which block types
// its body may nest: in such a closed body every other object is an object
// value (a variable's `default`, a module's arguments). Types not listed are
// blocks only at the root or when their shape allows (see is_block).
struct KnownBlock {
  std::string_view type;
  bool at_root;  // a top-level block type, else one nested in blocks
  int labels;
  bool closed = false;
  std::string_view nested = "";  // the block types of a closed body, space-separated
};

constexpr std::array<KnownBlock, 33> kKnownBlocks{{
    {"resource", true, 2},
    {"data", true, 2},
    {"ephemeral", true, 2},
    {"variable", true, 1, true, "validation"},
    {"output", true, 1, true, "precondition"},
    {"module", true, 1, true},
    {"provider", true, 1},
    {"terraform", true, 0, true, "required_providers backend cloud provider_meta"},
    {"locals", true, 0, true},
    {"moved", true, 0, true},
    {"import", true, 0, true},
    {"removed", true, 0, true, "lifecycle provisioner"},
    {"check", true, 1, true, "data assert"},
    {"lifecycle", false, 0, true, "precondition postcondition"},
    {"provisioner", false, 1},
    {"connection", false, 0},
    {"dynamic", false, 1},
    {"content", false, 0},
    {"backend", false, 1},
    {"cloud", false, 0},
    {"required_providers", false, 0, true},
    {"precondition", false, 0, true},
    {"postcondition", false, 0, true},
    {"validation", false, 0, true},
    {"workspaces", false, 0},
    {"source", true, 2},
    {"build", true, 0},
    {"job", true, 1},
    {"group", false, 1},
    {"task", false, 1},
    {"required_plugins", false, 0, true},
    {"packer", true, 0, true, "required_plugins"},
    {"provider_meta", false, 1},
}};

// Which language a document is written in, as far as its block types tell:
// a Nomad job specification has a root `job`, a Packer template a root
// `source`, `build` or `packer`. Some nested block types mean different
// things in them than in Terraform, whose providers nest blocks of the same
// names without labels.
enum class Dialect { Terraform, Packer, Nomad };

// Nested block types with labels in Packer (`post-processor "manifest"`, a
// build's `source "amazon-ebs.example"`) and in Nomad (`port "http"`,
// `volume "data"`, `device "nvidia/gpu"`).
constexpr std::array<KnownBlock, 5> kPackerBlocks{{
    {"post-processor", false, 1},
    {"post-processors", false, 0},
    {"error-cleanup-provisioner", false, 1},
    {"source", false, 1},
    {"hcp_packer_registry", false, 0},
}};
constexpr std::array<KnownBlock, 3> kNomadBlocks{{
    {"port", false, 1},
    {"volume", false, 1},
    {"device", false, 1},
}};

// The block type `type` at the root or nested in a block.
const KnownBlock* known_block(std::string_view type, bool at_root, Dialect dialect) {
  const auto find = [&](const auto& table) -> const KnownBlock* {
    for (const KnownBlock& known : table)
      if (known.type == type && known.at_root == at_root) return &known;
    return nullptr;
  };
  if (dialect == Dialect::Packer)
    if (const KnownBlock* known = find(kPackerBlocks)) return known;
  if (dialect == Dialect::Nomad)
    if (const KnownBlock* known = find(kNomadBlocks)) return known;
  return find(kKnownBlocks);
}

Dialect dialect_of(const Node& root) {
  const Node* first = root.kind == NodeKind::Array && !root.elements().empty() ? root.elements().front() : &root;
  if (first->kind != NodeKind::Object) return Dialect::Terraform;
  for (const json::Property& p : first->properties()) {
    if (p.name == "job") return Dialect::Nomad;
    if (p.name == "source" || p.name == "build" || p.name == "packer") return Dialect::Packer;
  }
  return Dialect::Terraform;
}

bool nests(const KnownBlock& body, std::string_view type) {
  std::string_view list = body.nested;
  while (!list.empty()) {
    const size_t space = list.find(' ');
    if (list.substr(0, space) == type) return true;
    if (space == std::string_view::npos) break;
    list.remove_prefix(space + 1);
  }
  return false;
}

// Terraform's positions whose JSON string is the text of a type or a
// reference (the ones native_to_json.h writes so).
bool is_text_position(std::string_view block_type, std::string_view name) {
  if (block_type == "variable" && name == "type") return true;
  if (name == "depends_on") return true;
  if (block_type == "lifecycle" && (name == "ignore_changes" || name == "replace_triggered_by")) return true;
  if (name == "provider" && (block_type == "resource" || block_type == "data" || block_type == "ephemeral"))
    return true;
  if (block_type == "module" && name == "providers") return true;
  if (block_type == "dynamic" && name == "iterator") return true;
  if (block_type == "provisioner" && (name == "when" || name == "on_failure")) return true;
  if (block_type == "terraform" && name == "experiments") return true;
  return (block_type == "moved" || block_type == "removed" || block_type == "import") &&
         (name == "from" || name == "to");
}

bool is_identifier(std::string_view text) {
  if (text.empty()) return false;
  SourceFile source("<name>", std::string(text));
  Diagnostics diags;
  ir::Expression e = parse_traversal(source, diags);
  if (diags.has_errors()) return false;
  const auto* traversal = e.arena->get_if<ir::ScopeTraversal>(e.root);
  return traversal != nullptr && traversal->steps.empty() && traversal->root.text == text;
}

// Whether `text` reads as one whole native expression.
bool parses_as_expression(std::string_view text) {
  SourceFile source("<text>", std::string(text));
  Diagnostics diags;
  (void)parse_expression(source, diags);
  return !diags.has_errors();
}

bool is_object_or_objects(const Node& node) {
  if (node.kind == NodeKind::Object) return true;
  if (node.kind != NodeKind::Array || node.elements().empty()) return false;
  return std::ranges::all_of(node.elements(), [](const Node* e) { return e->kind == NodeKind::Object; });
}

// The end of the template sequence (`${…}` or `%{…}`) whose opening brace is
// just before `at`: the index of its closing `}`, or npos. Braces and the
// quoted strings inside the sequence (which may hold sequences of their own)
// are followed to find it.
size_t sequence_end(std::string_view text, size_t at) {
  std::vector<char> open{'{'};
  while (at < text.size()) {
    const char c = text[at];
    if (open.back() == '"') {
      if (c == '\\') {
        at += 2;
        continue;
      }
      if (c == '"') open.pop_back();
      if ((c == '$' || c == '%') && at + 1 < text.size() && text[at + 1] == '{') {
        open.push_back('{');
        at += 2;
        continue;
      }
    } else if (c == '{') {
      open.push_back('{');
    } else if (c == '"') {
      open.push_back('"');
    } else if (c == '}') {
      open.pop_back();
      if (open.empty()) return at;
    }
    ++at;
  }
  return std::string_view::npos;
}

// Literal template text inside native quotes.
void append_escaped(std::string& out, char c) {
  switch (c) {
    case '"': out += "\\\""; return;
    case '\\': out += "\\\\"; return;
    case '\n': out += "\\n"; return;
    case '\r': out += "\\r"; return;
    case '\t': out += "\\t"; return;
    default: break;
  }
  if (static_cast<unsigned char>(c) < 0x20) {
    constexpr char kHex[] = "0123456789abcdef";
    out += "\\u00";
    out += kHex[(c >> 4) & 0xF];
    out += kHex[c & 0xF];
    return;
  }
  out += c;
}

// A JSON string, which the JSON syntax reads as a template, as native syntax:
// the expression of a lone `${…}`, else the same template in quotes.
std::string template_expression(std::string_view text) {
  if (text.starts_with("${") && !text.starts_with("${~") && !text.ends_with("~}") &&
      sequence_end(text, 2) == text.size() - 1) {
    const std::string_view inner = text.substr(2, text.size() - 3);
    if (inner.find_first_not_of(" \t\r\n") != std::string_view::npos && parses_as_expression(inner))
      return std::string(inner);
  }
  std::string out = "\"";
  for (size_t at = 0; at < text.size();) {
    const bool mark = (text[at] == '$' || text[at] == '%') && at + 1 < text.size();
    if (mark && text[at + 1] == text[at] && at + 2 < text.size() && text[at + 2] == '{') {
      out.append(text.substr(at, 3));  // `$${` and `%%{` are escapes in both syntaxes
      at += 3;
      continue;
    }
    if (mark && text[at + 1] == '{') {
      const size_t end = sequence_end(text, at + 2);
      if (end != std::string_view::npos) {
        out.append(text.substr(at, end + 1 - at));
        at = end + 1;
        continue;
      }
    }
    append_escaped(out, text[at]);
    ++at;
  }
  return out + "\"";
}

std::string quoted(std::string_view text) {
  std::string out = "\"";
  for (size_t at = 0; at < text.size(); ++at) {
    // A label or object key is a literal string: its `${` and `%{` are escaped.
    if ((text[at] == '$' || text[at] == '%') && at + 1 < text.size() && text[at + 1] == '{') out += text[at];
    append_escaped(out, text[at]);
  }
  return out + "\"";
}

class Writer {
 public:
  Writer(const json::Document& doc, Diagnostics& diags, bool attributes_only)
      : doc_(doc), diags_(diags), root_attributes_only_(attributes_only), dialect_(dialect_of(*doc.root())) {}

  bool root() {
    const Node& root = *doc_.root();
    if (root.kind == NodeKind::Object) {
      body(root, "", nullptr, true);
    } else if (root.kind == NodeKind::Array && is_object_or_objects(root)) {
      for (const Node* object : root.elements()) body(*object, "", nullptr, true);
    } else {
      diags_.add(DiagKind::FromJsonNoNativeForm, "The root of the document must be an object.", doc_.range(root.span));
      ok_ = false;
    }
    return ok_;
  }

  std::string& text() { return out_; }

 private:
  // The body of a block of type `block_type` (`known` if listed), or the root.
  void body(const Node& object, std::string_view block_type, const KnownBlock* known, bool is_root) {
    for (const json::Property& p : object.properties()) {
      if (p.name == "//") {
        comment(*p.value);
      } else if (is_block(known, is_root, p)) {
        if (is_root && !out_.empty()) out_ += "\n";  // top-level blocks apart, as people write them
        blocks(std::string(p.name), is_root, label_count(p.name, is_root, *p.value, dialect_), *p.value, {});
      } else {
        attribute(p, block_type);
      }
    }
  }

  // A JSON comment property: its lines as `#` comments.
  void comment(const Node& value) {
    if (value.kind != NodeKind::String) return;
    std::string_view text = value.text();
    while (true) {
      const size_t newline = text.find('\n');
      out_ += "# " + std::string(text.substr(0, newline)) + "\n";
      if (newline == std::string_view::npos) break;
      text.remove_prefix(newline + 1);
    }
  }

  // Whether a property of a body is a block (or several) rather than an
  // attribute: an object or objects, where the body may nest this type.
  bool is_block(const KnownBlock* body, bool is_root, const json::Property& p) const {
    if (!is_object_or_objects(*p.value)) return false;
    if (is_root) return !root_attributes_only_;
    if (body && body->closed) return nests(*body, p.name);
    // Arguments that take maps in every provider's schema, whatever their
    // keys; Packer's builders take `filters` maps too, while Nomad's `env`
    // is a block.
    for (std::string_view map_argument : {"for_each", "tags", "labels", "annotations"})
      if (p.name == map_argument) return false;
    if (p.name == "env") return dialect_ == Dialect::Nomad;
    if (p.name == "filters" && dialect_ == Dialect::Packer) return false;
    return known_block(p.name, false, dialect_) || keys_are_names(*p.value);
  }

  // Whether an object (or each of several) could be a block's body: every
  // property name an identifier (an object value's keys often are not:
  // "kubernetes.io/role", "tag:Name").
  static bool keys_are_names(const Node& value) {
    if (value.kind == NodeKind::Array)
      return std::ranges::all_of(value.elements(), [](const Node* e) { return keys_are_names(*e); });
    return std::ranges::all_of(value.properties(),
                               [](const json::Property& p) { return p.name == "//" || is_identifier(p.name); });
  }

  static int label_count(std::string_view type, bool at_root, const Node& value, Dialect dialect) {
    if (const KnownBlock* known = known_block(type, at_root, dialect)) return known->labels;
    // Nested blocks with labels are the known ones (dynamic, provisioner).
    if (!at_root) return 0;
    // Levels whose values are all objects are labels, down to the body.
    int labels = 0;
    for (const Node* level = &value; level->kind == NodeKind::Object && !level->properties().empty();) {
      const bool all_objects = std::ranges::all_of(
          level->properties(), [](const json::Property& p) { return is_object_or_objects(*p.value); });
      if (!all_objects) break;
      ++labels;
      const Node* next = level->properties().front().value;
      level = next->kind == NodeKind::Array ? next->elements().front() : next;
    }
    return labels;
  }

  void blocks(const std::string& type, bool at_root, int labels_left, const Node& value,
              std::vector<std::string> labels) {
    if (value.kind == NodeKind::Array) {
      for (const Node* element : value.elements()) blocks(type, at_root, labels_left, *element, labels);
      return;
    }
    if (value.kind != NodeKind::Object) {
      diags_.add(DiagKind::FromJsonNoNativeForm,
                 "A block of type \"" + type + "\" needs an object here (its labels or its body).",
                 doc_.range(value.span));
      ok_ = false;
      return;
    }
    if (labels_left > 0) {
      for (const json::Property& p : value.properties()) {
        labels.emplace_back(p.name);
        blocks(type, at_root, labels_left - 1, *p.value, labels);
        labels.pop_back();
      }
      return;
    }
    if (!name(type, value.span)) return;
    out_ += type;
    for (const std::string& label : labels) out_ += " " + quoted(label);
    out_ += " {\n";
    body(value, type, known_block(type, at_root, dialect_), false);
    out_ += "}\n";
  }

  bool name(std::string_view text, const json::Span& span) {
    if (is_identifier(text)) return true;
    diags_.add(
        DiagKind::FromJsonNoNativeForm,
        "\"" + std::string(text) + "\" is not an identifier, which a native-syntax attribute or block type must be.",
        doc_.range(span));
    ok_ = false;
    return false;
  }

  void attribute(const json::Property& p, std::string_view block_type) {
    if (!name(p.name, p.name_span)) return;
    out_ += std::string(p.name) + " = " + expression(*p.value, is_text_position(block_type, p.name)) + "\n";
  }

  std::string expression(const Node& node, bool as_text) {
    switch (node.kind) {
      case NodeKind::String:
        if (as_text && parses_as_expression(node.text())) return std::string(node.text());
        return template_expression(node.text());
      case NodeKind::Number: return std::string(node.text());
      case NodeKind::Bool: return node.boolean ? "true" : "false";
      case NodeKind::Null: return "null";
      case NodeKind::Array: {
        if (node.elements().empty()) return "[]";
        std::vector<std::string> elements;
        size_t width = 0;
        bool multiline = false;
        for (const Node* e : node.elements()) {
          elements.push_back(expression(*e, as_text));
          width += elements.back().size() + 2;
          multiline = multiline || elements.back().find('\n') != std::string::npos;
        }
        // Short lists of scalars stay on one line, as people write them.
        multiline = multiline || width > 80;
        std::string out = multiline ? "[\n" : "[";
        for (size_t i = 0; i < elements.size(); ++i)
          out += multiline ? elements[i] + ",\n" : (i ? ", " : "") + elements[i];
        return out + "]";
      }
      case NodeKind::Object: {
        if (node.properties().empty()) return "{}";
        std::string out = "{\n";
        for (const json::Property& p : node.properties()) {
          // A bare name is a string key; true, false and null would be values.
          const bool bare = is_identifier(p.name) && p.name != "true" && p.name != "false" && p.name != "null";
          out += (bare ? std::string(p.name) : quoted(p.name)) + " = " + expression(*p.value, as_text) + "\n";
        }
        return out + "}";
      }
      case NodeKind::Invalid: break;
    }
    return "null";
  }

  const json::Document& doc_;
  Diagnostics& diags_;
  bool root_attributes_only_;
  Dialect dialect_;
  bool ok_ = true;
  std::string out_;
};

}  // namespace

std::optional<std::string> json_to_native(const json::Document& doc, Diagnostics& diags) {
  // Variable files (`*.tfvars.json`) assign values only.
  const bool attributes_only = doc.filename().ends_with(".tfvars.json");
  Writer writer(doc, diags, attributes_only);
  if (!writer.root()) return std::nullopt;
  SourceFile native(doc.filename(), std::move(writer.text()));
  return format::format_config(native, diags);
}

}  // namespace hclc::fromjson
