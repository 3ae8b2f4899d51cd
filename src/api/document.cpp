// hcl::Document and its handles over the comment-preserving document of
// src/edit. A handle holds the document and a path (block indices, then an
// attribute, keys and indexes) that it resolves on each use, so that it
// follows the document through edits.

#include "hclc/document.h"

#include "edit/document.h"
#include "src/api/internal.h"

namespace hcl {

struct Document::Impl {
  hclc::edit::Document document;
};

struct DocumentBody::Impl {
  std::shared_ptr<Document::Impl> doc;
  hclc::edit::BodyPath path;
};

struct DocumentBlock::Impl {
  std::shared_ptr<Document::Impl> doc;
  hclc::edit::BodyPath path;  // ends with the block's own index
};

struct DocumentExpression::Impl {
  std::shared_ptr<Document::Impl> doc;
  hclc::edit::ExpressionPath path;
};

namespace {

hclc::edit::NewExpression unwrap(const NewExpression& value) {
  if (value.value()) return api::unwrap(*value.value());
  return value.source_text();
}

// Runs an edit with internal diagnostics and hands them over.
template <class Fn>
auto with_diags(Diagnostics& diags, Fn&& fn) {
  hclc::Diagnostics inner;
  auto result = fn(inner);
  api::append(diags, inner);
  return result;
}

DocumentBody body_handle(const std::shared_ptr<Document::Impl>& doc, hclc::edit::BodyPath path) {
  return DocumentBody(std::make_shared<const DocumentBody::Impl>(DocumentBody::Impl{doc, std::move(path)}));
}

DocumentBlock block_handle(const std::shared_ptr<Document::Impl>& doc, hclc::edit::BodyPath path) {
  return DocumentBlock(std::make_shared<const DocumentBlock::Impl>(DocumentBlock::Impl{doc, std::move(path)}));
}

DocumentExpression expression_handle(const std::shared_ptr<Document::Impl>& doc, hclc::edit::ExpressionPath path) {
  return DocumentExpression(
      std::make_shared<const DocumentExpression::Impl>(DocumentExpression::Impl{doc, std::move(path)}));
}

// The body a handle names; an empty one when an edit has taken it away.
const hclc::ir::Body& resolve(const hclc::edit::Document& doc, const hclc::edit::BodyPath& path) {
  static const hclc::ir::Body kNoBody{};
  const hclc::ir::Body* body = doc.body(path);
  return body ? *body : kNoBody;
}

const hclc::ir::Block* resolve_block(const hclc::edit::Document& doc, const hclc::edit::BodyPath& path) {
  if (path.empty()) return nullptr;
  const hclc::ir::Body* parent = doc.body({path.begin(), path.end() - 1});
  if (!parent || path.back() >= parent->blocks.size()) return nullptr;
  return &doc.arena().block(parent->blocks[path.back()]);
}

}  // namespace

// --- Document ------------------------------------------------------------------

Document::Document(std::shared_ptr<Impl> impl) : impl_(std::move(impl)) {}

std::optional<Document> Document::parse(std::string text, std::string filename, Diagnostics& diags) {
  std::optional<hclc::edit::Document> doc = with_diags(diags, [&](hclc::Diagnostics& inner) {
    return hclc::edit::Document::parse(std::move(text), std::move(filename), inner);
  });
  if (!doc) return std::nullopt;
  return Document(std::make_shared<Impl>(Impl{std::move(*doc)}));
}

std::string Document::text() const { return std::string(impl_->document.text()); }
const std::string& Document::filename() const { return impl_->document.filename(); }
DocumentBody Document::body() const { return body_handle(impl_, {}); }

// --- DocumentBody ----------------------------------------------------------------

DocumentBody::DocumentBody(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

std::size_t DocumentBody::item_count() const {
  const hclc::edit::Document& doc = impl_->doc->document;
  return doc.items(resolve(doc, impl_->path)).size();
}

std::optional<std::size_t> DocumentBody::position_of(std::string_view attribute) const {
  const hclc::edit::Document& doc = impl_->doc->document;
  const hclc::ir::Body& body = resolve(doc, impl_->path);
  std::vector<hclc::edit::BodyItem> items = doc.items(body);
  for (std::size_t k = 0; k < items.size(); ++k)
    if (items[k].kind == hclc::edit::BodyItem::Kind::Attribute &&
        doc.arena().attribute(body.attributes[items[k].index]).name.text == attribute)
      return k;
  return std::nullopt;
}

std::vector<std::string> DocumentBody::attribute_names() const {
  const hclc::edit::Document& doc = impl_->doc->document;
  std::vector<std::string> out;
  for (hclc::ir::AttributeId id : resolve(doc, impl_->path).attributes)
    out.emplace_back(doc.arena().attribute(id).name.text);
  return out;
}

std::optional<DocumentExpression> DocumentBody::attribute(std::string_view name) const {
  const hclc::edit::Document& doc = impl_->doc->document;
  if (!doc.find_attribute(resolve(doc, impl_->path), name)) return std::nullopt;
  return expression_handle(impl_->doc, {impl_->path, std::string(name), {}});
}

bool DocumentBody::set_attribute(std::string_view name, const NewExpression& value, Diagnostics& diags) {
  return with_diags(diags, [&](hclc::Diagnostics& inner) {
    return impl_->doc->document.set_attribute(impl_->path, name, unwrap(value), inner);
  });
}

bool DocumentBody::insert_attribute(std::size_t position, std::string_view name, const NewExpression& value,
                                    Diagnostics& diags) {
  return with_diags(diags, [&](hclc::Diagnostics& inner) {
    return impl_->doc->document.insert_attribute(impl_->path, position, name, unwrap(value), inner);
  });
}

bool DocumentBody::remove_attribute(std::string_view name, Diagnostics& diags) {
  return with_diags(
      diags, [&](hclc::Diagnostics& inner) { return impl_->doc->document.remove_attribute(impl_->path, name, inner); });
}

bool DocumentBody::rename_attribute(std::string_view from, std::string_view to, Diagnostics& diags) {
  return with_diags(diags, [&](hclc::Diagnostics& inner) {
    return impl_->doc->document.rename_attribute(impl_->path, from, to, inner);
  });
}

std::vector<DocumentBlock> DocumentBody::blocks() const {
  std::vector<DocumentBlock> out;
  const std::size_t count = resolve(impl_->doc->document, impl_->path).blocks.size();
  for (std::size_t i = 0; i < count; ++i) {
    hclc::edit::BodyPath path = impl_->path;
    path.push_back(i);
    out.push_back(block_handle(impl_->doc, std::move(path)));
  }
  return out;
}

std::vector<DocumentBlock> DocumentBody::blocks(std::string_view type, const std::vector<std::string>& labels) const {
  const hclc::edit::Document& doc = impl_->doc->document;
  std::vector<DocumentBlock> out;
  for (std::size_t i : doc.find_blocks(resolve(doc, impl_->path), type, labels)) {
    hclc::edit::BodyPath path = impl_->path;
    path.push_back(i);
    out.push_back(block_handle(impl_->doc, std::move(path)));
  }
  return out;
}

std::optional<DocumentBlock> DocumentBody::append_block(std::string_view type, const std::vector<std::string>& labels,
                                                        Diagnostics& diags) {
  return insert_block(item_count(), type, labels, diags);
}

std::optional<DocumentBlock> DocumentBody::insert_block(std::size_t position, std::string_view type,
                                                        const std::vector<std::string>& labels, Diagnostics& diags) {
  std::optional<std::size_t> index = with_diags(diags, [&](hclc::Diagnostics& inner) {
    return impl_->doc->document.insert_block(impl_->path, position, type, labels, inner);
  });
  if (!index) return std::nullopt;
  hclc::edit::BodyPath path = impl_->path;
  path.push_back(*index);
  return block_handle(impl_->doc, std::move(path));
}

// --- DocumentBlock ---------------------------------------------------------------

DocumentBlock::DocumentBlock(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

std::string DocumentBlock::type() const {
  const hclc::ir::Block* block = resolve_block(impl_->doc->document, impl_->path);
  return block ? std::string(block->type.text) : std::string();
}

std::vector<std::string> DocumentBlock::labels() const {
  std::vector<std::string> out;
  if (const hclc::ir::Block* block = resolve_block(impl_->doc->document, impl_->path))
    for (const hclc::ir::Name& label : block->labels) out.emplace_back(label.text);
  return out;
}

DocumentBody DocumentBlock::body() const { return body_handle(impl_->doc, impl_->path); }

std::size_t DocumentBlock::position() const {
  const hclc::edit::Document& doc = impl_->doc->document;
  std::vector<hclc::edit::BodyItem> items = doc.items(resolve(doc, {impl_->path.begin(), impl_->path.end() - 1}));
  for (std::size_t k = 0; k < items.size(); ++k)
    if (items[k].kind == hclc::edit::BodyItem::Kind::Block && items[k].index == impl_->path.back()) return k;
  return items.size();
}

std::string DocumentBlock::text() const {
  const hclc::ir::Block* block = resolve_block(impl_->doc->document, impl_->path);
  return block ? std::string(impl_->doc->document.text_of(block->span)) : std::string();
}

bool DocumentBlock::set_labels(const std::vector<std::string>& labels, Diagnostics& diags) {
  return with_diags(
      diags, [&](hclc::Diagnostics& inner) { return impl_->doc->document.relabel_block(impl_->path, labels, inner); });
}

bool DocumentBlock::remove(Diagnostics& diags) {
  return with_diags(diags,
                    [&](hclc::Diagnostics& inner) { return impl_->doc->document.remove_block(impl_->path, inner); });
}

// --- DocumentExpression ------------------------------------------------------------

DocumentExpression::DocumentExpression(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

namespace {

std::optional<hclc::ir::ExprId> resolve_expression(const DocumentExpression::Impl& impl) {
  hclc::Diagnostics ignored;  // a handle whose item was edited away reads as nothing
  std::optional<hclc::ir::ExprId> id = impl.doc->document.expression(impl.path, ignored);
  const hclc::ir::Arena& arena = impl.doc->document.arena();
  while (id) {
    const auto* parens = arena.get_if<hclc::ir::Parens>(*id);
    if (!parens) break;
    id = parens->inner;
  }
  return id;
}

}  // namespace

DocumentExpression::Kind DocumentExpression::kind() const {
  std::optional<hclc::ir::ExprId> id = resolve_expression(*impl_);
  if (!id) return Kind::Other;
  const hclc::ir::Arena& arena = impl_->doc->document.arena();
  if (arena.get_if<hclc::ir::Object>(*id)) return Kind::Object;
  if (arena.get_if<hclc::ir::Tuple>(*id)) return Kind::Tuple;
  return Kind::Other;
}

std::string DocumentExpression::text() const {
  hclc::Diagnostics ignored;
  std::optional<hclc::ir::ExprId> id = impl_->doc->document.expression(impl_->path, ignored);
  if (!id) return std::string();
  return std::string(impl_->doc->document.text_of(impl_->doc->document.arena().span(*id)));
}

std::vector<std::string> DocumentExpression::keys() const {
  std::vector<std::string> out;
  std::optional<hclc::ir::ExprId> id = resolve_expression(*impl_);
  const hclc::ir::Arena& arena = impl_->doc->document.arena();
  const auto* object = id ? arena.get_if<hclc::ir::Object>(*id) : nullptr;
  if (!object) return out;
  for (const hclc::ir::ObjectItem& item : object->items) {
    // Only keys written as names or plain strings can be named.
    std::string text(impl_->doc->document.text_of(arena.span(item.key)));
    if (item.key_is_identifier) {
      out.push_back(text);
    } else if (const auto* templ = arena.get_if<hclc::ir::Template>(item.key)) {
      if (templ->parts.size() == 1)
        if (const auto* literal = arena.get_if<hclc::ir::Literal>(templ->parts.front()))
          out.emplace_back(literal->value.text);
    }
  }
  return out;
}

std::optional<DocumentExpression> DocumentExpression::key(std::string_view key) const {
  hclc::edit::ExpressionPath path = impl_->path;
  path.steps.emplace_back(std::string(key));
  hclc::Diagnostics ignored;
  if (!impl_->doc->document.expression(path, ignored)) return std::nullopt;
  return expression_handle(impl_->doc, std::move(path));
}

std::size_t DocumentExpression::size() const {
  std::optional<hclc::ir::ExprId> id = resolve_expression(*impl_);
  const auto* tuple = id ? impl_->doc->document.arena().get_if<hclc::ir::Tuple>(*id) : nullptr;
  return tuple ? tuple->elements.size() : 0;
}

std::optional<DocumentExpression> DocumentExpression::element(std::size_t index) const {
  if (index >= size()) return std::nullopt;
  hclc::edit::ExpressionPath path = impl_->path;
  path.steps.emplace_back(index);
  return expression_handle(impl_->doc, std::move(path));
}

bool DocumentExpression::set(const NewExpression& value, Diagnostics& diags) {
  return with_diags(diags, [&](hclc::Diagnostics& inner) {
    return impl_->doc->document.set_expression(impl_->path, unwrap(value), inner);
  });
}

bool DocumentExpression::set_key(std::string_view key, const NewExpression& value, Diagnostics& diags) {
  return with_diags(diags, [&](hclc::Diagnostics& inner) {
    return impl_->doc->document.set_object_key(impl_->path, key, unwrap(value), inner);
  });
}

bool DocumentExpression::remove_key(std::string_view key, Diagnostics& diags) {
  return with_diags(
      diags, [&](hclc::Diagnostics& inner) { return impl_->doc->document.remove_object_key(impl_->path, key, inner); });
}

bool DocumentExpression::append(const NewExpression& value, Diagnostics& diags) {
  return with_diags(diags, [&](hclc::Diagnostics& inner) {
    return impl_->doc->document.append_element(impl_->path, unwrap(value), inner);
  });
}

bool DocumentExpression::remove_element(std::size_t index, Diagnostics& diags) {
  return with_diags(
      diags, [&](hclc::Diagnostics& inner) { return impl_->doc->document.remove_element(impl_->path, index, inner); });
}

}  // namespace hcl
