#pragma once
// Diagnostics: how hclc reports problems in configuration — syntax errors,
// missing or unexpected attributes and blocks, evaluation errors — as values
// rather than exceptions. Each has a severity, a one-line summary, a detail
// paragraph and, usually, the source range it is about.
//
//   hcl::Diagnostics diags;
//   hcl::File file = parser.parse_file("service.hcl", diags);
//   if (diags.has_errors()) std::cerr << hcl::render_text(diags, parser, {.color = true});

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hcl {

class Parser;

// A position in a source file: line and column from 1 (columns count
// characters as a user sees them: grapheme clusters), byte offset from 0.
struct Pos {
  std::uint32_t line = 1;
  std::uint32_t column = 1;
  std::uint32_t byte = 0;

  friend bool operator==(const Pos&, const Pos&) = default;
};

// From `start` up to (not including) `end`, in the named file.
struct Range {
  std::string filename;
  Pos start;
  Pos end;

  friend bool operator==(const Range&, const Range&) = default;
  // "service.hcl:5,3-9", as the reference prints a range.
  std::string to_string() const;
};

enum class Severity { Error, Warning };

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string summary = {};
  std::string detail = {};
  std::optional<Range> subject = {};  // what the problem is about
  std::optional<Range> context = {};  // the construct around it, when that helps
};

class Diagnostics {
 public:
  void add(Diagnostic diagnostic) { items_.push_back(std::move(diagnostic)); }
  // An error of the application's own (e.g. a value out of range for it).
  void add_error(std::string summary, std::string detail, std::optional<Range> subject = std::nullopt);
  void append(const Diagnostics& other) { items_.insert(items_.end(), other.items_.begin(), other.items_.end()); }

  bool has_errors() const;
  bool empty() const { return items_.empty(); }
  std::size_t size() const { return items_.size(); }
  const Diagnostic& operator[](std::size_t i) const { return items_[i]; }
  auto begin() const { return items_.begin(); }
  auto end() const { return items_.end(); }

 private:
  std::vector<Diagnostic> items_;
};

struct TextRenderOptions {
  bool color = false;           // ANSI colours, for a terminal
  std::size_t wrap_width = 78;  // the detail's line width; 0: no wrapping
  // At most this many diagnostics, then a line counting the rest; 0: all.
  std::size_t max_diagnostics = 100;
};

// Each diagnostic as "Error: <summary>", followed by the source lines around
// its subject (for files the parser read) with the subject underlined, and
// its detail.
std::string render_text(const Diagnostics& diags, const Parser& sources, const TextRenderOptions& options = {});
// The same without source snippets.
std::string render_text(const Diagnostics& diags, const TextRenderOptions& options = {});
// {"diagnostics":[{"severity":"error","summary":…,"detail":…,"range":{…}}]},
// the format of the reference hcldec's --diags=json.
std::string render_json(const Diagnostics& diags);

}  // namespace hcl
