#include "diag/render.h"

#include <algorithm>
#include <vector>

#include "syntax/source.h"

namespace hclc {

void SourceSet::add(const SourceFile& file, ContextFn context) {
  entries_[file.filename()] = Entry{&file, std::move(context)};
}

const SourceSet::Entry* SourceSet::find(std::string_view filename) const {
  const auto it = entries_.find(filename);
  return it == entries_.end() ? nullptr : &it->second;
}

namespace {

bool is_continuation_byte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

std::size_t code_points(std::string_view text) {
  return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) { return !is_continuation_byte(c); }));
}

constexpr std::string_view kReset = "\x1b[0m";
constexpr std::string_view kErrorColor = "\x1b[31m";
constexpr std::string_view kWarningColor = "\x1b[33m";
constexpr std::string_view kHighlight = "\x1b[1;4m";

// A line of the snippet: [start, end) without its line ending.
struct Line {
  std::uint32_t number;
  std::uint32_t start;
  std::uint32_t end;
};

// Lines as the reference splits them: at "\n", a "\r" ending a line dropped,
// and no empty line after a final newline.
std::vector<Line> split_lines(std::string_view text) {
  std::vector<Line> lines;
  std::uint32_t start = 0;
  std::uint32_t number = 1;
  while (start < text.size()) {
    const std::size_t newline = text.find('\n', start);
    const auto stop = static_cast<std::uint32_t>(newline == std::string_view::npos ? text.size() : newline);
    std::uint32_t end = stop;
    if (end > start && text[end - 1] == '\r') --end;
    lines.push_back(Line{number++, start, end});
    if (newline == std::string_view::npos) break;
    start = stop + 1;
  }
  return lines;
}

// The caret line under a quoted line: the text before the subject blanked
// (tabs kept so that columns line up), then one ^ per character of the subject,
// or a single ^ where a zero-width subject sits.
std::string caret_line(std::string_view before, std::string_view highlighted) {
  std::string out(6, ' ');  // the width of "%4d: "
  for (std::size_t i = 0; i < before.size(); ++i) {
    if (before[i] == '\t') {
      out += '\t';
    } else if (!is_continuation_byte(before[i])) {
      out += ' ';
    }
  }
  out.append(std::max<std::size_t>(1, code_points(highlighted)), '^');
  out += '\n';
  return out;
}

void render_snippet(std::string& out, const Diagnostic& diag, const SourceFile& file, const TextRenderOptions& options) {
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
  for (const Line& line : split_lines(text)) {
    // Inclusive at both ends: a subject that starts or ends right at a line's
    // edge shows that line, as in the reference.
    if (line.start > last || first > line.end) continue;
    const std::string_view content = text.substr(line.start, line.end - line.start);
    const std::uint32_t from = std::clamp(subject_start, line.start, line.end);
    const std::uint32_t to = std::clamp(subject_end, line.start, line.end);
    std::string number = std::to_string(line.number);
    if (number.size() < 4) number.insert(0, 4 - number.size(), ' ');
    out += number;
    out += ": ";
    const std::string_view before = content.substr(0, from - line.start);
    const std::string_view highlighted = content.substr(from - line.start, to - from);
    const std::string_view after = content.substr(to - line.start);
    if (options.color && !highlighted.empty()) {
      out += before;
      out += kHighlight;
      out += highlighted;
      out += kReset;
      out += after;
    } else {
      out += content;
    }
    out += '\n';
    // A subject at the end of a line has nothing to highlight; its caret goes
    // just after the line's last character.
    const bool ends_here = highlighted.empty() && subject_start == line.end;
    if (options.caret_underline && (!highlighted.empty() || ends_here)) out += caret_line(before, highlighted);
  }
}

void append_json_string(std::string& out, std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += '"';
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
          if (c < 0x20 || c == '<' || c == '>' || c == '&') {
            out += "\\u00";
            out += kHex[c >> 4];
            out += kHex[c & 0xF];
          } else {
            out += static_cast<char>(c);
          }
      }
      ++i;
      continue;
    }
    // Multi-byte: copy a valid sequence, but escape U+2028/U+2029 and turn each
    // invalid byte into \ufffd, as Go's encoder does.
    std::size_t length = 0;
    std::uint32_t lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
      length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
      length = 3;
      if (c == 0xE0) lo = 0xA0;
      if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      length = 4;
      if (c == 0xF0) lo = 0x90;
      if (c == 0xF4) hi = 0x8F;
    }
    bool valid = length != 0 && i + length <= s.size();
    for (std::size_t k = 1; valid && k < length; ++k) {
      const auto b = static_cast<unsigned char>(s[i + k]);
      valid = b >= (k == 1 ? lo : 0x80) && b <= (k == 1 ? hi : 0xBF);
    }
    if (!valid) {
      out += "\\ufffd";
      ++i;
      continue;
    }
    const std::string_view sequence = s.substr(i, length);
    if (sequence == "\xE2\x80\xA8") {
      out += "\\u2028";
    } else if (sequence == "\xE2\x80\xA9") {
      out += "\\u2029";
    } else {
      out += sequence;
    }
    i += length;
  }
  out += '"';
}

void append_pos(std::string& out, std::string_view key, const Pos& pos, std::string_view indent) {
  out += indent;
  out += '"';
  out += key;
  out += "\": {\n";
  out += indent;
  out += "  \"line\": " + std::to_string(pos.line) + ",\n";
  out += indent;
  out += "  \"column\": " + std::to_string(pos.column) + ",\n";
  out += indent;
  out += "  \"byte\": " + std::to_string(pos.byte) + "\n";
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
  for (const Diagnostic& diag : diags) out += render_text(diag, sources, options);
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
    append_json_string(out, diag.summary);
    out += ",\n      \"detail\": ";
    append_json_string(out, diag.detail);
    if (diag.subject) {
      out += ",\n      \"subject\": {\n        \"filename\": ";
      append_json_string(out, diag.subject->filename);
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
