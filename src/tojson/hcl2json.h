#pragma once
// A native-syntax file as the JSON that `@cdktf/hcl2json`'s `parse` returns
// (the hcl2json shape), for the npm package (js/), whose `parse` is a drop-in
// for it. Unlike `hclc json` (native_to_json.h) this JSON is not meant to be
// read back as HCL's JSON syntax; it is the shape JavaScript code written
// against hcl2json expects:
//
// - A body is an object with its keys sorted (by bytes). A block nests one
//   object per label, and its bodies are always an array, even for one
//   block (`"resource": {"aws_instance": {"web": [{…}]}}`). An attribute
//   replaces blocks of its own name; blocks of one type with and without
//   labels, or with fewer labels than another of the same type, are errors
//   (ConversionError), as in hcl2json.
// - Literals are JSON values; `-` before a number literal and `!` before a
//   bool literal are folded. Tuples and objects convert element by element:
//   `[a, 1]` is `["${a}", 1]`. An object's key is its identifier or
//   traversal text, a string's value, or "${…}" around another expression.
// - A template's literal text keeps `${` and `%{` escaped (`$${`, `%%{`); its
//   interpolations are "${…}" around their source text, except literals
//   (converted to strings: `${1.50}` is "1.5"), nested strings, and
//   conditionals, which become `%{if c}…%{else}…%{endif}` directives as
//   `%{ if }` directives do; `%{ for }` directives are `%{for k, v in c}…
//   %{endfor}`. Strip markers are applied and not written back.
// - A template that is one interpolation converts as the expression inside;
//   any other expression is "${…}" around its source text.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ir/builder.h"

namespace hclc::tojson {

// Why a file that parsed cannot take the hcl2json shape, in hcl2json's words
// ("invalid HCL detected for \"a\" block, cannot have blocks with and without
// labels").
struct Hcl2JsonError {
  std::string message;
};

// The compact JSON text of a file parsed without errors from `source_text`,
// or the error that stops its conversion.
struct Hcl2JsonResult {
  std::string json;
  std::optional<Hcl2JsonError> error;
};

Hcl2JsonResult native_to_hcl2json(const ir::File& file, std::string_view source_text);

// A reference as @cdktf/hcl2json's getReferencesInExpression reports it: the
// traversal's text with every step after a dot (`var.m."k".0`) and its byte
// offsets in the expression.
struct Hcl2JsonReference {
  std::string value;
  std::uint32_t start = 0;
  std::uint32_t end = 0;
};

// The references of an expression parsed (as getReferencesInExpression
// parses it: a text that starts with `"` as an expression, any other as a
// template), in source order, without the names its for-expressions bind.
std::vector<Hcl2JsonReference> hcl2json_references(const ir::Expression& expression);

}  // namespace hclc::tojson
