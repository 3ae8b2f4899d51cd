// regex regexall regexreplace: RE2, which accepts Go's regexp syntax (the
// reference's), with Go's error wording and Go's rules for successive matches.
#include <re2/re2.h>

#include <memory>
#include <string>

#include "runtime/stdlib/stdlib.h"
#include "runtime/stdlib/support.h"

namespace hclc {

namespace {

using namespace stdlib_support;

// Go's regexp/syntax error codes for RE2's.
std::string go_error_code(RE2::ErrorCode code) {
  switch (code) {
    case RE2::ErrorBadEscape: return "invalid escape sequence";
    case RE2::ErrorBadCharClass: return "invalid character class";
    case RE2::ErrorBadCharRange: return "invalid character class range";
    case RE2::ErrorMissingBracket: return "missing closing ]";
    case RE2::ErrorMissingParen: return "missing closing )";
    case RE2::ErrorUnexpectedParen: return "unexpected )";
    case RE2::ErrorTrailingBackslash: return "trailing backslash at end of expression";
    case RE2::ErrorRepeatArgument: return "missing argument to repetition operator";
    case RE2::ErrorRepeatSize: return "invalid repeat count";
    case RE2::ErrorRepeatOp: return "invalid nested repetition operator";
    case RE2::ErrorBadPerlOp: return "invalid or unsupported Perl syntax";
    case RE2::ErrorBadUTF8: return "invalid UTF-8";
    case RE2::ErrorBadNamedCapture: return "invalid named capture";
    case RE2::ErrorPatternTooLarge: return "expression too large";
    default: return "internal error";
  }
}

struct CompiledPattern {
  std::shared_ptr<RE2> re;
  // Go's syntax error as "code" and "fragment", when the pattern is bad.
  std::string error_code;
  std::string error_fragment;
};

CompiledPattern compile(const std::string& pattern) {
  RE2::Options options;
  options.set_log_errors(false);
  options.set_max_mem(64 << 20);
  auto re = std::make_shared<RE2>(pattern, options);
  if (!re->ok()) return {nullptr, go_error_code(re->error_code()), re->error_arg()};
  // RE2's \C (any byte) has no meaning in Go's syntax.
  for (std::size_t i = 0; i + 1 < pattern.size(); ++i) {
    if (pattern[i] == '\\') {
      if (pattern[i + 1] == 'C') return {nullptr, "invalid escape sequence", "\\C"};
      ++i;
    }
  }
  return {std::move(re), {}, {}};
}

// The type of one match: the whole match, a tuple of the groups, or an object
// of the named groups.
Result<Type> match_type(const RE2& re) {
  int groups = re.NumberOfCapturingGroups();
  if (groups == 0) return Type::string();
  const auto& names = re.CapturingGroupNames();
  if (names.empty()) return Type::tuple(std::vector<Type>(static_cast<std::size_t>(groups), Type::string()));
  if (names.size() != static_cast<std::size_t>(groups)) {
    return argument_error(0, "invalid regexp pattern: cannot mix both named and unnamed capture groups");
  }
  std::map<std::string, Type> attributes;
  for (const auto& [index, name] : names) attributes.emplace(name, Type::string());
  return Type::object(std::vector<Type::Attribute>(attributes.begin(), attributes.end()));
}

Result<CompiledPattern> compile_for_match(const Value& pattern) {
  CompiledPattern compiled = compile(pattern.as_string());
  if (!compiled.re) {
    return argument_error(0, "invalid regexp pattern: " + compiled.error_code + " in " + compiled.error_fragment);
  }
  return compiled;
}

Value match_value(const RE2& re, const std::vector<re2::StringPiece>& groups) {
  int count = re.NumberOfCapturingGroups();
  auto group_value = [&](int i) {
    const re2::StringPiece& g = groups[static_cast<std::size_t>(i)];
    return g.data() == nullptr ? Value::null(Type::string()) : Value::string(std::string_view(g.data(), g.size()));
  };
  if (count == 0) return group_value(0);
  const auto& names = re.CapturingGroupNames();
  if (names.empty()) {
    std::vector<Value> elements;
    for (int i = 1; i <= count; ++i) elements.push_back(group_value(i));
    return Value::tuple(std::move(elements));
  }
  std::map<std::string, Value> by_name;
  for (const auto& [index, name] : names) by_name.insert_or_assign(name, group_value(index));
  return Value::object(std::vector<Value::Entry>(by_name.begin(), by_name.end()));
}

std::size_t code_point_width(std::string_view text, std::size_t pos) {
  if (pos >= text.size()) return 1;
  return code_point_at(text, pos).length;
}

// Successive non-overlapping matches, skipping an empty match that abuts the
// previous match, as Go's FindAll functions do.
std::vector<Value> all_matches(const RE2& re, std::string_view text, std::size_t limit) {
  std::vector<Value> matches;
  std::vector<re2::StringPiece> groups(static_cast<std::size_t>(re.NumberOfCapturingGroups()) + 1);
  std::size_t pos = 0;
  std::ptrdiff_t previous_end = -1;
  while (pos <= text.size() && matches.size() < limit) {
    if (!re.Match(text, pos, text.size(), RE2::UNANCHORED, groups.data(), static_cast<int>(groups.size()))) break;
    auto start = static_cast<std::size_t>(groups[0].data() - text.data());
    std::size_t end = start + groups[0].size();
    bool accept = true;
    if (end == pos) {
      if (static_cast<std::ptrdiff_t>(start) == previous_end) accept = false;
      pos += code_point_width(text, pos);
    } else {
      pos = end;
    }
    previous_end = static_cast<std::ptrdiff_t>(end);
    if (accept) matches.push_back(match_value(re, groups));
  }
  return matches;
}

// Go's Regexp.Expand template language: $1, ${1}, $name, ${name}, $$; a
// group that does not exist expands to nothing; a malformed $ stays as is.
void expand_template(std::string& out, std::string_view replacement, const RE2& re,
                     const std::vector<re2::StringPiece>& groups) {
  auto is_name_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (std::size_t i = 0; i < replacement.size(); ++i) {
    if (replacement[i] != '$') {
      out += replacement[i];
      continue;
    }
    std::string_view rest = replacement.substr(i + 1);
    if (!rest.empty() && rest[0] == '$') {
      out += '$';
      ++i;
      continue;
    }
    std::string_view name;
    std::size_t consumed = 0;
    if (!rest.empty() && rest[0] == '{') {
      std::size_t close = 1;
      while (close < rest.size() && is_name_char(rest[close])) ++close;
      if (close > 1 && close < rest.size() && rest[close] == '}') {
        name = rest.substr(1, close - 1);
        consumed = close + 1;
      }
    } else {
      std::size_t length = 0;
      while (length < rest.size() && is_name_char(rest[length])) ++length;
      name = rest.substr(0, length);
      consumed = length;
    }
    if (name.empty()) {
      out += '$';
      continue;
    }
    i += consumed;
    int group = -1;
    bool numeric = std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (numeric) {
      // Go reads a number that overflows as no group at all.
      group = name.size() <= 9 ? std::stoi(std::string(name)) : -1;
    } else {
      auto found = re.NamedCapturingGroups().find(std::string(name));
      if (found != re.NamedCapturingGroups().end()) group = found->second;
    }
    if (group >= 0 && static_cast<std::size_t>(group) < groups.size() &&
        groups[static_cast<std::size_t>(group)].data()) {
      out.append(groups[static_cast<std::size_t>(group)].data(), groups[static_cast<std::size_t>(group)].size());
    }
  }
}

Result<Value> replace_matches(const RE2& re, std::string_view text, std::string_view replacement) {
  std::vector<re2::StringPiece> groups(static_cast<std::size_t>(re.NumberOfCapturingGroups()) + 1);
  std::string out;
  std::size_t last_end = 0;
  std::size_t search = 0;
  while (search <= text.size()) {
    if (!re.Match(text, search, text.size(), RE2::UNANCHORED, groups.data(), static_cast<int>(groups.size()))) break;
    auto start = static_cast<std::size_t>(groups[0].data() - text.data());
    std::size_t end = start + groups[0].size();
    out.append(text.substr(last_end, start - last_end));
    // No replacement for an empty match right after another match.
    if (end > last_end || start == 0) expand_template(out, replacement, re, groups);
    if (out.size() > kMaxResultBytes) return bounded_string(std::move(out));
    last_end = end;
    std::size_t width = code_point_width(text, search);
    if (search + width > end) {
      search += width;
    } else if (search + 1 > end) {
      ++search;
    } else {
      search = end;
    }
  }
  out.append(text.substr(std::min(last_end, text.size())));
  return bounded_string(std::move(out));
}

Result<Type> pattern_result_type(std::span<const Value> args, bool all) {
  if (!args[0].is_known()) return all ? Type::list(Type::dynamic()) : Type::dynamic();
  Result<CompiledPattern> compiled = compile_for_match(args[0]);
  if (!compiled) return compiled.error();
  Result<Type> type = match_type(*compiled->re);
  if (!type || !all) return type;
  return Type::list(*type);
}

}  // namespace

void add_regex_functions(FunctionTable& table) {
  table.add("regex", Function({
                         .parameters = {parameter("pattern", Type::string(), kDynamicOk),
                                        parameter("string", Type::string(), kDynamicOk)},
                         .variadic = std::nullopt,
                         .result_type = [](std::span<const Value> args) { return pattern_result_type(args, false); },
                         .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
                           Result<CompiledPattern> compiled = compile_for_match(args[0]);
                           if (!compiled) return compiled.error();
                           std::vector<Value> matches = all_matches(*compiled->re, args[1].as_string(), 1);
                           if (matches.empty()) return Error{"pattern did not match any part of the given string"};
                           return matches[0];
                         },
                     }));
  table.add("regexall", Function({
                            .parameters = {parameter("pattern", Type::string(), kDynamicOk),
                                           parameter("string", Type::string(), kDynamicOk)},
                            .variadic = std::nullopt,
                            .result_type = [](std::span<const Value> args) { return pattern_result_type(args, true); },
                            .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
                              Result<CompiledPattern> compiled = compile_for_match(args[0]);
                              if (!compiled) return compiled.error();
                              std::vector<Value> matches =
                                  all_matches(*compiled->re, args[1].as_string(), kMaxResultElements);
                              return Value::list(type.element_type(), std::move(matches));
                            },
                        }));
  table.add(
      "regexreplace",
      Function({
          .parameters = {parameter("str", Type::string(), kDynamicOk), parameter("substr", Type::string(), kDynamicOk),
                         parameter("replace", Type::string(), kDynamicOk)},
          .variadic = std::nullopt,
          .result_type = Function::returns(Type::string()),
          .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
            CompiledPattern compiled = compile(args[1].as_string());
            if (!compiled.re) {
              return Error{"error parsing regexp: " + compiled.error_code + ": `" + compiled.error_fragment + "`"};
            }
            return replace_matches(*compiled.re, args[0].as_string(), args[2].as_string());
          },
      }));
  stdlib_support::refine_results_not_null(table, {"regex", "regexall", "regexreplace"});
}

}  // namespace hclc
