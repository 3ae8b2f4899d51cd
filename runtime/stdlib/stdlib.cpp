#include "runtime/stdlib/stdlib.h"

namespace hclc {

FunctionTable standard_functions() {
  FunctionTable table;
  add_number_functions(table);
  add_string_functions(table);
  add_regex_functions(table);
  add_format_functions(table);
  add_collection_functions(table);
  add_set_functions(table);
  add_encoding_functions(table);
  add_datetime_functions(table);
  add_conversion_functions(table);
  return table;
}

}  // namespace hclc
