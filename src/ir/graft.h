#pragma once
// Grafting: copying an expression parsed on its own into another arena, with
// its positions moved. JSON bodies use it for the templates inside JSON
// strings: each is parsed by itself (positions counted from the string's
// first character) and grafted into the arena of the JSON value around it at
// the string's place in the file.

#include <functional>

#include "ir/builder.h"

namespace hclc::ir {

// Where a position of the grafted expression lands in the target file.
using Relocation = std::function<Pos(const Pos&)>;

// Appends every node of `from` to `into`, each span moved by `relocate`, and
// returns the new id of `root` (`into` records its positions: Builder::span), whose span becomes `root_span` (a JSON
// string's template spans the string, quotes included).
ExprId graft(Builder& into, const Arena& from, ExprId root, const Relocation& relocate, Span root_span);

}  // namespace hclc::ir
