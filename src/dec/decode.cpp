#include "dec/decode.h"

#include <map>
#include <optional>
#include <set>
#include <unordered_map>

#include "eval/eval.h"
#include "ext/dynamic_blocks.h"
#include "runtime/convert.h"

namespace hclc::dec {
namespace {

Diagnostic titled(DiagKind kind, std::string summary, std::string detail, std::optional<Range> subject) {
  Diagnostic d = make_diag(kind, std::move(detail), std::move(subject));
  d.summary = std::move(summary);
  return d;
}

// Values of possibly different types as one list of their unified type;
// nullopt when they do not unify.
std::optional<Value> list_of(const std::vector<Value>& values, const Type& element_type) {
  if (values.empty()) return Value::list(element_type, {});
  std::vector<Type> types;
  types.reserve(values.size());
  for (const Value& v : values) types.push_back(v.type());
  auto u = unify(types);
  if (!u) return std::nullopt;
  std::vector<Value> converted;
  for (const Value& v : values) {
    Result<Value> c = convert(v, u->type);
    if (!c) return std::nullopt;
    converted.push_back(*c);
  }
  return Value::list(u->type, std::move(converted));
}

class Decoder {
 public:
  Decoder(const eval::EvalContext* ctx, Diagnostics& diags) : ctx_(ctx), diags_(diags) {}

  Value decode_body(const body::BodyPtr& body, const Spec& spec) {
    body::BodyContent content = body->content(schema_of(spec), diags_);
    return decode(spec, content);
  }

  // The schema a spec implies, made once per spec: a block spec decodes the
  // body of each of its blocks, and making the schema again for each was a
  // tenth of decoding a configuration of many blocks.
  const body::BodySchema& schema_of(const Spec& spec) {
    auto [schema, added] = schemas_.try_emplace(&spec);
    if (added) schema->second = implied_schema(spec);
    return schema->second;
  }

  Value decode(const Spec& spec, const body::BodyContent& c) {
    switch (spec.kind) {
      case SpecKind::Object: {
        std::map<std::string, Value> attrs;
        for (const auto& [key, member] : spec.members) attrs.insert_or_assign(key, decode(*member, c));
        return Value::object({attrs.begin(), attrs.end()});
      }
      case SpecKind::Array: {
        std::vector<Value> elements;
        for (const SpecPtr& e : spec.elements) elements.push_back(decode(*e, c));
        return Value::tuple(std::move(elements));
      }
      case SpecKind::Attr: return decode_attr(spec, c);
      case SpecKind::Block: return decode_block(spec, c);
      case SpecKind::BlockList:
      case SpecKind::BlockSet: return decode_block_sequence(spec, c);
      case SpecKind::BlockMap: return decode_block_map(spec, c);
      case SpecKind::BlockAttrs: return decode_block_attrs(spec, c);
      case SpecKind::Literal: return spec.literal;
      case SpecKind::Default: {
        Value v = Value::null(implied_type(spec));
        for (const SpecPtr& e : spec.elements) {
          v = decode(*e, c);
          if (!v.is_null()) break;
        }
        return v;
      }
      case SpecKind::Transform: {
        Value nested = spec.nested ? decode(*spec.nested, c) : Value::dynamic();
        if (!spec.result.arena) return Value::dynamic();
        eval::EvalContext tctx;
        tctx.set_functions(spec.result_functions.get());
        tctx.add_variable("nested", nested);
        return eval::evaluate(*spec.result.arena, spec.result.id, &tctx, diags_);
      }
    }
    return Value::dynamic();
  }

 private:
  Value decode_attr(const Spec& spec, const body::BodyContent& c) {
    const body::Attribute* a = c.attribute(spec.name);
    if (!a) return Value::null(spec.type);
    Value v = a->expr.value(ctx_, diags_);
    Result<Value> converted = convert(v, spec.type);
    if (!converted) {
      diags_.add(incorrect_attribute_type(spec.name, converted.error().message, a->expr.range()));
      return Value::unknown(spec.type);
    }
    return *converted;
  }

  std::vector<const body::Block*> blocks_of(const Spec& spec, const body::BodyContent& c) {
    std::vector<const body::Block*> out;
    for (const body::Block& b : c.blocks)
      if (b.type == spec.name) out.push_back(&b);
    return out;
  }

  Value decode_nested(const Spec& spec, const body::Block& b) {
    if (!spec.nested) return Value::dynamic();
    return decode_body(b.body, *spec.nested);
  }

  Value decode_block(const Spec& spec, const body::BodyContent& c) {
    std::vector<const body::Block*> blocks = blocks_of(spec, c);
    if (blocks.empty()) {
      if (spec.required) diags_.add(missing_block(spec.name, c.missing_item_range));
      return Value::null(implied_type(spec));
    }
    report_duplicate(spec, blocks);
    return decode_nested(spec, *blocks.front());
  }

  // The reference reports only the first block beyond the one allowed.
  void report_duplicate(const Spec& spec, const std::vector<const body::Block*>& blocks) {
    if (blocks.size() < 2) return;
    diags_.add(duplicate_block(spec.name, blocks.front()->def_range, blocks[1]->def_range));
  }

  Value decode_block_sequence(const Spec& spec, const body::BodyContent& c) {
    std::vector<const body::Block*> blocks = blocks_of(spec, c);
    std::vector<Value> values;
    values.reserve(blocks.size());
    for (const body::Block* b : blocks) values.push_back(decode_nested(spec, *b));
    const auto count = static_cast<std::int64_t>(blocks.size());
    if (spec.min_items && count < *spec.min_items)
      diags_.add(insufficient_blocks(spec.name, *spec.min_items, c.missing_item_range));
    if (spec.max_items && count > *spec.max_items)
      diags_.add(too_many_blocks(spec.name, *spec.max_items,
                                 blocks[static_cast<std::size_t>(*spec.max_items)]->body->missing_item_range()));
    Type element = spec.nested ? implied_type(*spec.nested) : Type::dynamic();
    std::optional<Value> list = list_of(values, element);
    if (!list) {
      report_inconsistent_types(spec, *blocks.front());
      return Value::dynamic();
    }
    if (spec.kind == SpecKind::BlockList) return *list;
    return Value::set(list->type().element_type(), {list->elements().begin(), list->elements().end()});
  }

  // Where the reference reports that the blocks' values have no common type:
  // the place the nested spec reads first in the first block.
  void report_inconsistent_types(const Spec& spec, const body::Block& first) {
    Range subject = first.body->missing_item_range();
    if (spec.nested) {
      Diagnostics reread;  // reported already when the block was decoded
      subject = source_range(*spec.nested, first.body->content(schema_of(*spec.nested), reread));
    }
    diags_.add(titled(DiagKind::DecInconsistentBlockTypes, "Unconsistent argument types in " + spec.name + " blocks",
                      "Corresponding attributes in all blocks of this type must be the same.", subject));
  }

  // The range the reference gives a spec's value in a body: an attribute's
  // expression, the same inside the first block a block spec reads, the
  // primary spec of a default or transform, and otherwise (objects, arrays,
  // literals, absent items) where a missing item would be.
  Range source_range(const Spec& spec, const body::BodyContent& c) {
    switch (spec.kind) {
      case SpecKind::Attr:
        if (const body::Attribute* a = c.attribute(spec.name)) return a->expr.range();
        break;
      case SpecKind::Block:
      case SpecKind::BlockList:
      case SpecKind::BlockSet:
      case SpecKind::BlockMap:
        if (std::vector<const body::Block*> blocks = blocks_of(spec, c); !blocks.empty() && spec.nested) {
          Diagnostics reread;  // reported already when the block was decoded
          return source_range(*spec.nested, blocks.front()->body->content(schema_of(*spec.nested), reread));
        }
        break;
      case SpecKind::Default:
        if (!spec.elements.empty()) return source_range(*spec.elements.front(), c);
        break;
      case SpecKind::Transform:
        if (spec.nested) return source_range(*spec.nested, c);
        break;
      case SpecKind::Object:
      case SpecKind::Array:
      case SpecKind::BlockAttrs:
      case SpecKind::Literal: break;
    }
    return c.missing_item_range;
  }

  // Nested maps, one level per label: {label1 = {label2 = value}}.
  Value decode_block_map(const Spec& spec, const body::BodyContent& c) {
    struct Level {
      std::map<std::string, Level> children;
      std::optional<Value> value;
    };
    Level root;
    std::map<std::vector<std::string>, const body::Block*> seen;
    const std::vector<const body::Block*> blocks = blocks_of(spec, c);
    for (const body::Block* b : blocks) {
      // A duplicate's body is still decoded, for its diagnostics, as the
      // reference does; its value is dropped.
      Value value = decode_nested(spec, *b);
      auto [it, fresh] = seen.emplace(b->labels, b);
      if (!fresh) {
        diags_.add(duplicate_labeled_block(spec.name, b->labels, b->def_range));
        continue;
      }
      Level* level = &root;
      for (const std::string& l : b->labels) level = &level->children[l];
      level->value = std::move(value);
    }
    Type element = spec.nested ? implied_type(*spec.nested) : Type::dynamic();
    // The reference types a block_map without blocks as a map of the nested
    // spec's type, one level whatever the number of labels (an inner level
    // always has a block). So an empty nested block_map in one block and a
    // full one in another leave the blocks without a common type.
    if (root.children.empty()) return Value::map(element, {});
    bool consistent = true;
    std::function<Value(const Level&, std::size_t)> build = [&](const Level& level, std::size_t depth) -> Value {
      if (depth == spec.labels.size()) return level.value.value_or(Value::null(element));
      std::vector<Value::Entry> entries;
      for (const auto& [key, child] : level.children) entries.emplace_back(key, build(child, depth + 1));
      std::vector<Type> types;
      types.reserve(entries.size());
      for (const auto& e : entries) types.push_back(e.second.type());
      auto u = unify(types);
      if (!u) {
        consistent = false;
        return Value::dynamic();
      }
      for (auto& e : entries) {
        Result<Value> conv = convert(e.second, u->type);
        if (conv) e.second = *conv;
      }
      return Value::map(u->type, std::move(entries));
    };
    Value map = build(root, 0);
    if (consistent) return map;
    // The reference cannot build this map (its hcldec panics); hclc reports it
    // as block lists and sets do.
    report_inconsistent_types(spec, *blocks.front());
    return Value::dynamic();
  }

  Value decode_block_attrs(const Spec& spec, const body::BodyContent& c) {
    std::vector<const body::Block*> blocks = blocks_of(spec, c);
    if (blocks.empty()) {
      if (spec.required) diags_.add(missing_block(spec.name, c.missing_item_range));
      return Value::null(Type::map(spec.type));
    }
    report_duplicate(spec, blocks);
    std::vector<Value::Entry> entries;
    for (const body::Attribute& a : blocks.front()->body->just_attributes(diags_)) {
      Value v = a.expr.value(ctx_, diags_);
      Result<Value> converted = convert(v, spec.type);
      if (!converted) {
        diags_.add(incorrect_attribute_type(a.name, converted.error().message, a.expr.range()));
        converted = Value::unknown(spec.type);
      }
      entries.emplace_back(a.name, *converted);
    }
    if (entries.empty()) return Value::map(spec.type, {});
    std::sort(entries.begin(), entries.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<Type> types;
    types.reserve(entries.size());
    for (const auto& e : entries) types.push_back(e.second.type());
    auto u = unify(types);
    if (!u) return Value::object(std::move(entries));
    for (auto& e : entries)
      if (Result<Value> conv = convert(e.second, u->type)) e.second = *conv;
    return Value::map(u->type, std::move(entries));
  }

  const eval::EvalContext* ctx_;
  Diagnostics& diags_;
  std::unordered_map<const Spec*, body::BodySchema> schemas_;
};

// The iterator names in scope while reading for --var-refs; null when
// dynamic blocks are not expanded (a `dynamic` block is then an ordinary one).
using Iterators = std::set<std::string>;

class VariableCollector {
 public:
  VariableCollector(std::vector<ir::Traversal>& out, Diagnostics& diags) : out_(out), diags_(diags) {}

  void collect(const Spec& spec, const body::BodyPtr& body, const Iterators* iterators) {
    body::BodySchema schema = implied_schema(spec);
    if (iterators) schema.blocks.push_back(ext::kDynamicBlockHeader);
    collect(spec, body->content(schema, diags_), iterators);
  }

 private:
  void collect(const Spec& spec, const body::BodyContent& c, const Iterators* iterators) {
    switch (spec.kind) {
      case SpecKind::Object:
        for (const auto& [key, member] : spec.members) collect(*member, c, iterators);
        break;
      case SpecKind::Array:
      case SpecKind::Default:
        for (const SpecPtr& e : spec.elements) collect(*e, c, iterators);
        break;
      case SpecKind::Attr:
        if (const body::Attribute* a = c.attribute(spec.name)) add(*a, iterators);
        break;
      case SpecKind::Block:
      case SpecKind::BlockList:
      case SpecKind::BlockSet:
      case SpecKind::BlockMap:
        if (!spec.nested) break;
        for (const body::Block& b : c.blocks) {
          if (b.type == spec.name) {
            collect(*spec.nested, b.body, iterators);
          } else if (iterators && b.type == ext::kDynamicBlockHeader.type && b.labels.size() == 1 &&
                     b.labels[0] == spec.name) {
            collect_dynamic(*spec.nested, b, *iterators);
          }
        }
        break;
      case SpecKind::BlockAttrs:
        for (const body::Block& b : c.blocks)
          if (b.type == spec.name)
            for (const body::Attribute& a : b.body->just_attributes(diags_)) add(a, iterators);
        break;
      case SpecKind::Literal: break;
      case SpecKind::Transform:
        if (spec.nested) collect(*spec.nested, c, iterators);
        break;
    }
  }

  // A dynamic block generating blocks the nested spec reads.
  void collect_dynamic(const Spec& nested, const body::Block& dynamic, const Iterators& iterators) {
    std::optional<ext::DynamicBlockReferences> refs = ext::dynamic_block_references(dynamic, iterators);
    if (!refs) return;
    out_.insert(out_.end(), refs->variables.begin(), refs->variables.end());
    Iterators inner = iterators;
    inner.insert(refs->iterator);
    for (const body::BodyPtr& content : refs->contents) collect(nested, content, &inner);
  }

  void add(const body::Attribute& a, const Iterators* iterators) {
    for (ir::Traversal& t : ir::variables(*a.expr.arena, a.expr.id))
      if (!iterators || !iterators->contains(t.root_name())) out_.push_back(std::move(t));
  }

  std::vector<ir::Traversal>& out_;
  Diagnostics& diags_;
};

}  // namespace

Diagnostic incorrect_attribute_type(std::string_view name, std::string_view message, const Range& expr_range) {
  return make_diag(DiagKind::DecIncorrectAttributeType,
                   "Inappropriate value for attribute \"" + std::string(name) + "\": " + std::string(message) + ".",
                   expr_range);
}

Diagnostic missing_block(std::string_view type, const Range& missing_item_range) {
  const std::string t(type);
  return titled(DiagKind::DecMissingBlock, "Missing " + t + " block", "A block of type \"" + t + "\" is required here.",
                missing_item_range);
}

Diagnostic duplicate_block(std::string_view type, const Range& first, const Range& second) {
  const std::string t(type);
  return titled(
      DiagKind::DecDuplicateBlock, "Duplicate " + t + " block",
      "Only one block of type \"" + t + "\" is allowed. Previous definition was at " + range_text(first) + ".", second);
}

Diagnostic duplicate_labeled_block(std::string_view type, const std::vector<std::string>& labels,
                                   const Range& subject) {
  const std::string t(type);
  std::string quoted;
  for (const std::string& l : labels) quoted += (quoted.empty() ? "\"" : " \"") + l + "\"";
  return titled(DiagKind::DecDuplicateBlock, "Duplicate " + t + " block",
                "A block for " + t + " " + quoted + " was already defined. The " + t + " labels must be unique.",
                subject);
}

Diagnostic insufficient_blocks(std::string_view type, std::int64_t min_items, const Range& missing_item_range) {
  const std::string t(type);
  return titled(DiagKind::DecInsufficientBlocks, "Insufficient " + t + " blocks",
                "At least " + std::to_string(min_items) + " \"" + t + "\" blocks are required.", missing_item_range);
}

Diagnostic too_many_blocks(std::string_view type, std::int64_t max_items, const Range& subject) {
  const std::string t(type);
  return titled(DiagKind::DecTooManyBlocks, "Too many " + t + " blocks",
                "No more than " + std::to_string(max_items) + " \"" + t + "\" blocks are allowed", subject);
}

Value decode(const body::BodyPtr& body, const Spec& spec, const eval::EvalContext* ctx, Diagnostics& diags) {
  return Decoder(ctx, diags).decode_body(body, spec);
}

std::vector<ir::Traversal> referenced_variables(const body::BodyPtr& body, const Spec& spec, Diagnostics& diags) {
  std::vector<ir::Traversal> out;
  VariableCollector collector(out, diags);
  if (std::optional<ext::UnexpandedBody> original = ext::unexpanded(body)) {
    collector.collect(spec, original->body, &original->iterators);
  } else {
    collector.collect(spec, body, nullptr);
  }
  return out;
}

}  // namespace hclc::dec
