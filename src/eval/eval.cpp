#include "eval/eval.h"

#include <algorithm>
#include <charconv>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "eval/functions.h"
#include "eval/messages.h"
#include "eval/typeexpr.h"
#include "ir/analysis.h"
#include "runtime/convert.h"
#include "runtime/stack_budget.h"
#include "runtime/text.h"
#include "runtime/value_range.h"

namespace hclc::eval {

using ir::ExprId;
using ir::Span;

namespace {

// `v` with `marks` added to its own. Without marks (the usual case) it is
// `v` itself, moved: neither a copy nor a call.
Value marked(Value v, Marks marks) {
  if (marks.empty()) return v;
  return v.with_marks(marks);
}

// `to` gains the marks of `v` (no call to merge sets when it has none).
void add_marks(Marks& to, const Value& v) {
  const Marks more = v.marks();
  if (!more.empty()) to = to.with(more);
}

// Whether an error was added to `diags` after its first `size` diagnostics:
// what an evaluation reported, without collecting it apart first.
bool has_errors_since(const Diagnostics& diags, std::size_t size) {
  return std::any_of(diags.begin() + static_cast<std::ptrdiff_t>(size), diags.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

}  // namespace

Range start_range(const ir::Arena& arena, ExprId id) {
  const ir::Node& node = arena.node(id);
  // The one character at `at` (an opening bracket).
  const auto character_at = [&](std::uint32_t at) {
    const Pos open = arena.pos(at);
    return Range{arena.filename(), open, Pos{open.line, open.column + 1, open.byte + 1}};
  };
  switch (node.kind) {
    case ir::NodeKind::Template: {
      const auto& t = arena.get<ir::Template>(id);
      // An empty template's start is the empty range at its end (after `""`).
      if (t.parts.empty()) return arena.range(ir::Span{node.span.end, node.span.end});
      Range start = start_range(arena, t.parts.front());
      // Consecutive pieces of text (around an escape, the lines of a heredoc)
      // are one literal for the reference, so text at the start counts whole.
      for (std::size_t i = 1; i < t.parts.size() && arena.kind(t.parts[i - 1]) == ir::NodeKind::Literal &&
                              arena.kind(t.parts[i]) == ir::NodeKind::Literal;
           ++i)
        start.end = arena.pos(arena.span(t.parts[i]).end);
      return start;
    }
    case ir::NodeKind::TemplateInterp: return start_range(arena, arena.get<ir::TemplateInterp>(id).expr);
    case ir::NodeKind::TemplateIf: return start_range(arena, arena.get<ir::TemplateIf>(id).cond);
    case ir::NodeKind::TemplateFor: {
      // The `%{ for … }` sequence: up to where the body starts.
      return arena.range(ir::Span{node.span.start, arena.node(arena.get<ir::TemplateFor>(id).body).span.start});
    }
    case ir::NodeKind::Parens: return start_range(arena, arena.get<ir::Parens>(id).inner);
    case ir::NodeKind::Conditional: return start_range(arena, arena.get<ir::Conditional>(id).cond);
    case ir::NodeKind::Binary: return start_range(arena, arena.get<ir::Binary>(id).lhs);
    case ir::NodeKind::Unary: return arena.range(arena.get<ir::Unary>(id).op_span);
    case ir::NodeKind::Call: {
      const auto& c = arena.get<ir::Call>(id);
      return arena.range(ir::Span::between(c.name.span, c.open_paren_span));
    }
    case ir::NodeKind::Tuple:
    case ir::NodeKind::Object: return character_at(node.span.start);
    case ir::NodeKind::For: return arena.range(arena.get<ir::For>(id).open_span);
    case ir::NodeKind::Index: return character_at(arena.get<ir::Index>(id).bracket_span.start);
    case ir::NodeKind::Splat: return arena.range(arena.get<ir::Splat>(id).marker_span);
    default: return arena.range(node.span);
  }
}

namespace {

// Messages the reference uses in more than one place.
constexpr std::string_view kIndexNotFound = "The given key does not identify an element in this collection value";

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

bool is_sequence(const Type& t) { return t.is_list() || t.is_tuple() || t.is_set(); }

// Traversal steps that plainly succeed: the element a key or index selects
// in a known, non-null value that has it, or nullptr when the full step
// (get_attr or index: conversions, unknowns, errors) must decide. Taking
// them skips the step's source range, which copies the filename, and the
// object type's search by name.
const Value* present_entry(const Value& v, std::string_view key) {
  // A marked value's element carries the value's marks too: a full step.
  if (!v.is_present() || v.is_marked() || !(v.type().is_object() || v.type().is_map())) return nullptr;
  // Keys are in NFC, so a key found as given is the one NFC would find.
  return v.find(key);
}

const Value* present_element_at(const Value& v, std::uint64_t i) {
  if (!v.is_present() || v.is_marked() || !(v.type().is_list() || v.type().is_tuple()) || i >= v.length())
    return nullptr;
  return &v.elements()[i];
}

const Value* present_element(const Value& v, const ir::TraversalStep& step) {
  if (step.kind == ir::StepKind::Attr) return present_entry(v, step.name);
  const ir::LiteralValue& key = step.key;
  if (key.kind == ir::LiteralKind::String) return present_entry(v, key.text);
  if (key.kind != ir::LiteralKind::Number) return nullptr;
  // Plain digits only; other number forms take the full step.
  std::uint64_t i = 0;
  const char* end = key.text.data() + key.text.size();
  auto [stop, error] = std::from_chars(key.text.data(), end, i);
  if (error != std::errc() || stop != end) return nullptr;
  return present_element_at(v, i);
}

const Value* present_element(const Value& coll, const Value& key) {
  if (!key.is_present() || key.is_marked()) return nullptr;
  if (key.type().kind() == Type::Kind::String) return present_entry(coll, key.as_string());
  if (key.type().kind() != Type::Kind::Number || !(coll.type().is_list() || coll.type().is_tuple())) return nullptr;
  std::optional<std::int64_t> i = key.as_number().to_int64();
  if (!i || *i < 0) return nullptr;
  return present_element_at(coll, static_cast<std::uint64_t>(*i));
}

}  // namespace

std::string known_template_prefix(std::string_view text, std::size_t known) {
  constexpr std::size_t kMaxPrefixBytes = 128;
  std::size_t n = std::min(known, kMaxPrefixBytes);
  while (n > 0 && n < text.size() && is_utf8_continuation(text[n])) --n;
  return safe_known_prefix(normalize_nfc(text.substr(0, n)));
}

Value get_attr(const Value& obj, std::string_view name, const Range& where, Diagnostics& diags) {
  // The object's marks go to what is taken from it (as in HCL's GetAttr).
  if (obj.is_marked()) return get_attr(obj.unmarked(), name, where, diags).with_marks(obj.marks());
  const Type& ty = obj.type();
  if (obj.is_null()) {
    diags.add(DiagKind::EvalAttributeOfNull, "This value is null, so it does not have any attributes.", where);
    return Value::dynamic();
  }
  if (ty.is_object()) {
    // A known object has exactly its type's attributes, so its own entries
    // answer without a second search in the type.
    const Value* known_attr = obj.is_known() ? obj.find(name) : nullptr;
    if (known_attr) return *known_attr;
    const Type* attr = obj.is_known() ? nullptr : ty.attribute(name);
    if (!attr) {
      diags.add(DiagKind::EvalUnsupportedAttribute,
                "This object does not have an attribute named " + quoted(name) + ".", where);
      return Value::dynamic();
    }
    return Value::unknown(*attr);
  }
  if (ty.is_map()) {
    if (!obj.is_known()) return Value::unknown(ty.element_type());
    const Value* element = obj.find(normalize_nfc(name));
    if (!element) {
      diags.add(DiagKind::EvalMissingMapElement, "This map does not have an element with the key " + quoted(name) + ".",
                where);
      return Value::dynamic();
    }
    return *element;
  }
  if (ty.is_dynamic()) return Value::dynamic();
  if (ty.is_list() && ty.element_type().is_object()) {
    std::string detail =
        ty.element_type().has_attribute(name)
            ? "Can't access attributes on a list of objects. Did you mean to access attribute " + quoted(name) +
                  " for a specific element of the list, or across all elements of the list?"
            : "Can't access attributes on a list of objects. Did you mean to access an attribute for a "
              "specific element of the list, or across all elements of the list?";
    diags.add(DiagKind::EvalUnsupportedAttribute, std::move(detail), where);
    return Value::dynamic();
  }
  if (ty.is_set() && ty.element_type().is_object()) {
    std::string detail =
        ty.element_type().has_attribute(name)
            ? "Can't access attributes on a set of objects. Did you mean to access attribute " + quoted(name) +
                  " across all elements of the set?"
            : "Can't access attributes on a set of objects. Did you mean to access an attribute across "
              "all elements of the set?";
    diags.add(DiagKind::EvalUnsupportedAttribute, std::move(detail), where);
    return Value::dynamic();
  }
  if (ty.is_primitive()) {
    diags.add(DiagKind::EvalUnsupportedAttribute,
              "Can't access attributes on a primitive-typed value (" + ty.friendly_name() + ").", where);
    return Value::dynamic();
  }
  diags.add(DiagKind::EvalUnsupportedAttribute, "This value does not have any attributes.", where);
  return Value::dynamic();
}

Value index(const Value& coll, const Value& key, const Range& where, Diagnostics& diags) {
  // The collection's and the key's marks go to the element (as in HCL's Index).
  if (coll.is_marked() || key.is_marked())
    return index(coll.unmarked(), key.unmarked(), where, diags).with_marks(coll.marks().with(key.marks()));
  auto invalid = [&](std::string detail) {
    diags.add(DiagKind::EvalInvalidIndex, std::move(detail), where);
    return Value::dynamic();
  };
  if (coll.is_null()) {
    diags.add(DiagKind::EvalIndexOfNull, "This value is null, so it does not have any indices.", where);
    return Value::dynamic();
  }
  if (key.is_null()) return invalid("Can't use a null value as an indexing key.");
  const Type& ty = coll.type();
  if (key.type().is_dynamic() || ty.is_dynamic()) return Value::dynamic();

  if (ty.is_list() || ty.is_tuple() || ty.is_map()) {
    Result<Value> k = convert(key, ty.is_map() ? Type::string() : Type::number());
    if (!k) return invalid(std::string(kIndexNotFound) + ": " + k.error().message + ".");
    if (!k->is_known()) return ty.is_tuple() ? Value::dynamic() : Value::unknown(ty.element_type());
    if (ty.is_map()) {
      if (!coll.is_known()) return Value::unknown(ty.element_type());
      const Value* element = coll.find(k->as_string());
      if (!element) return invalid(std::string(kIndexNotFound) + ".");
      return *element;
    }
    const Number& n = k->as_number();
    if (!n.is_integer() && !n.is_infinity())
      return invalid(std::string(kIndexNotFound) +
                     ": indexing a sequence requires a whole number, but the given index has a fractional part.");
    if (n.is_negative() && !n.is_zero())
      return invalid(std::string(kIndexNotFound) + ": a negative number is not a valid index for a sequence.");
    std::optional<std::int64_t> i = n.to_int64();
    std::size_t length = ty.is_tuple() ? ty.elements().size() : (coll.is_known() ? coll.length() : 0);
    if (ty.is_list() && !coll.is_known()) return Value::unknown(ty.element_type());
    if (!i || static_cast<std::uint64_t>(*i) >= length) {
      // The reference explains only an index just past the end.
      if (i && static_cast<std::uint64_t>(*i) == length)
        return invalid(std::string(kIndexNotFound) +
                       (length == 0 ? ": the collection has no elements."
                                    : ": the given index is greater than or equal to the length of the collection."));
      return invalid(std::string(kIndexNotFound) + ".");
    }
    if (!coll.is_known()) return Value::unknown(ty.elements()[static_cast<std::size_t>(*i)]);
    return coll.elements()[static_cast<std::size_t>(*i)];
  }
  if (ty.is_object()) {
    Result<Value> k = convert(key, Type::string());
    if (!k) return invalid(std::string(kIndexNotFound) + ": " + k.error().message + ".");
    if (!k->is_known()) return Value::dynamic();
    // The type alone says whether the attribute exists, known or not; a
    // known object's entries say the same.
    const Value* known_attr = coll.is_known() ? coll.find(k->as_string()) : nullptr;
    if (known_attr) return *known_attr;
    const Type* attr = coll.is_known() ? nullptr : ty.attribute(k->as_string());
    if (!attr) {
      if (key.type().kind() == Type::Kind::Number)
        return invalid(std::string(kIndexNotFound) +
                       ". An object only supports looking up attributes by name, not by numeric index.");
      return invalid(std::string(kIndexNotFound) + ".");
    }
    return Value::unknown(*attr);
  }
  if (ty.is_set())
    return invalid(
        "Elements of a set are identified only by their value and don't have any separate index or key to select "
        "with, so it's only possible to perform operations across all elements of the set.");
  return invalid("This value does not have any indices.");
}

std::optional<ConditionalType> conditional_type(const Value& true_result, const Value& false_result,
                                                const Range& between, const Range& whole, Diagnostics& diags) {
  auto is_null_dynamic = [](const Value& v) { return v.is_null() && v.type().is_dynamic(); };
  if (is_null_dynamic(true_result)) return ConditionalType{false_result.type(), true, false};
  if (is_null_dynamic(false_result)) return ConditionalType{true_result.type(), false, true};
  // Unifying would make the dynamic side take the other's type (and a
  // failed nested conditional an "inconsistent" one further out): the
  // reference leaves the result's type unknown instead.
  if (true_result.type().is_dynamic() || false_result.type().is_dynamic()) return ConditionalType{Type::dynamic()};
  Type both[] = {true_result.type(), false_result.type()};
  std::optional<Unification> u = unify(both);
  if (!u) {
    diags.add(DiagKind::EvalInconsistentConditionalTypes,
              inconsistent_conditional_types_detail(true_result.type(), false_result.type()), between, whole);
    return std::nullopt;
  }
  return ConditionalType{u->type, u->needs_conversion[0], u->needs_conversion[1]};
}

Value conditional_side(bool true_side, Value chosen, const ConditionalType& result, const Range& side,
                       const Range& whole, Diagnostics& diags) {
  if (!(true_side ? result.convert_true : result.convert_false)) return chosen;
  Result<Value> converted = convert(chosen, result.type);
  if (!converted) {
    diags.add(DiagKind::EvalInconsistentConditionalTypes,
              conditional_result_wrong_type_detail(true_side, converted.error()), side, whole);
    return Value::unknown(result.type);
  }
  return std::move(converted).value();
}

namespace {

// An operation with an unknown operand: a comparison that the operands'
// bounds decide is known (`x >= y` being `x > y || x == y`, as in the
// reference); any other result is unknown but never null.
Value unknown_operation_result(ir::BinaryOp op, const Value& l, const Value& r, const Type& result_type) {
  using Op = ir::BinaryOp;
  auto either = [](const Value& a, const Value& b) {
    if ((a.is_known() && a.as_bool()) || (b.is_known() && b.as_bool())) return Value::boolean(true);
    if (a.is_known() && b.is_known()) return Value::boolean(false);
    return Value::unknown(Type::boolean(), Refinement::known_not_null());
  };
  switch (op) {
    case Op::Less: return range_less_than(l, r);
    case Op::Greater: return range_less_than(r, l);
    case Op::LessOrEqual: return either(range_less_than(l, r), l.equals(r));
    case Op::GreaterOrEqual: return either(range_less_than(r, l), l.equals(r));
    default: return Value::unknown(result_type, Refinement::known_not_null());
  }
}

// Most operands have no diagnostics: for them, these two ask no more than
// that, inline, on the path of every operator.
bool has_errors(const Diagnostics& diags) { return !diags.empty() && diags.has_errors(); }
void append_diagnostics(Diagnostics& to, const Diagnostics& from) {
  if (!from.empty()) to.append(from);
}

// apply_binary_at for unmarked operands.
template <class WholeRange>
Value apply_unmarked_binary(ir::BinaryOp op, const Value& l, const Value& r, const Type& result_type,
                            const WholeRange& whole, Diagnostics& diags) {
  using Op = ir::BinaryOp;
  auto operation_failed = [&](std::string_view message) {
    diags.add(DiagKind::EvalOperationFailed, operation_failed_detail(message), whole());
    return Value::unknown(result_type);
  };
  if (l.is_null() || r.is_null()) return operation_failed("argument must not be null");
  if (!l.is_known() || !r.is_known()) return unknown_operation_result(op, l, r, result_type);

  if (op == Op::Or || op == Op::And) {
    bool x = l.as_bool(), y = r.as_bool();
    return Value::boolean(op == Op::Or ? (x || y) : (x && y));
  }
  const Number& x = l.as_number();
  const Number& y = r.as_number();
  switch (op) {
    case Op::Greater: return Value::boolean(x > y);
    case Op::GreaterOrEqual: return Value::boolean(x >= y);
    case Op::Less: return Value::boolean(x < y);
    case Op::LessOrEqual: return Value::boolean(x <= y);
    case Op::Add:
      if (x.is_infinity() && y.is_infinity() && x.is_negative() != y.is_negative())
        return operation_failed("can't compute sum of opposing infinities");
      return Value::number(x + y);
    case Op::Subtract:
      if (x.is_infinity() && y.is_infinity() && x.is_negative() == y.is_negative())
        return operation_failed("can't subtract infinity from itself");
      return Value::number(x - y);
    case Op::Multiply:
      if ((x.is_infinity() && y.is_zero()) || (x.is_zero() && y.is_infinity()))
        return operation_failed("can't multiply zero by infinity");
      return Value::number(x * y);
    case Op::Divide: {
      Result<Number> q = divide(x, y);
      if (!q) return operation_failed(q.error().message);
      return Value::number(*q);
    }
    case Op::Modulo: {
      Result<Number> m = modulo(x, y);
      if (!m) return operation_failed(m.error().message);
      return Value::number(*m);
    }
    case Op::Or:
    case Op::And:
    case Op::Equal:
    case Op::NotEqual: break;  // `&&` and `||` above; equality is compared by the callers, not here
  }
  return Value::unknown(result_type);
}

// apply_binary with the whole operation's range made only for a diagnostic
// (a Range copies the filename).
template <class WholeRange>
Value apply_binary_at(ir::BinaryOp op, const Value& l, const Value& r, const Type& result_type, const WholeRange& whole,
                      Diagnostics& diags) {
  // Operands are primitives: their marks are all on the outside.
  if (l.is_marked() || r.is_marked()) [[unlikely]]
    return apply_unmarked_binary(op, l.unmarked(), r.unmarked(), result_type, whole, diags)
        .with_marks(l.marks().with(r.marks()));
  return apply_unmarked_binary(op, l, r, result_type, whole, diags);
}

}  // namespace

Value apply_binary(ir::BinaryOp op, const Value& l, const Value& r, const Type& result_type, const Range& whole,
                   Diagnostics& diags) {
  return apply_binary_at(
      op, l, r, result_type, [&] { return whole; }, diags);
}

namespace {

class Evaluator {
 public:
  Evaluator(const ir::Arena& arena, const Limits& limits, const Observer* observer)
      : arena_(arena), limits_(limits), observer_(observer && *observer ? observer : nullptr) {
    stack_.start(kWholeStack);
  }

  Value eval(ExprId id, const EvalContext* ctx, Diagnostics& diags) {
    // Deep nodes are measured against the bounds out of line, so that a
    // shallow node keeps nothing for after the measure.
    if (depth_ >= first_checked_depth_) [[unlikely]]
      return eval_deep(id, ctx, diags);
    return eval_counted(id, ctx, diags);
  }

 private:
  Range range(const ir::Span& s) const { return arena_.range(s); }
  Range range(ExprId id) const { return arena_.range(id); }

  void stop(DiagKind kind, std::string detail, ExprId id, Diagnostics& diags) {
    if (stopped_) return;
    stopped_ = true;
    diags.add(kind, std::move(detail), range(id));
  }

  // Counts `units` of work; false (after reporting once) when over budget.
  // (The report is out of line, so that the count inlines into every node.)
  bool charge(std::size_t units, ExprId id, Diagnostics& diags) {
    work_ += units;
    if (work_ <= limits_.max_work) return true;
    report_over_budget(id, diags);
    return false;
  }
  [[gnu::noinline, gnu::cold]] void report_over_budget(ExprId id, Diagnostics& diags) {
    stop(DiagKind::EvalBudgetExceeded,
         "Evaluating this expression takes more than " + std::to_string(limits_.max_work) +
             " steps; it is probably iterating over very large collections.",
         id, diags);
  }

  // What evaluating any node begins with: the depth and work budgets. False
  // (the node then evaluates to the dynamic value) when evaluation stops here
  // or has stopped; otherwise the caller leaves with --depth_.
  bool enter(ExprId id, Diagnostics& diags) {
    if (stopped_) return false;
    if (++depth_ > first_checked_depth_ && stopped_too_deep(depth_, id, diags)) {
      --depth_;
      return false;
    }
    return charged(id, diags);
  }
  // The same below the depth where the bounds are measured.
  bool enter_shallow(ExprId id, Diagnostics& diags) {
    if (stopped_) return false;
    ++depth_;
    return charged(id, diags);
  }
  bool charged(ExprId id, Diagnostics& diags) {
    if (charge(1, id, diags)) return true;
    --depth_;
    return false;
  }
  Value eval_counted(ExprId id, const EvalContext* ctx, Diagnostics& diags) {
    if (!enter_shallow(id, diags)) return Value::dynamic();
    Value v = dispatch(id, ctx, diags);
    --depth_;
    if (observer_) (*observer_)(id, v);
    return v;
  }
  [[gnu::noinline]] Value eval_deep(ExprId id, const EvalContext* ctx, Diagnostics& diags) {
    if (!stopped_ && stopped_too_deep(depth_ + 1, id, diags)) return Value::dynamic();
    return eval_counted(id, ctx, diags);
  }

  // Whether a node at `depth` is past the depth bound or the stack's
  // (reported). Out of line: measuring the stack takes a frame pointer.
  [[gnu::noinline]] bool stopped_too_deep(std::size_t depth, ExprId id, Diagnostics& diags) {
    const bool over_count = depth > limits_.max_depth;
    if (!over_count && !stack_.spent()) return false;
    stop(DiagKind::EvalTooDeep, over_count ? too_deep_detail(limits_.max_depth) : too_deep_for_stack_detail(), id,
         diags);
    return true;
  }

  Value dispatch(ExprId id, const EvalContext* ctx, Diagnostics& diags);
  Value literal(ExprId id, const ir::LiteralValue& lit);
  static Value literal_value(const ir::LiteralValue& lit);
  // A template's text as it is built. The parts of a template, and the
  // templates nested in its if and for directives, append to the one buffer
  // of the outermost template: no part makes a string value of its own, and
  // the text is normalized once, when it becomes the template's value (NFC
  // of a concatenation is NFC of its NFC parts concatenated).
  struct TemplateText {
    std::string text;
    bool known = true;  // false once a part is unknown: the text is then dropped
    // Unknown: how much of the text came before the first unknown part (a
    // directive whose text is unknown counts as one part, as in the reference).
    std::size_t known_prefix = 0;
    // The marks of every value the text was made from.
    Marks marks;
    void become_unknown() {
      if (!known) return;
      known = false;
      known_prefix = text.size();
    }
  };
  template <class Node>
  Value template_value(ExprId id, const Node& node, const EvalContext* ctx, Diagnostics& diags) {
    TemplateText out;
    const std::size_t diags_before = diags.size();
    append(id, node, out, ctx, diags);
    // A template's text is never null; the text before its first unknown
    // part is the start of whatever it will be (unless a part failed).
    if (!out.known) {
      Refinement text = Refinement::known_not_null();
      if (!has_errors_since(diags, diags_before)) text.prefix = known_template_prefix(out.text, out.known_prefix);
      return marked(Value::unknown(Type::string(), text), out.marks);
    }
    Value text = Value::string(std::move(out.text));
    if (!out.marks.empty()) return text.with_marks(out.marks);
    return text;
  }
  // Appends a Template, TemplateIf or TemplateFor node's text.
  void append(ExprId id, const ir::Template& t, TemplateText& out, const EvalContext* ctx, Diagnostics& diags);
  void append(ExprId id, const ir::TemplateIf& t, TemplateText& out, const EvalContext* ctx, Diagnostics& diags);
  void append(ExprId id, const ir::TemplateFor& t, TemplateText& out, const EvalContext* ctx, Diagnostics& diags);
  // Appends one part of template `whole` (or a directive's body), evaluating
  // it as eval() would.
  void append_part(ExprId whole, ExprId part, TemplateText& out, const EvalContext* ctx, Diagnostics& diags);
  // Appends a part's value, which must be a string or convert to one.
  void append_value(ExprId whole, ExprId part, const Value& v, TemplateText& out, Diagnostics& diags);
  // False (after reporting once) when the text grew over the limit.
  bool within_string_limit(ExprId id, const TemplateText& out, Diagnostics& diags) {
    if (out.text.size() <= limits_.max_string_bytes) return true;
    report_string_too_long(id, diags);
    return false;
  }
  [[gnu::noinline, gnu::cold]] void report_string_too_long(ExprId id, Diagnostics& diags) {
    stop(DiagKind::EvalBudgetExceeded,
         "This template would produce a string longer than " + std::to_string(limits_.max_string_bytes) + " bytes.", id,
         diags);
  }
  Value scope_traversal(const ir::ScopeTraversal& t, const EvalContext* ctx, Diagnostics& diags);
  Value apply_steps(const Value& source, const ir::List<ir::TraversalStep>& steps, Diagnostics& diags);
  Value splat(ExprId id, const ir::Splat& s, const EvalContext* ctx, Diagnostics& diags);
  // splat() once the source is known to be there and unmarked.
  Value splat_of(ExprId id, const ir::Splat& s, Value source, const EvalContext* ctx, Diagnostics& diags);
  Value object(const ir::Object& o, const EvalContext* ctx, Diagnostics& diags);
  Value for_expr(ExprId id, const ir::For& f, const EvalContext* ctx, Diagnostics& diags);
  Value call(ExprId id, const ir::Call& c, const EvalContext* ctx, Diagnostics& diags);
  Value unary(ExprId id, const ir::Unary& u, const EvalContext* ctx, Diagnostics& diags);
  Value binary(ExprId id, const ir::Binary& b, const EvalContext* ctx, Diagnostics& diags);
  // Node `id` of a binary operation whose left operand is evaluated.
  Value binary_with_left(ExprId id, const ir::Binary& b, const Value& lhs, const Diagnostics& lhs_diags,
                         const EvalContext* ctx, Diagnostics& diags);
  // Operand `v` of binary node `id`, at node `at`, as the operator's operand
  // type `type` (a number or a bool): `v` itself when it has that type (the
  // usual case, without the copy that convert makes), else its conversion,
  // kept in `converted`; nullptr, reported, when it does not convert.
  const Value* operand(const Value& v, const Type& type, std::string_view side, ExprId at, ExprId id,
                       std::optional<Value>& converted, Diagnostics& diags);
  Value conditional(ExprId id, const ir::Conditional& c, const EvalContext* ctx, Diagnostics& diags);

  // The condition of `c ? a : b` or `%{ if c }`: its bool, or nullopt when it
  // is unknown, or null or not a bool (both reported). `marks` gains the
  // condition's.
  std::optional<bool> condition(ExprId whole, ExprId cond, const EvalContext* ctx, Diagnostics& diags, Marks* marks);
  Value choose(ExprId whole, ExprId cond, Value true_result, const Diagnostics& true_diags, ir::Span true_span,
               Value false_result, const Diagnostics& false_diags, ir::Span false_span, const EvalContext* ctx,
               Diagnostics& diags);

  // The iteration shared by for-expressions and template for directives.
  struct Iteration {
    const std::optional<ir::Name>* key_var;
    const ir::Name* value_var;
    ExprId collection;
  };
  // Evaluates and checks the collection: nullopt when it is null, of the
  // wrong type or of unknown type; otherwise the collection, which may be an
  // unknown value of a collection type.
  std::optional<Value> iterable(ExprId whole, ExprId collection, const EvalContext* ctx, Diagnostics& diags);
  // Calls visit(key, value) for each element of a known collection, in the
  // order the reference's element iterator yields them, while visit returns
  // true; false if one returned false. A list's or tuple's keys (indexes) are
  // made only `with_keys`: the value stands in for the key otherwise.
  template <class Visit>
  static bool for_each_element(const Value& coll, bool with_keys, Visit visit);
  // Binds a for's key (when it has one) and value variables in `scope`.
  static void bind_iteration(EvalContext& scope, const Iteration& it, const Value& key, const Value& value);

  const ir::Arena& arena_;
  const Limits& limits_;
  const Observer* observer_;
  std::size_t depth_ = 0;
  const std::size_t first_checked_depth_ = std::min(limits_.max_depth, kLevelsBeforeStackChecks);
  StackBudget stack_;
  std::size_t work_ = 0;
  bool stopped_ = false;
  std::vector<std::pair<ExprId, const ir::Binary*>> spines_;  // see binary()
  // The element each splat's item currently stands for (absent: dynamic).
  std::unordered_map<std::uint32_t, Value> splat_items_;
  // Literal values by node id, made on first use inside a repetition.
  std::unordered_map<std::uint32_t, Value> literal_values_;
  // Inside a repetition a call looks its function up once: the lookup walks
  // the scopes and compares names, and each element finds the same function
  // while the innermost scope with functions (whose chain of parents is fixed)
  // is the same. By call node id.
  struct CallFunction {
    const EvalContext* scope;
    const Function* function;
  };
  std::unordered_map<std::uint32_t, CallFunction> call_functions_;
  const Function* repeated_call_function(ExprId id, std::string_view name, const EvalContext* ctx);
  // How many for-expressions, template fors and splats are being evaluated.
  std::size_t repeating_ = 0;
  struct Repetition {
    explicit Repetition(std::size_t& count) : count_(count) { ++count_; }
    Repetition(const Repetition&) = delete;
    Repetition& operator=(const Repetition&) = delete;
    ~Repetition() { --count_; }
    std::size_t& count_;
  };
};

Value Evaluator::dispatch(ExprId id, const EvalContext* ctx, Diagnostics& diags) {
  switch (arena_.kind(id)) {
    case ir::NodeKind::Literal: return literal(id, arena_.get<ir::Literal>(id).value);
    case ir::NodeKind::Template: return template_value(id, arena_.get<ir::Template>(id), ctx, diags);
    case ir::NodeKind::TemplateInterp: return eval(arena_.get<ir::TemplateInterp>(id).expr, ctx, diags);
    case ir::NodeKind::TemplateIf: return template_value(id, arena_.get<ir::TemplateIf>(id), ctx, diags);
    case ir::NodeKind::TemplateFor: return template_value(id, arena_.get<ir::TemplateFor>(id), ctx, diags);
    case ir::NodeKind::TemplateWrap: return eval(arena_.get<ir::TemplateWrap>(id).wrapped, ctx, diags);
    case ir::NodeKind::ScopeTraversal: return scope_traversal(arena_.get<ir::ScopeTraversal>(id), ctx, diags);
    case ir::NodeKind::RelativeTraversal: {
      // The steps apply even to a source in error, as in the reference:
      // `[nosuch][null]` reports the null key too.
      const auto& t = arena_.get<ir::RelativeTraversal>(id);
      return apply_steps(eval(t.source, ctx, diags), t.steps, diags);
    }
    case ir::NodeKind::Index: {
      const auto& ix = arena_.get<ir::Index>(id);
      Value coll = eval(ix.collection, ctx, diags);
      Value key = eval(ix.key, ctx, diags);
      if (const Value* element = present_element(coll, key)) return *element;
      return index(coll, key, range(ix.bracket_span), diags);
    }
    case ir::NodeKind::Splat: return splat(id, arena_.get<ir::Splat>(id), ctx, diags);
    case ir::NodeKind::SplatItem: {
      auto it = splat_items_.find(id.index());
      return it == splat_items_.end() ? Value::dynamic() : it->second;
    }
    case ir::NodeKind::Tuple: {
      const auto& tuple = arena_.get<ir::Tuple>(id);
      std::vector<Value> elements;
      elements.reserve(tuple.elements.size());
      for (ExprId e : tuple.elements) elements.push_back(eval(e, ctx, diags));
      return Value::tuple(std::move(elements));
    }
    case ir::NodeKind::Object: return object(arena_.get<ir::Object>(id), ctx, diags);
    case ir::NodeKind::For: return for_expr(id, arena_.get<ir::For>(id), ctx, diags);
    case ir::NodeKind::Call: return call(id, arena_.get<ir::Call>(id), ctx, diags);
    case ir::NodeKind::Unary: return unary(id, arena_.get<ir::Unary>(id), ctx, diags);
    case ir::NodeKind::Binary: return binary(id, arena_.get<ir::Binary>(id), ctx, diags);
    case ir::NodeKind::Conditional: return conditional(id, arena_.get<ir::Conditional>(id), ctx, diags);
    case ir::NodeKind::Parens: return eval(arena_.get<ir::Parens>(id).inner, ctx, diags);
    case ir::NodeKind::Error: return Value::dynamic();
  }
  return Value::dynamic();
}

// Inside a for-expression, template for or splat a literal's value is made
// once: the same number literal would otherwise be parsed (and a string
// normalized) for every element. Outside them each literal is evaluated once,
// and caching would only grow the map (a JSON file's every value is a literal).
// (A map, not a vector over the arena: one evaluation per attribute of a big
// file must not cost the size of the file.)
Value Evaluator::literal(ExprId id, const ir::LiteralValue& lit) {
  if (repeating_ == 0) return literal_value(lit);
  auto [it, inserted] = literal_values_.try_emplace(id.index());
  if (inserted) it->second = literal_value(lit);
  return it->second;
}

Value Evaluator::literal_value(const ir::LiteralValue& lit) {
  switch (lit.kind) {
    case ir::LiteralKind::Number: {
      std::optional<Number> n = Number::parse(lit.text);
      // The parser only lowers well-formed number literals.
      return n ? Value::number(*n) : Value::unknown(Type::number());
    }
    case ir::LiteralKind::String: return Value::string(lit.text);
    case ir::LiteralKind::Bool: return Value::boolean(lit.boolean);
    case ir::LiteralKind::Null: return Value::null(Type::dynamic());
  }
  return Value::dynamic();
}

// --- templates ------------------------------------------------------------

void Evaluator::append(ExprId id, const ir::Template& t, TemplateText& out, const EvalContext* ctx,
                       Diagnostics& diags) {
  for (ExprId part : t.parts) {
    append_part(id, part, out, ctx, diags);
    if (stopped_ || !within_string_limit(id, out, diags)) {
      out.become_unknown();
      return;
    }
  }
}

void Evaluator::append_part(ExprId whole, ExprId part, TemplateText& out, const EvalContext* ctx, Diagnostics& diags) {
  // An observer sees each node's value, so each part must make one.
  if (observer_) return append_value(whole, part, eval(part, ctx, diags), out, diags);
  if (!enter(part, diags)) {
    out.become_unknown();
    return;
  }
  // A nested template or directive is one part of this one: when its text
  // is unknown, this template's known text ends where it starts.
  const bool known_before = out.known;
  const std::size_t start = out.text.size();
  switch (arena_.kind(part)) {
    // A template's literal parts are strings.
    case ir::NodeKind::Literal: out.text += arena_.get<ir::Literal>(part).value.text; break;
    case ir::NodeKind::Template: append(part, arena_.get<ir::Template>(part), out, ctx, diags); break;
    case ir::NodeKind::TemplateIf: append(part, arena_.get<ir::TemplateIf>(part), out, ctx, diags); break;
    case ir::NodeKind::TemplateFor: append(part, arena_.get<ir::TemplateFor>(part), out, ctx, diags); break;
    default: append_value(whole, part, dispatch(part, ctx, diags), out, diags); break;
  }
  if (known_before && !out.known) out.known_prefix = std::min(out.known_prefix, start);
  --depth_;
}

void Evaluator::append_value(ExprId whole, ExprId part, const Value& v, TemplateText& out, Diagnostics& diags) {
  // An interpolation's problems point at the interpolated expression.
  auto subject = [&] {
    const auto* interp = arena_.get_if<ir::TemplateInterp>(part);
    return range(interp ? interp->expr : part);
  };
  add_marks(out.marks, v);
  if (v.is_null()) {
    diags.add(DiagKind::EvalInvalidTemplateValue, null_template_value_detail(), subject(), range(whole));
    return;
  }
  if (!v.is_known()) {
    out.become_unknown();
    return;
  }
  const Type::Kind kind = v.type().kind();
  if (kind == Type::Kind::String) {
    out.text += v.as_string();
    return;
  }
  // Numbers and bools, the usual others, print straight into the text.
  if (kind == Type::Kind::Number || kind == Type::Kind::Bool) {
    Result<std::string> text = primitive_text(v);
    if (!text) {
      diags.add(DiagKind::EvalInvalidTemplateValue, invalid_template_value_detail(text.error()), subject(),
                range(whole));
      return;
    }
    out.text += *text;
    return;
  }
  Result<Value> s = convert(v, Type::string());
  if (!s) {
    diags.add(DiagKind::EvalInvalidTemplateValue, invalid_template_value_detail(s.error()), subject(), range(whole));
  } else if (!s->is_known()) {
    add_marks(out.marks, *s);
    out.become_unknown();
  } else {
    add_marks(out.marks, *s);
    out.text += s->as_string();
  }
}

// Only the chosen branch is evaluated: as a conditional the reference
// evaluates both, but keeps the other's diagnostics out and both are strings,
// so the other's value could not matter.
void Evaluator::append(ExprId id, const ir::TemplateIf& t, TemplateText& out, const EvalContext* ctx,
                       Diagnostics& diags) {
  const std::optional<bool> take_then = condition(id, t.cond, ctx, diags, &out.marks);
  if (!take_then) {
    out.become_unknown();
    return;
  }
  const ExprId branch = *take_then ? t.then_part : t.else_part;
  if (branch) append_part(id, branch, out, ctx, diags);
}

void Evaluator::append(ExprId id, const ir::TemplateFor& t, TemplateText& out, const EvalContext* ctx,
                       Diagnostics& diags) {
  const Repetition repetition(repeating_);
  std::optional<Value> coll = iterable(id, t.collection, ctx, diags);
  if (coll) add_marks(out.marks, *coll);
  if (!coll || !coll->is_known()) {
    out.become_unknown();
    return;
  }
  const Iteration iteration{&t.key_var, &t.value_var, t.collection};
  EvalContext child = EvalContext::child_of(ctx);
  bool finished = for_each_element(*coll, t.key_var.has_value(), [&](const Value& key, const Value& value) {
    if (!charge(1, id, diags)) return false;
    bind_iteration(child, iteration, key, value);
    append_part(id, t.body, out, &child, diags);
    return !stopped_ && within_string_limit(id, out, diags);
  });
  if (!finished) out.become_unknown();
}

// --- variables and traversals ---------------------------------------------

Value Evaluator::scope_traversal(const ir::ScopeTraversal& t, const EvalContext* ctx, Diagnostics& diags) {
  VariableLookup found = lookup_variable(ctx, t.root.text);
  if (!found.value) {
    if (!found.any_scope_has_variables) {
      diags.add(DiagKind::EvalVariablesNotAllowed, "Variables may not be used here.", range(t.root.span));
    } else {
      diags.add(DiagKind::EvalUnknownVariable, unknown_variable_detail(std::string(t.root.text), found.all_names),
                range(t.root.span));
    }
    return Value::dynamic();
  }
  return apply_steps(*found.value, t.steps, diags);
}

Value Evaluator::apply_steps(const Value& source, const ir::List<ir::TraversalStep>& steps, Diagnostics& diags) {
  // `current` points into `source`, or into `stepped` (the last value a full
  // step made): a step that only selects an element copies nothing.
  std::optional<Value> stepped;
  const Value* current = &source;
  for (const ir::TraversalStep& step : steps) {
    if (const Value* element = present_element(*current, step)) {
      current = element;
      continue;
    }
    Diagnostics step_diags;
    Value next = step.kind == ir::StepKind::Attr
                     ? get_attr(*current, step.name, range(step.span), step_diags)
                     : index(*current, literal_value(step.key), range(step.span), step_diags);
    bool failed = step_diags.has_errors();
    diags.append(step_diags);
    if (failed) return Value::dynamic();
    stepped = std::move(next);
    current = &*stepped;
  }
  return *current;
}

// --- splats -----------------------------------------------------------------

Value Evaluator::splat(ExprId id, const ir::Splat& s, const EvalContext* ctx, Diagnostics& diags) {
  const Repetition repetition(repeating_);
  Diagnostics source_diags;
  Value source = eval(s.source, ctx, source_diags);
  bool source_failed = source_diags.has_errors();
  diags.append(source_diags);
  // As in the reference, a source that failed or whose type is not known yet
  // leaves the per-element expression unevaluated: its problems would be
  // reported against an element that does not exist.
  if (source_failed || (!source.is_known() && source.type().is_dynamic())) return Value::dynamic();
  // The source's marks go to the result (its elements keep their own).
  if (source.is_marked()) {
    const Marks marks = source.marks();
    source = source.unmarked();
    return splat_of(id, s, std::move(source), ctx, diags).with_marks(marks);
  }
  return splat_of(id, s, std::move(source), ctx, diags);
}

Value Evaluator::splat_of(ExprId id, const ir::Splat& s, Value source, const EvalContext* ctx, Diagnostics& diags) {
  Type source_type = source.type();
  bool upgrade = !is_sequence(source_type);
  if (source.is_null()) {
    if (upgrade) return Value::empty_tuple();
    diags.add(DiagKind::EvalSplatOfNull, splat_of_null_detail(), range(s.source),
              range(ir::Span::between(arena_.span(s.source), s.marker_span)));
    return Value::dynamic();
  }
  // An unknown that may be null would make an empty tuple or a tuple of one
  // element: the result's type is not known either (after the per-element
  // expression has been checked on it).
  const bool upgraded_unknown = upgrade && !source.is_known() && !definitely_not_null(source);
  if (upgrade) {
    source = Value::tuple({source});
    source_type = source.type();
  }
  // The result type, found by applying `each` to unknown elements.
  auto result_type = [&](Diagnostics& type_diags) -> Type {
    Type result = Type::dynamic();
    if (source_type.is_list() || source_type.is_set()) {
      splat_items_[s.item.index()] = Value::unknown(source_type.element_type());
      result = Type::list(eval(s.each, ctx, type_diags).type());
    } else if (source_type.is_tuple()) {
      std::vector<Type> types;
      for (const Type& t : source_type.elements()) {
        splat_items_[s.item.index()] = Value::unknown(t);
        types.push_back(eval(s.each, ctx, type_diags).type());
      }
      result = Type::tuple(std::move(types));
    }
    splat_items_.erase(s.item.index());
    return result;
  };
  if (!source.is_known()) {
    // A list made from an unknown collection is never null and has as many
    // elements as the collection may have.
    Type type = result_type(diags);
    Refinement r = Refinement::known_not_null();
    if (type.is_list()) {
      Refinement length = range_of(source);
      r.min_length = length.min_length;
      r.max_length = length.max_length;
    }
    return Value::unknown(std::move(type), r);
  }

  std::vector<Value> values;
  bool known = true;
  for (const Value& element : source.elements()) {
    if (!charge(1, id, diags)) return Value::dynamic();
    splat_items_[s.item.index()] = element;
    Diagnostics item_diags;
    values.push_back(eval(s.each, ctx, item_diags));
    if (item_diags.has_errors()) known = false;
    diags.append(item_diags);
  }
  splat_items_.erase(s.item.index());
  if (upgraded_unknown) return Value::dynamic();
  if (!known) {
    Diagnostics ignored;
    return Value::unknown(result_type(ignored));
  }
  if (source_type.is_list() || source_type.is_set()) {
    if (values.empty()) return Value::list(result_type(diags).element_type(), {});
    Type element_type = values.front().type();
    for (const Value& v : values) {
      if (!(v.type() == element_type)) return Value::tuple(std::move(values));
    }
    return Value::list(element_type, std::move(values));
  }
  return Value::tuple(std::move(values));
}

// --- constructors -----------------------------------------------------------

Value Evaluator::object(const ir::Object& o, const EvalContext* ctx, Diagnostics& diags) {
  // Reserved so that entries never move: entry_of's keys are views of their names.
  std::vector<Value::Entry> entries;
  entries.reserve(o.items.size());
  std::vector<ExprId> entry_keys;                              // the key node of each entry
  std::unordered_map<std::string_view, std::size_t> entry_of;  // a name's index in entries
  entry_of.reserve(o.items.size());
  bool known = true;
  Marks key_marks;  // go to the object, as in HCL
  for (const ir::ObjectItem& item : o.items) {
    // `a.b = 1`: a reference or a name with a dot? The reference refuses to
    // guess, and does not evaluate the key.
    if (const auto* traversal = arena_.get_if<ir::ScopeTraversal>(item.key); traversal && !traversal->steps.empty()) {
      diags.add(DiagKind::EvalAmbiguousAttributeKey, ambiguous_attribute_key_detail(), range(item.key));
      eval(item.value, ctx, diags);
      known = false;
      continue;
    }
    Diagnostics key_diags;
    Value key = eval(item.key, ctx, key_diags);
    bool key_failed = key_diags.has_errors();
    diags.append(key_diags);
    Value value = eval(item.value, ctx, diags);
    if (key_failed) {
      known = false;
      continue;
    }
    if (key.is_null()) {
      // The reference points at the value here.
      diags.add(DiagKind::EvalNullObjectKey, null_object_key_detail(), range(item.value));
      known = false;
      continue;
    }
    add_marks(key_marks, key);
    Result<Value> k = convert(key, Type::string());
    if (!k) {
      diags.add(DiagKind::EvalIncorrectKeyType, incorrect_key_type_detail(k.error()), range(item.key));
      known = false;
      continue;
    }
    if (!k->is_known()) {
      known = false;
      continue;
    }
    const std::string& name = k->as_string();
    auto same = entry_of.find(name);
    if (same == entry_of.end()) {
      const std::string& stored = entries.emplace_back(name, std::move(value)).first;
      entry_of.emplace(stored, entries.size() - 1);
      entry_keys.push_back(item.key);
    } else if (o.keys_must_differ) {
      ExprId first = entry_keys[same->second];
      diags.add(DiagKind::EvalDuplicateObjectAttribute, duplicate_object_attribute_detail(name, range(first)),
                range(item.key));
      known = false;
    } else {
      entries[same->second].second = std::move(value);  // a later item with the same key wins
    }
  }
  if (!known) return Value::dynamic();
  Value result = Value::object(std::move(entries));
  if (!key_marks.empty()) return result.with_marks(key_marks);
  return result;
}

std::optional<Value> Evaluator::iterable(ExprId whole, ExprId collection, const EvalContext* ctx, Diagnostics& diags) {
  Value coll = eval(collection, ctx, diags);
  if (coll.is_null()) {
    diags.add(DiagKind::EvalIterationOverNull, iteration_over_null_detail(), range(collection), range(whole));
    return std::nullopt;
  }
  if (coll.type().is_dynamic()) return std::nullopt;
  const Type& t = coll.type();
  if (!(t.is_collection() || t.is_tuple() || t.is_object())) {
    diags.add(DiagKind::EvalIterationOverNonIterable, not_iterable_detail(t), range(collection), range(whole));
    return std::nullopt;
  }
  return coll;
}

template <class Visit>
bool Evaluator::for_each_element(const Value& coll, bool with_keys, Visit visit) {
  const Type& t = coll.type();
  if (t.is_map() || t.is_object()) {
    for (const Value::Entry& e : coll.entries()) {
      if (!visit(with_keys ? Value::string(e.first) : e.second, e.second)) return false;
    }
    return true;
  }
  std::int64_t i = 0;
  for (const Value& e : coll.elements()) {
    if (!visit(with_keys && !t.is_set() ? Value::number(i) : e, e)) return false;
    ++i;
  }
  return true;
}

void Evaluator::bind_iteration(EvalContext& scope, const Iteration& it, const Value& key, const Value& value) {
  std::size_t slot = 0;
  if (it.key_var->has_value()) scope.bind(slot++, (*it.key_var)->text, &key);
  scope.bind(slot, it.value_var->text, &value);
}

Value Evaluator::for_expr(ExprId id, const ir::For& f, const EvalContext* ctx, Diagnostics& diags) {
  const Repetition repetition(repeating_);
  std::optional<Value> coll = iterable(id, f.collection, ctx, diags);
  if (!coll) return Value::dynamic();

  // One scope serves every element: its variables are rebound to each.
  const Iteration iteration{&f.key_var, &f.value_var, f.collection};
  EvalContext child = EvalContext::child_of(ctx);

  // The reference checks the condition once on unknown variables first, to
  // report a condition of the wrong type once rather than per element.
  if (f.cond) {
    const Value unknown = Value::dynamic();
    bind_iteration(child, iteration, unknown, unknown);
    Diagnostics cond_diags;
    Value result = eval(f.cond, &child, cond_diags);
    bool cond_failed = cond_diags.has_errors();
    diags.append(cond_diags);
    if (result.is_null()) {
      diags.add(DiagKind::EvalConditionIsNull, null_for_condition_detail(), range(f.cond), range(id));
      return Value::dynamic();
    }
    Result<Value> b = convert(result, Type::boolean());
    if (!b) {
      diags.add(DiagKind::EvalInvalidForCondition, invalid_for_condition_detail(b.error()), range(f.cond), range(id));
      return Value::dynamic();
    }
    if (cond_failed) return Value::dynamic();
  }
  // An unknown collection of a known type has its condition checked, too.
  if (!coll->is_known()) return Value::dynamic();

  // The marks of the collection, of the conditions and of the keys go to the
  // result, as in HCL; the elements keep their own.
  Marks marks = coll->marks();
  bool known = true;
  // Whether this element passes the `if` clause; nullopt to skip it because
  // the answer is unknown or wrong (`known` is then false).
  auto include = [&]() -> bool {
    if (!f.cond) return true;
    Value raw = eval(f.cond, &child, diags);
    add_marks(marks, raw);
    if (raw.is_null()) {
      if (known) diags.add(DiagKind::EvalInvalidForCondition, null_for_condition_detail(), range(f.cond), range(id));
      known = false;
      return false;
    }
    if (!f.is_object && !raw.is_known()) {
      known = false;
      return false;
    }
    if (raw.type() == Type::boolean()) {  // the usual case, without the copy convert makes
      if (!raw.is_known()) known = false;
      return raw.is_known() && raw.as_bool();
    }
    Result<Value> b = convert(raw, Type::boolean());
    if (!b) {
      if (known)
        diags.add(DiagKind::EvalInvalidForCondition, invalid_for_condition_detail(b.error()), range(f.cond), range(id));
      known = false;
      return false;
    }
    if (!b->is_known()) {
      known = false;
      return false;
    }
    return b->as_bool();
  };

  if (!f.is_object) {
    std::vector<Value> values;
    bool finished = for_each_element(*coll, f.key_var.has_value(), [&](const Value& key, const Value& value) {
      if (!charge(1, id, diags)) return false;
      bind_iteration(child, iteration, key, value);
      if (include()) values.push_back(eval(f.value_expr, &child, diags));
      return true;
    });
    if (!finished || !known) return Value::dynamic();
    Value result = Value::tuple(std::move(values));
    if (!marks.empty()) return result.with_marks(marks);
    return result;
  }

  // Entries (or groups) in the order their keys first appear; the index
  // finds a key's entry without a search.
  std::vector<Value::Entry> entries;
  std::vector<std::pair<std::string, std::vector<Value>>> groups;
  std::unordered_map<std::string, std::size_t> index_of;
  bool finished = for_each_element(*coll, f.key_var.has_value(), [&](const Value& key, const Value& value) {
    if (!charge(1, id, diags)) return false;
    bind_iteration(child, iteration, key, value);
    if (!include()) return true;
    Value raw_key = eval(f.key_expr, &child, diags);
    add_marks(marks, raw_key);
    if (raw_key.is_null()) {
      if (known) diags.add(DiagKind::EvalInvalidForKey, null_for_key_detail(), range(f.key_expr), range(id));
      known = false;
      return true;
    }
    if (!raw_key.is_known()) {
      known = false;
      return true;
    }
    Result<Value> k = convert(raw_key, Type::string());
    if (!k) {
      if (known)
        diags.add(DiagKind::EvalInvalidForKey, invalid_for_key_detail(k.error()), range(f.key_expr), range(id));
      known = false;
      return true;
    }
    Value v = eval(f.value_expr, &child, diags);
    const std::string& name = k->as_string();
    auto [existing, added] = index_of.try_emplace(name, f.grouping ? groups.size() : entries.size());
    if (f.grouping) {
      if (added)
        groups.emplace_back(name, std::vector<Value>{std::move(v)});
      else
        groups[existing->second].second.push_back(std::move(v));
      return true;
    }
    if (!added) {
      diags.add(DiagKind::EvalDuplicateForKey, duplicate_for_key_detail(name), range(f.key_expr), range(id));
      return true;
    }
    entries.emplace_back(name, std::move(v));
    return true;
  });
  if (!finished || !known) return Value::dynamic();
  if (f.grouping) {
    for (auto& [name, values] : groups) entries.emplace_back(name, Value::tuple(std::move(values)));
  }
  Value result = Value::object(std::move(entries));
  if (!marks.empty()) return result.with_marks(marks);
  return result;
}

// --- function calls -----------------------------------------------------------

const Function* Evaluator::repeated_call_function(ExprId id, std::string_view name, const EvalContext* ctx) {
  const EvalContext* scope = ctx;
  while (scope && !scope->functions()) scope = scope->parent();
  if (!scope) return nullptr;
  auto [it, inserted] = call_functions_.try_emplace(id.index());
  if (inserted || it->second.scope != scope) it->second = {scope, lookup_function(scope, name).function};
  return it->second.function;
}

Value Evaluator::call(ExprId id, const ir::Call& c, const EvalContext* ctx, Diagnostics& diags) {
  FunctionLookup found;
  if (repeating_ > 0) found.function = repeated_call_function(id, c.name.text, ctx);
  if (!found.function) found = lookup_function(ctx, c.name.text);
  if (!found.function) {
    if (!found.any_scope_has_functions) {
      diags.add(DiagKind::EvalFunctionsNotAllowed, functions_not_allowed_detail(), range(id));
    } else {
      diags.add(DiagKind::EvalUnknownFunction, unknown_function_detail(std::string(c.name.text), found.all_names),
                range(c.name.span), range(id));
    }
    return Value::dynamic();
  }
  const Function& fn = *found.function;

  // The arguments are the call's expressions, except that with `...`
  // expansion the elements of the last one's value stand in its place.
  std::size_t direct = c.args.size();  // arguments that are expressions
  std::optional<Value> expansion;
  if (c.expand_final && direct > 0) {
    ExprId last = c.args.back();
    Diagnostics last_diags;
    Value v = eval(last, ctx, last_diags);
    bool failed = last_diags.has_errors();
    diags.append(last_diags);
    if (failed) return Value::dynamic();
    if (v.is_null()) {
      diags.add(DiagKind::EvalInvalidExpandingArgument, null_expanding_argument_detail(), range(last), range(id));
      return Value::dynamic();
    }
    if (v.type().is_dynamic()) return Value::dynamic();
    if (!is_sequence(v.type())) {
      diags.add(DiagKind::EvalInvalidExpandingArgument, expanding_argument_not_sequence_detail(), range(last),
                range(id));
      return Value::dynamic();
    }
    if (!v.is_known()) return Value::dynamic();
    --direct;
    expansion = std::move(v);
  }
  // As in HCL, a marked collection's marks go to each of its elements.
  std::vector<Value> marked_elements;
  if (expansion && expansion->is_marked())
    for (const Value& e : expansion->elements()) marked_elements.push_back(e.with_marks(expansion->marks()));
  const std::span<const Value> expanded_elements = !expansion                ? std::span<const Value>()
                                                   : marked_elements.empty() ? expansion->elements()
                                                                             : marked_elements;
  const std::size_t count = direct + expanded_elements.size();
  // Argument i's element of the expanded collection (nullptr for an
  // expression), and where problems with it are reported.
  auto expanded_at = [&](std::size_t i) { return i < direct ? nullptr : &expanded_elements[i - direct]; };
  auto start_at = [&](std::size_t i) {
    return i < direct ? start_range(arena_, c.args[i]) : arena_.range(c.args.back());
  };

  const std::size_t want = fn.parameters().size();
  if (count < want) {
    diags.add(DiagKind::EvalNotEnoughArguments, not_enough_arguments_detail(std::string(c.name.text), fn, count),
              range(c.close_paren_span), range(id));
    return Value::dynamic();
  }
  if (!fn.variadic() && count > want) {
    diags.add(DiagKind::EvalTooManyArguments, too_many_arguments_detail(std::string(c.name.text), fn), start_at(want),
              range(id));
    return Value::dynamic();
  }

  bool failed = false;
  std::vector<Value> values;
  values.reserve(count);
  for (std::size_t arg = 0; arg < count; ++arg) {
    const Parameter& param = *fn.parameter_for(arg);
    const Value* expanded = expanded_at(arg);
    // Parameters that take expressions or type constraints have capsule types.
    const bool capsule = param.type.kind() == Type::Kind::Capsule;
    if (capsule && param.type == expression_closure_type() && expanded) {
      // An element of an expanded argument was evaluated already: as in the
      // reference, try and can see it as an expression that succeeded.
      auto closure = std::make_shared<ExpressionClosure>();
      closure->evaluate = [value = *expanded](Diagnostics&) { return value; };
      closure->depends_on_unknowns = [known = expanded->is_wholly_known()] { return !known; };
      values.push_back(make_closure_value(std::move(closure)));
      continue;
    }
    if (capsule && param.type == expression_closure_type()) {
      ExprId expr = c.args[arg];
      auto closure = std::make_shared<ExpressionClosure>();
      closure->evaluate = [this, expr, ctx](Diagnostics& d) { return eval(expr, ctx, d); };
      const ir::Arena* arena = &arena_;
      closure->depends_on_unknowns = [this, arena, expr, ctx] {
        for (const ir::Traversal& t : ir::variables(*arena, expr)) {
          Diagnostics ignored;
          VariableLookup root = lookup_variable(ctx, t.root_name());
          if (!root.value) continue;
          std::vector<ir::TraversalStep> steps;
          for (std::size_t i = 1; i < t.steps.size(); ++i) {
            const ir::Traverser& s = t.steps[i];
            ir::TraversalStep step;
            step.kind = s.kind == ir::Traverser::Kind::Attr ? ir::StepKind::Attr : ir::StepKind::Index;
            step.name = s.name;
            step.key = ir::view(s.key);
            steps.push_back(std::move(step));
          }
          Value v =
              apply_steps(*root.value,
                          ir::List<ir::TraversalStep>(steps.data(), static_cast<std::uint32_t>(steps.size())), ignored);
          if (ignored.has_errors()) continue;
          if (!v.is_wholly_known()) return true;
        }
        return false;
      };
      values.push_back(make_closure_value(std::move(closure)));
      continue;
    }
    if (capsule && takes_type_constraint(param.type) && !expanded) {
      std::optional<Value> t = type_constraint_argument(param.type, arena_, c.args[arg], diags);
      failed = failed || !t;
      values.push_back(t ? std::move(*t) : Value::dynamic());
      continue;
    }
    const std::size_t diags_before = diags.size();
    Value v = expanded ? *expanded : eval(c.args[arg], ctx, diags);
    if (has_errors_since(diags, diags_before)) failed = true;
    Result<Value> converted = convert(v, param.type);
    if (!converted) {
      diags.add(DiagKind::EvalInvalidFunctionArgument, invalid_argument_detail(param, converted.error()), start_at(arg),
                range(id));
      failed = true;
      values.push_back(Value::dynamic());
      continue;
    }
    values.push_back(std::move(converted).value());
  }
  if (failed) return Value::dynamic();

  Result<Value> result = fn.call(values);
  if (!result) {
    const Error& err = result.error();
    if (err.argument && *err.argument < count) {
      const Parameter& param = *fn.parameter_for(*err.argument);
      diags.add(DiagKind::EvalInvalidFunctionArgument, invalid_argument_detail(param, err), start_at(*err.argument),
                range(id));
    } else {
      diags.add(DiagKind::EvalFunctionCallError, function_call_failed_detail(std::string(c.name.text), err),
                start_range(arena_, id), range(id));
    }
    return Value::dynamic();
  }
  return std::move(result).value();
}

// --- operators ------------------------------------------------------------------

Value Evaluator::unary(ExprId id, const ir::Unary& u, const EvalContext* ctx, Diagnostics& diags) {
  const Type want = u.op == ir::UnaryOp::Negate ? Type::number() : Type::boolean();
  Diagnostics operand_diags;
  Value given = eval(u.operand, ctx, operand_diags);
  bool failed = operand_diags.has_errors();
  diags.append(operand_diags);
  Result<Value> v = convert(given, want);
  if (!v) {
    diags.add(DiagKind::EvalInvalidOperand, unsuitable_operand_detail("unary", v.error()), range(u.operand), range(id));
    return Value::unknown(want);
  }
  if (failed) return Value::unknown(want);
  if (v->is_null()) {
    diags.add(DiagKind::EvalOperationFailed, operation_failed_detail("argument must not be null"), range(id));
    return Value::unknown(want);
  }
  const Marks marks = v->marks();
  if (!v->is_known()) return marked(Value::unknown(want, Refinement::known_not_null()), marks);
  if (u.op == ir::UnaryOp::Negate) return marked(Value::number(-v->as_number()), marks);
  return marked(Value::boolean(!v->as_bool()), marks);
}

// The type both operands of an operator are converted to (dynamic: they are
// compared as they are) and the type of its result.
struct OperatorTypes {
  Type operand;
  Type result;
};

const OperatorTypes& operator_types(ir::BinaryOp op) {
  // Made once, in the order of the enumerators: copying the types' shared
  // handles for every operation costs more than the lookup.
  static const OperatorTypes table[] = {
#define HCLC_BINARY_OP(name, token, operand_type, result_type) {Type::operand_type(), Type::result_type()},
#include "ir/binary_ops.def"
#undef HCLC_BINARY_OP
  };
  return table[static_cast<std::size_t>(op)];
}

// Operators are left-associative, so a chain `a + b + c + ...` is a spine
// of binary nodes down their left operands, as long as the chain: the parser
// takes chains of any length. The spine is evaluated from its bottom up, each
// node as if entered in turn (its work counted, the observer told its value),
// so that whatever parses evaluates without a frame per operand.
Value Evaluator::binary(ExprId id, const ir::Binary& b, const EvalContext* ctx, Diagnostics& diags) {
  const ir::Binary* below = arena_.get_if<ir::Binary>(b.lhs);
  if (below == nullptr) {
    Diagnostics lhs_diags;
    Value lhs = eval(b.lhs, ctx, lhs_diags);
    return binary_with_left(id, b, lhs, lhs_diags, ctx, diags);
  }
  // The binary nodes below `id` down the left operands, top down, on the
  // stack of spines being walked (a right operand can hold a chain too),
  // each with its payload, found once.
  const std::size_t base = spines_.size();
  ExprId bottom_lhs = b.lhs;
  do {
    spines_.emplace_back(bottom_lhs, below);
    bottom_lhs = below->lhs;
    below = arena_.get_if<ir::Binary>(bottom_lhs);
  } while (below != nullptr);
  const std::size_t length = spines_.size() - base;
  auto spine = [&](std::size_t i) { return spines_[base + i]; };
  // Entering a node counts its work before anything below it; a node not
  // entered is dynamic, as eval makes it.
  Diagnostics left_diags;
  std::size_t entered = 0;
  while (entered < length && !stopped_ && charge(1, spine(entered).first, left_diags)) ++entered;
  Value left = entered == length ? eval(bottom_lhs, ctx, left_diags) : Value::dynamic();
  for (std::size_t i = entered; i-- > 0;) {
    Diagnostics node_diags;
    const auto [node, binary] = spine(i);
    left = binary_with_left(node, *binary, left, left_diags, ctx, node_diags);
    left_diags = std::move(node_diags);
    if (observer_) (*observer_)(node, left);
  }
  spines_.resize(base);
  return binary_with_left(id, b, left, left_diags, ctx, diags);
}

Value Evaluator::binary_with_left(ExprId id, const ir::Binary& b, const Value& lhs, const Diagnostics& lhs_diags,
                                  const EvalContext* ctx, Diagnostics& diags) {
  using Op = ir::BinaryOp;
  Diagnostics rhs_diags;
  Value rhs = eval(b.rhs, ctx, rhs_diags);

  if (b.op == Op::Equal || b.op == Op::NotEqual) {
    bool failed = has_errors(lhs_diags) || has_errors(rhs_diags);
    append_diagnostics(diags, lhs_diags);
    append_diagnostics(diags, rhs_diags);
    if (failed) return Value::unknown(Type::boolean());
    Value eq = lhs.equals(rhs);
    if (b.op == Op::Equal || !eq.is_known()) return eq;
    if (eq.is_marked()) return Value::boolean(!eq.as_bool()).with_marks(eq.marks());
    return Value::boolean(!eq.as_bool());
  }
  const bool logical = b.op == Op::Or || b.op == Op::And;
  const OperatorTypes& types = operator_types(b.op);
  const Type& operand_type = types.operand;
  const Type& result_type = types.result;

  // An operand of the wrong type is reported before the problems inside
  // either operand.
  std::optional<Value> l_converted, r_converted;
  const Value* l = operand(lhs, operand_type, "left", b.lhs, id, l_converted, diags);
  const Value* r = operand(rhs, operand_type, "right", b.rhs, id, r_converted, diags);
  const bool lhs_failed = has_errors(lhs_diags);
  const bool rhs_failed = has_errors(rhs_diags);
  if (logical && l && r) {
    // `&&` and `||` short-circuit: when either operand's value decides the
    // result, the other operand's problems are not reported. A null counts
    // as false here, so it decides `&&` (false) but never `||`.
    const bool deciding = b.op == Op::Or;
    auto decides = [&](const Value& v) { return v.is_known() && (v.is_null() ? !deciding : v.as_bool() == deciding); };
    if (decides(*l)) return marked(Value::boolean(deciding), l->marks());
    if (decides(*r)) return marked(Value::boolean(deciding), r->marks());
    // An unknown left operand (not one in error) leaves the result unknown,
    // again without the right operand's problems (and never null).
    if (!l->is_known() && !lhs_failed) return Value::unknown(result_type, Refinement::known_not_null());
  }
  const bool failed = !l || !r || lhs_failed || rhs_failed;
  append_diagnostics(diags, lhs_diags);
  append_diagnostics(diags, rhs_diags);
  if (failed) return Value::unknown(result_type);
  // `null || x` with x unknown is unknown, not an error (nor null).
  if (logical && !r->is_known()) return Value::unknown(result_type, Refinement::known_not_null());
  return apply_binary_at(
      b.op, *l, *r, result_type, [&] { return range(id); }, diags);
}

const Value* Evaluator::operand(const Value& v, const Type& type, std::string_view side, ExprId at, ExprId id,
                                std::optional<Value>& converted, Diagnostics& diags) {
  if (v.type() == type) return &v;
  Result<Value> c = convert(v, type);
  if (!c) {
    diags.add(DiagKind::EvalInvalidOperand, unsuitable_operand_detail(side, c.error()), range(at), range(id));
    return nullptr;
  }
  return &converted.emplace(std::move(c).value());
}

// --- conditionals -----------------------------------------------------------------

Value Evaluator::conditional(ExprId id, const ir::Conditional& c, const EvalContext* ctx, Diagnostics& diags) {
  Diagnostics true_diags, false_diags;
  Value t = eval(c.then_expr, ctx, true_diags);
  Value f = eval(c.else_expr, ctx, false_diags);
  return choose(id, c.cond, std::move(t), true_diags, arena_.span(c.then_expr), std::move(f), false_diags,
                arena_.span(c.else_expr), ctx, diags);
}

std::optional<bool> Evaluator::condition(ExprId whole, ExprId cond, const EvalContext* ctx, Diagnostics& diags,
                                         Marks* marks) {
  Value cond_value = eval(cond, ctx, diags);
  add_marks(*marks, cond_value);
  if (cond_value.is_null()) {
    diags.add(DiagKind::EvalNullCondition, null_condition_detail(), range(cond), range(whole));
    return std::nullopt;
  }
  if (!cond_value.is_known()) return std::nullopt;
  Result<Value> b = convert(cond_value, Type::boolean());
  if (!b) {
    diags.add(DiagKind::EvalIncorrectConditionType, incorrect_condition_type_detail(), range(cond), range(whole));
    return std::nullopt;
  }
  return b->as_bool();
}

Value Evaluator::choose(ExprId whole, ExprId cond, Value true_result, const Diagnostics& true_diags, ir::Span true_span,
                        Value false_result, const Diagnostics& false_diags, ir::Span false_span, const EvalContext* ctx,
                        Diagnostics& diags) {
  // Results of one type (the usual case) need no unification, and no ranges
  // for its diagnostics (a Range copies the filename): unify keeps
  // identical types and converts neither side.
  std::optional<ConditionalType> result;
  if (true_result.type() == false_result.type())
    result = ConditionalType{true_result.type()};
  else
    result = conditional_type(true_result, false_result, range(ir::Span::between(true_span, false_span)), range(whole),
                              diags);
  if (!result) return Value::dynamic();

  const std::size_t diags_before = diags.size();
  // The condition's marks go to the result, as in HCL.
  Marks marks;
  const std::optional<bool> take = condition(whole, cond, ctx, diags, &marks);
  if (!take) {
    // An unknown condition (not a null or a non-bool one) leaves the result
    // within what either side could give.
    for (std::size_t i = diags_before; i < diags.size(); ++i) {
      if (diags[i].kind == DiagKind::EvalNullCondition || diags[i].kind == DiagKind::EvalIncorrectConditionType)
        return Value::unknown(result->type);
    }
    return marked(unknown_choice(true_result, false_result, result->type), marks);
  }
  const bool take_true = *take;
  diags.append(take_true ? true_diags : false_diags);
  if (!(take_true ? result->convert_true : result->convert_false)) {
    if (!marks.empty()) return (take_true ? true_result : false_result).with_marks(marks);
    return take_true ? std::move(true_result) : std::move(false_result);
  }
  Value converted = conditional_side(take_true, take_true ? std::move(true_result) : std::move(false_result), *result,
                                     range(take_true ? true_span : false_span), range(whole), diags);
  if (!marks.empty()) return converted.with_marks(marks);
  return converted;
}

}  // namespace

Value evaluate(const ir::Arena& arena, ExprId root, const EvalContext* ctx, Diagnostics& diags) {
  return evaluate(arena, root, ctx, diags, ctx ? ctx->limits() : Limits{});
}

Value evaluate(const ir::Arena& arena, ExprId root, const EvalContext* ctx, Diagnostics& diags, const Limits& limits) {
  Evaluator evaluator(arena, limits, nullptr);
  return evaluator.eval(root, ctx, diags);
}

Value evaluate(const ir::Arena& arena, ExprId root, const EvalContext* ctx, Diagnostics& diags, const Limits& limits,
               const Observer& observer) {
  Evaluator evaluator(arena, limits, &observer);
  return evaluator.eval(root, ctx, diags);
}

}  // namespace hclc::eval
