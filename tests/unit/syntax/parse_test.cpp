// What the parser accepts and rejects: the examples of native-syntax.md and
// packer-expressions.md, the shared corpus (all accepted by the reference),
// encoding problems and nesting limits.

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "syntax/prediction_cache.h"
#include "syntax_test_helpers.h"

namespace hclc::syntax_test {
namespace {

bool accepts(Entry entry, const std::string& text) { return parse(entry, text).diags.empty(); }

TEST_CASE("spec: for-expression ambiguity") {
  // native-syntax.md, "Collection Values"; the reference agrees on each.
  CHECK_FALSE(accepts(Entry::Expression, "[for, foo, baz]"));
  CHECK(accepts(Entry::Expression, "[(for), foo, baz]"));
  CHECK_FALSE(accepts(Entry::Expression, "{for = 1, baz = 2}"));
  CHECK(accepts(Entry::Expression, "{\"for\" = 1, baz = 2}"));
  CHECK(accepts(Entry::Expression, "{baz = 2, for = 1}"));
  CHECK(accepts(Entry::Expression, "{(for) = 1, baz = 2}"));
  // `for` is only a keyword right after `[` or `{` of an expression.
  CHECK(accepts(Entry::Config, "for = 1\nblk {\n  for = 2\n}\nb { for = 3 }\n"));
  CHECK(accepts(Entry::Expression, "{\nfor k, v in x:\nk => v\n}"));
  CHECK_FALSE(accepts(Entry::Expression, "{\n for = 1\n}"));
  // Comments between the bracket and `for` change nothing.
  CHECK(accepts(Entry::Config, "x = {\n  # c\n  for k, v in y : k => v\n}\n"));
  CHECK(accepts(Entry::Config, "x = { /* c */ for k, v in y : k => v }\n"));
  CHECK(accepts(Entry::Config, "x = { // c\n  for k, v in y : k => v\n}\n"));
  CHECK(accepts(Entry::Config, "x = [ # c\n  for v in y : v\n]\n"));
  CHECK_FALSE(accepts(Entry::Config, "x = { /* c */ for = 1 }\n"));
  CHECK(accepts(Entry::Config, "b { # c\n  for = 1\n}\n"));
}

TEST_CASE("spec: expression examples parse") {
  const char* examples[] = {
      // For expressions.
      R"([for v in ["a", "b"]: v])",
      R"([for i, v in ["a", "b"]: i])",
      R"({for i, v in ["a", "b"]: v => i})",
      R"({for i, v in ["a", "a", "b"]: v => i...})",
      R"([for i, v in ["a", "b", "c"]: v if i < 2])",
      // Splats and traversals.
      "tuple.*.foo.bar[0]",
      "tuple[*].foo.bar[0]",
      "any_object.*.id",
      "any_number.*",
      "foo.0.bar",
      "a[b][\"c\"].d[0]",
      // Operators and conditionals.
      "x / y * z",
      "!a == b && -c < d || e >= f % g",
      "length(some_list) > 0 ? some_list[0] : default",
      "a ? b : c ? d : e",
      // Function calls.
      "f()",
      "f(a, b, c...)",
      "f(\na,\nb,\n)",
      // Namespaced function names (HCL 2.20 and later).
      "provider::aws::arn_parse(x)",
      "a :: b(1, c...)",
      "for::in::if()",
      R"("${core::upper("a")}")",
      // Templates.
      R"("hello ${~ "world" }")",
      "\"%{ if true ~} hello %{~ endif }\"",
      R"("${"hello" ~}${" world"}")",
      "\"${true}\"",
      R"("${"${true}"}")",
      "\"hello ${true}\"",
      R"("${""}${true}")",
      "\"%{ for v in [true] }${v}%{ endfor }\"",
      "<<EOT\nhello\nworld\nEOT\n",
      "<<-EOT\n  hello\n    world\n  EOT\n",
      // Collections with newlines, trailing commas, both separators.
      "[\n1,\n2,\n]",
      "{\na = 1\nb: 2,\n\"c\" = 3\n(d) = 4\n}",
      "{name = \"Mabel\", age = 52}",
      "[\"a\", 15, true]",
      // packer-expressions.md's object example.
      "{\nname = \"John\"\nage = 52\n}\n",
      // Numbers.
      "1.5e-3 + 15 + 6.283185 + 1E10",
  };
  for (const char* example : examples) {
    CAPTURE(example);
    Parsed parsed = parse(Entry::Expression, example);
    CHECK_MESSAGE(parsed.diags.empty(), summaries(parsed.diags));
  }
}

TEST_CASE("spec: structural examples parse") {
  const char* files[] = {
      "",
      "# only a comment",
      "a = 1",
      "a = 1 // trailing comment",
      "a = 1 /* inline */ \n",
      // One element in two literals: the parentheses say so.
      ("io_mode = \"async\"\n\nservice \"http\" \"web_proxy\" {\n  listen_addr = \"127.0.0.1:8080\"\n\n"
       "  process \"main\" {\n    command = [\"/usr/local/bin/awesome-app\", \"server\"]\n  }\n}\n"),
      "block {\nvalue = <<EOT\nhello\nworld\nEOT\n}\n",
      "block {\nvalue = <<-EOT\nhello\nworld\nEOT\n}\n",
      "a {}\nb \"x\" y {}\nc { d = 1 }\ne {\n}\n",
      "a = 1\r\nb {\r\n  c = 2\r\n}\r\n",
      "name-with-dashes = _under-score\n",
      "identifiers = [ünïcödé, 変数]\n",
  };
  for (const char* file : files) {
    CAPTURE(file);
    Parsed parsed = parse(Entry::Config, file);
    CHECK_MESSAGE(parsed.diags.empty(), summaries(parsed.diags));
  }
}

TEST_CASE("standalone templates and traversals") {
  CHECK(accepts(Entry::Template, "plain text with \"quotes\" and\nnewlines"));
  CHECK(accepts(Entry::Template, "${a} and %{ if b }c%{ else }d%{ endif }"));
  CHECK(accepts(Entry::Template, ""));
  CHECK(accepts(Entry::Traversal, "a.b[0][\"c\"].0"));
  CHECK_FALSE(accepts(Entry::Traversal, "a.b[c]"));
  CHECK_FALSE(accepts(Entry::Traversal, "f(x)"));
}

TEST_CASE("a leading byte order mark is skipped, as the reference skips it, columns count from after it") {
  Parsed bom = parse(Entry::Config,
                     "\xEF\xBB\xBF"
                     "a = 1\n");
  CHECK(bom.diags.empty());
  REQUIRE(bom.file.root().attributes.size() == 1);
  const ir::Attribute& a = bom.file.arena->attribute(bom.file.root().attributes[0]);
  CHECK(a.name.text == "a");
  CHECK(bom.file.arena->pos(a.name.span.start) == Pos{1, 1, 3});
  CHECK(bom.file.arena->pos(a.equals_span.start) == Pos{1, 3, 5});

  CHECK(accepts(Entry::Expression,
                "\xEF\xBB\xBF"
                "1 + 2"));
  Parsed template_with_bom = parse(Entry::Template,
                                   "\xEF\xBB\xBF"
                                   "x");
  CHECK(template_with_bom.diags.empty());
  const ir::Arena& arena = *template_with_bom.expression.arena;
  CHECK(arena.get<ir::Literal>(arena.get<ir::Template>(template_with_bom.expression.root).parts[0]).value.text == "x");

  // Only at the start: elsewhere it is a character the language does not use.
  Parsed second = parse(Entry::Config,
                        "a = 1\n\xEF\xBB\xBF"
                        "b = 2\n");
  REQUIRE_FALSE(second.diags.empty());
  CHECK(second.diags[0].kind == DiagKind::InvalidCharacter);
}

TEST_CASE("invalid UTF-8 is a diagnostic") {
  Parsed invalid = parse(Entry::Expression, "\"a\xFF\"");
  REQUIRE_FALSE(invalid.diags.empty());
  CHECK(invalid.diags[0].kind == DiagKind::InvalidUtf8);
  CHECK(invalid.expression.arena->kind(invalid.expression.root) == ir::NodeKind::Error);
}

TEST_CASE("deep nesting is a diagnostic, not a crash") {
  const std::size_t depth = 100000;
  for (const std::string& text :
       {std::string(depth, '(') + "1" + std::string(depth, ')'), std::string(depth, '[') + std::string(depth, ']'),
        std::string(depth, '-') + "1", std::string(depth, '!') + "a"}) {
    Parsed parsed = parse(Entry::Expression, text);
    REQUIRE(parsed.diags.size() == 1);
    CHECK(parsed.diags[0].kind == DiagKind::NestingTooDeep);
  }
  std::string blocks;
  for (std::size_t i = 0; i < depth; ++i) blocks += "a {\n";
  for (std::size_t i = 0; i < depth; ++i) blocks += "}\n";
  Parsed parsed = parse(Entry::Config, blocks);
  REQUIRE(parsed.diags.size() == 1);
  CHECK(parsed.diags[0].kind == DiagKind::NestingTooDeep);
}

TEST_CASE("prefix operators, conditionals and template directives count as levels of nesting") {
  // Chains that nest without brackets are as deep as brackets make a tree:
  // the bound counts their links, so that the 1001st link (not the stack of
  // whichever walk comes first) stops them, at that link.
  const auto chain = [](const std::string& kind, std::size_t links) {
    std::string text;
    std::string ends;
    for (std::size_t i = 0; i < links; ++i) {
      if (kind == "not") text += "!";
      if (kind == "neg") text += "-";
      if (kind == "if") text += "%{if a}";
      if (kind == "if") ends += "%{endif}";
      if (kind == "cond") text += "a ? b : ";
    }
    return text + (kind == "if" ? "x" : "1") + ends;
  };
  for (const std::string kind : {"not", "neg", "if", "cond"}) {
    CAPTURE(kind);
    const Entry entry = kind == "if" ? Entry::Template : Entry::Expression;
    CHECK(parse(entry, chain(kind, kDefaultMaxNestingDepth)).diags.empty());
    const std::string text = chain(kind, kDefaultMaxNestingDepth + 1);
    Parsed too_deep = parse(entry, text);
    REQUIRE(too_deep.diags.size() == 1);
    CHECK(too_deep.diags[0].kind == DiagKind::NestingTooDeep);
    REQUIRE(too_deep.diags[0].subject);
    const std::size_t link = kind == "if"     ? text.find("if", 7 * kDefaultMaxNestingDepth)
                             : kind == "cond" ? text.find('?', 8 * kDefaultMaxNestingDepth)
                                              : kDefaultMaxNestingDepth;
    CHECK(too_deep.diags[0].subject->start.byte == link);
  }
  // Brackets and links add up: 500 of `!(` are 1000 levels.
  const auto negated_parentheses = [](std::size_t count) {
    std::string text;
    for (std::size_t i = 0; i < count; ++i) text += "!(";
    return text + "x" + std::string(count, ')');
  };
  CHECK(parse(Entry::Expression, negated_parentheses(kDefaultMaxNestingDepth / 2)).diags.empty());
  Parsed one_too_many = parse(Entry::Expression, negated_parentheses(kDefaultMaxNestingDepth / 2 + 1));
  REQUIRE(one_too_many.diags.size() == 1);
  CHECK(one_too_many.diags[0].kind == DiagKind::NestingTooDeep);

  // Links that do not nest do not add up: operands of binary operators,
  // elements, lines, directives one after another.
  const std::size_t many = 3 * kDefaultMaxNestingDepth;
  std::string side_by_side = "a = -x";
  for (std::size_t i = 0; i < many; ++i) side_by_side += " - !x";
  side_by_side += "\nb = [a ? -b : c";
  for (std::size_t i = 0; i < many; ++i) side_by_side += ", a ? -b : c";
  side_by_side += "]\nc = \"";
  for (std::size_t i = 0; i < many; ++i) side_by_side += "%{if a}x%{endif}%{for v in a}x%{endfor}";
  side_by_side += "\"\n";
  for (std::size_t i = 0; i < many; ++i) side_by_side += "d" + std::to_string(i) + " = a ? !b : -c\n";
  CHECK(parse(Entry::Config, side_by_side).diags.empty());
}

TEST_CASE("blocks nest as deeply as the bound allows, each with its items and braces") {
  // A valid file's blocks are read header, items and closing brace apart;
  // the lexer's bound on nesting still holds for them.
  const auto nested = [](std::size_t depth) {
    std::string text;
    for (std::size_t i = 0; i < depth; ++i)
      text += "b \"l" + std::to_string(i) + "\" {\n  a = " + std::to_string(i) + "\n";
    for (std::size_t i = 0; i < depth; ++i) text += "}\n";
    return text;
  };
  const std::string text = nested(kDefaultMaxNestingDepth);
  Parsed parsed = parse(Entry::Config, text);
  REQUIRE(parsed.diags.empty());
  const ir::Arena& arena = *parsed.file.arena;
  const ir::Body* body = &parsed.file.root();
  for (std::size_t i = 0; i < kDefaultMaxNestingDepth; ++i) {
    REQUIRE(body->blocks.size() == 1);
    const ir::Block& block = arena.block(body->blocks[0]);
    CHECK(block.labels.at(0).text == "l" + std::to_string(i));
    body = &arena.body(block.body);
    REQUIRE(body->attributes.size() == 1);
    CHECK(arena.get<ir::Literal>(arena.attribute(body->attributes[0]).expr).value.text == std::to_string(i));
  }
  CHECK(body->blocks.empty());
  const ir::Block& outermost = arena.block(parsed.file.root().blocks[0]);
  CHECK(outermost.close_brace_span.start == text.size() - 2);

  Parsed too_deep = parse(Entry::Config, nested(kDefaultMaxNestingDepth + 1));
  REQUIRE(too_deep.diags.size() == 1);
  CHECK(too_deep.diags[0].kind == DiagKind::NestingTooDeep);
  CHECK(too_deep.diags[0].subject->start.line == kDefaultMaxNestingDepth * 2 + 1);
  // Only headers and closing braces: no rule of the parser starts past the
  // opener too deep.
  std::string empty_blocks;
  for (std::size_t i = 0; i <= kDefaultMaxNestingDepth; ++i) empty_blocks += "b {\n";
  for (std::size_t i = 0; i <= kDefaultMaxNestingDepth; ++i) empty_blocks += "}\n";
  Parsed empty_too_deep = parse(Entry::Config, empty_blocks);
  REQUIRE(empty_too_deep.diags.size() == 1);
  CHECK(empty_too_deep.diags[0].kind == DiagKind::NestingTooDeep);
  CHECK(empty_too_deep.diags[0].subject->start.line == kDefaultMaxNestingDepth + 1);
}

TEST_CASE("a mistake deep in a large block is reported as the block read whole reports it") {
  // The first pass stops at the mistake; the second reads the file again,
  // recovering around it, and the valid items on both sides reach the IR.
  std::string text = "first {\n";
  for (int i = 0; i < 200; ++i) text += "  a" + std::to_string(i) + " = [" + std::to_string(i) + "]\n";
  text += "  inner {\n    x = 1 +\n    y = 2\n  }\n  last = true\n}\nafter = 3\n";
  Parsed parsed = parse(Entry::Config, text);
  REQUIRE(parsed.diags.size() == 1);
  CHECK(parsed.diags[0].summary == "Invalid expression");
  CHECK(parsed.diags[0].subject->start.line == 203);  // the line break after `+`
  const ir::Arena& arena = *parsed.file.arena;
  const ir::Body& root = parsed.file.root();
  REQUIRE(root.blocks.size() == 1);
  REQUIRE(root.attributes.size() == 1);
  const ir::Body& first = arena.body(arena.block(root.blocks[0]).body);
  CHECK(first.attributes.size() == 201);
  REQUIRE(first.blocks.size() == 1);
  const ir::Body& inner = arena.body(arena.block(first.blocks[0]).body);
  REQUIRE(inner.attributes.size() == 1);
  CHECK(arena.attribute(inner.attributes[0]).name.text == "y");
}

TEST_CASE("long flat chains are not nesting") {
  std::string sum = "1";
  for (int i = 0; i < 20000; ++i) sum += " + 1";
  CHECK(accepts(Entry::Expression, sum));
  std::string steps = "a";
  for (int i = 0; i < 20000; ++i) steps += ".b[0]";
  CHECK(accepts(Entry::Expression, steps));
  std::string moderately_nested = std::string(200, '(') + "1" + std::string(200, ')');
  CHECK(accepts(Entry::Expression, moderately_nested));
}

TEST_CASE("tokens of 16 MB and more keep their length") {
  // A token record holds lengths below 16 MB - 1; longer ones are kept aside.
  const std::size_t long_length = (std::size_t{1} << 24) + 5;
  const std::size_t aside_length = (std::size_t{1} << 24) - 1;
  const std::string text = "a = " + std::string(long_length, 'w') + "\nb = \"" + std::string(aside_length, 'x') +
                           "\"\nc = " + std::string(long_length, 'v') + "\n";
  Parsed parsed = parse(Entry::Config, text);
  REQUIRE(parsed.diags.empty());
  const ir::Arena& arena = *parsed.file.arena;
  const ir::Body& body = parsed.file.root();
  REQUIRE(body.attributes.size() == 3);
  const ir::Attribute& a = arena.attribute(body.attributes[0]);
  CHECK(arena.get<ir::ScopeTraversal>(a.expr).root.text.size() == long_length);
  CHECK(a.span.end == 4 + long_length);
  const ir::Attribute& b = arena.attribute(body.attributes[1]);
  const ir::Template& b_value = arena.get<ir::Template>(b.expr);
  REQUIRE(b_value.parts.size() == 1);
  CHECK(arena.get<ir::Literal>(b_value.parts[0]).value.text.size() == aside_length);
  const ir::Attribute& c = arena.attribute(body.attributes[2]);
  CHECK(arena.get<ir::ScopeTraversal>(c.expr).root.text == std::string(long_length, 'v'));
  CHECK(c.span.end == text.size() - 1);
}

TEST_CASE("every corpus file is accepted, as by the reference") {
  for_each_corpus_file([](const std::string& path, const std::string& text) {
    Parsed parsed = parse(Entry::Config, text, path);
    CHECK_MESSAGE(parsed.diags.empty(), path << ": " << summaries(parsed.diags));
  });
}

TEST_CASE("the prediction states made for invalid input stop growing") {
  // Invalid input is predicted by ANTLR, which keeps a DFA state for each new
  // lookahead; endless new mistakes (a language server's half-typed text, a
  // fuzzer) must not grow the thread's memory without end. The grammar needs
  // at most two tokens of lookahead where a decision can meet an unfinished
  // construct, so the states for any mistake are among a few hundred that
  // the first mistakes make; past kMaxPredictionStates the thread's cache
  // would start again empty (prediction.h), a bound these inputs no longer
  // come near. Each input is a different run of unfinished constructs of
  // every kind, parsed by each entry point, all on a thread of its own.
  static const std::vector<std::string> pieces = {
      "floor(",        "-",       "[",     "(",         "!",   "p[*].n[",     "[1, ",
      "f(1, ",         "a ? ",    "{k = ", "a::b",      "{\n", "\n",          "\"${",
      "%{if x}",       "<<EOT\n", ".",     ".*",        "[*",  "x.*.y.0",     "=>",
      "...",           ")",       "]",     "}",         "\"",  ",",           "a.0",
      "1 +",           "x == ",   "a.b",   "b \"l\" {", "= ",  "for x in y:", "{ for k, v in ",
      "[for x in y : "};
  FixedRandom random(88172645463325252ULL);
  std::size_t after_first_thousand = 0;
  std::size_t after_all = 0;
  std::thread([&] {
    for (int input = 0; input < 5'000; ++input) {
      std::string text;
      for (std::uint64_t count = 20 + random.below(60); count > 0; --count) text += pieces[random.below(pieces.size())];
      parse(static_cast<Entry>(input % 3), text);  // config, expression, template
      if (input == 999) after_first_thousand = thread_prediction_states();
    }
    after_all = thread_prediction_states();
  }).join();
  MESSAGE("prediction states after 1,000 and 5,000 inputs: " << after_first_thousand << ", " << after_all);
  CHECK(after_all < 1'000);
  CHECK(after_all - after_first_thousand <= after_first_thousand / 4);
}

// The prediction states a parse makes from an empty prediction cache (a new
// thread's), with what it parsed.
std::pair<std::size_t, Parsed> parse_on_new_thread(Entry entry, const std::string& text) {
  std::pair<std::size_t, Parsed> result;
  std::thread([&] {
    result.second = parse(entry, text);
    result.first = thread_prediction_states();
  }).join();
  return result;
}

TEST_CASE("splats left open are predicted without reading to the end at each") {
  // A fuzzer's input: full splats inside calls and brackets that are never
  // closed. While a splat had a loop of its steps inside the operand's loop
  // over the same tokens, ANTLR read to the end of the input at each `[` or
  // `.` after one to tell the loops apart: 8,017 new prediction states for
  // the first 800 bytes of this file, 133 MB and 0.8 s for all of it, and
  // quadratic in its length.
  std::ifstream in(std::filesystem::path(HCLC_SYNTAX_TESTDATA_DIR) / "ll-prediction-quadratic.hcl", std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  REQUIRE(text.str().size() > 1'000);
  auto [states, parsed] = parse_on_new_thread(Entry::Expression, text.str());
  CHECK(summaries(parsed.diags) == "Unbalanced parentheses @1540-1541; ");  // as the reference
  MESSAGE("prediction states: " << states);
  CHECK(states < 300);

  // The same shape at 1, 4 and 16 times the length: the states grow at most
  // in proportion.
  auto states_for = [](int repeats) {
    std::string open;
    for (int i = 0; i < repeats; ++i) open += "floor(-- people[*].nope[[1,2[*][ \"[*][(-- x.*.a.0[";
    return parse_on_new_thread(Entry::Expression, open).first;
  };
  const std::size_t short_states = states_for(10);
  const std::size_t long_states = states_for(40);
  const std::size_t longest_states = states_for(160);
  MESSAGE("prediction states for 10, 40, 160 repeats: " << short_states << ", " << long_states << ", "
                                                        << longest_states);
  CHECK(long_states <= 4 * short_states + 50);
  CHECK(longest_states <= 4 * long_states + 50);
}

TEST_CASE("a long run of full splats is nested, within the stack") {
  // Each `[*]` applies to all that follows it, so each nests the rest in it.
  Parsed parsed = parse(Entry::Expression, "a[*].b[*][0].*.c[*]");
  CHECK(parsed.diags.empty());
  std::string deep = "a";
  for (int i = 0; i < 200'000; ++i) deep += "[*]";
  parsed = parse(Entry::Expression, deep);
  CHECK(summaries(parsed.diags).find("Nesting too deep") != std::string::npos);
}

}  // namespace
}  // namespace hclc::syntax_test
