#include "lsp/navigation.h"

namespace hclc::lsp {
namespace {

// The name inside a label's quotes (a label may also be a bare identifier).
void set_name(Occurrence& o, const ir::Span& span, std::string_view text) {
  o.name_begin = span.start;
  o.name_end = span.end;
  if (o.name_end > o.name_begin + 1 && text[o.name_begin] == '"' && text[o.name_end - 1] == '"') {
    ++o.name_begin;
    --o.name_end;
  }
}

// A traversal step `.name` names from its second byte.
bool attr_step(const ir::TraversalStep& step, std::string& name, std::uint32_t& begin, std::uint32_t& end) {
  if (step.kind != ir::StepKind::Attr) return false;
  name = step.name;
  end = step.span.end;
  begin = end - static_cast<std::uint32_t>(step.name.size());
  return true;
}

// `root.a` (var, local, module) or `root.a.b` (data, Packer's source) as the key "root.a[.b]".
bool add_qualified(const ir::ScopeTraversal& t, std::size_t names, Occurrence o, std::vector<Occurrence>& out) {
  if (t.steps.size() < names) return false;
  o.key = t.root.text;
  std::string name;
  std::uint32_t begin = 0;
  std::uint32_t end = 0;
  for (std::size_t i = 0; i < names; ++i) {
    if (!attr_step(t.steps[i], name, begin, end)) return false;
    o.key += "." + name;
  }
  o.hit_end = o.name_end = end;
  o.name_begin = begin;
  out.push_back(std::move(o));
  return true;
}

void add_reference(const ir::ScopeTraversal& t, Profile profile, std::vector<Occurrence>& out) {
  const std::string_view root = t.root.text;
  Occurrence o;
  o.hit_begin = t.root.span.start;
  if (root == "var" || root == "local") {
    add_qualified(t, 1, std::move(o), out);
    return;
  }
  switch (profile) {
    case Profile::Terraform: {
      if (root == "module") {
        add_qualified(t, 1, std::move(o), out);
        return;
      }
      if (root == "data") {
        add_qualified(t, 2, std::move(o), out);
        return;
      }
      // Names Terraform gives values of its own, not a resource type.
      static constexpr std::string_view kBuiltin[] = {"each", "count", "self", "path", "terraform"};
      for (std::string_view builtin : kBuiltin)
        if (root == builtin) return;
      add_qualified(t, 1, std::move(o), out);
      return;
    }
    case Profile::Packer:
      if (root == "data" || root == "source") add_qualified(t, 2, std::move(o), out);
      return;
    case Profile::Nomad:
    case Profile::Generic: return;
  }
}

// Packer's builds name their sources in strings, "source.TYPE.NAME": in
// `sources = [...]` and as the label of a `source` block.
void add_source_string(std::uint32_t begin, std::uint32_t end, std::string_view text, std::vector<Occurrence>& out) {
  if (end <= begin + 2 || text[begin] != '"' || text[end - 1] != '"') return;
  const std::string_view inside = text.substr(begin + 1, end - begin - 2);
  const std::size_t first_dot = inside.find('.');
  const std::size_t last_dot = inside.rfind('.');
  if (!inside.starts_with("source.") || first_dot == last_dot || last_dot + 1 == inside.size()) return;
  Occurrence o;
  o.key = std::string(inside);
  o.hit_begin = begin + 1;
  o.hit_end = end - 1;
  o.name_begin = begin + 1 + static_cast<std::uint32_t>(last_dot) + 1;
  o.name_end = end - 1;
  out.push_back(std::move(o));
}

void add_build_references(const ir::Arena& arena, const ir::Block& build, std::string_view text,
                          std::vector<Occurrence>& out) {
  const ir::Body& body = arena.body(build.body);
  for (ir::AttributeId id : body.attributes) {
    const ir::Attribute& a = arena.attribute(id);
    const ir::Tuple* sources = a.name.text == "sources" && a.expr.valid() ? arena.get_if<ir::Tuple>(a.expr) : nullptr;
    if (!sources) continue;
    for (ir::ExprId e : sources->elements) add_source_string(arena.span(e).start, arena.span(e).end, text, out);
  }
  for (ir::BlockId id : body.blocks) {
    const ir::Block& b = arena.block(id);
    if (b.type.text == "source" && b.labels.size() == 1)
      add_source_string(b.labels[0].span.start, b.labels[0].span.end, text, out);
  }
}

void add_definitions(const ir::Arena& arena, const ir::Block& block, std::string_view text, Profile profile,
                     std::vector<Occurrence>& out) {
  const std::string_view type = block.type.text;
  const auto& labels = block.labels;
  auto define = [&](std::string key, const ir::Name& name) {
    Occurrence o;
    o.key = std::move(key);
    o.definition = true;
    o.hit_begin = block.type.span.start;
    o.hit_end = block.def_span().end;
    set_name(o, name.span, text);
    out.push_back(std::move(o));
  };
  if (profile == Profile::Generic) return;
  if (type == "variable" && labels.size() == 1) define("var." + std::string(labels[0].text), labels[0]);
  if (profile == Profile::Terraform) {
    if (type == "module" && labels.size() == 1) define("module." + std::string(labels[0].text), labels[0]);
    if (type == "output" && labels.size() == 1) define("output." + std::string(labels[0].text), labels[0]);
    if (type == "resource" && labels.size() == 2)
      define(std::string(labels[0].text) + "." + std::string(labels[1].text), labels[1]);
  }
  if (profile != Profile::Nomad && type == "data" && labels.size() == 2)
    define("data." + std::string(labels[0].text) + "." + std::string(labels[1].text), labels[1]);
  if (profile == Profile::Packer) {
    if (type == "source" && labels.size() == 2)
      define("source." + std::string(labels[0].text) + "." + std::string(labels[1].text), labels[1]);
    if (type == "local" && labels.size() == 1) define("local." + std::string(labels[0].text), labels[0]);
    if (type == "build") add_build_references(arena, block, text, out);
  }
  if (type == "locals" && labels.empty()) {
    for (ir::AttributeId id : arena.body(block.body).attributes) {
      const ir::Attribute& a = arena.attribute(id);
      Occurrence o;
      o.key = "local." + std::string(a.name.text);
      o.definition = true;
      o.hit_begin = o.name_begin = a.name.span.start;
      o.hit_end = o.name_end = a.name.span.end;
      out.push_back(std::move(o));
    }
  }
}

}  // namespace

Profile profile_of_path(std::string_view path) {
  if (path.ends_with(".tf") || path.ends_with(".tfvars")) return Profile::Terraform;
  if (path.ends_with(".pkr.hcl") || path.ends_with(".pkrvars.hcl")) return Profile::Packer;
  if (path.ends_with(".nomad") || path.ends_with(".nomad.hcl")) return Profile::Nomad;
  return Profile::Generic;
}

std::optional<Profile> profile_named(std::string_view name) {
  if (name == "terraform") return Profile::Terraform;
  if (name == "packer") return Profile::Packer;
  if (name == "nomad") return Profile::Nomad;
  return std::nullopt;
}

bool is_module_file(std::string_view path, Profile profile) {
  switch (profile) {
    case Profile::Terraform: return path.ends_with(".tf");
    case Profile::Packer: return path.ends_with(".pkr.hcl");
    case Profile::Nomad:
    case Profile::Generic: return false;  // a Nomad job is one file
  }
  return false;
}

std::optional<std::string> definition_description(const ir::File& file, const Occurrence& definition) {
  if (!definition.definition || !(definition.key.starts_with("var.") || definition.key.starts_with("output.")))
    return std::nullopt;
  const ir::Arena& arena = *file.arena;
  for (ir::BlockId id : file.root().blocks) {
    const ir::Block& block = arena.block(id);
    if (block.type.span.start != definition.hit_begin) continue;
    for (ir::AttributeId a : arena.body(block.body).attributes) {
      const ir::Attribute& attribute = arena.attribute(a);
      if (attribute.name.text != "description" || !attribute.expr.valid()) continue;
      // A quoted string or heredoc: literal parts only.
      ir::List<ir::ExprId> parts(&attribute.expr, 1);
      if (const ir::Template* t = arena.get_if<ir::Template>(attribute.expr)) parts = t->parts;
      std::string text;
      for (ir::ExprId part : parts) {
        const ir::Literal* literal = arena.get_if<ir::Literal>(part);
        if (!literal || literal->value.kind != ir::LiteralKind::String) return std::nullopt;
        text += literal->value.text;
      }
      // A heredoc's last line end is not part of what it says.
      while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
      return text;
    }
  }
  return std::nullopt;
}

bool is_identifier(std::string_view name) {
  if (name.empty()) return false;
  const char first = name.front();
  if (!((first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z') || first == '_')) return false;
  for (const char c : name)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
      return false;
  return true;
}

std::vector<Occurrence> occurrences(const ir::File& file, std::string_view text, Profile profile) {
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
      if (top) add_definitions(arena, arena.block(b), text, profile, out);
      bodies.emplace_back(arena.block(b).body, false);
    }
  }
  while (!expressions.empty()) {
    const ir::ExprId id = expressions.back();
    expressions.pop_back();
    if (const ir::ScopeTraversal* t = arena.get_if<ir::ScopeTraversal>(id)) add_reference(*t, profile, out);
    ir::for_each_child(arena, id, [&](ir::ExprId child) {
      if (child.valid()) expressions.push_back(child);
    });
  }
  return out;
}

}  // namespace hclc::lsp
