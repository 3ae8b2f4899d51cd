// libFuzzer target for a document's text under incremental edits (src/lsp):
// each 4-byte record of the input is an edit (a position, how much to
// delete, a piece to insert, the encoding of the position), applied both to
// a TextDocument and to a plain string through the same position; the texts
// must stay equal and the line index must equal a fresh one's, and
// positions must convert back to the offsets they came from. The same edits
// then go to a server as didChange notifications on a Terraform module's
// file, with its diagnostics published after each (so that edits inside a
// block take the path that re-parses the block alone); the last
// diagnostics must equal those of the final text opened afresh.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "lsp/server.h"
#include "lsp/text_document.h"

namespace {

using hclc::lsp::Json;
using hclc::lsp::JsonArray;
using hclc::lsp::JsonObject;

constexpr std::string_view kModule =
    "variable \"n\" {\n  type = number\n}\n\nresource \"a\" \"b\" {\n  x = var.n.q\n  y = upper(\"\xc3\xa9\")\n}\n\n"
    "locals {\n  z = [for v in var.n : v]\n}\n";

Json notification(std::string method, Json params) {
  return JsonObject{{"jsonrpc", "2.0"}, {"method", std::move(method)}, {"params", std::move(params)}};
}

Json position_json(const hclc::lsp::Position& p) { return JsonObject{{"line", p.line}, {"character", p.character}}; }

// The server's last diagnostics of a document, as text with the document's
// directory taken out of messages (which may name the file).
struct Published {
  std::string edited;
  std::string fresh;
};

}  // namespace

using hclc::lsp::Position;
using hclc::lsp::PositionEncoding;
using hclc::lsp::TextDocument;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  static constexpr std::string_view kPieces[] = {
      "", "a", "\n", "\r", "\r\n", "\xc3\xa9", "\xf0\x9f\x98\x80", "\t", "x = 1\n", "\xff", "\xe2\x98", "\r\r\n\n"};
  TextDocument doc;
  std::string expected;
  for (std::size_t i = 0; i + 4 <= size; i += 4) {
    const PositionEncoding encoding = bytes[i + 3] & 1 ? PositionEncoding::Utf8 : PositionEncoding::Utf16;
    const Position start{bytes[i] % (doc.line_count() + 1u), static_cast<std::uint32_t>(bytes[i + 1] & 0x3F)};
    const std::uint32_t begin = doc.clamped_offset_of(start, encoding);
    // The offset must name the same place as a position again.
    const Position back = doc.position_of(begin, encoding);
    if (doc.clamped_offset_of(back, encoding) != begin) std::abort();
    const std::uint32_t end =
        std::min<std::uint32_t>(begin + (bytes[i + 1] >> 6), static_cast<std::uint32_t>(expected.size()));
    const std::string_view piece = kPieces[bytes[i + 2] % std::size(kPieces)];
    doc.replace(begin, end, piece);
    expected.replace(begin, end - begin, piece);
    if (doc.text() != expected) std::abort();
  }
  const TextDocument fresh(expected);
  if (fresh.line_count() != doc.line_count()) std::abort();
  for (std::uint32_t line = 0; line < fresh.line_count(); ++line)
    if (fresh.offset_of({line, 0}, PositionEncoding::Utf8) != doc.offset_of({line, 0}, PositionEncoding::Utf8))
      std::abort();

  // The server: the same edits on a module's file, starting from kModule.
  Published published;
  hclc::lsp::Server server([&](const Json& message) {
    const std::string* method = message["method"].string();
    if (!method || *method != "textDocument/publishDiagnostics") return;
    const std::string& uri = *message.at_path({"params", "uri"}).string();
    std::string text = message.at_path({"params", "diagnostics"}).dump();
    for (std::size_t at; (at = text.find("/fuzz-fresh/")) != std::string::npos;) text.replace(at, 12, "/fuzz/");
    (uri == "file:///fuzz/main.tf" ? published.edited : published.fresh) = std::move(text);
  });
  const hclc::lsp::Pending pending;
  server.handle(JsonObject{{"jsonrpc", "2.0"}, {"id", 0}, {"method", "initialize"}, {"params", JsonObject{}}}, pending);
  server.handle(notification("initialized", JsonObject{}), pending);
  TextDocument text{std::string(kModule)};
  auto open = [&](const char* uri, std::string_view body) {
    server.handle(notification("textDocument/didOpen",
                               JsonObject{{"textDocument", JsonObject{{"uri", uri}, {"version", 1}, {"text", body}}}}),
                  pending);
    server.publish_diagnostics();
  };
  open("file:///fuzz/main.tf", text.text());
  for (std::size_t i = 0; i + 4 <= size; i += 4) {
    // UTF-16 positions, as the server was initialized with.
    const Position start{bytes[i] % (text.line_count() + 1u), static_cast<std::uint32_t>(bytes[i + 1] & 0x3F)};
    const std::uint32_t begin = text.clamped_offset_of(start, PositionEncoding::Utf16);
    // A client's positions fall between characters: the end moves to the start of the one it is in.
    const std::uint32_t end = std::max(
        begin,
        text.clamped_offset_of(text.position_of(std::min<std::uint32_t>(begin + (bytes[i + 1] >> 6),
                                                                        static_cast<std::uint32_t>(text.text().size())),
                                                PositionEncoding::Utf16),
                               PositionEncoding::Utf16));
    const std::string_view piece = kPieces[bytes[i + 2] % std::size(kPieces)];
    JsonArray changes;
    changes.emplace_back(
        JsonObject{{"range", JsonObject{{"start", position_json(text.position_of(begin, PositionEncoding::Utf16))},
                                        {"end", position_json(text.position_of(end, PositionEncoding::Utf16))}}},
                   {"text", piece}});
    text.replace(begin, end, piece);
    server.handle(notification("textDocument/didChange",
                               JsonObject{{"textDocument", JsonObject{{"uri", "file:///fuzz/main.tf"},
                                                                      {"version", static_cast<double>(i + 2)}}},
                                          {"contentChanges", std::move(changes)}}),
                  pending);
    if (bytes[i + 3] & 2) server.publish_diagnostics();
  }
  server.publish_diagnostics();
  if (server.document("file:///fuzz/main.tf")->text() != text.text()) std::abort();
  open("file:///fuzz-fresh/main.tf", text.text());
  if (published.edited != published.fresh) std::abort();
  return 0;
}
