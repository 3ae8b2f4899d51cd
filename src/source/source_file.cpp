#include "source/source_file.h"

#include <unicode/brkiter.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>
#include <unicode/utf8.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cassert>
#include <cerrno>
#include <cstring>

namespace hclc {

struct SourceFile::GraphemeCounter {
  std::unique_ptr<icu::BreakIterator> iterator;
  UText* text = nullptr;
  ~GraphemeCounter() { utext_close(text); }
};

SourceFile::Data::~Data() = default;

SourceFile::SourceFile(std::string filename, std::string text) {
  auto data = std::make_shared<Data>();
  data->filename = std::move(filename);
  data->text = std::move(text);
  data_ = std::move(data);
}

const SourceFile::LineIndex& SourceFile::lines() const {
  std::call_once(data_->lines_made, [this] {
    LineIndex& lines = data_->lines;
    lines.starts.push_back(0);
    const std::string_view bytes = data_->text;
    for (std::size_t start = 0;;) {
      const std::size_t newline = bytes.find('\n', start);
      const std::size_t end = newline == std::string_view::npos ? bytes.size() : newline + 1;
      lines.is_ascii.push_back(end_of_ascii(bytes.substr(0, end), start) == end);
      if (newline == std::string_view::npos) break;
      start = newline + 1;
      lines.starts.push_back(static_cast<std::uint32_t>(start));
    }
  });
  return data_->lines;
}

std::uint32_t SourceFile::line_of(std::uint32_t byte) const {
  const std::vector<std::uint32_t>& starts = lines().starts;
  auto after = std::upper_bound(starts.begin(), starts.end(), byte);
  return static_cast<std::uint32_t>(after - starts.begin());
}

Pos SourceFile::pos_at(std::uint32_t byte) const {
  byte = clamp(byte);
  return pos_on_line(line_of(byte) - 1, byte);
}

Pos SourceFile::pos_at(std::uint32_t byte, std::uint32_t& line_hint) const {
  byte = clamp(byte);
  if (!line_holds(line_hint, byte)) line_hint = line_holds(line_hint + 1, byte) ? line_hint + 1 : line_of(byte) - 1;
  return pos_on_line(line_hint, byte);
}

// Whether the line at `index` (from 0) holds `byte`; the last line holds the end of the text.
bool SourceFile::line_holds(std::uint32_t index, std::uint32_t byte) const {
  const std::vector<std::uint32_t>& starts = lines().starts;
  return index < starts.size() && starts[index] <= byte && (index + 1 == starts.size() || byte < starts[index + 1]);
}

Pos SourceFile::pos_on_line(std::uint32_t index, std::uint32_t byte) const {
  const LineIndex& index_of_lines = lines();
  std::uint32_t start = index_of_lines.starts[index];
  if (index == 0 && data_->text.starts_with(kByteOrderMark)) {
    if (byte < kByteOrderMark.size()) return Pos{1, byte + 1, byte};
    start = static_cast<std::uint32_t>(kByteOrderMark.size());
  }
  const std::uint32_t column =
      index_of_lines.is_ascii[index] ? byte - start + 1 : count_grapheme_clusters(start, byte) + 1;
  return Pos{index + 1, column, byte};
}

Range SourceFile::range(std::uint32_t begin_byte, std::uint32_t end_byte) const {
  return Range{data_->filename, pos_at(begin_byte), pos_at(end_byte)};
}

std::pair<std::uint32_t, std::uint32_t> SourceFile::line_bounds(std::uint32_t line) const {
  assert(line >= 1 && line <= line_count());
  const std::string& text = data_->text;
  const std::vector<std::uint32_t>& starts = lines().starts;
  const std::uint32_t start = starts[line - 1];
  std::uint32_t end = line < line_count() ? starts[line] : static_cast<std::uint32_t>(text.size());
  if (end > start && text[end - 1] == '\n') --end;
  if (end > start && text[end - 1] == '\r') --end;
  return {start, end};
}

std::string_view SourceFile::line_text(std::uint32_t line) const {
  const auto [start, end] = line_bounds(line);
  return text().substr(start, end - start);
}

namespace {

// The clusters that start in [begin, end) of a line when each of its code
// points is a cluster of its own, as on most lines that are not ASCII
// (letters with their accents composed, CJK, symbols, a lone emoji): the
// Grapheme_Cluster_Break of every code point is Other, Control, CR or LF,
// between which UAX #29 breaks everywhere but inside CR LF. Nothing where an
// extender, a joiner, a Hangul jamo or syllable, a regional indicator, a
// prepended or spacing mark, or invalid UTF-8 needs ICU's iterator, whose
// rules, the code that loads them and their heap this spares (0.9 MB of the
// peak of the Python module's corpus run, docs/python.md).
std::optional<std::uint32_t> count_single_code_point_clusters(std::string_view text, std::uint32_t begin,
                                                              std::uint32_t end) {
  std::uint32_t count = 0;
  const auto length = static_cast<std::int32_t>(text.size());
  for (auto next = static_cast<std::int32_t>(begin); next < static_cast<std::int32_t>(end);) {
    const std::int32_t at = next;
    UChar32 code_point = 0;
    U8_NEXT(text.data(), next, length, code_point);
    if (code_point < 0) return std::nullopt;
    switch (u_getIntPropertyValue(code_point, UCHAR_GRAPHEME_CLUSTER_BREAK)) {
      case U_GCB_OTHER:
      case U_GCB_CONTROL:
      case U_GCB_CR: break;
      case U_GCB_LF:
        if (at > static_cast<std::int32_t>(begin) && text[static_cast<std::size_t>(at) - 1] == '\r') continue;
        break;
      default: return std::nullopt;
    }
    ++count;
  }
  return count;
}

}  // namespace

// Counts the clusters that start in [begin, end): a position inside a cluster
// belongs to the column of the cluster it is in.
std::uint32_t SourceFile::count_grapheme_clusters(std::uint32_t begin, std::uint32_t end) const {
  const std::string& text = data_->text;
  if (auto count = count_single_code_point_clusters(text, begin, end)) return *count;
  const std::lock_guard<std::mutex> hold(data_->graphemes_lock);
  std::unique_ptr<GraphemeCounter>& graphemes = data_->graphemes;
  UErrorCode status = U_ZERO_ERROR;
  if (!graphemes) {
    graphemes = std::make_unique<GraphemeCounter>();
    graphemes->iterator.reset(icu::BreakIterator::createCharacterInstance(icu::Locale::getRoot(), status));
    graphemes->text = utext_openUTF8(nullptr, text.data(), static_cast<int64_t>(text.size()), &status);
    if (U_FAILURE(status) || !graphemes->iterator) {
      graphemes.reset();
      return end - begin;  // ICU unavailable: fall back to bytes rather than fail
    }
    graphemes->iterator->setText(graphemes->text, status);
  }
  if (begin >= end) return 0;
  icu::BreakIterator& it = *graphemes->iterator;
  std::uint32_t count = 1;  // the cluster that starts at `begin`
  for (int32_t boundary = it.following(static_cast<int32_t>(begin));
       boundary != icu::BreakIterator::DONE && static_cast<std::uint32_t>(boundary) < end; boundary = it.next()) {
    ++count;
  }
  return count;
}

std::size_t end_of_ascii(std::string_view text, std::size_t from) {
  constexpr std::uint64_t kHighBits = 0x8080808080808080;
  // 32 bytes a step while all are ASCII (a third of the instructions of 8 a
  // step: every file is scanned twice, for its encoding and its lines), then
  // 8, then one.
  for (std::array<std::uint64_t, 4> words{}; from + sizeof words <= text.size(); from += sizeof words) {
    std::memcpy(words.data(), text.data() + from, sizeof words);
    if (((words[0] | words[1] | words[2] | words[3]) & kHighBits) != 0) break;
  }
  for (std::uint64_t eight = 0; from + sizeof eight <= text.size(); from += sizeof eight) {
    std::memcpy(&eight, text.data() + from, sizeof eight);
    if ((eight & kHighBits) != 0) break;
  }
  while (from < text.size() && static_cast<unsigned char>(text[from]) < 0x80) ++from;
  return from;
}

std::optional<std::string> read_source_file(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  std::optional<std::string> text;
  struct stat info {};
  // A directory opens, and reads as an error or as nothing: not an input.
  if (::fstat(fd, &info) == 0 && !S_ISDIR(info.st_mode)) {
    text.emplace();
    // The size is a hint (pipes and /proc files report 0); read to the end.
    text->reserve(S_ISREG(info.st_mode) ? static_cast<std::size_t>(info.st_size) : 0);
    char buffer[1 << 16];
    for (;;) {
      ssize_t n = ::read(fd, buffer, sizeof buffer);
      if (n > 0) {
        text->append(buffer, static_cast<std::size_t>(n));
      } else if (n == 0) {
        break;
      } else if (errno != EINTR) {
        text.reset();
        break;
      }
    }
  }
  ::close(fd);
  return text;
}

}  // namespace hclc
