// The public handles show nothing of the library's representation: no
// accessor for it and no constructor from it (the library reaches it through
// src/api/internal.h alone), so applications cannot come to depend on it.

#include <doctest/doctest.h>

#include <hclc/hclc.h>

#include <memory>
#include <type_traits>

namespace {

template <class Handle>
concept HasImplAccessor = requires(const Handle& handle) {
  handle.impl();
};

template <class Handle>
constexpr bool shows_no_representation() {
  return !HasImplAccessor<Handle> && !std::is_constructible_v<Handle, std::shared_ptr<const typename Handle::Impl>> &&
         !std::is_constructible_v<Handle, std::shared_ptr<typename Handle::Impl>>;
}

static_assert(shows_no_representation<hcl::Type>());
static_assert(shows_no_representation<hcl::Value>());
static_assert(shows_no_representation<hcl::Function>());
static_assert(shows_no_representation<hcl::Expression>());
static_assert(shows_no_representation<hcl::Body>());
static_assert(shows_no_representation<hcl::File>());
static_assert(shows_no_representation<hcl::TypeConstraint>());
static_assert(shows_no_representation<hcl::EvalContext>());
static_assert(shows_no_representation<hcl::Parser>());

TEST_CASE("handles made by the library still work through their public members") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse("a = 1\n", "t.hcl", hcl::Syntax::Native, diags);
  CHECK_FALSE(diags.has_errors());
  CHECK(file.filename() == "t.hcl");
  CHECK(file.body().just_attributes(diags).size() == 1);
}

}  // namespace
