#include "tojson/hcl2json.h"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "diag/diagnostic.h"
#include "ir/analysis.h"
#include "runtime/json.h"
#include "runtime/number.h"
#include "runtime/stack_budget.h"
#include "runtime/text.h"

namespace hclc::tojson {
namespace {

// A JSON value under construction. Objects are std::maps: their keys come
// out sorted by bytes (std::string compares as unsigned bytes), as Go's
// encoding/json sorts a map's keys in hcl2json.
struct Json {
  enum class Kind { Scalar, Object, Array };
  Kind kind = Kind::Scalar;
  std::string scalar;  // the encoded text
  std::map<std::string, Json> members;
  std::vector<Json> elements;

  static Json encoded(std::string text) {
    Json j;
    j.scalar = std::move(text);
    return j;
  }
  static Json string(std::string_view text) { return encoded(json_quote_plain(text)); }
  static Json object() {
    Json j;
    j.kind = Kind::Object;
    return j;
  }
  static Json array() {
    Json j;
    j.kind = Kind::Array;
    return j;
  }
};

void write(std::string& out, const Json& j) {
  switch (j.kind) {
    case Json::Kind::Scalar: out += j.scalar; return;
    case Json::Kind::Array: {
      out += '[';
      for (std::size_t i = 0; i < j.elements.size(); ++i) {
        if (i) out += ',';
        write(out, j.elements[i]);
      }
      out += ']';
      return;
    }
    case Json::Kind::Object: {
      out += '{';
      bool first = true;
      for (const auto& [key, value] : j.members) {
        if (!first) out += ',';
        first = false;
        out += json_quote_plain(key);
        out += ':';
        write(out, value);
      }
      out += '}';
      return;
    }
  }
}

// Literal template text as hcl2json writes it: `${` and `%{` stay escaped.
std::string escaped_literal(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if ((text[i] == '$' || text[i] == '%') && i + 1 < text.size() && text[i + 1] == '{') out += text[i];
    out += text[i];
  }
  return out;
}

// A native number literal as a JSON number: the same text without the
// leading zeros JSON forbids (JavaScript reads both as the same double).
std::string json_number(std::string_view text) {
  const std::size_t integer_end = std::min(text.find_first_not_of("0123456789"), text.size());
  std::size_t start = 0;
  while (start + 1 < integer_end && text[start] == '0') ++start;
  return std::string(text.substr(start));
}

// The conversion stops at its first error, which unwinds to the top.
struct Stop {
  std::string message;
};

class Converter {
 public:
  Converter(const ir::Arena& arena, std::string_view source) : arena_(arena), source_(source) { stack_.start(); }

  Json body(ir::BodyId id) {
    const ir::Body& b = arena_.body(id);
    Json out = Json::object();
    // Blocks first: an attribute of the same name replaces them.
    for (ir::BlockId block_id : b.blocks) {
      const ir::Block& blk = arena_.block(block_id);
      Context block_context(context_, "convert block: ");
      Json* level = &out;
      std::string key(blk.type.text);
      std::string path = key;
      for (const ir::Name& label : blk.labels) {
        auto [it, inserted] = level->members.try_emplace(key, Json::object());
        if (!inserted && it->second.kind != Json::Kind::Object)
          stop("Unable to convert Block to JSON: " + path + "." + std::string(label.text));
        level = &it->second;
        key = label.text;
        path += "." + std::string(label.text);
      }
      Json value = nested_body(blk.body);
      auto [it, inserted] = level->members.try_emplace(key, Json::array());
      if (!inserted && it->second.kind != Json::Kind::Array)
        stop("invalid HCL detected for \"" + std::string(blk.type.text) +
             "\" block, cannot have blocks with and without labels");
      it->second.elements.push_back(std::move(value));
    }
    for (ir::AttributeId attribute_id : b.attributes) {
      const ir::Attribute& a = arena_.attribute(attribute_id);
      Context expression_context(context_, "convert expression: ");
      out.members.insert_or_assign(std::string(a.name.text), expression(a.expr));
    }
    return out;
  }

  // The prefix hcl2json's errors carry: the steps of the conversion that
  // failed ("convert body: convert block: ").
  const std::string& context() const { return context_; }

 private:
  // Appends a step to the context for as long as it lives.
  class Context {
   public:
    Context(std::string& context, std::string_view step) : context_(context), size_(context.size()) {
      context_ += step;
    }
    ~Context() { context_.resize(size_); }
    Context(const Context&) = delete;
    Context& operator=(const Context&) = delete;

   private:
    std::string& context_;
    std::size_t size_;
  };

  [[noreturn]] void stop(std::string message) { throw Stop{context_ + std::move(message)}; }

  void check_stack(ir::ExprId where) {
    if (stack_.spent()) stop(range_text(arena_.range(where)) + ": Nesting too deep; hclc cannot convert this.");
  }

  Json nested_body(ir::BodyId id) {
    if (stack_.spent()) stop("Nesting too deep; hclc cannot convert this block.");
    Context body_context(context_, "convert body: ");
    return body(id);
  }

  Json expression(ir::ExprId id) {
    check_stack(id);
    if (const auto* lit = arena_.get_if<ir::Literal>(id)) return literal(lit->value);
    if (const auto* t = arena_.get_if<ir::Template>(id)) return Json::string(template_text(*t));
    if (const auto* wrap = arena_.get_if<ir::TemplateWrap>(id)) return expression(wrap->wrapped);
    if (const auto* unary = arena_.get_if<ir::Unary>(id)) return unary_expression(id, *unary);
    if (const auto* tuple = arena_.get_if<ir::Tuple>(id)) {
      Json out = Json::array();
      out.elements.reserve(tuple->elements.size());
      for (ir::ExprId e : tuple->elements) out.elements.push_back(expression(e));
      return out;
    }
    if (const auto* object = arena_.get_if<ir::Object>(id)) {
      Json out = Json::object();
      for (const ir::ObjectItem& item : object->items) {
        std::string key = object_key(item);
        out.members.insert_or_assign(std::move(key), expression(item.value));
      }
      return out;
    }
    return Json::string(wrapped(id));
  }

  static Json literal(const ir::LiteralValue& value) {
    switch (value.kind) {
      case ir::LiteralKind::Number: return Json::encoded(json_number(value.text));
      case ir::LiteralKind::String: return Json::string(escaped_literal(normalize_nfc(value.text)));
      case ir::LiteralKind::Bool: return Json::encoded(value.boolean ? "true" : "false");
      case ir::LiteralKind::Null: break;
    }
    return Json::encoded("null");
  }

  // `-5` and `!true` are folded; an operator before anything but a literal
  // stays an expression. A literal of the wrong type is hcl2json's error.
  Json unary_expression(ir::ExprId id, const ir::Unary& unary) {
    const auto* operand = arena_.get_if<ir::Literal>(unary.operand);
    if (!operand) return Json::string(wrapped(id));
    const ir::LiteralValue& v = operand->value;
    if (unary.op == ir::UnaryOp::Negate) {
      if (v.kind == ir::LiteralKind::Number) return Json::encoded(negated(json_number(v.text)));
      if (v.kind == ir::LiteralKind::String) {
        if (std::optional<Number> n = Number::parse_string_conversion(v.text))
          return Json::encoded(negated(n->to_display_string()));
      }
      stop(range_text(arena_.range(unary.operand)) +
           ": Invalid operand; Unsuitable value for unary operand: number required.");
    }
    if (v.kind == ir::LiteralKind::Bool) return Json::encoded(v.boolean ? "false" : "true");
    if (v.kind == ir::LiteralKind::String && (v.text == "true" || v.text == "false"))
      return Json::encoded(v.text == "true" ? "false" : "true");
    stop(range_text(arena_.range(unary.operand)) +
         ": Invalid operand; Unsuitable value for unary operand: bool required.");
  }

  static std::string negated(std::string number) {
    if (!number.empty() && number.front() == '-') return number.substr(1);
    return "-" + number;
  }

  // An identifier or traversal key is its text; other keys convert as a
  // template's part.
  std::string object_key(const ir::ObjectItem& item) {
    if (item.key_is_identifier || arena_.get_if<ir::ScopeTraversal>(item.key)) return std::string(source_of(item.key));
    return string_part(item.key);
  }

  // Adjacent literal parts are one string of the reference's template, which
  // NFC-normalizes it as a whole.
  std::string template_text(const ir::Template& t) {
    std::string out;
    std::string literal;
    for (ir::ExprId part : t.parts) {
      const auto* lit = arena_.get_if<ir::Literal>(part);
      if (lit && lit->value.kind == ir::LiteralKind::String) {
        literal += lit->value.text;
        continue;
      }
      out += escaped_literal(normalize_nfc(literal));
      literal.clear();
      out += string_part(part);
    }
    return out + escaped_literal(normalize_nfc(literal));
  }

  // One part of a template (or an object key, or a directive's branch) as text.
  std::string string_part(ir::ExprId id) {
    check_stack(id);
    if (const auto* lit = arena_.get_if<ir::Literal>(id)) return literal_text(lit->value);
    if (const auto* t = arena_.get_if<ir::Template>(id)) return template_text(*t);
    if (const auto* interp = arena_.get_if<ir::TemplateInterp>(id)) return string_part(interp->expr);
    if (const auto* wrap = arena_.get_if<ir::TemplateWrap>(id)) return string_part(wrap->wrapped);
    if (const auto* conditional = arena_.get_if<ir::Conditional>(id))
      return if_directive(conditional->cond, conditional->then_expr, conditional->else_expr);
    if (const auto* branch = arena_.get_if<ir::TemplateIf>(id))
      return if_directive(branch->cond, branch->then_part, branch->else_part);
    if (const auto* loop = arena_.get_if<ir::TemplateFor>(id)) {
      std::string out = "%{for ";
      if (loop->key_var) out += std::string(loop->key_var->text) + ", ";
      out += std::string(loop->value_var.text) + " in " + std::string(source_of(loop->collection)) + "}";
      out += string_part(loop->body);
      return out + "%{endfor}";
    }
    return wrapped(id);
  }

  std::string if_directive(ir::ExprId cond, ir::ExprId then_part, ir::ExprId else_part) {
    std::string out = "%{if " + std::string(source_of(cond)) + "}" + string_part(then_part);
    if (else_part) {
      std::string otherwise = string_part(else_part);
      if (!otherwise.empty()) out += "%{else}" + otherwise;
    }
    return out + "%{endif}";
  }

  // A literal as a template part: strings escaped, numbers and bools as
  // their string conversion ("1.5" for `1.50`), null as "null".
  static std::string literal_text(const ir::LiteralValue& value) {
    switch (value.kind) {
      case ir::LiteralKind::String: return escaped_literal(normalize_nfc(value.text));
      case ir::LiteralKind::Number: {
        std::optional<Number> n = Number::parse(value.text);
        return n ? n->to_display_string() : std::string(value.text);
      }
      case ir::LiteralKind::Bool: return value.boolean ? "true" : "false";
      case ir::LiteralKind::Null: break;
    }
    return "null";
  }

  std::string wrapped(ir::ExprId id) const { return "${" + std::string(source_of(id)) + "}"; }

  std::string_view source_of(ir::ExprId id) const {
    const ir::Span span = arena_.span(id);
    return source_.substr(span.start, span.end - span.start);
  }

  const ir::Arena& arena_;
  std::string_view source_;
  StackBudget stack_;
  std::string context_ = "convert to HCL: convert file: convert body: ";
};

}  // namespace

Hcl2JsonResult native_to_hcl2json(const ir::File& file, std::string_view source_text) {
  Converter converter(*file.arena, source_text);
  Hcl2JsonResult result;
  try {
    const Json root = converter.body(file.body);
    result.json.reserve(source_text.size() + source_text.size() / 2);
    write(result.json, root);
  } catch (const Stop& stop) {
    result.error = Hcl2JsonError{stop.message};
  }
  return result;
}

std::vector<Hcl2JsonReference> hcl2json_references(const ir::Expression& expression) {
  std::vector<Hcl2JsonReference> references;
  for (const ir::Traversal& traversal : ir::variables(*expression.arena, expression.root)) {
    Hcl2JsonReference reference;
    for (const ir::Traverser& step : traversal.steps) {
      if (!reference.value.empty()) reference.value += '.';
      if (step.kind != ir::Traverser::Kind::Index) {
        reference.value += step.name;
      } else if (step.key.kind == ir::LiteralKind::String) {
        reference.value += '"' + step.key.text + '"';
      } else if (step.key.kind == ir::LiteralKind::Number) {
        reference.value += step.key.text;
      } else {
        reference.value += step.key.kind == ir::LiteralKind::Null ? "null" : step.key.boolean ? "true" : "false";
      }
    }
    const Range range = traversal.source_range();
    reference.start = range.start.byte;
    reference.end = range.end.byte;
    references.push_back(std::move(reference));
  }
  return references;
}

}  // namespace hclc::tojson
