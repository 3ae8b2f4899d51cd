#pragma once
// The body of a native-syntax file or block, read through schemas.

#include "body/body.h"
#include "ir/builder.h"

namespace hclc::body {

// The root body of a parsed file.
BodyPtr native_body(const ir::File& file);
// Any body of an arena (a block's body).
BodyPtr native_body(std::shared_ptr<const ir::Arena> arena, ir::BodyId body);

}  // namespace hclc::body
