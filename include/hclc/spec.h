#pragma once
// hcldec specs: a file in HCL's native syntax that says how a body maps to one
// value (an object of attributes and blocks, a list of blocks, a map by
// label, ...), the language of the reference's hcldec tool. Decoding by a
// spec gives the same value and the same diagnostics as `hcldec`, which
// itself runs on this code.
//
//   hcl::Parser parser;
//   hcl::Diagnostics diags;
//   std::optional<hcl::Spec> spec = hcl::Spec::load(parser.parse_file("app.hcldec", diags), diags);
//   hcl::File config = parser.parse_file("app.hcl", diags);
//   if (spec) {
//     hcl::Value value = spec->decode(config.body(), diags);
//     if (!diags.has_errors()) std::cout << hcl::hcldec_json(value).value() << "\n";
//   }
//
// The spec language: https://github.com/hashicorp/hcl/tree/main/cmd/hcldec

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "hclc/body.h"
#include "hclc/diagnostics.h"
#include "hclc/expression.h"
#include "hclc/parser.h"
#include "hclc/result.h"
#include "hclc/value.h"

namespace hcl {

class Spec {
 public:
  // Reads a spec file (in the native syntax): its root spec block, its
  // `variables` block and its `function` blocks. Errors in the spec go to
  // `diags`; nullopt then.
  static std::optional<Spec> load(const File& file, Diagnostics& diags);

  // The values of the spec's `variables` block, kept in the spec.
  const std::map<std::string, Value>& variables() const;

  // `body` decoded by the spec, as `hcldec` decodes it: read exhaustively
  // (an attribute or block the spec does not name is an error), attribute
  // expressions evaluated with the spec's variables and its functions. On
  // errors the value is still returned, with nulls or unknowns where
  // decoding failed.
  Value decode(const Body& body, Diagnostics& diags) const;
  // The same with `variables` added to (or replacing) the spec's own, as
  // `hcldec --vars` gives them.
  Value decode(const Body& body, const std::map<std::string, Value>& variables, Diagnostics& diags) const;

  // The variables the attributes the spec reads refer to, in the order the
  // spec reads them (`hcldec --var-refs`), without evaluating anything. For
  // a body from expand_dynamic_blocks (extensions.h), a dynamic block of a
  // type the spec reads contributes what its for_each and labels refer to
  // and its content's references, but not its iterators (`setting.key`, or
  // the name given by `iterator = ...`), as Go's dynblock.VariablesHCLDec.
  std::vector<Traversal> referenced_variables(const Body& body) const;

  // The type of the value decoding gives (dynamic where the spec leaves it open).
  Type type() const;

  struct Impl;  // the library's own representation
  explicit Spec(std::shared_ptr<const Impl> impl);

 private:
  std::shared_ptr<const Impl> impl_;
};

struct HcldecJsonOptions {
  bool with_type = false;   // `hcldec --with-type`: {"value": ..., "type": ...}
  bool keep_nulls = false;  // `hcldec --keep-nulls`: keep object attributes that are null
};

// A decoded value as `hcldec` prints it (object attributes that are null left
// out unless asked); an error for what JSON cannot hold (unknown values,
// infinity).
Result<std::string> hcldec_json(const Value& value, const HcldecJsonOptions& options = {});

}  // namespace hcl
