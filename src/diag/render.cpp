#include "diag/render.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <vector>

#include "runtime/text.h"
#include "source/source_file.h"

namespace hclc {

void SourceSet::add(const SourceFile& file, ContextFn context) {
  entries_[file.filename()] = Entry{&file, std::move(context)};
}

const SourceSet::Entry* SourceSet::find(std::string_view filename) const {
  const auto it = entries_.find(filename);
  return it == entries_.end() ? nullptr : &it->second;
}

namespace {

std::size_t code_points(std::string_view text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return !is_utf8_continuation(c); }));
}

constexpr std::string_view kReset = "\x1b[0m";
constexpr std::string_view kErrorColor = "\x1b[31m";
constexpr std::string_view kWarningColor = "\x1b[33m";
constexpr std::string_view kHighlight = "\x1b[1;4m";

// The caret line under a quoted line: the text before the subject blanked
// (tabs kept so that columns line up), then one ^ per character of the subject,
// or a single ^ where a zero-width subject sits.
std::string caret_line(std::string_view before, std::string_view highlighted) {
  std::string out(6, ' ');  // the width of "%4d: "
  for (const char c : before) {
    if (c == '\t') {
      out += '\t';
    } else if (!is_utf8_continuation(c)) {
      out += ' ';
    }
  }
  out.append(std::max<std::size_t>(1, code_points(highlighted)), '^');
  out += '\n';
  return out;
}

// A quoted line longer than this many bytes is cut around the subject, so that
// a diagnostic on a long line (minified JSON, a generated file) stays short.
constexpr std::size_t kLongLineBytes = 320;
// What is kept of a long line: code points of context on each side of the
// subject, and of the subject itself.
constexpr std::size_t kContextCodePoints = 60;
constexpr std::size_t kSubjectCodePoints = 160;
constexpr std::string_view kEllipsis = "\u2026";

// The byte offset `count` code points before (or after) `from` in `text`, or
// the text's start (or end) if it comes first.
std::size_t code_points_back(std::string_view text, std::size_t from, std::size_t count) {
  while (from > 0 && count > 0) {
    --from;
    while (from > 0 && is_utf8_continuation(text[from])) --from;
    --count;
  }
  return from;
}
std::size_t code_points_forward(std::string_view text, std::size_t from, std::size_t count) {
  while (from < text.size() && count > 0) {
    ++from;
    while (from < text.size() && is_utf8_continuation(text[from])) ++from;
    --count;
  }
  return from;
}

// One quoted line split around the subject: `before`, the highlighted
// `subject` and `after`, each possibly cut, with an ellipsis where text is
// left out.
struct QuotedLine {
  std::string_view before;
  std::string_view subject;
  std::string_view after;
  bool cut_start = false;
  bool cut_subject = false;
  bool cut_end = false;
};

QuotedLine quote_line(std::string_view content, std::size_t from, std::size_t to) {
  QuotedLine line{content.substr(0, from), content.substr(from, to - from), content.substr(to)};
  if (content.size() <= kLongLineBytes) return line;
  const std::size_t start = code_points_back(content, from, kContextCodePoints);
  line.cut_start = start > 0;
  line.before = content.substr(start, from - start);
  const std::size_t subject_end = code_points_forward(content, from, kSubjectCodePoints);
  if (subject_end < to) {
    line.subject = content.substr(from, subject_end - from);
    line.cut_subject = true;
    line.after = {};
    return line;
  }
  const std::size_t end = code_points_forward(content, to, kContextCodePoints);
  line.cut_end = end < content.size();
  line.after = content.substr(to, end - to);
  return line;
}

void render_snippet(std::string& out, const Diagnostic& diag, const SourceFile& file,
                    const TextRenderOptions& options) {
  // The reference widens an empty subject to the character after it, which
  // decides the lines shown and what is highlighted.
  const std::uint32_t subject_start = diag.subject->start.byte;
  const std::uint32_t subject_end = diag.subject->empty() ? subject_start + 1 : diag.subject->end.byte;
  std::uint32_t first = subject_start;
  std::uint32_t last = subject_end;
  if (diag.context && diag.context->filename == diag.subject->filename) {
    first = std::min(first, diag.context->start.byte);
    last = std::max(last, diag.context->end.byte);
  }
  const std::string_view text = file.text();
  const std::uint32_t last_line = file.line_of(last);
  for (std::uint32_t number = file.line_of(first); number <= last_line; ++number) {
    const auto [start, end] = file.line_bounds(number);
    // No empty line is quoted after a final newline, as in the reference.
    if (start >= text.size()) break;
    // Inclusive at both ends: a subject that starts or ends right at a line's
    // edge shows that line, as in the reference.
    if (start > last || first > end) continue;
    const std::string_view content = text.substr(start, end - start);
    const std::uint32_t from = std::clamp(subject_start, start, end);
    const std::uint32_t to = std::clamp(subject_end, start, end);
    const QuotedLine quoted = quote_line(content, from - start, to - start);
    std::string label = std::to_string(number);
    if (label.size() < 4) label.insert(0, 4 - label.size(), ' ');
    out += label;
    out += ": ";
    std::string before;
    if (quoted.cut_start) before += kEllipsis;
    before += quoted.before;
    out += before;
    if (options.color && !quoted.subject.empty()) out += kHighlight;
    out += quoted.subject;
    if (quoted.cut_subject) out += kEllipsis;
    if (options.color && !quoted.subject.empty()) out += kReset;
    out += quoted.after;
    if (quoted.cut_end) out += kEllipsis;
    out += '\n';
    // A subject at the end of a line has nothing to highlight; its caret goes
    // just after the line's last character.
    const bool ends_here = quoted.subject.empty() && subject_start == end;
    if (options.caret_underline && (!quoted.subject.empty() || ends_here)) out += caret_line(before, quoted.subject);
  }
}

// Digits written in place: a decode with a few hundred diagnostics otherwise
// spent a twentieth of its instructions on the temporary strings.
void append_number(std::string& out, std::uint32_t value) {
  std::array<char, 10> digits{};
  out.append(digits.data(), std::to_chars(digits.data(), digits.data() + digits.size(), value).ptr);
}

void append_pos(std::string& out, std::string_view key, const Pos& pos, std::string_view indent) {
  out += indent;
  out += '"';
  out += key;
  out += "\": {\n";
  out += indent;
  out += "  \"line\": ";
  append_number(out, pos.line);
  out += ",\n";
  out += indent;
  out += "  \"column\": ";
  append_number(out, pos.column);
  out += ",\n";
  out += indent;
  out += "  \"byte\": ";
  append_number(out, pos.byte);
  out += "\n";
  out += indent;
  out += '}';
}

}  // namespace

std::string wrap_words(std::string_view text, std::size_t width) {
  if (width == 0) return std::string(text);
  std::string out;
  std::size_t line_length = 0;  // code points on the current output line
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == '\n') {
      out += '\n';
      line_length = 0;
      ++i;
      continue;
    }
    std::size_t word_start = i;
    while (word_start < text.size() && text[word_start] == ' ') ++word_start;
    std::size_t word_end = word_start;
    while (word_end < text.size() && text[word_end] != ' ' && text[word_end] != '\n') ++word_end;
    const std::string_view spaces = text.substr(i, word_start - i);
    const std::string_view word = text.substr(word_start, word_end - word_start);
    const std::size_t word_length = code_points(word);
    if (line_length > 0 && !word.empty() && line_length + spaces.size() + word_length > width) {
      out += '\n';
      line_length = 0;
    } else {
      out += spaces;
      line_length += spaces.size();
    }
    out += word;
    line_length += word_length;
    i = word_end;
  }
  return out;
}

std::string render_text(const Diagnostic& diag, const SourceSet& sources, const TextRenderOptions& options) {
  std::string out;
  const bool warning = diag.severity == Severity::Warning;
  const std::string_view label = warning ? "Warning" : "Error";
  if (options.color) {
    out += warning ? kWarningColor : kErrorColor;
    out += label;
    out += kReset;
  } else {
    out += label;
  }
  out += ": ";
  out += diag.summary;
  out += "\n\n";
  if (diag.subject) {
    const Range& subject = *diag.subject;
    const SourceSet::Entry* entry = sources.find(subject.filename);
    out += "  on " + subject.filename + " line " + std::to_string(subject.start.line);
    if (entry != nullptr && entry->context) {
      const std::string context = entry->context(subject.start.byte);
      if (!context.empty()) out += ", in " + context;
    }
    out += ":\n";
    if (entry != nullptr && entry->file != nullptr) render_snippet(out, diag, *entry->file, options);
    out += '\n';
  }
  if (!diag.detail.empty()) {
    out += wrap_words(diag.detail, options.wrap_width);
    out += "\n\n";
  }
  return out;
}

std::string render_text(const Diagnostics& diags, const SourceSet& sources, const TextRenderOptions& options) {
  std::string out;
  std::size_t shown = 0;
  std::size_t errors_left = 0;
  std::size_t warnings_left = 0;
  for (const Diagnostic& diag : diags) {
    if (options.max_diagnostics == 0 || shown < options.max_diagnostics) {
      out += render_text(diag, sources, options);
      ++shown;
    } else {
      ++(diag.severity == Severity::Error ? errors_left : warnings_left);
    }
  }
  if (errors_left + warnings_left == 0) return out;
  const auto count = [](std::size_t n, std::string_view what) {
    return std::to_string(n) + " more " + std::string(what) + (n == 1 ? "" : "s");
  };
  out += "Not shown: ";
  if (errors_left > 0) out += count(errors_left, "error");
  if (errors_left > 0 && warnings_left > 0) out += " and ";
  if (warnings_left > 0) out += count(warnings_left, "warning");
  out += ".\n\n";
  return out;
}

std::string render_json(const Diagnostics& diags) {
  if (diags.empty()) return "{\n  \"diagnostics\": []\n}\n";
  std::string out = "{\n  \"diagnostics\": [\n";
  bool first = true;
  for (const Diagnostic& diag : diags) {
    if (!first) out += ",\n";
    first = false;
    out += "    {\n      \"severity\": ";
    out += diag.severity == Severity::Warning ? "\"warning\"" : "\"error\"";
    out += ",\n      \"summary\": ";
    append_json_quoted(out, diag.summary);
    out += ",\n      \"detail\": ";
    append_json_quoted(out, diag.detail);
    if (diag.subject) {
      out += ",\n      \"subject\": {\n        \"filename\": ";
      append_json_quoted(out, diag.subject->filename);
      out += ",\n";
      append_pos(out, "start", diag.subject->start, "        ");
      out += ",\n";
      append_pos(out, "end", diag.subject->end, "        ");
      out += "\n      }";
    }
    out += "\n    }";
  }
  out += "\n  ]\n}\n";
  return out;
}

}  // namespace hclc
