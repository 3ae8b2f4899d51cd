// hcl::Parser from several threads at once: each thread's parses give what
// the same parses give on one thread. Run under ThreadSanitizer by
// `tools/test --tsan`, which reports any data race between the threads
// (the native-syntax parser's prediction caches are per thread).

#include <doctest/doctest.h>

#include <hclc/parser.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

struct Input {
  std::string name;
  std::string text;
};

// The IR golden cases (valid files and every kind of syntax error, which
// sends the parser through its second, full-context pass) and the examples.
std::vector<Input> inputs() {
  std::vector<Input> found;
  for (const char* folder : {"/tests/ir", "/examples/embed"}) {
    for (const auto& entry : std::filesystem::directory_iterator(std::string(HCLC_SOURCE_DIR) + folder)) {
      const std::string name = entry.path().filename().string();
      if (!name.ends_with(".hcl") && !name.ends_with(".json")) continue;
      std::ifstream in(entry.path(), std::ios::binary);
      std::ostringstream text;
      text << in.rdbuf();
      found.push_back({name, text.str()});
    }
  }
  std::sort(found.begin(), found.end(), [](const Input& a, const Input& b) { return a.name < b.name; });
  return found;
}

// What a parse gives that another thread could get wrong: every diagnostic
// with its range, and the body's attributes.
std::string outcome(hcl::Parser& parser, const Input& input) {
  hcl::Diagnostics diags;
  hcl::Syntax syntax = input.name.ends_with(".json") ? hcl::Syntax::Json : hcl::Syntax::Native;
  hcl::File file = parser.parse(input.text, input.name, syntax, diags);
  std::string attributes;
  hcl::Diagnostics ignored;
  for (const hcl::Attribute& attribute : file.body().just_attributes(ignored)) attributes += attribute.name + ",";
  parser.parse_expression(input.text, input.name, diags);  // the whole text as one expression, mostly an error
  return hcl::render_json(diags) + attributes;
}

}  // namespace

TEST_CASE("parsers on several threads at once give what one thread gives") {
  const std::vector<Input> all = inputs();
  REQUIRE(all.size() > 50);
  std::vector<std::string> expected;
  {
    hcl::Parser parser;
    for (const Input& input : all) expected.push_back(outcome(parser, input));
  }

  constexpr std::size_t kThreads = 4;
  constexpr int kRounds = 2;
  std::vector<std::vector<std::string>> got(kThreads, std::vector<std::string>(all.size()));
  {
    std::vector<std::jthread> threads;
    for (std::size_t t = 0; t < kThreads; ++t) {
      threads.emplace_back([&, t] {
        hcl::Parser parser;  // each thread its own; the prediction caches are per thread inside
        for (int round = 0; round < kRounds; ++round) {
          // Each thread starts at another place, so that cold caches meet different inputs.
          for (std::size_t k = 0; k < all.size(); ++k) {
            std::size_t i = (k + t * all.size() / kThreads) % all.size();
            got[t][i] = outcome(parser, all[i]);
          }
        }
      });
    }
  }
  for (std::size_t t = 0; t < kThreads; ++t) {
    for (std::size_t i = 0; i < all.size(); ++i) {
      INFO("thread " << t << ", " << all[i].name);
      CHECK(got[t][i] == expected[i]);
    }
  }
}
