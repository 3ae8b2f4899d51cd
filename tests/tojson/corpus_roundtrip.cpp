// Round trip of every corpus file through `hclc json`, in process: the file
// and its JSON are read as bodies with the schema the file itself implies
// (every attribute, every block type with its labels), as an hcldec spec
// mirroring the file would read them, and must give the same attributes, the
// same blocks in the same order with the same labels, and per attribute the
// same expression (compared as IR without source positions, see canonical())
// and the same variable references.
//
// With --back-to-native, the JSON is converted back to the native syntax
// (src/fromjson, what `hclc fmt` does with a .json file) and that file is
// compared with the original instead.
//
//   tojson_corpus_roundtrip CORPUS_DIR [--back-to-native] [--show N]
// Exit status 0 when every file agrees, 1 otherwise, 77 (skipped) without
// the corpus.

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "body/native_body.h"
#include "fromjson/json_to_native.h"
#include "ir/analysis.h"
#include "json/json.h"
#include "json/json_body.h"
#include "runtime/number.h"
#include "source/source_file.h"
#include "syntax/parse.h"
#include "tojson/native_to_json.h"

namespace {

using namespace hclc;

constexpr int kSkipped = 77;

std::string number_text(const std::string& text) {
  std::optional<Number> n = Number::parse(text);
  if (!n) return "bad-number:" + text;
  Result<std::string> printed = n->to_string();
  return printed ? *printed : "bad-number:" + text;
}

std::string literal_text(const ir::LiteralValue& v) {
  switch (v.kind) {
    case ir::LiteralKind::Number: return "num:" + number_text(std::string(v.text));
    case ir::LiteralKind::String: return "str:" + std::string(v.text);
    case ir::LiteralKind::Bool: return v.boolean ? "true" : "false";
    case ir::LiteralKind::Null: return "null";
  }
  return "?";
}

std::string steps_text(const ir::List<ir::TraversalStep>& steps) {
  std::string out;
  for (const ir::TraversalStep& s : steps)
    out += s.kind == ir::StepKind::Attr ? "." + std::string(s.name) : "[" + literal_text(s.key) + "]";
  return out;
}

// The expression as IR without source positions, up to what the JSON
// syntax cannot tell apart: a single-interpolation template is its
// expression (TemplateWrap), `-1` is the number -1, a template of literal
// text (or of interpolated string literals, as `${"$"}`) is that string,
// and numbers compare by value.
std::string canonical(const ir::Arena& a, ir::ExprId id) {
  const ir::Node& n = a.node(id);
  if (const auto* wrap = a.get_if<ir::TemplateWrap>(id)) return canonical(a, wrap->wrapped);
  if (const auto* lit = a.get_if<ir::Literal>(id)) return literal_text(lit->value);
  if (const auto* u = a.get_if<ir::Unary>(id)) {
    const auto* operand = a.get_if<ir::Literal>(u->operand);
    if (u->op == ir::UnaryOp::Negate && operand && operand->value.kind == ir::LiteralKind::Number)
      return "num:" + number_text("-" + std::string(operand->value.text));
  }
  if (const auto* t = a.get_if<ir::Template>(id)) {
    std::vector<std::string> parts;
    std::optional<std::string> text;
    for (ir::ExprId part : t->parts) {
      std::string c = canonical(a, part);
      if (c.rfind("interp(str:", 0) == 0) c = c.substr(7, c.size() - 8);
      if (c.rfind("str:", 0) == 0) {
        text = text.value_or("") + c.substr(4);
        continue;
      }
      if (text) parts.push_back("str:" + *std::exchange(text, std::nullopt));
      parts.push_back(c);
    }
    if (text) parts.push_back("str:" + *text);
    if (parts.empty()) return "str:";
    if (parts.size() == 1 && parts.front().rfind("str:", 0) == 0) return parts.front();
    std::string out = "Template(";
    for (const std::string& p : parts) out += p + ",";
    return out + ")";
  }
  std::string out = std::string(ir::node_kind_name(n.kind)) + "(";
  if (const auto* v = a.get_if<ir::ScopeTraversal>(id)) out += std::string(v->root.text) + steps_text(v->steps);
  if (const auto* r = a.get_if<ir::RelativeTraversal>(id)) out += steps_text(r->steps);
  if (const auto* s = a.get_if<ir::Splat>(id)) out += s->attr_only ? ".*" : "[*]";
  if (const auto* f = a.get_if<ir::For>(id))
    out += std::string(f->key_var ? f->key_var->text : "") + "," + std::string(f->value_var.text) +
           (f->grouping ? "..." : "");
  if (const auto* f = a.get_if<ir::TemplateFor>(id))
    out += std::string(f->key_var ? f->key_var->text : "") + "," + std::string(f->value_var.text);
  if (const auto* c = a.get_if<ir::Call>(id)) out += std::string(c->name.text) + (c->expand_final ? "..." : "");
  if (const auto* u = a.get_if<ir::Unary>(id)) out += ir::unary_op_name(u->op);
  if (const auto* b = a.get_if<ir::Binary>(id)) out += ir::binary_op_name(b->op);
  out += ";";
  ir::for_each_child(a, id, [&](ir::ExprId child) { out += canonical(a, child) + ","; });
  return out + ")";
}

// Attributes that `hclc json` writes as the text of a type or of references,
// as Terraform reads them (src/tojson/native_to_json.h).
bool terraform_text_position(const std::string& block_type, const std::string& name) {
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

// The native source a JSON value at such a position stands for: a string's
// text, an array's elements in brackets, an object's members in braces.
std::optional<std::string> native_text_of(const ir::Arena& a, ir::ExprId id) {
  const std::string c = canonical(a, id);
  if (c.rfind("str:", 0) == 0) return c.substr(4);
  std::string out;
  if (const auto* tuple = a.get_if<ir::Tuple>(id)) {
    for (ir::ExprId e : tuple->elements) {
      std::optional<std::string> element = native_text_of(a, e);
      if (!element) return std::nullopt;
      out += (out.empty() ? "" : ", ") + *element;
    }
    return "[" + out + "]";
  }
  if (const auto* object = a.get_if<ir::Object>(id)) {
    for (const ir::ObjectItem& item : object->items) {
      std::optional<std::string> key = native_text_of(a, item.key);
      std::optional<std::string> value = native_text_of(a, item.value);
      if (!key || !value) return std::nullopt;
      out += *key + " = " + *value + "\n";
    }
    return "{\n" + out + "}";
  }
  return std::nullopt;
}

// The JSON value at a Terraform text position read as the native expression
// it stands for, canonical.
std::string canonical_as_native(const ir::Arena& a, ir::ExprId id) {
  std::optional<std::string> text = native_text_of(a, id);
  if (!text) return "not text: " + canonical(a, id);
  SourceFile source("<terraform text>", *text);
  Diagnostics diags;
  ir::Expression e = parse_expression(source, diags);
  if (diags.has_errors()) return "does not parse: " + *text;
  return canonical(*e.arena, e.root);
}

std::vector<std::string> reference_names(const body::Expression& e) {
  std::vector<std::string> out;
  for (const ir::Traversal& t : ir::variables(*e.arena, e.id)) out.push_back(t.text());
  return out;
}

// The schema a native body implies: its attributes, its block types with the
// label count of the first block of each type.
body::BodySchema implied_schema(const ir::Arena& arena, const ir::Body& b) {
  body::BodySchema schema;
  for (ir::AttributeId id : b.attributes)
    schema.attributes.push_back({std::string(arena.attribute(id).name.text), false});
  for (ir::BlockId id : b.blocks) {
    const ir::Block& blk = arena.block(id);
    const auto same_type = [&](const body::BlockHeaderSchema& s) { return s.type == blk.type.text; };
    if (std::any_of(schema.blocks.begin(), schema.blocks.end(), same_type)) continue;
    schema.blocks.push_back({std::string(blk.type.text), std::vector<std::string>(blk.labels.size(), "label")});
  }
  return schema;
}

class Comparison {
 public:
  std::vector<std::string> differences;

  void bodies(const ir::Arena& arena, ir::BodyId native_id, const body::Body& native, const body::Body& json,
              const std::string& where, const std::string& block_type) {
    body::BodySchema schema = implied_schema(arena, arena.body(native_id));
    Diagnostics native_diags;
    Diagnostics json_diags;
    body::BodyContent n = native.content(schema, native_diags);
    body::BodyContent j = json.content(schema, json_diags);
    if (native_diags.has_errors() != json_diags.has_errors()) {
      const Diagnostics& failing = native_diags.has_errors() ? native_diags : json_diags;
      differences.push_back(where + ": errors reading the body: native " + std::to_string(native_diags.size()) +
                            ", JSON " + std::to_string(json_diags.size()) + " (" + failing.begin()->summary + ": " +
                            failing.begin()->detail + ")");
      return;
    }
    if (n.attributes.size() != j.attributes.size())
      differences.push_back(where + ": " + std::to_string(n.attributes.size()) + " attributes, JSON " +
                            std::to_string(j.attributes.size()));
    for (const body::Attribute& attribute : n.attributes) {
      const body::Attribute* other = j.attribute(attribute.name);
      std::string at = where + "." + attribute.name;
      if (!other) {
        differences.push_back(at + ": missing in JSON");
        continue;
      }
      std::string native_expr = canonical(*attribute.expr.arena, attribute.expr.id);
      const bool as_text = terraform_text_position(block_type, attribute.name) &&
                           native_text_of(*other->expr.arena, other->expr.id).has_value();
      std::string json_expr = as_text ? canonical_as_native(*other->expr.arena, other->expr.id)
                                      : canonical(*other->expr.arena, other->expr.id);
      if (native_expr != json_expr) {
        std::string difference = at;
        difference.append(": ").append(native_expr).append("\n    JSON ").append(json_expr);
        differences.push_back(std::move(difference));
      }
      // Text positions hold no variables for the JSON syntax: Terraform reads them itself.
      if (!as_text && reference_names(attribute.expr) != reference_names(other->expr))
        differences.push_back(at + ": different variable references");
    }
    if (n.blocks.size() != j.blocks.size()) {
      differences.push_back(where + ": " + std::to_string(n.blocks.size()) + " blocks, JSON " +
                            std::to_string(j.blocks.size()));
      return;
    }
    const ir::Body& native_ir = arena.body(native_id);
    for (std::size_t i = 0; i < n.blocks.size(); ++i) {
      std::string at = where + "/" + n.blocks[i].type;
      for (const std::string& label : n.blocks[i].labels) at += "[" + label + "]";
      if (n.blocks[i].type != j.blocks[i].type || n.blocks[i].labels != j.blocks[i].labels) {
        differences.push_back(at + ": JSON has block " + j.blocks[i].type + " here");
        continue;
      }
      bodies(arena, arena.block(native_ir.blocks[i]).body, *n.blocks[i].body, *j.blocks[i].body, at, n.blocks[i].type);
    }
  }
};

std::optional<std::string> read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: tojson_corpus_roundtrip CORPUS_DIR [--show N]\n";
    return 1;
  }
  std::filesystem::path corpus = argv[1];
  std::size_t show = 10;
  bool back_to_native = false;
  for (int i = 2; i < argc; ++i) {
    if (std::string(argv[i]) == "--back-to-native") back_to_native = true;
    if (std::string(argv[i]) == "--show" && i + 1 < argc) show = std::stoul(argv[++i]);
  }
  if (!std::filesystem::is_directory(corpus)) {
    std::cout << "skipped: no corpus at " << corpus << "\n";
    return kSkipped;
  }
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(corpus))
    if (entry.is_regular_file() && (entry.path().extension() == ".tf" || entry.path().extension() == ".hcl"))
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());

  std::size_t agreeing = 0;
  std::size_t unparsed = 0;
  std::size_t shown = 0;
  for (const std::filesystem::path& path : files) {
    std::optional<std::string> text = read_text(path);
    SourceFile source(path.string(), text.value_or(""));
    Diagnostics diags;
    ir::File file = parse_config(source, diags);
    if (!text || diags.has_errors()) {
      ++unparsed;
      std::cout << "not parsed by hclc: " << path.string() << "\n";
      continue;
    }
    std::string json_text = tojson::native_to_json(file, source.text(), diags);
    Diagnostics json_diags;
    auto doc = std::make_shared<const json::Document>(json::parse(path.string() + ".json", json_text, json_diags));
    Comparison comparison;
    if (json_diags.has_errors()) {
      comparison.differences.push_back("the JSON does not parse: " + json_diags.begin()->summary);
    } else if (back_to_native) {
      Diagnostics native_diags;
      std::optional<std::string> native_text = fromjson::json_to_native(*doc, native_diags);
      SourceFile native_source(path.string() + ".json.hcl", native_text.value_or(""));
      ir::File back = parse_config(native_source, native_diags);
      if (!native_text || native_diags.has_errors())
        comparison.differences.push_back("no native text that parses: " + native_diags.begin()->summary + ": " +
                                         native_diags.begin()->detail);
      else
        comparison.bodies(*file.arena, file.body, *body::native_body(file), *body::native_body(back), "", "");
    } else {
      comparison.bodies(*file.arena, file.body, *body::native_body(file), *json::json_body(doc), "", "");
    }
    if (comparison.differences.empty()) {
      ++agreeing;
      continue;
    }
    if (shown++ < show) {
      std::cout << "DIFFERENT " << path.string() << "\n";
      for (std::size_t i = 0; i < comparison.differences.size() && i < 5; ++i)
        std::cout << "  " << comparison.differences[i] << "\n";
    }
  }
  std::size_t converted = files.size() - unparsed;
  std::cout << files.size() << " files, " << converted << " converted, " << agreeing << " agree, "
            << converted - agreeing << " differ, " << unparsed << " not parsed\n";
  return agreeing == files.size() ? 0 : 1;
}
