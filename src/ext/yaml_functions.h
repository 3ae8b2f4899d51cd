#pragma once
// yamlencode and yamldecode of the Terraform pack (libyaml inside).

#include "runtime/function.h"

namespace hclc::ext {

void add_yaml_functions(FunctionTable& table);

}  // namespace hclc::ext
