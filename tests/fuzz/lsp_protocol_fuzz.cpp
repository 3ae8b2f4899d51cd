// libFuzzer target for the language server (src/lsp): bytes in, answers out,
// never a crash, hang, leak or sanitizer report. A first byte of 0 feeds the
// rest to the message reader as they are (headers, framing); any other first
// byte makes each further line one message body, framed here, after an
// `initialize` and the opening of a document whose text is the first line,
// so that the fuzzer spends its time on requests and edits.

#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "lsp/server.h"
#include "lsp/transport.h"

namespace {

using hclc::lsp::Incoming;
using hclc::lsp::Json;
using hclc::lsp::JsonObject;

std::string framed(std::string_view body) {
  return "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + std::string(body);
}

std::string session(std::string_view data) {
  std::string input;
  if (!data.empty() && data.front() == '\0') return std::string(data.substr(1));
  data.remove_prefix(data.empty() ? 0 : 1);
  const std::size_t first_line = data.find('\n');
  const std::string_view text = data.substr(0, first_line);
  data.remove_prefix(first_line == std::string_view::npos ? data.size() : first_line + 1);
  input += framed(R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}})");
  Json open = JsonObject{
      {"jsonrpc", "2.0"},
      {"method", "textDocument/didOpen"},
      {"params",
       JsonObject{{"textDocument", JsonObject{{"uri", "file:///fuzz/main.tf"}, {"version", 1}, {"text", text}}}}}};
  input += framed(open.dump());
  while (!data.empty()) {
    const std::size_t end = data.find('\n');
    input += framed(data.substr(0, end));
    data.remove_prefix(end == std::string_view::npos ? data.size() : end + 1);
  }
  return input;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  const std::string input = session(std::string_view(reinterpret_cast<const char*>(bytes), size));
  const int fd = ::memfd_create("lsp-fuzz", 0);
  if (fd < 0) return 0;
  if (::write(fd, input.data(), input.size()) != static_cast<ssize_t>(input.size()) || ::lseek(fd, 0, SEEK_SET) != 0) {
    ::close(fd);
    return 0;
  }
  std::size_t answered = 0;
  hclc::lsp::Server server([&](const Json& message) { answered += message.dump().size(); });
  hclc::lsp::MessageReader reader(fd);
  const hclc::lsp::Pending pending;
  while (!server.exited()) {
    Incoming in = reader.next();
    if (in.kind == Incoming::Kind::EndOfInput) break;
    if (in.kind == Incoming::Kind::FramingError)
      server.framing_error(in.error);
    else
      server.handle_text(in.body, pending);
    server.publish_diagnostics();
  }
  ::close(fd);
  return 0;
}
