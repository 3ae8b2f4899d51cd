#include "check/check.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "eval/eval.h"
#include "eval/functions.h"
#include "eval/messages.h"
#include "eval/typeexpr.h"
#include "runtime/convert.h"
#include "runtime/json.h"
#include "runtime/stack_budget.h"

namespace hclc::check {

const Type* TypeTable::type_of(ir::ExprId id) const {
  if (!id.valid() || id.index() < first_ || id.index() - first_ >= types_.size() || !types_[id.index() - first_])
    return nullptr;
  return &*types_[id.index() - first_];
}

void TypeTable::record(ir::ExprId id, const Type& type) {
  if (types_.empty()) {
    first_ = id.index();
  } else if (id.index() < first_) {
    // As much room again below as the table holds, so that ids met in
    // falling order cost amortized constant time, as rising ones do.
    const std::size_t below = std::min<std::size_t>(id.index(), first_ - std::min(first_, types_.size()));
    types_.insert(types_.begin(), first_ - below, std::nullopt);
    first_ = below;
  }
  if (id.index() - first_ >= types_.size()) types_.resize(id.index() - first_ + 1);
  std::optional<Type>& slot = types_[id.index() - first_];
  if (!slot)
    slot = type;
  else if (!(*slot == type))
    slot = Type::dynamic();
}

ir::PrintOptions TypeTable::print_options() const {
  ir::PrintOptions options;
  options.annotate = [this](ir::ExprId id) -> std::string {
    const Type* t = type_of(id);
    if (!t) return {};
    Result<std::string> json = type_to_json(*t);
    return json ? *json : t->friendly_name();
  };
  return options;
}

namespace {

using ir::ExprId;
using ir::Span;

bool is_sequence(const Type& t) { return t.is_list() || t.is_tuple() || t.is_set(); }

// The names visible to an expression: the given variables, then the
// variables of each enclosing for-expression, innermost last.
class Scope {
 public:
  explicit Scope(const std::map<std::string, Value, std::less<>>* names, const Scope* parent = nullptr)
      : names_(names), parent_(parent) {}

  const Value* find(std::string_view name) const {
    for (const Scope* s = this; s; s = s->parent_) {
      auto it = s->names_->find(name);
      if (it != s->names_->end()) return &it->second;
    }
    return nullptr;
  }
  std::vector<std::string> all_names() const {
    std::vector<std::string> out;
    for (const Scope* s = this; s; s = s->parent_)
      for (const auto& [name, ignored] : *s->names_) out.push_back(name);
    return out;
  }

 private:
  const std::map<std::string, Value, std::less<>>* names_;
  const Scope* parent_;
};

// Problems on a path that some values of the variables' types avoid: the
// results of a conditional whose condition is known only by its type, the
// operand of `&&` or `||` that the other operand may decide, a for body over
// a collection that may be empty or under a condition known only by its
// type. The reference evaluates those values without them, so they are
// warnings: an error is what every value of the types meets.
void append_as_warnings(Diagnostics& to, const Diagnostics& from) {
  for (Diagnostic d : from) {
    if (d.severity == Severity::Error) d.severity = Severity::Warning;
    to.add(std::move(d));
  }
}

// One binding of a for-expression's key and value variables.
struct Binding {
  Value key;
  Value value;
};

class Checker {
 public:
  Checker(const ir::Arena& arena, const FunctionTable* functions, TypeTable& types)
      : arena_(arena), functions_(functions), types_(types) {
    stack_.start(kWholeStack);
  }

  Value check(ExprId id, const Scope& scope, Diagnostics& diags) {
    if (stopped_) return Value::dynamic();
    if (++depth_ > first_checked_depth_ && stopped_too_deep(id, diags)) {
      --depth_;
      return Value::dynamic();
    }
    if (!counted(id, diags)) {
      --depth_;
      return Value::dynamic();
    }
    Value v = dispatch(id, scope, diags);
    --depth_;
    if (recording_) types_.record(id, v.type());
    return v;
  }

 private:
  Range range(const ir::Span& s) const { return arena_.range(s); }
  Range range(ExprId id) const { return arena_.range(id); }

  void stop(DiagKind kind, std::string detail, ExprId id, Diagnostics& diags) {
    if (stopped_) return;
    stopped_ = true;
    diags.add(kind, std::move(detail), range(id));
  }

  // Counts the work of entering node `id`; false (after reporting once) when
  // over budget, or when checking has stopped.
  bool counted(ExprId id, Diagnostics& diags) {
    if (stopped_) return false;
    if (++work_ <= limits_.max_work) return true;
    stop(DiagKind::EvalBudgetExceeded,
         "Checking this expression takes more than " + std::to_string(limits_.max_work) +
             " steps; it is probably iterating over very large literal collections.",
         id, diags);
    return false;
  }

  // Whether the node is past the depth bound or the stack's (reported), as
  // the evaluator tells. Out of line: measuring the stack takes a frame pointer.
  [[gnu::noinline]] bool stopped_too_deep(ExprId id, Diagnostics& diags) {
    const bool over_count = depth_ > limits_.max_depth;
    if (!over_count && !stack_.spent()) return false;
    stop(DiagKind::EvalTooDeep,
         over_count ? eval::too_deep_detail(limits_.max_depth) : eval::too_deep_for_stack_detail(), id, diags);
    return true;
  }

  Value dispatch(ExprId id, const Scope& scope, Diagnostics& diags);
  static Value literal(const ir::LiteralValue& lit);
  Value template_(ExprId id, const ir::Template& t, const Scope& scope, Diagnostics& diags);
  Value template_for(ExprId id, const ir::TemplateFor& t, const Scope& scope, Diagnostics& diags);
  Value scope_traversal(const ir::ScopeTraversal& t, const Scope& scope, Diagnostics& diags);
  Value apply_steps(Value v, const ir::List<ir::TraversalStep>& steps, Diagnostics& diags);
  Value splat(const ir::Splat& s, const Scope& scope, Diagnostics& diags);
  Value object(const ir::Object& o, const Scope& scope, Diagnostics& diags);
  Value for_expr(ExprId id, const ir::For& f, const Scope& scope, Diagnostics& diags);
  Value call(ExprId id, const ir::Call& c, const Scope& scope, Diagnostics& diags);
  Value unary(ExprId id, const ir::Unary& u, const Scope& scope, Diagnostics& diags);
  Value binary(ExprId id, const ir::Binary& b, const Scope& scope, Diagnostics& diags);
  // Node `id` of a binary operation whose left operand is checked.
  Value binary_with_left(ExprId id, const ir::Binary& b, const Value& lhs, const Diagnostics& lhs_diags,
                         const Scope& scope, Diagnostics& diags);
  Value choose(ExprId whole, ExprId cond, Value true_result, Diagnostics true_diags, ir::Span true_span,
               Value false_result, Diagnostics false_diags, ir::Span false_span, const Scope& scope,
               Diagnostics& diags);

  // The collection of a for-expression or template for directive, checked
  // as the evaluator checks it; nullopt when it is null or not iterable.
  std::optional<Value> iterable(ExprId whole, ExprId collection, const Scope& scope, Diagnostics& diags);
  // The (key, value) pairs the body is checked with: a known collection's
  // own elements; an unknown tuple's or object's elements, unknowns of their
  // types (keys known); one pair of unknowns of the key and element types
  // for an unknown list, set or map; dynamic ones for an unknown type.
  // `exact` is set when the pairs are the collection's elements one by one.
  static std::vector<Binding> bindings_of(const Value& coll, bool& exact);
  // Whether a result of conditional `whole` has a type that the
  // reference's check of unknowns does not know: a try's or can's, a
  // splat's (of what may be null).
  bool type_unknown_to_reference(ExprId whole) const {
    return has_side(whole, [&](ExprId side) {
      return arena_.kind(side) == ir::NodeKind::Splat || is_call_to(side, "try") || is_call_to(side, "can");
    });
  }
  // Whether a result of conditional `whole` is dynamic to the reference's
  // check of unknowns: a try's or can's, or a splat of a value known only by
  // its type that is not a sequence.
  bool type_dynamic_to_reference(ExprId whole) const {
    return has_side(whole, [&](ExprId side) { return dynamic_to_reference(side); });
  }
  bool dynamic_to_reference(ExprId side) const {
    side = unparenthesized(side);
    if (arena_.kind(side) == ir::NodeKind::Splat)
      return splats_of_unknown_single_values_.count(arena_.get<ir::Splat>(side).source.index()) > 0;
    return is_call_to(side, "try") || is_call_to(side, "can");
  }
  // Whether the result of conditional `whole` other than the `taken` one is
  // dynamic to the reference's check, which then takes the other as it is.
  bool other_side_dynamic_to_reference(ExprId whole, bool taken) const {
    if (arena_.kind(whole) != ir::NodeKind::Conditional) return false;
    const auto& c = arena_.get<ir::Conditional>(whole);
    return dynamic_to_reference(taken ? c.else_expr : c.then_expr) &&
           !dynamic_to_reference(taken ? c.then_expr : c.else_expr);
  }
  // Whether each result of conditional `whole` that is a try's has its type
  // for every value: each argument before the one it takes fails from types,
  // and that one succeeds whatever the values (or none is left).
  bool try_results_certain(ExprId whole, const Scope& scope) {
    return !has_side(whole, [&](ExprId side) {
      if (!is_call_to(side, "try")) return false;
      const bool recording = std::exchange(recording_, false);
      bool certain = true;
      for (ExprId arg : arena_.get<ir::Call>(side).args) {
        Diagnostics arg_diags;
        check(arg, scope, arg_diags);
        if (arg_diags.has_errors()) continue;
        certain = succeeds_for_every_value(arg, scope);
        break;
      }
      recording_ = recording;
      return !certain;
    });
  }
  // Whether expression `id` evaluates without a problem whatever the values
  // of the variables' types, as far as its form shows: literals, names with
  // attributes of object types, and tuples, objects and single
  // interpolations of those.
  bool succeeds_for_every_value(ExprId id, const Scope& scope) const {
    switch (arena_.kind(id)) {
      case ir::NodeKind::Literal: return true;
      case ir::NodeKind::Parens: return succeeds_for_every_value(arena_.get<ir::Parens>(id).inner, scope);
      case ir::NodeKind::TemplateWrap: return succeeds_for_every_value(arena_.get<ir::TemplateWrap>(id).wrapped, scope);
      case ir::NodeKind::Tuple:
        return std::all_of(arena_.get<ir::Tuple>(id).elements.begin(), arena_.get<ir::Tuple>(id).elements.end(),
                           [&](ExprId e) { return succeeds_for_every_value(e, scope); });
      case ir::NodeKind::Object:
        return std::all_of(arena_.get<ir::Object>(id).items.begin(), arena_.get<ir::Object>(id).items.end(),
                           [&](const ir::ObjectItem& item) {
                             return item.key_is_identifier && succeeds_for_every_value(item.value, scope);
                           });
      case ir::NodeKind::ScopeTraversal: {
        const auto& t = arena_.get<ir::ScopeTraversal>(id);
        const Value* found = scope.find(t.root.text);
        if (!found) return false;
        Type type = found->type();
        for (const ir::TraversalStep& step : t.steps) {
          if (step.kind != ir::StepKind::Attr || !type.is_object() || !type.has_attribute(step.name)) return false;
          Type next = *type.attribute(step.name);
          type = std::move(next);
        }
        return true;
      }
      default: return false;
    }
  }
  template <class Test>
  bool has_side(ExprId whole, Test test) const {
    if (arena_.kind(whole) != ir::NodeKind::Conditional) return false;
    const auto& c = arena_.get<ir::Conditional>(whole);
    auto unwrapped = [&](ExprId side) {
      while (arena_.kind(side) == ir::NodeKind::Parens) side = arena_.get<ir::Parens>(side).inner;
      return side;
    };
    return test(unwrapped(c.then_expr)) || test(unwrapped(c.else_expr));
  }
  ExprId unparenthesized(ExprId id) const {
    while (arena_.kind(id) == ir::NodeKind::Parens) id = arena_.get<ir::Parens>(id).inner;
    return id;
  }
  bool is_call_to(ExprId id, std::string_view name) const {
    return arena_.kind(id) == ir::NodeKind::Call && arena_.get<ir::Call>(id).name.text == name;
  }

  // Whether every value the collection stands for has the elements its
  // bindings stand for: they are its own, or it is known to have one.
  static bool iterates_for_every_value(const Value& coll, bool exact) {
    const Refinement* refined = coll.refinement();
    return exact || (refined && refined->min_length >= 1);
  }

  const ir::Arena& arena_;
  const FunctionTable* functions_;
  TypeTable& types_;
  const eval::Limits limits_;
  std::size_t depth_ = 0;
  const std::size_t first_checked_depth_ = std::min(limits_.max_depth, kLevelsBeforeStackChecks);
  StackBudget stack_;
  std::size_t work_ = 0;
  bool stopped_ = false;
  // Off while checking with placeholder types (a for condition's first check
  // with dynamic variables), whose types are not the nodes'.
  bool recording_ = true;
  // The element each splat's item stands for.
  std::unordered_map<std::uint32_t, Value> splat_items_;
  // Splats of a value known only by its type that is not a sequence (a
  // number, an object): the reference's check makes them dynamic.
  std::unordered_set<std::uint32_t> splats_of_unknown_single_values_;
  std::vector<ExprId> spines_;  // see binary()
  // Comparisons whose result is the same for every value of the variables'
  // types, though unknown to the reference's check of unknowns; by node id.
  std::unordered_map<std::uint32_t, bool> bools_for_every_value_;
};

Value Checker::dispatch(ExprId id, const Scope& scope, Diagnostics& diags) {
  switch (arena_.kind(id)) {
    case ir::NodeKind::Literal: return literal(arena_.get<ir::Literal>(id).value);
    case ir::NodeKind::Template: return template_(id, arena_.get<ir::Template>(id), scope, diags);
    case ir::NodeKind::TemplateInterp: return check(arena_.get<ir::TemplateInterp>(id).expr, scope, diags);
    case ir::NodeKind::TemplateIf: {
      const auto& t = arena_.get<ir::TemplateIf>(id);
      Diagnostics then_diags, else_diags;
      Value then_value = check(t.then_part, scope, then_diags);
      Value else_value = t.else_part ? check(t.else_part, scope, else_diags) : Value::string("");
      ir::Span else_span = t.else_part ? arena_.span(t.else_part) : arena_.span(id);
      return choose(id, t.cond, std::move(then_value), std::move(then_diags), arena_.span(t.then_part),
                    std::move(else_value), std::move(else_diags), else_span, scope, diags);
    }
    case ir::NodeKind::TemplateFor: return template_for(id, arena_.get<ir::TemplateFor>(id), scope, diags);
    case ir::NodeKind::TemplateWrap: return check(arena_.get<ir::TemplateWrap>(id).wrapped, scope, diags);
    case ir::NodeKind::ScopeTraversal: return scope_traversal(arena_.get<ir::ScopeTraversal>(id), scope, diags);
    case ir::NodeKind::RelativeTraversal: {
      const auto& t = arena_.get<ir::RelativeTraversal>(id);
      return apply_steps(check(t.source, scope, diags), t.steps, diags);
    }
    case ir::NodeKind::Index: {
      const auto& ix = arena_.get<ir::Index>(id);
      Value coll = check(ix.collection, scope, diags);
      Value key = check(ix.key, scope, diags);
      // A number key becomes its decimal string: a known map without a key
      // that a number prints as has no element for any number.
      if (coll.is_known() && coll.type().is_map() && !key.is_known() && key.type() == Type::number() &&
          std::none_of(coll.entries().begin(), coll.entries().end(), [](const Value::Entry& e) {
            std::optional<Number> n = Number::parse_string_conversion(e.first);
            Result<std::string> printed = n ? n->to_string() : Result<std::string>(Error{"not a number"});
            return printed && *printed == e.first;
          })) {
        diags.add(DiagKind::EvalInvalidIndex, eval::key_not_found_detail(), range(ix.bracket_span));
        return Value::dynamic();
      }
      return eval::index(coll, key, range(ix.bracket_span), diags);
    }
    case ir::NodeKind::Splat: return splat(arena_.get<ir::Splat>(id), scope, diags);
    case ir::NodeKind::SplatItem: {
      auto it = splat_items_.find(id.index());
      return it == splat_items_.end() ? Value::dynamic() : it->second;
    }
    case ir::NodeKind::Tuple: {
      std::vector<Value> elements;
      for (ExprId e : arena_.get<ir::Tuple>(id).elements) elements.push_back(check(e, scope, diags));
      return Value::tuple(std::move(elements));
    }
    case ir::NodeKind::Object: return object(arena_.get<ir::Object>(id), scope, diags);
    case ir::NodeKind::For: return for_expr(id, arena_.get<ir::For>(id), scope, diags);
    case ir::NodeKind::Call: return call(id, arena_.get<ir::Call>(id), scope, diags);
    case ir::NodeKind::Unary: return unary(id, arena_.get<ir::Unary>(id), scope, diags);
    case ir::NodeKind::Binary: return binary(id, arena_.get<ir::Binary>(id), scope, diags);
    case ir::NodeKind::Conditional: {
      const auto& c = arena_.get<ir::Conditional>(id);
      Diagnostics true_diags, false_diags;
      Value t = check(c.then_expr, scope, true_diags);
      Value f = check(c.else_expr, scope, false_diags);
      return choose(id, c.cond, std::move(t), std::move(true_diags), arena_.span(c.then_expr), std::move(f),
                    std::move(false_diags), arena_.span(c.else_expr), scope, diags);
    }
    case ir::NodeKind::Parens: return check(arena_.get<ir::Parens>(id).inner, scope, diags);
    case ir::NodeKind::Error: return Value::dynamic();
  }
  return Value::dynamic();
}

Value Checker::literal(const ir::LiteralValue& lit) {
  switch (lit.kind) {
    case ir::LiteralKind::Number: {
      std::optional<Number> n = Number::parse(lit.text);
      return n ? Value::number(*n) : Value::unknown(Type::number());
    }
    case ir::LiteralKind::String: return Value::string(lit.text);
    case ir::LiteralKind::Bool: return Value::boolean(lit.boolean);
    case ir::LiteralKind::Null: return Value::null(Type::dynamic());
  }
  return Value::dynamic();
}

// --- templates --------------------------------------------------------------

// Unlike evaluation, an unknown part is checked by its type: a list cannot
// become a string whatever its value.
Value Checker::template_(ExprId id, const ir::Template& t, const Scope& scope, Diagnostics& diags) {
  std::string text;
  bool known = true;
  bool failed = false;
  for (ExprId part : t.parts) {
    Diagnostics part_diags;
    Value v = check(part, scope, part_diags);
    failed = failed || part_diags.has_errors();
    diags.append(part_diags);
    const auto* interp = arena_.get_if<ir::TemplateInterp>(part);
    Range subject = range(interp ? interp->expr : part);
    if (v.is_null()) {
      diags.add(DiagKind::EvalInvalidTemplateValue, eval::null_template_value_detail(), subject, range(id));
      known = false;
      failed = true;
      continue;
    }
    Result<Value> s = convert(v, Type::string());
    if (!s) {
      diags.add(DiagKind::EvalInvalidTemplateValue, eval::invalid_template_value_detail(s.error()), subject, range(id));
      known = false;
      failed = true;
      continue;
    }
    if (!s->is_known()) {
      known = false;
      continue;
    }
    if (known) text += s->as_string();
    if (text.size() > limits_.max_string_bytes) known = false;
  }
  if (known) return Value::string(text);
  // As in evaluation: never null, and, without a problem, it starts with
  // the text before its first unknown part.
  Refinement refined = Refinement::known_not_null();
  if (!failed) refined.prefix = eval::known_template_prefix(text, text.size());
  return Value::unknown(Type::string(), refined);
}

Value Checker::template_for(ExprId id, const ir::TemplateFor& t, const Scope& scope, Diagnostics& diags) {
  std::optional<Value> coll = iterable(id, t.collection, scope, diags);
  if (!coll) return Value::unknown(Type::string());
  bool exact = false;
  std::string text;
  bool known = true;
  std::vector<Binding> bindings = bindings_of(*coll, exact);
  Diagnostics for_some_values;
  Diagnostics& body_diags = iterates_for_every_value(*coll, exact) ? diags : for_some_values;
  for (Binding& b : bindings) {
    std::map<std::string, Value, std::less<>> names;
    if (t.key_var) names.insert_or_assign(std::string(t.key_var->text), std::move(b.key));
    names.insert_or_assign(std::string(t.value_var.text), std::move(b.value));
    Scope child(&names, &scope);
    Value part = check(t.body, child, body_diags);
    if (!part.is_known()) known = false;
    if (known && part.is_present()) text += part.as_string();
    if (text.size() > limits_.max_string_bytes) known = false;
  }
  append_as_warnings(diags, for_some_values);
  if (!exact || !known) return Value::unknown(Type::string());
  return Value::string(text);
}

// --- variables and traversals -------------------------------------------------

Value Checker::scope_traversal(const ir::ScopeTraversal& t, const Scope& scope, Diagnostics& diags) {
  const Value* found = scope.find(t.root.text);
  if (!found) {
    diags.add(DiagKind::EvalUnknownVariable, eval::unknown_variable_detail(std::string(t.root.text), scope.all_names()),
              range(t.root.span));
    return Value::dynamic();
  }
  return apply_steps(*found, t.steps, diags);
}

Value Checker::apply_steps(Value v, const ir::List<ir::TraversalStep>& steps, Diagnostics& diags) {
  for (const ir::TraversalStep& step : steps) {
    Diagnostics step_diags;
    if (step.kind == ir::StepKind::Attr)
      v = eval::get_attr(v, step.name, range(step.span), step_diags);
    else
      v = eval::index(v, literal(step.key), range(step.span), step_diags);
    bool failed = step_diags.has_errors();
    diags.append(step_diags);
    if (failed) return Value::dynamic();
  }
  return v;
}

// --- splats -----------------------------------------------------------------------

Value Checker::splat(const ir::Splat& s, const Scope& scope, Diagnostics& diags) {
  Diagnostics source_diags;
  Value source = check(s.source, scope, source_diags);
  bool source_failed = source_diags.has_errors();
  diags.append(source_diags);
  // As in evaluation, a source that failed or whose type is not known leaves
  // the per-element expression unchecked.
  if (source_failed || source.type().is_dynamic()) return Value::dynamic();
  Type source_type = source.type();
  const bool upgrade = !is_sequence(source_type);
  if (source.is_null()) {
    if (upgrade) return Value::empty_tuple();
    diags.add(DiagKind::EvalSplatOfNull, eval::splat_of_null_detail(), range(s.source),
              range(ir::Span::between(arena_.span(s.source), s.marker_span)));
    return Value::dynamic();
  }
  if (upgrade) {
    if (!source.is_known()) splats_of_unknown_single_values_.insert(s.source.index());
    source = Value::tuple({source});
    source_type = source.type();
  }
  if (source_type.is_list() || source_type.is_set()) {
    // A known list or set comes only from folding a call on constants; its
    // elements share the element type.
    splat_items_[s.item.index()] = Value::unknown(source_type.element_type());
    Type each = check(s.each, scope, diags).type();
    splat_items_.erase(s.item.index());
    return Value::unknown(Type::list(each));
  }
  std::vector<Value> values;
  for (std::size_t i = 0; i < source_type.elements().size(); ++i) {
    splat_items_[s.item.index()] = source.is_known() ? source.elements()[i] : Value::unknown(source_type.elements()[i]);
    values.push_back(check(s.each, scope, diags));
  }
  splat_items_.erase(s.item.index());
  return Value::tuple(std::move(values));
}

// --- constructors -------------------------------------------------------------------

Value Checker::object(const ir::Object& o, const Scope& scope, Diagnostics& diags) {
  std::vector<Value::Entry> entries;
  std::vector<ExprId> entry_keys;
  std::unordered_map<std::string, std::size_t> entry_of;
  bool known = true;
  for (const ir::ObjectItem& item : o.items) {
    if (const auto* traversal = arena_.get_if<ir::ScopeTraversal>(item.key); traversal && !traversal->steps.empty()) {
      diags.add(DiagKind::EvalAmbiguousAttributeKey, eval::ambiguous_attribute_key_detail(), range(item.key));
      check(item.value, scope, diags);
      known = false;
      continue;
    }
    Diagnostics key_diags;
    Value key = check(item.key, scope, key_diags);
    bool key_failed = key_diags.has_errors();
    diags.append(key_diags);
    Value value = check(item.value, scope, diags);
    if (key_failed) {
      known = false;
      continue;
    }
    if (key.is_null()) {
      diags.add(DiagKind::EvalNullObjectKey, eval::null_object_key_detail(), range(item.value));
      known = false;
      continue;
    }
    Result<Value> k = convert(key, Type::string());
    if (!k) {
      diags.add(DiagKind::EvalIncorrectKeyType, eval::incorrect_key_type_detail(k.error()), range(item.key));
      known = false;
      continue;
    }
    if (!k->is_known()) {
      known = false;
      continue;
    }
    const std::string& name = k->as_string();
    auto [same, added] = entry_of.try_emplace(name, entries.size());
    if (added) {
      entries.emplace_back(name, std::move(value));
      entry_keys.push_back(item.key);
    } else if (o.keys_must_differ) {
      diags.add(DiagKind::EvalDuplicateObjectAttribute,
                eval::duplicate_object_attribute_detail(name, range(entry_keys[same->second])), range(item.key));
      known = false;
    } else {
      entries[same->second].second = std::move(value);
    }
  }
  // With a key known only by its type, the attribute names are not known.
  if (!known) return Value::dynamic();
  return Value::object(std::move(entries));
}

// --- for-expressions -------------------------------------------------------------

std::optional<Value> Checker::iterable(ExprId whole, ExprId collection, const Scope& scope, Diagnostics& diags) {
  Value coll = check(collection, scope, diags);
  if (coll.is_null()) {
    diags.add(DiagKind::EvalIterationOverNull, eval::iteration_over_null_detail(), range(collection), range(whole));
    return std::nullopt;
  }
  const Type& t = coll.type();
  if (!(t.is_dynamic() || t.is_collection() || t.is_tuple() || t.is_object())) {
    diags.add(DiagKind::EvalIterationOverNonIterable, eval::not_iterable_detail(t), range(collection), range(whole));
    return std::nullopt;
  }
  return coll;
}

std::vector<Binding> Checker::bindings_of(const Value& coll, bool& exact) {
  std::vector<Binding> out;
  const Type& t = coll.type();
  // A tuple's or object's type lists its elements; a known collection's
  // value does.
  exact = (coll.is_known() && !t.is_dynamic()) || t.is_tuple() || t.is_object();
  auto element = [&](std::size_t i) { return coll.is_known() ? coll.elements()[i] : Value::unknown(t.elements()[i]); };
  if (t.is_object()) {
    for (const auto& [name, type] : t.attributes())
      out.push_back({Value::string(name), coll.is_known() ? *coll.find(name) : Value::unknown(type)});
  } else if (t.is_tuple()) {
    for (std::size_t i = 0; i < t.elements().size(); ++i)
      out.push_back({Value::number(static_cast<std::int64_t>(i)), element(i)});
  } else if (exact && t.is_map()) {
    for (const Value::Entry& e : coll.entries()) out.push_back({Value::string(e.first), e.second});
  } else if (exact && t.is_set()) {
    for (const Value& e : coll.elements()) out.push_back({e, e});
  } else if (exact) {
    for (std::size_t i = 0; i < coll.elements().size(); ++i)
      out.push_back({Value::number(static_cast<std::int64_t>(i)), coll.elements()[i]});
  } else if (t.is_list()) {
    out.push_back({Value::unknown(Type::number()), Value::unknown(t.element_type())});
  } else if (t.is_set()) {
    out.push_back({Value::unknown(t.element_type()), Value::unknown(t.element_type())});
  } else if (t.is_map()) {
    out.push_back({Value::unknown(Type::string()), Value::unknown(t.element_type())});
  } else {
    out.push_back({Value::dynamic(), Value::dynamic()});
  }
  return out;
}

// The body of a for-expression over a collection whose elements are not
// known is checked with unknowns of the element types, as if the collection
// had at least one element: `[for s in subnets : s.publik]` is reported even
// though an empty `subnets` would evaluate without error. (A collection whose
// type says it is empty, an empty tuple or object, has its body unchecked.)
Value Checker::for_expr(ExprId id, const ir::For& f, const Scope& scope, Diagnostics& diags) {
  std::optional<Value> coll = iterable(id, f.collection, scope, diags);
  if (!coll) return Value::dynamic();

  auto names_for = [&](Value key, Value value) {
    std::map<std::string, Value, std::less<>> names;
    if (f.key_var) names.insert_or_assign(std::string(f.key_var->text), std::move(key));
    names.insert_or_assign(std::string(f.value_var.text), std::move(value));
    return names;
  };

  // As in evaluation, the condition is first checked once on dynamic
  // variables, to report a condition of the wrong type once.
  if (f.cond) {
    auto names = names_for(Value::dynamic(), Value::dynamic());
    Scope child(&names, &scope);
    Diagnostics cond_diags;
    const bool recording = std::exchange(recording_, false);
    Value result = check(f.cond, child, cond_diags);
    recording_ = recording;
    bool cond_failed = cond_diags.has_errors();
    diags.append(cond_diags);
    if (result.is_null()) {
      diags.add(DiagKind::EvalConditionIsNull, eval::null_for_condition_detail(), range(f.cond), range(id));
      return Value::dynamic();
    }
    Result<Value> b = convert(result, Type::boolean());
    if (!b) {
      diags.add(DiagKind::EvalInvalidForCondition, eval::invalid_for_condition_detail(b.error()), range(f.cond),
                range(id));
      return Value::dynamic();
    }
    if (cond_failed) return Value::dynamic();
  }

  bool exact = false;
  std::vector<Binding> bindings = bindings_of(*coll, exact);
  // Whether the result's shape is known: every element's inclusion (and, for
  // the object form, key) known.
  bool shape_known = exact;
  std::vector<Value> values;
  std::vector<Value::Entry> entries;
  std::vector<std::pair<std::string, std::vector<Value>>> groups;
  std::unordered_map<std::string, std::size_t> index_of;
  // Per entry: whether the elements that produced it are certainly included
  // (a duplicate key is an error only between two of those).
  std::vector<bool> certain;
  const bool every_value_iterates = iterates_for_every_value(*coll, exact);
  Diagnostics for_some_values;
  for (Binding& b : bindings) {
    auto names = names_for(std::move(b.key), std::move(b.value));
    Scope child(&names, &scope);
    bool included_for_certain = true;
    Diagnostics* out = every_value_iterates ? &diags : &for_some_values;
    // As in evaluation, an element whose condition or key fails has the
    // rest of the body unchecked: no value gets there.
    if (f.cond) {
      Diagnostics cond_diags;
      Value raw = check(f.cond, child, cond_diags);
      const bool cond_failed = cond_diags.has_errors();
      out->append(cond_diags);
      Result<Value> included = raw.is_null() ? Result<Value>(Error{"null"}) : convert(raw, Type::boolean());
      if (cond_failed) {
        shape_known = false;
        continue;
      }
      if (raw.is_null()) {
        out->add(DiagKind::EvalInvalidForCondition, eval::null_for_condition_detail(), range(f.cond), range(id));
        shape_known = false;
        continue;
      }
      if (!included) {
        out->add(DiagKind::EvalInvalidForCondition, eval::invalid_for_condition_detail(included.error()), range(f.cond),
                 range(id));
        shape_known = false;
        continue;
      }
      if (!included->is_known()) {
        shape_known = false;
        included_for_certain = false;
      } else if (!included->as_bool()) {
        continue;
      }
    }
    if (!included_for_certain) out = &for_some_values;
    if (!f.is_object) {
      values.push_back(check(f.value_expr, child, *out));
      continue;
    }
    Diagnostics key_diags;
    Value raw_key = check(f.key_expr, child, key_diags);
    const bool key_failed = key_diags.has_errors();
    out->append(key_diags);
    if (key_failed) {
      shape_known = false;
      continue;
    }
    if (raw_key.is_null()) {
      out->add(DiagKind::EvalInvalidForKey, eval::null_for_key_detail(), range(f.key_expr), range(id));
      shape_known = false;
      continue;
    }
    Result<Value> k = convert(raw_key, Type::string());
    if (!k) {
      out->add(DiagKind::EvalInvalidForKey, eval::invalid_for_key_detail(k.error()), range(f.key_expr), range(id));
      shape_known = false;
      continue;
    }
    Value v = check(f.value_expr, child, *out);
    if (!k->is_known()) {
      shape_known = false;
      continue;
    }
    const std::string& name = k->as_string();
    auto [existing, added] = index_of.try_emplace(name, f.grouping ? groups.size() : entries.size());
    if (f.grouping) {
      if (added)
        groups.emplace_back(name, std::vector<Value>{std::move(v)});
      else
        groups[existing->second].second.push_back(std::move(v));
      continue;
    }
    if (!added) {
      if (!included_for_certain || !certain[existing->second]) continue;
      diags.add(DiagKind::EvalDuplicateForKey, eval::duplicate_for_key_detail(name), range(f.key_expr), range(id));
      continue;
    }
    entries.emplace_back(name, std::move(v));
    certain.push_back(included_for_certain);
  }
  append_as_warnings(diags, for_some_values);
  if (!shape_known) return Value::dynamic();
  if (!f.is_object) return Value::tuple(std::move(values));
  if (f.grouping)
    for (auto& [name, group] : groups) entries.emplace_back(name, Value::tuple(std::move(group)));
  return Value::object(std::move(entries));
}

// --- function calls -------------------------------------------------------------------

Value Checker::call(ExprId id, const ir::Call& c, const Scope& scope, Diagnostics& diags) {
  const Function* fn = functions_ ? functions_->find(c.name.text) : nullptr;
  if (!fn) {
    if (!functions_) {
      diags.add(DiagKind::EvalFunctionsNotAllowed, eval::functions_not_allowed_detail(), range(id));
    } else {
      diags.add(DiagKind::EvalUnknownFunction,
                eval::unknown_function_detail(std::string(c.name.text), functions_->names()), range(c.name.span),
                range(id));
    }
    for (ExprId a : c.args) {
      Diagnostics ignored;
      check(a, scope, ignored);
    }
    return Value::dynamic();
  }

  struct Arg {
    ExprId expr;
    std::optional<Value> expanded;
    Range start;
  };
  std::vector<Arg> args;
  for (ExprId a : c.args) args.push_back({a, std::nullopt, eval::start_range(arena_, a)});
  // Checks the arguments' own expressions when their number is not known.
  auto check_others = [&] {
    for (std::size_t i = 0; i + 1 < args.size(); ++i) check(args[i].expr, scope, diags);
    return Value::dynamic();
  };
  if (c.expand_final && !args.empty()) {
    ExprId last = args.back().expr;
    Diagnostics last_diags;
    Value v = check(last, scope, last_diags);
    bool failed = last_diags.has_errors();
    diags.append(last_diags);
    if (failed) return Value::dynamic();
    if (v.is_null()) {
      diags.add(DiagKind::EvalInvalidExpandingArgument, eval::null_expanding_argument_detail(), range(last), range(id));
      return Value::dynamic();
    }
    if (v.type().is_dynamic()) return check_others();
    if (!is_sequence(v.type())) {
      diags.add(DiagKind::EvalInvalidExpandingArgument, eval::expanding_argument_not_sequence_detail(), range(last),
                range(id));
      return Value::dynamic();
    }
    // A tuple's length is in its type; a list's or set's is not.
    if (!v.is_known() && !v.type().is_tuple()) return check_others();
    args.pop_back();
    if (v.is_known()) {
      for (const Value& e : v.elements()) args.push_back({last, e, arena_.range(last)});
    } else {
      for (const Type& t : v.type().elements()) args.push_back({last, Value::unknown(t), arena_.range(last)});
    }
  }

  const std::size_t want = fn->parameters().size();
  if (args.size() < want) {
    diags.add(DiagKind::EvalNotEnoughArguments,
              eval::not_enough_arguments_detail(std::string(c.name.text), *fn, args.size()), range(c.close_paren_span),
              range(id));
    return Value::dynamic();
  }
  if (!fn->variadic() && args.size() > want) {
    diags.add(DiagKind::EvalTooManyArguments, eval::too_many_arguments_detail(std::string(c.name.text), *fn),
              args[want].start, range(id));
    return Value::dynamic();
  }

  bool failed = false;
  std::vector<Value> values;
  // Whether each expression argument (try's, can's) fails from its types.
  auto closure_failures = std::make_shared<std::vector<bool>>();
  for (const Arg& arg : args) {
    const Parameter& param = *fn->parameter_for(values.size());
    if (param.type == eval::expression_closure_type()) {
      // try and can: problems inside are their result, not errors. An
      // argument that fails from its types fails whatever the values, with
      // its problems; any other's result depends on the values. So the
      // function runs on the closures: try fails when every argument does,
      // as each evaluation would, and is otherwise known only by its type.
      Value checked = arg.expanded ? *arg.expanded : Value::dynamic();
      auto argument_diags = std::make_shared<Diagnostics>();
      if (!arg.expanded) checked = check(arg.expr, scope, *argument_diags);
      const bool fails = argument_diags->has_errors();
      auto closure = std::make_shared<eval::ExpressionClosure>();
      closure->evaluate = [checked, argument_diags](Diagnostics& into) {
        into.append(*argument_diags);
        return checked;
      };
      // A constant (`try(x.y, "default")`) is the result whatever the
      // values, and so is an argument of try's list all of whose followers
      // fail: try either gives its value or fails.
      const bool in_list = values.size() >= fn->parameters().size();
      closure_failures->push_back(fails);
      closure->depends_on_unknowns = [fails, in_list, known = checked.is_wholly_known(), closure_failures,
                                      index = closure_failures->size() - 1] {
        const bool last_chance =
            in_list && std::all_of(closure_failures->begin() + static_cast<std::ptrdiff_t>(index) + 1,
                                   closure_failures->end(), [](bool f) { return f; });
        return !fails && !known && !last_chance;
      };
      values.push_back(eval::make_closure_value(std::move(closure)));
      continue;
    }
    if (eval::takes_type_constraint(param.type) && !arg.expanded) {
      std::optional<Value> t = eval::type_constraint_argument(param.type, arena_, arg.expr, diags);
      failed = failed || !t;
      values.push_back(t ? std::move(*t) : Value::dynamic());
      continue;
    }
    Diagnostics arg_diags;
    Value v = arg.expanded ? *arg.expanded : check(arg.expr, scope, arg_diags);
    if (arg_diags.has_errors()) failed = true;
    diags.append(arg_diags);
    Result<Value> converted = convert(v, param.type);
    if (!converted) {
      diags.add(DiagKind::EvalInvalidFunctionArgument, eval::invalid_argument_detail(param, converted.error()),
                arg.start, range(id));
      failed = true;
      values.push_back(Value::dynamic());
      continue;
    }
    values.push_back(std::move(converted).value());
  }
  if (failed) return Value::dynamic();

  // The function runs on the arguments as checked, as evaluation with
  // unknowns runs it: a call on constants only is folded (its errors,
  // `tonumber("x")`, are the constants'), one that takes known collections
  // element by element computes what is known (`reverse([s, "a"])[0]` is
  // "a"), and any other gives an unknown of its type rule's result type.
  Result<Value> result = fn->call(values);
  if (!result) {
    const Error& err = result.error();
    if (err.argument && *err.argument < args.size()) {
      const Parameter& param = *fn->parameter_for(*err.argument);
      diags.add(DiagKind::EvalInvalidFunctionArgument, eval::invalid_argument_detail(param, err),
                args[*err.argument].start, range(id));
    } else {
      diags.add(DiagKind::EvalFunctionCallError, eval::function_call_failed_detail(std::string(c.name.text), err),
                eval::start_range(arena_, id), range(id));
    }
    return Value::dynamic();
  }
  return std::move(result).value();
}

// --- operators ---------------------------------------------------------------------------

Value Checker::unary(ExprId id, const ir::Unary& u, const Scope& scope, Diagnostics& diags) {
  const Type want = u.op == ir::UnaryOp::Negate ? Type::number() : Type::boolean();
  Diagnostics operand_diags;
  Value given = check(u.operand, scope, operand_diags);
  bool failed = operand_diags.has_errors();
  diags.append(operand_diags);
  Result<Value> v = convert(given, want);
  if (!v) {
    diags.add(DiagKind::EvalInvalidOperand, eval::unsuitable_operand_detail("unary", v.error()), range(u.operand),
              range(id));
    return Value::unknown(want);
  }
  if (failed) return Value::unknown(want);
  if (v->is_null()) {
    diags.add(DiagKind::EvalOperationFailed, eval::operation_failed_detail("argument must not be null"), range(id));
    return Value::unknown(want);
  }
  // A negated number literal (`-1`) stays a constant, as an index must.
  if (!v->is_known()) return Value::unknown(want);
  if (u.op == ir::UnaryOp::Negate) return Value::number(-v->as_number());
  return Value::boolean(!v->as_bool());
}

// Operators on constants are folded, as the evaluator computes them
// (`[a, b][2 - 1]` indexes a tuple by a constant); on anything else the
// result is an unknown of the operator's result type.
// A chain `a + b + c + ...` of any length (which the parser takes) is
// checked from the bottom of its spine of left operands up, each node as if
// entered in turn, as the evaluator does it (src/eval/eval.cpp).
Value Checker::binary(ExprId id, const ir::Binary& b, const Scope& scope, Diagnostics& diags) {
  if (arena_.kind(b.lhs) != ir::NodeKind::Binary) {
    Diagnostics lhs_diags;
    Value lhs = check(b.lhs, scope, lhs_diags);
    return binary_with_left(id, b, lhs, lhs_diags, scope, diags);
  }
  // The binary nodes below `id` down the left operands, top down, on the
  // stack of spines being walked (a right operand can hold a chain too).
  const std::size_t base = spines_.size();
  for (ExprId at = b.lhs; arena_.kind(at) == ir::NodeKind::Binary; at = arena_.get<ir::Binary>(at).lhs)
    spines_.push_back(at);
  const std::size_t length = spines_.size() - base;
  auto spine = [&](std::size_t i) { return spines_[base + i]; };
  Diagnostics left_diags;
  std::size_t entered = 0;
  while (entered < length && counted(spine(entered), left_diags)) ++entered;
  Value left =
      entered == length ? check(arena_.get<ir::Binary>(spine(length - 1)).lhs, scope, left_diags) : Value::dynamic();
  for (std::size_t i = entered; i-- > 0;) {
    Diagnostics node_diags;
    left = binary_with_left(spine(i), arena_.get<ir::Binary>(spine(i)), left, left_diags, scope, node_diags);
    left_diags = std::move(node_diags);
    if (recording_) types_.record(spine(i), left.type());
  }
  spines_.resize(base);
  return binary_with_left(id, b, left, left_diags, scope, diags);
}

Value Checker::binary_with_left(ExprId id, const ir::Binary& b, const Value& lhs, const Diagnostics& lhs_diags,
                                const Scope& scope, Diagnostics& diags) {
  using Op = ir::BinaryOp;
  Diagnostics rhs_diags;
  Value rhs = check(b.rhs, scope, rhs_diags);

  if (b.op == Op::Equal || b.op == Op::NotEqual) {
    const bool failed = lhs_diags.has_errors() || rhs_diags.has_errors();
    diags.append(lhs_diags);
    diags.append(rhs_diags);
    if (failed) return Value::unknown(Type::boolean());
    Value eq = lhs.equals(rhs);  // unknown unless both are constants
    // Values of two different types are never equal (nor converted to
    // compare), whatever the values (the checker takes variables to be
    // values, not nulls). The reference's check of unknowns does not know
    // it, so the result stays unknown, and the fact is kept aside.
    if (!eq.is_known() && !lhs.type().has_dynamic() && !rhs.type().has_dynamic() && lhs.type() != rhs.type() &&
        !lhs.is_null() && !rhs.is_null()) {
      bools_for_every_value_[id.index()] = b.op == Op::NotEqual;
    }
    if (b.op == Op::Equal || !eq.is_known()) return eq;
    return Value::boolean(!eq.as_bool());
  }
  const bool logical = b.op == Op::Or || b.op == Op::And;
  const bool comparison =
      b.op == Op::Greater || b.op == Op::GreaterOrEqual || b.op == Op::Less || b.op == Op::LessOrEqual;
  const Type operand_type = logical ? Type::boolean() : Type::number();
  const Type result_type = logical || comparison ? Type::boolean() : Type::number();

  Result<Value> l = convert(lhs, operand_type);
  if (!l)
    diags.add(DiagKind::EvalInvalidOperand, eval::unsuitable_operand_detail("left", l.error()), range(b.lhs),
              range(id));
  Result<Value> r = convert(rhs, operand_type);
  if (!r)
    diags.add(DiagKind::EvalInvalidOperand, eval::unsuitable_operand_detail("right", r.error()), range(b.rhs),
              range(id));
  if (logical && l && r) {
    // A constant operand that decides `&&` or `||` (a null counts as false)
    // leaves the other operand's problems unreported, as in evaluation. An
    // operand known only by its type decides nothing: the other operand is
    // evaluated for some of its values, so its problems are reported.
    const bool deciding = b.op == Op::Or;
    auto decides = [&](const Value& v) { return v.is_known() && (v.is_null() ? !deciding : v.as_bool() == deciding); };
    if (decides(*l) || decides(*r)) return Value::boolean(deciding);
    // A left operand known only by its type (not one in error) decides for
    // some of its values, as in evaluation, which then leaves the right
    // operand's problems out.
    // (Unless it is the same for every value, and does not decide.)
    auto same = bools_for_every_value_.find(unparenthesized(b.lhs).index());
    const bool decides_for_no_value = same != bools_for_every_value_.end() && same->second != deciding;
    if (!l->is_known() && !lhs_diags.has_errors() && !decides_for_no_value) {
      append_as_warnings(diags, rhs_diags);
      // A right operand that fails for every value leaves evaluation only
      // the values of the left operand that decide.
      if (rhs_diags.has_errors()) return Value::boolean(deciding);
      return Value::unknown(result_type, Refinement::known_not_null());
    }
  }
  const bool failed = !l || !r || lhs_diags.has_errors() || rhs_diags.has_errors();
  diags.append(lhs_diags);
  diags.append(rhs_diags);
  if (failed) return Value::unknown(result_type);
  // `null || x`: x decides when it is true, so only its value can tell.
  if (logical && (!l->is_known() || !r->is_known())) return Value::unknown(result_type);
  return eval::apply_binary(b.op, *l, *r, result_type, range(id), diags);
}

// --- conditionals ---------------------------------------------------------------------------

// With a condition known only by its type, either result may be taken: the
// problems of both are reported, and each must convert to the result type.
Value Checker::choose(ExprId whole, ExprId cond, Value true_result, Diagnostics true_diags, ir::Span true_span,
                      Value false_result, Diagnostics false_diags, ir::Span false_span, const Scope& scope,
                      Diagnostics& diags) {
  // A try's argument may fail on some values where it checks without a
  // problem, and the try is then dynamic, of a type consistent with any:
  // results inconsistent because of a try's type are a warning.
  Diagnostics type_diags;
  std::optional<eval::ConditionalType> result = eval::conditional_type(
      true_result, false_result, range(ir::Span::between(true_span, false_span)), range(whole), type_diags);
  if (type_diags.has_errors() && !try_results_certain(whole, scope))
    append_as_warnings(diags, type_diags);
  else
    diags.append(type_diags);

  Diagnostics cond_diags;
  Value cond_value = check(cond, scope, cond_diags);
  const bool cond_failed = cond_diags.has_errors();
  if (!result) {
    // Evaluation stops at the inconsistent results, and the conditional is
    // dynamic to what encloses it. Where a side's type is known here but
    // not to the reference's check of unknowns (try's result, a splat of a
    // value that may be null), that check compares nothing and goes on with
    // the condition, taking a constant one's side: both are followed, so
    // that each problem either finds is reported.
    if (!type_unknown_to_reference(whole)) {
      diags.append(cond_diags);
      return Value::dynamic();
    }
    diags.append(cond_diags);
    if (cond_value.is_null()) {
      diags.add(DiagKind::EvalNullCondition, eval::null_condition_detail(), range(cond), range(whole));
      return Value::dynamic();
    }
    Result<Value> b = convert(cond_value, Type::boolean());
    if (!b) {
      diags.add(DiagKind::EvalIncorrectConditionType, eval::incorrect_condition_type_detail(), range(cond),
                range(whole));
      return Value::dynamic();
    }
    if (cond_failed || !b->is_known()) return Value::dynamic();
    diags.append(b->as_bool() ? true_diags : false_diags);
    return b->as_bool() ? std::move(true_result) : std::move(false_result);
  }
  diags.append(cond_diags);
  // An unknown of the result type, which is dynamic to the reference's
  // check where a side's type is unknown to it: what encloses the
  // conditional then compares nothing with it.
  Value unknown_result = type_dynamic_to_reference(whole) ? Value::dynamic() : Value::unknown(result->type);
  if (cond_value.is_null()) {
    diags.add(DiagKind::EvalNullCondition, eval::null_condition_detail(), range(cond), range(whole));
    return unknown_result;
  }
  Result<Value> b = convert(cond_value, Type::boolean());
  if (!b) {
    diags.add(DiagKind::EvalIncorrectConditionType, eval::incorrect_condition_type_detail(), range(cond), range(whole));
    return unknown_result;
  }
  // A condition in error has no value: evaluation takes neither side.
  if (cond_failed) return unknown_result;
  auto take = [&](bool side, Value chosen) {
    diags.append(side ? true_diags : false_diags);
    return eval::conditional_side(side, std::move(chosen), *result, range(side ? true_span : false_span), range(whole),
                                  diags);
  };
  if (b->is_known() && other_side_dynamic_to_reference(whole, b->as_bool())) {
    diags.append(b->as_bool() ? true_diags : false_diags);
    return b->as_bool() ? std::move(true_result) : std::move(false_result);
  }
  if (b->is_known()) return b->as_bool() ? take(true, std::move(true_result)) : take(false, std::move(false_result));
  Diagnostics either;
  std::swap(either, diags);
  take(true, std::move(true_result));
  take(false, std::move(false_result));
  std::swap(either, diags);
  append_as_warnings(diags, either);
  return unknown_result;
}

// Each diagnostic once: a for body checked for several elements finds the
// same problem for each.
void append_distinct(Diagnostics& to, const Diagnostics& from) {
  std::unordered_set<std::string> seen;
  auto where = [](const std::optional<Range>& r) { return r ? range_text(*r) : std::string(); };
  for (const Diagnostic& d : from) {
    std::string key =
        std::to_string(static_cast<int>(d.kind)) + '\n' + where(d.subject) + '\n' + where(d.context) + '\n' + d.detail;
    if (seen.insert(std::move(key)).second) to.add(d);
  }
}

}  // namespace

CheckResult check_expression(const ir::Arena& arena, ir::ExprId root, const VariableTypes& variables,
                             const FunctionTable* functions, Diagnostics& diags) {
  std::map<std::string, Value, std::less<>> unknowns;
  for (const auto& [name, type] : variables) unknowns.emplace(name, Value::unknown(type));
  Scope scope(&unknowns);
  CheckResult result;
  Checker checker(arena, functions, result.types);
  Diagnostics found;
  result.type = checker.check(root, scope, found).type();
  append_distinct(diags, found);
  return result;
}

}  // namespace hclc::check
