#pragma once
// HCL's JSON syntax, first stage: JSON text to a tree of values that keeps
// what HCL needs and ordinary JSON parsers drop — property order, duplicate
// properties, every number's exact source text, and a source range for every
// token and value. Malformed input gets the reference's diagnostics (summary,
// detail and range). Mapping the tree to HCL bodies is a later stage that
// walks this tree.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
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

// A stretch of the document's source with its lines and columns, which the
// scanner counts as it reads (the native syntax's IR keeps byte offsets
// only: ir::Span).
struct Span {
  Pos start;
  Pos end;

  friend bool operator==(const Span&, const Span&) = default;
  bool empty() const { return start.byte == end.byte; }
  // The smallest span covering both.
  static Span between(const Span& first, const Span& last) { return {first.start, last.end}; }
};

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

class Node;

// Spans are in the document's file (Document::range adds its name).
struct Property {
  std::string_view name;  // decoded; the text lives in the document
  Span name_span;         // the name's string token, quotes included
  const Node* value = nullptr;
};

// A value of the document. Nodes, their member lists and their texts live in
// the document's arena: a node is small (40 bytes) and owns nothing, since a
// configuration of a few megabytes has hundreds of thousands of them.
class Node {
 public:
  NodeKind kind = NodeKind::Invalid;
  bool boolean = false;  // Bool
  // Object and Array: from the opening to the closing bracket; String: the
  // token with its quotes; others: the token.
  Span span;

  // Object: its properties, in source order, duplicates kept; empty for
  // other kinds.
  std::span<const Property> properties() const {
    return kind == NodeKind::Object ? std::span<const Property>(properties_, size_) : std::span<const Property>();
  }
  // Array: its elements; empty for other kinds.
  std::span<const Node* const> elements() const {
    return kind == NodeKind::Array ? std::span<const Node* const>(elements_, size_) : std::span<const Node* const>();
  }
  // String: the decoded text (UTF-8; invalid bytes and lone surrogates become
  // U+FFFD, not yet NFC-normalized). Number: the exact source text, which
  // follows JSON's number grammar. Empty for other kinds.
  std::string_view text() const {
    return kind == NodeKind::String || kind == NodeKind::Number ? std::string_view(text_, size_) : std::string_view();
  }
  // Object and Array: the bracket tokens (one ASCII byte each, so they are
  // the first and last byte of the span).
  Span open_span() const { return {span.start, Pos{span.start.line, span.start.column + 1, span.start.byte + 1}}; }
  Span close_span() const { return {Pos{span.end.line, span.end.column - 1, span.end.byte - 1}, span.end}; }

 private:
  friend class Parser;
  std::uint32_t size_ = 0;  // of the member list or the text
  union {
    const Property* properties_ = nullptr;
    const Node* const* elements_;
    const char* text_;
  };
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
  // Room for `bytes` aligned to `alignment`, in blocks that never move (nodes
  // point at each other and at their texts) and are freed with the document.
  // Everything stored there is trivially destructible.
  void* allocate(std::size_t bytes, std::size_t alignment) {
    const std::size_t padding = -reinterpret_cast<std::uintptr_t>(free_) & (alignment - 1);
    if (padding + bytes > free_bytes_) return allocate_in_new_block(bytes);
    std::byte* start = free_ + padding;
    free_ = start + bytes;
    free_bytes_ -= padding + bytes;
    return start;
  }
  // A new block's start (aligned for anything).
  void* allocate_in_new_block(std::size_t bytes);
  template <typename T>
  T* allocate_array(std::size_t count) {
    return static_cast<T*>(allocate(count * sizeof(T), alignof(T)));
  }

  std::string filename_;
  std::vector<std::unique_ptr<std::byte[]>> blocks_;
  std::byte* free_ = nullptr;  // in the last block
  std::size_t free_bytes_ = 0;
  std::size_t block_size_ = 0;  // of new blocks, doubling as they are made
  const Node* root_ = nullptr;
};

// Parses a whole file. Diagnostics are appended to `diags`; the root must be an
// object or an array (of anything: checking the elements is the body stage's
// work, as in the reference). Objects and arrays nested deeper than
// `max_nesting_depth`, or deeper than the parse's stack budget allows
// (runtime/stack_budget.h), are reported (the reference has no limit but
// recursion needs one).
Document parse(std::string_view filename, std::string_view text, Diagnostics& diags,
               std::size_t max_nesting_depth = kDefaultMaxNestingDepth);
Document parse(const SourceFile& file, Diagnostics& diags, std::size_t max_nesting_depth = kDefaultMaxNestingDepth);

// Where a byte offset lies in the document's structure, as the reference's text
// diagnostics show it after "in": the property names and array indices of the
// containers around it ("a.b", "a[0]", "[0].a"), or "" at top level.
std::string context_string(const Document& doc, std::uint32_t byte);

// What the readings of a document as a body share (json_body.h, and the
// values of a variables file, literal_value.h):
// - a property of this name is a comment among a body's properties;
inline constexpr std::string_view kCommentPropertyName = "//";
// - the detail of an argument set again, given the range of its first
//   definition (its name through its value).
inline std::string repeated_argument_detail(std::string_view name, const Range& first_definition) {
  return "The argument \"" + std::string(name) + "\" was already set at " + range_text(first_definition) + ".";
}

}  // namespace hclc::json
