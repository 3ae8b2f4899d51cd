#pragma once
// What one run of a command reads (configuration files in either syntax,
// variables), kept with the diagnostics they raise: the sources outlive the
// diagnostics pointing into them, and each is registered for rendering with
// its context strings. Shared by hcldec/`hclc dec` and `hclc eval`.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "body/body.h"
#include "diag/diagnostic.h"
#include "diag/render.h"
#include "eval/context.h"
#include "ir/builder.h"
#include "source/source_file.h"

namespace hclc::cli {

struct InputSession {
  std::vector<std::unique_ptr<SourceFile>> sources;
  SourceSet source_set;
  Diagnostics diags;

  const SourceFile& add_source(std::string filename, std::string text);

  // A configuration file that cannot be read, in the reference's words.
  void unreadable(const std::string& path);

  // A parsed native-syntax file; nullopt if malformed.
  std::optional<ir::File> parse_file(const std::string& filename, std::string text);

  // A file's body in the syntax its name says (`.json` or native); null if malformed.
  body::BodyPtr parse_body(const std::string& filename, std::string text);
  body::BodyPtr parse_json_body(const std::string& filename, std::string text);

  // The `index`th variables argument, as the reference's hcldec reads its
  // --vars: text starting with `{` is JSON named "<vars argument N>", anything
  // else names a file (JSON by its extension, else native syntax). Each
  // attribute of its body is evaluated with neither variables nor functions;
  // later arguments win.
  void add_variables(const std::string& argument, std::size_t index, eval::EvalContext::Variables& vars);
};

}  // namespace hclc::cli
