#pragma once
// Diagnostic renderers: human-readable text with a source snippet, as the
// reference's hcldec prints it, and the JSON of hcldec's --diags=json.

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>

#include "diag/diagnostic.h"

namespace hclc {

class SourceFile;

// The source files the renderers may quote, by filename. The CLI fills it as it
// reads files; a file may come with the function that names the construct
// around a byte offset (shown as "in <context>", e.g. json::context_string).
class SourceSet {
 public:
  using ContextFn = std::function<std::string(std::uint32_t byte)>;
  struct Entry {
    const SourceFile* file = nullptr;
    ContextFn context;
  };

  // The file must outlive the set; adding a filename again replaces it.
  void add(const SourceFile& file, ContextFn context = {});
  const Entry* find(std::string_view filename) const;

 private:
  std::map<std::string, Entry, std::less<>> entries_;
};

struct TextRenderOptions {
  bool color = false;           // ANSI colours, as the reference uses on a terminal
  bool caret_underline = true;  // hclc's addition: a line of ^ under the subject
  std::size_t wrap_width = 78;  // the detail's line width in code points; 0: no wrapping
  // At most this many diagnostics are rendered, then one line counts the rest
  // (a broken generated file can have hundreds of thousands); 0: no bound.
  std::size_t max_diagnostics = 100;
};

// Each diagnostic as "Error: <summary>", the lines around its subject (and
// context, lines longer than a few hundred bytes cut around the subject), and
// its detail wrapped to the width.
std::string render_text(const Diagnostics& diags, const SourceSet& sources, const TextRenderOptions& options = {});
std::string render_text(const Diagnostic& diag, const SourceSet& sources, const TextRenderOptions& options = {});

// {"diagnostics":[…]} indented by two spaces, with a final newline, as the
// reference's hcldec prints it: its strings are escaped the way Go's encoder
// does (HTML characters as \u003c etc.), and a diagnostic's context is omitted.
std::string render_json(const Diagnostics& diags);

// Greedy word wrap at spaces, keeping existing line breaks; a word longer than
// the width stands on a line of its own.
std::string wrap_words(std::string_view text, std::size_t width);

}  // namespace hclc
