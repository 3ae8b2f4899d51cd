#pragma once
// A comment-preserving native-syntax document: the source text itself, with
// the parsed structure (src/syntax's IR) telling where each item lies. An edit
// replaces byte ranges and nothing else, so comments, blank lines, heredocs,
// line endings and odd spacing outside the edited item stay as written, and an
// untouched document renders back byte for byte.
//
// Every edit is checked by parsing the result: an edit whose text would not
// parse is not applied (it is reported instead), so the text always parses.
// Each edit costs one parse, linear in the document.
//
// Items are addressed by position: a body by the path of block indices that
// leads to it (each index counts the blocks of its body, in source order), an
// expression by its attribute and then object keys and tuple indexes.
// Inserting or removing a block moves the indices of the blocks after it.

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "diag/diagnostic.h"
#include "ir/builder.h"
#include "runtime/value.h"
#include "source/source_file.h"

namespace hclc::edit {

// Block indices from the file's body down: {} is the file's body, {2, 0} the
// body of the first block inside the third top-level block.
using BodyPath = std::vector<std::size_t>;

// One step into an expression: an object's key or a tuple's element.
using ExpressionStep = std::variant<std::string, std::size_t>;

struct ExpressionPath {
  BodyPath body;
  std::string attribute;
  std::vector<ExpressionStep> steps;
};

// An expression to write: native-syntax source text, written as given (a
// heredoc in it keeps its lines), or a value, laid out by render_value for
// the place it goes.
using NewExpression = std::variant<std::string, Value>;

// An item of a body, attributes and blocks interleaved in source order.
struct BodyItem {
  enum class Kind { Attribute, Block } kind;
  std::size_t index;  // among the body's attributes, or among its blocks
};

class Document {
 public:
  // Parses native-syntax source. A text with syntax errors has no dependable
  // structure to edit: nullopt, after reporting the errors.
  static std::optional<Document> parse(std::string text, std::string filename, Diagnostics& diags);

  // The text now; the view lasts until the next edit.
  std::string_view text() const { return source_->text(); }
  const SourceFile& source() const { return *source_; }
  const std::string& filename() const { return source_->filename(); }
  const ir::Arena& arena() const { return *tree_.arena; }

  // --- reading -----------------------------------------------------------
  const ir::Body& root() const { return tree_.root(); }
  // The body at `path`, or null when the path leads nowhere.
  const ir::Body* body(const BodyPath& path) const;
  std::vector<BodyItem> items(const ir::Body& body) const;
  std::optional<ir::AttributeId> find_attribute(const ir::Body& body, std::string_view name) const;
  // The indices of the body's blocks of this type whose labels start with `labels`.
  std::vector<std::size_t> find_blocks(const ir::Body& body, std::string_view type,
                                       const std::vector<std::string>& labels) const;
  // The expression at `path`, or none (after a diagnostic naming what is missing).
  std::optional<ir::ExprId> expression(const ExpressionPath& path, Diagnostics& diags) const;
  std::string_view text_of(const ir::Span& span) const;

  // --- editing -----------------------------------------------------------
  // Each returns false after adding diagnostics and leaves the document as it
  // was. Source text must parse as one expression.
  bool set_attribute(const BodyPath& body, std::string_view name, const NewExpression& value, Diagnostics& diags);
  // A new attribute at item position `position` (0 = first; the body's item
  // count = last).
  bool insert_attribute(const BodyPath& body, std::size_t position, std::string_view name, const NewExpression& value,
                        Diagnostics& diags);
  bool remove_attribute(const BodyPath& body, std::string_view name, Diagnostics& diags);
  bool rename_attribute(const BodyPath& body, std::string_view from, std::string_view to, Diagnostics& diags);

  // A new empty block at item position `position`; its index among the body's blocks.
  std::optional<std::size_t> insert_block(const BodyPath& body, std::size_t position, std::string_view type,
                                          const std::vector<std::string>& labels, Diagnostics& diags);
  bool remove_block(const BodyPath& block, Diagnostics& diags);
  bool relabel_block(const BodyPath& block, const std::vector<std::string>& labels, Diagnostics& diags);

  bool set_expression(const ExpressionPath& path, const NewExpression& value, Diagnostics& diags);
  // In an object constructor: replaces the value of `key` (its last item
  // with that key) or adds an item.
  bool set_object_key(const ExpressionPath& object, std::string_view key, const NewExpression& value,
                      Diagnostics& diags);
  bool remove_object_key(const ExpressionPath& object, std::string_view key, Diagnostics& diags);
  // In a tuple constructor.
  bool append_element(const ExpressionPath& tuple, const NewExpression& value, Diagnostics& diags);
  bool remove_element(const ExpressionPath& tuple, std::size_t index, Diagnostics& diags);

  // The indentation of the line `byte` is on, and the document's line ending.
  std::string indentation_at(std::size_t byte) const;
  std::string_view newline() const { return newline_; }

 private:
  struct Splice {
    std::size_t begin;
    std::size_t end;
    std::string replacement;
  };
  using Edit = std::vector<Splice>;  // non-overlapping, in order

  Document(std::shared_ptr<const SourceFile> source, ir::File tree);

  // Applies the first edit of `candidates` whose result parses; false (and a
  // diagnostic at `subject`) when none does.
  bool apply(const std::vector<Edit>& candidates, const ir::Span& subject, Diagnostics& diags);
  Range range(const ir::Span& span) const;

  // The stretch an item owns: its leading comment lines (not separated from
  // it by a blank line, after `floor`) through the end of its last line.
  std::size_t leading_start(std::size_t item_start, std::size_t floor) const;
  std::size_t line_end_after(std::size_t item_end, bool skip_comma) const;
  std::size_t line_start(std::size_t byte) const;
  bool starts_line(std::size_t byte) const;

  std::string item_indentation(const ir::Body& body, bool is_root) const;
  Edit insertion(const BodyPath& path, std::size_t position, const std::string& item, bool blank_line_before,
                 Diagnostics& diags) const;
  std::optional<Edit> removal_in_list(std::size_t list_begin, const std::vector<ir::Span>& entries,
                                      std::size_t which) const;
  // The text of `value` for a place indented by `indent`; nullopt after diagnostics.
  std::optional<std::string> expression_text(const NewExpression& value, const std::string& indent,
                                             Diagnostics& diags) const;

  std::shared_ptr<const SourceFile> source_;
  ir::File tree_;
  std::string newline_;
};

// A value as a native-syntax expression, laid out as hclfmt would write it:
// lists, sets and tuples on one line, maps and objects one item a line with
// their `=` aligned, nested lines indented by two spaces after `indent`.
// Unknown values and infinities cannot be written: nullopt after a diagnostic.
std::optional<std::string> render_value(const Value& value, std::string_view indent, std::string_view newline,
                                        Diagnostics& diags);

// Whether `text` is an identifier, as an attribute name or a bare object key.
bool is_identifier(std::string_view text);
// The same, with an "Invalid name" diagnostic saying `name` cannot be `what`
// ("an attribute name") when it is not.
bool check_name(std::string_view name, std::string_view what, Diagnostics& diags);

// Checks that `source` is one native-syntax expression (diagnostics otherwise).
bool check_expression_source(std::string_view source, Diagnostics& diags);

}  // namespace hclc::edit
