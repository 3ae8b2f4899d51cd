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
#include <string>

#include "runtime/function.h"

namespace hclc::ext {

struct TerraformOptions {
  // The directory file, fileexists and templatefile may read in; relative
  // paths are taken from it. Empty: none.
  std::string granted_directory;
  // What timestamp() reports; the system clock when empty.
  std::function<std::chrono::system_clock::time_point()> clock;
};

// Adds the pack to `table` (replacing functions of the same names).
// templatefile's templates may call the standard library, try/can/convert
// and the pack's other functions (not templatefile itself, as in Terraform).
void add_terraform_functions(FunctionTable& table, const TerraformOptions& options);

// The pack's function names, in byte order.
std::vector<std::string> terraform_function_names();

}  // namespace hclc::ext
