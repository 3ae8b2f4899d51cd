// The grammar's ATN is built on first need (src/syntax/lazy_atn.cmake), and a
// syntax error needs it (its expected tokens come from the ATN). Here several
// threads meet the unbuilt ATN at once, each with a syntax error of its own.
// This is an executable of its own so that no earlier test in the process has
// built the ATN already (parser_threads_test parses on one thread first); run
// under ThreadSanitizer by `tools/test --tsan`, which reports any data race
// while the threads build and read it.

#include <doctest/doctest.h>

#include <hclc/diagnostics.h>
#include <hclc/parser.h>

#include <cstddef>
#include <latch>
#include <string>
#include <thread>
#include <vector>

namespace {

// A mistake each, of different kinds, so that the threads ask the ATN from
// different places of the grammar.
const std::vector<std::string> kSyntaxErrors = {
    "a = [1, 2\n",                    // an unclosed tuple
    "a = {b = }\n",                   // an object item without a value
    "block \"x\" {\n  a = 1 +\n}\n",  // an operator without its right operand, in a block
    "a = 1 +* 2\n",                   // two operators
    "a = [for x in xs: ]\n",          // a for-expression without a result
    "a = \"${x\"\n",                  // an unclosed interpolation
    "a = f(1,, 2)\n",                 // an empty argument
    "a = x ? 1\n",                    // a conditional without its false result
};

// Everything a parse reports, ranges included.
std::string diagnostics_of(hcl::Parser& parser, const std::string& text) {
  hcl::Diagnostics diags;
  parser.parse(text, "error.hcl", hcl::Syntax::Native, diags);
  parser.parse_expression(text.substr(text.find('=') + 1), "error.hcl", diags);
  return hcl::render_json(diags);
}

}  // namespace

TEST_CASE("threads that meet the unbuilt ATN at once each report what one thread reports") {
  constexpr std::size_t kThreads = 4;
  std::vector<std::vector<std::string>> got(kThreads, std::vector<std::string>(kSyntaxErrors.size()));
  {
    std::latch all_ready(kThreads);
    std::vector<std::jthread> threads;
    for (std::size_t t = 0; t < kThreads; ++t) {
      threads.emplace_back([&, t] {
        hcl::Parser parser;
        all_ready.arrive_and_wait();  // the first syntax errors reach the ATN together
        for (std::size_t k = 0; k < kSyntaxErrors.size(); ++k) {
          const std::size_t i = (k + t) % kSyntaxErrors.size();  // each thread starts at another mistake
          got[t][i] = diagnostics_of(parser, kSyntaxErrors[i]);
        }
      });
    }
  }
  hcl::Parser parser;  // one thread, the ATN built now
  for (std::size_t i = 0; i < kSyntaxErrors.size(); ++i) {
    const std::string expected = diagnostics_of(parser, kSyntaxErrors[i]);
    INFO(kSyntaxErrors[i]);
    CHECK(expected.find("\"severity\": \"error\"") != std::string::npos);
    for (std::size_t t = 0; t < kThreads; ++t) CHECK(got[t][i] == expected);
  }
}
