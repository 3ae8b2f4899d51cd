#include "lsp/type_check.h"

#include <algorithm>
#include <string>
#include <unordered_set>

#include "eval/typeexpr.h"
#include "runtime/json.h"
#include "source/source_file.h"
#include "syntax/parse.h"

namespace hclc::lsp {
namespace {

// A value of a constraint type such as `object({a = optional(string)})` has
// every attribute (the optional ones null): the type it is checked as.
Type without_optional(const Type& type) {
  switch (type.kind()) {
    case Type::Kind::List: return Type::list(without_optional(type.element_type()));
    case Type::Kind::Set: return Type::set(without_optional(type.element_type()));
    case Type::Kind::Map: return Type::map(without_optional(type.element_type()));
    case Type::Kind::Tuple: {
      std::vector<Type> elements;
      for (const Type& e : type.elements()) elements.push_back(without_optional(e));
      return Type::tuple(std::move(elements));
    }
    case Type::Kind::Object: {
      std::vector<Type::Attribute> attributes;
      for (const auto& [name, t] : type.attributes()) attributes.emplace_back(name, without_optional(t));
      return Type::object(std::move(attributes));
    }
    default: return type;
  }
}

std::optional<Type> type_from_expression_text(const std::string& text) {
  SourceFile source("<type>", text);
  Diagnostics diags;
  ir::Expression expr = parse_expression(source, diags);
  if (diags.has_errors()) return std::nullopt;
  std::optional<eval::TypeConstraintWithDefaults> type =
      eval::type_constraint_with_defaults(*expr.arena, expr.root, diags);
  if (!type || diags.has_errors()) return std::nullopt;
  return without_optional(type->type);
}

// An object item's key as written: `name` or `"name"`.
std::optional<std::string> key_name(const ir::Arena& arena, ir::ExprId key) {
  if (const ir::ScopeTraversal* t = arena.get_if<ir::ScopeTraversal>(key); t && t->steps.empty())
    return std::string(t->root.text);
  if (const ir::Literal* l = arena.get_if<ir::Literal>(key); l && l->value.kind == ir::LiteralKind::String)
    return std::string(l->value.text);
  if (const ir::Template* t = arena.get_if<ir::Template>(key); t && t->parts.size() == 1)
    return key_name(arena, t->parts[0]);
  return std::nullopt;
}

bool is_type_expression(const ir::Block& block, const ir::Attribute& attribute, CheckProfile profile, bool top) {
  return profile == CheckProfile::Module && top && block.type.text == "variable" && attribute.name.text == "type";
}

// What makes two diagnostics the same report: the summary and the subject's
// bytes (the checker may find one problem again from another attribute).
std::string report_key(const Diagnostic& d) {
  std::string key = d.summary;
  if (d.subject) key += '\0' + std::to_string(d.subject->start.byte) + ':' + std::to_string(d.subject->end.byte);
  return key;
}

}  // namespace

std::optional<Type> type_from_description(const Json& description) {
  if (const std::string* text = description.string()) {
    // "string" and "number" read the same both ways; "list(string)" only as an expression.
    if (Result<Type> type = type_from_json(description.dump())) return *type;
    return type_from_expression_text(*text);
  }
  if (Result<Type> type = type_from_json(description.dump())) return *type;
  return std::nullopt;
}

check::VariableTypes types_from_object(const ir::Arena& arena, ir::ExprId object, Diagnostics& diags) {
  check::VariableTypes types;
  const ir::Object* items = object.valid() ? arena.get_if<ir::Object>(object) : nullptr;
  if (!items) {
    diags.add(DiagKind::EvalInvalidVariables, "`types` must be an object of type expressions: { name = string }.",
              object.valid() ? std::optional<Range>(arena.range(object)) : std::nullopt);
    return types;
  }
  for (const ir::ObjectItem& item : items->items) {
    std::optional<std::string> name = key_name(arena, item.key);
    std::optional<eval::TypeConstraintWithDefaults> type;
    if (name) type = eval::type_constraint_with_defaults(arena, item.value, diags);
    if (!name || !type) {
      diags.add(DiagKind::EvalInvalidVariables, "Each of `types` must be a name and a type expression.",
                arena.range(item.key));
      continue;
    }
    types.insert_or_assign(*name, without_optional(type->type));
  }
  return types;
}

Type terraform_var_type(const std::vector<const ir::File*>& module) {
  std::map<std::string, Type> variables;
  for (const ir::File* file : module) {
    const ir::Arena& arena = *file->arena;
    for (ir::BlockId id : file->root().blocks) {
      const ir::Block& block = arena.block(id);
      if (block.type.text != "variable" || block.labels.size() != 1) continue;
      Type type = Type::dynamic();
      for (ir::AttributeId a : arena.body(block.body).attributes) {
        const ir::Attribute& attribute = arena.attribute(a);
        if (attribute.name.text != "type" || !attribute.expr.valid()) continue;
        Diagnostics ignored;  // a bad type expression is Terraform's to report
        if (std::optional<eval::TypeConstraintWithDefaults> t =
                eval::type_constraint_with_defaults(arena, attribute.expr, ignored))
          type = without_optional(t->type);
      }
      variables.insert_or_assign(std::string(block.labels[0].text), std::move(type));
    }
  }
  std::vector<Type::Attribute> attributes(variables.begin(), variables.end());
  return Type::object(std::move(attributes));
}

check::VariableTypes with_free_names(const ir::Arena& arena, ir::ExprId root, const check::VariableTypes& variables) {
  check::VariableTypes out = variables;
  std::vector<ir::ExprId> pending{root};
  while (!pending.empty()) {
    const ir::ExprId id = pending.back();
    pending.pop_back();
    if (const ir::ScopeTraversal* t = arena.get_if<ir::ScopeTraversal>(id))
      out.try_emplace(std::string(t->root.text), Type::dynamic());
    ir::for_each_child(arena, id, [&](ir::ExprId child) {
      if (child.valid()) pending.push_back(child);
    });
  }
  return out;
}

void type_check_diagnostics(const ir::File& file, const check::VariableTypes& variables, const FunctionTable& functions,
                            CheckProfile profile, Diagnostics& diags) {
  const ir::Arena& arena = *file.arena;
  // The attributes to check, in source order (as their diagnostics are listed).
  std::vector<const ir::Attribute*> attributes;
  struct Pending {
    ir::BodyId body;
    const ir::Block* block;  // the block whose body it is (none at the top)
    bool top;                // a block of the file's own body
  };
  std::vector<Pending> bodies{{file.body, nullptr, false}};
  while (!bodies.empty()) {
    const Pending at = bodies.back();
    bodies.pop_back();
    const ir::Body& body = arena.body(at.body);
    for (ir::AttributeId id : body.attributes) {
      const ir::Attribute& attribute = arena.attribute(id);
      if (attribute.expr.valid() && !(at.block && is_type_expression(*at.block, attribute, profile, at.top)))
        attributes.push_back(&attribute);
    }
    for (ir::BlockId id : body.blocks) bodies.push_back({arena.block(id).body, &arena.block(id), at.block == nullptr});
  }
  std::sort(attributes.begin(), attributes.end(),
            [](const ir::Attribute* x, const ir::Attribute* y) { return x->span.start < y->span.start; });
  std::unordered_set<std::string> reported;
  for (const Diagnostic& d : diags) reported.insert(report_key(d));
  for (const ir::Attribute* attribute : attributes) {
    Diagnostics found;
    check::check_expression(arena, attribute->expr, with_free_names(arena, attribute->expr, variables), &functions,
                            found);
    for (const Diagnostic& d : found)
      if (!(profile == CheckProfile::Module && d.kind == DiagKind::EvalUnknownFunction) &&
          reported.insert(report_key(d)).second)
        diags.add(d);
  }
}

}  // namespace hclc::lsp
