#pragma once
// What the server knows about one version of a document: the text parsed as
// `hclc parse` parses it, and the answers computed from that parse (the
// protocol's diagnostics, outline, folding, formatting, hover, completion).
// Every range leaves here in the negotiated position encoding.

#include <memory>
#include <optional>
#include <string>

#include "check/check.h"
#include "diag/diagnostic.h"
#include "ir/builder.h"
#include "lsp/json_value.h"
#include "lsp/text_document.h"
#include "runtime/function.h"
#include "source/source_file.h"

namespace hclc::lsp {

// The native syntax, or the JSON syntax for `*.json` files.
enum class Syntax { Native, Json };
Syntax syntax_of(std::string_view path);

struct Analysis {
  std::unique_ptr<SourceFile> source;
  std::optional<ir::File> file;  // the native syntax's IR
  Diagnostics diags;
  bool has_syntax_errors = false;
};

Analysis analyse(const std::string& path, std::string_view text);

// textDocument/publishDiagnostics's `diagnostics`.
Json diagnostics_json(const Diagnostics& diags, const TextDocument& doc, PositionEncoding encoding);
// textDocument/documentSymbol: blocks (with their labels) and attributes, nested.
Json document_symbols(const Analysis& analysis, const TextDocument& doc, PositionEncoding encoding);
// textDocument/foldingRange: blocks and bracketed expressions over several lines.
Json folding_ranges(const Analysis& analysis, const TextDocument& doc);
// textDocument/formatting: `hclc fmt`'s text as one edit (none when the text
// is formatted already or does not parse).
Json formatting_edits(const TextDocument& doc, PositionEncoding encoding);
// textDocument/hover at a byte offset: a function's signature, or the type of
// the innermost expression (its value when it is a literal).
// `variables` are the types the checker knows (any other name is of any type).
Json hover(const Analysis& analysis, const TextDocument& doc, std::uint32_t offset, PositionEncoding encoding,
           const FunctionTable& functions, const check::VariableTypes& variables);
// textDocument/completion at a byte offset: the functions whose names start
// with the identifier before the cursor, with their signatures (and snippets
// of their parameters when the client takes snippets).
Json completion(const TextDocument& doc, std::uint32_t offset, const FunctionTable& functions, bool snippets);
// textDocument/signatureHelp at a byte offset inside a call's parentheses.
Json signature_help(const Analysis& analysis, std::uint32_t offset, const FunctionTable& functions);

// textDocument/selectionRange at one byte offset: the innermost stretch of
// the syntax holding it (a name, an expression) with its parents up to the
// whole file (attributes, block headers and bodies, blocks).
Json selection_range(const Analysis& analysis, const TextDocument& doc, std::uint32_t offset,
                     PositionEncoding encoding);

// textDocument/semanticTokens/full: the tokens of the native syntax
// (comments, strings and template text, numbers, keywords, operators,
// function names, block types, attribute names, variables), each within one
// line, in the protocol's relative encoding. The legend is kSemanticTokenTypes.
inline constexpr std::string_view kSemanticTokenTypes[] = {"comment",  "string", "number",   "keyword", "operator",
                                                           "function", "type",   "property", "variable"};
Json semantic_tokens(const Analysis& analysis, const TextDocument& doc, PositionEncoding encoding);

// A function's signature as hover and completion show it: `join(separator string, lists ...list of string) string`.
std::string function_signature(const std::string& name, const Function& function);

}  // namespace hclc::lsp
