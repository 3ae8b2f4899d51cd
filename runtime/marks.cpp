#include "runtime/marks.h"

#include <algorithm>
#include <mutex>
#include <set>

namespace hclc {

namespace {

// Every distinct non-empty set made so far; a std::set keeps its elements
// where they are, so a Marks may point at one without a lock.
const std::vector<std::string>* intern(std::vector<std::string> names) {
  if (names.empty()) return nullptr;
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  static std::mutex mutex;
  static std::set<std::vector<std::string>> sets;
  std::lock_guard lock(mutex);
  return &*sets.insert(std::move(names)).first;
}

}  // namespace

Marks Marks::of(std::string_view name) { return Marks(intern({std::string(name)})); }
Marks Marks::of(std::vector<std::string> names) { return Marks(intern(std::move(names))); }

bool Marks::contains(std::string_view name) const {
  return names_ != nullptr && std::binary_search(names_->begin(), names_->end(), name);
}

std::span<const std::string> Marks::names() const {
  if (names_ == nullptr) return {};
  return *names_;
}

Marks Marks::with(Marks other) const {
  if (other.empty() || other == *this) return *this;
  if (empty()) return other;
  std::vector<std::string> names(names_->begin(), names_->end());
  names.insert(names.end(), other.names_->begin(), other.names_->end());
  return Marks(intern(std::move(names)));
}

Marks Marks::without(std::string_view name) const {
  if (!contains(name)) return *this;
  std::vector<std::string> names;
  for (const std::string& n : *names_)
    if (n != name) names.push_back(n);
  return Marks(intern(std::move(names)));
}

}  // namespace hclc
