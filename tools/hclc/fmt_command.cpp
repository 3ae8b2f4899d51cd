#include "fmt_command.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <memory>
#include <sstream>

#include "cli_conventions.h"
#include "diag/render.h"
#include "diag_output.h"
#include "format/format.h"
#include "fromjson/json_to_native.h"
#include "input_session.h"
#include "json/json.h"
#include "source/source_file.h"

namespace hclc::cli {
namespace {

namespace fs = std::filesystem;

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;
constexpr int kExitDiagnostics = 2;
constexpr int kExitChanged = 3;

constexpr std::string_view kStandardInput = "-";

// The flags, spelt as hclfmt and terraform fmt spell them (one dash) or with
// two dashes. CLI11 knows only one-letter single-dash options, so the
// subcommand hands its arguments over unparsed and they are read here.
bool parse_arguments(const std::vector<std::string>& arguments, FmtOptions& options) {
  bool only_paths = false;
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const std::string& argument = arguments[i];
    if (only_paths || argument == kStandardInput || !argument.starts_with('-')) {
      options.paths.push_back(argument);
      continue;
    }
    if (argument == "--") {
      only_paths = true;
      continue;
    }
    std::string_view flag = argument;
    flag.remove_prefix(flag.starts_with("--") ? 2 : 1);
    if (flag == "w" || flag == "write") {
      options.write = true;
    } else if (flag == "check") {
      options.check = true;
    } else if (flag == "require-no-change") {
      options.require_no_change = true;
    } else if (flag == "recursive") {
      options.recursive = true;
    } else if (flag == "diff") {
      options.diff = true;
    } else if (flag == "list") {
      options.list = true;
    } else if (flag == "from-json") {
      options.from_json = true;
    } else if (flag.starts_with("diags=") || flag == "diags") {
      // --diags=FORMAT or --diags FORMAT, as the other commands take it.
      if (flag == "diags" && i + 1 == arguments.size()) {
        std::cerr << "Error: --diags needs a format: text, json or brief\n";
        return false;
      }
      options.diags_format = flag == "diags" ? arguments[++i] : std::string(flag.substr(6));
      if (options.diags_format != "text" && options.diags_format != "json" && options.diags_format != "brief") {
        std::cerr << "Error: --diags must be text, json or brief\n";
        return false;
      }
    } else {
      std::cerr << "Error: unknown flag " << argument << " for hclc fmt (see hclc fmt --help)\n";
      return false;
    }
  }
  return true;
}

bool is_configuration_file(const fs::path& path) {
  const std::string name = path.filename().string();
  for (std::string_view suffix : {".hcl", ".tf", ".nomad"})  // `.pkr.hcl` ends in `.hcl`
    if (name.ends_with(suffix)) return true;
  return false;
}

// The files a path stands for: itself, or a directory's configuration files
// (with -recursive, those of its subdirectories too), in name order.
bool expand(const std::string& path, bool recursive, std::vector<std::string>& files) {
  std::error_code error;
  if (path == kStandardInput || !fs::is_directory(path, error)) {
    files.push_back(path);
    return true;
  }
  std::vector<std::string> found;
  auto consider = [&](const fs::directory_entry& entry) {
    if (entry.is_regular_file(error) && is_configuration_file(entry.path())) found.push_back(entry.path().string());
  };
  if (recursive) {
    for (auto it = fs::recursive_directory_iterator(path, error); !error && it != fs::recursive_directory_iterator();
         it.increment(error))
      consider(*it);
  } else {
    for (auto it = fs::directory_iterator(path, error); !error && it != fs::directory_iterator(); it.increment(error))
      consider(*it);
  }
  if (error) {
    std::cerr << "Error: cannot read the directory " << path << ": " << error.message() << "\n";
    return false;
  }
  std::sort(found.begin(), found.end());
  files.insert(files.end(), found.begin(), found.end());
  return true;
}

std::optional<std::string> read_input(const std::string& path) {
  if (path != kStandardInput) return read_source_file(path);
  std::string text{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  if (std::cin.bad()) return std::nullopt;
  return text;
}

// Replaces the file's contents without ever leaving it truncated: the new
// text goes to a temporary file beside it (same permissions), which then
// takes its name.
bool replace_file(const std::string& path, const std::string& text) {
  struct stat original {};
  if (::stat(path.c_str(), &original) != 0) return false;
  std::string temporary = path + ".hclcfmt-XXXXXX";
  const int fd = ::mkstemp(temporary.data());
  if (fd < 0) return false;
  bool ok = ::fchmod(fd, original.st_mode & 07777) == 0;
  for (size_t written = 0; ok && written < text.size();) {
    const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n < 0)
      ok = false;
    else
      written += static_cast<size_t>(n);
  }
  ok = ::fsync(fd) == 0 && ok;
  ok = ::close(fd) == 0 && ok;
  if (ok) ok = std::rename(temporary.c_str(), path.c_str()) == 0;
  if (!ok) std::remove(temporary.c_str());
  return ok;
}

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const size_t newline = text.find('\n');
    const size_t length = newline == std::string_view::npos ? text.size() : newline + 1;
    lines.push_back(text.substr(0, length));
    text.remove_prefix(length);
  }
  return lines;
}

// The shortest edit script from `a` to `b` (Myers' O((N+M)D) algorithm), as
// one mark per line of the merged sequence: ' ' kept, '-' removed, '+' added.
std::string edit_script(const std::vector<std::string_view>& a, const std::vector<std::string_view>& b) {
  const long n = static_cast<long>(a.size());
  const long m = static_cast<long>(b.size());
  const long offset = n + m + 1;
  std::vector<long> furthest(static_cast<size_t>(2 * offset + 1), 0);
  std::vector<std::vector<long>> trace;  // furthest x per diagonal, before each round
  for (long d = 0; d <= n + m; ++d) {
    trace.push_back(furthest);
    bool done = false;
    for (long k = -d; k <= d; k += 2) {
      long x = (k == -d || (k != d && furthest[k - 1 + offset] < furthest[k + 1 + offset]))
                   ? furthest[k + 1 + offset]
                   : furthest[k - 1 + offset] + 1;
      long y = x - k;
      while (x < n && y < m && a[static_cast<size_t>(x)] == b[static_cast<size_t>(y)]) ++x, ++y;
      furthest[k + offset] = x;
      if (x >= n && y >= m) {
        done = true;
        break;
      }
    }
    if (done) break;
  }
  std::string marks;
  long x = n;
  long y = m;
  for (long d = static_cast<long>(trace.size()) - 1; d >= 0; --d) {
    const std::vector<long>& v = trace[static_cast<size_t>(d)];
    const long k = x - y;
    const bool down = k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]);
    const long previous_k = down ? k + 1 : k - 1;
    const long previous_x = d == 0 ? 0 : v[previous_k + offset];
    const long previous_y = previous_x - previous_k;
    while (x > previous_x && y > previous_y) {
      marks.push_back(' ');
      --x, --y;
    }
    if (d > 0) {
      marks.push_back(down ? '+' : '-');
      if (down)
        --y;
      else
        --x;
    }
  }
  std::reverse(marks.begin(), marks.end());
  return marks;
}

// `diff -u` of two texts, three lines of context, under the given names.
std::string unified_diff(const std::string& name, std::string_view before, std::string_view after) {
  const std::vector<std::string_view> a = split_lines(before);
  const std::vector<std::string_view> b = split_lines(after);
  const std::string marks = edit_script(a, b);
  constexpr size_t kContext = 3;
  std::ostringstream out;
  out << "--- a/" << name << "\n+++ b/" << name << "\n";
  auto emit_line = [&](char mark, std::string_view line) {
    out << mark << line;
    if (!line.ends_with('\n')) out << "\n\\ No newline at end of file\n";
  };
  size_t i = 0;
  while (i < marks.size()) {
    if (marks[i] == ' ') {
      ++i;
      continue;
    }
    // A hunk: from kContext kept lines before the first change to kContext
    // after the last one not followed by another within 2*kContext lines.
    size_t begin = i >= kContext ? i - kContext : 0;
    size_t end = i;
    for (size_t kept = 0; end < marks.size() && kept <= 2 * kContext; ++end) kept = marks[end] == ' ' ? kept + 1 : 0;
    // `end` now stands after 2*kContext+1 kept lines (or at the end): trim to kContext.
    size_t trailing = 0;
    while (trailing < end - i && marks[end - 1 - trailing] == ' ') ++trailing;
    end = end - trailing + std::min(trailing, kContext);
    size_t a_line = 0, b_line = 0;
    for (size_t j = 0; j < begin; ++j) {
      if (marks[j] != '+') ++a_line;
      if (marks[j] != '-') ++b_line;
    }
    size_t a_count = 0, b_count = 0;
    for (size_t j = begin; j < end; ++j) {
      if (marks[j] != '+') ++a_count;
      if (marks[j] != '-') ++b_count;
    }
    out << "@@ -" << (a_count == 0 ? a_line : a_line + 1) << "," << a_count << " +"
        << (b_count == 0 ? b_line : b_line + 1) << "," << b_count << " @@\n";
    size_t ai = a_line, bi = b_line;
    for (size_t j = begin; j < end; ++j) {
      if (marks[j] == ' ')
        emit_line(' ', a[ai++]), ++bi;
      else if (marks[j] == '-')
        emit_line('-', a[ai++]);
      else
        emit_line('+', b[bi++]);
    }
    i = end;
  }
  return out.str();
}

void report(const Diagnostics& diags, const SourceFile& source, bool from_json, const std::string& format) {
  if (diags.empty()) return;
  if (format == "json") {
    std::cerr << render_json(diags);
  } else if (format == "brief") {
    print_diagnostics_brief(std::cerr, diags);
  } else {
    SourceSet sources;
    sources.add(source, reparsed_context(source, from_json));
    std::cerr << render_text(diags, sources, stderr_text_options(kTextWidth));
  }
}

struct Outcome {
  bool usage_error = false;
  bool io_error = false;
  bool syntax_errors = false;
  bool changed = false;
};

void format_one(const std::string& path, const FmtOptions& options, Outcome& outcome) {
  std::optional<std::string> text = read_input(path);
  const std::string name = path == kStandardInput ? "<stdin>" : path;
  if (!text) {
    std::cerr << "Error: cannot read " << name << "\n";
    outcome.io_error = true;
    return;
  }
  SourceFile source(name, std::move(*text));
  const bool from_json = options.from_json || path.ends_with(".json");
  if (from_json && options.write && path != kStandardInput) {
    // The native text belongs in another file, which the user names.
    std::cerr << "Error: -w does not rewrite " << path
              << ", which is in the JSON syntax; redirect the native text to a file instead\n";
    outcome.usage_error = true;
    return;
  }
  Diagnostics diags;
  std::optional<std::string> formatted;
  if (from_json) {
    const json::Document doc = json::parse(source, diags);
    if (!diags.has_errors()) formatted = fromjson::json_to_native(doc, diags);
  } else {
    formatted = format::format_config(source, diags);
  }
  report(diags, source, from_json, options.diags_format);
  if (!formatted) {
    outcome.syntax_errors = true;
    return;
  }
  const bool changed = *formatted != source.text();
  outcome.changed = outcome.changed || changed;
  const bool to_file = options.write && path != kStandardInput;
  if (options.list && changed) std::cout << name << "\n";
  if (options.diff && changed) std::cout << unified_diff(name, source.text(), *formatted);
  if (!to_file && !options.list && !options.diff) std::cout << *formatted;
  if (to_file && changed && !replace_file(path, *formatted)) {
    std::cerr << "Error: cannot write " << path << "; it is left as it was\n";
    outcome.io_error = true;
  }
  if (options.require_no_change && changed) std::cerr << "file(s) were changed: " << name << "\n";
}

}  // namespace

CLI::App* add_fmt_command(CLI::App& app, FmtOptions& options) {
  CLI::App* cmd = app.add_subcommand("fmt", "Format native-syntax files as hclfmt does");
  cmd->prefix_command();
  cmd->allow_extras();
  cmd->parse_complete_callback([cmd, &options] {
    if (!parse_arguments(cmd->remaining(), options)) throw CLI::ValidationError("fmt", "bad arguments");
  });
  cmd->footer(
      "Formats each file, each configuration file (*.hcl, *.tf, *.pkr.hcl, *.nomad) of each DIR, or standard\n"
      "input (no path, or -), and prints the result. A file with syntax errors is reported, never changed.\n\n"
      "Flags (one dash or two):\n"
      "  -w                  rewrite changed files in place (through a temporary file)\n"
      "  -check              check the syntax first (hclfmt's flag; hclc fmt always does)\n"
      "  -require-no-change  exit 3 if any input is not formatted already\n"
      "  -recursive          also the files of subdirectories of each DIR\n"
      "  -diff               print a unified diff of the changes instead of the text\n"
      "  -list               print the names of the files that change instead of the text\n"
      "  -from-json          read the inputs as the JSON syntax (as any *.json file is)\n"
      "  --diags FORMAT      text, json or brief (also --diags=FORMAT)\n\n"
      "Example:\n  hclc fmt -w -recursive .\n\n"
      "Exit status: 0 success, 2 syntax errors in an input (left unchanged), 1 usage or I/O error,\n"
      "3 with -require-no-change when an input was not formatted.");
  return cmd;
}

int run_fmt(const FmtOptions& options) {
  std::vector<std::string> files;
  if (options.paths.empty()) files.emplace_back(kStandardInput);
  for (const std::string& path : options.paths)
    if (!expand(path, options.recursive, files)) return kExitUsage;
  Outcome outcome;
  for (const std::string& file : files) format_one(file, options, outcome);
  if (outcome.io_error || outcome.usage_error) return kExitUsage;
  if (outcome.syntax_errors) return kExitDiagnostics;
  if (options.require_no_change && outcome.changed) return kExitChanged;
  return kExitOk;
}

}  // namespace hclc::cli
