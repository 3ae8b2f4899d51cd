#pragma once
// The standard function library: the reference's (go-cty) functions under the
// names HCL applications give them, with the same signatures, results,
// null/unknown handling and error messages. Errors name the argument at fault
// through Error::argument; the evaluator words them as the reference does
// ("Invalid value for "str" parameter: ..." or "Call to function ... failed").
//
// Take the table whole, or add only the themes an application wants.
// Not here: try, can and convert, which take unevaluated expressions (src/eval).

#include "runtime/function.h"

namespace hclc {

// Every function below.
FunctionTable standard_functions();

// abs ceil floor log pow signum parseint min max int
void add_number_functions(FunctionTable& table);
// chomp indent join lower upper replace split strrev substr title trim
// trimprefix trimsuffix trimspace strlen sort
void add_string_functions(FunctionTable& table);
// regex regexall regexreplace (RE2 with Go's regexp syntax)
void add_regex_functions(FunctionTable& table);
// format formatlist
void add_format_functions(FunctionTable& table);
// chunklist coalesce coalescelist compact concat contains distinct element
// flatten index keys length lookup merge range reverse slice values zipmap
// hasindex
void add_collection_functions(FunctionTable& table);
// setintersection setproduct setsubtract setsymmetricdifference setunion
// sethaselement
void add_set_functions(FunctionTable& table);
// csvdecode jsondecode jsonencode
void add_encoding_functions(FunctionTable& table);
// formatdate timeadd
void add_datetime_functions(FunctionTable& table);
// tostring tonumber tobool tolist toset tomap
void add_conversion_functions(FunctionTable& table);

}  // namespace hclc
