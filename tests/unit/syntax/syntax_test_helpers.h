#pragma once
// Helpers shared by the syntax tests: parse text through a public entry point.

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "syntax/parse.h"

namespace hclc::syntax_test {

enum class Entry { Config, Expression, Template, Traversal };

struct Parsed {
  Diagnostics diags;
  ir::File file;              // Config
  ir::Expression expression;  // the other entries
};

inline Parsed parse(Entry entry, const std::string& text, const std::string& filename = "test.hcl") {
  SourceFile source(filename, text);
  Parsed result;
  switch (entry) {
    case Entry::Config: result.file = parse_config(source, result.diags); break;
    case Entry::Expression: result.expression = parse_expression(source, result.diags); break;
    case Entry::Template: result.expression = parse_template(source, result.diags); break;
    case Entry::Traversal: result.expression = parse_traversal(source, result.diags); break;
  }
  return result;
}

// Calls `read` with the path and text of each .tf and .hcl file of the
// corpus (HCLC_CORPUS_DIR) and checks that there was one; without the corpus
// it says so and checks nothing.
template <class Read>
void for_each_corpus_file(Read&& read) {
  const std::filesystem::path corpus = HCLC_CORPUS_DIR;
  if (!std::filesystem::exists(corpus)) {
    MESSAGE("corpus not present at " << corpus.string() << "; skipped");
    return;
  }
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(corpus)) {
    const std::string extension = entry.path().extension().string();
    if (!entry.is_regular_file() || (extension != ".tf" && extension != ".hcl")) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    read(entry.path().string(), text.str());
    ++files;
  }
  CHECK(files > 0);
}

// Random numbers below a bound from a fixed xorshift sequence: inputs
// generated from them are the same on every run.
class FixedRandom {
 public:
  explicit FixedRandom(std::uint64_t seed) : state_(seed) {}
  std::uint64_t below(std::uint64_t bound) {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 7;
    state_ ^= state_ << 17;
    return state_ % bound;
  }

 private:
  std::uint64_t state_;
};

inline std::string summaries(const Diagnostics& diags) {
  std::string text;
  for (const Diagnostic& d : diags) {
    text += d.summary;
    if (d.subject) text += " @" + std::to_string(d.subject->start.byte) + "-" + std::to_string(d.subject->end.byte);
    text += "; ";
  }
  return text;
}

}  // namespace hclc::syntax_test
