#pragma once
// Helpers shared by the standard library's themes (not installed API).

#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>
#include "runtime/text.h"

#include "runtime/function.h"
#include "runtime/result.h"
#include "runtime/type.h"
#include "runtime/value.h"

namespace hclc::stdlib_support {

// Limits on what one call may build, where an argument could otherwise
// demand unbounded memory or time.
inline constexpr std::size_t kMaxResultElements = 1'000'000;
inline constexpr std::size_t kMaxResultBytes = 64 * 1024 * 1024;

inline Error argument_error(std::size_t index, std::string message) {
  return Error{.message = std::move(message), .argument = index};
}

// A parameter; flags as in Parameter.
struct ParameterFlags {
  bool allow_null = false;
  bool allow_unknown = false;
  bool allow_dynamic = false;
  bool allow_marked = false;
  bool allow_unknown_elements = false;
};
inline Parameter parameter(std::string name, Type type, ParameterFlags flags = {}) {
  return Parameter{.name = std::move(name),
                   .type = std::move(type),
                   .allow_null = flags.allow_null,
                   .allow_unknown = flags.allow_unknown,
                   .allow_dynamic = flags.allow_dynamic,
                   .allow_marked = flags.allow_marked,
                   .allow_unknown_elements = flags.allow_unknown_elements};
}
// The common case: a value of any type, whose dynamic type the result-type
// callback can handle itself.
inline constexpr ParameterFlags kDynamicOk{.allow_dynamic = true};
// A collection the function takes element by element, as the reference does:
// known with unknown elements, it is given to the implementation.
inline constexpr ParameterFlags kElementwise{.allow_unknown_elements = true};

// Makes the named functions of `table` promise results that are not null
// (runtime/function.h), as the reference's do: most of its functions never
// return a null, even when the result is unknown.
void refine_results_not_null(FunctionTable& table, std::initializer_list<std::string_view> names);

// A coalesce function: its arguments unify to one type ("all arguments must
// have the same type" when they do not), and the result is the first of
// them, converted to it, that `passed_over` does not skip; an unknown
// argument before it makes the result unknown; `none_left` when every one
// is skipped. go-cty's skips nulls, Terraform's empty strings too.
Function coalescing_function(std::function<bool(const Value& converted)> passed_over, std::string none_left);

// A whole number in int64 range, as the reference requires of counts and
// indexes: "value must be a whole number, between ... and ...".
Result<std::int64_t> to_int64(const Value& number);

// A string of at most kMaxResultBytes, or an error saying the result is too long.
Result<Value> bounded_string(std::string text);

// Unicode extended grapheme clusters of a UTF-8 string, as byte ranges.
std::vector<std::pair<std::size_t, std::size_t>> grapheme_clusters(std::string_view utf8);

}  // namespace hclc::stdlib_support

namespace hclc::stdlib_support {

// The code points of a UTF-8 string (which must be valid) and back.
std::u32string to_code_points(std::string_view utf8);
std::string to_utf8(std::u32string_view code_points);

}  // namespace hclc::stdlib_support

namespace hclc::stdlib_support {

// Value::same_as as an equality for hashed containers.
struct SameValue {
  bool operator()(const Value& a, const Value& b) const { return a.same_as(b); }
};

}  // namespace hclc::stdlib_support
