#include "input_session.h"

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <system_error>

#include "body/native_body.h"
#include "json/json.h"
#include "json/json_body.h"
#include "json/literal_value.h"
#include "syntax/parse.h"

namespace hclc::cli {
namespace {

bool ends_with(const std::string& s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool is_configuration_file(const std::string& name, bool native_only) {
  for (std::string_view extension : {".tf", ".hcl", ".pkr.hcl", ".nomad"})
    if (ends_with(name, extension)) return true;
  return !native_only && (ends_with(name, ".tf.json") || ends_with(name, ".hcl.json"));
}

// The configuration files under `directory`, sorted; unreadable parts are skipped.
std::vector<std::string> configuration_files_under(const std::string& directory, bool native_only) {
  namespace fs = std::filesystem;
  std::vector<std::string> found;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(directory, fs::directory_options::skip_permission_denied, ec), end;
       !ec && it != end; it.increment(ec)) {
    if (it->is_regular_file(ec) && is_configuration_file(it->path().filename().string(), native_only))
      found.push_back(it->path().string());
  }
  std::sort(found.begin(), found.end());
  return found;
}

enum class Syntax { Native, Json };

Syntax syntax_of(const std::string& filename) { return ends_with(filename, ".json") ? Syntax::Json : Syntax::Native; }

// A JSON-syntax file's document, which its context strings keep alive.
std::shared_ptr<const json::Document> parse_json(const SourceFile& source, SourceSet::ContextFn& context,
                                                 Diagnostics& diags) {
  auto doc = std::make_shared<const json::Document>(json::parse(source, diags));
  context = [doc](std::uint32_t byte) { return json::context_string(*doc, byte); };
  return doc;
}

body::BodyPtr parse_alone(const SourceFile& source, Syntax syntax, SourceSet::ContextFn& context, Diagnostics& diags) {
  if (syntax == Syntax::Json) {
    std::shared_ptr<const json::Document> doc = parse_json(source, context, diags);
    return diags.has_errors() ? nullptr : json::json_body(doc);
  }
  ir::File file = parse_config(source, diags);
  context = [file](std::uint32_t byte) { return body::context_string(file, byte); };
  return diags.has_errors() ? nullptr : body::native_body(file);
}

// The file's body and its context strings.
ParsedInput parse_alone(std::string filename, std::string text, Syntax syntax) {
  ParsedInput parsed;
  parsed.source = std::make_unique<SourceFile>(std::move(filename), std::move(text));
  parsed.body = parse_alone(*parsed.source, syntax, parsed.context, parsed.diags);
  return parsed;
}

}  // namespace

std::vector<std::string> expand_inputs(const std::vector<std::string>& arguments, bool native_only) {
  std::vector<std::string> files;
  for (const std::string& argument : arguments) {
    std::error_code ec;
    if (argument != kStdinArgument && std::filesystem::is_directory(argument, ec)) {
      std::vector<std::string> under = configuration_files_under(argument, native_only);
      files.insert(files.end(), under.begin(), under.end());
    } else {
      files.push_back(argument);
    }
  }
  return files;
}

std::optional<std::string> read_input(const std::string& argument) {
  if (argument != kStdinArgument) return read_source_file(argument);
  std::ostringstream in;
  in << std::cin.rdbuf();
  return std::move(in).str();
}

std::string input_name(const std::string& argument) { return argument == kStdinArgument ? kStdinName : argument; }

SourceSet::ContextFn reparsed_context(const SourceFile& source, bool json) {
  Diagnostics again;  // those of the first parse
  if (json) {
    auto doc = std::make_shared<const json::Document>(json::parse(source, again));
    return [doc](std::uint32_t byte) { return json::context_string(*doc, byte); };
  }
  ir::File file = parse_config(source, again);
  return [file](std::uint32_t byte) { return body::context_string(file, byte); };
}

Diagnostic unreadable_input(const std::string& argument) {
  std::string reason;
  std::error_code ec;
  const std::filesystem::file_status status = std::filesystem::status(argument, ec);
  if (argument == kStdinArgument)
    reason = "standard input could not be read";
  else if (!std::filesystem::exists(status))
    reason = "there is no such file";
  else if (std::filesystem::is_directory(status))
    reason = "it is a directory";
  else if (std::ifstream probe(argument); !probe)
    reason = "it cannot be opened (" + std::generic_category().message(errno) + ")";
  else
    reason = "it is not a regular file, or reading it failed";
  return make_diag(DiagKind::FileError, "The file " + input_name(argument) + " could not be read: " + reason + ".");
}

ParsedInput parse_input(const std::string& argument) {
  ParsedInput parsed;
  std::optional<std::string> text = read_input(argument);
  if (!text) {
    parsed.diags.add(DiagKind::FileError, "The configuration file \"" + argument + "\" could not be read.");
    return parsed;
  }
  return parse_alone(input_name(argument), std::move(*text), syntax_of(argument));
}

body::BodyPtr InputSession::add(ParsedInput parsed) {
  if (parsed.source) {
    sources.push_back(std::move(parsed.source));
    source_set.add(*sources.back(), std::move(parsed.context));
  }
  diags.append(parsed.diags);
  return std::move(parsed.body);
}

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
  return add(parse_alone(filename, std::move(text), syntax_of(filename)));
}

void InputSession::add_json_variables(std::string filename, std::string text, eval::EvalContext::Variables& vars) {
  ParsedInput parsed;
  parsed.source = std::make_unique<SourceFile>(std::move(filename), std::move(text));
  std::shared_ptr<const json::Document> doc = parse_json(*parsed.source, parsed.context, parsed.diags);
  const bool malformed = parsed.diags.has_errors();
  add(std::move(parsed));
  if (malformed) return;
  for (json::LiteralAttribute& attribute : json::literal_attributes(*doc, diags))
    vars.insert_or_assign(std::move(attribute.name), std::move(attribute.value));
}

void InputSession::add_variables(const std::string& argument, std::size_t index, eval::EvalContext::Variables& vars) {
  std::size_t first = argument.find_first_not_of(" \t\r\n");
  body::BodyPtr body;
  if (first != std::string::npos && argument[first] == '{') {
    add_json_variables("<vars argument " + std::to_string(index) + ">", argument, vars);
  } else if (std::optional<std::string> text = read_source_file(argument)) {
    if (syntax_of(argument) == Syntax::Json)
      add_json_variables(argument, std::move(*text), vars);
    else
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
