#include "body/body.h"
#include "runtime/text.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

#include "eval/eval.h"

namespace hclc::body {

Value Expression::value(const eval::EvalContext* ctx, Diagnostics& diags) const {
  if (scope) {
    if (scope->unknown) return Value::dynamic();
    eval::EvalContext inner = ctx ? eval::EvalContext::child_of(ctx) : eval::EvalContext();
    inner.set_variables(scope->variables);
    Expression unscoped = *this;
    unscoped.scope = nullptr;
    return unscoped.value(&inner, diags);
  }
  if (!ctx && literal_only) return eval::evaluate(*literal_only->arena, literal_only->id, nullptr, diags);
  if (template_errors) diags.append(*template_errors);
  return eval::evaluate(*arena, id, ctx, diags);
}

const Attribute* BodyContent::attribute(std::string_view name) const {
  // Below this many, a scan costs less than sorting.
  constexpr std::size_t kScannedAttributes = 16;
  if (attributes.size() <= kScannedAttributes) {
    for (const Attribute& a : attributes)
      if (a.name == name) return &a;
    return nullptr;
  }
  if (positions_by_name_.size() != attributes.size()) {
    positions_by_name_.resize(attributes.size());
    for (std::uint32_t i = 0; i < positions_by_name_.size(); ++i) positions_by_name_[i] = i;
    std::sort(positions_by_name_.begin(), positions_by_name_.end(),
              [&](std::uint32_t a, std::uint32_t b) { return attributes[a].name < attributes[b].name; });
  }
  auto found = std::lower_bound(positions_by_name_.begin(), positions_by_name_.end(), name,
                                [&](std::uint32_t a, std::string_view n) { return attributes[a].name < n; });
  if (found == positions_by_name_.end() || attributes[*found].name != name) return nullptr;
  return &attributes[*found];
}

std::string name_suggestion(std::string_view given, const std::vector<std::string>& candidates) {
  for (const std::string& c : candidates)
    if (edit_distance(given, c) < 3) return c;
  return {};
}

// --- merged bodies ------------------------------------------------------------

namespace {

class MergedBody final : public Body {
 public:
  explicit MergedBody(std::vector<BodyPtr> bodies) : bodies_(std::move(bodies)) {}

  BodyContent content(const BodySchema& schema, Diagnostics& diags) const override {
    return read(schema, diags, false).content;
  }
  PartialContent partial_content(const BodySchema& schema, Diagnostics& diags) const override {
    return read(schema, diags, true);
  }

  std::vector<Attribute> just_attributes(Diagnostics& diags) const override {
    std::vector<Attribute> merged;
    PositionsByName positions;
    for (const BodyPtr& b : bodies_)
      for (Attribute& a : b->just_attributes(diags)) add_attribute(merged, positions, std::move(a), diags);
    return merged;
  }

  Range missing_item_range() const override {
    return bodies_.empty() ? Range{} : bodies_.front()->missing_item_range();
  }

 private:
  // Where each name of a merged list of attributes is in it.
  using PositionsByName = std::unordered_map<std::string, std::size_t>;

  // An attribute may be set in one body only.
  static void add_attribute(std::vector<Attribute>& merged, PositionsByName& positions, Attribute a,
                            Diagnostics& diags) {
    auto [same, added] = positions.try_emplace(a.name, merged.size());
    if (!added) {
      diags.add(DiagKind::DuplicateArgument,
                "Argument \"" + a.name + "\" was already set at " + range_text(merged[same->second].name_range),
                a.name_range);
      return;
    }
    merged.push_back(std::move(a));
  }

  // Each body is read without "required": an attribute required of the whole
  // may be set in any one of the files, and is missing only if set in none
  // (then there is no one place to point at).
  PartialContent read(const BodySchema& schema, Diagnostics& diags, bool partial) const {
    BodySchema optional_schema = schema;
    for (AttributeSchema& a : optional_schema.attributes) a.required = false;

    PartialContent result;
    result.content.missing_item_range = missing_item_range();
    std::vector<BodyPtr> remains;
    PositionsByName positions;
    for (const BodyPtr& b : bodies_) {
      BodyContent c;
      if (partial) {
        PartialContent p = b->partial_content(optional_schema, diags);
        c = std::move(p.content);
        remains.push_back(std::move(p.remain));
      } else {
        c = b->content(optional_schema, diags);
      }
      for (Attribute& a : c.attributes) add_attribute(result.content.attributes, positions, std::move(a), diags);
      for (Block& blk : c.blocks) result.content.blocks.push_back(std::move(blk));
    }
    for (const AttributeSchema& a : schema.attributes)
      if (a.required && !result.content.attribute(a.name))
        diags.add(DiagKind::MissingRequiredArgument, "The argument \"" + a.name + "\" is required, but was not set.");
    if (partial) result.remain = merge_bodies(std::move(remains));
    return result;
  }

  std::vector<BodyPtr> bodies_;
};

}  // namespace

BodyPtr merge_bodies(std::vector<BodyPtr> bodies) {
  if (bodies.size() == 1) return bodies.front();
  return std::make_shared<MergedBody>(std::move(bodies));
}

}  // namespace hclc::body
