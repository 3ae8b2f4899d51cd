#include "lsp/workspace_index.h"

#include <filesystem>

#include "lsp/analysis.h"
#include "lsp/server.h"
#include "lsp/threads.h"

namespace hclc::lsp {

bool is_indexed_file(std::string_view name) {
  for (std::string_view suffix : {".tf", ".hcl", ".nomad", ".tfvars"})  // `.pkr.hcl` ends in `.hcl`
    if (name.ends_with(suffix)) return true;
  return false;
}

WorkspaceIndex::~WorkspaceIndex() {
  {
    std::lock_guard lock(changes_mutex_);
    stop_ = true;
  }
  changes_queued_.notify_all();
  for (std::thread& t : workers_) t.join();
  if (changes_worker_.joinable()) changes_worker_.join();
}

void WorkspaceIndex::start(const std::string& root, PositionEncoding encoding, unsigned threads) {
  root_ = root;
  running_ = std::max(1u, threads);
  for (unsigned i = 0; i < running_; ++i) workers_.emplace_back([this, encoding] { work(encoding); });
}

void WorkspaceIndex::list() {
  namespace fs = std::filesystem;
  std::error_code error;
  for (auto it = fs::recursive_directory_iterator(root_, fs::directory_options::skip_permission_denied, error);
       !error && !stop_ && it != fs::recursive_directory_iterator(); it.increment(error)) {
    const std::string name = it->path().filename().string();
    if (it->is_directory(error)) {
      if (name == ".git" || name == ".terraform" || name == "node_modules") it.disable_recursion_pending();
      continue;
    }
    if (is_indexed_file(name) && it->is_regular_file(error)) paths_.push_back(it->path().string());
  }
  listed_ = paths_.size();
}

void WorkspaceIndex::wait() {
  for (std::thread& t : workers_) t.join();
  workers_.clear();
}

void WorkspaceIndex::work(PositionEncoding encoding) {
  // Lowered before it is named: whoever sees the name sees the priority.
  run_this_thread_in_background();
  name_this_thread("hclc-lsp-index");
  // One worker walks the directories (thousands of them in a monorepo: tens
  // of milliseconds the thread answering requests must not spend), the
  // others wait for its list.
  std::call_once(listing_, [this] { list(); });
  const std::size_t total = paths_.size();
  for (std::size_t i = next_++; i < total && !stop_; i = next_++) {
    store(read(paths_[i], encoding));
    ++indexed_;
  }
  if (--running_ == 0) finished_ = true;
}

std::pair<std::string, std::vector<WorkspaceIndex::Symbol>> WorkspaceIndex::read(const std::string& path,
                                                                                 PositionEncoding encoding) {
  std::pair<std::string, std::vector<Symbol>> file{uri_of_path(path), {}};
  std::optional<std::string> text = read_source_file(path);
  if (!text) return file;
  const Analysis analysis = analyse(path, *text);
  const TextDocument doc(std::move(*text));
  const Json symbols = document_symbols(analysis, doc, encoding);
  for (const Json& s : *symbols.array()) {
    const Json& range = s["selectionRange"];
    file.second.push_back(
        {*s["name"].string(),
         static_cast<int>(*s["kind"].number()),
         {*range.at_path({"start", "line"}).unsigned32(), *range.at_path({"start", "character"}).unsigned32()},
         {*range.at_path({"end", "line"}).unsigned32(), *range.at_path({"end", "character"}).unsigned32()}});
  }
  return file;
}

void WorkspaceIndex::store(std::pair<std::string, std::vector<Symbol>> file) {
  std::lock_guard lock(mutex_);
  files_.insert_or_assign(std::move(file.first), std::move(file.second));
}

void WorkspaceIndex::update(const std::string& path, PositionEncoding encoding) { queue_change(path, encoding); }

void WorkspaceIndex::remove(const std::string& path) { queue_change(path, std::nullopt); }

void WorkspaceIndex::queue_change(const std::string& path, std::optional<PositionEncoding> encoding) {
  {
    std::lock_guard lock(changes_mutex_);
    changes_.insert_or_assign(path, encoding);
    if (!changes_worker_.joinable()) changes_worker_ = std::thread([this] { apply_changes(); });
  }
  changes_queued_.notify_one();
}

void WorkspaceIndex::apply_changes() {
  run_this_thread_in_background();
  name_this_thread("hclc-lsp-watch");
  std::unique_lock lock(changes_mutex_);
  while (true) {
    changes_queued_.wait(lock, [&] { return stop_ || !changes_.empty(); });
    if (stop_) return;
    auto [path, encoding] = std::move(*changes_.begin());
    changes_.erase(changes_.begin());
    lock.unlock();
    if (encoding) {
      store(read(path, *encoding));
    } else {
      const std::string uri = uri_of_path(path);
      std::lock_guard files_lock(mutex_);
      files_.erase(uri);
    }
    lock.lock();
  }
}

std::size_t WorkspaceIndex::file_count() const {
  std::lock_guard lock(mutex_);
  return files_.size();
}

JsonArray WorkspaceIndex::query(std::string_view query) const {
  std::lock_guard lock(mutex_);
  JsonArray out;
  for (const auto& [uri, symbols] : files_)
    for (const Symbol& s : symbols) {
      if (s.name.find(query) == std::string::npos) continue;
      out.emplace_back(JsonObject{
          {"name", s.name},
          {"kind", s.kind},
          {"location",
           JsonObject{
               {"uri", uri},
               {"range", JsonObject{{"start", JsonObject{{"line", s.start.line}, {"character", s.start.character}}},
                                    {"end", JsonObject{{"line", s.end.line}, {"character", s.end.character}}}}}}}});
    }
  return out;
}

}  // namespace hclc::lsp
