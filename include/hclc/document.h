#pragma once
// Editing native-syntax configuration while keeping everything else as it
// was written: comments, blank lines, alignment, heredocs, line endings.
//
// A Document is the source text plus where each item lies in it. Rendering an
// untouched document gives back the input byte for byte; an edit rewrites the
// edited item's bytes and nothing else. Every edit is checked by parsing the
// result, and one whose result would not parse is refused with a diagnostic:
// the text always parses. An edit costs one parse, linear in the document.
//
//   hcl::Diagnostics diags;
//   std::optional<hcl::Document> doc = hcl::Document::parse(text, "main.tf", diags);
//   hcl::DocumentBody root = doc->body();
//   for (hcl::DocumentBlock web : root.blocks("resource", {"aws_instance", "web"})) {
//     web.body().set_attribute("instance_type", hcl::Value::string("t3.micro"), diags);
//     web.body().attribute("tags")->set_key("env", hcl::Value::string("prod"), diags);
//   }
//   std::string edited = doc->text();
//
// Handles (DocumentBody, DocumentBlock, DocumentExpression) name an item by
// its position: a block by its index among its body's blocks, an expression
// by its attribute and the keys and indexes leading into it. They stay valid
// across edits elsewhere, except that inserting or removing a block moves the
// blocks after it in that body.
//
// Each editing function returns false, with diagnostics, when it could not
// edit (no such item, an invalid name or expression, a value with no source
// text such as an unknown one), and leaves the document as it was.

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hclc/diagnostics.h"
#include "hclc/value.h"

namespace hcl {

class DocumentBody;
class DocumentBlock;
class DocumentExpression;

class Document {
 public:
  // Native-syntax source. Text with syntax errors has no dependable
  // structure to edit: nullopt, with the syntax errors in `diags`.
  static std::optional<Document> parse(std::string text, std::string filename, Diagnostics& diags);

  // The document's text now: the input itself until something is edited.
  std::string text() const;
  const std::string& filename() const;
  DocumentBody body() const;

  struct Impl;  // the library's own representation
  explicit Document(std::shared_ptr<Impl> impl);

 private:
  std::shared_ptr<Impl> impl_;  // copies of a Document edit the same text
};

// An expression to write: native-syntax source (`var.region`, `"a-${b}"`,
// a heredoc), checked to parse as one expression and written as given, or a
// value, written as hclfmt lays it out (lists on one line, objects one item
// a line with their `=` aligned, indented for where it goes).
class NewExpression {
 public:
  NewExpression(const Value& value) : value_(value) {}  // NOLINT: either converts
  static NewExpression source(std::string text) { return NewExpression(std::move(text)); }

  const std::optional<Value>& value() const { return value_; }
  const std::string& source_text() const { return source_; }

 private:
  explicit NewExpression(std::string text) : source_(std::move(text)) {}
  std::optional<Value> value_;
  std::string source_;
};

// The file's body or a block's: its attributes and blocks in source order.
class DocumentBody {
 public:
  // Attributes and blocks together, in source order: positions for insert_*.
  std::size_t item_count() const;
  // The position of an attribute, for inserting before (it) or after (it + 1).
  std::optional<std::size_t> position_of(std::string_view attribute) const;

  std::vector<std::string> attribute_names() const;
  std::optional<DocumentExpression> attribute(std::string_view name) const;
  // Replaces the attribute's expression, or appends the attribute.
  bool set_attribute(std::string_view name, const NewExpression& value, Diagnostics& diags);
  bool insert_attribute(std::size_t position, std::string_view name, const NewExpression& value, Diagnostics& diags);
  // Removes the attribute with its leading comment lines and its line.
  bool remove_attribute(std::string_view name, Diagnostics& diags);
  bool rename_attribute(std::string_view from, std::string_view to, Diagnostics& diags);

  std::vector<DocumentBlock> blocks() const;
  // The blocks of this type whose labels begin with `labels`.
  std::vector<DocumentBlock> blocks(std::string_view type, const std::vector<std::string>& labels = {}) const;
  // A new empty block at the end (after a blank line) or at a position.
  std::optional<DocumentBlock> append_block(std::string_view type, const std::vector<std::string>& labels,
                                            Diagnostics& diags);
  std::optional<DocumentBlock> insert_block(std::size_t position, std::string_view type,
                                            const std::vector<std::string>& labels, Diagnostics& diags);

  struct Impl;
  explicit DocumentBody(std::shared_ptr<const Impl> impl);

 private:
  std::shared_ptr<const Impl> impl_;
};

class DocumentBlock {
 public:
  std::string type() const;
  std::vector<std::string> labels() const;
  DocumentBody body() const;
  // Its position among the items of the body that holds it.
  std::size_t position() const;
  // The block's source text, type through closing brace.
  std::string text() const;

  bool set_labels(const std::vector<std::string>& labels, Diagnostics& diags);
  // Removes the block with its leading comment lines.
  bool remove(Diagnostics& diags);

  struct Impl;
  explicit DocumentBlock(std::shared_ptr<const Impl> impl);

 private:
  std::shared_ptr<const Impl> impl_;
};

// An attribute's expression, or an object key's value or a tuple element
// inside it.
class DocumentExpression {
 public:
  enum class Kind { Object, Tuple, Other };
  Kind kind() const;
  // The expression's source text as written.
  std::string text() const;

  // Object constructors: the keys written as names or plain strings, in order.
  std::vector<std::string> keys() const;
  std::optional<DocumentExpression> key(std::string_view key) const;
  // Tuple constructors.
  std::size_t size() const;
  std::optional<DocumentExpression> element(std::size_t index) const;

  bool set(const NewExpression& value, Diagnostics& diags);
  // Object constructors: replaces the key's value or adds the key (on a line
  // of its own in a multi-line object, aligned with the item above it).
  bool set_key(std::string_view key, const NewExpression& value, Diagnostics& diags);
  bool remove_key(std::string_view key, Diagnostics& diags);
  // Tuple constructors.
  bool append(const NewExpression& value, Diagnostics& diags);
  bool remove_element(std::size_t index, Diagnostics& diags);

  struct Impl;
  explicit DocumentExpression(std::shared_ptr<const Impl> impl);

 private:
  std::shared_ptr<const Impl> impl_;
};

}  // namespace hcl
