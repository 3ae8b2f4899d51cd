#include "body/native_body.h"

#include <algorithm>
#include <set>
#include <string_view>
#include <unordered_set>

#include "runtime/text.h"

namespace hclc::body {
namespace {

std::string join(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

class NativeBody final : public Body {
 public:
  NativeBody(std::shared_ptr<const ir::Arena> arena, ir::BodyId body, std::set<std::string> hidden_attributes,
             std::set<std::string> hidden_blocks)
      : arena_(std::move(arena)),
        body_(body),
        hidden_attributes_(std::move(hidden_attributes)),
        hidden_blocks_(std::move(hidden_blocks)) {}

  BodyContent content(const BodySchema& schema, Diagnostics& diags) const override {
    std::set<std::string> reported;
    PartialContent partial = read(schema, diags, reported, Remain::Discard);
    std::unordered_set<std::string_view> attribute_names;
    std::vector<std::string> block_types;
    // Names already set are no suggestion for a misspelled one.
    std::vector<std::string> unset_names;
    for (const AttributeSchema& a : schema.attributes) {
      attribute_names.insert(a.name);
      if (!partial.content.attribute(a.name)) unset_names.push_back(a.name);
    }
    for (const BlockHeaderSchema& b : schema.blocks) block_types.push_back(b.type);

    for (ir::AttributeId id : ir_body().attributes) {
      const ir::Attribute& a = arena_->attribute(id);
      if (visible_attribute(std::string(a.name.text)) && !attribute_names.contains(std::string(a.name.text)) &&
          !reported.count(std::string(a.name.text))) {
        std::string detail = "An argument named \"" + std::string(a.name.text) + "\" is not expected here.";
        if (std::string s = name_suggestion(a.name.text, unset_names); !s.empty())
          detail += " Did you mean \"" + s + "\"?";
        diags.add(DiagKind::UnsupportedArgument, std::move(detail), arena_->range(a.name.span));
      }
    }
    for (ir::BlockId id : ir_body().blocks) {
      const ir::Block& b = arena_->block(id);
      if (!visible_block(std::string(b.type.text)) || is_in(block_types, std::string(b.type.text))) continue;
      std::string detail = "Blocks of type \"" + std::string(b.type.text) + "\" are not expected here.";
      if (std::string s = name_suggestion(b.type.text, block_types); !s.empty())
        detail += " Did you mean \"" + s + "\"?";
      else if (attribute_names.contains(b.type.text))
        detail += " Did you mean to define argument \"" + std::string(b.type.text) +
                  "\"? If so, use the equals sign to assign it a value.";
      diags.add(DiagKind::UnsupportedBlockType, std::move(detail), arena_->range(b.type.span));
    }
    return std::move(partial.content);
  }

  PartialContent partial_content(const BodySchema& schema, Diagnostics& diags) const override {
    std::set<std::string> reported;
    return read(schema, diags, reported, Remain::Keep);
  }

  std::vector<Attribute> just_attributes(Diagnostics& diags) const override {
    for (ir::BlockId id : ir_body().blocks) {
      const ir::Block& b = arena_->block(id);
      if (!visible_block(std::string(b.type.text))) continue;
      Diagnostic d = make_diag(DiagKind::UnexpectedBlock, "Blocks are not allowed here.", arena_->range(b.type.span));
      d.summary = "Unexpected \"" + std::string(b.type.text) + "\" block";
      diags.add(std::move(d));
    }
    std::vector<Attribute> attributes;
    for (ir::AttributeId id : ir_body().attributes) {
      const ir::Attribute& a = arena_->attribute(id);
      if (visible_attribute(std::string(a.name.text))) attributes.push_back(make_attribute(a));
    }
    return attributes;
  }

  Range missing_item_range() const override { return arena_->range(ir_body().missing_item_span()); }

  std::optional<BodyContent> content_without_schema() const override {
    BodyContent content;
    content.missing_item_range = missing_item_range();
    for (ir::AttributeId id : ir_body().attributes) {
      const ir::Attribute& a = arena_->attribute(id);
      if (visible_attribute(std::string(a.name.text))) content.attributes.push_back(make_attribute(a));
    }
    for (ir::BlockId id : ir_body().blocks) {
      const ir::Block& b = arena_->block(id);
      if (visible_block(std::string(b.type.text))) content.blocks.push_back(make_block(b));
    }
    return content;
  }

 private:
  const ir::Body& ir_body() const { return arena_->body(body_); }
  bool visible_attribute(const std::string& name) const { return !hidden_attributes_.count(name); }
  bool visible_block(const std::string& type) const { return !hidden_blocks_.count(type); }
  static bool is_in(const std::vector<std::string>& names, const std::string& name) {
    for (const std::string& n : names)
      if (n == name) return true;
    return false;
  }

  Attribute make_attribute(const ir::Attribute& a) const {
    return Attribute{std::string(a.name.text), Expression{arena_, a.expr}, arena_->range(a.span),
                     arena_->range(a.name.span)};
  }

  // Whether a read makes the body of what the schema left (partial content)
  // or not (content, which reports what is left instead).
  enum class Remain { Keep, Discard };

  // The schema's items. `reported` receives the attributes already reported
  // as unsupported (those named like an expected block type), so that
  // content() does not report them twice.
  PartialContent read(const BodySchema& schema, Diagnostics& diags, std::set<std::string>& reported,
                      Remain remain) const {
    PartialContent result;
    BodyContent& content = result.content;
    content.missing_item_range = missing_item_range();
    const bool keep_remain = remain == Remain::Keep;
    std::set<std::string> hidden_attributes = keep_remain ? hidden_attributes_ : std::set<std::string>{};
    std::set<std::string> hidden_blocks = keep_remain ? hidden_blocks_ : std::set<std::string>{};
    const AttributesByName attributes = visible_attributes_by_name();
    auto find_attribute = [&](std::string_view name) -> const ir::Attribute* {
      auto found = std::lower_bound(attributes.begin(), attributes.end(), name,
                                    [](const auto& entry, std::string_view key) { return entry.first < key; });
      return found == attributes.end() || found->first != name ? nullptr : found->second;
    };

    for (const AttributeSchema& s : schema.attributes) {
      if (keep_remain) hidden_attributes.insert(s.name);
      const ir::Attribute* found = find_attribute(s.name);
      if (found) {
        content.attributes.push_back(make_attribute(*found));
      } else if (s.required) {
        diags.add(DiagKind::MissingRequiredArgument,
                  "The argument \"" + s.name + "\" is required, but no definition was found.", missing_item_range());
      }
    }

    if (keep_remain)
      for (const BlockHeaderSchema& s : schema.blocks) hidden_blocks.insert(s.type);
    for (ir::BlockId id : ir_body().blocks) {
      const ir::Block& b = arena_->block(id);
      if (!visible_block(std::string(b.type.text))) continue;
      const BlockHeaderSchema* s = find_block_schema(schema, std::string(b.type.text));
      if (!s) continue;
      if (check_labels(b, *s, diags)) content.blocks.push_back(make_block(b));
    }

    for (const BlockHeaderSchema& s : schema.blocks) {
      const ir::Attribute* a = find_attribute(s.type);
      if (!a || reported.count(s.type)) continue;
      reported.insert(s.type);
      if (keep_remain) hidden_attributes.insert(s.type);
      diags.add(DiagKind::UnsupportedArgument,
                "An argument named \"" + s.type + "\" is not expected here. Did you mean to define a block of type \"" +
                    s.type + "\"?",
                arena_->range(a->name.span));
    }

    if (keep_remain)
      result.remain =
          std::make_shared<NativeBody>(arena_, body_, std::move(hidden_attributes), std::move(hidden_blocks));
    return result;
  }

  // The body's visible attributes sorted by name, the first of each name
  // first: made once a read (in one allocation), so that looking up each of
  // a schema's N names is not N scans.
  using AttributesByName = std::vector<std::pair<std::string_view, const ir::Attribute*>>;
  AttributesByName visible_attributes_by_name() const {
    AttributesByName by_name;
    by_name.reserve(ir_body().attributes.size());
    for (ir::AttributeId id : ir_body().attributes) {
      const ir::Attribute& a = arena_->attribute(id);
      if (visible_attribute(std::string(a.name.text))) by_name.emplace_back(a.name.text, &a);
    }
    std::stable_sort(by_name.begin(), by_name.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return by_name;
  }

  static const BlockHeaderSchema* find_block_schema(const BodySchema& schema, const std::string& type) {
    for (const BlockHeaderSchema& s : schema.blocks)
      if (s.type == type) return &s;
    return nullptr;
  }

  // Whether the block has exactly the labels the schema names; reports the
  // first missing or extraneous label otherwise.
  bool check_labels(const ir::Block& b, const BlockHeaderSchema& s, Diagnostics& diags) const {
    const std::size_t want = s.label_names.size();
    const std::size_t have = b.labels.size();
    if (have < want) {
      Diagnostic d =
          make_diag(DiagKind::MissingBlockLabel,
                    "All " + std::string(b.type.text) + " blocks must have " + std::to_string(want) + " labels (" +
                        join(s.label_names) + ").",
                    arena_->range(b.open_brace_span), arena_->range(ir::Span::between(b.type.span, b.open_brace_span)));
      d.summary = "Missing " + s.label_names[have] + " for " + std::string(b.type.text);
      diags.add(std::move(d));
      return false;
    }
    if (have > want) {
      std::string detail = want == 0 ? "No labels are expected for " + std::string(b.type.text) + " blocks."
                                     : "Only " + std::to_string(want) + " labels (" + join(s.label_names) +
                                           ") are expected for " + std::string(b.type.text) + " blocks.";
      Diagnostic d = make_diag(DiagKind::ExtraneousBlockLabel, std::move(detail), arena_->range(b.labels[want].span),
                               arena_->range(ir::Span::between(b.type.span, b.open_brace_span)));
      d.summary = "Extraneous label for " + std::string(b.type.text);
      diags.add(std::move(d));
      return false;
    }
    return true;
  }

  Block make_block(const ir::Block& b) const {
    Block out;
    out.type = b.type.text;
    for (const ir::Name& label : b.labels) {
      out.labels.emplace_back(label.text);
      out.label_ranges.push_back(arena_->range(label.span));
    }
    out.body = std::make_shared<NativeBody>(arena_, b.body, std::set<std::string>{}, std::set<std::string>{});
    out.def_range = arena_->range(b.def_span());
    out.type_range = arena_->range(b.type.span);
    out.range = arena_->range(b.span);
    return out;
  }

  std::shared_ptr<const ir::Arena> arena_;
  ir::BodyId body_;
  std::set<std::string> hidden_attributes_;
  std::set<std::string> hidden_blocks_;
};

}  // namespace

BodyPtr native_body(const ir::File& file) { return native_body(file.arena, file.body); }

BodyPtr native_body(std::shared_ptr<const ir::Arena> arena, ir::BodyId body) {
  return std::make_shared<NativeBody>(std::move(arena), body, std::set<std::string>{}, std::set<std::string>{});
}

std::string context_string(const ir::File& file, std::uint32_t byte) {
  const ir::Arena& arena = *file.arena;
  for (ir::BlockId id : arena.body(file.body).blocks) {
    const ir::Block& block = arena.block(id);
    if (byte < block.span.start || byte >= block.span.end) continue;
    std::string context(block.type.text);
    for (const ir::Name& label : block.labels) context += " " + go_quote(label.text);
    return context;
  }
  return {};
}

}  // namespace hclc::body
