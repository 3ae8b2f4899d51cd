#pragma once
// hclc: HCL v2, the HashiCorp Configuration Language, as a C++20 library.
// One include for the whole public API (namespace hcl):
//
//   parser.h           Parser, File, Syntax: files, expressions, templates; merge_files
//   body.h             Body, BodySchema, BodyContent, PartialContent, Attribute, Block
//   expression.h       Expression (value, type check, variables, range, readings as syntax), Traversal
//   eval_context.h     EvalContext: variables, functions, child scopes
//   format.h           format: native-syntax text laid out as hclfmt does
//   function.h         Function, Parameter: application-defined functions
//   spec.h             Spec: hcldec specs, decoding a body by one as hcldec does
//   decode.h           decode<T>: a body into the application's own structs
//   functions.h        FunctionTheme: the standard library by theme
//   extensions.h       opt-in packs: dynamic blocks, Terraform's functions
//   type_constraint.h  TypeConstraint: `list(string)`, `optional(T, default)`
//   value.h            Value, Type: builders, accessors, conversion, JSON
//   diagnostics.h      Diagnostics, Range, render_text, render_json
//   document.h         Document: comment-preserving edits of native-syntax files
//   result.h           Result<T>: a value or an error message
//   version.h          HCLC_VERSION

#include "hclc/body.h"
#include "hclc/body_value.h"
#include "hclc/decode.h"
#include "hclc/diagnostics.h"
#include "hclc/document.h"
#include "hclc/eval_context.h"
#include "hclc/expression.h"
#include "hclc/extensions.h"
#include "hclc/format.h"
#include "hclc/function.h"
#include "hclc/functions.h"
#include "hclc/parser.h"
#include "hclc/result.h"
#include "hclc/spec.h"
#include "hclc/type_constraint.h"
#include "hclc/value.h"
#include "hclc/version.h"
