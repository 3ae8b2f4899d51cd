// libFuzzer target for documents (src/edit): an input that parses renders
// back byte for byte, and edits chosen by the input's first bytes leave text
// that parses again. Also no crash, hang, leak or sanitizer report.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "edit/document.h"
#include "syntax/parse.h"

namespace {

using hclc::edit::BodyPath;
using hclc::edit::Document;
using hclc::edit::NewExpression;

void check_parses(const Document& doc) {
  hclc::SourceFile again("again.hcl", std::string(doc.text()));
  hclc::Diagnostics diags;
  hclc::parse_config(again, diags);
  if (diags.has_errors()) std::abort();
}

// The body reached by following blocks chosen by `choice`.
BodyPath pick_body(const Document& doc, std::uint8_t choice) {
  BodyPath path;
  for (const hclc::ir::Body* body = doc.body(path); body && !body->blocks.empty() && (choice & 1); choice >>= 1) {
    path.push_back((choice >> 1) % body->blocks.size());
    body = doc.body(path);
  }
  return path;
}

void edit(Document& doc, std::uint8_t op, std::uint8_t choice) {
  hclc::Diagnostics diags;
  BodyPath path = pick_body(doc, choice);
  const hclc::ir::Body& body = *doc.body(path);
  const std::size_t items = doc.items(body).size();
  const std::string first(body.attributes.empty() ? "a" : doc.arena().attribute(body.attributes.front()).name.text);
  switch (op % 10) {
    case 0: doc.set_attribute(path, first, NewExpression(std::string("\"x\"")), diags); break;
    case 1:
      doc.insert_attribute(path, choice % (items + 1), "fuzz_new", NewExpression(std::string("[1, 2]")), diags);
      break;
    case 2: doc.remove_attribute(path, first, diags); break;
    case 3: doc.rename_attribute(path, first, "fuzz_renamed", diags); break;
    case 4: doc.insert_block(path, choice % (items + 1), "fuzz", {"label"}, diags); break;
    case 5:
      if (!path.empty()) doc.remove_block(path, diags);
      break;
    case 6:
      if (!path.empty()) doc.relabel_block(path, {"x", "y.z"}, diags);
      break;
    case 7: doc.set_object_key({path, first, {}}, "fuzz_key", NewExpression(std::string("true")), diags); break;
    case 8: doc.append_element({path, first, {}}, NewExpression(std::string("null")), diags); break;
    default:
      doc.set_attribute(path, "fuzz_value",
                        NewExpression(hclc::Value::object({{"k", hclc::Value::tuple({hclc::Value::string("${v}")})}})),
                        diags);
  }
  check_parses(doc);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  hclc::Diagnostics diags;
  std::optional<Document> doc = Document::parse(text, "fuzz.hcl", diags);
  if (!doc) return 0;
  if (doc->text() != text) std::abort();
  // Up to three edits, chosen by the first bytes (which are also part of the text).
  for (std::size_t i = 0; i + 1 < size && i < 6; i += 2) edit(*doc, data[i], data[i + 1]);
  return 0;
}
