#include "eval/context.h"

#include <algorithm>
#include <cstdint>

namespace hclc::eval {

VariableLookup lookup_variable(const EvalContext* ctx, std::string_view name) {
  VariableLookup found;
  for (const EvalContext* scope = ctx; scope; scope = scope->parent()) {
    if (!scope->variables()) continue;
    found.any_scope_has_variables = true;
    auto it = scope->variables()->find(name);
    if (it != scope->variables()->end()) {
      found.value = &it->second;
      return found;
    }
  }
  for (const EvalContext* scope = ctx; scope; scope = scope->parent()) {
    if (!scope->variables()) continue;
    for (const auto& [n, v] : *scope->variables()) found.all_names.push_back(n);
  }
  return found;
}

FunctionLookup lookup_function(const EvalContext* ctx, std::string_view name) {
  FunctionLookup found;
  for (const EvalContext* scope = ctx; scope; scope = scope->parent()) {
    if (!scope->functions()) continue;
    found.any_scope_has_functions = true;
    if (const Function* f = scope->functions()->find(name)) {
      found.function = f;
      return found;
    }
  }
  for (const EvalContext* scope = ctx; scope; scope = scope->parent()) {
    if (!scope->functions()) continue;
    for (std::string& n : scope->functions()->names()) found.all_names.push_back(std::move(n));
  }
  return found;
}

namespace {

// Code points of UTF-8 text (the reference measures edit distance in runes).
std::vector<std::uint32_t> code_points(std::string_view s) {
  std::vector<std::uint32_t> out;
  for (std::size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    std::size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : 4;
    std::uint32_t cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
    for (std::size_t k = 1; k < len && i + k < s.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out.push_back(cp);
    i += len;
  }
  return out;
}

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::uint32_t> x = code_points(a), y = code_points(b);
  std::vector<std::size_t> row(y.size() + 1);
  for (std::size_t j = 0; j <= y.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= x.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= y.size(); ++j) {
      std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (x[i - 1] == y[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[y.size()];
}

}  // namespace

std::string name_suggestion(std::string_view given, std::vector<std::string> candidates) {
  std::sort(candidates.begin(), candidates.end());
  for (const std::string& c : candidates) {
    if (edit_distance(given, c) < 3) return c;
  }
  return {};
}

}  // namespace hclc::eval
