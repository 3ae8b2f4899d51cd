// What the templates of hclc/decode.h call in the library: the wording of
// decoding's diagnostics (shared with hcldec, src/dec), exact numbers, and
// writing an encoded struct as text (with the edit layer's value layout and
// the formatter's alignment).

#include "hclc/decode.h"

#include <charconv>

#include "dec/decode.h"
#include "edit/document.h"
#include "format/format.h"
#include "runtime/text.h"
#include "source/source_file.h"
#include "src/api/internal.h"

namespace hcl::decoding {
namespace {

Diagnostic wrap_one(const hclc::Diagnostic& d) { return api::wrap(d); }

}  // namespace

Diagnostic incorrect_attribute_type(std::string_view name, std::string_view message, const Range& expr_range) {
  return wrap_one(hclc::dec::incorrect_attribute_type(name, message, api::unwrap(expr_range)));
}

Diagnostic missing_block(std::string_view type, const Range& missing_item_range) {
  return wrap_one(hclc::dec::missing_block(type, api::unwrap(missing_item_range)));
}

Diagnostic duplicate_block(std::string_view type, const Range& first, const Range& second) {
  return wrap_one(hclc::dec::duplicate_block(type, api::unwrap(first), api::unwrap(second)));
}

Diagnostic duplicate_labeled_block(std::string_view type, const std::vector<std::string>& labels,
                                   const Range& subject) {
  return wrap_one(hclc::dec::duplicate_labeled_block(type, labels, api::unwrap(subject)));
}

Diagnostic insufficient_blocks(std::string_view type, std::size_t min, const Range& missing_item_range) {
  return wrap_one(
      hclc::dec::insufficient_blocks(type, static_cast<std::int64_t>(min), api::unwrap(missing_item_range)));
}

Diagnostic too_many_blocks(std::string_view type, std::size_t max, const Range& subject) {
  return wrap_one(hclc::dec::too_many_blocks(type, static_cast<std::int64_t>(max), api::unwrap(subject)));
}

std::optional<std::uint64_t> as_uint64(const Value& v) {
  std::optional<std::string> decimal = v.as_decimal();
  if (!decimal) return std::nullopt;
  std::uint64_t n = 0;
  const char* end = decimal->data() + decimal->size();
  auto [ptr, error] = std::from_chars(decimal->data(), end, n);
  if (error != std::errc() || ptr != end) return std::nullopt;  // fractional, negative, exponent or too large
  return n;
}

namespace {

// `body`'s items, each line indented by `indent`; false after diagnostics.
bool write_items(const TextBody& body, const std::string& indent, std::string& out, hclc::Diagnostics& diags) {
  for (const auto& [name, value] : body.attributes) {
    if (!hclc::edit::check_name(name, "an attribute name", diags)) return false;
    std::optional<std::string> text = hclc::edit::render_value(api::unwrap(value), indent, "\n", diags);
    if (!text) return false;
    out += indent + name + " = " + *text + "\n";
  }
  bool first = body.attributes.empty();
  for (const TextBlock& block : body.blocks) {
    if (!hclc::edit::check_name(block.type, "a block type", diags)) return false;
    if (!first) out += "\n";
    first = false;
    out += indent + block.type;
    for (const std::string& label : block.labels) out += " " + hclc::native_quote(label);
    out += " {\n";
    if (!write_items(block.body, indent + "  ", out, diags)) return false;
    out += indent + "}\n";
  }
  return true;
}

}  // namespace

std::optional<std::string> write_text(const TextBody& body, Diagnostics& diags) {
  hclc::Diagnostics inner;
  std::string text;
  std::optional<std::string> formatted;
  if (write_items(body, "", text, inner)) {
    // The items are laid out already; the formatter aligns the `=` of
    // consecutive attributes as hclfmt does.
    formatted = hclc::format::format_config(hclc::SourceFile("<encoded>", std::move(text)), inner);
  }
  api::append(diags, inner);
  return formatted;
}

}  // namespace hcl::decoding
