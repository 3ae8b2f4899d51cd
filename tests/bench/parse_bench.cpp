// hclc_parse_bench [--tokens] REPS FILE...: parse throughput, printed in the format of the
// reference's `oracle parse-bench` so that the two can be compared line by line.
// A file ending in ".json" is parsed as JSON syntax, anything else as native
// syntax (lowered to the IR, as every hclc tool does).
//
// The first pass in a fresh process is reported apart ("cold"): ANTLR's DFA
// cache starts empty and fills as it meets new input, so later passes
// ("warm") are faster. Files are read before the clock starts, as the
// reference's driver does, and each pass's copy of their texts is made
// before its clock starts and moved into the parse, as the tools move the
// text they read; with --tokens, their native-syntax tokens are
// counted then too (the `tokens` field, else 0: what a parse's cost
// follows, see docs/performance.md), by a lexing of their own that an
// instruction count of the process should leave out. Besides the reference's wall-clock figures, each
// line gives the process's CPU time (cpu_seconds, cpu_MB/s), which other
// load on a shared machine disturbs less, and the page faults of its passes
// (page_faults: pages touched for the first time, what a large file costs
// beyond its tokens).

#include <sys/resource.h>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <limits>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "json/json.h"
#include "source/source_file.h"
#include "syntax/lexer.h"
#include "syntax/parse.h"

namespace {

struct InputFile {
  std::string name;
  std::string text;
  bool is_json;
};

bool ends_with(const std::string& s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Parses every file once, taking its text from `texts` (one for each file,
// in order); returns how many had errors.
int parse_all(const std::vector<InputFile>& files, std::vector<std::string>& texts) {
  int files_with_errors = 0;
  for (std::size_t i = 0; i < files.size(); ++i) {
    const InputFile& file = files[i];
    hclc::Diagnostics diags;
    // Moved in, as the tools move the text they read: a copy here would be
    // a cost of this driver alone, and one that grows with a file's size
    // (a large file's copy goes to pages new to the process).
    hclc::SourceFile source(file.name, std::move(texts[i]));
    if (file.is_json) {
      hclc::json::Document doc = hclc::json::parse(source, diags);
    } else {
      hclc::ir::File ir = hclc::parse_config(source, diags);
    }
    if (diags.has_errors()) ++files_with_errors;
  }
  return files_with_errors;
}

// The tokens the config parser reads in a native-syntax file (its own
// lexer, as a config file's parse sets it up: the EOF not counted); 0 for JSON.
std::size_t count_tokens(const InputFile& file) {
  if (file.is_json) return 0;
  hclc::syntax_internal::Lexer lexer(file.text, std::numeric_limits<std::size_t>::max());
  lexer.end_last_line_at_eof();
  std::size_t tokens = 0;
  while (lexer.next().type != antlr4::Token::EOF) ++tokens;
  return tokens;
}

// The process's page faults so far that needed no I/O: each is a page that
// the process touches for the first time.
long minor_faults() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

void report(const char* label, std::size_t files, std::size_t bytes, std::size_t tokens, int reps, int errors,
            double seconds, double cpu, long faults) {
  const double megabytes = static_cast<double>(bytes) * reps / 1e6;
  std::printf(
      "%s files=%zu bytes=%zu tokens=%zu reps=%d errors=%d seconds=%.3f MB/s=%.2f cpu_seconds=%.3f cpu_MB/s=%.2f "
      "page_faults=%ld\n",
      label, files, bytes, tokens, reps, errors, seconds, megabytes / seconds, cpu, megabytes / cpu, faults);
}

}  // namespace

int main(int argc, char** argv) {
  const bool count = argc > 1 && std::string_view(argv[1]) == "--tokens";
  const int first_arg = count ? 2 : 1;
  if (argc < first_arg + 2) {
    std::cerr << "usage: hclc_parse_bench [--tokens] REPS FILE...\n";
    return 1;
  }
  const int reps = std::stoi(argv[first_arg]);
  if (reps < 1) {
    std::cerr << "hclc_parse_bench: REPS must be at least 1\n";
    return 1;
  }
  std::vector<InputFile> files;
  std::size_t total_bytes = 0;
  std::size_t total_tokens = 0;
  for (int i = first_arg + 1; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    if (!in) {
      std::cerr << "hclc_parse_bench: cannot read " << argv[i] << "\n";
      return 1;
    }
    std::ostringstream text;
    text << in.rdbuf();
    files.push_back({argv[i], text.str(), ends_with(argv[i], ".json")});
    total_bytes += files.back().text.size();
    if (count) total_tokens += count_tokens(files.back());
  }

  // One pass: its copy of the texts is made before its clock starts.
  using Clock = std::chrono::steady_clock;
  struct PassTime {
    Clock::duration wall{};
    double cpu = 0;
    long faults = 0;
  };
  auto timed_pass = [&files](PassTime& total) {
    std::vector<std::string> texts;
    texts.reserve(files.size());
    for (const InputFile& file : files) texts.push_back(file.text);
    const auto start = Clock::now();
    const double cpu_start = cpu_seconds();
    const long faults_start = minor_faults();
    const int errors = parse_all(files, texts);
    total.wall += Clock::now() - start;
    total.cpu += cpu_seconds() - cpu_start;
    total.faults += minor_faults() - faults_start;
    return errors;
  };
  PassTime first;
  PassTime later;
  const int errors = timed_pass(first);
  for (int r = 1; r < reps; ++r) timed_pass(later);
  auto seconds = [](Clock::duration d) { return std::chrono::duration<double>(d).count(); };
  report("cold", files.size(), total_bytes, total_tokens, 1, errors, seconds(first.wall), first.cpu, first.faults);
  if (reps > 1)
    report("warm", files.size(), total_bytes, total_tokens, reps - 1, errors, seconds(later.wall), later.cpu,
           later.faults);
  report("all", files.size(), total_bytes, total_tokens, reps, errors, seconds(first.wall + later.wall),
         first.cpu + later.cpu, first.faults + later.faults);
  return 0;
}
