#pragma once
// The body of a native-syntax file or block, read through schemas.

#include "body/body.h"
#include "ir/builder.h"

namespace hclc::body {

// The root body of a parsed file.
BodyPtr native_body(const ir::File& file);
// Any body of an arena (a block's body).
BodyPtr native_body(std::shared_ptr<const ir::Arena> arena, ir::BodyId body);

// The top-level block around a byte offset, as the reference names it after
// "in" in a text diagnostic: its type and quoted labels (`service "web"`);
// empty outside any block.
std::string context_string(const ir::File& file, std::uint32_t byte);

}  // namespace hclc::body
