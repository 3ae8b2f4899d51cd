#pragma once
// The language server: JSON-RPC 2.0 messages in, responses and
// notifications out, the Language Server Protocol 3.17's lifecycle and the
// text-document features of analysis.h. Every problem with a message is a
// JSON-RPC error (or, for a notification, a log message) and the server
// goes on; nothing a client sends ends it but `exit`.
//
// Server is the protocol's state machine, one message at a time; serve()
// runs it over two file descriptors with a reader thread, so that the
// messages waiting behind the one being handled are known: a request
// cancelled by a `$/cancelRequest` still in the queue is answered
// RequestCancelled, one whose document a queued change will modify is
// answered ContentModified, and diagnostics are published once the queue has
// stayed empty for a moment (a burst of changes costs one parse).

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "check/check.h"
#include "lsp/analysis.h"
#include "lsp/json_value.h"
#include "lsp/latency_stats.h"
#include "lsp/navigation.h"
#include "lsp/schemas.h"
#include "lsp/text_document.h"
#include "lsp/workspace_index.h"
#include "runtime/function.h"

namespace hclc::lsp {

// JSON-RPC's and the protocol's error codes.
enum class ErrorCode {
  ParseError = -32700,
  InvalidRequest = -32600,
  MethodNotFound = -32601,
  InvalidParams = -32602,
  InternalError = -32603,
  ServerNotInitialized = -32002,
  RequestCancelled = -32800,
  ContentModified = -32801,
};

// What the queue knows about the messages waiting behind the current one.
struct Pending {
  std::function<bool(const Json& id)> is_cancelled;
  std::function<bool(const std::string& uri)> has_changes;
};

// The longest quiet period before diagnostics are published (see
// Server::quiet_period).
inline constexpr std::chrono::milliseconds kDiagnosticsDelay{10};
// How often serve() looks at the workspace index's progress while it runs.
inline constexpr std::chrono::milliseconds kIndexingReportInterval{50};

class Server {
 public:
  using Send = std::function<void(const Json& message)>;
  explicit Server(Send send);

  // One message's JSON text; `received`: when it was read off the input
  // (the server's latency statistics count from there).
  void handle_text(std::string_view text, const Pending& pending, Clock::time_point received = Clock::now());
  void handle(const Json& message, const Pending& pending, Clock::time_point received = Clock::now());
  // A message that is not JSON.
  void invalid_json(const std::string& error);
  // A message whose header could not be read.
  void framing_error(const std::string& what);
  // Publishes the diagnostics of (at most `limit` of) the documents changed
  // since they were last published, the most recently changed first.
  void publish_diagnostics(std::size_t limit = SIZE_MAX);
  bool has_unpublished_diagnostics() const { return !stale_.empty(); }
  // How long the client must stay quiet before the diagnostics of the
  // document changed last are published: as long as its last diagnostics
  // took to compute, at most kDiagnosticsDelay. Waiting as long as the work
  // would take bounds the work a burst of changes wastes to about what the
  // waiting costs, and a cheap check (an edit inside one block) is published
  // at once: under load, a thread that sleeps even 1 ms can wait 10 ms for a
  // core again.
  std::chrono::milliseconds quiet_period() const;
  // Whether the workspace index is being built, its end not reported yet.
  bool indexing() const;
  // Sends $/progress when the index has grown by about 2% since the last
  // report, or has ended (serve() calls it between messages: the indexing
  // threads never write to the client themselves).
  void report_indexing();

  bool exited() const { return exited_; }
  // 0 after shutdown then exit, 1 for an exit without shutdown (as the protocol says).
  int exit_code() const { return shutdown_ ? 0 : 1; }

  // The document's text as the server holds it (for tests).
  const TextDocument* document(const std::string& uri) const;

 private:
  // What follows from a document's parse and its module: the variables'
  // types, and the decoding (with a spec) or type-check diagnostics.
  struct Checked {
    check::VariableTypes types;
    Diagnostics diags;
  };
  struct BlockExtent {
    std::uint32_t begin = 0;  // the block's type
    std::uint32_t open = 0;   // its `{`
    std::uint32_t close = 0;  // its `}`
    bool is_variable = false;
  };
  struct Document {
    std::string path;
    Profile profile = Profile::Generic;
    std::int64_t version = 0;
    TextDocument text;
    std::optional<Analysis> analysis;  // of the current text, once asked for
    // Of the current text and the module's other files; dropped when either changes.
    std::optional<Checked> checked;
    // The top-level blocks of the text, from its last parse when that had no
    // syntax errors (else none), moved along with every edit since: an edit
    // inside one block's braces re-parses that block alone (see
    // reparse_edited_block).
    std::vector<BlockExtent> blocks;
    std::optional<std::size_t> edited_block;  // the one block all edits since the last parse fell in
    // The check of the text before those edits, its diagnostics after the
    // edited block moved with it.
    std::optional<Checked> previous_checked;
    // The CPU time its last diagnostics took (unknown at first: the longest quiet period).
    std::chrono::nanoseconds diagnostics_cost = kDiagnosticsDelay;
    // The semantic tokens last sent, for a delta from them.
    std::string tokens_id;
    JsonArray tokens;
  };

  void respond(const Json& id, Json result);
  void respond_error(const Json& id, ErrorCode code, const std::string& message);
  void notify(const std::string& method, Json params);
  void log(const std::string& message);

  void handle_request(const std::string& method, const Json& id, const Json& params, const Pending& pending);
  void handle_notification(const std::string& method, const Json& params);

  Json initialize(const Json& params);
  void did_open(const Json& params);
  void did_change(const Json& params);
  void did_close(const Json& params);
  // The document a request names, or nullptr (an InvalidParams error is sent).
  Document* request_document(const Json& id, const Json& params);
  // The byte offset of a request's `position`, or nullopt (an error is sent).
  std::optional<std::uint32_t> request_offset(const Json& id, const Json& params, const Document& doc);
  const Analysis& analysis_of(Document& doc);
  const Checked& checked_of(Document& doc);
  // semanticTokens/full, or /full/delta from the tokens last sent when
  // `previous_id` names them (else the whole data again).
  Json semantic_tokens_answer(Document& doc, const std::string* previous_id);
  // Moves the document's block extents (and the previous check's
  // diagnostics) over an edit of the bytes [begin, end) into `length`
  // bytes, or forgets them when the edit is not inside one block's braces.
  void track_edit(Document& doc, std::uint32_t begin, std::uint32_t end, std::uint32_t length);
  // After edits inside one block's braces of a text that parsed without
  // errors: that block's new text parsed alone (the text before it blanked,
  // so that positions stay) and, when it is still one whole block, the
  // document's diagnostics without a parse of the whole text — none from the
  // syntax (the text around the block lexes and parses as before) and the
  // previous check's with the block's checked again. nullopt when the
  // whole text must be parsed (the block changed extent, has an error, or
  // is a variable block whose types the module's checks depend on; with a spec).
  std::optional<Diagnostics> reparse_edited_block(Document& doc);
  // The syntax errors, then the decoding or type-check diagnostics.
  Diagnostics all_diagnostics(Document& doc);
  // After a file of a module changed (opened, edited, closed, changed on
  // disk): the checks of its open documents are out of date.
  void module_changed(const std::string& path);
  // The functions a document's expressions may call: the standard library
  // with try, can and convert, and the Terraform pack in the Terraform
  // profile or where a schema rule names it.
  const FunctionTable& functions_for(const Document& doc);
  Profile profile_for(const std::string& path) const;

  // One file of a module (Terraform, Packer or Nomad) as navigation sees it: an open
  // document's current text, or the file on disk.
  struct ModuleFile {
    std::string uri;
    const TextDocument* text;
    const Analysis* analysis;
  };
  struct DiskFile {
    std::filesystem::file_time_type modified;
    std::uintmax_t size = 0;
    TextDocument text;
    Analysis analysis;
  };
  // The files of the document's module (its directory's files of its
  // profile; a Nomad job alone), the document first.
  std::vector<ModuleFile> module_files(Document& doc);
  void navigate(const std::string& method, const Json& id, const Json& params);
  // Hover's addition in the profiles: the description of the variable or
  // output whose definition or reference is at the offset.
  std::optional<std::string> definition_description_at(Document& doc, std::uint32_t offset);
  // The blocks around an offset of the document's text (nullopt when the
  // text is not valid UTF-8).
  std::optional<BlockContext> block_context(Document& doc, std::uint32_t offset);
  // Completion after `var.`, `local.`, `module.`, `data.`, `data.TYPE.` or
  // `TYPE.`: the names the module defines there; after `self.` (Terraform),
  // where Terraform defines it, the enclosing resource's attributes, and
  // nothing elsewhere; nullopt after other names and where no `.` precedes.
  std::optional<Json> reference_completion(Document& doc, std::uint32_t offset);
  // Terraform: where a name starts an expression, the roots of references
  // (var, local, module, data, path, terraform; each, count and self where
  // the enclosing block defines them) and the module's resource types, added
  // to the functions' completion items.
  void add_expression_roots(Document& doc, std::uint32_t offset, JsonArray& items);
  // Completion of attribute and block names where a line starts with a name,
  // in a document with a schema; nullopt elsewhere.
  std::optional<Json> schema_names(Document& doc, std::uint32_t offset);
  // textDocument/codeAction: the "Did you mean" suggestions of the given
  // diagnostics as quick fixes, and formatting the file.
  Json code_actions(Document& doc, const Json& params);
  // workspace/symbol: the blocks and attributes of the open documents whose
  // names contain the query.
  Json workspace_symbols(const Json& params);
  // After `initialized`: the workspace's files indexed in the background,
  // with $/progress when the client takes it.
  void start_indexing();
  // Asks the client to watch the workspace's HCL files and specs.
  void watch_files();
  // workspace/didChangeWatchedFiles: the changed files' index entries and
  // cached module files, and the schemas when a spec or .hclc.hcl changed.
  void files_changed(const Json& params);

  Send send_;
  bool initialized_ = false;
  bool shutdown_ = false;
  bool exited_ = false;
  PositionEncoding encoding_ = PositionEncoding::Utf16;
  bool snippets_ = false;
  FunctionTable functions_;
  // The standard functions with the Terraform pack, by the directory its
  // file functions may read in.
  std::map<std::string, std::unique_ptr<FunctionTable>, std::less<>> pack_functions_;
  Schemas schemas_;
  std::string root_;               // the workspace root's path ("" without one)
  bool progress_support_ = false;  // the client takes window/workDoneProgress/create
  bool watch_support_ = false;     // the client registers file watchers for the server
  Json initialization_options_;
  std::uint64_t semantic_tokens_ids_ = 0;
  std::uint64_t full_parses_ = 0;     // of documents, for diagnostics or requests
  std::uint64_t partial_parses_ = 0;  // of one edited block (hclc/parseCounts tells the tests)
  std::unique_ptr<WorkspaceIndex> index_;
  std::size_t indexing_reported_ = 0;  // files indexed at the last $/progress report
  Clock::time_point received_;         // of the message being handled
  LatencyStats latency_;               // hclc/stats
  std::map<std::string, Document, std::less<>> documents_;
  // Documents whose diagnostics are to be published: when each changed, in
  // the order of changes and as the time the change was read.
  struct Stale {
    std::uint64_t sequence = 0;
    Clock::time_point changed;
  };
  std::map<std::string, Stale, std::less<>> stale_;
  std::uint64_t stale_sequence_ = 0;
  std::map<std::string, DiskFile, std::less<>> disk_files_;  // by path: module files that are not open
};

// Runs a server over input and output file descriptors until `exit` or the
// end of input; returns the process's exit status.
int serve(int input_fd, int output_fd);

// The path of a file: URI ("file:///a%20b.tf" -> "/a b.tf"); other URIs as they are.
std::string path_of_uri(std::string_view uri);
// The file: URI of a path, percent-encoding all but unreserved characters and "/".
std::string uri_of_path(std::string_view path);

}  // namespace hclc::lsp
