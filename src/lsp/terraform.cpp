#include "lsp/terraform.h"

namespace hclc::lsp {
namespace {

// The name inside a label's quotes (a label may also be a bare identifier).
void set_name(Occurrence& o, const Span& span, std::string_view text) {
  o.name_begin = span.start.byte;
  o.name_end = span.end.byte;
  if (o.name_end > o.name_begin + 1 && text[o.name_begin] == '"' && text[o.name_end - 1] == '"') {
    ++o.name_begin;
    --o.name_end;
  }
}

// A traversal step `.name` names from its second byte.
bool attr_step(const ir::TraversalStep& step, std::string& name, std::uint32_t& begin, std::uint32_t& end) {
  if (step.kind != ir::StepKind::Attr) return false;
  name = step.name;
  end = step.span.end.byte;
  begin = end - static_cast<std::uint32_t>(step.name.size());
  return true;
}

void add_reference(const ir::ScopeTraversal& t, std::vector<Occurrence>& out) {
  const std::string& root = t.root.text;
  static constexpr std::string_view kPlain[] = {"var", "local", "module"};
  Occurrence o;
  o.hit_begin = t.root.span.start.byte;
  std::string first;
  std::string second;
  std::uint32_t begin = 0;
  std::uint32_t end = 0;
  for (std::string_view prefix : kPlain) {
    if (root != prefix) continue;
    if (t.steps.empty() || !attr_step(t.steps[0], first, begin, end)) return;
    o.key = std::string(prefix) + "." + first;
    o.hit_end = o.name_end = end;
    o.name_begin = begin;
    out.push_back(std::move(o));
    return;
  }
  if (root == "data") {
    std::uint32_t type_begin = 0;
    std::uint32_t type_end = 0;
    if (t.steps.size() < 2 || !attr_step(t.steps[0], first, type_begin, type_end) ||
        !attr_step(t.steps[1], second, begin, end))
      return;
    o.key = "data." + first + "." + second;
  } else {
    // Names Terraform gives values of its own, not a resource type.
    static constexpr std::string_view kBuiltin[] = {"each", "count", "self", "path", "terraform"};
    for (std::string_view builtin : kBuiltin)
      if (root == builtin) return;
    if (t.steps.empty() || !attr_step(t.steps[0], first, begin, end)) return;
    o.key = root + "." + first;
  }
  o.hit_end = o.name_end = end;
  o.name_begin = begin;
  out.push_back(std::move(o));
}

void add_definitions(const ir::Arena& arena, const ir::Block& block, std::string_view text,
                     std::vector<Occurrence>& out) {
  const std::string& type = block.type.text;
  const auto& labels = block.labels;
  auto define = [&](std::string key, const ir::Name& name) {
    Occurrence o;
    o.key = std::move(key);
    o.definition = true;
    o.hit_begin = block.type.span.start.byte;
    o.hit_end = block.def_span().end.byte;
    set_name(o, name.span, text);
    out.push_back(std::move(o));
  };
  if (type == "variable" && labels.size() == 1) define("var." + labels[0].text, labels[0]);
  if (type == "module" && labels.size() == 1) define("module." + labels[0].text, labels[0]);
  if (type == "output" && labels.size() == 1) define("output." + labels[0].text, labels[0]);
  if (type == "resource" && labels.size() == 2) define(labels[0].text + "." + labels[1].text, labels[1]);
  if (type == "data" && labels.size() == 2) define("data." + labels[0].text + "." + labels[1].text, labels[1]);
  if (type == "locals" && labels.empty()) {
    for (ir::AttributeId id : arena.body(block.body).attributes) {
      const ir::Attribute& a = arena.attribute(id);
      Occurrence o;
      o.key = "local." + a.name.text;
      o.definition = true;
      o.hit_begin = o.name_begin = a.name.span.start.byte;
      o.hit_end = o.name_end = a.name.span.end.byte;
      out.push_back(std::move(o));
    }
  }
}

}  // namespace

bool is_terraform_identifier(std::string_view name) {
  if (name.empty()) return false;
  const char first = name.front();
  if (!((first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z') || first == '_')) return false;
  for (const char c : name)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
      return false;
  return true;
}

std::vector<Occurrence> terraform_occurrences(const ir::File& file, std::string_view text) {
  const ir::Arena& arena = *file.arena;
  std::vector<Occurrence> out;
  std::vector<ir::ExprId> expressions;
  std::vector<std::pair<ir::BodyId, bool>> bodies{{file.body, true}};  // (body, at the top level)
  while (!bodies.empty()) {
    const auto [id, top] = bodies.back();
    bodies.pop_back();
    const ir::Body& body = arena.body(id);
    for (ir::AttributeId a : body.attributes)
      if (arena.attribute(a).expr.valid()) expressions.push_back(arena.attribute(a).expr);
    for (ir::BlockId b : body.blocks) {
      if (top) add_definitions(arena, arena.block(b), text, out);
      bodies.emplace_back(arena.block(b).body, false);
    }
  }
  while (!expressions.empty()) {
    const ir::ExprId id = expressions.back();
    expressions.pop_back();
    if (const ir::ScopeTraversal* t = arena.get_if<ir::ScopeTraversal>(id)) add_reference(*t, out);
    ir::for_each_child(arena, id, [&](ir::ExprId child) {
      if (child.valid()) expressions.push_back(child);
    });
  }
  return out;
}

}  // namespace hclc::lsp
