#pragma once

// The values of the Language Server Protocol's (3.17) enumerations that the
// server sends or reads, listed once.

namespace hclc::lsp::protocol {

// MessageType
inline constexpr int kMessageTypeLog = 4;
// TextDocumentSyncKind
inline constexpr int kIncrementalSync = 2;
// DiagnosticSeverity
inline constexpr int kSeverityError = 1;
inline constexpr int kSeverityWarning = 2;
// SymbolKind
inline constexpr int kSymbolClass = 5;
inline constexpr int kSymbolProperty = 7;
// CompletionItemKind
inline constexpr int kCompletionFunction = 3;
inline constexpr int kCompletionField = 5;
inline constexpr int kCompletionVariable = 6;
inline constexpr int kCompletionClass = 7;
inline constexpr int kCompletionModule = 9;
inline constexpr int kCompletionProperty = 10;
inline constexpr int kCompletionKeyword = 14;
inline constexpr int kCompletionStruct = 22;
// InsertTextFormat
inline constexpr int kInsertSnippet = 2;
// DocumentHighlightKind
inline constexpr int kHighlightRead = 2;
inline constexpr int kHighlightWrite = 3;
// FileChangeType
inline constexpr int kFileDeleted = 3;

}  // namespace hclc::lsp::protocol
