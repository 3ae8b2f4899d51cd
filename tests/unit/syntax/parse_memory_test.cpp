// What a thread's parser keeps between parses stays bounded however many
// different inputs it reads (a language server, a fuzzer): the parse-tree
// arenas' spare lists of children and pooled contexts (parse_memory.h). The prediction states
// are parse_test.cpp's.

#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "ir/printer.h"
#include "syntax/parse_memory.h"
#include "syntax_test_helpers.h"

namespace hclc::syntax_test {
namespace {

TEST_CASE(
    "the spare lists of children and the pooled contexts kept between parses stay within the most contexts of a tree") {
  // Operators make ANTLR's left-recursive contexts, which allocate their own
  // lists; mistakes roll back and recover. Each input is a different run of
  // both, parsed by each single-rule entry point, on a thread of its own so
  // that its reused parses start empty.
  static const std::vector<std::string> pieces = {
      "1 + ",     "a * b - ", "x == y && ", "!c || ", "f(1, ", "[2, ",      "{k = ", "p.q[0] ",
      "a ? b : ", "(",        ")",          "]",      "}",     "\"${v}\" ", ", ",    "[for x in y : x] "};
  FixedRandom random(2463534242ULL);
  ParseTreeSpares after_first_thousand;
  ParseTreeSpares after_all;
  std::size_t over_bound = 0;
  std::thread([&] {
    for (int input = 0; input < 5'000; ++input) {
      std::string text;
      for (std::uint64_t count = 5 + random.below(40); count > 0; --count) text += pieces[random.below(pieces.size())];
      parse(static_cast<Entry>(1 + input % 3), text);  // expression, template, traversal
      const ParseTreeSpares spares = thread_parse_tree_spares();
      if (spares.children_lists > spares.bound || spares.largest_pool > spares.bound) ++over_bound;
      if (input == 999) after_first_thousand = spares;
    }
    after_all = thread_parse_tree_spares();
  }).join();
  MESSAGE("spare lists, largest pool (bound) after 1,000 and 5,000 inputs: "
          << after_first_thousand.children_lists << ", " << after_first_thousand.largest_pool << " ("
          << after_first_thousand.bound << "), " << after_all.children_lists << ", " << after_all.largest_pool << " ("
          << after_all.bound << ")");
  CHECK(over_bound == 0);
  CHECK(after_all.children_lists > 0);  // the lists are reused, not dropped
  CHECK(after_all.children_lists <= after_all.bound);
  CHECK(after_all.largest_pool > 0);  // the contexts are reused, not dropped
  CHECK(after_all.largest_pool <= after_all.bound);
  // A tree of these inputs has a few hundred contexts at most.
  CHECK(after_all.bound < 2'000);
}

TEST_CASE("a thread keeps the run of a config file up to 16 kB for the next one, not a longer file's") {
  // A kept run holds its token records and its largest item's tree between
  // parses, in every thread of an embedding: only a small file's.
  auto config_of = [](std::size_t bytes) {
    std::string text;
    for (int n = 0; text.size() < bytes; ++n)
      text += R"(resource "r" "n)" + std::to_string(n) + "\" {\n  a = [1, 2, x.y]\n}\n";
    return text;
  };
  ParseTreeSpares after_small;
  ParseTreeSpares after_long;
  std::thread([&] {
    CHECK(parse(Entry::Config, config_of(std::size_t{8} * 1024)).diags.empty());
    after_small = thread_parse_tree_spares();
    CHECK(parse(Entry::Config, config_of(std::size_t{20} * 1024)).diags.empty());
    after_long = thread_parse_tree_spares();
  }).join();
  CHECK(after_small.bound > 0);
  CHECK(after_long.bound == 0);
  CHECK(after_long.children_lists == 0);
  CHECK(after_small.largest_pool > 0);
  CHECK(after_long.largest_pool == 0);
}

TEST_CASE("a thread's reused config run parses each file as a run of its own would") {
  // The valid pass of a config file up to 64 kB takes its thread's reused
  // run: nothing of one file's parse (a mistake that abandoned the pass, a
  // nesting too deep, a broken label, the recovering pass that followed)
  // may reach the next file's. Each file's IR and diagnostics after every
  // other file must be those of its parse on a thread of its own.
  static const std::vector<std::string> files = {
      "a = 1\nblock \"label\" {\n  b = [1, 2, x.y]\n}\n",
      "a = = 1\nb = 2\n",
      "",
      "a = " + std::string(1200, '[') + std::string(1200, ']') + "\n",
      "block \"broken\nlabel\" {\n}\nc = 3\n",
      "outer {\n  inner {\n    x = \"${y}\"\n  }\n",
      "# only a comment\n",
      "t = <<EOT\nline ${v}\nEOT\nu = {for k, v in m : k => v}\n",
  };
  auto result = [](const std::string& text) {
    Parsed parsed = parse(Entry::Config, text);
    return ir::dump_file(parsed.file) + summaries(parsed.diags);
  };
  std::vector<std::string> alone(files.size());
  for (std::size_t i = 0; i < files.size(); ++i) std::thread([&] { alone[i] = result(files[i]); }).join();
  std::size_t differing = 0;
  std::thread([&] {
    for (std::size_t round = 0; round < 3; ++round) {
      for (std::size_t k = 0; k < files.size(); ++k) {
        const std::size_t i = (k * (2 * round + 3)) % files.size();  // another order each round
        if (result(files[i]) != alone[i]) ++differing;
      }
    }
  }).join();
  CHECK(differing == 0);
  // The inputs are what they are meant to be: valid, mistaken, too deep.
  CHECK(summaries(parse(Entry::Config, files[0]).diags).empty());
  CHECK(!summaries(parse(Entry::Config, files[1]).diags).empty());
  CHECK(summaries(parse(Entry::Config, files[3]).diags).find("Nesting too deep") != std::string::npos);
}

}  // namespace
}  // namespace hclc::syntax_test
