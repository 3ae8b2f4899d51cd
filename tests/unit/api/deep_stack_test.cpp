// Deeply nested input on a thread with a small stack, through every walk an
// application reaches: an application may raise the parser's nesting bound
// (ParserOptions::max_nesting_depth) and the evaluator's (EvalLimits::
// max_depth) far past what its threads' stacks hold. Each walk measures the
// stack it has left (runtime/stack_budget.h) and stops with an error
// diagnostic at a source range; none overflows the stack.

#include <doctest/doctest.h>
#include <pthread.h>

#include <hclc/body_value.h>
#include <hclc/document.h>
#include <hclc/eval_context.h>
#include <hclc/format.h>
#include <hclc/parser.h>

#include <functional>
#include <string>
#include <vector>

namespace {

constexpr std::size_t kThreadStackBytes = std::size_t{1} << 20;
constexpr std::size_t kRaisedBound = 100'000;

// Runs `work` on a new thread whose stack is `stack_bytes`, and waits for it.
void on_thread_with_stack(std::size_t stack_bytes, const std::function<void()>& work) {
  pthread_attr_t attributes;
  REQUIRE(pthread_attr_init(&attributes) == 0);
  REQUIRE(pthread_attr_setstacksize(&attributes, stack_bytes) == 0);
  pthread_t thread;
  auto run = [](void* argument) -> void* {
    (*static_cast<const std::function<void()>*>(argument))();
    return nullptr;
  };
  const int created = pthread_create(&thread, &attributes, run, const_cast<std::function<void()>*>(&work));
  pthread_attr_destroy(&attributes);
  REQUIRE(created == 0);
  REQUIRE(pthread_join(thread, nullptr) == 0);
}

std::string repeated(std::string_view piece, std::size_t times) {
  std::string out;
  out.reserve(piece.size() * times);
  for (std::size_t i = 0; i < times; ++i) out += piece;
  return out;
}

struct Input {
  std::string what;
  std::string text;
  hcl::Syntax syntax;
};

// Each kind of nesting the parsers bound, `depth` levels deep.
std::vector<Input> inputs(std::size_t depth) {
  const auto native = [](std::string what, std::string text) {
    return Input{std::move(what), std::move(text), hcl::Syntax::Native};
  };
  return {
      native("blocks", repeated("b {\n", depth) + "a = 1\n" + repeated("}\n", depth)),
      native("brackets", "a = " + repeated("[", depth) + repeated("]", depth) + "\n"),
      native("parentheses", "a = " + repeated("(", depth) + "1" + repeated(")", depth) + "\n"),
      native("object constructors", "a = " + repeated("{b = ", depth) + "1" + repeated("}", depth) + "\n"),
      native("for-expressions", "a = " + repeated("[for x in ", depth) + "[1]" + repeated(" : x]", depth) + "\n"),
      native("template directives",
             "a = \"" + repeated("%{ if true }", depth) + "x" + repeated("%{ endif }", depth) + "\"\n"),
      native("negations", "a = " + repeated("-", depth) + "1\n"),
      Input{"JSON objects", "{\"a\": " + repeated("{\"b\": ", depth) + "1" + repeated("}", depth) + "}",
            hcl::Syntax::Json},
      Input{"JSON arrays", "{\"a\": " + repeated("[", depth) + repeated("]", depth) + "}", hcl::Syntax::Json},
  };
}

// Whether `diags` has an error saying that something is nested too deeply.
bool says_too_deep(const hcl::Diagnostics& diags) {
  for (const hcl::Diagnostic& d : diags) {
    if (d.severity == hcl::Severity::Error &&
        (d.summary == "Nesting too deep" || d.summary == "Expression too deeply nested") && d.subject)
      return true;
  }
  return false;
}

// Everything an application does with a parsed file: evaluate it, check and
// analyse its expressions, print the values, format and edit the source.
// Returns whether any step reported nesting too deep.
bool walk_everything(const Input& input) {
  hcl::Parser parser(hcl::ParserOptions{.max_nesting_depth = kRaisedBound});
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(input.text, "deep", input.syntax, diags);
  bool too_deep = says_too_deep(diags);

  hcl::EvalContext ctx;
  ctx.add_standard_functions();
  ctx.set_limits({.max_depth = kRaisedBound});
  hcl::Diagnostics eval_diags;
  const hcl::Value value = hcl::body_value(file.body(), ctx, eval_diags);
  too_deep = too_deep || says_too_deep(eval_diags);
  (void)value.to_json();
  (void)value.describe();

  hcl::Diagnostics source_diags;
  (void)hcl::body_source_value(file.body(), parser, source_diags);

  hcl::Diagnostics attribute_diags;
  for (const hcl::Attribute& attribute : file.body().just_attributes(attribute_diags)) {
    const hcl::Expression::Checked checked = attribute.expr.check({});
    too_deep = too_deep || says_too_deep(checked.diagnostics);
    (void)attribute.expr.variables();
  }

  if (input.syntax == hcl::Syntax::Native) {
    hcl::Diagnostics format_diags;
    (void)hcl::format(input.text, "deep", format_diags);
    hcl::Diagnostics edit_diags;
    if (std::optional<hcl::Document> document = hcl::Document::parse(input.text, "deep", edit_diags)) {
      document->body().set_attribute("added", hcl::NewExpression::source("1"), edit_diags);
      (void)document->text();
    }
  }
  return too_deep;
}

}  // namespace

TEST_CASE("nesting far past the stack of a 1 MB thread, with raised bounds, ends in diagnostics") {
  for (const std::size_t depth : {std::size_t{1'000}, std::size_t{3'000}, std::size_t{10'000}, kRaisedBound}) {
    for (const Input& input : inputs(depth)) {
      CAPTURE(input.what);
      CAPTURE(depth);
      bool too_deep = false;
      on_thread_with_stack(kThreadStackBytes, [&] { too_deep = walk_everything(input); });
      // 10,000 levels of anything take more than a megabyte of stack.
      if (depth >= 10'000) CHECK(too_deep);
    }
  }
}

TEST_CASE("a chain of binary operators as long as the parser takes walks everywhere, on a 1 MB thread") {
  // The parser bounds nesting, not the length of a left-associative chain:
  // every walk of the chain goes without a frame per operand.
  const std::size_t operands = 100'000;
  for (const char* step : {" - 1", " && true", " == 1"}) {
    const Input input{step, "a = 1" + repeated(step, operands - 1) + "\n", hcl::Syntax::Native};
    CAPTURE(input.what);
    bool too_deep = true;
    on_thread_with_stack(kThreadStackBytes, [&] { too_deep = walk_everything(input); });
    CHECK_FALSE(too_deep);
  }
}
