#pragma once
// Choosing the functions an EvalContext offers: the standard library whole or
// by theme, and the names of each theme's functions.
//
//   hcl::EvalContext ctx;
//   ctx.add_standard_functions(hcl::FunctionTheme::strings);   // upper, join, ...
//   ctx.add_standard_functions(hcl::FunctionTheme::numbers);   // max, abs, ...
//   ctx.remove_function("title");                              // not this one
//   ctx.add_function("upper", my_upper);                       // replaces upper
//   for (const std::string& name : ctx.function_names()) ...   // what is offered

#include <string>
#include <vector>

namespace hcl {

// The standard library (go-cty's functions under the names HCL applications
// give them), by theme.
enum class FunctionTheme {
  numbers,      // abs ceil floor log pow signum parseint min max int
  strings,      // chomp indent join lower upper replace split strrev substr title trim trimprefix
                // trimsuffix trimspace strlen sort
  regex,        // regex regexall regexreplace (RE2 with Go's regexp syntax)
  format,       // format formatlist
  collections,  // chunklist coalesce coalescelist compact concat contains distinct element flatten
                // index keys length lookup merge range reverse slice values zipmap hasindex
  sets,         // setintersection setproduct setsubtract setsymmetricdifference setunion sethaselement
  encoding,     // csvdecode jsondecode jsonencode
  datetime,     // formatdate timeadd
  conversion,   // tostring tonumber tobool tolist toset tomap
  expressions,  // try can convert: they take expressions and type constraints, not values
};

// Every theme, in the order above.
std::vector<FunctionTheme> all_function_themes();

// The names of a theme's functions, in byte order.
std::vector<std::string> standard_function_names(FunctionTheme theme);

}  // namespace hcl
