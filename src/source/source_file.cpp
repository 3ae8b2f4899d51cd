#include "source/source_file.h"

#include <unicode/brkiter.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>
#include <unicode/utf8.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cassert>
#include <cerrno>
#include <cstring>

namespace hclc {

struct SourceFile::GraphemeCounter {
  std::unique_ptr<icu::BreakIterator> iterator;
  UText* text = nullptr;
  ~GraphemeCounter() { utext_close(text); }
};

SourceFile::SourceFile(std::string filename, std::string text)
    : filename_(std::move(filename)), text_(std::move(text)) {
  line_starts_.push_back(0);
  const std::string_view bytes = text_;
  for (std::size_t start = 0;;) {
    const std::size_t newline = bytes.find('\n', start);
    const std::size_t end = newline == std::string_view::npos ? bytes.size() : newline + 1;
    line_is_ascii_.push_back(end_of_ascii(bytes.substr(0, end), start) == end);
    if (newline == std::string_view::npos) break;
    start = newline + 1;
    line_starts_.push_back(static_cast<std::uint32_t>(start));
  }
}

SourceFile::~SourceFile() = default;
SourceFile::SourceFile(SourceFile&&) noexcept = default;
SourceFile& SourceFile::operator=(SourceFile&&) noexcept = default;

std::uint32_t SourceFile::line_of(std::uint32_t byte) const {
  auto after = std::upper_bound(line_starts_.begin(), line_starts_.end(), byte);
  return static_cast<std::uint32_t>(after - line_starts_.begin());
}

Pos SourceFile::pos_at(std::uint32_t byte) const {
  byte = clamp(byte);
  return pos_on_line(line_of(byte) - 1, byte);
}

Pos SourceFile::pos_at_another_line(std::uint32_t byte, std::uint32_t& line_hint) const {
  byte = clamp(byte);
  if (!line_holds(line_hint, byte)) line_hint = line_holds(line_hint + 1, byte) ? line_hint + 1 : line_of(byte) - 1;
  // Most positions a parse asks for are on an ASCII line after the first
  // (a line of a byte order mark is the first): the column is the bytes
  // from the line's start. A parse asks for about two positions a token.
  if (line_hint > 0 && line_is_ascii_[line_hint]) return Pos{line_hint + 1, byte - line_starts_[line_hint] + 1, byte};
  return pos_on_line(line_hint, byte);
}

// Whether the line at `index` (from 0) holds `byte`; the last line holds the end of the text.
bool SourceFile::line_holds(std::uint32_t index, std::uint32_t byte) const {
  return index < line_starts_.size() && line_starts_[index] <= byte &&
         (index + 1 == line_starts_.size() || byte < line_starts_[index + 1]);
}

Pos SourceFile::pos_on_line(std::uint32_t index, std::uint32_t byte) const {
  std::uint32_t start = line_starts_[index];
  if (index == 0 && text_.starts_with(kByteOrderMark)) {
    if (byte < kByteOrderMark.size()) return Pos{1, byte + 1, byte};
    start = static_cast<std::uint32_t>(kByteOrderMark.size());
  }
  const std::uint32_t column = line_is_ascii_[index] ? byte - start + 1 : count_grapheme_clusters(start, byte) + 1;
  return Pos{index + 1, column, byte};
}

Range SourceFile::range(std::uint32_t begin_byte, std::uint32_t end_byte) const {
  return Range{filename_, pos_at(begin_byte), pos_at(end_byte)};
}

std::pair<std::uint32_t, std::uint32_t> SourceFile::line_bounds(std::uint32_t line) const {
  assert(line >= 1 && line <= line_count());
  const std::uint32_t start = line_starts_[line - 1];
  std::uint32_t end = line < line_count() ? line_starts_[line] : static_cast<std::uint32_t>(text_.size());
  if (end > start && text_[end - 1] == '\n') --end;
  if (end > start && text_[end - 1] == '\r') --end;
  return {start, end};
}

std::string_view SourceFile::line_text(std::uint32_t line) const {
  const auto [start, end] = line_bounds(line);
  return std::string_view(text_).substr(start, end - start);
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
  if (auto count = count_single_code_point_clusters(text_, begin, end)) return *count;
  UErrorCode status = U_ZERO_ERROR;
  if (!graphemes_) {
    graphemes_ = std::make_unique<GraphemeCounter>();
    graphemes_->iterator.reset(icu::BreakIterator::createCharacterInstance(icu::Locale::getRoot(), status));
    graphemes_->text = utext_openUTF8(nullptr, text_.data(), static_cast<int64_t>(text_.size()), &status);
    if (U_FAILURE(status) || !graphemes_->iterator) {
      graphemes_.reset();
      return end - begin;  // ICU unavailable: fall back to bytes rather than fail
    }
    graphemes_->iterator->setText(graphemes_->text, status);
  }
  if (begin >= end) return 0;
  icu::BreakIterator& it = *graphemes_->iterator;
  std::uint32_t count = 1;  // the cluster that starts at `begin`
  for (int32_t boundary = it.following(static_cast<int32_t>(begin));
       boundary != icu::BreakIterator::DONE && static_cast<std::uint32_t>(boundary) < end; boundary = it.next()) {
    ++count;
  }
  return count;
}

std::size_t end_of_ascii(std::string_view text, std::size_t from) {
  constexpr std::uint64_t kHighBits = 0x8080808080808080;
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
