#include "ext/dynamic_blocks.h"

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "ir/analysis.h"
#include "runtime/convert.h"

namespace hclc::ext {

const body::BlockHeaderSchema kDynamicBlockHeader{"dynamic", {"type"}};

namespace {

using body::Attribute;
using body::Block;
using body::BlockHeaderSchema;
using body::BodyContent;
using body::BodyPtr;
using body::BodySchema;
using body::Expression;
using body::PartialContent;

// The iterators visible at some depth of nesting (outer ones included), and
// whether an enclosing iteration went over an unknown collection.
using Iteration = std::shared_ptr<const Expression::Scope>;

const BodySchema kDynamicSpec{{{"for_each", true}, {"iterator", false}, {"labels", false}}, {{"content", {}}}};
// The same, forgiving: a malformed block's references are still found.
const BodySchema kDynamicSpecForReferences{{{"for_each", false}, {"iterator", false}, {"labels", false}},
                                           {{"content", {}}}};

Range start_range(const Range& r) {
  Range out = r;
  out.end = r.start;
  out.end.column += 1;
  out.end.byte += 1;
  return out;
}

// The name of a dynamic block's iterator: `iterator = name`, else the type
// of block it generates. Nullopt after a diagnostic when it is not a name.
std::optional<std::string> iterator_of(const BodyContent& spec, const std::string& block_type, Diagnostics& diags) {
  const Attribute* iterator = spec.attribute("iterator");
  if (!iterator) return block_type;
  Diagnostics traversal_diags;
  std::optional<ir::Traversal> traversal =
      ir::abs_traversal_for_expr(*iterator->expr.arena, iterator->expr.id, traversal_diags);
  diags.append(traversal_diags);
  if (!traversal) return std::nullopt;
  if (traversal->steps.size() != 1) {
    diags.add(DiagKind::DynamicInvalidIterator, "Dynamic iterator must be a single variable name.",
              traversal->source_range());
    return std::nullopt;
  }
  return traversal->root_name();
}

class DynamicBody final : public body::Body {
 public:
  DynamicBody(BodyPtr original, std::shared_ptr<const eval::EvalContext> ctx, Iteration iteration)
      : original_(std::move(original)), ctx_(std::move(ctx)), iteration_(std::move(iteration)) {}

  BodyContent content(const BodySchema& schema, Diagnostics& diags) const override {
    BodyContent raw = original_->content(extended(schema), diags);
    return expand(schema, std::move(raw), false, diags);
  }

  PartialContent partial_content(const BodySchema& schema, Diagnostics& diags) const override {
    // The original's own remainder would have lost every dynamic block (the
    // extended schema takes them all): the remainder is this body with what
    // the schema named hidden.
    PartialContent raw = original_->partial_content(extended(schema), diags);
    PartialContent out;
    out.content = expand(schema, std::move(raw.content), true, diags);
    auto remain = std::make_shared<DynamicBody>(original_, ctx_, iteration_);
    remain->hidden_attributes_ = hidden_attributes_;
    remain->hidden_blocks_ = hidden_blocks_;
    for (const body::AttributeSchema& a : schema.attributes) remain->hidden_attributes_.insert(a.name);
    for (const BlockHeaderSchema& b : schema.blocks) remain->hidden_blocks_.insert_or_assign(b.type, b);
    out.remain = std::move(remain);
    return out;
  }

  std::vector<Attribute> just_attributes(Diagnostics& diags) const override {
    std::vector<Attribute> out;
    for (Attribute& a : original_->just_attributes(diags))
      if (!hidden_attributes_.contains(a.name)) out.push_back(scoped(std::move(a)));
    return out;
  }

  Range missing_item_range() const override { return original_->missing_item_range(); }

  std::optional<BodyContent> content_without_schema() const override {
    Diagnostics reported_by_the_reading_pass;
    return expanded_without_schema(reported_by_the_reading_pass);
  }

  // Every item, each dynamic block in its place replaced by what it
  // generates (see dynamic_content_without_schema).
  std::optional<BodyContent> expanded_without_schema(Diagnostics& diags) const {
    std::optional<BodyContent> raw = original_->content_without_schema();
    if (!raw) return std::nullopt;
    // A `dynamic` block without its one label: the original's diagnostic,
    // as a schema naming it gives it.
    original_->partial_content({{}, {kDynamicBlockHeader}}, diags);
    BodyContent out;
    out.missing_item_range = raw->missing_item_range;
    for (Attribute& a : raw->attributes) out.attributes.push_back(scoped(std::move(a)));
    for (Block& b : raw->blocks) {
      if (b.type != kDynamicBlockHeader.type) {
        b.body = wrap(b.body, iteration_);
        out.blocks.push_back(std::move(b));
      } else if (b.labels.size() == 1) {
        generate(BlockHeaderSchema{b.labels[0], {}}, b, out.blocks, diags, LabelCount::AsListed);
      }
    }
    return out;
  }

  UnexpandedBody unexpanded() const {
    UnexpandedBody out{original_, {}};
    if (iteration_)
      for (const auto& [name, value] : iteration_->variables) out.iterators.insert(name);
    return out;
  }

 private:
  // The schema the original is read with: the caller's, what an earlier
  // partial read took (hidden now), and the dynamic blocks.
  BodySchema extended(const BodySchema& schema) const {
    BodySchema out = schema;
    for (const std::string& name : hidden_attributes_) out.attributes.push_back({name, false});
    for (const auto& [type, header] : hidden_blocks_) out.blocks.push_back(header);
    out.blocks.push_back(kDynamicBlockHeader);
    return out;
  }

  Attribute scoped(Attribute a) const {
    if (iteration_) a.expr.scope = iteration_;
    return a;
  }

  BodyPtr wrap(BodyPtr inner, Iteration iteration) const {
    return std::make_shared<DynamicBody>(std::move(inner), ctx_, std::move(iteration));
  }

  BodyContent expand(const BodySchema& schema, BodyContent raw, bool partial, Diagnostics& diags) const {
    BodyContent out;
    out.missing_item_range = raw.missing_item_range;
    for (Attribute& a : raw.attributes)
      if (!hidden_attributes_.contains(a.name)) out.attributes.push_back(scoped(std::move(a)));
    for (Block& b : raw.blocks) {
      if (b.type != kDynamicBlockHeader.type) {
        if (hidden_blocks_.contains(b.type)) continue;
        b.body = wrap(b.body, iteration_);
        out.blocks.push_back(std::move(b));
        continue;
      }
      if (b.labels.size() != 1) continue;  // the original reported the missing or extra label
      const std::string& type = b.labels[0];
      if (hidden_blocks_.contains(type)) continue;
      const BlockHeaderSchema* header = nullptr;
      for (const BlockHeaderSchema& candidate : schema.blocks)
        if (candidate.type == type) header = &candidate;
      if (!header) {
        if (!partial)
          diags.add(DiagKind::UnsupportedBlockType, "Blocks of type \"" + type + "\" are not expected here.",
                    b.label_ranges[0]);
        continue;
      }
      generate(*header, b, out.blocks, diags, LabelCount::FromSchema);
    }
    return out;
  }

  // The context for_each and labels are evaluated in: the caller's with the
  // iterators of `iteration`.
  eval::EvalContext scope_for(const Iteration& iteration) const {
    eval::EvalContext scope = ctx_ ? eval::EvalContext::child_of(ctx_.get()) : eval::EvalContext();
    if (iteration) scope.set_variables(iteration->variables);
    return scope;
  }

  Value evaluate(const Expression& expr, const Iteration& iteration, Diagnostics& diags) const {
    if (iteration && iteration->unknown) return Value::dynamic();
    eval::EvalContext scope = scope_for(iteration);
    Expression unscoped = expr;
    unscoped.scope = nullptr;
    return unscoped.value(&scope, diags);
  }

  // How many labels a generated block has: the schema's block header's, or,
  // read without a schema, as many as `labels` lists.
  enum class LabelCount : std::uint8_t { FromSchema, AsListed };

  // The blocks one `dynamic` block stands for, appended to `out`.
  void generate(const BlockHeaderSchema& header, const Block& dynamic, std::vector<Block>& out, Diagnostics& diags,
                LabelCount label_count) const {
    Diagnostics spec_diags;
    BodyContent spec = dynamic.body->content(kDynamicSpec, spec_diags);
    diags.append(spec_diags);
    if (spec_diags.has_errors()) return;

    std::optional<std::string> iterator_name = iterator_of(spec, header.type, diags);
    if (!iterator_name) return;

    std::vector<Expression> label_exprs;
    if (const Attribute* labels = spec.attribute("labels")) {
      Diagnostics list_diags;
      std::optional<std::vector<ir::ExprId>> items = ir::static_list(*labels->expr.arena, labels->expr.id, list_diags);
      diags.append(list_diags);
      if (!items) return;
      for (ir::ExprId id : *items) label_exprs.push_back(Expression{labels->expr.arena, id});
      const std::string detail =
          "Blocks of type \"" + header.type + "\" require " + std::to_string(header.label_names.size()) + " label(s).";
      // Read without a schema, a block type has as many labels as listed.
      if (label_count == LabelCount::FromSchema && label_exprs.size() > header.label_names.size()) {
        diags.add(DiagKind::DynamicExtraneousLabel, detail, label_exprs[header.label_names.size()].range());
        return;
      }
      if (label_count == LabelCount::FromSchema && label_exprs.size() < header.label_names.size()) {
        diags.add(DiagKind::DynamicInsufficientLabels, detail, start_range(labels->expr.range()));
        return;
      }
    } else if (!header.label_names.empty()) {
      diags.add(
          DiagKind::DynamicInsufficientLabels,
          "Blocks of type \"" + header.type + "\" require " + std::to_string(header.label_names.size()) + " label(s).",
          dynamic.def_range);
      return;
    }

    if (spec.blocks.empty()) {
      diags.add(DiagKind::DynamicMissingContent,
                "A dynamic block must have a nested block of type \"content\" to describe the body of each "
                "generated block.",
                dynamic.def_range);
      return;
    }
    if (spec.blocks.size() > 1) {
      diags.add(DiagKind::DynamicExtraneousContent, "Only one nested content block is allowed for each dynamic block.",
                spec.blocks[1].def_range);
      return;
    }
    const Block& content = spec.blocks[0];

    const Attribute& for_each_attr = *spec.attribute("for_each");
    Diagnostics for_each_diags;
    Value for_each = evaluate(for_each_attr.expr, iteration_, for_each_diags);
    diags.append(for_each_diags);
    if (for_each_diags.has_errors()) return;
    const Type& t = for_each.type();
    const bool iterable = t.is_list() || t.is_set() || t.is_tuple() || t.is_map() || t.is_object();
    if (!iterable && !t.is_dynamic()) {
      diags.add(DiagKind::DynamicInvalidForEach,
                "Cannot use a " + t.friendly_name() + " value in for_each. An iterable collection is required.",
                for_each_attr.expr.range());
      return;
    }
    if (for_each.is_null()) {
      diags.add(DiagKind::DynamicInvalidForEach, "Cannot use a null value in for_each.", for_each_attr.expr.range());
      return;
    }

    auto make_block = [&](const Value& key, const Value& value, bool unknown) {
      auto scope = std::make_shared<Expression::Scope>();
      if (iteration_) *scope = *iteration_;
      scope->unknown = scope->unknown || unknown;
      scope->variables.insert_or_assign(*iterator_name, Value::object({{"key", key}, {"value", value}}));
      Iteration child = std::move(scope);

      Block generated;
      generated.type = header.type;
      generated.def_range = dynamic.def_range;
      generated.range = dynamic.range;
      generated.type_range = dynamic.label_ranges[0];
      for (const Expression& label_expr : label_exprs) {
        Diagnostics label_diags;
        eval::EvalContext label_scope = scope_for(child);
        Value label = label_expr.value(&label_scope, label_diags);
        diags.append(label_diags);
        if (label_diags.has_errors()) return;
        if (label.is_null()) {
          diags.add(DiagKind::DynamicInvalidLabel, "Cannot use a null value as a dynamic block label.",
                    label_expr.range());
          return;
        }
        if (!label.is_wholly_known()) {
          diags.add(DiagKind::DynamicInvalidLabel,
                    "This value is not yet known. Dynamic block labels must be immediately-known values.",
                    label_expr.range());
          return;
        }
        Result<Value> text = convert(label, Type::string());
        if (!text) {
          diags.add(DiagKind::DynamicInvalidLabel,
                    "Cannot use this value as a dynamic block label: " + text.error().message + ".",
                    label_expr.range());
          return;
        }
        generated.labels.push_back(text->as_string());
        generated.label_ranges.push_back(label_expr.range());
      }
      generated.body = wrap(content.body, std::move(child));
      out.push_back(std::move(generated));
    };

    if (!for_each.is_known()) {
      make_block(Value::dynamic(), Value::dynamic(), true);
      return;
    }
    if (t.is_map() || t.is_object()) {
      for (const Value::Entry& e : for_each.entries()) make_block(Value::string(e.first), e.second, false);
    } else if (t.is_set()) {
      for (const Value& e : for_each.elements()) make_block(e, e, false);
    } else {
      std::int64_t index = 0;
      for (const Value& e : for_each.elements()) make_block(Value::number(index++), e, false);
    }
  }

  BodyPtr original_;
  std::shared_ptr<const eval::EvalContext> ctx_;
  Iteration iteration_;
  std::set<std::string> hidden_attributes_;
  std::map<std::string, BlockHeaderSchema> hidden_blocks_;
};

}  // namespace

BodyPtr expand_dynamic_blocks(BodyPtr body, std::shared_ptr<const eval::EvalContext> ctx) {
  return std::make_shared<DynamicBody>(std::move(body), std::move(ctx), nullptr);
}

std::optional<BodyContent> dynamic_content_without_schema(const body::Body& body, Diagnostics& diags) {
  const auto* dynamic = dynamic_cast<const DynamicBody*>(&body);
  if (!dynamic) return std::nullopt;
  return dynamic->expanded_without_schema(diags);
}

std::optional<UnexpandedBody> unexpanded(const BodyPtr& body) {
  const auto* dynamic = dynamic_cast<const DynamicBody*>(body.get());
  if (!dynamic) return std::nullopt;
  return dynamic->unexpanded();
}

std::optional<DynamicBlockReferences> dynamic_block_references(const Block& dynamic,
                                                               const std::set<std::string>& iterators) {
  if (dynamic.labels.size() != 1) return std::nullopt;
  Diagnostics ignored;  // the expansion reports them
  BodyContent spec = dynamic.body->partial_content(kDynamicSpecForReferences, ignored).content;
  if (ignored.has_errors()) return std::nullopt;
  std::optional<std::string> iterator = iterator_of(spec, dynamic.labels[0], ignored);
  if (!iterator) return std::nullopt;
  DynamicBlockReferences out{{}, *iterator, {}};
  auto add_variables = [&](const char* attribute, bool own_iterator_in_scope) {
    const Attribute* a = spec.attribute(attribute);
    if (!a) return;
    for (ir::Traversal& t : ir::variables(*a->expr.arena, a->expr.id)) {
      const std::string root = t.root_name();
      if (iterators.contains(root) || (own_iterator_in_scope && root == *iterator)) continue;
      out.variables.push_back(std::move(t));
    }
  };
  add_variables("for_each", false);
  add_variables("labels", true);
  for (const Block& content : spec.blocks) out.contents.push_back(content.body);
  return out;
}

}  // namespace hclc::ext
