#pragma once
// A JSON document's values as the JSON syntax gives them with no evaluation
// context (the reference's Expression.Value(nil), as for hcldec's --vars):
// strings are their own text, never templates; numbers keep their exact
// value; arrays are tuples and objects objects. Read straight from the
// document's nodes, with no IR in between: a variables file of 200,000 keys
// would otherwise build an IR node (and its arena) for every value, only to
// evaluate each once.
//
// The values and diagnostics are those of the JSON body's attributes
// (json_body.h: just_attributes, then each expression's value with no
// context), but for the evaluator's work budget: literal data is as large as
// its file and cannot run away, so no number of values is refused (the
// reference refuses none either).

#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "json/json.h"
#include "runtime/value.h"

namespace hclc::json {

// The value of `node`. An object that repeats a key (after NFC
// normalization) is reported at the repetition, and is then unknown.
Value literal_value(const Document& doc, const Node& node, Diagnostics& diags);

struct LiteralAttribute {
  std::string name;
  Value value;
};

// The attributes of the document's root object, in order, with their values:
// a property named "//" is a comment; a repeated name is reported and its
// first definition kept; a root array is reported (no attributes). The
// repetitions are reported before any value's diagnostics.
std::vector<LiteralAttribute> literal_attributes(const Document& doc, Diagnostics& diags);

}  // namespace hclc::json
