#include "edit/document.h"

#include <algorithm>

#include "runtime/text.h"
#include "syntax/parse.h"

namespace hclc::edit {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && (is_blank(s.front()) || s.front() == '\r' || s.front() == '\n')) s.remove_prefix(1);
  while (!s.empty() && (is_blank(s.back()) || s.back() == '\r' || s.back() == '\n')) s.remove_suffix(1);
  return s;
}

bool is_comment_line(std::string_view line) {
  line = trim(line);
  return line.starts_with("#") || line.starts_with("//") || (line.starts_with("/*") && line.ends_with("*/"));
}

// `for`, `in` and `if` are identifiers, but `{for` opens a for expression.
std::string object_key_text(std::string_view key) {
  if (is_identifier(key) && key != "for" && key != "in" && key != "if") return std::string(key);
  return native_quote(key);
}

// The key of an object constructor item as a string, when it is written as
// one (a bare name or a quoted string without interpolations).
std::optional<std::string> literal_key(const ir::Arena& arena, ir::ExprId key) {
  if (const auto* literal = arena.get_if<ir::Literal>(key)) {
    if (literal->value.kind == ir::LiteralKind::String) return std::string(literal->value.text);
    return std::nullopt;
  }
  if (const auto* templ = arena.get_if<ir::Template>(key)) {
    if (templ->parts.empty()) return std::string();
    if (templ->parts.size() == 1) return literal_key(arena, templ->parts.front());
  }
  return std::nullopt;
}

ir::ExprId without_parens(const ir::Arena& arena, ir::ExprId id) {
  while (const auto* parens = arena.get_if<ir::Parens>(id)) id = parens->inner;
  return id;
}

std::string describe_labels(std::string_view type, const std::vector<std::string>& labels) {
  std::string out(type);
  for (const std::string& label : labels) out += " " + native_quote(label);
  return out;
}

}  // namespace

Document::Document(std::shared_ptr<const SourceFile> source, ir::File tree)
    : source_(std::move(source)), tree_(std::move(tree)) {
  // New lines end as the document's first line does.
  std::string_view text = source_->text();
  std::size_t first_newline = text.find('\n');
  newline_ =
      first_newline != std::string_view::npos && first_newline > 0 && text[first_newline - 1] == '\r' ? "\r\n" : "\n";
}

std::optional<Document> Document::parse(std::string text, std::string filename, Diagnostics& diags) {
  auto source = std::make_shared<const SourceFile>(std::move(filename), std::move(text));
  Diagnostics parse_diags;
  ir::File tree = parse_config(*source, parse_diags);
  diags.append(parse_diags);
  if (parse_diags.has_errors()) return std::nullopt;
  return Document(std::move(source), std::move(tree));
}

Range Document::range(const ir::Span& span) const { return source_->range(span.start, span.end); }

std::string_view Document::text_of(const ir::Span& span) const {
  return text().substr(span.start, span.end - span.start);
}

// --- reading -----------------------------------------------------------------

const ir::Body* Document::body(const BodyPath& path) const {
  const ir::Body* current = &tree_.root();
  for (std::size_t index : path) {
    if (index >= current->blocks.size()) return nullptr;
    current = &arena().body(arena().block(current->blocks[index]).body);
  }
  return current;
}

std::vector<BodyItem> Document::items(const ir::Body& body) const {
  std::vector<BodyItem> out;
  out.reserve(body.attributes.size() + body.blocks.size());
  std::size_t a = 0;
  std::size_t b = 0;
  while (a < body.attributes.size() || b < body.blocks.size()) {
    bool take_attribute = b == body.blocks.size() ||
                          (a < body.attributes.size() &&
                           arena().attribute(body.attributes[a]).span.start < arena().block(body.blocks[b]).span.start);
    if (take_attribute)
      out.push_back({BodyItem::Kind::Attribute, a++});
    else
      out.push_back({BodyItem::Kind::Block, b++});
  }
  return out;
}

std::optional<ir::AttributeId> Document::find_attribute(const ir::Body& body, std::string_view name) const {
  for (ir::AttributeId id : body.attributes)
    if (arena().attribute(id).name.text == name) return id;
  return std::nullopt;
}

std::vector<std::size_t> Document::find_blocks(const ir::Body& body, std::string_view type,
                                               const std::vector<std::string>& labels) const {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < body.blocks.size(); ++i) {
    const ir::Block& block = arena().block(body.blocks[i]);
    if (block.type.text != type || block.labels.size() < labels.size()) continue;
    bool labels_match = std::equal(labels.begin(), labels.end(), block.labels.begin(),
                                   [](const std::string& want, const ir::Name& have) { return want == have.text; });
    if (labels_match) out.push_back(i);
  }
  return out;
}

std::optional<ir::ExprId> Document::expression(const ExpressionPath& path, Diagnostics& diags) const {
  const ir::Body* where = body(path.body);
  if (!where) {
    diags.add(DiagKind::EditNotFound, "The block that held this expression is no longer in the document.");
    return std::nullopt;
  }
  std::optional<ir::AttributeId> attribute = find_attribute(*where, path.attribute);
  if (!attribute) {
    diags.add(DiagKind::EditNotFound, "There is no attribute named \"" + path.attribute + "\" here.",
              range(where->span));
    return std::nullopt;
  }
  ir::ExprId current = arena().attribute(*attribute).expr;
  for (const ExpressionStep& step : path.steps) {
    current = without_parens(arena(), current);
    if (const std::string* key = std::get_if<std::string>(&step)) {
      const auto* object = arena().get_if<ir::Object>(current);
      std::optional<ir::ExprId> found;
      if (object)
        for (const ir::ObjectItem& item : object->items)
          if (literal_key(arena(), item.key) == *key) found = item.value;  // the last one wins, as in evaluation
      if (!found) {
        diags.add(DiagKind::EditNotFound,
                  object ? "This object constructor has no key \"" + *key + "\"."
                         : "This expression is not an object constructor, so it has no key \"" + *key + "\".",
                  range(arena().span(current)));
        return std::nullopt;
      }
      current = *found;
    } else {
      std::size_t index = std::get<std::size_t>(step);
      const auto* tuple = arena().get_if<ir::Tuple>(current);
      if (!tuple || index >= tuple->elements.size()) {
        diags.add(
            DiagKind::EditNotFound,
            tuple ? "This tuple constructor has " + std::to_string(tuple->elements.size()) +
                        " elements; there is no element " + std::to_string(index) + "."
                  : "This expression is not a tuple constructor, so it has no element " + std::to_string(index) + ".",
            range(arena().span(current)));
        return std::nullopt;
      }
      current = tuple->elements[index];
    }
  }
  return current;
}

// --- layout ------------------------------------------------------------------

std::size_t Document::line_start(std::size_t byte) const {
  std::string_view t = text();
  while (byte > 0 && t[byte - 1] != '\n') --byte;
  return byte;
}

bool Document::starts_line(std::size_t byte) const {
  std::string_view t = text();
  for (std::size_t i = line_start(byte); i < byte; ++i)
    if (!is_blank(t[i])) return false;
  return true;
}

std::string Document::indentation_at(std::size_t byte) const {
  std::string_view t = text();
  std::size_t begin = line_start(byte);
  std::size_t end = begin;
  while (end < t.size() && is_blank(t[end])) ++end;
  return std::string(t.substr(begin, end - begin));
}

// Past the end of the line an item ends: spaces, an optional comma, trailing
// comments and the newline. `item_end` itself when something else follows on
// the line (the item does not end its line).
std::size_t Document::line_end_after(std::size_t item_end, bool skip_comma) const {
  std::string_view t = text();
  if (item_end > 0 && t[item_end - 1] == '\n') return item_end;  // a heredoc ends with its line
  std::size_t i = item_end;
  auto skip_blanks = [&] {
    while (i < t.size() && is_blank(t[i])) ++i;
  };
  skip_blanks();
  if (skip_comma && i < t.size() && t[i] == ',') {
    ++i;
    skip_blanks();
  }
  while (i < t.size()) {
    if (t[i] == '\n') return i + 1;
    if (t[i] == '\r' && i + 1 < t.size() && t[i + 1] == '\n') return i + 2;
    if (t[i] == '#' || t.substr(i, 2) == "//") {
      std::size_t newline = t.find('\n', i);
      return newline == std::string_view::npos ? t.size() : newline + 1;
    }
    if (t.substr(i, 2) != "/*") return item_end;
    std::size_t close = t.find("*/", i + 2);
    if (close == std::string_view::npos) return item_end;
    i = close + 2;
    skip_blanks();
  }
  return t.size();
}

// Comment lines directly above an item belong to it (a blank line separates
// a comment about what follows from one about this item). `floor` is where
// the item's predecessor ends, so that no other item's text is taken.
std::size_t Document::leading_start(std::size_t item_start, std::size_t floor) const {
  if (!starts_line(item_start)) return item_start;
  std::size_t begin = line_start(item_start);
  while (begin > floor) {
    std::size_t previous = line_start(begin - 1);
    if (previous < floor || !is_comment_line(text().substr(previous, begin - previous))) break;
    begin = previous;
  }
  return begin;
}

std::string Document::item_indentation(const ir::Body& body, bool is_root) const {
  for (const BodyItem& item : items(body)) {
    ir::Span span = item.kind == BodyItem::Kind::Attribute ? arena().attribute(body.attributes[item.index]).span
                                                           : arena().block(body.blocks[item.index]).span;
    if (starts_line(span.start)) return indentation_at(span.start);
  }
  return is_root ? std::string() : indentation_at(body.span.start) + "  ";
}

namespace {

ir::Span item_span(const ir::Arena& arena, const ir::Body& body, const BodyItem& item) {
  return item.kind == BodyItem::Kind::Attribute ? arena.attribute(body.attributes[item.index]).span
                                                : arena.block(body.blocks[item.index]).span;
}

}  // namespace

// Where a new item goes at `position` of the body at `path`, as an edit that
// inserts `item` (already indented on its later lines; the first line's
// indentation is added here).
Document::Edit Document::insertion(const BodyPath& path, std::size_t position, const std::string& item,
                                   bool blank_line_before, Diagnostics& diags) const {
  const ir::Body& where = *body(path);
  std::vector<BodyItem> list = items(where);
  const bool is_root = path.empty();
  const std::string indent = item_indentation(where, is_root);
  const std::string line = indent + item + newline_;
  std::string_view t = text();
  if (position > list.size()) {
    diags.add(DiagKind::EditNotFound,
              "Position " + std::to_string(position) + " is past the end of this body, which has " +
                  std::to_string(list.size()) + " items.",
              range(where.span));
    return {};
  }
  const std::size_t body_floor = is_root ? 0 : where.span.start + 1;
  auto floor_of = [&](std::size_t k) { return k == 0 ? body_floor : item_span(arena(), where, list[k - 1]).end; };

  if (!is_root) {
    const std::size_t open = where.span.start;
    const std::size_t close = where.span.end - 1;
    if (source_->line_of(static_cast<std::uint32_t>(open)) == source_->line_of(static_cast<std::uint32_t>(close))) {
      // A one-line block (`b { x = 1 }` or `b {}`) cannot hold a second item:
      // it opens onto lines of its own.
      std::string inside(trim(t.substr(open + 1, close - open - 1)));
      std::string block_indent = indentation_at(open);
      std::string inner_indent = block_indent + "  ";
      std::string existing = inside.empty() ? std::string() : inner_indent + inside + newline_;
      std::string added = inner_indent + item + newline_;
      std::string replacement =
          "{" + newline_ + (position == 0 ? added + existing : existing + added) + block_indent + "}";
      return {{open, close + 1, std::move(replacement)}};
    }
  }

  if (position < list.size()) {
    ir::Span before = item_span(arena(), where, list[position]);
    std::size_t at = leading_start(before.start, floor_of(position));
    return {{at, at, blank_line_before ? line + newline_ : line}};
  }
  if (is_root) {
    std::string prefix;
    if (!t.empty() && t.back() != '\n') prefix = newline_;
    const bool ends_with_blank_line = t.ends_with("\n\n") || t.ends_with("\n\r\n");
    if (blank_line_before && !list.empty() && !ends_with_blank_line) prefix += newline_;
    return {{t.size(), t.size(), prefix + line}};
  }
  const std::size_t close = where.span.end - 1;
  std::size_t at = starts_line(close) ? line_start(close) : close;
  std::string prefix = starts_line(close) ? "" : newline_;
  if (blank_line_before && !list.empty()) prefix += newline_;
  return {{at, at, prefix + line}};
}

// Removing one entry of a list (a body's items, an object's items, a tuple's
// elements) whose entries lie between list_begin and list_end: its own lines
// with their leading comments, or the entry and a separator when it shares
// its line. Candidates in order of preference.
std::optional<Document::Edit> Document::removal_in_list(std::size_t list_begin, const std::vector<ir::Span>& entries,
                                                        std::size_t which) const {
  const ir::Span& entry = entries[which];
  const std::size_t floor = which == 0 ? list_begin : entries[which - 1].end;
  std::size_t end = line_end_after(entry.end, true);
  bool own_lines =
      starts_line(entry.start) && end != entry.end && (which + 1 == entries.size() || entries[which + 1].start >= end);
  if (own_lines) {
    std::size_t begin = leading_start(entry.start, floor);
    // Between two blank lines (or a blank line and the start of the list),
    // one of them goes too.
    std::string_view t = text();
    std::string_view before = t.substr(0, begin);
    bool blank_before = before.ends_with("\n\n") || before.ends_with("\n\r\n") ||
                        trim(t.substr(list_begin, begin - list_begin)).empty();
    if (blank_before && t.substr(end).starts_with("\n"))
      end += 1;
    else if (blank_before && t.substr(end).starts_with("\r\n"))
      end += 2;
    return Edit{{begin, end, ""}};
  }
  return std::nullopt;
}

bool Document::apply(const std::vector<Edit>& candidates, const ir::Span& subject, Diagnostics& diags) {
  std::string_view t = text();
  Diagnostics first_failure;
  for (const Edit& edit : candidates) {
    if (edit.empty()) continue;
    std::string result;
    result.reserve(t.size() + 64);
    std::size_t at = 0;
    for (const Splice& splice : edit) {
      result.append(t.substr(at, splice.begin - at));
      result += splice.replacement;
      at = splice.end;
    }
    result.append(t.substr(at));
    auto source = std::make_shared<const SourceFile>(filename(), std::move(result));
    Diagnostics parse_diags;
    ir::File tree = parse_config(*source, parse_diags);
    if (!parse_diags.has_errors()) {
      *this = Document(std::move(source), std::move(tree));
      return true;
    }
    if (first_failure.empty()) first_failure = parse_diags;
  }
  std::string detail = "The document would not parse after this edit, so it was not made";
  if (!first_failure.empty()) detail += " (" + first_failure[0].summary + ": " + first_failure[0].detail + ")";
  diags.add(DiagKind::EditWouldNotParse, detail + ".", range(subject));
  return false;
}

// --- editing: bodies -----------------------------------------------------------

bool check_name(std::string_view name, std::string_view what, Diagnostics& diags) {
  if (is_identifier(name)) return true;
  diags.add(
      DiagKind::EditInvalidName,
      "\"" + std::string(name) + "\" cannot be " + std::string(what) +
          ": a name starts with a letter or underscore and goes on with letters, digits, underscores and dashes.");
  return false;
}

bool Document::set_attribute(const BodyPath& path, std::string_view name, const NewExpression& value,
                             Diagnostics& diags) {
  const ir::Body* where = body(path);
  if (!where) {
    diags.add(DiagKind::EditNotFound, "The block is no longer in the document.");
    return false;
  }
  if (std::optional<ir::AttributeId> existing = find_attribute(*where, name)) {
    const ir::Attribute& attribute = arena().attribute(*existing);
    std::optional<std::string> written = expression_text(value, indentation_at(attribute.span.start), diags);
    if (!written) return false;
    ir::Span old = arena().span(attribute.expr);
    return apply({{{old.start, old.end, *written}}}, old, diags);
  }
  return insert_attribute(path, items(*where).size(), name, value, diags);
}

bool Document::insert_attribute(const BodyPath& path, std::size_t position, std::string_view name,
                                const NewExpression& new_value, Diagnostics& diags) {
  const ir::Body* where = body(path);
  if (!where) {
    diags.add(DiagKind::EditNotFound, "The block is no longer in the document.");
    return false;
  }
  if (!check_name(name, "an attribute name", diags)) return false;
  if (std::optional<ir::AttributeId> existing = find_attribute(*where, name)) {
    diags.add(DiagKind::EditNameTaken, "An attribute named \"" + std::string(name) + "\" is already defined here.",
              range(arena().attribute(*existing).span));
    return false;
  }
  const std::string indent = item_indentation(*where, path.empty());
  std::optional<std::string> written = expression_text(new_value, indent, diags);
  if (!written) return false;
  const std::string& value = *written;
  // Align `=` with a neighbouring single-line attribute, as hclfmt does, when
  // the new name fits before its `=`; the neighbours are never rewritten.
  std::size_t padding = 1;
  std::vector<BodyItem> list = items(*where);
  std::vector<std::size_t> neighbours;
  if (position < list.size()) neighbours.push_back(position);
  if (position > 0 && position <= list.size())
    neighbours.push_back(position - 1);  // past the end: insertion() refuses it
  for (std::size_t k : neighbours) {
    if (list[k].kind != BodyItem::Kind::Attribute || value.find('\n') != std::string::npos) continue;
    const ir::Attribute& neighbour = arena().attribute(where->attributes[list[k].index]);
    if (source_->line_of(neighbour.span.start) != source_->line_of(neighbour.span.end) ||
        !starts_line(neighbour.span.start))
      continue;
    std::size_t equals_offset = neighbour.equals_span.start - line_start(neighbour.span.start);
    if (indent.size() + name.size() < equals_offset) padding = equals_offset - indent.size() - name.size();
    break;
  }
  std::string item = std::string(name) + std::string(padding, ' ') + "= " + value;
  Edit edit = insertion(path, position, item, false, diags);
  if (edit.empty()) return false;
  return apply({edit}, where->span, diags);
}

bool Document::remove_attribute(const BodyPath& path, std::string_view name, Diagnostics& diags) {
  const ir::Body* where = body(path);
  std::optional<ir::AttributeId> id = where ? find_attribute(*where, name) : std::nullopt;
  if (!id) {
    diags.add(DiagKind::EditNotFound, "There is no attribute named \"" + std::string(name) + "\" here.",
              where ? std::optional<Range>(range(where->span)) : std::nullopt);
    return false;
  }
  std::vector<BodyItem> list = items(*where);
  std::vector<ir::Span> spans;
  std::size_t which = 0;
  for (std::size_t k = 0; k < list.size(); ++k) {
    spans.push_back(item_span(arena(), *where, list[k]));
    if (list[k].kind == BodyItem::Kind::Attribute && where->attributes[list[k].index] == *id) which = k;
  }
  std::size_t begin = path.empty() ? 0 : where->span.start + 1;
  std::vector<Edit> candidates;
  if (std::optional<Edit> lines = removal_in_list(begin, spans, which)) candidates.push_back(*lines);
  candidates.push_back({{spans[which].start, spans[which].end, ""}});  // in a one-line block
  return apply(candidates, spans[which], diags);
}

bool Document::rename_attribute(const BodyPath& path, std::string_view from, std::string_view to, Diagnostics& diags) {
  const ir::Body* where = body(path);
  std::optional<ir::AttributeId> id = where ? find_attribute(*where, from) : std::nullopt;
  if (!id) {
    diags.add(DiagKind::EditNotFound, "There is no attribute named \"" + std::string(from) + "\" here.",
              where ? std::optional<Range>(range(where->span)) : std::nullopt);
    return false;
  }
  if (!check_name(to, "an attribute name", diags)) return false;
  if (from == to) return true;
  if (std::optional<ir::AttributeId> taken = find_attribute(*where, to)) {
    diags.add(DiagKind::EditNameTaken, "An attribute named \"" + std::string(to) + "\" is already defined here.",
              range(arena().attribute(*taken).span));
    return false;
  }
  const ir::Attribute& attribute = arena().attribute(*id);
  // The `=` stays where it was when the new name fits before it (an aligned group stays aligned).
  std::size_t room = attribute.equals_span.start - attribute.name.span.start;
  std::string replacement = std::string(to) + std::string(to.size() < room ? room - to.size() : 1, ' ');
  return apply({{{attribute.name.span.start, attribute.equals_span.start, replacement}}}, attribute.name.span, diags);
}

std::optional<std::size_t> Document::insert_block(const BodyPath& path, std::size_t position, std::string_view type,
                                                  const std::vector<std::string>& labels, Diagnostics& diags) {
  const ir::Body* where = body(path);
  if (!where) {
    diags.add(DiagKind::EditNotFound, "The block is no longer in the document.");
    return std::nullopt;
  }
  if (!check_name(type, "a block type", diags)) return std::nullopt;
  std::vector<BodyItem> list = items(*where);
  std::size_t block_index = 0;
  for (std::size_t k = 0; k < std::min(position, list.size()); ++k)
    if (list[k].kind == BodyItem::Kind::Block) ++block_index;
  const std::string indent = item_indentation(*where, path.empty());
  std::string item = describe_labels(type, labels) + " {" + newline_ + indent + "}";
  Edit edit = insertion(path, position, item, position == list.size(), diags);
  if (edit.empty() || !apply({edit}, where->span, diags)) return std::nullopt;
  return block_index;
}

bool Document::remove_block(const BodyPath& path, Diagnostics& diags) {
  if (path.empty() || !body(path)) {
    diags.add(DiagKind::EditNotFound, "The block is no longer in the document.");
    return false;
  }
  BodyPath parent_path(path.begin(), path.end() - 1);
  const ir::Body& parent = *body(parent_path);
  std::vector<BodyItem> list = items(parent);
  std::vector<ir::Span> spans;
  std::size_t which = 0;
  for (std::size_t k = 0; k < list.size(); ++k) {
    spans.push_back(item_span(arena(), parent, list[k]));
    if (list[k].kind == BodyItem::Kind::Block && list[k].index == path.back()) which = k;
  }
  std::size_t begin = parent_path.empty() ? 0 : parent.span.start + 1;
  std::vector<Edit> candidates;
  if (std::optional<Edit> lines = removal_in_list(begin, spans, which)) candidates.push_back(*lines);
  candidates.push_back({{spans[which].start, spans[which].end, ""}});
  return apply(candidates, spans[which], diags);
}

bool Document::relabel_block(const BodyPath& path, const std::vector<std::string>& labels, Diagnostics& diags) {
  if (path.empty() || !body(path)) {
    diags.add(DiagKind::EditNotFound, "The block is no longer in the document.");
    return false;
  }
  const ir::Body& parent = *body(BodyPath(path.begin(), path.end() - 1));
  const ir::Block& block = arena().block(parent.blocks[path.back()]);
  std::string replacement;
  for (const std::string& label : labels) replacement += " " + native_quote(label);
  replacement += " ";
  return apply({{{block.type.span.end, block.open_brace_span.start, replacement}}}, block.def_span(), diags);
}

// --- editing: expressions ------------------------------------------------------

bool Document::set_expression(const ExpressionPath& path, const NewExpression& value, Diagnostics& diags) {
  std::optional<ir::ExprId> target = expression(path, diags);
  if (!target) return false;
  ir::Span span = arena().span(*target);
  std::optional<std::string> written = expression_text(value, indentation_at(span.start), diags);
  if (!written) return false;
  return apply({{{span.start, span.end, *written}}}, span, diags);
}

bool Document::set_object_key(const ExpressionPath& path, std::string_view key, const NewExpression& new_value,
                              Diagnostics& diags) {
  std::optional<ir::ExprId> target = expression(path, diags);
  if (!target) return false;
  ir::ExprId id = without_parens(arena(), *target);
  const auto* object = arena().get_if<ir::Object>(id);
  ir::Span span = arena().span(id);
  if (!object) {
    diags.add(DiagKind::EditUnsupported, "A key can be set only in an object constructor ({ ... }).", range(span));
    return false;
  }
  const ir::ObjectItem* existing = nullptr;
  for (const ir::ObjectItem& item : object->items)
    if (literal_key(arena(), item.key) == key) existing = &item;
  const std::string base = indentation_at(span.start);
  if (existing) {
    ir::Span old = arena().span(existing->value);
    std::optional<std::string> written = expression_text(new_value, indentation_at(old.start), diags);
    if (!written) return false;
    return apply({{{old.start, old.end, *written}}}, old, diags);
  }
  const std::string key_text = object_key_text(key);
  std::string indent = base + "  ";
  if (!object->items.empty() && starts_line(arena().span(object->items.front().key).start))
    indent = indentation_at(arena().span(object->items.front().key).start);
  std::optional<std::string> written = expression_text(new_value, indent, diags);
  if (!written) return false;
  const std::string& value = *written;
  const std::size_t open = span.start;
  const std::size_t close = span.end - 1;
  std::vector<Edit> candidates;
  if (object->items.empty()) {
    candidates.push_back(
        {{open, close + 1, "{" + newline_ + base + "  " + key_text + " = " + value + newline_ + base + "}"}});
    candidates.push_back({{open, close + 1, "{ " + key_text + " = " + value + " }"}});
    return apply(candidates, span, diags);
  }
  const ir::ObjectItem& last = object->items.back();
  ir::Span last_value = arena().span(last.value);
  std::size_t line_end = line_end_after(last_value.end, true);
  if (line_end != last_value.end && line_end <= close && starts_line(close)) {
    // Align with the last item's `=` when it is on one line and the key fits.
    std::size_t padding = 1;
    ir::Span last_key = arena().span(last.key);
    std::string_view t = text();
    std::size_t equals = last_key.end;
    while (equals < t.size() && is_blank(t[equals])) ++equals;
    if (source_->line_of(last_key.start) == source_->line_of(last_value.end) && starts_line(last_key.start)) {
      std::size_t offset = equals - line_start(equals);
      if (indent.size() + key_text.size() < offset) padding = offset - indent.size() - key_text.size();
    }
    candidates.push_back(
        {{line_end, line_end, indent + key_text + std::string(padding, ' ') + "= " + value + newline_}});
  }
  candidates.push_back({{last_value.end, last_value.end, ", " + key_text + " = " + value}});
  return apply(candidates, span, diags);
}

bool Document::remove_object_key(const ExpressionPath& path, std::string_view key, Diagnostics& diags) {
  std::optional<ir::ExprId> target = expression(path, diags);
  if (!target) return false;
  ir::ExprId id = without_parens(arena(), *target);
  const auto* object = arena().get_if<ir::Object>(id);
  ir::Span span = arena().span(id);
  if (!object) {
    diags.add(DiagKind::EditUnsupported, "A key can be removed only from an object constructor ({ ... }).",
              range(span));
    return false;
  }
  std::vector<ir::Span> entries;
  std::optional<std::size_t> which;
  for (std::size_t k = 0; k < object->items.size(); ++k) {
    const ir::ObjectItem& item = object->items[k];
    entries.push_back(ir::Span::between(arena().span(item.key), arena().span(item.value)));
    if (literal_key(arena(), item.key) == key) which = k;
  }
  if (!which) {
    diags.add(DiagKind::EditNotFound, "This object constructor has no key \"" + std::string(key) + "\".", range(span));
    return false;
  }
  std::vector<Edit> candidates;
  if (std::optional<Edit> lines = removal_in_list(span.start + 1, entries, *which)) candidates.push_back(*lines);
  const ir::Span& entry = entries[*which];
  if (*which + 1 < entries.size())
    candidates.push_back({{entry.start, entries[*which + 1].start, ""}});
  else if (*which > 0)
    candidates.push_back({{entries[*which - 1].end, entry.end, ""}});
  else
    candidates.push_back({{span.start, span.end, "{}"}});
  return apply(candidates, entry, diags);
}

bool Document::append_element(const ExpressionPath& path, const NewExpression& new_value, Diagnostics& diags) {
  std::optional<ir::ExprId> target = expression(path, diags);
  if (!target) return false;
  ir::ExprId id = without_parens(arena(), *target);
  const auto* tuple = arena().get_if<ir::Tuple>(id);
  ir::Span span = arena().span(id);
  if (!tuple) {
    diags.add(DiagKind::EditUnsupported, "An element can be appended only to a tuple constructor ([ ... ]).",
              range(span));
    return false;
  }
  const std::size_t open = span.start;
  const std::size_t close = span.end - 1;
  std::string indent = indentation_at(open) + "  ";
  if (!tuple->elements.empty() && starts_line(arena().span(tuple->elements.front()).start))
    indent = indentation_at(arena().span(tuple->elements.front()).start);
  std::optional<std::string> written = expression_text(new_value, indent, diags);
  if (!written) return false;
  const std::string& value = *written;
  if (tuple->elements.empty()) return apply({{{open, close + 1, "[" + value + "]"}}}, span, diags);
  ir::Span last = arena().span(tuple->elements.back());
  std::string_view t = text();
  std::size_t after = last.end;
  while (after < close && is_blank(t[after])) ++after;
  const bool trailing_comma = t[after] == ',';
  std::vector<Edit> candidates;
  std::size_t line_end = line_end_after(last.end, true);
  if (line_end != last.end && line_end <= close && starts_line(close)) {
    if (trailing_comma)
      candidates.push_back({{line_end, line_end, indent + value + "," + newline_}});
    else
      candidates.push_back({{last.end, last.end, ","}, {line_end, line_end, indent + value + newline_}});
  }
  if (trailing_comma)
    candidates.push_back({{after + 1, after + 1, " " + value + ","}});
  else
    candidates.push_back({{last.end, last.end, ", " + value}});
  return apply(candidates, span, diags);
}

bool Document::remove_element(const ExpressionPath& path, std::size_t index, Diagnostics& diags) {
  std::optional<ir::ExprId> target = expression(path, diags);
  if (!target) return false;
  ir::ExprId id = without_parens(arena(), *target);
  const auto* tuple = arena().get_if<ir::Tuple>(id);
  ir::Span span = arena().span(id);
  if (!tuple || index >= tuple->elements.size()) {
    diags.add(tuple ? DiagKind::EditNotFound : DiagKind::EditUnsupported,
              tuple ? "This tuple constructor has no element " + std::to_string(index) + "."
                    : "An element can be removed only from a tuple constructor ([ ... ]).",
              range(span));
    return false;
  }
  std::vector<ir::Span> entries;
  for (ir::ExprId element : tuple->elements) entries.push_back(arena().span(element));
  std::vector<Edit> candidates;
  if (std::optional<Edit> lines = removal_in_list(span.start + 1, entries, index)) candidates.push_back(*lines);
  const ir::Span& entry = entries[index];
  if (index + 1 < entries.size())
    candidates.push_back({{entry.start, entries[index + 1].start, ""}});
  else if (index > 0)
    candidates.push_back({{entries[index - 1].end, entry.end, ""}});
  else
    candidates.push_back({{span.start, span.end, "[]"}});
  return apply(candidates, entry, diags);
}

std::optional<std::string> Document::expression_text(const NewExpression& value, const std::string& indent,
                                                     Diagnostics& diags) const {
  if (const Value* v = std::get_if<Value>(&value)) return render_value(*v, indent, newline_, diags);
  std::string_view source = trim(std::get<std::string>(value));
  if (!check_expression_source(source, diags)) return std::nullopt;
  return std::string(source);
}

// --- values and names ----------------------------------------------------------

bool is_identifier(std::string_view text) {
  if (text.empty()) return false;
  SourceFile source("<name>", std::string(text));
  Diagnostics diags;
  ir::Expression parsed = parse_expression(source, diags);
  if (diags.has_errors()) return false;
  const auto* traversal = parsed.arena->get_if<ir::ScopeTraversal>(parsed.root);
  return traversal && traversal->steps.empty() && traversal->root.text == text;
}

bool check_expression_source(std::string_view source, Diagnostics& diags) {
  // A heredoc's closing marker ends its line: the newline is the place's
  // (the one after the item), and the check adds it.
  SourceFile file("<expression>", std::string(trim(source)) + "\n");
  Diagnostics parse_diags;
  parse_expression(file, parse_diags);
  diags.append(parse_diags);
  return !parse_diags.has_errors();
}

namespace {

bool render_into(std::string& out, const Value& value, const std::string& indent, std::string_view newline,
                 Diagnostics& diags) {
  if (!value.is_known()) {
    diags.add(DiagKind::EditUnwritableValue, "An unknown value has no source text.");
    return false;
  }
  if (value.is_null()) {
    out += "null";
    return true;
  }
  const Type& type = value.type();
  switch (type.kind()) {
    case Type::Kind::String: out += native_quote(value.as_string()); return true;
    case Type::Kind::Bool: out += value.as_bool() ? "true" : "false"; return true;
    case Type::Kind::Number: {
      Result<std::string> decimal = value.as_number().to_string();
      if (!decimal) {
        diags.add(DiagKind::EditUnwritableValue, "The number cannot be written in HCL: " + decimal.error().message);
        return false;
      }
      out += *decimal;
      return true;
    }
    case Type::Kind::List:
    case Type::Kind::Set:
    case Type::Kind::Tuple: {
      out += "[";
      bool first = true;
      for (const Value& element : value.elements()) {
        if (!first) out += ", ";
        first = false;
        if (!render_into(out, element, indent, newline, diags)) return false;
      }
      out += "]";
      return true;
    }
    case Type::Kind::Map:
    case Type::Kind::Object: {
      if (value.entries().empty()) {
        out += "{}";
        return true;
      }
      const std::string inner = indent + "  ";
      struct Line {
        std::string key;
        std::string value;
      };
      std::vector<Line> lines;
      for (const auto& [key, element] : value.entries()) {
        Line line{object_key_text(key), {}};
        if (!render_into(line.value, element, inner, newline, diags)) return false;
        lines.push_back(std::move(line));
      }
      // hclfmt aligns the `=` of consecutive one-line items; a multi-line
      // value ends a run and is not aligned itself.
      out += "{";
      out += newline;
      std::size_t run_begin = 0;
      while (run_begin < lines.size()) {
        std::size_t run_end = run_begin;
        std::size_t width = 0;
        while (run_end < lines.size() && lines[run_end].value.find('\n') == std::string::npos) {
          width = std::max(width, grapheme_count(lines[run_end].key));
          ++run_end;
        }
        if (run_end == run_begin) {  // one multi-line item
          width = grapheme_count(lines[run_begin].key);
          run_end = run_begin + 1;
        }
        for (std::size_t k = run_begin; k < run_end; ++k) {
          out +=
              inner + lines[k].key + std::string(width - grapheme_count(lines[k].key) + 1, ' ') + "= " + lines[k].value;
          out += newline;
        }
        run_begin = run_end;
      }
      out += indent + "}";
      return true;
    }
    default:
      diags.add(DiagKind::EditUnwritableValue, "A value of type " + type.friendly_name() + " has no source text.");
      return false;
  }
}

}  // namespace

std::optional<std::string> render_value(const Value& value, std::string_view indent, std::string_view newline,
                                        Diagnostics& diags) {
  std::string out;
  if (!render_into(out, value, std::string(indent), newline, diags)) return std::nullopt;
  return out;
}

}  // namespace hclc::edit
