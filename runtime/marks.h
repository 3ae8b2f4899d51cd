#pragma once
// Marks: cty's annotations on values (Value::Mark in go-cty). A mark set
// rides on a value through every operation: an operator, conversion or
// function gives its result the marks of the values it read, so that a value
// derived from a secret is known to be secret too. Terraform's `sensitive`
// is the mark "sensitive". A collection's elements may carry marks of their
// own ("deep" marks); a set's elements never do: their marks move to the set.
//
// A mark is a name. A set of marks is interned: Marks is one pointer, null
// for no marks, so an unmarked value pays one null test where marks matter,
// and two sets are equal when their pointers are. Interned sets live as long
// as the process (programs use a handful).

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hclc {

class Marks {
 public:
  Marks() = default;  // none
  static Marks of(std::string_view name);
  // Any order, duplicates allowed.
  static Marks of(std::vector<std::string> names);

  bool empty() const { return names_ == nullptr; }
  bool contains(std::string_view name) const;
  // In byte order.
  std::span<const std::string> names() const;

  // The union.
  Marks with(Marks other) const;
  Marks without(std::string_view name) const;

  friend bool operator==(Marks a, Marks b) { return a.names_ == b.names_; }

 private:
  explicit Marks(const std::vector<std::string>* names) : names_(names) {}
  const std::vector<std::string>* names_ = nullptr;
};

// The mark Terraform's `sensitive` sets, and the text that stands for a
// value carrying it wherever the value would be shown.
inline constexpr std::string_view kSensitiveMark = "sensitive";
inline constexpr std::string_view kSensitiveValueText = "(sensitive value)";

}  // namespace hclc
