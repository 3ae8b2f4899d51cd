#pragma once
// HCL's JSON syntax, first stage: JSON text to a tree of values that keeps
// what HCL needs and ordinary JSON parsers drop — property order, duplicate
// properties, every number's exact source text, and a source range for every
// token and value. Malformed input gets the reference's diagnostics (summary,
// detail and range). Mapping the tree to HCL bodies is a later stage that
// walks this tree.

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "source/range.h"
#include "syntax/parse.h"

namespace hclc {
class SourceFile;
}

namespace hclc::json {

enum class NodeKind : std::uint8_t {
  Object,
  Array,
  String,
  Number,
  Bool,
  Null,
  // A value that failed to parse (its diagnostic is already reported). Its
  // range is that of the token where it started.
  Invalid,
};

struct Node;

// Spans are in the document's file (Document::range adds its name).
struct Property {
  std::string name;  // decoded
  Span name_span;    // the name's string token, quotes included
  const Node* value = nullptr;
};

struct Node {
  NodeKind kind = NodeKind::Invalid;
  bool boolean = false;  // Bool
  // Object and Array: from the opening to the closing bracket; String: the
  // token with its quotes; others: the token.
  Span span;
  // Object and Array: the bracket tokens.
  Span open_span;
  Span close_span;
  std::vector<Property> properties;   // Object, in source order, duplicates kept
  std::vector<const Node*> elements;  // Array
  // String: the decoded text (UTF-8; invalid bytes and lone surrogates become
  // U+FFFD, not yet NFC-normalized). Number: the exact source text, which
  // follows JSON's number grammar.
  std::string text;
};

// A parsed file. Nodes live as long as the document.
class Document {
 public:
  Document() = default;
  Document(Document&&) noexcept = default;
  Document& operator=(Document&&) noexcept = default;
  Document(const Document&) = delete;
  Document& operator=(const Document&) = delete;

  // The top-level value: never null. After a syntax error it may be Invalid,
  // or a container with Invalid values inside.
  const Node* root() const { return root_; }
  const std::string& filename() const { return filename_; }
  Range range(const Span& span) const { return Range{filename_, span.start, span.end}; }

 private:
  friend class Parser;
  // Nodes are allocated in blocks (they point at each other, so they never move).
  static constexpr std::size_t kNodesPerBlock = 256;
  Node& new_node();

  std::string filename_;
  std::vector<std::unique_ptr<Node[]>> node_blocks_;
  std::size_t nodes_in_last_block_ = kNodesPerBlock;
  const Node* root_ = nullptr;
};

// Parses a whole file. Diagnostics are appended to `diags`; the root must be an
// object or an array (of anything: checking the elements is the body stage's
// work, as in the reference). Objects and arrays nested deeper than
// `max_nesting_depth` are reported (the reference has no limit but recursion
// needs one).
Document parse(std::string_view filename, std::string_view text, Diagnostics& diags,
               std::size_t max_nesting_depth = kDefaultMaxNestingDepth);
Document parse(const SourceFile& file, Diagnostics& diags, std::size_t max_nesting_depth = kDefaultMaxNestingDepth);

// Where a byte offset lies in the document's structure, as the reference's text
// diagnostics show it after "in": the property names and array indices of the
// containers around it ("a.b", "a[0]", "[0].a"), or "" at top level.
std::string context_string(const Document& doc, std::uint32_t byte);

}  // namespace hclc::json
