#pragma once
// What one run of a command reads (configuration files in either syntax,
// variables), kept with the diagnostics they raise: the sources outlive the
// diagnostics pointing into them, and each is registered for rendering with
// its context strings. Shared by hcldec/`hclc dec` and `hclc eval`. And how
// every command names its inputs: files, directories, `-` for standard input.

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

// The name standard input has in diagnostics, and the argument that names it.
inline constexpr const char* kStdinName = "<stdin>";
inline constexpr const char* kStdinArgument = "-";

// The files that command-line arguments name, in order: a directory stands
// for the configuration files under it (*.tf *.hcl *.tf.json *.hcl.json
// *.pkr.hcl *.nomad, at any depth, sorted by path); `-` (standard input) and
// any other argument stay as they are (a missing file is reported when read).
// `native_only`: the JSON-syntax files under a directory are left out.
std::vector<std::string> expand_inputs(const std::vector<std::string>& arguments, bool native_only = false);

// The text of a command-line input: `-` reads standard input; nullopt when the
// file cannot be read.
std::optional<std::string> read_input(const std::string& argument);
// The input's name in diagnostics: kStdinName for `-`.
std::string input_name(const std::string& argument);
// What text diagnostics of `source` say after its line number (", in
// resource "a" "b"", as the reference's do), from the file parsed again in
// the native syntax or, with `json`, the JSON syntax: for a command that did
// not keep its own parse, only when there are diagnostics to render.
SourceSet::ContextFn reparsed_context(const SourceFile& source, bool json);

// The error of hclc's commands for an input that read_input could not read,
// with the reason ("there is no such file", "it is a directory", ...).
// hcldec/`hclc dec` keep the reference's wording, which gives none.
Diagnostic unreadable_input(const std::string& argument);

// A configuration file parsed on its own, on any thread, to join a session
// later (InputSession::add), in input order.
struct ParsedInput {
  std::unique_ptr<SourceFile> source;  // null when the file could not be read
  SourceSet::ContextFn context;
  Diagnostics diags;
  body::BodyPtr body;  // null when unreadable or malformed
};

// Reads (`-`: standard input) and parses the file in the syntax its name says.
ParsedInput parse_input(const std::string& argument);

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

  // Takes in a file parsed alone: its source, context strings and diagnostics.
  body::BodyPtr add(ParsedInput parsed);

  // The `index`th variables argument, as the reference's hcldec reads its
  // --vars: text starting with `{` is JSON named "<vars argument N>", anything
  // else names a file (JSON by its extension, else native syntax). Each
  // attribute of its body is evaluated with neither variables nor functions;
  // later arguments win.
  void add_variables(const std::string& argument, std::size_t index, eval::EvalContext::Variables& vars);

 private:
  // Variables in the JSON syntax: the attributes' values read straight from
  // the document (json/literal_value.h), as a JSON body's evaluate with no
  // context, without building their IR.
  void add_json_variables(std::string filename, std::string text, eval::EvalContext::Variables& vars);
};

}  // namespace hclc::cli
