#pragma once
// The protocol's base layer over byte streams: each message is a header
// block ("Content-Length: N", other headers ignored, each line ended by
// "\r\n", a blank line) and N bytes of JSON. A malformed header is reported
// and the reader finds the next "Content-Length:" header: one bad message
// costs that message, never the session.

#include <cstddef>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

namespace hclc::lsp {

// The largest message body accepted (a 50 MB document escaped as JSON fits);
// a larger one is skipped unread and reported.
inline constexpr std::size_t kMaxMessageBytes = std::size_t{512} << 20;
inline constexpr std::size_t kMaxHeaderLineBytes = 8192;

struct Incoming {
  enum class Kind { Message, FramingError, EndOfInput } kind = Kind::EndOfInput;
  std::string body;   // Message: the JSON text
  std::string error;  // FramingError: what was wrong
};

class MessageReader {
 public:
  explicit MessageReader(int fd) : fd_(fd) {}
  Incoming next();

 private:
  // Reads more input into the buffer; false at the end of input or on an error.
  bool fill();
  // The next header line without its line ending; nullopt at the end of input.
  // A line longer than kMaxHeaderLineBytes comes back truncated, flagged.
  std::optional<std::string> header_line(bool& too_long);
  // Drops input up to the next "Content-Length:" (false: none before the end).
  bool resynchronize();
  void compact();

  int fd_;
  std::string buffer_;
  std::size_t consumed_ = 0;
  bool eof_ = false;
  bool resynchronize_ = false;  // the last header was bad
};

class MessageWriter {
 public:
  explicit MessageWriter(int fd) : fd_(fd) {}
  // Sends one message; several threads may call it. False once the peer is gone.
  bool send(std::string_view body);

 private:
  int fd_;
  std::mutex mutex_;
  bool broken_ = false;
};

}  // namespace hclc::lsp
