// chomp indent join lower upper replace split strrev substr title trim
// trimprefix trimsuffix trimspace strlen sort
#include <unicode/uchar.h>

#include <algorithm>
#include <array>
#include <string>

#include "runtime/stdlib/stdlib.h"
#include "runtime/stdlib/support.h"
#include "runtime/text.h"
#include "runtime/value_range.h"

namespace hclc {

namespace {

using namespace stdlib_support;

Function string_function(std::vector<std::string> names,
                         std::function<Result<Value>(std::span<const Value>)> operation) {
  std::vector<Parameter> parameters;
  for (std::string& name : names) parameters.push_back(parameter(std::move(name), Type::string(), kDynamicOk));
  return Function({
      .parameters = std::move(parameters),
      .variadic = std::nullopt,
      .result_type = Function::returns(Type::string()),
      .implementation = [operation = std::move(operation)](std::span<const Value> args,
                                                           const Type&) { return operation(args); },
  });
}

// Each code point mapped alone, as Go's strings.ToUpper/ToLower/ToTitle map
// them (simple case mappings: "ß" stays "ß"). They map ASCII to ASCII, so
// an ASCII byte maps through a table made once per mapping.
template <UChar32 (*Mapping)(UChar32)>
std::string map_code_points(std::string_view text) {
  static const std::array<char, 0x80> kAscii = [] {
    std::array<char, 0x80> table{};
    for (UChar32 c = 0; c < 0x80; ++c) table[static_cast<std::size_t>(c)] = static_cast<char>(Mapping(c));
    return table;
  }();
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x80) {
      out += kAscii[byte];
      ++i;
      continue;
    }
    const CodePointAt at = code_point_at(text, i);
    append_utf8(out, static_cast<char32_t>(Mapping(static_cast<UChar32>(at.code_point))));
    i += at.length;
  }
  return out;
}

// Go's strings.Title word separators: ASCII other than letters, digits and
// '_'; beyond ASCII, white space (letters, digits and all else join words).
bool is_title_separator(char32_t c) {
  if (c < 0x80) {
    return !((c >= U'0' && c <= U'9') || (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') || c == U'_');
  }
  if (u_isalpha(static_cast<UChar32>(c)) || u_isdigit(static_cast<UChar32>(c))) return false;
  return u_isUWhiteSpace(static_cast<UChar32>(c));
}

std::string title_case(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  char32_t previous = U' ';
  for (std::size_t i = 0; i < text.size();) {
    const CodePointAt at = code_point_at(text, i);
    const bool starts_word = is_title_separator(previous);
    append_utf8(out,
                starts_word ? static_cast<char32_t>(u_totitle(static_cast<UChar32>(at.code_point))) : at.code_point);
    previous = at.code_point;
    i += at.length;
  }
  return out;
}

bool is_space(char32_t c) { return u_isUWhiteSpace(static_cast<UChar32>(c)); }

std::string trim_space(std::string_view text) {
  std::u32string code_points = to_code_points(text);
  std::size_t begin = 0;
  std::size_t end = code_points.size();
  while (begin < end && is_space(code_points[begin])) ++begin;
  while (end > begin && is_space(code_points[end - 1])) --end;
  return to_utf8(std::u32string_view(code_points).substr(begin, end - begin));
}

// Go's strings.Trim: code points in `cutset` removed from both ends.
std::string trim_cutset(std::string_view text, std::string_view cutset) {
  std::u32string code_points = to_code_points(text);
  std::u32string cut = to_code_points(cutset);
  auto in_cut = [&](char32_t c) { return cut.find(c) != std::u32string::npos; };
  std::size_t begin = 0;
  std::size_t end = code_points.size();
  while (begin < end && in_cut(code_points[begin])) ++begin;
  while (end > begin && in_cut(code_points[end - 1])) --end;
  return to_utf8(std::u32string_view(code_points).substr(begin, end - begin));
}

// Every occurrence of `from` replaced, as Go's strings.ReplaceAll does (an
// empty `from` matches before each code point and at the end).
Result<Value> replace_all(std::string_view text, std::string_view from, std::string_view to) {
  std::string out;
  if (from.empty()) {
    std::size_t code_points = to_code_points(text).size();
    if ((code_points + 1) * to.size() + text.size() > kMaxResultBytes)
      return bounded_string(std::string(kMaxResultBytes + 1, ' '));
    out += to;
    for (std::size_t i = 0; i < text.size(); ++i) {
      out += text[i];
      bool ends_code_point = i + 1 == text.size() || !is_utf8_continuation(text[i + 1]);
      if (ends_code_point) out += to;
    }
    return bounded_string(std::move(out));
  }
  std::size_t start = 0;
  for (std::size_t found = text.find(from); found != std::string_view::npos; found = text.find(from, start)) {
    out += text.substr(start, found - start);
    out += to;
    start = found + from.size();
    if (out.size() > kMaxResultBytes) return bounded_string(std::move(out));
  }
  out += text.substr(start);
  return bounded_string(std::move(out));
}

std::vector<Value> split_all(std::string_view text, std::string_view separator) {
  std::vector<Value> parts;
  if (separator.empty()) {
    // Go splits into code points (an empty string into nothing).
    for (char32_t c : to_code_points(text)) {
      std::string one;
      append_utf8(one, c);
      parts.push_back(Value::string(one));
    }
    return parts;
  }
  std::size_t start = 0;
  for (std::size_t found = text.find(separator); found != std::string_view::npos; found = text.find(separator, start)) {
    parts.push_back(Value::string(text.substr(start, found - start)));
    start = found + separator.size();
  }
  parts.push_back(Value::string(text.substr(start)));
  return parts;
}

Result<Value> substring(const Value& text, const Value& offset_value, const Value& length_value) {
  Result<std::int64_t> offset = to_int64(offset_value);
  if (!offset) return offset.error();
  Result<std::int64_t> length = to_int64(length_value);
  if (!length) return length.error();
  const std::string& str = text.as_string();
  auto clusters = grapheme_clusters(str);
  auto count = static_cast<std::int64_t>(clusters.size());
  std::int64_t begin = *offset;
  if (begin < 0) begin = std::max<std::int64_t>(count + begin, 0);
  if (begin >= count) return Value::string("");
  std::int64_t end = *length < 0 || *length > count - begin ? count : begin + *length;
  if (end <= begin) return Value::string("");
  std::size_t first = clusters[static_cast<std::size_t>(begin)].first;
  std::size_t last = clusters[static_cast<std::size_t>(end - 1)].second;
  return Value::string(std::string_view(str).substr(first, last - first));
}

Result<Value> join_lists(std::span<const Value> args) {
  if (args.size() < 2) return Error{"at least one list is required"};
  const std::string& separator = args[0].as_string();
  std::string out;
  bool first = true;
  for (std::size_t list = 1; list < args.size(); ++list) {
    std::span<const Value> elements = args[list].elements();
    for (std::size_t i = 0; i < elements.size(); ++i) {
      if (elements[i].is_null()) {
        std::string where = args.size() == 2 ? "element " + std::to_string(i)
                                             : "element " + std::to_string(i) + " of list " + std::to_string(list);
        return argument_error(list, where + " is null; cannot concatenate null values");
      }
      if (!first) out += separator;
      first = false;
      out += elements[i].as_string();
      if (out.size() > kMaxResultBytes) return bounded_string(std::move(out));
    }
  }
  return bounded_string(std::move(out));
}

}  // namespace

void add_string_functions(FunctionTable& table) {
  table.add("upper", string_function({"str"}, [](std::span<const Value> a) -> Result<Value> {
              return Value::string(map_code_points<u_toupper>(a[0].as_string()));
            }));
  table.add("lower", string_function({"str"}, [](std::span<const Value> a) -> Result<Value> {
              return Value::string(map_code_points<u_tolower>(a[0].as_string()));
            }));
  table.add("title", string_function({"str"}, [](std::span<const Value> a) -> Result<Value> {
              return Value::string(title_case(a[0].as_string()));
            }));
  table.add("strrev", string_function({"str"}, [](std::span<const Value> a) -> Result<Value> {
              const std::string& str = a[0].as_string();
              auto clusters = grapheme_clusters(str);
              std::string out;
              out.reserve(str.size());
              for (auto it = clusters.rbegin(); it != clusters.rend(); ++it) {
                out.append(str, it->first, it->second - it->first);
              }
              return Value::string(out);
            }));
  // A length is never null nor negative; an unknown string is at least as
  // long as its known prefix.
  table.add("strlen",
            Function({
                .parameters = {parameter("str", Type::string(), {.allow_unknown = true, .allow_dynamic = true})},
                .variadic = std::nullopt,
                .result_type = Function::returns(Type::number()),
                .implementation = [](std::span<const Value> a, const Type&) -> Result<Value> {
                  if (!a[0].is_known()) {
                    Refinement at_least_prefix;
                    at_least_prefix.lower = Number::from_uint(grapheme_count(range_of(a[0]).prefix));
                    return Value::unknown(Type::number(), at_least_prefix);
                  }
                  return Value::number(static_cast<std::int64_t>(grapheme_count(a[0].as_string())));
                },
                .result_refinement = Refinement::number_between(Number::from_int(0), std::nullopt),
            }));
  table.add("chomp", string_function({"str"}, [](std::span<const Value> a) -> Result<Value> {
              std::string_view str = a[0].as_string();
              // Trailing line endings: \n, \r\n and lone \r, any number of them.
              while (!str.empty() && (str.back() == '\n' || str.back() == '\r')) str.remove_suffix(1);
              return Value::string(str);
            }));
  table.add("trimspace", string_function({"str"}, [](std::span<const Value> a) -> Result<Value> {
              return Value::string(trim_space(a[0].as_string()));
            }));
  table.add("trim", string_function({"str", "cutset"}, [](std::span<const Value> a) -> Result<Value> {
              return Value::string(trim_cutset(a[0].as_string(), a[1].as_string()));
            }));
  table.add("trimprefix", string_function({"str", "prefix"}, [](std::span<const Value> a) -> Result<Value> {
              std::string_view str = a[0].as_string();
              if (str.starts_with(a[1].as_string())) str.remove_prefix(a[1].as_string().size());
              return Value::string(str);
            }));
  table.add("trimsuffix", string_function({"str", "suffix"}, [](std::span<const Value> a) -> Result<Value> {
              std::string_view str = a[0].as_string();
              if (str.ends_with(a[1].as_string())) str.remove_suffix(a[1].as_string().size());
              return Value::string(str);
            }));
  table.add("replace", string_function({"str", "substr", "replace"}, [](std::span<const Value> a) {
              return replace_all(a[0].as_string(), a[1].as_string(), a[2].as_string());
            }));
  table.add(
      "indent",
      Function({
          .parameters = {parameter("spaces", Type::number(), kDynamicOk), parameter("str", Type::string(), kDynamicOk)},
          .variadic = std::nullopt,
          .result_type = Function::returns(Type::string()),
          .implementation = [](std::span<const Value> a, const Type&) -> Result<Value> {
            Result<std::int64_t> spaces = to_int64(a[0]);
            if (!spaces) return spaces.error();
            // The reference crashes on a negative count.
            if (*spaces < 0) return Error{"the number of spaces must not be negative"};
            if (static_cast<std::uint64_t>(*spaces) > kMaxResultBytes) {
              return bounded_string(std::string(kMaxResultBytes + 1, ' '));
            }
            return replace_all(a[1].as_string(), "\n", "\n" + std::string(static_cast<std::size_t>(*spaces), ' '));
          },
      }));
  table.add(
      "substr",
      Function({
          .parameters = {parameter("str", Type::string(), kDynamicOk), parameter("offset", Type::number(), kDynamicOk),
                         parameter("length", Type::number(), kDynamicOk)},
          .variadic = std::nullopt,
          .result_type = Function::returns(Type::string()),
          .implementation = [](std::span<const Value> a, const Type&) { return substring(a[0], a[1], a[2]); },
      }));
  table.add("split", Function({
                         .parameters = {parameter("separator", Type::string(), kDynamicOk),
                                        parameter("str", Type::string(), kDynamicOk)},
                         .variadic = std::nullopt,
                         .result_type = Function::returns(Type::list(Type::string())),
                         .implementation = [](std::span<const Value> a, const Type&) -> Result<Value> {
                           return Value::list(Type::string(), split_all(a[1].as_string(), a[0].as_string()));
                         },
                     }));
  table.add("join", Function({
                        .parameters = {parameter("separator", Type::string(), kDynamicOk)},
                        .variadic = parameter("lists", Type::list(Type::string()), kDynamicOk),
                        .result_type = Function::returns(Type::string()),
                        .implementation = [](std::span<const Value> a, const Type&) { return join_lists(a); },
                    }));
  table.add(
      "sort",
      Function({
          .parameters = {parameter("list", Type::list(Type::string()), {.allow_unknown = true, .allow_dynamic = true})},
          .variadic = std::nullopt,
          .result_type = Function::returns(Type::list(Type::string())),
          .implementation = [](std::span<const Value> a, const Type& type) -> Result<Value> {
            // Unknown elements leave the order unknown, not the length.
            if (!a[0].is_wholly_known()) {
              const Refinement range = range_of(a[0]);
              Refinement length;
              length.min_length = range.min_length;
              length.max_length = range.max_length;
              return Value::unknown(type, length);
            }
            std::vector<Value> elements(a[0].elements().begin(), a[0].elements().end());
            for (std::size_t i = 0; i < elements.size(); ++i) {
              if (elements[i].is_null()) {
                return Error{"given list element " + std::to_string(i) + " is null; a null string cannot be sorted"};
              }
            }
            std::stable_sort(elements.begin(), elements.end(),
                             [](const Value& x, const Value& y) { return x.as_string() < y.as_string(); });
            return Value::list(Type::string(), std::move(elements));
          },
      }));
  stdlib_support::refine_results_not_null(
      table, {"upper", "lower", "title", "strrev", "chomp", "trimspace", "trim", "trimprefix", "trimsuffix", "replace",
              "split", "join", "sort", "substr", "indent"});
}

}  // namespace hclc
