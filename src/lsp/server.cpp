#include "lsp/server.h"

#include <condition_variable>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <set>
#include <thread>

#include <algorithm>

#include "eval/driver.h"
#include "ext/terraform_functions.h"
#include "lsp/protocol_values.h"
#include "lsp/threads.h"
#include "lsp/transport.h"
#include "lsp/type_check.h"
#include "syntax/source_encoding.h"

namespace hclc::lsp {

using namespace protocol;  // the protocol's enumeration values, by their names
namespace {

constexpr std::string_view kVersion = "2.0";
// How many messages the reader may read ahead of the handler: enough to see
// a cancellation or a change behind a request, bounded so that a client
// that sends faster than the server works cannot make it grow without end.
constexpr std::size_t kMaxQueuedMessages = 4096;
constexpr std::string_view kIndexingToken = "hclc/indexing";
constexpr std::size_t kIndexingReports = 50;
constexpr std::size_t kIndexingEnded = SIZE_MAX;

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

Json semantic_token_legend() {
  JsonArray types;
  for (std::string_view type : kSemanticTokenTypes) types.emplace_back(type);
  return types;
}

const std::string* uri_of(const Json& params) { return params.at_path({"textDocument", "uri"}).string(); }

std::optional<Position> position_from(const Json& p) {
  std::optional<std::uint32_t> line = p["line"].unsigned32();
  std::optional<std::uint32_t> character = p["character"].unsigned32();
  if (!line || !character) return std::nullopt;
  return Position{*line, *character};
}

}  // namespace

std::string uri_of_path(std::string_view path) {
  static constexpr char kDigits[] = "0123456789ABCDEF";
  std::string uri = "file://";
  for (const char c : path) {
    const auto b = static_cast<unsigned char>(c);
    if ((b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9') || c == '/' || c == '-' ||
        c == '_' || c == '.' || c == '~') {
      uri += c;
    } else {
      uri += '%';
      uri += kDigits[b >> 4];
      uri += kDigits[b & 0xF];
    }
  }
  return uri;
}

std::string path_of_uri(std::string_view uri) {
  constexpr std::string_view kFileScheme = "file://";
  if (!uri.starts_with(kFileScheme)) return std::string(uri);
  uri.remove_prefix(kFileScheme.size());
  std::string path;
  for (std::size_t i = 0; i < uri.size(); ++i) {
    if (uri[i] == '%' && i + 2 < uri.size() + 0 && hex_value(uri[i + 1]) >= 0 && hex_value(uri[i + 2]) >= 0) {
      path += static_cast<char>(hex_value(uri[i + 1]) * 16 + hex_value(uri[i + 2]));
      i += 2;
    } else {
      path += uri[i];
    }
  }
  return path;
}

Server::Server(Send send) : send_(std::move(send)), functions_(eval::default_functions()) {}

const TextDocument* Server::document(const std::string& uri) const {
  auto it = documents_.find(uri);
  return it == documents_.end() ? nullptr : &it->second.text;
}

void Server::respond(const Json& id, Json result) {
  send_(JsonObject{{"jsonrpc", kVersion}, {"id", id}, {"result", std::move(result)}});
}

void Server::respond_error(const Json& id, ErrorCode code, const std::string& message) {
  send_(JsonObject{{"jsonrpc", kVersion},
                   {"id", id},
                   {"error", JsonObject{{"code", static_cast<int>(code)}, {"message", message}}}});
}

void Server::notify(const std::string& method, Json params) {
  send_(JsonObject{{"jsonrpc", kVersion}, {"method", method}, {"params", std::move(params)}});
}

void Server::log(const std::string& message) {
  notify("window/logMessage", JsonObject{{"type", kMessageTypeLog}, {"message", message}});
}

void Server::framing_error(const std::string& what) {
  respond_error(nullptr, ErrorCode::ParseError, "Malformed message header: " + what);
}

void Server::invalid_json(const std::string& error) {
  respond_error(nullptr, ErrorCode::ParseError, "Invalid JSON: " + error);
}

void Server::handle_text(std::string_view text, const Pending& pending, Clock::time_point received) {
  JsonParseResult parsed = parse_json(text);
  if (!parsed.value) return invalid_json(parsed.error);
  handle(*parsed.value, pending, received);
}

void Server::handle(const Json& message, const Pending& pending, Clock::time_point received) {
  if (!message.is_object()) {
    respond_error(nullptr, ErrorCode::InvalidRequest, "A message must be a JSON object");
    return;
  }
  const Json& id = message["id"];
  const std::string* method = message["method"].string();
  const bool has_id = message.object()->contains("id");
  if (!method) {
    // A response to a request of the server's (none needs an answer), or garbage.
    if (!message["result"].is_null() || !message["error"].is_null()) return;
    respond_error(has_id && (id.is_number() || id.is_string()) ? id : Json(), ErrorCode::InvalidRequest,
                  "A request needs a method");
    return;
  }
  if (has_id && !id.is_number() && !id.is_string()) {
    respond_error(nullptr, ErrorCode::InvalidRequest, "A request's id must be a number or a string");
    return;
  }
  const Json& params = message["params"];
  received_ = received;
  try {
    if (has_id) {
      const Clock::time_point started = Clock::now();
      const std::chrono::nanoseconds cpu = thread_cpu_time();
      handle_request(*method, id, params, pending);
      latency_.add(*method, received, started, Clock::now(), thread_cpu_time() - cpu);
    } else {
      handle_notification(*method, params);
    }
  } catch (const std::exception& e) {
    if (has_id)
      respond_error(id, ErrorCode::InternalError, std::string("Internal error: ") + e.what());
    else
      log("hclc lsp: internal error handling " + *method + ": " + e.what());
  }
}

void Server::handle_request(const std::string& method, const Json& id, const Json& params, const Pending& pending) {
  if (method == "initialize") {
    if (initialized_) return respond_error(id, ErrorCode::InvalidRequest, "The server is initialized already");
    initialized_ = true;
    return respond(id, initialize(params));
  }
  if (!initialized_) return respond_error(id, ErrorCode::ServerNotInitialized, "The server is not initialized yet");
  if (shutdown_) return respond_error(id, ErrorCode::InvalidRequest, "The server is shut down");
  if (method == "shutdown") {
    shutdown_ = true;
    return respond(id, nullptr);
  }
  if (pending.is_cancelled && pending.is_cancelled(id))
    return respond_error(id, ErrorCode::RequestCancelled, "The request was cancelled");
  if (const std::string* uri = uri_of(params); uri && pending.has_changes && pending.has_changes(*uri))
    return respond_error(id, ErrorCode::ContentModified, "The document changed since the request");

  if (method == "hclc/documentBytes") {
    // The text as the server holds it, in hex (any bytes, invalid UTF-8
    // too): the tests compare it with the client's.
    Document* doc = request_document(id, params);
    if (!doc) return;
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string hex;
    hex.reserve(doc->text.text().size() * 2);
    for (const char c : doc->text.text()) {
      hex += kDigits[static_cast<unsigned char>(c) >> 4];
      hex += kDigits[static_cast<unsigned char>(c) & 0xF];
    }
    return respond(id, hex);
  }
  if (method == "hclc/stats") {
    // The server's latency so far (see latency_stats.h); `clear` starts afresh.
    Json summary = latency_.summary();
    if (params["clear"].boolean().value_or(false)) latency_.clear();
    return respond(id, std::move(summary));
  }
  if (method == "hclc/parseCounts")
    return respond(
        id, JsonObject{{"full", static_cast<double>(full_parses_)}, {"partial", static_cast<double>(partial_parses_)}});
  if (method == "textDocument/formatting") {
    Document* doc = request_document(id, params);
    if (!doc) return;
    if (syntax_of(doc->path) == Syntax::Json) return respond(id, JsonArray{});
    return respond(id, formatting_edits(doc->text, encoding_));
  }
  if (method == "textDocument/documentSymbol") {
    Document* doc = request_document(id, params);
    if (doc) respond(id, document_symbols(analysis_of(*doc), doc->text, encoding_));
    return;
  }
  if (method == "textDocument/codeAction") {
    Document* doc = request_document(id, params);
    if (doc) respond(id, code_actions(*doc, params));
    return;
  }
  if (method == "workspace/symbol") return respond(id, workspace_symbols(params));
  if (method == "textDocument/semanticTokens/full" || method == "textDocument/semanticTokens/full/delta") {
    Document* doc = request_document(id, params);
    if (doc) respond(id, semantic_tokens_answer(*doc, params["previousResultId"].string()));
    return;
  }
  if (method == "textDocument/selectionRange") {
    Document* doc = request_document(id, params);
    if (!doc) return;
    const JsonArray* positions = params["positions"].array();
    if (!positions) return respond_error(id, ErrorCode::InvalidParams, "The request has no positions");
    JsonArray out;
    for (const Json& p : *positions) {
      std::optional<std::uint32_t> offset = request_offset(id, JsonObject{{"position", p}}, *doc);
      if (!offset) return;
      out.push_back(selection_range(analysis_of(*doc), doc->text, *offset, encoding_));
    }
    return respond(id, out);
  }
  if (method == "textDocument/foldingRange") {
    Document* doc = request_document(id, params);
    if (doc) respond(id, folding_ranges(analysis_of(*doc), doc->text));
    return;
  }
  if (method == "textDocument/definition" || method == "textDocument/references" ||
      method == "textDocument/documentHighlight" || method == "textDocument/rename" ||
      method == "textDocument/prepareRename")
    return navigate(method, id, params);
  if (method == "textDocument/hover" || method == "textDocument/completion" || method == "textDocument/signatureHelp") {
    Document* doc = request_document(id, params);
    if (!doc) return;
    std::optional<std::uint32_t> offset = request_offset(id, params, *doc);
    if (!offset) return;
    if (method == "textDocument/hover") {
      const Analysis& analysis = analysis_of(*doc);
      std::string problems;
      const dec::SpecFile* spec = analysis.file ? schemas_.spec_for(doc->path, problems) : nullptr;
      if (std::optional<std::string> text =
              spec ? schema_hover(*analysis.file, *offset, *spec, schemas_.descriptions()) : std::nullopt)
        return respond(id, JsonObject{{"contents", JsonObject{{"kind", "markdown"}, {"value", *text}}}});
      Json answer = hover(analysis, doc->text, *offset, encoding_, functions_for(*doc), checked_of(*doc).types);
      if (std::optional<std::string> description = definition_description_at(*doc, *offset)) {
        JsonObject described = answer.object() ? *answer.object() : JsonObject{};
        const std::string* shown = answer.at_path({"contents", "value"}).string();
        described.insert_or_assign(
            "contents", JsonObject{{"kind", "markdown"}, {"value", (shown ? *shown + "\n\n" : "") + *description}});
        answer = std::move(described);
      }
      return respond(id, std::move(answer));
    }
    if (method == "textDocument/completion") {
      if (std::optional<Json> references = reference_completion(*doc, *offset)) return respond(id, *references);
      if (std::optional<Json> names = schema_names(*doc, *offset)) return respond(id, *names);
      const Json functions = completion(doc->text, *offset, functions_for(*doc), snippets_);
      JsonArray items = functions["items"].array() ? *functions["items"].array() : JsonArray{};
      add_expression_roots(*doc, *offset, items);
      return respond(id, JsonObject{{"isIncomplete", false}, {"items", std::move(items)}});
    }
    return respond(id, signature_help(analysis_of(*doc), *offset, functions_for(*doc)));
  }
  respond_error(id, ErrorCode::MethodNotFound, "Unknown method " + method);
}

void Server::handle_notification(const std::string& method, const Json& params) {
  if (method == "exit") {
    exited_ = true;
    return;
  }
  if (!initialized_ || shutdown_) return;  // the protocol says to drop them
  if (method == "textDocument/didOpen") return did_open(params);
  if (method == "textDocument/didChange") return did_change(params);
  if (method == "textDocument/didClose") return did_close(params);
  if (method == "initialized") {
    watch_files();
    return start_indexing();
  }
  if (method == "workspace/didChangeWatchedFiles") return files_changed(params);
  // Others (initialized, didSave, $/cancelRequest handled by the queue,
  // configuration, traces) need nothing.
}

Json Server::initialize(const Json& params) {
  const Json& general = params.at_path({"capabilities", "general", "positionEncodings"});
  if (const JsonArray* offered = general.array())
    for (const Json& e : *offered)
      if (e.string() && *e.string() == "utf-8") encoding_ = PositionEncoding::Utf8;
  // Schemas: the workspace's .hclc.hcl, then initializationOptions.
  std::string root;
  if (const std::string* uri = params["rootUri"].string())
    root = path_of_uri(*uri);
  else if (const std::string* path = params["rootPath"].string())
    root = *path;
  Diagnostics config_problems;
  std::vector<SchemaRule> rules = root.empty() ? std::vector<SchemaRule>{} : read_schema_rules(root, config_problems);
  for (SchemaRule& rule : schema_rules_from_json(params["initializationOptions"])) rules.push_back(std::move(rule));
  for (const Diagnostic& d : config_problems) log(".hclc.hcl: " + d.summary + ": " + d.detail);
  schemas_.set(root, std::move(rules));
  root_ = root;
  progress_support_ = params.at_path({"capabilities", "window", "workDoneProgress"}).boolean().value_or(false);
  watch_support_ = params.at_path({"capabilities", "workspace", "didChangeWatchedFiles", "dynamicRegistration"})
                       .boolean()
                       .value_or(false);
  initialization_options_ = params["initializationOptions"];
  snippets_ = params.at_path({"capabilities", "textDocument", "completion", "completionItem", "snippetSupport"})
                  .boolean()
                  .value_or(false);
  JsonObject capabilities{
      {"positionEncoding", encoding_ == PositionEncoding::Utf8 ? "utf-8" : "utf-16"},
      {"textDocumentSync", JsonObject{{"openClose", true}, {"change", kIncrementalSync}}},
      {"documentFormattingProvider", true},
      {"documentSymbolProvider", true},
      {"foldingRangeProvider", true},
      {"semanticTokensProvider",
       JsonObject{{"legend", JsonObject{{"tokenTypes", semantic_token_legend()}, {"tokenModifiers", JsonArray{}}}},
                  {"full", JsonObject{{"delta", true}}}}},
      {"selectionRangeProvider", true},
      {"hoverProvider", true},
      {"codeActionProvider", JsonObject{{"codeActionKinds", JsonArray{"quickfix", "source.format"}}}},
      {"workspaceSymbolProvider", true},
      {"definitionProvider", true},
      {"referencesProvider", true},
      {"documentHighlightProvider", true},
      {"renameProvider", JsonObject{{"prepareProvider", true}}},
      {"completionProvider", JsonObject{{"triggerCharacters", JsonArray{}}}},
      {"signatureHelpProvider", JsonObject{{"triggerCharacters", JsonArray{"(", ","}}}},
  };
  return JsonObject{{"capabilities", std::move(capabilities)}, {"serverInfo", JsonObject{{"name", "hclc"}}}};
}

void Server::did_open(const Json& params) {
  const std::string* uri = uri_of(params);
  const std::string* text = params.at_path({"textDocument", "text"}).string();
  if (!uri || !text) return log("textDocument/didOpen without a uri and text");
  Document& doc = documents_[*uri];
  doc.path = path_of_uri(*uri);
  doc.profile = profile_for(doc.path);
  doc.version = static_cast<std::int64_t>(params.at_path({"textDocument", "version"}).number().value_or(0));
  doc.text.set_text(*text);
  doc.analysis.reset();
  doc.blocks.clear();
  doc.edited_block.reset();
  module_changed(doc.path);
}

void Server::did_change(const Json& params) {
  const std::string* uri = uri_of(params);
  if (!uri) return log("textDocument/didChange without a uri");
  auto it = documents_.find(*uri);
  if (it == documents_.end()) return log("textDocument/didChange of a document that is not open: " + *uri);
  Document& doc = it->second;
  const JsonArray* changes = params["contentChanges"].array();
  if (!changes) return log("textDocument/didChange without contentChanges");
  for (const Json& change : *changes) {
    const std::string* text = change["text"].string();
    if (!text) {
      log("textDocument/didChange: a change without text is ignored");
      continue;
    }
    if (change["range"].is_null()) {
      doc.text.set_text(*text);
      doc.blocks.clear();
      doc.edited_block.reset();
      continue;
    }
    std::optional<Position> start = position_from(change.at_path({"range", "start"}));
    std::optional<Position> end = position_from(change.at_path({"range", "end"}));
    if (!start || !end) {
      log("textDocument/didChange: a change with an invalid range is ignored");
      continue;
    }
    // Positions past the end mean the end, as the protocol says of characters.
    const std::uint32_t begin = doc.text.clamped_offset_of(*start, encoding_);
    const std::uint32_t finish = doc.text.clamped_offset_of(*end, encoding_);
    track_edit(doc, std::min(begin, finish), std::max(begin, finish), static_cast<std::uint32_t>(text->size()));
    doc.text.replace(std::min(begin, finish), std::max(begin, finish), *text);
  }
  if (std::optional<double> version = params.at_path({"textDocument", "version"}).number())
    doc.version = static_cast<std::int64_t>(*version);
  doc.analysis.reset();
  module_changed(doc.path);
}

void Server::did_close(const Json& params) {
  const std::string* uri = uri_of(params);
  if (!uri) return;
  if (auto it = documents_.find(*uri); it != documents_.end()) {
    // The others of its module now read it from disk.
    const std::string path = it->second.path;
    documents_.erase(it);
    module_changed(path);
  }
  stale_.erase(*uri);
  notify("textDocument/publishDiagnostics", JsonObject{{"uri", *uri}, {"diagnostics", JsonArray{}}});
}

Server::Document* Server::request_document(const Json& id, const Json& params) {
  const std::string* uri = uri_of(params);
  if (!uri) {
    respond_error(id, ErrorCode::InvalidParams, "The request names no textDocument.uri");
    return nullptr;
  }
  auto it = documents_.find(*uri);
  if (it == documents_.end()) {
    respond_error(id, ErrorCode::InvalidParams, "The document is not open: " + *uri);
    return nullptr;
  }
  return &it->second;
}

std::optional<std::uint32_t> Server::request_offset(const Json& id, const Json& params, const Document& doc) {
  std::optional<Position> position = position_from(params["position"]);
  if (!position) {
    respond_error(id, ErrorCode::InvalidParams, "The request has no valid position");
    return std::nullopt;
  }
  std::optional<std::uint32_t> offset = doc.text.offset_of(*position, encoding_);
  if (!offset)
    respond_error(id, ErrorCode::InvalidParams,
                  "The position's line " + std::to_string(position->line) + " is past the document's last line " +
                      std::to_string(doc.text.line_count() - 1));
  return offset;
}

const Analysis& Server::analysis_of(Document& doc) {
  if (doc.analysis) return *doc.analysis;
  doc.analysis = analyse(doc.path, doc.text.text());
  ++full_parses_;
  doc.blocks.clear();
  doc.edited_block.reset();
  doc.previous_checked.reset();
  if (doc.analysis->file && !doc.analysis->has_syntax_errors) {
    const ir::Arena& arena = *doc.analysis->file->arena;
    for (ir::BlockId id : doc.analysis->file->root().blocks) {
      const ir::Block& b = arena.block(id);
      doc.blocks.push_back(
          {b.span.start, b.open_brace_span.start, b.close_brace_span.start, b.type.text == "variable"});
    }
    std::sort(doc.blocks.begin(), doc.blocks.end(),
              [](const BlockExtent& x, const BlockExtent& y) { return x.begin < y.begin; });
  }
  return *doc.analysis;
}

void Server::track_edit(Document& doc, std::uint32_t begin, std::uint32_t end, std::uint32_t length) {
  auto inside = std::find_if(doc.blocks.begin(), doc.blocks.end(),
                             [&](const BlockExtent& b) { return b.open < begin && end <= b.close; });
  const auto index = static_cast<std::size_t>(inside - doc.blocks.begin());
  if (inside == doc.blocks.end() || (doc.edited_block && *doc.edited_block != index)) {
    doc.blocks.clear();
    doc.edited_block.reset();
    doc.previous_checked.reset();
    return;
  }
  if (!doc.edited_block) {
    doc.edited_block = index;
    doc.previous_checked = std::move(doc.checked);
  }
  const std::uint32_t old_close = inside->close;
  auto move = [&](std::uint32_t& byte) { byte = byte - (end - begin) + length; };
  move(inside->close);
  for (auto after = inside + 1; after != doc.blocks.end(); ++after) {
    move(after->begin);
    move(after->open);
    move(after->close);
  }
  if (doc.previous_checked) {
    // Those of the edited block go: the block is checked again whole.
    Diagnostics moved;
    for (Diagnostic d : doc.previous_checked->diags) {
      if (d.subject && inside->begin <= d.subject->start.byte && d.subject->start.byte <= old_close) continue;
      if (d.subject && d.subject->start.byte > old_close) {
        move(d.subject->start.byte);
        move(d.subject->end.byte);
      }
      moved.add(std::move(d));
    }
    doc.previous_checked->diags = std::move(moved);
  }
}

std::optional<Diagnostics> Server::reparse_edited_block(Document& doc) {
  const BlockExtent extent = doc.blocks[*doc.edited_block];
  const std::uint32_t end = extent.close + 1;
  std::string problems;
  const SchemaRule* rule = schemas_.rule_for(doc.path);
  if (extent.is_variable || end > doc.text.text().size() || schemas_.spec_for(doc.path, problems)) return std::nullopt;
  const bool checks = doc.profile != Profile::Generic || (rule && (!rule->types.empty() || !rule->functions.empty()));
  if (checks && !doc.previous_checked) return std::nullopt;
  // The text up to the block's end, with the bytes before it spaces but for line ends.
  std::string text(doc.text.text().substr(0, end));
  for (std::uint32_t i = 0; i < extent.begin; ++i)
    if (text[i] != '\n' && text[i] != '\r') text[i] = ' ';
  const Analysis block = analyse(doc.path, text);
  if (!block.file || block.has_syntax_errors) return std::nullopt;
  const ir::Body& root = block.file->root();
  if (!root.attributes.empty() || root.blocks.size() != 1) return std::nullopt;
  const ir::Block& parsed = block.file->arena->block(root.blocks[0]);
  if (parsed.span.start != extent.begin || parsed.close_brace_span.start != extent.close ||
      parsed.type.text == "variable")
    return std::nullopt;
  ++partial_parses_;
  Checked checked;
  if (checks) {
    Checked& previous = *doc.previous_checked;
    checked.types = std::move(previous.types);
    Diagnostics fresh;
    type_check_diagnostics(*block.file, checked.types, functions_for(doc),
                           doc.profile != Profile::Generic ? CheckProfile::Module : CheckProfile::Schema, fresh);
    // In source order: the diagnostics of what comes before the block, the block's, then the rest's.
    auto before = [&](const Diagnostic& d) { return !d.subject || d.subject->start.byte < extent.begin; };
    auto after = [&](const Diagnostic& d) { return d.subject && d.subject->start.byte > extent.close; };
    for (const Diagnostic& d : previous.diags)
      if (before(d)) checked.diags.add(d);
    checked.diags.append(fresh);
    for (const Diagnostic& d : previous.diags)
      if (after(d)) checked.diags.add(d);
  }
  doc.previous_checked.reset();
  doc.edited_block.reset();
  doc.checked = std::move(checked);
  return doc.checked->diags;
}

Profile Server::profile_for(const std::string& path) const {
  if (const SchemaRule* rule = schemas_.rule_for(path))
    if (std::optional<Profile> named = profile_named(rule->profile)) return *named;
  return profile_of_path(path);
}

const FunctionTable& Server::functions_for(const Document& doc) {
  const SchemaRule* rule = schemas_.rule_for(doc.path);
  const bool terraform_pack =
      doc.profile == Profile::Terraform ||
      (rule && std::find(rule->functions.begin(), rule->functions.end(), "terraform") != rule->functions.end());
  if (!terraform_pack) return functions_;
  // Terraform's file functions read relative to the module's directory.
  const std::string directory = std::filesystem::path(doc.path).parent_path().string();
  std::unique_ptr<FunctionTable>& table = pack_functions_[directory];
  if (!table) {
    table = std::make_unique<FunctionTable>(functions_);
    ext::add_terraform_functions(*table, {.granted_directory = directory,
                                          .clock = {},
                                          .plan_timestamp = std::chrono::system_clock::now(),
                                          .max_fileset_entries = 10'000});
  }
  return *table;
}

void Server::module_changed(const std::string& path) {
  const std::filesystem::path directory = std::filesystem::path(path).parent_path();
  for (auto& [uri, doc] : documents_) {
    if (doc.path != path && (doc.profile == Profile::Generic || !is_module_file(path, doc.profile) ||
                             std::filesystem::path(doc.path).parent_path() != directory))
      continue;
    // Its own diagnostics, and those of the module's other open files (the variables' types may have changed).
    doc.checked.reset();
    if (doc.path != path) doc.previous_checked.reset();
    stale_[uri] = {++stale_sequence_, received_};
  }
}

const Server::Checked& Server::checked_of(Document& doc) {
  if (doc.checked) return *doc.checked;
  Checked& checked = doc.checked.emplace();
  const Analysis& analysis = analysis_of(doc);
  const SchemaRule* rule = schemas_.rule_for(doc.path);
  if (rule) checked.types = rule->types;
  if (doc.profile != Profile::Generic) {
    // `var` holds the module's variables, of their declared types; while a
    // file of the module does not parse, of any type (not "unsupported").
    std::vector<const ir::File*> module;
    bool complete = true;
    for (const ModuleFile& f : module_files(doc)) {
      if (f.analysis->file && !f.analysis->has_syntax_errors)
        module.push_back(&*f.analysis->file);
      else
        complete = false;
    }
    checked.types.insert_or_assign("var", complete ? terraform_var_type(module) : Type::dynamic());
  }
  if (!analysis.file || analysis.has_syntax_errors) return checked;
  // With a spec, a file that parses is decoded as `hclc dec` decodes it,
  // the typed variables unknown values of their types.
  std::string problems;
  if (const dec::SpecFile* spec = schemas_.spec_for(doc.path, problems)) {
    decode_diagnostics(*analysis.file, *spec, checked.types, checked.diags);
  } else if (doc.profile != Profile::Generic) {
    type_check_diagnostics(*analysis.file, checked.types, functions_for(doc), CheckProfile::Module, checked.diags);
  } else if (rule && (!rule->types.empty() || !rule->functions.empty())) {
    type_check_diagnostics(*analysis.file, checked.types, functions_for(doc), CheckProfile::Schema, checked.diags);
  }
  if (!problems.empty()) log("hclc lsp: the schema for " + doc.path + " does not load:\n" + problems);
  return checked;
}

std::vector<Server::ModuleFile> Server::module_files(Document& doc) {
  namespace fs = std::filesystem;
  std::vector<ModuleFile> files;
  std::map<std::string, Document*, std::less<>> open_by_path;
  for (auto& [uri, open] : documents_) open_by_path[open.path] = &open;
  for (auto& [uri, open] : documents_)
    if (&open == &doc) files.push_back({uri, &open.text, &analysis_of(open)});
  std::error_code error;
  const fs::path directory = fs::path(doc.path).parent_path();
  std::vector<fs::path> found;
  for (auto it = fs::directory_iterator(directory.empty() ? fs::path(".") : directory, error);
       !error && it != fs::directory_iterator(); it.increment(error))
    if (is_module_file(it->path().string(), doc.profile) && it->is_regular_file(error)) found.push_back(it->path());
  std::sort(found.begin(), found.end());
  for (const fs::path& path : found) {
    const std::string name = path.string();
    if (name == doc.path) continue;
    if (auto open = open_by_path.find(name); open != open_by_path.end()) {
      for (auto& [uri, d] : documents_)
        if (&d == open->second) files.push_back({uri, &d.text, &analysis_of(d)});
      continue;
    }
    const fs::file_time_type modified = fs::last_write_time(path, error);
    const std::uintmax_t size = fs::file_size(path, error);
    if (error) continue;
    auto cached = disk_files_.find(name);
    if (cached == disk_files_.end() || cached->second.modified != modified || cached->second.size != size) {
      std::optional<std::string> text = read_source_file(name);
      if (!text) continue;
      DiskFile fresh{modified, size, TextDocument(*text), analyse(name, *text)};
      cached = disk_files_.insert_or_assign(name, std::move(fresh)).first;
    }
    files.push_back({uri_of_path(name), &cached->second.text, &cached->second.analysis});
  }
  // Open documents of this directory that are not on disk (yet).
  for (auto& [uri, d] : documents_)
    if (&d != &doc && fs::path(d.path).parent_path() == directory && is_module_file(d.path, doc.profile) &&
        !std::binary_search(found.begin(), found.end(), fs::path(d.path)))
      files.push_back({uri, &d.text, &analysis_of(d)});
  return files;
}

void Server::navigate(const std::string& method, const Json& id, const Json& params) {
  Document* doc = request_document(id, params);
  if (!doc) return;
  std::optional<std::uint32_t> offset = request_offset(id, params, *doc);
  if (!offset) return;
  const bool many = method == "textDocument/references" || method == "textDocument/documentHighlight";
  const Json nothing = many ? Json(JsonArray{}) : Json();
  if (doc->profile == Profile::Generic) return respond(id, nothing);
  const std::vector<ModuleFile> files = module_files(*doc);
  std::vector<std::vector<Occurrence>> occurrences;
  occurrences.reserve(files.size());
  for (const ModuleFile& f : files)
    occurrences.push_back(f.analysis->file ? lsp::occurrences(*f.analysis->file, f.text->text(), doc->profile)
                                           : std::vector<Occurrence>{});
  // The innermost name under the cursor, in the document itself (files[0]).
  const Occurrence* at = nullptr;
  for (const Occurrence& o : occurrences[0])
    if (o.hit_begin <= *offset && *offset <= o.hit_end &&
        (!at || o.hit_end - o.hit_begin < at->hit_end - at->hit_begin))
      at = &o;
  if (!at) {
    if (method == "textDocument/rename")
      return respond_error(id, ErrorCode::InvalidParams, "There is no name to rename here");
    return respond(id, nothing);
  }
  auto range = [&](const ModuleFile& f, const Occurrence& o) {
    return JsonObject{{"start", JsonObject{{"line", f.text->position_of(o.name_begin, encoding_).line},
                                           {"character", f.text->position_of(o.name_begin, encoding_).character}}},
                      {"end", JsonObject{{"line", f.text->position_of(o.name_end, encoding_).line},
                                         {"character", f.text->position_of(o.name_end, encoding_).character}}}};
  };
  if (method == "textDocument/prepareRename") return respond(id, range(files[0], *at));
  if (method == "textDocument/documentHighlight") {
    JsonArray out;
    for (const Occurrence& o : occurrences[0])
      if (o.key == at->key)
        out.push_back(
            JsonObject{{"range", range(files[0], o)}, {"kind", o.definition ? kHighlightWrite : kHighlightRead}});
    return respond(id, out);
  }
  const bool with_declaration = params.at_path({"context", "includeDeclaration"}).boolean().value_or(true);
  const std::string* new_name = params["newName"].string();
  if (method == "textDocument/rename" && (!new_name || !is_identifier(*new_name)))
    return respond_error(id, ErrorCode::InvalidParams,
                         "The new name must be an identifier (a letter or _, then letters, digits, _ or -)");
  JsonArray locations;
  JsonObject changes;
  for (std::size_t i = 0; i < files.size(); ++i) {
    JsonArray edits;
    for (const Occurrence& o : occurrences[i]) {
      if (o.key != at->key) continue;
      if (method == "textDocument/definition" && !o.definition) continue;
      if (method == "textDocument/references" && o.definition && !with_declaration) continue;
      if (method == "textDocument/rename")
        edits.push_back(JsonObject{{"range", range(files[i], o)}, {"newText", *new_name}});
      else
        locations.push_back(JsonObject{{"uri", files[i].uri}, {"range", range(files[i], o)}});
    }
    if (!edits.empty()) changes.emplace(files[i].uri, std::move(edits));
  }
  if (method == "textDocument/rename") return respond(id, JsonObject{{"changes", std::move(changes)}});
  respond(id, locations);
}

std::optional<std::string> Server::definition_description_at(Document& doc, std::uint32_t offset) {
  if (doc.profile == Profile::Generic) return std::nullopt;
  const Analysis& analysis = analysis_of(doc);
  if (!analysis.file) return std::nullopt;
  // The innermost name at the offset, as navigation finds it.
  std::optional<Occurrence> at;
  for (Occurrence& o : occurrences(*analysis.file, doc.text.text(), doc.profile))
    if (o.hit_begin <= offset && offset <= o.hit_end && (!at || o.hit_end - o.hit_begin < at->hit_end - at->hit_begin))
      at = std::move(o);
  if (!at || !(at->key.starts_with("var.") || at->key.starts_with("output."))) return std::nullopt;
  for (const ModuleFile& f : module_files(doc)) {
    if (!f.analysis->file) continue;
    for (const Occurrence& o : occurrences(*f.analysis->file, f.text->text(), doc.profile))
      if (o.definition && o.key == at->key) return definition_description(*f.analysis->file, o);
  }
  return std::nullopt;
}

namespace {

bool is_name_byte(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

// Where Terraform defines `self`: in a resource's provisioner and connection
// blocks (the provisioner's own connection too), and in the postcondition
// blocks of a resource's or data source's lifecycle; it is the enclosing
// resource or data source.
bool self_is_defined(const std::vector<EnclosingBlock>& blocks) {
  if (blocks.size() >= 2 && blocks[0].type == "resource" &&
      (blocks[1].type == "provisioner" || blocks[1].type == "connection"))
    return true;
  return blocks.size() >= 3 && (blocks[0].type == "resource" || blocks[0].type == "data") &&
         blocks[1].type == "lifecycle" && blocks[2].type == "postcondition";
}

// Whether a resource's, data source's or module's body names `meta` (count, for_each).
bool sets(const std::vector<EnclosingBlock>& blocks, std::string_view meta) {
  return !blocks.empty() && std::any_of(blocks[0].names.begin(), blocks[0].names.end(),
                                        [&](const BodyName& n) { return !n.block && n.name == meta; });
}

// The qualifier a definition's key starts with, and what to call it.
struct ReferenceRoot {
  std::string_view root;
  std::string_view detail;
  int kind;
};
constexpr ReferenceRoot kTerraformRoots[] = {
    {"var", "input variables: var.NAME", kCompletionKeyword},
    {"local", "local values: local.NAME", kCompletionKeyword},
    {"module", "module calls' outputs: module.NAME.OUTPUT", kCompletionKeyword},
    {"data", "data sources: data.TYPE.NAME", kCompletionKeyword},
    {"path", "filesystem paths: path.module, path.root, path.cwd", kCompletionKeyword},
    {"terraform", "terraform.workspace", kCompletionKeyword},
};

}  // namespace

std::optional<BlockContext> Server::block_context(Document& doc, std::uint32_t offset) {
  Diagnostics invalid;
  if (!validate_source_encoding(*analysis_of(doc).source, SourceForm::Code, invalid)) return std::nullopt;
  return enclosing_blocks(doc.text.text(), offset);
}

std::optional<Json> Server::reference_completion(Document& doc, std::uint32_t offset) {
  if (doc.profile == Profile::Generic) return std::nullopt;
  const std::string_view text = doc.text.text();
  std::uint32_t start = offset;
  while (start > 0 && is_name_byte(text[start - 1])) --start;
  if (start == 0 || text[start - 1] != '.') return std::nullopt;
  std::uint32_t root = start - 1;
  while (root > 0 && (is_name_byte(text[root - 1]) || text[root - 1] == '.')) --root;
  const std::string qualifier = std::string(text.substr(root, start - 1 - root)) + ".";
  const std::string partial(text.substr(start, offset - start));
  JsonArray items;
  auto result = [&] { return Json(JsonObject{{"isIncomplete", false}, {"items", std::move(items)}}); };
  if (doc.profile == Profile::Terraform && qualifier == "self.") {
    // The enclosing resource's attributes, where Terraform defines self.
    std::optional<BlockContext> context = block_context(doc, root);
    if (!context || !self_is_defined(context->blocks)) return result();
    const EnclosingBlock& owner = context->blocks[0];
    std::map<std::string, bool> names;  // whether each is a nested block
    static constexpr std::string_view kMeta[] = {"count",     "for_each",    "provider",   "depends_on",
                                                 "lifecycle", "provisioner", "connection", "dynamic"};
    for (const BodyName& n : owner.names)
      if (std::find(std::begin(kMeta), std::end(kMeta), n.name) == std::end(kMeta)) names.emplace(n.name, n.block);
    std::string problems;
    if (const dec::SpecFile* spec = schemas_.spec_for(doc.path, problems)) {
      const Json from_schema = schema_completion(text, owner.open + 1, *spec, false);
      for (const Json& item : *from_schema.array())
        if (const std::string* label = item["label"].string())
          names.emplace(*label, item["kind"].number() != kCompletionProperty);
    }
    for (const auto& [name, block] : names)
      if (name.starts_with(partial))
        items.push_back(JsonObject{{"label", name},
                                   {"kind", block ? kCompletionField : kCompletionProperty},
                                   {"detail", "self." + name + ": " + (block ? "a nested block" : "an attribute") +
                                                  " of this " + (owner.type == "data" ? "data source" : "resource")}});
    return result();
  }
  std::set<std::string> names;
  // The attributes of the objects Terraform provides itself.
  static constexpr std::pair<std::string_view, std::string_view> kTerraformObjectAttributes[] = {
      {"each.", "key"},  {"each.", "value"}, {"count.", "index"},        {"path.", "module"},
      {"path.", "root"}, {"path.", "cwd"},   {"terraform.", "workspace"}};
  if (doc.profile == Profile::Terraform)
    for (const auto& [object, attribute] : kTerraformObjectAttributes)
      if (object == qualifier && attribute.starts_with(partial)) names.emplace(attribute);
  for (const ModuleFile& f : module_files(doc)) {
    if (!f.analysis->file) continue;
    for (const Occurrence& o : occurrences(*f.analysis->file, f.text->text(), doc.profile)) {
      if (!o.definition || !o.key.starts_with(qualifier)) continue;
      std::string rest = o.key.substr(qualifier.size());
      rest = rest.substr(0, rest.find('.'));
      if (rest.starts_with(partial)) names.insert(rest);
    }
  }
  if (names.empty()) return std::nullopt;
  // After `data.` a data source's type; after `module.` a module call; else a name the qualifier holds.
  const bool type = qualifier == "data.";
  const int kind = type ? kCompletionClass : qualifier == "module." ? kCompletionModule : kCompletionVariable;
  for (const std::string& name : names)
    items.push_back(JsonObject{{"label", name}, {"kind", kind}, {"detail", qualifier + name}});
  return result();
}

void Server::add_expression_roots(Document& doc, std::uint32_t offset, JsonArray& items) {
  if (doc.profile != Profile::Terraform) return;
  const std::string_view text = doc.text.text();
  offset = std::min<std::uint32_t>(offset, static_cast<std::uint32_t>(text.size()));
  std::uint32_t start = offset;
  while (start > 0 && is_name_byte(text[start - 1])) --start;
  // After a `.` the name is an attribute's; one that starts with a digit is a number.
  if ((start > 0 && text[start - 1] == '.') || (start < offset && text[start] >= '0' && text[start] <= '9')) return;
  std::optional<BlockContext> context = block_context(doc, offset);
  if (!context || context->in_text) return;
  // A name that starts a line of a body is an attribute's or a block's, not an expression.
  std::uint32_t line = start;
  while (line > 0 && (text[line - 1] == ' ' || text[line - 1] == '\t')) --line;
  if (context->in_body && (line == 0 || text[line - 1] == '\n' || text[line - 1] == '\r')) return;
  const std::string_view prefix = text.substr(start, offset - start);
  auto offer = [&](std::string_view label, int kind, std::string detail) {
    if (label.starts_with(prefix))
      items.push_back(JsonObject{{"label", std::string(label)}, {"kind", kind}, {"detail", std::move(detail)}});
  };
  for (const ReferenceRoot& root : kTerraformRoots) offer(root.root, root.kind, std::string(root.detail));
  const std::vector<EnclosingBlock>& blocks = context->blocks;
  if (sets(blocks, "for_each")) offer("each", kCompletionKeyword, "this " + blocks[0].type + "'s each.key, each.value");
  if (sets(blocks, "count")) offer("count", kCompletionKeyword, "this " + blocks[0].type + "'s count.index");
  if (self_is_defined(blocks))
    offer("self", kCompletionKeyword,
          std::string("this ") + (blocks[0].type == "data" ? "data source" : "resource") + "'s attributes: self.NAME");
  // The resource types the module declares, with how many of each.
  std::map<std::string, std::size_t> types;
  for (const ModuleFile& f : module_files(doc)) {
    if (!f.analysis->file) continue;
    for (const Occurrence& o : occurrences(*f.analysis->file, f.text->text(), doc.profile)) {
      if (!o.definition) continue;
      const std::size_t dot = o.key.find('.');
      if (dot == std::string::npos || o.key.find('.', dot + 1) != std::string::npos) continue;
      const std::string_view root = std::string_view(o.key).substr(0, dot);
      if (root == "var" || root == "local" || root == "module" || root == "output" || root == "data") continue;
      ++types[std::string(root)];
    }
  }
  for (const auto& [type, count] : types)
    offer(type, kCompletionClass,
          "resource type: " + std::to_string(count) + (count == 1 ? " resource" : " resources") + " in this module");
}

std::optional<Json> Server::schema_names(Document& doc, std::uint32_t offset) {
  // Only where a name starts a line: an attribute's or a block's.
  const std::string_view text = doc.text.text();
  std::uint32_t start = offset;
  while (start > 0 && text[start - 1] != '\n' && text[start - 1] != '\r') --start;
  for (std::uint32_t i = start; i < offset; ++i) {
    const char c = text[i];
    const bool name = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
                      c == '-' || c == ' ' || c == '\t';
    if (!name) return std::nullopt;
  }
  std::string problems;
  const dec::SpecFile* spec = schemas_.spec_for(doc.path, problems);
  if (!spec) return std::nullopt;
  Diagnostics invalid;
  if (!validate_source_encoding(*analysis_of(doc).source, SourceForm::Code, invalid)) return std::nullopt;
  return Json(JsonObject{{"isIncomplete", false}, {"items", schema_completion(text, offset, *spec, snippets_)}});
}

Json Server::code_actions(Document& doc, const Json& params) {
  const std::string* uri = uri_of(params);
  JsonArray actions;
  // The diagnostics whose subject is the misspelled word itself, and whose
  // message ends with the suggestion, become quick fixes.
  static constexpr std::string_view kFixable[] = {"UnsupportedArgument", "UnsupportedBlockType",
                                                  "InvalidTemplateControlKeyword"};
  static constexpr std::string_view kSuggestion = "Did you mean \"";
  if (const JsonArray* diags = params.at_path({"context", "diagnostics"}).array()) {
    for (const Json& d : *diags) {
      const std::string* code = d["code"].string();
      const std::string* message = d["message"].string();
      if (!code || !message || std::find(std::begin(kFixable), std::end(kFixable), *code) == std::end(kFixable))
        continue;
      const std::size_t at = message->find(kSuggestion);
      if (at == std::string::npos) continue;
      const std::size_t begin = at + kSuggestion.size();
      const std::size_t end = message->find('"', begin);
      if (end == std::string::npos) continue;
      const std::string replacement = message->substr(begin, end - begin);
      JsonArray edits;
      edits.emplace_back(JsonObject{{"range", d["range"]}, {"newText", replacement}});
      JsonArray fixed;
      fixed.push_back(d);
      actions.emplace_back(JsonObject{{"title", "Change to \"" + replacement + "\""},
                                      {"kind", "quickfix"},
                                      {"isPreferred", true},
                                      {"diagnostics", std::move(fixed)},
                                      {"edit", JsonObject{{"changes", JsonObject{{*uri, std::move(edits)}}}}}});
    }
  }
  if (syntax_of(doc.path) == Syntax::Native) {
    Json edits = formatting_edits(doc.text, encoding_);
    if (!edits.array()->empty())
      actions.emplace_back(JsonObject{{"title", "Format file (hclc fmt)"},
                                      {"kind", "source.format"},
                                      {"edit", JsonObject{{"changes", JsonObject{{*uri, std::move(edits)}}}}}});
  }
  return actions;
}

void Server::watch_files() {
  if (!watch_support_) return;
  JsonArray watchers;
  for (std::string_view glob : {"**/*.tf", "**/*.hcl", "**/*.nomad", "**/*.tfvars", "**/*.hcldec"})
    watchers.emplace_back(JsonObject{{"globPattern", glob}});
  JsonArray registrations;
  registrations.emplace_back(JsonObject{{"id", "hclc/watch"},
                                        {"method", "workspace/didChangeWatchedFiles"},
                                        {"registerOptions", JsonObject{{"watchers", std::move(watchers)}}}});
  send_(JsonObject{{"jsonrpc", kVersion},
                   {"id", "hclc/watch"},
                   {"method", "client/registerCapability"},
                   {"params", JsonObject{{"registrations", std::move(registrations)}}}});
}

void Server::files_changed(const Json& params) {
  const JsonArray* changes = params["changes"].array();
  if (!changes) return;
  bool schemas_changed = false;
  for (const Json& change : *changes) {
    const std::string* uri = change["uri"].string();
    if (!uri) continue;
    const std::string path = path_of_uri(*uri);
    // Only what changed is read again: that file's index entry, or the
    // schemas when .hclc.hcl or a spec changed.
    if (path.ends_with("/.hclc.hcl") || path.ends_with(".hcldec")) {
      schemas_changed = true;
    } else if (index_ && is_indexed_file(path)) {
      if (change["type"].number() == kFileDeleted)
        index_->remove(path);
      else
        index_->update(path, encoding_);
    }
    disk_files_.erase(path);
    module_changed(path);
  }
  if (schemas_changed) {
    Diagnostics problems;
    std::vector<SchemaRule> rules = root_.empty() ? std::vector<SchemaRule>{} : read_schema_rules(root_, problems);
    for (SchemaRule& rule : schema_rules_from_json(initialization_options_)) rules.push_back(std::move(rule));
    schemas_.set(root_, std::move(rules));
    for (auto& [uri, doc] : documents_) {
      doc.profile = profile_for(doc.path);
      doc.checked.reset();
      stale_[uri] = {++stale_sequence_, received_};
    }
  }
}

void Server::start_indexing() {
  if (root_.empty() || index_) return;
  index_ = std::make_unique<WorkspaceIndex>();
  if (progress_support_) {
    send_(JsonObject{{"jsonrpc", kVersion},
                     {"id", "hclc/indexing"},
                     {"method", "window/workDoneProgress/create"},
                     {"params", JsonObject{{"token", kIndexingToken}}}});
    notify("$/progress",
           JsonObject{{"token", kIndexingToken},
                      {"value", JsonObject{{"kind", "begin"}, {"title", "Indexing HCL files"}, {"percentage", 0}}}});
  }
  index_->start(root_, encoding_, std::max(1u, std::thread::hardware_concurrency()));
  indexing_reported_ = 0;
  report_indexing();
}

bool Server::indexing() const { return index_ && indexing_reported_ != kIndexingEnded; }

void Server::report_indexing() {
  if (!indexing()) return;
  const std::size_t total = index_->listed_count();
  const std::size_t done = index_->indexed_count();
  JsonObject value;
  if (index_->done()) {
    indexing_reported_ = kIndexingEnded;
    value = JsonObject{{"kind", "end"}, {"message", std::to_string(total) + " files indexed"}};
  } else if (done >= indexing_reported_ + std::max<std::size_t>(1, total / kIndexingReports)) {
    // About every 2%.
    indexing_reported_ = done;
    value = JsonObject{{"kind", "report"},
                       {"message", std::to_string(done) + "/" + std::to_string(total) + " files"},
                       {"percentage", static_cast<unsigned long>(done * 100 / total)}};
  } else {
    return;
  }
  if (progress_support_) notify("$/progress", JsonObject{{"token", kIndexingToken}, {"value", std::move(value)}});
}

Json Server::workspace_symbols(const Json& params) {
  const std::string* query = params["query"].string();
  JsonArray out;
  // Indexed files that are not open (the open ones are read as they are now).
  if (index_) {
    std::set<std::string> open_paths;
    for (const auto& [uri, doc] : documents_) open_paths.insert(doc.path);
    for (Json& s : index_->query(query ? *query : "")) {
      if (open_paths.contains(path_of_uri(*s.at_path({"location", "uri"}).string()))) continue;
      out.push_back(std::move(s));
    }
  }
  // The blocks of every open document, flattened, whose name holds the query.
  for (auto& [uri, doc] : documents_) {
    std::vector<const Json*> pending;
    const Json symbols = document_symbols(analysis_of(doc), doc.text, encoding_);
    for (const Json& s : *symbols.array()) pending.push_back(&s);
    while (!pending.empty()) {
      const Json& s = *pending.back();
      pending.pop_back();
      if (const JsonArray* children = s["children"].array())
        for (const Json& child : *children) pending.push_back(&child);
      const std::string& name = *s["name"].string();
      if (query && name.find(*query) == std::string::npos) continue;
      out.emplace_back(JsonObject{
          {"name", name}, {"kind", s["kind"]}, {"location", JsonObject{{"uri", uri}, {"range", s["selectionRange"]}}}});
    }
  }
  return out;
}

Json Server::semantic_tokens_answer(Document& doc, const std::string* previous_id) {
  Json tokens = semantic_tokens(analysis_of(doc), doc.text, encoding_);
  JsonArray data = *tokens["data"].array();
  const std::string result_id = std::to_string(++semantic_tokens_ids_);
  const bool delta = previous_id && *previous_id == doc.tokens_id;
  JsonObject answer{{"resultId", result_id}};
  if (delta) {
    // One edit: what lies between the unchanged prefix and suffix of the numbers.
    const JsonArray& before = doc.tokens;
    std::size_t prefix = 0;
    while (prefix < before.size() && prefix < data.size() && before[prefix] == data[prefix]) ++prefix;
    std::size_t suffix = 0;
    while (suffix < before.size() - prefix && suffix < data.size() - prefix &&
           before[before.size() - 1 - suffix] == data[data.size() - 1 - suffix])
      ++suffix;
    JsonArray edits;
    if (prefix != before.size() || prefix != data.size()) {
      JsonArray inserted(data.begin() + static_cast<std::ptrdiff_t>(prefix),
                         data.end() - static_cast<std::ptrdiff_t>(suffix));
      edits.emplace_back(JsonObject{{"start", static_cast<double>(prefix)},
                                    {"deleteCount", static_cast<double>(before.size() - prefix - suffix)},
                                    {"data", std::move(inserted)}});
    }
    answer.emplace("edits", std::move(edits));
  } else {
    answer.emplace("data", data);
  }
  doc.tokens = std::move(data);
  doc.tokens_id = result_id;
  return answer;
}

Diagnostics Server::all_diagnostics(Document& doc) {
  if (!doc.analysis && doc.edited_block)
    if (std::optional<Diagnostics> diags = reparse_edited_block(doc)) return std::move(*diags);
  Diagnostics all = analysis_of(doc).diags;
  all.append(checked_of(doc).diags);
  return all;
}

void Server::publish_diagnostics(std::size_t limit) {
  for (; limit > 0 && !stale_.empty(); --limit) {
    // The document changed last first: the one being typed in.
    auto latest = std::max_element(stale_.begin(), stale_.end(),
                                   [](const auto& x, const auto& y) { return x.second.sequence < y.second.sequence; });
    const std::string uri = latest->first;
    const Clock::time_point changed = latest->second.changed;
    stale_.erase(latest);
    auto it = documents_.find(uri);
    if (it == documents_.end()) continue;
    Document& doc = it->second;
    const Clock::time_point started = Clock::now();
    const std::chrono::nanoseconds cpu = thread_cpu_time();
    notify("textDocument/publishDiagnostics",
           JsonObject{{"uri", uri},
                      {"version", static_cast<double>(doc.version)},
                      {"diagnostics", diagnostics_json(all_diagnostics(doc), doc.text, encoding_)}});
    doc.diagnostics_cost = thread_cpu_time() - cpu;
    latency_.add("textDocument/publishDiagnostics", changed, started, Clock::now(), doc.diagnostics_cost);
  }
}

std::chrono::milliseconds Server::quiet_period() const {
  auto latest = std::max_element(stale_.begin(), stale_.end(),
                                 [](const auto& x, const auto& y) { return x.second.sequence < y.second.sequence; });
  if (latest == stale_.end()) return kDiagnosticsDelay;
  auto it = documents_.find(latest->first);
  if (it == documents_.end()) return std::chrono::milliseconds(0);
  return std::min(kDiagnosticsDelay,
                  std::chrono::duration_cast<std::chrono::milliseconds>(it->second.diagnostics_cost));
}

namespace {

// The messages read but not handled yet, shared by the reader thread and
// the handler; with what they say about the requests before them.
struct Queue {
  struct Entry {
    Incoming incoming;
    Clock::time_point received;  // when the reader had the whole message
    std::optional<Json> json;  // a message's parsed text (nullopt: invalid JSON)
    std::string json_error;
    std::string cancelled_id;  // $/cancelRequest: the id's JSON text
    std::string changed_uri;   // textDocument/didChange: the document
  };

  std::mutex mutex;
  std::condition_variable readable;
  std::condition_variable writable;
  std::deque<Entry> entries;
  std::multiset<std::string> cancelled_ids;
  std::map<std::string, int, std::less<>> pending_changes;
  bool stop = false;

  void push(Entry e) {
    std::unique_lock lock(mutex);
    writable.wait(lock, [&] { return stop || entries.size() < kMaxQueuedMessages; });
    if (!e.cancelled_id.empty()) cancelled_ids.insert(e.cancelled_id);
    if (!e.changed_uri.empty()) ++pending_changes[e.changed_uri];
    entries.push_back(std::move(e));
    readable.notify_one();
  }

  // The next entry; nullopt when none came within `wait` (if given).
  std::optional<Entry> pop(std::optional<std::chrono::milliseconds> wait) {
    std::unique_lock lock(mutex);
    auto ready = [&] { return !entries.empty(); };
    if (wait) {
      if (!readable.wait_for(lock, *wait, ready)) return std::nullopt;
    } else {
      readable.wait(lock, ready);
    }
    Entry e = std::move(entries.front());
    entries.pop_front();
    // A cancellation comes after its request, which is answered by now.
    if (!e.cancelled_id.empty()) cancelled_ids.erase(cancelled_ids.find(e.cancelled_id));
    if (!e.changed_uri.empty() && --pending_changes[e.changed_uri] == 0) pending_changes.erase(e.changed_uri);
    writable.notify_one();
    return e;
  }
};

Queue::Entry classify(Incoming incoming) {
  Queue::Entry e{std::move(incoming), Clock::now(), std::nullopt, {}, {}, {}};
  if (e.incoming.kind != Incoming::Kind::Message) return e;
  JsonParseResult parsed = parse_json(e.incoming.body);
  e.incoming.body.clear();
  e.incoming.body.shrink_to_fit();
  if (!parsed.value) {
    e.json_error = std::move(parsed.error);
    return e;
  }
  e.json = std::move(parsed.value);
  const std::string* method = (*e.json)["method"].string();
  if (method && *method == "$/cancelRequest") {
    const Json& id = e.json->at_path({"params", "id"});
    if (id.is_number() || id.is_string()) e.cancelled_id = id.dump();
  } else if (method && *method == "textDocument/didChange") {
    if (const std::string* uri = e.json->at_path({"params", "textDocument", "uri"}).string()) e.changed_uri = *uri;
  }
  return e;
}

}  // namespace

int serve(int input_fd, int output_fd) {
  auto queue = std::make_shared<Queue>();
  auto writer = std::make_shared<MessageWriter>(output_fd);
  // The reader outlives this function when `exit` comes while it waits for
  // input; it holds the queue, and stops at the end of input.
  std::thread([queue, input_fd] {
    name_this_thread("hclc-lsp-read");
    MessageReader reader(input_fd);
    while (true) {
      Incoming incoming = reader.next();
      const bool end = incoming.kind == Incoming::Kind::EndOfInput;
      queue->push(classify(std::move(incoming)));
      if (end) return;
      {
        std::lock_guard lock(queue->mutex);
        if (queue->stop) return;
      }
    }
  }).detach();

  Server server([&writer](const Json& message) { writer->send(message.dump()); });
  Pending pending{[&queue](const Json& id) {
                    std::lock_guard lock(queue->mutex);
                    return queue->cancelled_ids.contains(id.dump());
                  },
                  [&queue](const std::string& uri) {
                    std::lock_guard lock(queue->mutex);
                    return queue->pending_changes.contains(uri);
                  }};
  // Once the client has been quiet for kDiagnosticsDelay, documents are
  // published one at a time while it stays quiet, so that a message that
  // comes meanwhile (a request after 700 files were opened) waits for one
  // document's diagnostics, not all of them.
  bool quiet = false;
  while (!server.exited()) {
    std::optional<std::chrono::milliseconds> wait;
    if (server.indexing()) wait = kIndexingReportInterval;
    if (server.has_unpublished_diagnostics()) wait = quiet ? std::chrono::milliseconds(0) : server.quiet_period();
    std::optional<Queue::Entry> entry = queue->pop(wait);
    server.report_indexing();
    if (!entry) {
      server.publish_diagnostics(1);
      quiet = true;
      continue;
    }
    quiet = false;
    if (entry->incoming.kind == Incoming::Kind::EndOfInput) break;
    if (entry->incoming.kind == Incoming::Kind::FramingError)
      server.framing_error(entry->incoming.error);
    else if (!entry->json)
      server.invalid_json(entry->json_error);
    else
      server.handle(*entry->json, pending, entry->received);
  }
  const int status = server.exited() ? server.exit_code() : 1;
  {
    std::lock_guard lock(queue->mutex);
    queue->stop = true;
  }
  queue->writable.notify_all();
  return status;
}

}  // namespace hclc::lsp
