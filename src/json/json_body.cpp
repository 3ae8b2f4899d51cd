#include "json/json_body.h"

#include <algorithm>
#include <array>
#include <functional>
#include <mutex>
#include <optional>
#include <set>
#include <unordered_map>

#include "ir/builder.h"
#include "ir/graft.h"
#include "source/source_file.h"
#include "syntax/parse.h"

namespace hclc::json {
namespace {

// Where the reference points at a value as a whole: an object's or array's
// opening bracket, any other value's token.
Span opening(const Node& value) {
  return value.kind == NodeKind::Object || value.kind == NodeKind::Array ? value.open_span() : value.span;
}

bool has_template_syntax(std::string_view s) {
  return s.find("${") != std::string::npos || s.find("%{") != std::string::npos;
}

// Where a JSON string's template starts in the file: just after the opening
// quote. Positions inside it count the decoded string (an escape is one
// character there, and an escaped newline starts a new line), as the
// reference counts them.
Pos template_origin(const Span& string_span) {
  const Pos& quote = string_span.start;
  return Pos{quote.line, quote.column + 1, quote.byte + 1};
}

// Templates parsed lately, by text. The strings of a configuration repeat
// ("${var.region}" in every resource, a generated file's same expression in
// every block), and parsing one costs far more than grafting it again. One
// slot per hash value, replaced on a collision, bounds the memory whatever
// the file; the lock lets bodies of one document be read on several threads.
// A text is kept only from its second sighting (the slot's last hash tells):
// most strings of a file occur once, and one parsed straight into the
// arena of the value around it costs no copy and no graft.
class TemplateCache {
 public:
  struct Parsed {
    std::string text;
    ir::Expression expression;  // meaningful when `diags` has no errors
    Diagnostics diags;
  };

  // The template parsed before for this text, or null. When there is none,
  // `seen_before` tells whether the text was met lately, and the text is
  // noted as met.
  std::shared_ptr<const Parsed> find(std::string_view text, bool& seen_before) {
    const std::size_t hash = std::hash<std::string_view>{}(text);
    const std::size_t slot = hash % kSlots;
    const std::lock_guard lock(mutex_);
    if (slots_[slot] && slots_[slot]->text == text) return slots_[slot];
    seen_before = sightings_[slot] == hash;
    sightings_[slot] = hash;
    return nullptr;
  }

  std::shared_ptr<const Parsed> parse(const std::string& filename, std::string_view text) {
    auto parsed = std::make_shared<Parsed>();
    parsed->text = std::string(text);
    parsed->expression = parse_template(SourceFile(filename, parsed->text), parsed->diags);
    const std::lock_guard lock(mutex_);
    slots_[std::hash<std::string_view>{}(text) % kSlots] = parsed;
    return parsed;
  }

 private:
  static constexpr std::size_t kSlots = 1024;
  std::mutex mutex_;
  std::array<std::shared_ptr<const Parsed>, kSlots> slots_;
  std::array<std::size_t, kSlots> sightings_{};  // the hash of each slot's last text met
};

// JSON values as IR expressions, any number of them in one arena: the
// attributes of a body share one, since an arena each cost more than building
// the values. Strings, object keys included, are templates at any depth.
class ExpressionBuilder {
 public:
  // `templates`, if given, serves templates parsed before.
  ExpressionBuilder(const std::string& filename, TemplateCache* templates)
      : filename_(filename), templates_(templates), builder_(filename) {}

  // A value in both readings. The syntax errors of its templates are
  // reported when it is evaluated with a context, as the reference reports
  // them; without templates the two readings are the same expression, built
  // once. Its arena (and that of its literal-only reading) is set by finish().
  body::Expression add(const Node& value) {
    has_templates_ = false;
    template_diags_ = Diagnostics();
    body::Expression e;
    e.id = build(value, Mode::Expression);
    if (!has_templates_) return e;
    auto literal = std::make_shared<body::Expression>();
    literal->id = build(value, Mode::LiteralOnly);
    literal_readings_.push_back(literal);
    e.literal_only = std::move(literal);
    if (!template_diags_.empty()) e.template_errors = std::make_shared<const Diagnostics>(std::move(template_diags_));
    return e;
  }

  // The arena of every expression added, which the builder sets in their
  // literal-only readings; the caller sets it in the expressions. The
  // builder is spent afterwards.
  std::shared_ptr<const ir::Arena> finish() {
    std::shared_ptr<const ir::Arena> arena = builder_.finish_expression(ir::ExprId()).arena;
    for (const std::shared_ptr<body::Expression>& literal : literal_readings_) literal->arena = arena;
    return arena;
  }

 private:
  // In literal-only mode every string is its own text.
  enum class Mode { Expression, LiteralOnly };

  // The IR's span of a JSON span: the builder records its positions.
  ir::Span ir_span(const Span& s) { return builder_.span(s.start, s.end); }

  ir::ExprId build(const Node& n, Mode mode) {
    const ir::Span s = ir_span(n.span);
    switch (n.kind) {
      case NodeKind::Number: return builder_.number(s, std::string(n.text()));
      case NodeKind::String: return string(n.span, n.text(), mode);
      case NodeKind::Bool: return builder_.boolean(s, n.boolean);
      case NodeKind::Null: return builder_.null(s);
      case NodeKind::Array: {
        std::vector<ir::ExprId> elements;
        elements.reserve(n.elements().size());
        for (const Node* e : n.elements()) elements.push_back(build(*e, mode));
        return builder_.tuple(s, std::move(elements));
      }
      case NodeKind::Object: {
        std::vector<ir::ObjectItem> items;
        items.reserve(n.properties().size());
        for (const Property& p : n.properties())
          items.push_back(ir::ObjectItem{string(p.name_span, p.name, mode), build(*p.value, mode), false});
        return builder_.object(s, std::move(items), /*keys_must_differ=*/true);
      }
      case NodeKind::Invalid: return builder_.error(s);
    }
    return builder_.error(s);
  }

  // A string is a template; one without template syntax is its own text. A
  // template with syntax errors is an error node, its diagnostics kept.
  ir::ExprId string(const Span& span, std::string_view text, Mode mode) {
    if (mode == Mode::LiteralOnly || !has_template_syntax(text))
      return builder_.string(ir_span(span), std::string(text));
    has_templates_ = true;
    bool seen_before = false;
    std::shared_ptr<const TemplateCache::Parsed> parsed =
        templates_ != nullptr ? templates_->find(text, seen_before) : nullptr;
    if (parsed == nullptr && !seen_before) return parse_in_place(span, text);
    if (parsed == nullptr) parsed = templates_->parse(filename_, text);
    const Pos origin = template_origin(span);
    const ir::Expression& e = parsed->expression;
    if (!parsed->diags.has_errors()) {
      return ir::graft(
          builder_, *e.arena, e.root, [&](const Pos& p) { return placed_at(origin, p); }, ir_span(span));
    }
    append_placed_at(origin, parsed->diags, template_diags_);
    return builder_.error(ir_span(span));
  }

  // The template parsed straight into this builder's arena.
  ir::ExprId parse_in_place(const Span& span, std::string_view text) {
    Diagnostics diags;
    const ir::Span root_span = ir_span(span);
    ir::ExprId id = parse_template_into(builder_, SourceFile(filename_, std::string(text)), template_origin(span),
                                        root_span, diags);
    if (!diags.has_errors()) return id;
    template_diags_.append(diags);
    return builder_.error(root_span);
  }

  const std::string& filename_;
  TemplateCache* templates_;
  ir::Builder builder_;
  std::vector<std::shared_ptr<body::Expression>> literal_readings_;
  // Of the value being added:
  Diagnostics template_diags_;
  bool has_templates_ = false;
};

// Names a body hides (those a partial read took), looked up by view.
using NameSet = std::set<std::string, std::less<>>;

class JsonBody final : public body::Body {
 public:
  JsonBody(std::shared_ptr<const Document> doc, std::shared_ptr<TemplateCache> templates, const Node* node,
           NameSet hidden)
      : doc_(std::move(doc)), templates_(std::move(templates)), node_(node), hidden_(std::move(hidden)) {}

  body::BodyContent content(const body::BodySchema& schema, Diagnostics& diags) const override {
    return read(schema, diags, false).content;
  }
  body::PartialContent partial_content(const body::BodySchema& schema, Diagnostics& diags) const override {
    return read(schema, diags, true);
  }

  // Only an object holds attributes (an array of objects is a body only for
  // blocks), and repeating a name is worded apart, as in the reference.
  std::vector<body::Attribute> just_attributes(Diagnostics& diags) const override {
    std::vector<body::Attribute> out;
    if (node_->kind != NodeKind::Object) {
      diags.add(DiagKind::JsonAttributesNotObject,
                "A JSON object is required here, setting the arguments for this block.",
                doc_->range(node_->kind == NodeKind::Array ? node_->open_span() : node_->span));
      return out;
    }
    ExpressionBuilder expressions(doc_->filename(), templates_.get());
    FirstDefinitions first_definitions;
    for (const Property* p : properties())
      add_attribute(out, *p, expressions, first_definitions, diags, DiagKind::JsonDuplicateAttribute);
    set_arena(out, expressions.finish());
    return out;
  }

  // As in the reference: an object's closing brace, an array's opening bracket.
  Range missing_item_range() const override {
    return doc_->range(node_->kind == NodeKind::Object ? node_->close_span() : opening(*node_));
  }

 private:
  // The visible properties of this body (of each object, for an array). A
  // property named "//" is a comment, unless the schema asks for that name.
  std::vector<const Property*> properties(const body::BodySchema* schema = nullptr) const {
    bool comments_wanted = false;
    if (schema) {
      for (const auto& a : schema->attributes) comments_wanted |= a.name == kCommentPropertyName;
      for (const auto& b : schema->blocks) comments_wanted |= b.type == kCommentPropertyName;
    }
    std::vector<const Property*> out;
    auto from = [&](const Node& object) {
      if (object.kind != NodeKind::Object) return;
      for (const Property& p : object.properties())
        if ((comments_wanted || p.name != kCommentPropertyName) && !hidden_.count(p.name)) out.push_back(&p);
    };
    if (node_->kind == NodeKind::Array)
      for (const Node* e : node_->elements()) from(*e);
    else
      from(*node_);
    return out;
  }

  // The index in `out` of each attribute name's first definition: a name set
  // again is found without a pass over the attributes before it.
  using FirstDefinitions = std::unordered_map<std::string_view, std::size_t>;

  // The attribute's expression gets its arena from set_arena().
  void add_attribute(std::vector<body::Attribute>& out, const Property& p, ExpressionBuilder& expressions,
                     FirstDefinitions& first_definitions, Diagnostics& diags,
                     DiagKind duplicate = DiagKind::DuplicateArgument) const {
    auto [first, added] = first_definitions.try_emplace(p.name, out.size());
    if (!added) {
      diags.add(duplicate, repeated_argument_detail(p.name, out[first->second].range), doc_->range(p.name_span));
      return;
    }
    out.push_back(body::Attribute{std::string(p.name), expressions.add(*p.value),
                                  doc_->range(Span::between(p.name_span, p.value->span)), doc_->range(p.name_span)});
  }

  // The blocks a property's value defines: one object level per label, then
  // the block's body (an object, or an array of objects read as one). Each
  // level may be an array of such values. `named` is the value of the
  // property that names the block's last label (or its type): the
  // reference's block definition range is that value's opening token, one
  // for all the blocks of an array.
  void add_blocks(std::vector<body::Block>& out, const Property& p, const Node& named, const Node& value,
                  const body::BlockHeaderSchema& schema, std::vector<std::string> labels,
                  std::vector<Range> label_ranges, Diagnostics& diags) const {
    if (labels.size() < schema.label_names.size()) {
      const std::string& label_name = schema.label_names[labels.size()];
      std::vector<const Node*> objects;
      if (value.kind == NodeKind::Object) {
        objects.push_back(&value);
      } else if (value.kind == NodeKind::Array) {
        for (const Node* e : value.elements()) {
          if (e->kind == NodeKind::Object)
            objects.push_back(e);
          else if (e->kind != NodeKind::Invalid)
            diags.add(DiagKind::JsonBlockValueType,
                      "A JSON object is required here, to specify " + label_name + " labels for this block.",
                      doc_->range(opening(*e)));
        }
      } else if (value.kind == NodeKind::Invalid) {
        return;
      } else if (value.kind != NodeKind::Null) {
        diags.add(DiagKind::JsonBlockValueType,
                  "Either a JSON object or JSON array of objects is required here, to specify " + label_name +
                      " labels for this block.",
                  doc_->range(value.span));
      }
      std::size_t found = 0;
      for (const Node* object : objects) {
        // "//" is a comment among a body's properties, never among labels.
        for (const Property& child : object->properties()) {
          ++found;
          std::vector<std::string> l = labels;
          std::vector<Range> r = label_ranges;
          l.emplace_back(child.name);
          r.push_back(doc_->range(child.name_span));
          add_blocks(out, p, *child.value, *child.value, schema, std::move(l), std::move(r), diags);
        }
      }
      if (found == 0)
        diags.add(DiagKind::JsonMissingBlockLabel,
                  "At least one object property is required, whose name represents the " + schema.type + " block's " +
                      label_name + ".",
                  doc_->range(opening(value)));
      return;
    }
    auto add = [&](const Node& body) {
      body::Block b;
      b.type = std::string(p.name);
      b.labels = labels;
      b.label_ranges = label_ranges;
      b.type_range = doc_->range(p.name_span);
      b.def_range = doc_->range(named.open_span());
      b.range = doc_->range(Span::between(p.name_span, body.span));
      b.body = std::make_shared<JsonBody>(doc_, templates_, &body, NameSet{});
      out.push_back(std::move(b));
    };
    switch (value.kind) {
      case NodeKind::Object: add(value); break;
      case NodeKind::Array:
        // A null element is a block without contents.
        for (const Node* e : value.elements()) {
          if (e->kind == NodeKind::Object || e->kind == NodeKind::Array || e->kind == NodeKind::Null)
            add(*e);
          else if (e->kind != NodeKind::Invalid)
            diags.add(DiagKind::JsonBlockValueType,
                      "Either a JSON object or JSON array of objects is required here, to define arguments and child "
                      "blocks.",
                      doc_->range(e->span));
        }
        break;
      case NodeKind::Null:  // no block
      case NodeKind::Invalid: break;
      case NodeKind::String:
      case NodeKind::Number:
      case NodeKind::Bool:
        diags.add(DiagKind::JsonBlockValueType,
                  "Either a JSON object or a JSON array is required, representing the contents of one or more \"" +
                      schema.type + "\" blocks.",
                  doc_->range(value.span));
        break;
    }
  }

  body::PartialContent read(const body::BodySchema& schema, Diagnostics& diags, bool partial) const {
    body::PartialContent result;
    result.content.missing_item_range = missing_item_range();
    const std::vector<const Property*> props = properties(&schema);
    result.content.attributes.reserve(std::min(props.size(), schema.attributes.size()));
    ExpressionBuilder expressions(doc_->filename(), templates_.get());
    FirstDefinitions first_definitions;
    // Made at the first misspelled name, once for the read: made again for
    // each, it was quadratic in a body of many unsupported properties.
    std::optional<std::vector<std::string>> names_to_suggest;
    // How many times the schema names each attribute (once, unless it repeats
    // one): looked up for each property, not scanned.
    std::unordered_map<std::string_view, int> attribute_schemas;
    for (const auto& a : schema.attributes) ++attribute_schemas[a.name];

    for (const Property* p : props) {
      bool known = false;
      if (auto named = attribute_schemas.find(p->name); named != attribute_schemas.end()) {
        for (int i = 0; i < named->second; ++i)
          add_attribute(result.content.attributes, *p, expressions, first_definitions, diags);
        known = true;
      }
      for (const auto& b : schema.blocks)
        if (b.type == p->name) {
          add_blocks(result.content.blocks, *p, *p->value, *p->value, b, {}, {}, diags);
          known = true;
        }
      if (!known && !partial) {
        std::string detail = "No argument or block type is named \"" + std::string(p->name) + "\".";
        if (!names_to_suggest) names_to_suggest = suggestions(schema, props);
        if (std::string s = body::name_suggestion(p->name, *names_to_suggest); !s.empty())
          detail += " Did you mean \"" + s + "\"?";
        diags.add(DiagKind::JsonExtraneousProperty, std::move(detail), doc_->range(p->name_span));
      }
    }
    set_arena(result.content.attributes, expressions.finish());
    for (const auto& a : schema.attributes) {
      if (a.required && !result.content.attribute(a.name))
        diags.add(DiagKind::MissingRequiredArgument,
                  "The argument \"" + a.name + "\" is required, but no definition was found.", missing_item_range());
    }
    if (partial) {
      NameSet hidden = hidden_;
      for (const auto& a : schema.attributes) hidden.insert(a.name);
      for (const auto& b : schema.blocks) hidden.insert(b.type);
      result.remain = std::make_shared<JsonBody>(doc_, templates_, node_, std::move(hidden));
    }
    return result;
  }

  // Suggestions for a misspelled name: the attributes not set here, then the
  // block types, as in the reference.
  static std::vector<std::string> suggestions(const body::BodySchema& schema,
                                              const std::vector<const Property*>& props) {
    std::set<std::string_view> present;
    for (const Property* p : props) present.insert(p->name);
    std::vector<std::string> names;
    for (const auto& a : schema.attributes)
      if (!present.count(a.name)) names.push_back(a.name);
    for (const auto& b : schema.blocks) names.push_back(b.type);
    return names;
  }

  // Every attribute here was built by one ExpressionBuilder, now finished.
  static void set_arena(std::vector<body::Attribute>& attributes, const std::shared_ptr<const ir::Arena>& arena) {
    for (body::Attribute& a : attributes) a.expr.arena = arena;
  }

  std::shared_ptr<const Document> doc_;
  std::shared_ptr<TemplateCache> templates_;  // shared by the bodies of the document
  const Node* node_;
  NameSet hidden_;
};

}  // namespace

body::BodyPtr json_body(std::shared_ptr<const Document> doc) {
  const Node* root = doc->root();
  return std::make_shared<JsonBody>(std::move(doc), std::make_shared<TemplateCache>(), root, NameSet{});
}

body::Expression expression_of(const Document& doc, const Node& value) {
  ExpressionBuilder builder(doc.filename(), nullptr);
  body::Expression e = builder.add(value);
  e.arena = builder.finish();
  return e;
}

}  // namespace hclc::json
