#include "eval/typeexpr.h"

#include <map>
#include <set>
#include <string>

#include "ir/analysis.h"

namespace hclc::eval {
namespace {

class TypeReader {
 public:
  TypeReader(const ir::Arena& arena, bool constraint, Diagnostics& diags)
      : arena_(arena), constraint_(constraint), diags_(diags) {}

  std::optional<Type> read(ir::ExprId expr) {
    if (std::optional<std::string> keyword = ir::keyword_for_expr(arena_, expr)) return keyword_type(*keyword, expr);
    Diagnostics ignored;
    std::optional<ir::StaticCall> call = ir::static_call(arena_, expr, ignored);
    if (!call) {
      return fail(
          "A type specification is either a primitive type keyword (bool, number, string) or a complex type "
          "constructor call, like list(string).",
          arena_.range(expr));
    }
    return constructor(*call, expr);
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

  std::optional<Type> constructor(const ir::StaticCall& call, ir::ExprId expr) {
    const std::string& name = call.name;
    if (name == "list" || name == "set" || name == "map") {
      if (!one_argument(call, "The " + name + " type constructor requires one argument specifying the element type."))
        return std::nullopt;
      std::optional<Type> element = read(call.arguments[0]);
      if (!element) return std::nullopt;
      if (name == "list") return Type::list(*element);
      if (name == "set") return Type::set(*element);
      return Type::map(*element);
    }
    if (name == "tuple") {
      if (!one_argument(call, "The tuple type constructor requires one argument specifying the element types as a list."))
        return std::nullopt;
      Diagnostics ignored;
      std::optional<std::vector<ir::ExprId>> items = ir::static_list(arena_, call.arguments[0], ignored);
      if (!items) return fail("Tuple type constructor requires a list of element types.", arena_.range(call.arguments[0]));
      std::vector<Type> elements;
      for (ir::ExprId item : *items) {
        std::optional<Type> t = read(item);
        if (!t) return std::nullopt;
        elements.push_back(*t);
      }
      return Type::tuple(std::move(elements));
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
      for (const ir::ObjectItem& item : map->items) {
        const auto* literal = arena_.get_if<ir::Literal>(item.key);
        if (!item.key_is_identifier || !literal)
          return fail("Object constructor map keys must be attribute names.", arena_.range(item.key));
        const std::string& key = literal->value.text;
        ir::ExprId value = item.value;
        bool is_optional = false;
        std::optional<ir::StaticCall> inner = ir::static_call(arena_, value, ignored);
        if (inner && inner->name == "optional") {
          if (inner->arguments.size() != 1)
            return fail("Optional attribute modifier expects only one argument: the attribute type.",
                        arena_.range(value));
          value = inner->arguments[0];
          is_optional = true;
        }
        std::optional<Type> t = read(value);
        if (!t) return std::nullopt;
        attributes.insert_or_assign(key, *t);
        if (is_optional)
          optional.insert(key);
        else
          optional.erase(key);
      }
      if (optional.empty()) return Type::object(std::move(attributes));
      return Type::object(std::move(attributes), std::move(optional));
    }
    if (name == "optional")
      return fail("Keyword \"optional\" is valid only as a modifier for object type attributes.", arena_.range(expr));
    return fail("Keyword \"" + name + "\" is not a valid type constructor.", arena_.range(expr));
  }

  const ir::Arena& arena_;
  bool constraint_;
  Diagnostics& diags_;
};

}  // namespace

std::optional<Type> type_constraint(const ir::Arena& arena, ir::ExprId expr, Diagnostics& diags) {
  return TypeReader(arena, true, diags).read(expr);
}

std::optional<Type> type_expression(const ir::Arena& arena, ir::ExprId expr, Diagnostics& diags) {
  return TypeReader(arena, false, diags).read(expr);
}

}  // namespace hclc::eval
