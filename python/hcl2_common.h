#pragma once
// What the python-hcl2 facades (hclc.hcl2 for version 8, hclc.hcl2_v7 for
// version 7) share: their text argument, parsing with hclc's errors, and a
// body's attributes and blocks in the file's order.
#include <pybind11/pybind11.h>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hclc/body.h"
#include "hclc/parser.h"

namespace hclc_python {

// UTF-8 as a Python str (bytes that are not UTF-8 become U+FFFD).
pybind11::str to_str(std::string_view text);

// A facade's text argument: str as UTF-8, bytes as they are; anything else is
// a TypeError.
std::string facade_source_text(const pybind11::handle& text);

// `source` parsed as a native-syntax file named `filename`; errors raise
// `hcl_error` (hclc.HCLError, a ValueError) whose text is hclc's rendered
// diagnostics, positions included.
hcl::File parse_for_facade(hcl::Parser& parser, const std::string& source, const std::string& filename,
                           pybind11::handle hcl_error);

// `text` without the spaces, tabs and line breaks around it.
inline std::string_view trim(std::string_view text) {
  constexpr std::string_view kSpace = " \t\r\n";
  const std::size_t first = text.find_first_not_of(kSpace);
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(kSpace) - first + 1);
}

// The lines of a heredoc (`written` from its `<<` to its closing marker)
// between its opening and closing lines, less the blanks that end the last
// ones; for `<<-`, less the count of spaces every line starts with (an empty
// line starts with none). Nothing for a heredoc without a line break.
std::optional<std::vector<std::string_view>> heredoc_lines(std::string_view written);

// Calls on_attribute(const hcl::Attribute&) and on_block(const hcl::Block&)
// for a native body's items in source order (nothing for a body without
// native content).
template <class OnAttribute, class OnBlock>
void for_each_item_in_source_order(const hcl::Body& body, OnAttribute on_attribute, OnBlock on_block) {
  const std::optional<hcl::BodyContent> content = body.content_without_schema();
  if (!content) return;
  std::size_t a = 0;
  std::size_t b = 0;
  while (a < content->attributes.size() || b < content->blocks.size()) {
    const bool take_attribute =
        b == content->blocks.size() || (a < content->attributes.size() &&
                                        content->attributes[a].range.start.byte < content->blocks[b].range.start.byte);
    if (take_attribute)
      on_attribute(content->attributes[a++]);
    else
      on_block(content->blocks[b++]);
  }
}

}  // namespace hclc_python
