#pragma once
// Parsing configuration: whole files in the native syntax (`.hcl`) or the
// JSON syntax (`.hcl.json`, `.json`), standalone expressions and templates.
//
// A Parser keeps the source text of everything it parsed, so that diagnostics
// can quote it (render_text(diags, parser)). Parsing never throws: problems
// are added to the Diagnostics, and the result is still usable (an empty body
// after a syntax error, say), so that an application can report everything
// at once.
//
// Parsers may be used on several threads at once, each Parser on one thread
// at a time (the native-syntax parser's prediction caches are per thread);
// the results may be used anywhere.
//
//   hcl::Parser parser;
//   hcl::Diagnostics diags;
//   hcl::File file = parser.parse_file("service.hcl", diags);   // or service.hcl.json
//   hcl::Body body = file.body();

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "hclc/body.h"
#include "hclc/diagnostics.h"
#include "hclc/expression.h"

namespace hcl {

enum class Syntax { Native, Json };

// A parsed file: its root body. A handle: copies share the file.
class File {
 public:
  const std::string& filename() const;
  Syntax syntax() const;
  Body body() const;

  struct Impl;  // the library's own representation (src/api/internal.h)

 private:
  friend struct ImplAccess;  // how the library reaches the representation (src/api/internal.h)
  explicit File(std::shared_ptr<const Impl> impl);
  std::shared_ptr<const Impl> impl_;
};

// Bounds on what a Parser accepts, so that input from anywhere cannot
// exhaust the stack. (Evaluation has its own bounds: EvalLimits.)
struct ParserOptions {
  // Brackets, braces (blocks, object constructors), parentheses and template
  // interpolations and directives open inside one another, with the links of
  // chains that nest without brackets (prefix operators, conditionals,
  // template directives), and in the JSON syntax objects and arrays: deeper
  // nesting is a "Nesting too deep" error at the first opener or link too
  // deep. Independently of it, both syntaxes stop where the parser's stack
  // budget ends (some thousands of levels, beyond this default).
  std::size_t max_nesting_depth = 1000;
};

class Parser {
 public:
  Parser();
  explicit Parser(ParserOptions options);
  ~Parser();
  Parser(Parser&&) noexcept;
  Parser& operator=(Parser&&) noexcept;
  Parser(const Parser&) = delete;
  Parser& operator=(const Parser&) = delete;

  // Reads and parses a file; the JSON syntax when its name ends in ".json",
  // the native syntax otherwise. An unreadable file is a "Failed to read
  // file" diagnostic (and an empty body).
  File parse_file(const std::string& path, Diagnostics& diags);
  // The same with the syntax chosen by the caller.
  File parse_file(const std::string& path, Syntax syntax, Diagnostics& diags);
  // Text already in memory; `filename` names it in ranges and diagnostics.
  File parse(std::string text, std::string filename, Syntax syntax, Diagnostics& diags);

  // One native-syntax expression (`var.port + 1`), newlines allowed anywhere.
  Expression parse_expression(std::string text, std::string filename, Diagnostics& diags);
  // A standalone template: the whole text is template content
  // (`Hello, ${name}!`), as a JSON string's value is.
  Expression parse_template(std::string text, std::string filename, Diagnostics& diags);

  // The files parsed so far, in order: the parser's own list, which the next
  // parse adds to (keep a copy to parse while iterating over it).
  const std::vector<File>& files() const;

  const ParserOptions& options() const;

  struct Impl;  // the library's own representation (src/api/internal.h)

 private:
  friend struct ImplAccess;  // how the library reaches the representation (src/api/internal.h)
  std::unique_ptr<Impl> impl_;
};

// Several files read as one body (a configuration split into files): an
// attribute may be set in only one of them; blocks are concatenated in order.
Body merge_files(const std::vector<File>& files);
Body merge_bodies(const std::vector<Body>& bodies);

}  // namespace hcl
