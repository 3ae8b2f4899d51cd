#pragma once
// The workspace's HCL files indexed in the background on every core: each
// file is read, parsed and reduced to its outline's names and positions (the
// parse is dropped at once, so memory follows the number of names, not the
// size of the text), for workspace symbols across files that are not open.

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "lsp/json_value.h"
#include "lsp/text_document.h"

namespace hclc::lsp {

// Whether a file is one the index reads: native-syntax configuration.
bool is_indexed_file(std::string_view name);

class WorkspaceIndex {
 public:
  struct Symbol {
    std::string name;
    int kind = 0;
    Position start;
    Position end;
  };
  WorkspaceIndex() = default;
  WorkspaceIndex(const WorkspaceIndex&) = delete;
  WorkspaceIndex& operator=(const WorkspaceIndex&) = delete;
  ~WorkspaceIndex();

  // Lists the files under `root` (not in .git, .terraform or node_modules)
  // and indexes them on `threads` threads at a background priority (see
  // threads.h), so that a request never waits for them; returns at once.
  void start(const std::string& root, PositionEncoding encoding, unsigned threads);
  // Waits for the workers (the tests and the benchmark; the server never does).
  void wait();
  bool done() const { return finished_.load(); }
  // How many of the files listed at the start are indexed so far: the
  // server's thread reports the progress (the workers never write to the
  // client, so the thread answering requests never waits for one of them).
  std::size_t indexed_count() const { return indexed_.load(); }
  // 0 until the listing is done.
  std::size_t listed_count() const { return listed_.load(); }
  std::size_t file_count() const;
  // A file created or changed since, or deleted: queued for a background
  // thread, which reads it again (or drops it), so that the thread that
  // answers requests never reads or parses for the index (a checkout that
  // changes a thousand files would hold every request up for seconds). The
  // latest change of a path wins.
  void update(const std::string& path, PositionEncoding encoding);
  void remove(const std::string& path);
  // workspace/symbol entries ({name, kind, location}) whose name contains `query`.
  JsonArray query(std::string_view query) const;

 private:
  void work(PositionEncoding encoding);
  // The background thread of update() and remove().
  void apply_changes();
  void queue_change(const std::string& path, std::optional<PositionEncoding> encoding);
  // Finds the files to index (on a worker: see work()).
  void list();
  // The file's URI and symbols.
  static std::pair<std::string, std::vector<Symbol>> read(const std::string& path, PositionEncoding encoding);
  // Adds a file's entry, replacing any earlier one of the same file.
  void store(std::pair<std::string, std::vector<Symbol>> file);

  std::string root_;
  std::once_flag listing_;
  std::vector<std::string> paths_;  // written by the worker that lists, read by all once listed
  std::atomic<std::size_t> listed_{0};
  std::atomic<std::size_t> next_{0};
  std::atomic<std::size_t> indexed_{0};
  std::atomic<bool> stop_{false};
  std::atomic<bool> finished_{false};
  std::atomic<unsigned> running_{0};
  mutable std::mutex mutex_;
  std::map<std::string, std::vector<Symbol>, std::less<>> files_;  // by URI
  std::vector<std::thread> workers_;
  // Changed files not applied yet: a path's encoding to read it in, nullopt when it was deleted.
  std::mutex changes_mutex_;
  std::condition_variable changes_queued_;
  std::map<std::string, std::optional<PositionEncoding>> changes_;
  std::thread changes_worker_;
};

}  // namespace hclc::lsp
