#include "dec/spec.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <set>

#include "body/native_body.h"
#include "eval/eval.h"
#include "eval/typeexpr.h"
#include "ir/analysis.h"
#include "runtime/convert.h"
#include "runtime/stdlib/stdlib.h"

namespace hclc::dec {
namespace {

struct KindName {
  const char* name;
  SpecKind kind;
};
constexpr KindName kKinds[] = {
    {"object", SpecKind::Object},
    {"array", SpecKind::Array},
    {"attr", SpecKind::Attr},
    {"block", SpecKind::Block},
    {"block_list", SpecKind::BlockList},
    {"block_set", SpecKind::BlockSet},
    {"block_map", SpecKind::BlockMap},
    {"block_attrs", SpecKind::BlockAttrs},
    {"literal", SpecKind::Literal},
    {"default", SpecKind::Default},
    {"transform", SpecKind::Transform},
};

// The spec blocks a body may hold; under `object` each has its key as label.
std::vector<body::BlockHeaderSchema> spec_block_schemas(bool keyed) {
  std::vector<body::BlockHeaderSchema> out;
  for (const KindName& k : kKinds)
    out.push_back({k.name, keyed ? std::vector<std::string>{"key"} : std::vector<std::string>{}});
  return out;
}

std::optional<SpecKind> kind_named(const std::string& name) {
  for (const KindName& k : kKinds)
    if (name == k.name) return k.kind;
  return std::nullopt;
}

// The functions spec expressions may call: a small part of the standard
// library. The reference hcldec's `reverse` is go-cty's string reversal, which
// the standard library offers as `strrev` (its `reverse` reverses lists).
std::shared_ptr<FunctionTable> make_spec_functions() {
  struct Named {
    const char* spec_name;
    const char* stdlib_name;
  };
  static constexpr Named kFunctions[] = {{"abs", "abs"},
                                         {"coalesce", "coalesce"},
                                         {"concat", "concat"},
                                         {"hasindex", "hasindex"},
                                         {"int", "int"},
                                         {"jsondecode", "jsondecode"},
                                         {"jsonencode", "jsonencode"},
                                         {"length", "length"},
                                         {"lower", "lower"},
                                         {"max", "max"},
                                         {"min", "min"},
                                         {"reverse", "strrev"},
                                         {"strlen", "strlen"},
                                         {"substr", "substr"},
                                         {"upper", "upper"}};
  FunctionTable all = standard_functions();
  auto table = std::make_shared<FunctionTable>();
  for (const Named& f : kFunctions)
    if (const Function* found = all.find(f.stdlib_name)) table->add(f.spec_name, *found);
  return table;
}

// Whether an expression of the spec file calls a function. Most specs call
// none, and then their expressions need no functions: building the standard
// library's table, to take 15 functions from it, was a fifth of the
// instructions of an hcldec run on a small file.
bool calls_functions(const ir::Arena& arena) {
  for (std::size_t i = 0; i < arena.node_count(); ++i)
    if (arena.kind(ir::ExprId(static_cast<std::uint32_t>(i))) == ir::NodeKind::Call) return true;
  return false;
}

class Loader {
 public:
  Loader(Diagnostics& diags, bool spec_calls_functions)
      : diags_(diags),
        spec_functions_(spec_calls_functions ? make_spec_functions() : std::make_shared<FunctionTable>()) {
    spec_ctx_.set_functions(spec_functions_.get());
  }

  std::optional<SpecFile> load(const ir::File& file) {
    body::BodySchema schema;
    schema.blocks = spec_block_schemas(false);
    schema.blocks.push_back({"variables", {}});
    schema.blocks.push_back({"function", {"name"}});
    Diagnostics structure;
    body::BodyContent content = body::native_body(file)->content(schema, structure);
    diags_.append(structure);

    SpecFile out;
    out.spec_functions = spec_functions_;
    std::vector<const body::Block*> spec_blocks;
    for (const body::Block& b : content.blocks) {
      if (b.type == "variables") {
        read_variables(b, out.variables);
      } else if (b.type == "function") {
        if (!out.functions) out.functions = std::make_shared<FunctionTable>();
        read_function(b, *out.functions);
      } else {
        spec_blocks.push_back(&b);
      }
    }
    // A spec block dropped for its labels is already reported.
    if (spec_blocks.empty()) {
      if (!structure.has_errors())
        diags_.add(DiagKind::DecMissingSpecBlock,
                   "A spec file must have exactly one root block specifying how to map to a JSON value.",
                   content.missing_item_range);
    } else {
      for (std::size_t i = 1; i < spec_blocks.size(); ++i)
        diags_.add(DiagKind::DecExtraneousSpecBlock,
                   "A spec file must have exactly one root block specifying how to map to a JSON value.",
                   spec_blocks[i]->def_range);
      out.root = read_spec(*spec_blocks.front(), "");
    }
    if (diags_.has_errors()) return std::nullopt;
    return out;
  }

 private:
  Value evaluate(const body::Expression& e) { return eval::evaluate(*e.arena, e.id, &spec_ctx_, diags_); }

  // The attribute's value converted to `type`; nullopt when absent or wrong.
  std::optional<Value> read_value(const body::BodyContent& c, const std::string& name, const Type& type) {
    const body::Attribute* a = c.attribute(name);
    if (!a) return std::nullopt;
    Value v = evaluate(a->expr);
    Result<Value> converted = convert(v, type);
    if (!converted) {
      diags_.add(DiagKind::DecInvalidSpecValue,
                 "Inappropriate value for attribute \"" + name + "\": " + converted.error().message + ".",
                 a->expr.range());
      return std::nullopt;
    }
    if (!converted->is_present()) return std::nullopt;
    return *converted;
  }

  std::optional<std::string> read_string(const body::BodyContent& c, const std::string& name) {
    auto v = read_value(c, name, Type::string());
    if (!v) return std::nullopt;
    return v->as_string();
  }
  bool read_bool(const body::BodyContent& c, const std::string& name) {
    auto v = read_value(c, name, Type::boolean());
    return v && v->as_bool();
  }
  std::optional<std::int64_t> read_count(const body::BodyContent& c, const std::string& name) {
    auto v = read_value(c, name, Type::number());
    if (!v) return std::nullopt;
    auto n = v->as_number().to_int64();
    if (!n) {
      diags_.add(DiagKind::DecInvalidSpecValue,
                 "Inappropriate value for attribute \"" + name + "\": a whole number is required.",
                 c.attribute(name)->expr.range());
      return std::nullopt;
    }
    return *n;
  }
  std::optional<Type> read_type(const body::BodyContent& c, const std::string& name) {
    const body::Attribute* a = c.attribute(name);
    if (!a) return std::nullopt;
    return eval::type_constraint(*a->expr.arena, a->expr.id, diags_);
  }

  void read_variables(const body::Block& b, eval::EvalContext::Variables& vars) {
    for (const body::Attribute& a : b.body->just_attributes(diags_)) vars.insert_or_assign(a.name, evaluate(a.expr));
  }

  void read_function(const body::Block& b, FunctionTable& table);

  SpecPtr read_spec(const body::Block& b, const std::string& key);

  // The one nested spec of a block-like spec or a transform. As in the
  // reference, a body with errors of its own (an unexpected argument, a
  // child dropped for its labels) is not also missing its child, and every
  // block kind's detail says "block".
  SpecPtr read_single_nested(const body::BodyContent& c, const body::Block& b, bool body_has_errors) {
    std::vector<const body::Block*> nested;
    for (const body::Block& n : c.blocks)
      if (kind_named(n.type)) nested.push_back(&n);
    if (b.type == "transform") {
      if (nested.size() != 1 && !body_has_errors)
        diags_.add(DiagKind::DecInvalidTransformSpec, "A transform spec block must have exactly one nested spec block.",
                   c.missing_item_range);
      return nested.size() == 1 ? read_spec(*nested.front(), "") : nullptr;
    }
    const std::string detail = "A block spec must have exactly one child spec specifying how to decode block contents.";
    if (nested.empty()) {
      if (!body_has_errors) diags_.add(DiagKind::DecMissingSpecBlock, detail, c.missing_item_range);
      return nullptr;
    }
    for (std::size_t i = 1; i < nested.size(); ++i)
      diags_.add(DiagKind::DecExtraneousSpecBlock, detail, nested[i]->def_range);
    return read_spec(*nested.front(), "");
  }

  Diagnostics& diags_;
  std::shared_ptr<FunctionTable> spec_functions_;
  eval::EvalContext spec_ctx_;
};

SpecPtr Loader::read_spec(const body::Block& b, const std::string& key) {
  auto spec = std::make_shared<Spec>();
  spec->kind = *kind_named(b.type);
  spec->def_range = b.def_range;
  body::BodySchema schema;
  auto attrs = [&](std::initializer_list<body::AttributeSchema> list) { schema.attributes = list; };
  const bool keyed = !key.empty();
  switch (spec->kind) {
    case SpecKind::Object: schema.blocks = spec_block_schemas(true); break;
    case SpecKind::Array:
    case SpecKind::Default: schema.blocks = spec_block_schemas(false); break;
    case SpecKind::Attr:
      attrs({{"name", !keyed}, {"type", false}, {"required", false}});  // no type: any
      break;
    case SpecKind::Block:
      attrs({{"block_type", false}, {"required", false}});
      schema.blocks = spec_block_schemas(false);
      break;
    case SpecKind::BlockList:
    case SpecKind::BlockSet:
      attrs({{"block_type", false}, {"min_items", false}, {"max_items", false}});
      schema.blocks = spec_block_schemas(false);
      break;
    case SpecKind::BlockMap:
      attrs({{"block_type", false}, {"labels", true}});
      schema.blocks = spec_block_schemas(false);
      break;
    case SpecKind::BlockAttrs: attrs({{"block_type", false}, {"element_type", true}, {"required", false}}); break;
    case SpecKind::Literal: attrs({{"value", true}}); break;
    case SpecKind::Transform:
      attrs({{"result", true}});
      schema.blocks = spec_block_schemas(false);
      break;
  }
  Diagnostics structure;
  body::BodyContent c = b.body->content(schema, structure);
  const bool body_has_errors = structure.has_errors();
  diags_.append(structure);

  switch (spec->kind) {
    case SpecKind::Object:
      for (const body::Block& n : c.blocks) {
        if (SpecPtr member = read_spec(n, n.labels.front())) spec->members.emplace_back(n.labels.front(), member);
      }
      break;
    case SpecKind::Array:
    case SpecKind::Default:
      for (const body::Block& n : c.blocks)
        if (SpecPtr element = read_spec(n, "")) spec->elements.push_back(element);
      break;
    case SpecKind::Attr:
      spec->name = read_string(c, "name").value_or(key);
      if (auto t = read_type(c, "type")) spec->type = *t;
      spec->required = read_bool(c, "required");
      break;
    case SpecKind::Block:
    case SpecKind::BlockList:
    case SpecKind::BlockSet:
    case SpecKind::BlockMap:
      spec->name = read_string(c, "block_type").value_or(key);
      if (spec->name.empty())
        diags_.add(DiagKind::DecInvalidSpecValue,
                   "The block_type attribute is required, to specify the block type name that is expected in an "
                   "input HCL file.",
                   c.missing_item_range);
      spec->required = spec->kind == SpecKind::Block && read_bool(c, "required");
      if (spec->kind == SpecKind::BlockList || spec->kind == SpecKind::BlockSet) {
        spec->min_items = read_count(c, "min_items");
        spec->max_items = read_count(c, "max_items");
      }
      if (spec->kind == SpecKind::BlockMap) {
        if (auto labels = read_value(c, "labels", Type::list(Type::string())))
          for (const Value& l : labels->elements()) spec->labels.push_back(l.is_present() ? l.as_string() : "");
      }
      spec->nested = read_single_nested(c, b, body_has_errors);
      // Without a nested spec (missing, or dropped for an error) the
      // reference's block_map decodes to any type, and says so too.
      if (spec->kind == SpecKind::BlockMap && (!spec->nested || implied_type(*spec->nested).has_dynamic()))
        diags_.add(DiagKind::DecInvalidBlockMapSpec, "A block_map spec may not contain attributes with type 'any'.",
                   c.missing_item_range);
      break;
    case SpecKind::BlockAttrs:
      spec->name = read_string(c, "block_type").value_or(key);
      if (auto t = read_type(c, "element_type")) spec->type = *t;
      spec->required = read_bool(c, "required");
      break;
    case SpecKind::Literal:
      if (const body::Attribute* a = c.attribute("value")) spec->literal = evaluate(a->expr);
      break;
    case SpecKind::Transform:
      if (const body::Attribute* a = c.attribute("result")) spec->result = a->expr;
      spec->result_functions = spec_functions_;
      spec->nested = read_single_nested(c, b, body_has_errors);
      break;
  }
  return spec;
}

// A user function: its body is evaluated with the parameters as variables
// and the spec functions; its problems become the call's error.
void Loader::read_function(const body::Block& b, FunctionTable& table) {
  body::BodySchema schema{{{"params", true}, {"variadic_param", false}, {"result", true}}, {}};
  body::BodyContent c = b.body->content(schema, diags_);
  std::vector<std::string> params;
  std::optional<std::string> variadic;
  if (const body::Attribute* a = c.attribute("params")) {
    if (auto list = ir::static_list(*a->expr.arena, a->expr.id, diags_)) {
      for (ir::ExprId e : *list) {
        if (auto name = ir::keyword_for_expr(*a->expr.arena, e))
          params.push_back(*name);
        else
          diags_.add(DiagKind::DecInvalidSpecValue, "A parameter name is required.", a->expr.arena->range(e));
      }
    }
  }
  if (const body::Attribute* a = c.attribute("variadic_param")) {
    variadic = ir::keyword_for_expr(*a->expr.arena, a->expr.id);
    if (!variadic) diags_.add(DiagKind::DecInvalidSpecValue, "A parameter name is required.", a->expr.range());
  }
  const body::Attribute* result = c.attribute("result");
  if (!result) return;

  Function::Spec f;
  // As the reference's user functions, parameters refuse null, and unknown
  // arguments make the result unknown without evaluating the body.
  for (const std::string& p : params) f.parameters.push_back(Parameter{p, Type::dynamic()});
  if (variadic) f.variadic = Parameter{*variadic, Type::dynamic()};
  f.result_type = [](std::span<const Value>) -> Result<Type> { return Type::dynamic(); };
  f.implementation = [params, variadic, expr = result->expr, functions = spec_functions_](
                         std::span<const Value> args, const Type&) -> Result<Value> {
    // The parameters live in a child scope of the functions', as in the
    // reference: an unknown function called in the body gets no suggestion.
    eval::EvalContext function_scope;
    function_scope.set_functions(functions.get());
    eval::EvalContext ctx = eval::EvalContext::child_of(&function_scope);
    eval::EvalContext::Variables vars;
    for (std::size_t i = 0; i < params.size() && i < args.size(); ++i) vars.emplace(params[i], args[i]);
    if (variadic) {
      std::vector<Value> rest(args.begin() + static_cast<std::ptrdiff_t>(std::min(params.size(), args.size())),
                              args.end());
      vars.emplace(*variadic, Value::tuple(std::move(rest)));
    }
    ctx.set_variables(std::move(vars));
    Diagnostics diags;
    Value v = eval::evaluate(*expr.arena, expr.id, &ctx, diags);
    if (!diags.has_errors()) return v;
    // The reference's text of a list of diagnostics: the first one, and how
    // many others there are.
    const Diagnostic& first = diags[0];
    std::string message =
        (first.subject ? range_text(*first.subject) + ": " : std::string()) + first.summary + "; " + first.detail;
    if (diags.size() > 1) message += ", and " + std::to_string(diags.size() - 1) + " other diagnostic(s)";
    return Error{std::move(message)};
  };
  table.add(b.labels.front(), Function(std::move(f)));
}

}  // namespace

std::optional<SpecFile> load_spec(const ir::File& file, Diagnostics& diags) {
  return Loader(diags, calls_functions(*file.arena)).load(file);
}

body::BodySchema implied_schema(const Spec& spec) {
  body::BodySchema out;
  auto merge = [&](const body::BodySchema& s) {
    out.attributes.insert(out.attributes.end(), s.attributes.begin(), s.attributes.end());
    out.blocks.insert(out.blocks.end(), s.blocks.begin(), s.blocks.end());
  };
  switch (spec.kind) {
    case SpecKind::Object:
      for (const auto& [key, member] : spec.members) merge(implied_schema(*member));
      break;
    case SpecKind::Array:
    case SpecKind::Default:
      for (const SpecPtr& e : spec.elements) merge(implied_schema(*e));
      break;
    case SpecKind::Attr: out.attributes.push_back({spec.name, spec.required}); break;
    case SpecKind::Block:
    case SpecKind::BlockList:
    case SpecKind::BlockSet:
    case SpecKind::BlockAttrs: out.blocks.push_back({spec.name, {}}); break;
    case SpecKind::BlockMap: out.blocks.push_back({spec.name, spec.labels}); break;
    case SpecKind::Literal: break;
    case SpecKind::Transform:
      if (spec.nested) merge(implied_schema(*spec.nested));
      break;
  }
  // One entry per name: a name used by two specs is read once.
  body::BodySchema unique;
  std::set<std::string> seen_attributes, seen_blocks;
  for (const auto& a : out.attributes) {
    if (seen_attributes.insert(a.name).second) {
      unique.attributes.push_back(a);
    } else if (a.required) {
      for (auto& u : unique.attributes)
        if (u.name == a.name) u.required = true;
    }
  }
  for (const auto& b : out.blocks)
    if (seen_blocks.insert(b.type).second) unique.blocks.push_back(b);
  return unique;
}

Type implied_type(const Spec& spec) {
  switch (spec.kind) {
    case SpecKind::Object: {
      std::map<std::string, Type> attrs;
      for (const auto& [key, member] : spec.members) attrs.insert_or_assign(key, implied_type(*member));
      return Type::object(std::vector<Type::Attribute>(attrs.begin(), attrs.end()));
    }
    case SpecKind::Array: {
      std::vector<Type> elements;
      for (const SpecPtr& e : spec.elements) elements.push_back(implied_type(*e));
      return Type::tuple(std::move(elements));
    }
    case SpecKind::Attr: return spec.type;
    case SpecKind::Block: return spec.nested ? implied_type(*spec.nested) : Type::dynamic();
    case SpecKind::BlockList: return Type::list(spec.nested ? implied_type(*spec.nested) : Type::dynamic());
    case SpecKind::BlockSet: return Type::set(spec.nested ? implied_type(*spec.nested) : Type::dynamic());
    case SpecKind::BlockMap: {
      Type t = spec.nested ? implied_type(*spec.nested) : Type::dynamic();
      for (std::size_t i = 0; i < spec.labels.size(); ++i) t = Type::map(t);
      return t;
    }
    case SpecKind::BlockAttrs: return Type::map(spec.type);
    case SpecKind::Literal: return spec.literal.type();
    case SpecKind::Default: return spec.elements.empty() ? Type::dynamic() : implied_type(*spec.elements.front());
    case SpecKind::Transform: return Type::dynamic();
  }
  return Type::dynamic();
}

std::optional<eval::EvalContext> input_context(const SpecFile& spec, const eval::EvalContext::Variables& variables) {
  if (variables.empty() && !spec.functions) return std::nullopt;
  eval::EvalContext ctx;
  if (!variables.empty()) ctx.set_variables(variables);
  if (spec.functions) ctx.set_functions(spec.functions.get());
  return ctx;
}

}  // namespace hclc::dec
