#include "input_session.h"

#include <fstream>

#include "body/native_body.h"
#include "json/json.h"
#include "json/json_body.h"
#include "syntax/parse.h"

namespace hclc::cli {
namespace {

bool ends_with(const std::string& s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace

const SourceFile& InputSession::add_source(std::string filename, std::string text) {
  sources.push_back(std::make_unique<SourceFile>(std::move(filename), std::move(text)));
  source_set.add(*sources.back());
  return *sources.back();
}

void InputSession::unreadable(const std::string& path) {
  diags.add(DiagKind::FileError, "The configuration file \"" + path + "\" could not be read.");
}

std::optional<ir::File> InputSession::parse_file(const std::string& filename, std::string text) {
  const SourceFile& source = add_source(filename, std::move(text));
  Diagnostics parse_diags;
  ir::File file = parse_config(source, parse_diags);
  source_set.add(source, [file](std::uint32_t byte) { return body::context_string(file, byte); });
  diags.append(parse_diags);
  if (parse_diags.has_errors()) return std::nullopt;
  return file;
}

body::BodyPtr InputSession::parse_body(const std::string& filename, std::string text) {
  if (ends_with(filename, ".json")) return parse_json_body(filename, std::move(text));
  std::optional<ir::File> file = parse_file(filename, std::move(text));
  return file ? body::native_body(*file) : nullptr;
}

body::BodyPtr InputSession::parse_json_body(const std::string& filename, std::string text) {
  const SourceFile& source = add_source(filename, std::move(text));
  Diagnostics parse_diags;
  auto doc = std::make_shared<const json::Document>(json::parse(source, parse_diags));
  source_set.add(source, [doc](std::uint32_t byte) { return json::context_string(*doc, byte); });
  diags.append(parse_diags);
  return parse_diags.has_errors() ? nullptr : json::json_body(doc);
}

void InputSession::add_variables(const std::string& argument, std::size_t index, eval::EvalContext::Variables& vars) {
  std::size_t first = argument.find_first_not_of(" \t\r\n");
  body::BodyPtr body;
  if (first != std::string::npos && argument[first] == '{') {
    body = parse_json_body("<vars argument " + std::to_string(index) + ">", argument);
  } else if (std::optional<std::string> text = read_source_file(argument)) {
    body = parse_body(argument, std::move(*text));
  } else if (!ends_with(argument, ".json")) {
    unreadable(argument);
  } else if (std::ifstream(argument).is_open()) {
    diags.add(DiagKind::FileError, "The file \"" + argument + "\" was opened, but an error occured while reading it.");
  } else {
    diags.add(DiagKind::FileOpenError, "The file \"" + argument + "\" could not be opened.");
  }
  if (!body) return;
  for (const body::Attribute& attribute : body->just_attributes(diags))
    vars.insert_or_assign(attribute.name, attribute.expr.value(nullptr, diags));
}

}  // namespace hclc::cli
