#pragma once
// The Terraform function pack: the functions Terraform adds to HCL's standard
// library that configurations use most, with Terraform's documented results
// and error messages. Opt-in: nothing offers them unless an application (or
// `hclc eval/dec --functions=terraform`) adds them.
//
//   base64encode base64decode md5 sha1 sha256 sha512 startswith endswith
//   alltrue anytrue one sum cidrhost cidrnetmask cidrsubnet cidrsubnets
//   basename dirname urlencode yamlencode yamldecode timestamp
//   file fileexists templatefile
//
// The file functions read only inside the directory the application grants;
// a path that leads outside it (through `..`, an absolute path or a symbolic
// link) is an error, and with no directory granted every path is.

#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "runtime/function.h"

namespace hclc::ext {

struct TerraformOptions {
  // The directory file, fileexists and templatefile may read in; relative
  // paths are taken from it. Empty: none.
  std::string granted_directory;
  // What timestamp() reports; the system clock when empty.
  std::function<std::chrono::system_clock::time_point()> clock;
  // The time of the plan, which plantimestamp() reports (Terraform takes it
  // from the plan); without one, plantimestamp() is an error.
  std::optional<std::chrono::system_clock::time_point> plan_timestamp = std::nullopt;
  // How many directory entries one fileset() call may visit before it fails:
  // a glob over a huge tree is an error rather than a long walk.
  std::size_t max_fileset_entries = 100'000;
};

// Adds the pack to `table` (replacing functions of the same names).
// templatefile's templates may call the standard library, try/can/convert
// and the pack's other functions (not templatefile itself, as in Terraform).
void add_terraform_functions(FunctionTable& table, const TerraformOptions& options);

// What an application adds to its own table: the pack's functions and, as
// core::NAME, every built-in of Terraform's (the standard library,
// try/can/convert and the pack).
FunctionTable terraform_pack(const TerraformOptions& options);

// The names terraform_pack() holds, in byte order.
std::vector<std::string> terraform_function_names();

}  // namespace hclc::ext
