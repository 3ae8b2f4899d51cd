#pragma once
// What the public handles (namespace hcl, include/hclc/) hold: the internal
// objects of the stages (namespace hclc), and the conversions between the
// two. Only src/api sees both.

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "body/body.h"
#include "diag/diagnostic.h"
#include "eval/context.h"
#include "eval/typeexpr.h"
#include "hclc/body.h"
#include "hclc/diagnostics.h"
#include "hclc/eval_context.h"
#include "hclc/expression.h"
#include "hclc/function.h"
#include "hclc/parser.h"
#include "hclc/type_constraint.h"
#include "hclc/value.h"
#include "ir/analysis.h"
#include "json/json.h"
#include "runtime/function.h"
#include "runtime/value.h"
#include "source/source_file.h"

namespace hcl {

namespace api {

// A type's parts as public handles (Type::element_type() and the views
// return references into them), made when first asked for, by whichever
// thread asks first. Copying an Impl copies none of them: the copy makes its own.
class TypeParts {
 public:
  struct Parts {
    Type element;                               // list, set, map
    std::map<std::string, Type> attributes;     // object
    std::set<std::string> optional_attributes;  // object
    std::vector<Type> tuple_elements;           // tuple
  };

  TypeParts() = default;
  TypeParts(const TypeParts& /*unused*/) {}
  TypeParts& operator=(const TypeParts& /*unused*/) { return *this; }
  ~TypeParts() = default;

  // Hidden: never exported from libhclc.so, as the section below.
  [[gnu::visibility("hidden")]] const Parts& of(const hclc::Type& type) const;

 private:
  mutable std::once_flag made_;
  mutable std::unique_ptr<const Parts> parts_;
};

}  // namespace api

struct Type::Impl {
  hclc::Type type;
  api::TypeParts parts;
};

struct Value::Impl {
  hclc::Value value;
};

struct Function::Impl {
  hclc::Function function;
};

struct Expression::Impl {
  hclc::body::Expression expr;
};

struct Body::Impl {
  hclc::body::BodyPtr body;
  // The native-syntax source the body was parsed from (null for JSON and
  // merged bodies): encode_text writes a remaining body's items as written.
  std::shared_ptr<const hclc::SourceFile> source;
  // The block whose body this is (its body left empty), when it is one: a
  // struct decoded from the body gets the block's labels.
  std::shared_ptr<const Block> block;
};

struct File::Impl {
  std::string filename;
  Syntax syntax;
  hclc::body::BodyPtr body;
  // A native-syntax file as syntax, for readers of files that are not
  // configuration bodies (hcldec specs).
  std::optional<hclc::ir::File> native;
  std::shared_ptr<const hclc::SourceFile> source;  // native syntax only
};

struct TypeConstraint::Impl {
  hclc::Type type;
  std::shared_ptr<const hclc::eval::TypeDefaults> defaults;
};

// A scope: the internal context points at its own function table and at its
// parent's context, which `parent` keeps alive.
struct EvalContext::Impl {
  hclc::eval::EvalContext context;
  hclc::FunctionTable functions;
  std::shared_ptr<const Impl> parent;
};

// Every source text parsed (diagnostics quote them), with the JSON document
// for JSON files (whose diagnostics name the property they are in).
struct Parser::Impl {
  struct Source {
    std::shared_ptr<const hclc::SourceFile> file;
    std::shared_ptr<const hclc::json::Document> json;
  };
  std::vector<Source> sources;
  std::vector<File> files;
  ParserOptions options;
};

// What follows is never exported from libhclc.so. (A pragma rather than
// attributes: clang-format misreads an attributed namespace.)
#pragma GCC visibility push(hidden)

// The one friend of every handle: the public headers show no accessor for
// the representation, so applications cannot reach it.
struct ImplAccess {
  template <class Handle>
  static const typename Handle::Impl& impl(const Handle& handle) {
    return *handle.impl_;
  }
  template <class Handle>
  static Handle make(typename Handle::Impl impl) {
    return Handle(std::make_shared<const typename Handle::Impl>(std::move(impl)));
  }
};

// Conversions between handles and internals.
namespace api {

template <class Handle>
const typename Handle::Impl& impl(const Handle& handle) {
  return ImplAccess::impl(handle);
}

inline Type wrap(hclc::Type t) { return ImplAccess::make<Type>({std::move(t), {}}); }
inline Value wrap(hclc::Value v) { return ImplAccess::make<Value>({std::move(v)}); }
inline const hclc::Type& unwrap(const Type& t) { return impl(t).type; }
inline const hclc::Value& unwrap(const Value& v) { return impl(v).value; }

inline Error wrap(const hclc::Error& e) { return Error{e.message, e.path}; }
inline Result<std::string> wrap(hclc::Result<std::string> r) {
  if (!r) return wrap(r.error());
  return std::move(r).value();
}
template <class Public, class Internal>
Result<Public> wrap(hclc::Result<Internal> r) {
  if (!r) return wrap(r.error());
  return wrap(std::move(r).value());
}

Range wrap(const hclc::Range& r);
hclc::Range unwrap(const Range& r);
Diagnostic wrap(const hclc::Diagnostic& d);
void append(Diagnostics& out, const hclc::Diagnostics& in);
hclc::Diagnostics unwrap(const Diagnostics& diags);

Expression wrap(hclc::body::Expression e);
Traversal wrap(const hclc::ir::Traversal& traversal);
// A literal's value (a number from its source text).
Value literal_value(const hclc::ir::LiteralValue& literal);
Body wrap(hclc::body::BodyPtr b);
// A body with the source it was parsed from and the block it belongs to.
Body wrap(hclc::body::BodyPtr b, std::shared_ptr<const hclc::SourceFile> source, std::shared_ptr<const Block> block);

}  // namespace api

#pragma GCC visibility pop

}  // namespace hcl
