// Documents over the corpus (../shared/corpus): every native-syntax file
// renders back byte for byte, and random edits (a fixed seed per file) give
// text that parses and leaves every top-level item but the edited one as it
// was, byte for byte.
//
//   edit_corpus_edits CORPUS_DIR [EDITS_PER_FILE]
// Exit 77 (skipped) without the corpus.

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "edit/document.h"
#include "syntax/parse.h"

namespace {

using hclc::DiagKind;
using hclc::Diagnostics;
using hclc::edit::BodyItem;
using hclc::edit::BodyPath;
using hclc::edit::Document;
using hclc::edit::ExpressionPath;
using hclc::edit::NewExpression;

std::vector<std::string> top_level_items(const Document& doc) {
  std::vector<std::string> out;
  const hclc::ir::Body& root = doc.root();
  for (const BodyItem& item : doc.items(root)) {
    hclc::ir::Span span = item.kind == BodyItem::Kind::Attribute
                              ? doc.arena().attribute(root.attributes[item.index]).span
                              : doc.arena().block(root.blocks[item.index]).span;
    out.emplace_back(doc.text_of(span));
  }
  return out;
}

// At most one item differs, was added or was removed.
bool others_unchanged(const std::vector<std::string>& before, const std::vector<std::string>& after) {
  std::size_t prefix = 0;
  while (prefix < before.size() && prefix < after.size() && before[prefix] == after[prefix]) ++prefix;
  std::size_t suffix = 0;
  while (suffix < before.size() - prefix && suffix < after.size() - prefix &&
         before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
    ++suffix;
  return prefix + suffix + 1 >= before.size() && prefix + suffix + 1 >= after.size();
}

class Editor {
 public:
  Editor(Document& doc, unsigned seed) : doc_(doc), random_(seed) {}

  // One random edit inside one top-level item (or a new one); false when the
  // chosen edit did not apply for a reason other than its result's syntax.
  bool edit_once(Diagnostics& diags) {
    const hclc::ir::Body& root = doc_.root();
    std::vector<BodyItem> items = doc_.items(root);
    BodyPath path;
    // Walk down through blocks at random.
    const hclc::ir::Body* body = &root;
    while (!body->blocks.empty() && pick(3) != 0) {
      path.push_back(pick(body->blocks.size()));
      body = doc_.body(path);
    }
    if (path.empty() && pick(2) == 0 && !root.blocks.empty()) path.push_back(pick(root.blocks.size()));
    body = doc_.body(path);
    std::vector<BodyItem> list = doc_.items(*body);
    switch (pick(9)) {
      case 0:
        if (body->attributes.empty()) return true;
        return doc_.set_attribute(path, attribute_name(*body), NewExpression(std::string("42")), diags);
      case 1:
        if (body->attributes.empty()) return true;
        return doc_.remove_attribute(path, attribute_name(*body), diags);
      case 2: {
        if (body->attributes.empty()) return true;
        std::string name = attribute_name(*body);
        return doc_.find_attribute(*body, name + "_renamed") ||
               doc_.rename_attribute(path, name, name + "_renamed", diags);
      }
      case 3: return doc_.insert_block(path, pick(list.size() + 1), "added", {"label"}, diags).has_value();
      case 4:
        if (path.empty()) return true;
        return doc_.remove_block(path, diags);
      case 5:
        if (path.empty()) return true;
        return doc_.relabel_block(path, {"new", "labels"}, diags);
      case 6: {
        if (doc_.find_attribute(*body, "inserted")) return true;
        hclc::Value value = hclc::Value::object(
            {{"list", hclc::Value::tuple({hclc::Value::number(std::int64_t{1})})}, {"text", hclc::Value::string("x")}});
        return doc_.insert_attribute(path, pick(list.size() + 1), "inserted", NewExpression(value), diags);
      }
      default: {
        // Inside an object or tuple constructor, when the attribute holds one.
        if (body->attributes.empty()) return true;
        std::string name = attribute_name(*body);
        ExpressionPath at{path, name, {}};
        hclc::ir::ExprId expr = doc_.arena().attribute(*doc_.find_attribute(*body, name)).expr;
        if (const auto* object = doc_.arena().get_if<hclc::ir::Object>(expr)) {
          if (pick(2) == 0 || object->items.empty())
            return doc_.set_object_key(at, "added_key", NewExpression(std::string("\"v\"")), diags);
          std::optional<std::string> key;
          if (const auto* literal = doc_.arena().get_if<hclc::ir::Literal>(object->items.front().key))
            key = literal->value.text;
          return !key || doc_.remove_object_key(at, *key, diags);
        }
        if (const auto* tuple = doc_.arena().get_if<hclc::ir::Tuple>(expr)) {
          if (pick(2) == 0 || tuple->elements.empty())
            return doc_.append_element(at, NewExpression(std::string("\"appended\"")), diags);
          return doc_.remove_element(at, pick(tuple->elements.size()), diags);
        }
        return true;
      }
    }
  }

 private:
  std::size_t pick(std::size_t n) { return n == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, n - 1)(random_); }
  std::string attribute_name(const hclc::ir::Body& body) {
    return std::string(doc_.arena().attribute(body.attributes[pick(body.attributes.size())]).name.text);
  }

  Document& doc_;
  std::mt19937 random_;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || !std::filesystem::is_directory(argv[1])) {
    std::cerr << "no corpus directory; skipped\n";
    return 77;
  }
  const int edits_per_file = argc > 2 ? std::stoi(argv[2]) : 20;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(argv[1])) {
    std::string ext = entry.path().extension().string();
    if (entry.is_regular_file() && (ext == ".tf" || ext == ".hcl")) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  int failures = 0;
  std::size_t round_trips = 0;
  std::size_t edits = 0;
  std::size_t changes = 0;
  unsigned seed = 1;
  for (const auto& path : files) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    Diagnostics diags;
    std::optional<Document> doc = Document::parse(text, path.string(), diags);
    if (!doc) continue;  // a file with syntax errors is not a document to edit
    if (doc->text() != text) {
      std::cerr << path << ": rendering changed the text\n";
      ++failures;
      continue;
    }
    ++round_trips;
    Editor editor(*doc, seed++);
    for (int i = 0; i < edits_per_file; ++i) {
      std::vector<std::string> before = top_level_items(*doc);
      const std::string text_before(doc->text());
      Diagnostics edit_diags;
      bool applied = editor.edit_once(edit_diags);
      for (const hclc::Diagnostic& d : edit_diags) {
        if (d.kind == DiagKind::EditWouldNotParse || !applied) {
          std::cerr << path << ": edit " << i << ": " << d.summary << ": " << d.detail << "\n";
          ++failures;
          break;
        }
      }
      ++edits;
      if (doc->text() != text_before) ++changes;
      hclc::SourceFile again(path.string(), std::string(doc->text()));
      Diagnostics reparse;
      hclc::parse_config(again, reparse);
      if (reparse.has_errors()) {
        std::cerr << path << ": edit " << i << " left text that does not parse\n";
        ++failures;
      }
      if (!others_unchanged(before, top_level_items(*doc))) {
        std::cerr << path << ": edit " << i << " changed more than one top-level item\n";
        ++failures;
      }
    }
  }
  std::cout << round_trips << " files rendered byte for byte, " << edits << " random edits (" << changes
            << " changed the text)\n";
  std::cout << (round_trips + edits - static_cast<std::size_t>(failures)) << " passed, " << failures << " failed\n";
  return failures == 0 ? 0 : 1;
}
