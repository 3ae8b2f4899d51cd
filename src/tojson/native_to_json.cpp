#include "tojson/native_to_json.h"

#include <algorithm>
#include <cctype>
#include <deque>
#include <optional>
#include <unordered_set>
#include <utility>
#include <vector>

#include "runtime/json.h"
#include "runtime/stack_budget.h"

namespace hclc::tojson {
namespace {

// The JSON value of one attribute, made when the attribute is written. An
// object keeps its members in order. Member names are views of the file's IR
// or of the converter's own key texts, which outlive the value.
struct JsonValue {
  enum class Kind { Scalar, Object, Array };
  Kind kind = Kind::Scalar;
  std::string scalar;  // the encoded text
  std::vector<std::pair<std::string_view, JsonValue>> members;
  std::vector<JsonValue> elements;

  // Declared here and defaulted below, where JsonValue is complete: clang
  // with libstdc++ 12 rejects a vector of pairs with a JsonValue inside
  // JsonValue otherwise.
  JsonValue();
  JsonValue(const JsonValue&);
  JsonValue(JsonValue&&) noexcept;
  JsonValue& operator=(const JsonValue&);
  JsonValue& operator=(JsonValue&&) noexcept;
  ~JsonValue();

  static JsonValue encoded(std::string text) {
    JsonValue v;
    v.scalar = std::move(text);
    return v;
  }
  static JsonValue object(std::vector<std::pair<std::string_view, JsonValue>> members) {
    JsonValue v;
    v.kind = Kind::Object;
    v.members = std::move(members);
    return v;
  }
  static JsonValue array(std::vector<JsonValue> elements) {
    JsonValue v;
    v.kind = Kind::Array;
    v.elements = std::move(elements);
    return v;
  }
};

JsonValue::JsonValue() = default;
JsonValue::JsonValue(const JsonValue&) = default;
JsonValue::JsonValue(JsonValue&&) noexcept = default;
JsonValue& JsonValue::operator=(const JsonValue&) = default;
JsonValue& JsonValue::operator=(JsonValue&&) noexcept = default;
JsonValue::~JsonValue() = default;

JsonValue string_value(std::string_view text) { return JsonValue::encoded(json_quote_plain(text)); }

// Arrays of scalars that fit stay on one line, as people write them.
constexpr std::size_t kInlineArrayWidth = 80;

// Writes a JSON object or array whose items `write_item(i)` writes, one a line.
template <typename WriteItem>
void write_items(std::string& out, char open, char close, std::size_t count, int depth, WriteItem write_item) {
  out += open;
  if (count == 0) {
    out += close;
    return;
  }
  out += '\n';
  for (std::size_t i = 0; i < count; ++i) {
    out.append(static_cast<std::size_t>(depth + 1) * 2, ' ');
    write_item(i);
    out += i + 1 < count ? ",\n" : "\n";
  }
  out.append(static_cast<std::size_t>(depth) * 2, ' ');
  out += close;
}

void write_value(std::string& out, const JsonValue& v, int depth) {
  switch (v.kind) {
    case JsonValue::Kind::Scalar: out += v.scalar; return;
    case JsonValue::Kind::Array: {
      std::size_t width = 0;
      bool all_scalars = true;
      for (const JsonValue& e : v.elements) {
        all_scalars = all_scalars && e.kind == JsonValue::Kind::Scalar;
        width += e.scalar.size() + 2;
      }
      if (!v.elements.empty() && all_scalars && width <= kInlineArrayWidth) {
        out += '[';
        for (std::size_t i = 0; i < v.elements.size(); ++i) out += (i ? ", " : "") + v.elements[i].scalar;
        out += ']';
        return;
      }
      write_items(out, '[', ']', v.elements.size(), depth,
                  [&](std::size_t i) { write_value(out, v.elements[i], depth + 1); });
      return;
    }
    case JsonValue::Kind::Object:
      write_items(out, '{', '}', v.members.size(), depth, [&](std::size_t i) {
        out += json_quote_plain(v.members[i].first);
        out += ": ";
        write_value(out, v.members[i].second, depth + 1);
      });
      return;
  }
}

bool has_template_sequence(std::string_view text) {
  return text.find("${") != std::string_view::npos || text.find("%{") != std::string_view::npos;
}

// Literal template text: `${` and `%{` doubled to `$${` and `%%{` so that
// they stay literal.
std::string escape_template_literal(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if ((text[i] == '$' || text[i] == '%') && i + 1 < text.size() && text[i + 1] == '{') out += text[i];
    out += text[i];
  }
  return out;
}

// A native number literal as a JSON number: the same text without the
// leading zeros that JSON forbids.
std::string json_number(std::string_view text) {
  std::size_t integer_end = std::min(text.find_first_not_of("0123456789"), text.size());
  std::size_t start = 0;
  while (start + 1 < integer_end && text[start] == '0') ++start;
  return std::string(text.substr(start));
}

// The plan of a body's JSON: what its objects hold, in order, without the
// JSON of its attributes, which is made and written one attribute at a time
// (json_text). Built whole, a JSON value of 200,000 attributes took 150
// bytes an attribute beside the IR, and most of the conversion's time went
// to moving them through memory.
struct BodyPlan;

// Blocks of one type that share their first labels, in source order: their
// bodies once no label is left, otherwise the next label level as objects
// whose names are distinct (several objects, in an array, where a name comes
// back after another one).
struct BlockTree {
  // One object of labels: the subtrees in order, with the set of their
  // labels so that asking whether a label is taken costs no search. Labels
  // are views of the IR's names.
  struct Level {
    std::vector<std::pair<std::string_view, BlockTree>> entries;
    std::unordered_set<std::string_view> labels;
  };

  std::size_t labels_left = 0;
  ir::BlockId first_block;  // where a report about the tree points
  std::vector<BodyPlan> bodies;
  std::vector<Level> levels;

  // Defined below, where the classes are complete: clang with libstdc++ 12
  // rejects the vectors of BodyPlan and of levels of BlockTree used inside
  // BlockTree otherwise.
  explicit BlockTree(std::size_t labels = 0, ir::BlockId first = {});
  BlockTree(BlockTree&&) noexcept;
  // A block's labels are not nesting in the source, and have no bound: the
  // tree of a block with 100,000 labels is 100,000 deep, and is destroyed
  // (as it is built) with a loop rather than recursion.
  ~BlockTree();
  void add(const ir::List<ir::Name>& labels, BodyPlan body);
};

// One object of a body's JSON: its properties in order, each an attribute
// (by its id) or a block type (by its entry in `blocks`), 8 bytes apiece.
struct BodyObject {
  struct Property {
    bool is_block;
    std::uint32_t index;  // the attribute's id, or the block type's entry in `blocks`
  };
  std::vector<Property> properties;
  std::vector<std::pair<std::string_view, BlockTree>> blocks;  // block type, blocks
  // The names in this object that another item may repeat: block types, and
  // attributes named like one of the body's block types. The IR has each
  // attribute name once in a body, so no other attribute needs a place here.
  std::unordered_set<std::string_view> repeatable_names;
};

struct BodyPlan {
  std::vector<BodyObject> objects;  // several only at the root
  std::string_view block_type;      // of the block whose body this is ("" at the root)
};

BlockTree::BlockTree(std::size_t labels, ir::BlockId first) : labels_left(labels), first_block(first) {}
BlockTree::BlockTree(BlockTree&&) noexcept = default;

BlockTree::~BlockTree() {
  std::vector<Level> pending = std::move(levels);
  while (!pending.empty()) {
    Level level = std::move(pending.back());
    pending.pop_back();
    for (auto& entry : level.entries)
      for (Level& inner : entry.second.levels) pending.push_back(std::move(inner));
  }
}

void BlockTree::add(const ir::List<ir::Name>& labels, BodyPlan body) {
  BlockTree* tree = this;
  for (std::size_t next = 0; next < labels.size(); ++next) {
    const std::string_view label = labels[next].text;
    if (tree->levels.empty()) tree->levels.emplace_back();
    std::vector<std::pair<std::string_view, BlockTree>>& last = tree->levels.back().entries;
    if (last.empty() || last.back().first != label) {
      if (tree->levels.back().labels.contains(label)) tree->levels.emplace_back();
      tree->levels.back().labels.insert(label);
      tree->levels.back().entries.emplace_back(label, BlockTree(labels.size() - next - 1, first_block));
    }
    tree = &tree->levels.back().entries.back().second;
  }
  tree->bodies.push_back(std::move(body));
}

class Converter {
 public:
  Converter(const ir::Arena& arena, std::string_view source, Diagnostics& diags)
      : arena_(arena), source_(source), diags_(diags) {
    stack_.start();
  }

  // Whether a walk went deeper than the stack allows (reported once): the
  // text written is then incomplete.
  bool too_deep() const { return too_deep_; }

  // `block_type` is the type of the block whose body this is ("" at the root).
  BodyPlan body(ir::BodyId id, bool is_root, std::string_view block_type) {
    const ir::Body& b = arena_.body(id);
    BodyPlan plan{std::vector<BodyObject>(1), block_type};
    if (out_of_stack(b.span)) return plan;
    std::vector<BodyObject>& objects = plan.objects;
    // Room for every item in the first object, which is the only one in all
    // but unusual root bodies.
    objects.back().properties.reserve(b.attributes.size() + b.blocks.size());
    std::unordered_set<std::string_view> block_types;
    for (ir::BlockId block : b.blocks) block_types.insert(arena_.block(block).type.text);
    // The object that takes a property of this name: at the root a new one
    // once the name is taken, elsewhere the only one (repeating the name).
    const auto object_for = [&](std::string_view name, bool repeatable) -> BodyObject& {
      if (!repeatable) return objects.back();
      if (is_root && objects.back().repeatable_names.contains(name)) objects.emplace_back();
      objects.back().repeatable_names.insert(name);
      return objects.back();
    };
    auto attribute = b.attributes.begin();
    auto block = b.blocks.begin();
    while (attribute != b.attributes.end() || block != b.blocks.end()) {
      bool attribute_first =
          block == b.blocks.end() || (attribute != b.attributes.end() &&
                                      arena_.attribute(*attribute).span.start < arena_.block(*block).span.start);
      if (attribute_first) {
        const std::string name(arena_.attribute(*attribute).name.text);
        object_for(name, block_types.contains(name)).properties.push_back({false, attribute->index()});
        ++attribute;
        continue;
      }
      const ir::BlockId block_id = *block++;
      const ir::Block& blk = arena_.block(block_id);
      BodyPlan block_body = body(blk.body, false, blk.type.text);
      // Attributes have no order among blocks: blocks join the object's last
      // block type when they are of that type.
      BodyObject& last = objects.back();
      if (!last.blocks.empty()) {
        auto& [type, tree] = last.blocks.back();
        if (type == blk.type.text && tree.labels_left == blk.labels.size()) {
          tree.add(blk.labels, std::move(block_body));
          continue;
        }
      }
      BodyObject& object = object_for(blk.type.text, true);
      object.properties.push_back({true, static_cast<std::uint32_t>(object.blocks.size())});
      object.blocks.emplace_back(blk.type.text, BlockTree(blk.labels.size(), block_id));
      object.blocks.back().second.add(blk.labels, std::move(block_body));
    }
    return plan;
  }

  void write(std::string& out, const BodyPlan& plan, int depth) {
    if (plan.objects.size() == 1) return write(out, plan, plan.objects.front(), depth);
    write_items(out, '[', ']', plan.objects.size(), depth,
                [&](std::size_t i) { write(out, plan, plan.objects[i], depth + 1); });
  }

 private:
  void write(std::string& out, const BodyPlan& plan, const BodyObject& object, int depth) {
    write_items(out, '{', '}', object.properties.size(), depth, [&](std::size_t i) {
      const BodyObject::Property& p = object.properties[i];
      if (p.is_block) {
        const auto& [type, tree] = object.blocks[p.index];
        out += json_quote_plain(type);
        out += ": ";
        write(out, tree, depth + 1);
        return;
      }
      const ir::Attribute& a = arena_.attribute(ir::AttributeId(p.index));
      out += json_quote_plain(a.name.text);
      out += ": ";
      std::optional<JsonValue> value = terraform_convention(plan.block_type, std::string(a.name.text), a.expr);
      write_value(out, value ? std::move(*value) : expression(a.expr), depth + 1);
      // The value is written: the key texts it viewed are no longer needed.
      kept_keys_.clear();
    });
  }

  void write(std::string& out, const BlockTree& tree, int depth) {
    if (out_of_stack(arena_.block(tree.first_block).span)) return;
    if (tree.labels_left == 0) {
      if (tree.bodies.size() == 1) return write(out, tree.bodies.front(), depth);
      return write_items(out, '[', ']', tree.bodies.size(), depth,
                         [&](std::size_t i) { write(out, tree.bodies[i], depth + 1); });
    }
    const auto write_level = [&](const BlockTree::Level& level, int level_depth) {
      write_items(out, '{', '}', level.entries.size(), level_depth, [&](std::size_t i) {
        out += json_quote_plain(level.entries[i].first);
        out += ": ";
        write(out, level.entries[i].second, level_depth + 1);
      });
    };
    if (tree.levels.size() == 1) return write_level(tree.levels.front(), depth);
    write_items(out, '[', ']', tree.levels.size(), depth,
                [&](std::size_t i) { write_level(tree.levels[i], depth + 1); });
  }

  // Terraform reads some attributes in the JSON syntax as the text of a
  // keyword, type or reference rather than as a template (its "JSON
  // Configuration Syntax"): a variable's `type` ("list(string)"), the
  // references of `depends_on`, `provider`, a module's `providers`,
  // `lifecycle`'s `ignore_changes` and `replace_triggered_by`, the
  // addresses of `moved`, `removed` and `import`, and the names of a dynamic
  // block's `iterator`, a provisioner's `when` and `on_failure` and
  // `terraform`'s `experiments`. Written as "${…}" these are errors there. Only expressions of the expected shape are
  // written so; others convert as usual.
  std::optional<JsonValue> terraform_convention(std::string_view block_type, const std::string& name, ir::ExprId id) {
    if (block_type == "variable" && name == "type") return string_value(source_of(id));
    if (name == "depends_on" ||
        (block_type == "lifecycle" && (name == "ignore_changes" || name == "replace_triggered_by")))
      return block_type == "lifecycle" && name == "ignore_changes" && is_reference(id) ? reference(id)
                                                                                       : reference_list(id);
    if (name == "provider" && (block_type == "resource" || block_type == "data" || block_type == "ephemeral"))
      return reference(id);
    if (block_type == "module" && name == "providers") return reference_object(id);
    if ((block_type == "moved" || block_type == "removed" || block_type == "import") &&
        (name == "from" || name == "to"))
      return reference(id);
    // Names read as keywords: a dynamic block's iterator, a provisioner's
    // `when` and `on_failure`, the experiments a module opts into.
    if (block_type == "dynamic" && name == "iterator") return reference(id);
    if (block_type == "provisioner" && (name == "when" || name == "on_failure")) return reference(id);
    if (block_type == "terraform" && name == "experiments") return reference_list(id);
    return std::nullopt;
  }

  // A reference: a name with attribute and index steps (`aws_instance.web`,
  // `aws.west`, `module.x[count.index]`).
  bool is_reference(ir::ExprId id) const {
    if (arena_.get_if<ir::ScopeTraversal>(id)) return true;
    if (const auto* relative = arena_.get_if<ir::RelativeTraversal>(id)) return is_reference(relative->source);
    if (const auto* index = arena_.get_if<ir::Index>(id)) return is_reference(index->collection);
    return false;
  }

  std::optional<JsonValue> reference(ir::ExprId id) const {
    if (!is_reference(id)) return std::nullopt;
    return string_value(source_of(id));
  }

  std::optional<JsonValue> reference_list(ir::ExprId id) const {
    const auto* tuple = arena_.get_if<ir::Tuple>(id);
    if (!tuple) return std::nullopt;
    std::vector<JsonValue> elements;
    for (ir::ExprId e : tuple->elements) {
      std::optional<JsonValue> element = reference(e);
      if (!element) return std::nullopt;
      elements.push_back(std::move(*element));
    }
    return JsonValue::array(std::move(elements));
  }

  // `{ aws = aws.west, "aws.east" = aws.other }`: keys and values as references' text.
  std::optional<JsonValue> reference_object(ir::ExprId id) {
    const auto* object = arena_.get_if<ir::Object>(id);
    if (!object) return std::nullopt;
    std::vector<std::pair<std::string_view, JsonValue>> members;
    for (const ir::ObjectItem& item : object->items) {
      std::optional<std::string> key = literal_string(item.key);
      if (!key && is_reference(item.key)) key = std::string(source_of(item.key));
      std::optional<JsonValue> value = reference(item.value);
      if (!key || !value) return std::nullopt;
      members.emplace_back(keep(std::move(*key)), std::move(*value));
    }
    return JsonValue::object(std::move(members));
  }

  // An attribute's value.
  JsonValue expression(ir::ExprId id) {
    if (std::optional<JsonValue> literal = literal_json(id, false)) return std::move(*literal);
    if (const auto* t = arena_.get_if<ir::Template>(id)) {
      // Strip markers can leave one interpolation alone in a template that
      // still converts its value to a string (`" ${~x}"`); written bare it
      // would be unwrapped, so it keeps a stripped space.
      if (std::optional<ir::ExprId> alone = lone_interpolation(*t))
        return string_value(" ${~" + delimited_source(*alone) + "}");
      return string_value(template_text(t->parts, '\0'));
    }
    if (const auto* wrap = arena_.get_if<ir::TemplateWrap>(id)) return string_value(interpolation(wrap->wrapped));
    return string_value(interpolation(id));
  }

  // The expression of a template's only part besides empty literals, if
  // that part is an interpolation.
  std::optional<ir::ExprId> lone_interpolation(const ir::Template& t) const {
    std::optional<ir::ExprId> found;
    for (ir::ExprId part : t.parts) {
      const auto* lit = arena_.get_if<ir::Literal>(part);
      if (lit && lit->value.text.empty()) continue;
      const auto* interp = arena_.get_if<ir::TemplateInterp>(part);
      if (!interp || found) return std::nullopt;
      found = interp->expr;
    }
    return found;
  }

  // The text of a string made only of literal parts.
  std::optional<std::string> literal_string(ir::ExprId id) const {
    if (const auto* lit = arena_.get_if<ir::Literal>(id))
      return lit->value.kind == ir::LiteralKind::String ? std::optional(std::string(lit->value.text)) : std::nullopt;
    const auto* t = arena_.get_if<ir::Template>(id);
    if (!t) return std::nullopt;
    std::string text;
    for (ir::ExprId part : t->parts) {
      const auto* lit = arena_.get_if<ir::Literal>(part);
      if (!lit) return std::nullopt;
      text += lit->value.text;
    }
    return text;
  }

  // The JSON value of an expression made only of literals. Strings inside
  // arrays and objects are kept only if they hold no `${` or `%{`: hclc's
  // JSON reader takes nested strings literally where the reference reads
  // templates, and "${…}" of the source means the same to both.
  std::optional<JsonValue> literal_json(ir::ExprId id, bool nested) {
    // Too deep to convert here, it stays an expression: its source text.
    // (Writing a value takes less stack a level than making it.)
    if (stack_.spent()) return std::nullopt;
    if (std::optional<std::string> text = literal_string(id)) {
      if (nested && has_template_sequence(*text)) return std::nullopt;
      return string_value(escape_template_literal(*text));
    }
    if (const auto* lit = arena_.get_if<ir::Literal>(id)) {
      switch (lit->value.kind) {
        case ir::LiteralKind::Number: return JsonValue::encoded(json_number(lit->value.text));
        case ir::LiteralKind::Bool: return JsonValue::encoded(lit->value.boolean ? "true" : "false");
        case ir::LiteralKind::Null: return JsonValue::encoded("null");
        case ir::LiteralKind::String: break;
      }
      return std::nullopt;
    }
    if (const auto* negation = arena_.get_if<ir::Unary>(id)) {
      const auto* operand = arena_.get_if<ir::Literal>(negation->operand);
      if (negation->op == ir::UnaryOp::Negate && operand && operand->value.kind == ir::LiteralKind::Number)
        return JsonValue::encoded("-" + json_number(operand->value.text));
      return std::nullopt;
    }
    if (const auto* tuple = arena_.get_if<ir::Tuple>(id)) {
      std::vector<JsonValue> elements;
      for (ir::ExprId e : tuple->elements) {
        std::optional<JsonValue> element = literal_json(e, true);
        if (!element) return std::nullopt;
        elements.push_back(std::move(*element));
      }
      return JsonValue::array(std::move(elements));
    }
    if (const auto* object = arena_.get_if<ir::Object>(id)) {
      // A repeated key is the last one's value in the native syntax but an
      // error in JSON, so such objects stay expressions.
      std::vector<std::pair<std::string_view, JsonValue>> members;
      std::unordered_set<std::string_view> names;
      for (const ir::ObjectItem& item : object->items) {
        std::optional<std::string> key = literal_string(item.key);
        if (!key || has_template_sequence(*key) || names.contains(*key)) return std::nullopt;
        std::optional<JsonValue> value = literal_json(item.value, true);
        if (!value) return std::nullopt;
        const std::string_view kept = keep(std::move(*key));
        names.insert(kept);
        members.emplace_back(kept, std::move(*value));
      }
      return JsonValue::object(std::move(members));
    }
    return std::nullopt;
  }

  std::string_view source_of(ir::ExprId id) const {
    ir::Span span = arena_.span(id);
    return source_.substr(span.start, span.end - span.start);
  }

  // An expression's source, to be followed by `}`. A heredoc's closing
  // marker must end its line, so a source that may end in one gets a newline
  // (newlines inside an interpolation mean nothing).
  std::string delimited_source(ir::ExprId id) const {
    std::string text(source_of(id));
    std::size_t last_line = text.rfind('\n');
    if (last_line == std::string::npos || text.find("<<") == std::string::npos) return text;
    std::string_view tail = std::string_view(text).substr(last_line + 1);
    const auto is_marker_char = [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == ' ' || c == '\t' || c == '\r';
    };
    if (!tail.empty() && std::all_of(tail.begin(), tail.end(), is_marker_char)) text += '\n';
    return text;
  }

  std::string interpolation(ir::ExprId id) const { return "${" + delimited_source(id) + "}"; }

  std::string template_text(const ir::List<ir::ExprId>& parts, char closing_opener) const {
    std::string out;
    append_parts(out, parts, closing_opener);
    return out;
  }

  // Appends a template's parts; `closing_opener` is '%' inside a directive
  // (whose `%{ else }`, `%{ endif }` or `%{ endfor }` follows) and '\0' at
  // the end of the string.
  void append_parts(std::string& out, const ir::List<ir::ExprId>& parts, char closing_opener) const {
    std::string literal;
    for (ir::ExprId part : parts) {
      if (const auto* lit = arena_.get_if<ir::Literal>(part)) {
        literal += lit->value.text;
        continue;
      }
      append_literal(out, literal, arena_.kind(part) == ir::NodeKind::TemplateInterp ? '$' : '%');
      literal.clear();
      append_part(out, part);
    }
    append_literal(out, literal, closing_opener);
  }

  // `$` just before `${` (or `%` before `%{`) would read as the escape `$${`
  // (`%%{`), so a literal ending in such characters gives them as an
  // interpolated string instead.
  static void append_literal(std::string& out, std::string_view text, char next_opener) {
    std::size_t run_start = text.size();
    while (next_opener != '\0' && run_start > 0 && text[run_start - 1] == next_opener) --run_start;
    out += escape_template_literal(text.substr(0, run_start));
    if (run_start < text.size()) out += "${\"" + std::string(text.substr(run_start)) + "\"}";
  }

  void append_part(std::string& out, ir::ExprId part) const {
    if (const auto* interp = arena_.get_if<ir::TemplateInterp>(part)) {
      out += interpolation(interp->expr);
    } else if (const auto* branch = arena_.get_if<ir::TemplateIf>(part)) {
      out += "%{ if " + delimited_source(branch->cond) + " }";
      append_parts(out, arena_.get<ir::Template>(branch->then_part).parts, '%');
      if (branch->else_part) {
        out += "%{ else }";
        append_parts(out, arena_.get<ir::Template>(branch->else_part).parts, '%');
      }
      out += "%{ endif }";
    } else if (const auto* loop = arena_.get_if<ir::TemplateFor>(part)) {
      out += "%{ for ";
      if (loop->key_var) out += std::string(loop->key_var->text) + ", ";
      out += std::string(loop->value_var.text) + " in " + delimited_source(loop->collection) + " }";
      append_parts(out, arena_.get<ir::Template>(loop->body).parts, '%');
      out += "%{ endfor }";
    }
  }

  // A key text made here (not a name of the IR), kept until its attribute is written.
  std::string_view keep(std::string key) { return kept_keys_.emplace_back(std::move(key)); }

  // Whether the stack this conversion may use (runtime/stack_budget.h) is
  // spent; the first time, a report at `where`.
  bool out_of_stack(const ir::Span& where) {
    if (!too_deep_ && !stack_.spent()) return false;
    if (!too_deep_) {
      too_deep_ = true;
      diags_.add(DiagKind::NestingTooDeep,
                 "This block's nested blocks or labels go deeper than hclc can convert to JSON.", arena_.range(where));
    }
    return true;
  }

  const ir::Arena& arena_;
  std::string_view source_;
  Diagnostics& diags_;
  StackBudget stack_;
  bool too_deep_ = false;
  std::deque<std::string> kept_keys_;  // a deque: the texts do not move
};

}  // namespace

std::string native_to_json(const ir::File& file, std::string_view source_text, Diagnostics& diags) {
  Converter converter(*file.arena, source_text, diags);
  // The JSON is mostly longer than its source (quotes, indentation): room for
  // half as much again spares most of the copies of a growing text.
  std::string out;
  out.reserve(source_text.size() + source_text.size() / 2);
  converter.write(out, converter.body(file.body, true, ""), 0);
  if (converter.too_deep()) return {};
  out += '\n';
  return out;
}

}  // namespace hclc::tojson
