#include "eval/functions.h"

#include <string>

#include "eval/typeexpr.h"
#include "runtime/convert.h"

namespace hclc::eval {

const Type& expression_closure_type() {
  static const Type type = Type::capsule("expression closure");
  return type;
}

const Type& type_constraint_type() {
  static const Type type = Type::capsule("type constraint");
  return type;
}

const Type& type_constraint_with_defaults_type() {
  static const Type type = Type::capsule("type constraint with defaults");
  return type;
}

bool takes_type_constraint(const Type& parameter_type) {
  return parameter_type == type_constraint_type() || parameter_type == type_constraint_with_defaults_type();
}

std::optional<Value> type_constraint_argument(const Type& parameter_type, const ir::Arena& arena, ir::ExprId expr,
                                              Diagnostics& diags) {
  Diagnostics type_diags;
  std::optional<Value> argument;
  if (parameter_type == type_constraint_with_defaults_type()) {
    std::optional<TypeConstraintWithDefaults> t = type_constraint_with_defaults(arena, expr, type_diags);
    if (t) argument = Value::capsule(parameter_type, std::make_shared<const TypeConstraintWithDefaults>(std::move(*t)));
  } else if (std::optional<Type> t = type_constraint(arena, expr, type_diags)) {
    argument = make_type_constraint_value(*t);
  }
  if (type_diags.has_errors()) argument.reset();
  diags.append(type_diags);
  return argument;
}

Value make_closure_value(std::shared_ptr<const ExpressionClosure> closure) {
  return Value::capsule(expression_closure_type(), std::move(closure));
}

Value make_type_constraint_value(Type type) {
  return Value::capsule(type_constraint_type(), std::make_shared<const Type>(std::move(type)));
}

namespace {

const ExpressionClosure& closure_of(const Value& v) {
  return *static_cast<const ExpressionClosure*>(v.capsule_payload().get());
}

Parameter closure_parameter(std::string name) {
  Parameter p;
  p.name = std::move(name);
  p.type = expression_closure_type();
  return p;
}

Function try_function() {
  Function::Spec spec;
  spec.variadic = closure_parameter("expressions");
  // The result is whatever the first successful expression produces; its type
  // is known only by evaluating, which the implementation does.
  spec.result_type = [](std::span<const Value> args) -> Result<Type> {
    if (args.empty()) return Error{"at least one argument is required"};
    return Type::dynamic();
  };
  spec.implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
    Diagnostics all;
    for (const Value& arg : args) {
      const ExpressionClosure& closure = closure_of(arg);
      if (closure.depends_on_unknowns()) return Value::dynamic();
      Diagnostics diags;
      Value v = closure.evaluate(diags);
      if (diags.has_errors()) {
        all.append(diags);
        continue;
      }
      return v;
    }
    std::string message = "no expression succeeded:\n";
    for (const Diagnostic& d : all) {
      if (d.subject)
        message += "- " + d.summary + " (at " + range_text(*d.subject) + ")\n  " + d.detail + "\n";
      else
        message += "- " + d.summary + "\n  " + d.detail + "\n";
    }
    message += "\nAt least one expression must produce a successful result";
    return Error{message};
  };
  return Function(std::move(spec));
}

Function can_function() {
  Function::Spec spec;
  spec.parameters.push_back(closure_parameter("expression"));
  spec.result_type = Function::returns(Type::boolean());
  spec.implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
    const ExpressionClosure& closure = closure_of(args[0]);
    if (closure.depends_on_unknowns()) return Value::unknown(Type::boolean());
    Diagnostics diags;
    closure.evaluate(diags);
    return Value::boolean(!diags.has_errors());
  };
  return Function(std::move(spec));
}

Function convert_function() {
  Function::Spec spec;
  Parameter value;
  value.name = "value";
  value.type = Type::dynamic();
  value.allow_null = true;
  value.allow_unknown = true;
  value.allow_dynamic = true;
  Parameter type;
  type.name = "type";
  type.type = type_constraint_type();
  spec.parameters = {value, type};
  auto wanted = [](const Value& v) -> const Type& { return *static_cast<const Type*>(v.capsule_payload().get()); };
  spec.result_type = [wanted](std::span<const Value> args) -> Result<Type> {
    Result<Type> t = conversion_type(args[0].type(), wanted(args[1]));
    if (!t) return Error{t.error().message, t.error().path, 0};
    return *t;
  };
  spec.implementation = [](std::span<const Value> args, const Type& result_type) -> Result<Value> {
    Result<Value> v = convert(args[0], result_type);
    if (!v) return Error{v.error().message, v.error().path, 0};
    return v;
  };
  return Function(std::move(spec));
}

// convert with defaults: the value with its defaults applied, then converted.
Function convert_with_defaults_function() {
  auto wanted = [](const Value& v) -> const TypeConstraintWithDefaults& {
    return *static_cast<const TypeConstraintWithDefaults*>(v.capsule_payload().get());
  };
  auto with_defaults = [wanted](std::span<const Value> args) {
    const TypeConstraintWithDefaults& want = wanted(args[1]);
    return want.defaults ? want.defaults->apply(args[0]) : args[0];
  };
  return Function({
      .parameters = {Parameter{.name = "value",
                               .type = Type::dynamic(),
                               .allow_null = true,
                               .allow_unknown = true,
                               .allow_dynamic = true},
                     Parameter{.name = "type", .type = type_constraint_with_defaults_type()}},
      .variadic = std::nullopt,
      .result_type = [wanted, with_defaults](std::span<const Value> args) -> Result<Type> {
        Result<Type> t = conversion_type(with_defaults(args).type(), wanted(args[1]).type);
        if (!t) return Error{t.error().message, t.error().path, 0};
        return *t;
      },
      .implementation = [with_defaults](std::span<const Value> args, const Type& result_type) -> Result<Value> {
        Result<Value> v = convert(with_defaults(args), result_type);
        if (!v) return Error{v.error().message, v.error().path, 0};
        return v;
      },
  });
}

}  // namespace

void add_expression_functions(FunctionTable& table) {
  table.add("try", try_function());
  table.add("can", can_function());
  table.add("convert", convert_function());
}

void add_convert_with_defaults(FunctionTable& table) { table.add("convert", convert_with_defaults_function()); }

}  // namespace hclc::eval
