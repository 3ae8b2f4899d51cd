#include "runtime/stdlib/support.h"

#include <unicode/brkiter.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>

#include <cassert>
#include <memory>

#include "runtime/convert.h"

namespace hclc::stdlib_support {

void refine_results_not_null(FunctionTable& table, std::initializer_list<std::string_view> names) {
  for (std::string_view name : names) {
    const Function* f = table.find(name);
    assert(f);
    table.add(std::string(name), f->with_result_refinement(Refinement::known_not_null()));
  }
}

Function coalescing_function(std::function<bool(const Value& converted)> passed_over, std::string none_left) {
  return Function({
      .parameters = {},
      .variadic =
          parameter("vals", Type::dynamic(), {.allow_null = true, .allow_unknown = true, .allow_dynamic = true}),
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        std::vector<Type> types;
        for (const Value& a : args) types.push_back(a.type());
        std::optional<Unification> unified = unify(types);
        if (args.empty() || !unified) return Error{"all arguments must have the same type"};
        return unified->type;
      },
      .implementation = [passed_over = std::move(passed_over), none_left = std::move(none_left)](
                            std::span<const Value> args, const Type& type) -> Result<Value> {
        for (const Value& a : args) {
          Result<Value> converted = convert(a, type);
          if (!converted) return converted.error();
          if (!converted->is_known()) return Value::unknown(type);
          if (!passed_over(*converted)) return converted;
        }
        return Error{none_left};
      },
  });
}

Result<std::int64_t> to_int64(const Value& number) {
  std::optional<std::int64_t> n = number.as_number().to_int64();
  if (!n) return Error{"value must be a whole number, between -9223372036854775808 and 9223372036854775807"};
  return *n;
}

Result<Value> bounded_string(std::string text) {
  if (text.size() > kMaxResultBytes) {
    return Error{"the result would be longer than " + std::to_string(kMaxResultBytes) + " bytes"};
  }
  return Value::string(text);
}

std::vector<std::pair<std::size_t, std::size_t>> grapheme_clusters(std::string_view utf8) {
  std::vector<std::pair<std::size_t, std::size_t>> clusters;
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::BreakIterator> it(icu::BreakIterator::createCharacterInstance(icu::Locale::getRoot(), status));
  UText* text =
      U_SUCCESS(status) ? utext_openUTF8(nullptr, utf8.data(), static_cast<int64_t>(utf8.size()), &status) : nullptr;
  if (U_SUCCESS(status)) it->setText(text, status);
  if (U_FAILURE(status)) {
    // Without ICU's data every byte stands alone rather than failing the call.
    for (std::size_t i = 0; i < utf8.size(); ++i) clusters.emplace_back(i, i + 1);
  } else {
    // With a UTF-8 UText, ICU's boundaries are byte offsets.
    std::size_t start = 0;
    for (int32_t pos = it->next(); pos != icu::BreakIterator::DONE; pos = it->next()) {
      clusters.emplace_back(start, static_cast<std::size_t>(pos));
      start = static_cast<std::size_t>(pos);
    }
  }
  if (text != nullptr) utext_close(text);
  return clusters;
}

}  // namespace hclc::stdlib_support

namespace hclc::stdlib_support {

std::u32string to_code_points(std::string_view utf8) {
  std::u32string out;
  out.reserve(utf8.size());
  for (std::size_t i = 0; i < utf8.size();) {
    const CodePointAt at = code_point_at(utf8, i);
    out.push_back(at.code_point);
    i += at.length;
  }
  return out;
}

std::string to_utf8(std::u32string_view code_points) {
  std::string out;
  out.reserve(code_points.size());
  for (char32_t c : code_points) append_utf8(out, c);
  return out;
}

}  // namespace hclc::stdlib_support
