// hcl::Body and its content over body::Body (native, JSON and merged bodies).

#include "src/api/internal.h"

namespace hcl {

namespace {

hclc::body::BodySchema unwrap(const BodySchema& schema) {
  hclc::body::BodySchema out;
  for (const AttributeSchema& a : schema.attributes) out.attributes.push_back({a.name, a.required});
  for (const BlockHeaderSchema& b : schema.blocks) out.blocks.push_back({b.type, b.label_names});
  return out;
}

Attribute wrap(const hclc::body::Attribute& a) {
  return Attribute{a.name, api::wrap(a.expr), api::wrap(a.range), api::wrap(a.name_range)};
}

std::vector<Attribute> wrap(const std::vector<hclc::body::Attribute>& attributes) {
  std::vector<Attribute> out;
  for (const hclc::body::Attribute& a : attributes) out.push_back(wrap(a));
  return out;
}

// Each block's body keeps the source of the body it is in, and the block.
BodyContent wrap(const hclc::body::BodyContent& content, const std::shared_ptr<const hclc::SourceFile>& source) {
  BodyContent out{wrap(content.attributes), {}, api::wrap(content.missing_item_range)};
  for (const hclc::body::Block& b : content.blocks) {
    std::vector<Range> label_ranges;
    for (const hclc::Range& r : b.label_ranges) label_ranges.push_back(api::wrap(r));
    static const Body no_body;  // the header's: the block's body is the one below
    Block header{b.type,
                 b.labels,
                 no_body,
                 api::wrap(b.def_range),
                 api::wrap(b.type_range),
                 std::move(label_ranges),
                 api::wrap(b.range)};
    Block block = header;
    block.body = api::wrap(b.body, source, std::make_shared<const Block>(std::move(header)));
    out.blocks.push_back(std::move(block));
  }
  return out;
}

}  // namespace

const Attribute* BodyContent::attribute(std::string_view name) const {
  for (const Attribute& a : attributes)
    if (a.name == name) return &a;
  return nullptr;
}

std::vector<const Block*> BodyContent::blocks_of_type(std::string_view type) const {
  std::vector<const Block*> out;
  for (const Block& b : blocks)
    if (b.type == type) out.push_back(&b);
  return out;
}

Body::Body() : impl_(std::make_shared<const Impl>(Impl{hclc::body::merge_bodies({}), nullptr, nullptr})) {}
Body::Body(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

BodyContent Body::content(const BodySchema& schema, Diagnostics& diags) const {
  hclc::Diagnostics inner;
  BodyContent out = wrap(impl_->body->content(unwrap(schema), inner), impl_->source);
  api::append(diags, inner);
  return out;
}

PartialContent Body::partial_content(const BodySchema& schema, Diagnostics& diags) const {
  hclc::Diagnostics inner;
  hclc::body::PartialContent partial = impl_->body->partial_content(unwrap(schema), inner);
  api::append(diags, inner);
  return PartialContent{wrap(partial.content, impl_->source), api::wrap(partial.remain, impl_->source, impl_->block)};
}

std::vector<Attribute> Body::just_attributes(Diagnostics& diags) const {
  hclc::Diagnostics inner;
  std::vector<Attribute> out = wrap(impl_->body->just_attributes(inner));
  api::append(diags, inner);
  return out;
}

std::optional<BodyContent> Body::content_without_schema() const {
  std::optional<hclc::body::BodyContent> content = impl_->body->content_without_schema();
  if (!content) return std::nullopt;
  return wrap(*content, impl_->source);
}

Range Body::missing_item_range() const { return api::wrap(impl_->body->missing_item_range()); }

Body merge_bodies(const std::vector<Body>& bodies) {
  std::vector<hclc::body::BodyPtr> inner;
  inner.reserve(bodies.size());
  for (const Body& b : bodies) inner.push_back(api::impl(b).body);
  return api::wrap(hclc::body::merge_bodies(std::move(inner)));
}

Body merge_files(const std::vector<File>& files) {
  std::vector<Body> bodies;
  for (const File& f : files) bodies.push_back(f.body());
  return merge_bodies(bodies);
}

namespace api {
Body wrap(hclc::body::BodyPtr b) { return ImplAccess::make<Body>({std::move(b), nullptr, nullptr}); }
Body wrap(hclc::body::BodyPtr b, std::shared_ptr<const hclc::SourceFile> source, std::shared_ptr<const Block> block) {
  return ImplAccess::make<Body>({std::move(b), std::move(source), std::move(block)});
}
}  // namespace api

}  // namespace hcl
