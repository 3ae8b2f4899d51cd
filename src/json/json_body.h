#pragma once
// HCL's JSON syntax as bodies (json-syntax.md): a body is a JSON object (or an
// array of objects); a property is an attribute or, when the schema names it
// as a block type, one block per object (or per array element) after one
// level of nested objects per label. "//" properties are comments. Values are
// expressions: strings are templates, arrays tuples, objects objects.

#include <memory>

#include "body/body.h"
#include "json/json.h"

namespace hclc::json {

// The root body of a parsed document (which it keeps alive).
body::BodyPtr json_body(std::shared_ptr<const Document> doc);

// A value of the document as the JSON syntax reads an attribute's value
// (strings are templates), with its literal-only reading and the syntax
// errors of its templates.
body::Expression expression_of(const Document& doc, const Node& value);

}  // namespace hclc::json
