#include "eval/typeexpr.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "eval/eval.h"
#include "ir/analysis.h"
#include "runtime/convert.h"

namespace hclc::eval {
namespace {

class TypeReader {
 public:
  TypeReader(const ir::Arena& arena, bool constraint, bool with_defaults, Diagnostics& diags)
      : arena_(arena), constraint_(constraint), with_defaults_(with_defaults), diags_(diags) {}

  // The type of `expr`; with defaults allowed, `defaults` receives those of
  // the type and of every type inside it (null when there are none).
  std::optional<Type> read(ir::ExprId expr, std::shared_ptr<const TypeDefaults>* defaults = nullptr) {
    if (defaults) defaults->reset();
    if (std::optional<std::string> keyword = ir::keyword_for_expr(arena_, expr)) return keyword_type(*keyword, expr);
    Diagnostics ignored;
    std::optional<ir::StaticCall> call = ir::static_call(arena_, expr, ignored);
    if (!call) {
      return fail(
          "A type specification is either a primitive type keyword (bool, number, string) or a complex type "
          "constructor call, like list(string).",
          arena_.range(expr));
    }
    return constructor(*call, expr, defaults);
  }

 private:
  std::optional<Type> fail(std::string detail, Range subject) {
    diags_.add(DiagKind::EvalInvalidTypeSpec, std::move(detail), std::move(subject));
    return std::nullopt;
  }

  std::optional<Type> keyword_type(const std::string& keyword, ir::ExprId expr) {
    if (keyword == "string") return Type::string();
    if (keyword == "number") return Type::number();
    if (keyword == "bool") return Type::boolean();
    if (keyword == "any" && constraint_) return Type::dynamic();
    Range r = arena_.range(expr);
    if (keyword == "any")
      return fail("Type constraint keyword \"any\" is not allowed here; an exact type is required.", r);
    if (keyword == "list" || keyword == "map" || keyword == "set")
      return fail("The " + keyword + " type constructor requires one argument specifying the element type.", r);
    if (keyword == "object")
      return fail("The object type constructor requires one argument specifying the attribute types as a map.", r);
    if (keyword == "tuple")
      return fail("The tuple type constructor requires one argument specifying the element types as a list.", r);
    if (keyword == "optional")
      return fail("Keyword \"optional\" is valid only as a modifier for object type attributes.", r);
    return fail("The keyword \"" + keyword + "\" is not a valid type specification.", r);
  }

  // `name(...)` must have exactly one argument; the subject is the extra
  // arguments, or the parentheses when there are none.
  bool one_argument(const ir::StaticCall& call, const std::string& detail) {
    if (call.arguments.size() == 1) return true;
    Range subject = call.args_range;
    if (call.arguments.size() > 1) {
      Range first = arena_.range(call.arguments[1]);
      Range last = arena_.range(call.arguments.back());
      subject = Range{first.filename, first.start, last.end};
    }
    fail(detail, subject);
    return false;
  }

  std::optional<Type> constructor(const ir::StaticCall& call, ir::ExprId expr,
                                  std::shared_ptr<const TypeDefaults>* defaults) {
    const std::string& name = call.name;
    if (name == "list" || name == "set" || name == "map") {
      if (!one_argument(call, "The " + name + " type constructor requires one argument specifying the element type."))
        return std::nullopt;
      std::shared_ptr<const TypeDefaults> element_defaults;
      std::optional<Type> element = read(call.arguments[0], &element_defaults);
      if (!element) return std::nullopt;
      Type type = name == "list" ? Type::list(*element) : name == "set" ? Type::set(*element) : Type::map(*element);
      if (element_defaults) set_defaults(defaults, type, {}, {{"", element_defaults}});
      return type;
    }
    if (name == "tuple") {
      if (!one_argument(call,
                        "The tuple type constructor requires one argument specifying the element types as a list."))
        return std::nullopt;
      Diagnostics ignored;
      std::optional<std::vector<ir::ExprId>> items = ir::static_list(arena_, call.arguments[0], ignored);
      if (!items)
        return fail("Tuple type constructor requires a list of element types.", arena_.range(call.arguments[0]));
      std::vector<Type> elements;
      TypeDefaults::Children children;
      for (ir::ExprId item : *items) {
        std::shared_ptr<const TypeDefaults> element_defaults;
        std::optional<Type> t = read(item, &element_defaults);
        if (!t) return std::nullopt;
        if (element_defaults) children.emplace(std::to_string(elements.size()), element_defaults);
        elements.push_back(*t);
      }
      Type type = Type::tuple(std::move(elements));
      if (!children.empty()) set_defaults(defaults, type, {}, std::move(children));
      return type;
    }
    if (name == "object") {
      if (!one_argument(call,
                        "The object type constructor requires one argument specifying the attribute types as a map."))
        return std::nullopt;
      const auto* map = arena_.get_if<ir::Object>(call.arguments[0]);
      if (!map)
        return fail(
            "Object type constructor requires a map whose keys are attribute names and whose values are the "
            "corresponding attribute types.",
            arena_.range(call.arguments[0]));
      Diagnostics ignored;
      std::map<std::string, Type> attributes;
      std::set<std::string> optional;
      std::map<std::string, ir::ExprId> default_exprs;
      TypeDefaults::Children children;
      for (const ir::ObjectItem& item : map->items) {
        const auto* literal = arena_.get_if<ir::Literal>(item.key);
        if (!item.key_is_identifier || !literal)
          return fail("Object constructor map keys must be attribute names.", arena_.range(item.key));
        const std::string key(literal->value.text);
        ir::ExprId value = item.value;
        bool is_optional = false;
        default_exprs.erase(key);
        std::optional<ir::StaticCall> inner = ir::static_call(arena_, value, ignored);
        if (inner && inner->name == "optional") {
          if (!constraint_)
            return fail("Optional attribute modifier is only for type constraints, not for exact types.",
                        inner->name_range);
          if (inner->arguments.empty())
            return fail("Optional attribute modifier requires the attribute type as its argument.", inner->args_range);
          if (with_defaults_ && inner->arguments.size() > 2)
            return fail(
                "Optional attribute modifier expects at most two arguments: the attribute type, and a default "
                "value.",
                inner->args_range);
          if (!with_defaults_ && inner->arguments.size() > 1)
            return fail("Optional attribute modifier expects only one argument: the attribute type.",
                        inner->args_range);
          if (inner->arguments.size() == 2) default_exprs.insert_or_assign(key, inner->arguments[1]);
          value = inner->arguments[0];
          is_optional = true;
        }
        std::shared_ptr<const TypeDefaults> attribute_defaults;
        std::optional<Type> t = read(value, &attribute_defaults);
        if (!t) return std::nullopt;
        attributes.insert_or_assign(key, *t);
        children.erase(key);
        if (attribute_defaults) children.emplace(key, attribute_defaults);
        if (is_optional)
          optional.insert(key);
        else
          optional.erase(key);
      }
      // Each default is evaluated without variables or functions and must
      // convert to its attribute's type.
      std::map<std::string, Value> default_values;
      for (const auto& [key, default_expr] : default_exprs) {
        Diagnostics eval_diags;
        Value v = evaluate(arena_, default_expr, nullptr, eval_diags);
        diags_.append(eval_diags);
        if (eval_diags.has_errors()) return std::nullopt;
        Result<Value> converted = convert(v, attributes.at(key));
        if (!converted) {
          diags_.add(DiagKind::EvalInvalidOptionalDefault,
                     "This default value is not compatible with the attribute's type constraint: " +
                         converted.error().message + ".",
                     arena_.range(default_expr));
          return std::nullopt;
        }
        default_values.emplace(key, std::move(converted).value());
      }
      Type type = Type::object(std::vector<Type::Attribute>(attributes.begin(), attributes.end()), optional);
      if (!default_values.empty() || !children.empty())
        set_defaults(defaults, type, std::move(default_values), std::move(children));
      return type;
    }
    if (name == "optional")
      return fail("Keyword \"optional\" is valid only as a modifier for object type attributes.", arena_.range(expr));
    return fail("Keyword \"" + name + "\" is not a valid type constructor.", arena_.range(expr));
  }

  static void set_defaults(std::shared_ptr<const TypeDefaults>* out, Type type, std::map<std::string, Value> values,
                           TypeDefaults::Children children) {
    if (out)
      *out =
          std::make_shared<const TypeDefaults>(TypeDefaults{std::move(type), std::move(values), std::move(children)});
  }

  const ir::Arena& arena_;
  bool constraint_;
  bool with_defaults_;
  Diagnostics& diags_;
};

}  // namespace

std::optional<Type> type_constraint(const ir::Arena& arena, ir::ExprId expr, Diagnostics& diags) {
  return TypeReader(arena, true, false, diags).read(expr);
}

std::optional<Type> type_expression(const ir::Arena& arena, ir::ExprId expr, Diagnostics& diags) {
  return TypeReader(arena, false, false, diags).read(expr);
}

std::optional<TypeConstraintWithDefaults> type_constraint_with_defaults(const ir::Arena& arena, ir::ExprId expr,
                                                                        Diagnostics& diags) {
  TypeConstraintWithDefaults result;
  std::optional<Type> type = TypeReader(arena, true, true, diags).read(expr, &result.defaults);
  if (!type) return std::nullopt;
  result.type = *type;
  return result;
}

namespace {

// A tuple of `elements`, or a collection like `original` when they still
// share one type (defaults may change an element's type).
Value rebuild_sequence(const Value& original, std::vector<Value> elements) {
  const Type& type = original.type();
  if (type.is_tuple() || elements.empty()) return type.is_tuple() ? Value::tuple(std::move(elements)) : original;
  bool one_type = std::all_of(elements.begin(), elements.end(),
                              [&](const Value& v) { return v.type() == elements.front().type(); });
  if (!one_type) return Value::tuple(std::move(elements));
  return type.is_set() ? Value::set(std::move(elements)) : Value::list(std::move(elements));
}

Value rebuild_entries(const Value& original, std::vector<Value::Entry> entries) {
  const Type& type = original.type();
  if (type.is_object() || entries.empty()) return type.is_object() ? Value::object(std::move(entries)) : original;
  bool one_type = std::all_of(entries.begin(), entries.end(),
                              [&](const Value::Entry& e) { return e.second.type() == entries.front().second.type(); });
  return one_type ? Value::map(std::move(entries)) : Value::object(std::move(entries));
}

}  // namespace

Value TypeDefaults::apply(const Value& value) const {
  if (!value.is_present()) return value;
  const Type& vt = value.type();
  if (type.is_object() && (vt.is_object() || vt.is_map())) {
    // Missing or null optional attributes take their defaults first, so that
    // defaults nested inside a default apply too.
    std::map<std::string, Value> attributes;
    for (const Value::Entry& e : value.entries()) attributes.insert_or_assign(e.first, e.second);
    for (const auto& [name, default_value] : values) {
      auto it = attributes.find(name);
      if (it == attributes.end() || it->second.is_null()) attributes.insert_or_assign(name, default_value);
    }
    std::vector<Value::Entry> entries;
    for (auto& [name, v] : attributes) {
      auto child = children.find(name);
      entries.emplace_back(name, child == children.end() ? v : child->second->apply(v));
    }
    return rebuild_entries(value, std::move(entries));
  }
  if (type.is_tuple() && (vt.is_tuple() || vt.is_list())) {
    std::vector<Value> elements;
    for (const Value& element : value.elements()) {
      auto child = children.find(std::to_string(elements.size()));
      elements.push_back(child == children.end() ? element : child->second->apply(element));
    }
    return rebuild_sequence(value, std::move(elements));
  }
  auto element_defaults = children.find("");
  if (!type.is_collection() || element_defaults == children.end()) return value;
  if (vt.is_list() || vt.is_set() || vt.is_tuple()) {
    std::vector<Value> elements;
    for (const Value& element : value.elements()) elements.push_back(element_defaults->second->apply(element));
    return rebuild_sequence(value, std::move(elements));
  }
  if (vt.is_map() || vt.is_object()) {
    std::vector<Value::Entry> entries;
    for (const Value::Entry& e : value.entries())
      entries.emplace_back(e.first, element_defaults->second->apply(e.second));
    return rebuild_entries(value, std::move(entries));
  }
  return value;
}

}  // namespace hclc::eval
