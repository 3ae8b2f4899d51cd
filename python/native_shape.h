#pragma once
// hclc.loads' dict in the file's order, with metadata on request: the dict
// body_value/body_source_value give (keys in byte order, as every hcl::Value
// object) rearranged by a native body's items (python/native_shape.cpp).
#include <pybind11/pybind11.h>

#include <functional>
#include <string_view>

#include "hclc/body.h"
#include "hclc/value.h"

namespace hclc_python {

// `config`, the dict of `body` (native syntax, parsed from `source`), with
// its keys in source order: attributes and block types in order of first
// appearance, each block's body likewise, and the keys of object
// constructors as written. With `with_meta`, each block's dict gains
// "__start_line__" and "__end_line__" (python-hcl2's names) and "__range__",
// and each body's dict "__attribute_ranges__" (attribute name -> range); a
// range is a dict of filename, start_line, start_column, start_byte,
// end_line, end_column, end_byte. A body that is not native (JSON) is left
// as it is.
//
// `kept_as_source`, for a dict of body_source_value (not evaluated), turns an
// expression's value into Python; an object or tuple constructor that holds
// references (a "${…}" string there) then becomes a dict or list whose
// members follow body_source_value's rules one by one
// (`{Name = var.name}` -> {"Name": "${var.name}"}).
using ValueToPython = std::function<pybind11::object(const hcl::Value&)>;
pybind11::dict in_source_order(const pybind11::dict& config, const hcl::Body& body, std::string_view source,
                               bool with_meta, const ValueToPython& kept_as_source);

}  // namespace hclc_python
