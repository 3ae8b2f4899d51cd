#include "lsp/transport.h"

#include <unistd.h>

#include <cerrno>
#include <charconv>

namespace hclc::lsp {
namespace {

constexpr std::string_view kContentLength = "Content-Length:";
constexpr std::size_t kReadChunk = std::size_t{1} << 16;

bool same_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

}  // namespace

bool MessageReader::fill() {
  if (eof_) return false;
  compact();
  const std::size_t old_size = buffer_.size();
  buffer_.resize(old_size + kReadChunk);
  ssize_t n = 0;
  do {
    n = ::read(fd_, buffer_.data() + old_size, kReadChunk);
  } while (n < 0 && errno == EINTR);
  buffer_.resize(old_size + static_cast<std::size_t>(n > 0 ? n : 0));
  if (n <= 0) eof_ = true;
  return n > 0;
}

void MessageReader::compact() {
  if (consumed_ == 0) return;
  buffer_.erase(0, consumed_);
  consumed_ = 0;
}

std::optional<std::string> MessageReader::header_line(bool& too_long) {
  too_long = false;
  std::size_t searched = consumed_;
  while (true) {
    const std::size_t newline = buffer_.find('\n', searched);
    if (newline != std::string::npos) {
      std::string line = buffer_.substr(consumed_, newline - consumed_);
      consumed_ = newline + 1;
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.size() > kMaxHeaderLineBytes) {
        too_long = true;
        line.resize(kMaxHeaderLineBytes);
      }
      return line;
    }
    if (buffer_.size() - consumed_ > kMaxHeaderLineBytes) {
      // Not a header: drop it all, the caller resynchronizes.
      too_long = true;
      consumed_ = buffer_.size();
      return std::string();
    }
    searched = buffer_.size();
    const std::size_t before = consumed_;
    if (!fill()) {
      if (buffer_.size() == consumed_) return std::nullopt;
      std::string rest = buffer_.substr(consumed_);
      consumed_ = buffer_.size();
      return rest;
    }
    searched -= before - consumed_;  // fill() compacts the buffer
  }
}

bool MessageReader::resynchronize() {
  while (true) {
    const std::size_t found = buffer_.find(kContentLength, consumed_);
    if (found != std::string::npos) {
      consumed_ = found;
      return true;
    }
    // Keep the tail, which may hold the start of the marker.
    if (buffer_.size() - consumed_ >= kContentLength.size()) consumed_ = buffer_.size() - (kContentLength.size() - 1);
    if (!fill()) return false;
  }
}

Incoming MessageReader::next() {
  // After a bad header the rest of that message is skipped now, not when the
  // error was found: the error is reported without waiting for more input.
  if (resynchronize_) {
    resynchronize_ = false;
    if (!resynchronize()) return {Incoming::Kind::EndOfInput, {}, {}};
  }
  std::optional<std::size_t> length;
  std::string problem;
  bool any_line = false;
  while (true) {
    bool too_long = false;
    std::optional<std::string> line = header_line(too_long);
    if (!line) {
      if (any_line) return {Incoming::Kind::FramingError, {}, "the input ended inside a message header"};
      return {Incoming::Kind::EndOfInput, {}, {}};
    }
    if (line->empty() && !too_long) {
      if (!any_line) continue;  // stray blank lines between messages
      break;
    }
    any_line = true;
    if (too_long) {
      problem = "a header line is longer than " + std::to_string(kMaxHeaderLineBytes) + " bytes";
      break;
    }
    const std::size_t colon = line->find(':');
    if (colon == std::string::npos) {
      problem = "a header line has no ':'";
      break;
    }
    const std::string_view name = trim(std::string_view(*line).substr(0, colon));
    const std::string_view value = trim(std::string_view(*line).substr(colon + 1));
    if (!same_ignoring_case(name, "Content-Length")) continue;
    std::size_t n = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (error != std::errc() || end != value.data() + value.size()) {
      problem = "the Content-Length header is not a number";
      break;
    }
    length = n;
  }
  if (problem.empty() && !length) problem = "the header has no Content-Length";
  if (!problem.empty()) {
    resynchronize_ = true;
    return {Incoming::Kind::FramingError, {}, problem};
  }
  if (*length > kMaxMessageBytes) {
    // Skip the body without keeping it.
    std::size_t left = *length;
    while (left > 0) {
      const std::size_t available = buffer_.size() - consumed_;
      const std::size_t take = std::min(left, available);
      consumed_ += take;
      left -= take;
      if (left > 0 && !fill()) break;
    }
    return {Incoming::Kind::FramingError,
            {},
            "a message of " + std::to_string(*length) + " bytes is larger than " + std::to_string(kMaxMessageBytes)};
  }
  while (buffer_.size() - consumed_ < *length) {
    if (!fill()) {
      consumed_ = buffer_.size();
      return {Incoming::Kind::FramingError, {}, "the input ended inside a message body"};
    }
  }
  Incoming message{Incoming::Kind::Message, buffer_.substr(consumed_, *length), {}};
  consumed_ += *length;
  return message;
}

bool MessageWriter::send(std::string_view body) {
  std::lock_guard lock(mutex_);
  if (broken_) return false;
  std::string message = "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n";
  message.append(body);
  std::size_t written = 0;
  while (written < message.size()) {
    const ssize_t n = ::write(fd_, message.data() + written, message.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      broken_ = true;
      return false;
    }
    written += static_cast<std::size_t>(n);
  }
  return true;
}

}  // namespace hclc::lsp
