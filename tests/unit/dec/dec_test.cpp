// The hcldec spec language and decoder. Expected values and diagnostics are
// the reference hcldec's on the same spec and input.

#include <doctest/doctest.h>

#include <string>

#include "body/native_body.h"
#include "dec/decode.h"
#include "dec/spec.h"
#include "runtime/json.h"
#include "syntax/parse.h"

namespace hclc::dec {
namespace {

ir::File parse(const std::string& filename, const std::string& text) {
  SourceFile source(filename, text);
  Diagnostics diags;
  ir::File file = parse_config(source, diags);
  REQUIRE(diags.empty());
  return file;
}

struct Decoded {
  std::string json;  // typed JSON of the value, "" if errors
  Diagnostics diags;
};

Decoded run(const std::string& spec_text, const std::string& input, eval::EvalContext::Variables vars = {}) {
  Decoded out;
  std::optional<SpecFile> spec = load_spec(parse("s.hcldec", spec_text), out.diags);
  if (!spec) return out;
  for (auto& [name, value] : spec->variables) vars.emplace(name, value);
  eval::EvalContext ctx;
  ctx.set_variables(vars);
  if (spec->functions) ctx.set_functions(spec->functions.get());
  Value v = decode(body::native_body(parse("f.hcl", input)), *spec->root, &ctx, out.diags);
  if (!out.diags.has_errors()) out.json = typed_value_to_json(v).value();
  return out;
}

TEST_CASE("attributes convert to their type, blocks become lists, sets and maps") {
  const std::string spec = R"(object {
  attr "a" {
    type = number
  }
  block_list "l" {
    block_type = "b"
    attr {
      name = "x"
      type = any
    }
  }
  block_list "e" {
    block_type = "c"
    attr {
      name = "x"
      type = number
    }
  }
  block_map "m" {
    block_type = "d"
    labels = ["k"]
    attr {
      name = "x"
      type = number
    }
  }
  attr "n" {
    type = string
  }
}
)";
  Decoded d = run(spec, "a = 1\nb {\n  x = 1\n}\nb {\n  x = \"s\"\n}\nd \"p\" {\n  x = \"2\"\n}\n");
  CHECK(d.diags.empty());
  CHECK(
      d.json ==
      R"({"value":{"a":1,"e":[],"l":["1","s"],"m":{"p":2},"n":null},"type":["object",{"a":"number","e":["list","number"],"l":["list","string"],"m":["map","number"],"n":"string"}]})");
}

TEST_CASE("an attribute of the wrong type") {
  Decoded d = run("attr {\n  name = \"a\"\n  type = number\n}\n", "a = [1]\n");
  REQUIRE(d.diags.size() == 1);
  CHECK(d.diags[0].summary == "Incorrect attribute value type");
  CHECK(d.diags[0].detail == "Inappropriate value for attribute \"a\": number required, but have tuple.");
  CHECK(d.diags[0].subject->start.byte == 4);
  CHECK(d.diags[0].subject->end.byte == 7);
}

TEST_CASE("block counts: duplicate, missing, too few") {
  const std::string one = "block {\n  block_type = \"b\"\n  required = true\n  literal {value = 1}\n}\n";
  // Only the first block beyond the one allowed is reported.
  Decoded dup = run(one, "b {}\nb {}\nb {}\n");
  REQUIRE(dup.diags.size() == 1);
  CHECK(range_text(*dup.diags[0].subject) == "f.hcl:2,1-2");
  CHECK(dup.diags[0].summary == "Duplicate b block");
  CHECK(dup.diags[0].detail == "Only one block of type \"b\" is allowed. Previous definition was at f.hcl:1,1-2.");
  Decoded missing = run(one, "");
  REQUIRE(missing.diags.size() == 1);
  CHECK(missing.diags[0].summary == "Missing b block");
  CHECK(missing.diags[0].detail == "A block of type \"b\" is required here.");

  Decoded few = run("block_list {\n  block_type = \"b\"\n  min_items = 2\n  literal {value = 1}\n}\n", "b {}\n");
  REQUIRE(few.diags.size() == 1);
  CHECK(few.diags[0].summary == "Insufficient b blocks");
  CHECK(few.diags[0].detail == "At least 2 \"b\" blocks are required.");
}

TEST_CASE("block results that do not unify, blocks beyond max_items") {
  const std::string spec = "block_list {\n  block_type = \"b\"\n  attr {\n    name = \"v\"\n    type = any\n  }\n}\n";
  Decoded unified = run(spec, "b {\n  v = 1\n}\nb {\n  v = \"x\"\n}\n");
  CHECK(unified.json == R"({"value":["1","x"],"type":["list","string"]})");

  Decoded inconsistent = run(spec, "b {\n  v = [1]\n}\nb {\n  v = {a = 1}\n}\n");
  REQUIRE(inconsistent.diags.size() == 1);
  CHECK(inconsistent.diags[0].summary == "Unconsistent argument types in b blocks");
  CHECK(inconsistent.diags[0].detail == "Corresponding attributes in all blocks of this type must be the same.");
  // At the value the nested spec reads in the first block.
  CHECK(range_text(*inconsistent.diags[0].subject) == "f.hcl:2,7-10");

  Decoded many =
      run("block_set {\n  block_type = \"b\"\n  max_items = 1\n  literal {value = 1}\n}\n", "b {}\nb {\n}\n");
  REQUIRE(many.diags.size() == 1);
  CHECK(many.diags[0].summary == "Too many b blocks");
  CHECK(range_text(*many.diags[0].subject) == "f.hcl:2,3-3");
}

TEST_CASE("a block_map without blocks is a map of the nested type, whatever its labels") {
  const std::string spec = R"(object {
  block_list "c" {
    block_type = "c"
    object {
      block_map "b" {
        block_type = "b"
        labels = ["t", "n"]
        attr {
          name = "v"
          type = number
        }
      }
    }
  }
}
)";
  Decoded empty = run(spec, "c {\n}\nc {\n}\n");
  CHECK(empty.diags.empty());
  CHECK(empty.json ==
        R"({"value":{"c":[{"b":{}},{"b":{}}]},"type":["object",{"c":["list",["object",{"b":["map","number"]}]]}]})");

  Decoded full = run(spec, "c {\n  b \"x\" \"y\" {\n    v = 1\n  }\n}\n");
  CHECK(full.diags.empty());
  CHECK(
      full.json ==
      R"({"value":{"c":[{"b":{"x":{"y":1}}}]},"type":["object",{"c":["list",["object",{"b":["map",["map","number"]]}]]}]})");

  // map(number) and map(map(number)) have no common type; the object spec
  // reads no value of its own, so the error is where a missing item of the
  // first block would be.
  Decoded mixed = run(spec, "  c {\n}\nc {\n  b \"x\" \"y\" {\n    v = 1\n  }\n}\n");
  REQUIRE(mixed.diags.size() == 1);
  CHECK(mixed.diags[0].summary == "Unconsistent argument types in c blocks");
  CHECK(range_text(*mixed.diags[0].subject) == "f.hcl:1,5-5");

  // The same in a block_map, which the reference cannot build (it panics).
  Decoded in_map = run(
      "object {\n  block_map \"c\" {\n    labels = [\"k\"]\n    object {\n      block_map \"b\" {\n"
      "        labels = [\"t\", \"n\"]\n        literal {\n          value = 1\n        }\n      }\n    }\n  }\n}\n",
      "c \"p\" {\n}\nc \"q\" {\n  b \"x\" \"y\" {}\n}\n");
  REQUIRE(in_map.diags.size() == 1);
  CHECK(in_map.diags[0].summary == "Unconsistent argument types in c blocks");
  CHECK(range_text(*in_map.diags[0].subject) == "f.hcl:1,7-7");
}

TEST_CASE("literal, default, transform, array, variables and user functions") {
  const std::string spec = R"(variables {
  a = 100
}
function "cat" {
  params = [x]
  variadic_param = rest
  result = concat([x], rest)
}
object {
  attr "v" { type = any }
  attr "w" { type = any }
  literal "lit" { value = upper("x") }
  default "d" {
    attr {
      name = "missing"
      type = string
    }
    literal { value = "fallback" }
  }
  transform "t" {
    result = nested * 2
    attr {
      name = "n"
      type = number
    }
  }
  array "arr" {
    attr {
      name = "n"
      type = number
    }
    literal { value = 1 }
  }
}
)";
  Decoded d = run(spec, "v = cat(1, 2, 3)\nw = a\nn = 4\n");
  CHECK(d.diags.empty());
  CHECK(
      d.json ==
      R"({"value":{"arr":[4,1],"d":"fallback","lit":"X","t":8,"v":[1,2,3],"w":100},"type":["object",{"arr":["tuple",["number","number"]],"d":"string","lit":"string","t":"number","v":["tuple",["number","number","number"]],"w":"number"}]})");
}

TEST_CASE("variables and transforms are evaluated with the spec's functions, not the input's") {
  const std::string spec = R"(variables {
  v = length([1, 2])
}
function "upper" {
  params = [s]
  result = "user function"
}
object {
  attr "input" { type = any }
  attr "var" { type = any }
  transform "t" {
    attr {
      name = "n"
      type = string
    }
    result = [upper(nested), reverse(nested)]
  }
}
)";
  Decoded d = run(spec, "input = upper(\"x\")\nvar = v\nn = \"ab\"\n");
  CHECK(d.diags.empty());
  CHECK(
      d.json ==
      R"({"value":{"input":"user function","t":["AB","ba"],"var":2},"type":["object",{"input":"string","t":["tuple",["string","string"]],"var":"number"}]})");

  Decoded no_variables = run("variables {\n  v = 1\n}\ntransform {\n  literal { value = 1 }\n  result = v\n}\n", "");
  REQUIRE(no_variables.diags.size() == 1);
  CHECK(no_variables.diags[0].summary == "Unknown variable");
}

TEST_CASE("spec files: one root spec, labels only under object") {
  Diagnostics diags;
  CHECK_FALSE(load_spec(parse("s.hcldec", "attr \"v\" {\n  type = any\n}\n"), diags));
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Extraneous label for attr");
  Diagnostics diags2;
  CHECK_FALSE(load_spec(parse("s.hcldec", "attr {\n  name = \"v\"\n  type = any\n}\nliteral { value = 1}\n"), diags2));
  REQUIRE(diags2.size() == 1);
  CHECK(diags2[0].summary == "Extraneous spec block");
  CHECK(diags2[0].detail == "A spec file must have exactly one root block specifying how to map to a JSON value.");
}

TEST_CASE("spec files: a block or transform spec's one nested spec") {
  auto summaries = [](const std::string& spec) {
    Diagnostics diags;
    CHECK_FALSE(load_spec(parse("s.hcldec", spec), diags));
    std::vector<std::string> out;
    for (const Diagnostic& d : diags) out.push_back(d.summary + " @ " + range_text(*d.subject));
    return out;
  };
  using List = std::vector<std::string>;
  CHECK(summaries("block_set {\n  block_type = \"b\"\n}\n") == List{"Missing spec block @ s.hcldec:1,11-11"});
  // A child dropped for its label, or an unexpected argument, is reported alone.
  CHECK(summaries("block {\n  block_type = \"b\"\n  attr \"v\" {\n    type = number\n  }\n}\n") ==
        List{"Extraneous label for attr @ s.hcldec:3,8-11"});
  CHECK(summaries("block_list {\n  block_type = \"b\"\n  foo = 1\n}\n") ==
        List{"Unsupported argument @ s.hcldec:3,3-6"});
  // A block_map without its nested spec decodes to any type.
  CHECK(summaries("block_map {\n  block_type = \"b\"\n  labels = [\"k\"]\n}\n") ==
        List{"Missing spec block @ s.hcldec:1,11-11", "Invalid block_map spec @ s.hcldec:1,11-11"});
  CHECK(summaries("transform {\n  result = 1\n}\n") == List{"Invalid transform spec @ s.hcldec:1,11-11"});
  Diagnostics transform;
  CHECK_FALSE(load_spec(parse("s.hcldec", "transform {\n  result = 1\n}\n"), transform));
  REQUIRE(transform.size() == 1);
  CHECK(transform[0].kind == DiagKind::DecInvalidTransformSpec);
  CHECK(summaries("transform {\n  result = 1\n  literal {\n    value = 1\n  }\n  literal {\n    value = 2\n  }\n}\n") ==
        List{"Invalid transform spec @ s.hcldec:1,11-11"});
}

TEST_CASE("user function errors name the place in the spec") {
  Decoded d = run("function \"f\" {\n  params = [x]\n  result = title(x)\n}\nattr {\n  name = \"v\"\n  type = any\n}\n",
                  "v = f(\"a\")\n");
  REQUIRE(d.diags.size() == 1);
  CHECK(d.diags[0].summary == "Error in function call");
  CHECK(d.diags[0].detail ==
        "Call to function \"f\" failed: s.hcldec:3,12-17: Call to unknown function; There is no function named "
        "\"title\"..");
}

TEST_CASE("a user function's body gets no function suggestion, and its other errors are counted") {
  Decoded d =
      run("function \"f\" {\n  params = [x]\n  result = uper(x)\n}\n"
          "function \"g\" {\n  params = [x]\n  result = [xx, f2(1)]\n}\n"
          "object {\n  attr \"a\" { type = any }\n  attr \"b\" { type = any }\n}\n",
          "a = f(1)\nb = g(1)\n");
  REQUIRE(d.diags.size() == 2);
  CHECK(d.diags[0].summary == "Error in function call");
  CHECK(d.diags[0].detail ==
        "Call to function \"f\" failed: s.hcldec:3,12-16: Call to unknown function; There is no function named "
        "\"uper\"..");
  CHECK(d.diags[0].subject->start.column == 5);
  CHECK(d.diags[0].subject->end.column == 7);
  CHECK(d.diags[1].detail ==
        "Call to function \"g\" failed: s.hcldec:7,13-15: Unknown variable; There is no variable named \"xx\". "
        "Did you mean \"x\"?, and 1 other diagnostic(s).");
}

TEST_CASE("a user function's parameters refuse null, as the standard functions' do") {
  Decoded d =
      run("function \"v\" {\n  params = [x]\n  variadic_param = r\n  result = x\n}\n"
          "object {\n  attr \"a\" { type = any }\n  attr \"b\" { type = any }\n}\n",
          "a = v(null)\nb = v(1, [2, null]...)\n");
  REQUIRE(d.diags.size() == 2);
  CHECK(d.diags[0].summary == "Invalid function argument");
  CHECK(d.diags[0].detail == "Invalid value for \"x\" parameter: argument must not be null.");
  CHECK(d.diags[0].subject->start.column == 7);
  CHECK(d.diags[0].subject->end.column == 11);
  CHECK(d.diags[1].detail == "Invalid value for \"r\" parameter: argument must not be null.");
  CHECK(d.diags[1].subject->start.column == 10);
  CHECK(d.diags[1].subject->end.column == 19);
}

TEST_CASE("a block_map without blocks is an empty map of the element type, whatever the labels") {
  Decoded d =
      run("block_map {\n  block_type = \"svc\"\n  labels = [\"a\", \"b\"]\n  attr {\n    name = \"x\"\n"
          "    type = number\n  }\n}\n",
          "");
  CHECK(d.diags.empty());
  CHECK(d.json == R"({"value":{},"type":["map","number"]})");
}

TEST_CASE("spec mistakes worded as the reference's hcldec words them") {
  auto load_errors = [](const std::string& text) {
    Diagnostics diags;
    load_spec(parse("s.hcldec", text), diags);
    return diags;
  };
  // Every block-like kind says "A block spec"; a block_map without a nested
  // spec could hold anything, which the reference reports second.
  Diagnostics no_nested = load_errors("block_map {\n  block_type = \"p\"\n  labels = [\"n\"]\n}\n");
  REQUIRE(no_nested.size() == 2);
  CHECK(no_nested[0].kind == DiagKind::DecMissingSpecBlock);
  CHECK(no_nested[0].detail ==
        "A block spec must have exactly one child spec specifying how to decode block contents.");
  CHECK(no_nested[1].kind == DiagKind::DecInvalidBlockMapSpec);
  Diagnostics transform = load_errors("transform {\n  result = 1\n}\n");
  REQUIRE(transform.size() == 1);
  CHECK(transform[0].kind == DiagKind::DecInvalidTransformSpec);
  CHECK(transform[0].summary == "Invalid transform spec");
  CHECK(transform[0].detail == "A transform spec block must have exactly one nested spec block.");
  // An attr without a type takes any value.
  Decoded d = run("object {\n  attr \"v\" {\n  }\n}\n", "v = \"x\"\n");
  CHECK(d.diags.empty());
  CHECK(d.json == R"({"value":{"v":"x"},"type":["object",{"v":"string"}]})");
}

}  // namespace
}  // namespace hclc::dec
