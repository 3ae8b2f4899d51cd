// Recursive descent over the token list. Error handling mirrors the reference
// observably: a malformed scalar becomes an Invalid node and parsing goes on;
// a structural error makes its object or array Invalid after the recovery the
// reference does (which decides where the next diagnostic points).

#include <algorithm>
#include <iterator>
#include <memory>
#include <new>
#include <optional>
#include <span>
#include <string>

#include "json/json.h"
#include "json/scanner.h"
#include "runtime/json_escape.h"
#include "runtime/stack_budget.h"
#include "runtime/text.h"
#include "source/source_file.h"

namespace hclc::json {

namespace {

constexpr std::string_view kValueStartDetail =
    "A JSON value must start with a brace, a bracket, a number, a string, or a keyword.";

// Where the run of ASCII bytes other than '"' and '\\' that starts at token[i] ends.
std::size_t plain_ascii_run_end(std::string_view token, std::size_t i) {
  while (i < token.size()) {
    const auto byte = static_cast<unsigned char>(token[i]);
    if (byte >= 0x80 || byte == '"' || byte == '\\') break;
    ++i;
  }
  return i;
}

// Decodes a string token (opening quote included) by JSON's rules into `out`
// (cleared first). Invalid UTF-8 bytes and unpaired surrogates become U+FFFD,
// as in the reference. Returns where decoding failed, counted as the
// reference does: the bytes read up to and including the offending one (the
// token's length if it is unterminated).
std::optional<std::uint32_t> decode_string(std::string_view token, std::string& out) {
  out.clear();
  std::size_t i = 1;
  while (i < token.size()) {
    // A run of plain ASCII (most of any string) is copied as it stands.
    const std::size_t run_end = plain_ascii_run_end(token, i);
    if (run_end > i) {
      out.append(token.substr(i, run_end - i));
      i = run_end;
      if (i >= token.size()) break;
    }
    const char c = token[i];
    if (c == '"') return std::nullopt;
    if (c == '\\') {
      const JsonEscapeResult escape = decode_json_escape(token, i, out);
      if (escape.error) {
        // The reference counts the offending byte as read; at the end, the token's length.
        const std::size_t at = escape.error->at;
        return static_cast<std::uint32_t>(escape.error->kind == JsonEscapeError::Kind::UnexpectedEnd ? at : at + 1);
      }
      i = escape.next;
      continue;
    }
    char32_t cp = 0;
    const std::size_t length = decode_utf8(token, i, cp);
    if (length == 0) {
      append_utf8(out, 0xFFFD);
      i += 1;
    } else {
      out.append(token.substr(i, length));
      i += length;
    }
  }
  return static_cast<std::uint32_t>(token.size());
}

// JSON's number grammar: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
bool valid_number(std::string_view s) {
  std::size_t i = 0;
  const auto digits = [&] {
    const std::size_t from = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
    return i > from;
  };
  if (i < s.size() && s[i] == '-') ++i;
  if (i < s.size() && s[i] == '0') {
    ++i;
  } else if (i >= s.size() || s[i] < '1' || s[i] > '9' || !digits()) {
    return false;
  }
  if (i < s.size() && s[i] == '.') {
    ++i;
    if (!digits()) return false;
  }
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    if (!digits()) return false;
  }
  return i == s.size();
}

// The reference suggests the first keyword, in this order, within two edits.
std::string keyword_detail(std::string_view word) {
  std::string detail = "\"" + std::string(word) + "\" is not a valid JSON keyword.";
  for (std::string_view keyword : {"false", "true", "null"}) {
    if (edit_distance(word, keyword) < 3) {
      detail += " Did you mean \"" + std::string(keyword) + "\"?";
      break;
    }
  }
  return detail;
}

}  // namespace

// The top of a scratch stack that one container pushes its members onto;
// popped on every way out.
template <typename T>
class ScratchFrame {
 public:
  explicit ScratchFrame(std::vector<T>& stack) : stack_(stack), base_(stack.size()) {}
  ScratchFrame(const ScratchFrame&) = delete;
  ScratchFrame& operator=(const ScratchFrame&) = delete;
  ~ScratchFrame() { stack_.erase(stack_.begin() + static_cast<std::ptrdiff_t>(base_), stack_.end()); }

  std::span<const T> items() const { return std::span<const T>(stack_).subspan(base_); }

 private:
  std::vector<T>& stack_;
  std::size_t base_;
};

class Parser {
 public:
  Parser(std::string_view filename, std::string_view text, Diagnostics& diags, std::size_t max_nesting_depth)
      : text_(text), scanner_(text), next_(scanner_.next()), diags_(diags), max_nesting_depth_(max_nesting_depth) {
    doc_.filename_ = std::string(filename);
  }

  Document run() {
    stack_.start();
    const Token first = peek();
    const Node* root = parse_value(0);
    if (nesting_exceeded_) {
      doc_.root_ = invalid(first);
      return std::move(doc_);
    }
    if (!errors_ && peek().kind != TokenKind::End) {
      error(DiagKind::JsonExtraneousData, "Extra characters appear after the JSON value.", range(peek()));
    }
    if (root->kind != NodeKind::Object && root->kind != NodeKind::Array) {
      error(DiagKind::JsonRootNotObject,
            "The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.",
            doc_.range(root->span));
    }
    doc_.root_ = root;
    return std::move(doc_);
  }

 private:
  const Token& peek() const { return next_; }
  Token read() {
    const Token token = next_;
    if (token.kind != TokenKind::End) next_ = scanner_.next();
    return token;
  }
  // Recovery as the reference does it: read tokens, starting with `first` if
  // given, until a closing bracket of the kind being recovered either closes
  // a group opened during the recovery or is met outside any such group (or
  // the text ends). Brackets of the other kind are not counted.
  void recover(TokenKind open, TokenKind close, std::optional<Token> first = std::nullopt) {
    std::size_t depth = 0;
    for (;;) {
      const TokenKind kind = first ? first->kind : read().kind;
      first.reset();
      if (kind == TokenKind::End) return;
      if (kind == open) ++depth;
      if (kind == close) {
        if (depth > 0) --depth;
        if (depth == 0) return;
      }
    }
  }

  static Span span(const Token& token) { return Span{token.start, token.end}; }
  Range range(const Token& token) const { return doc_.range(span(token)); }
  std::string_view token_text(const Token& token) const {
    return text_.substr(token.start.byte, token.end.byte - token.start.byte);
  }

  void error(DiagKind kind, std::string detail, Range subject) {
    errors_ = true;
    diags_.add(kind, std::move(detail), std::move(subject));
  }

  Node* make(NodeKind kind, Span node_span) {
    Node* node = new (doc_.allocate(sizeof(Node), alignof(Node))) Node;
    node->kind = kind;
    node->span = node_span;
    return node;
  }

  // A copy of `items` in the document's arena.
  template <typename T>
  const T* store(std::span<const T> items) {
    T* copy = doc_.allocate_array<T>(items.size());
    std::uninitialized_copy(items.begin(), items.end(), copy);
    return copy;
  }
  static std::uint32_t size_of(std::size_t size) { return static_cast<std::uint32_t>(size); }
  Node* make_text(NodeKind kind, Span node_span, std::string_view text) {
    Node* node = make(kind, node_span);
    node->text_ = store(std::span<const char>(text));
    node->size_ = size_of(text.size());
    return node;
  }
  const Node* invalid(const Token& at) { return make(NodeKind::Invalid, span(at)); }

  const Node* parse_value(std::size_t depth) {
    const Token token = peek();
    switch (token.kind) {
      case TokenKind::BraceOpen:
      case TokenKind::BracketOpen:
        if (depth >= max_nesting_depth_ || stack_.spent()) {
          nesting_exceeded_ = true;
          error(DiagKind::JsonNestingTooDeep,
                depth >= max_nesting_depth_ ? "This value is nested more than " + std::to_string(max_nesting_depth_) +
                                                  " levels deep, which hclc does not support."
                                            : std::string("This value is nested more deeply than hclc supports."),
                range(token));
          return nullptr;
        }
        return token.kind == TokenKind::BraceOpen ? parse_object(depth + 1) : parse_array(depth + 1);
      case TokenKind::String: return parse_string(read());
      case TokenKind::Number: return parse_number(read());
      case TokenKind::Keyword: return parse_keyword(read());
      case TokenKind::BraceClose:
        error(DiagKind::JsonMissingJsonValue, std::string(kValueStartDetail), range(token));
        return invalid(token);
      case TokenKind::BracketClose:
        error(DiagKind::JsonMissingArrayElement, std::string(kValueStartDetail), range(token));
        return invalid(token);
      case TokenKind::End:
        error(DiagKind::JsonMissingValue, "The JSON data ends prematurely.", range(token));
        return invalid(token);
      default:
        error(DiagKind::JsonInvalidStartOfValue, std::string(kValueStartDetail), range(token));
        return invalid(token);
    }
  }

  const Node* parse_string(const Token& token) {
    std::optional<std::string_view> text = decoded_string(token);
    if (!text) return invalid(token);
    return make_text(NodeKind::String, span(token), *text);
  }

  // A string token's text, or nothing after reporting why it is malformed.
  // The text is valid until the next call.
  std::optional<std::string_view> decoded_string(const Token& token) {
    const std::string_view quoted = token_text(token);
    if (token.plain) return quoted.substr(1, quoted.size() - 2);
    const std::optional<std::uint32_t> error_offset = decode_string(quoted, decoded_);
    if (error_offset) {
      // The reference places the error by byte offset within the token, on the
      // token's line, counting columns as bytes.
      const std::uint32_t offset = *error_offset;
      const Pos start{token.start.line, token.start.column + offset, token.start.byte + offset};
      const Pos end{start.line, start.column + 1, start.byte + 1};
      error(DiagKind::JsonInvalidString, "There is a syntax error in the given JSON string.",
            Range{doc_.filename_, start, end});
      return std::nullopt;
    }
    return std::string_view(decoded_);
  }

  const Node* parse_number(const Token& token) {
    const std::string_view text = token_text(token);
    if (!valid_number(text)) {
      error(DiagKind::JsonInvalidNumber, "There is a syntax error in the given JSON number.", range(token));
      return invalid(token);
    }
    return make_text(NodeKind::Number, span(token), text);
  }

  const Node* parse_keyword(const Token& token) {
    const std::string_view word = token_text(token);
    if (word == "true" || word == "false") {
      Node* node = make(NodeKind::Bool, span(token));
      node->boolean = word == "true";
      return node;
    }
    if (word == "null") return make(NodeKind::Null, span(token));
    error(DiagKind::JsonInvalidKeyword, keyword_detail(word), range(token));
    return invalid(token);
  }

  const Node* parse_object(std::size_t depth) {
    const Token open = read();
    const ScratchFrame<Property> properties(property_stack_);
    while (peek().kind != TokenKind::BraceClose) {
      const Token name_token = peek();
      // A name needs no node of its own; anything else is parsed (for its
      // diagnostics) and refused.
      std::optional<std::string_view> name;
      if (name_token.kind == TokenKind::String) {
        name = decoded_string(read());
        if (name) name = std::string_view(store(std::span<const char>(*name)), name->size());
      } else {
        parse_value(depth);
        if (nesting_exceeded_) return nullptr;
      }
      if (!name) {
        error(DiagKind::JsonInvalidPropertyName, "A JSON object property name must be a string", range(name_token));
        return invalid(open);
      }
      const Token colon = read();
      if (colon.kind != TokenKind::Colon) {
        if (colon.kind == TokenKind::BraceClose || colon.kind == TokenKind::Comma) {
          error(DiagKind::JsonMissingObjectValue, "A JSON object attribute must have a value, introduced by a colon.",
                range(colon));
        } else if (colon.kind == TokenKind::Equals) {
          error(DiagKind::JsonMissingColon, "JSON uses a colon as its name/value delimiter, not an equals sign.",
                range(colon));
        } else {
          error(DiagKind::JsonMissingColon, "A colon must appear between an object property's name and its value.",
                range(colon));
        }
        recover(TokenKind::BraceOpen, TokenKind::BraceClose, colon);
        return invalid(open);
      }
      const Node* value = parse_value(depth);
      if (nesting_exceeded_) return nullptr;
      property_stack_.push_back(Property{*name, span(name_token), value});

      const Token after = peek();
      if (after.kind == TokenKind::BraceClose) break;
      switch (after.kind) {
        case TokenKind::Comma: {
          const Token comma = read();
          if (peek().kind == TokenKind::BraceClose) {
            error(DiagKind::JsonTrailingCommaObject,
                  "JSON does not permit a trailing comma after the final property in an object.", range(comma));
            return invalid(open);
          }
          continue;
        }
        case TokenKind::End:
          error(DiagKind::JsonUnclosed, "No closing brace was found for this JSON object.", range(open));
          return invalid(open);
        case TokenKind::BracketClose:
          read();
          error(DiagKind::JsonMismatchedBraces, "A JSON object must be closed with a brace, not a bracket.",
                range(peek()));
          return invalid(open);
        default:
          recover(TokenKind::BraceOpen, TokenKind::BraceClose);
          error(DiagKind::JsonMissingComma, "A comma must appear between each property definition in an object.",
                range(peek()));
          return invalid(open);
      }
    }
    const Token close = read();
    Node* node = make(NodeKind::Object, Span{open.start, close.end});
    node->properties_ = store(properties.items());
    node->size_ = size_of(properties.items().size());
    return node;
  }

  const Node* parse_array(std::size_t depth) {
    const Token open = read();
    const ScratchFrame<const Node*> elements(element_stack_);
    while (peek().kind != TokenKind::BracketClose) {
      const Node* element = parse_value(depth);
      if (nesting_exceeded_) return nullptr;
      element_stack_.push_back(element);

      const Token after = peek();
      if (after.kind == TokenKind::BracketClose) break;
      switch (after.kind) {
        case TokenKind::Comma: {
          const Token comma = read();
          if (peek().kind == TokenKind::BracketClose) {
            error(DiagKind::JsonTrailingCommaArray,
                  "JSON does not permit a trailing comma after the final value in an array.", range(comma));
            return invalid(open);
          }
          continue;
        }
        case TokenKind::Colon:
          recover(TokenKind::BracketOpen, TokenKind::BracketClose);
          error(DiagKind::JsonInvalidArrayValue, "A colon is not used to introduce values in a JSON array.",
                range(peek()));
          return invalid(open);
        case TokenKind::End:
          error(DiagKind::JsonUnclosed, "No closing bracket was found for this JSON array.", range(open));
          return invalid(open);
        case TokenKind::BraceClose:
          recover(TokenKind::BracketOpen, TokenKind::BracketClose);
          error(DiagKind::JsonMismatchedBrackets, "A JSON array must be closed with a bracket, not a brace.",
                range(peek()));
          return invalid(open);
        default:
          recover(TokenKind::BracketOpen, TokenKind::BracketClose);
          error(DiagKind::JsonMissingComma, "A comma must appear between each value in an array.", range(peek()));
          return invalid(open);
      }
    }
    const Token close = read();
    Node* node = make(NodeKind::Array, Span{open.start, close.end});
    node->elements_ = store(elements.items());
    node->size_ = size_of(elements.items().size());
    return node;
  }

  std::string_view text_;
  Scanner scanner_;
  Token next_;  // the token after those read
  Diagnostics& diags_;
  // Nesting is bounded by depth and, since the parse is recursive, by the
  // stack it has used (its frames' sizes vary between builds).
  std::size_t max_nesting_depth_;
  StackBudget stack_;
  Document doc_;
  bool errors_ = false;
  bool nesting_exceeded_ = false;
  // The members of the objects and arrays being parsed, innermost last: a
  // container's members are copied to the arena, next to each other, when it
  // closes.
  std::vector<Property> property_stack_;
  std::vector<const Node*> element_stack_;
  std::string decoded_;  // the last string with escapes or non-ASCII bytes
};

void* Document::allocate_in_new_block(std::size_t bytes) {
  // Blocks double from 4 kB (a small file stays small) up to 1 MB; a larger
  // request gets a block of its own size.
  constexpr std::size_t kFirstBlock = 4096;
  constexpr std::size_t kLargestBlock = std::size_t{1} << 20;
  block_size_ = block_size_ == 0 ? kFirstBlock : std::min(kLargestBlock, 2 * block_size_);
  const std::size_t size = std::max(block_size_, bytes);
  blocks_.push_back(std::unique_ptr<std::byte[]>(new std::byte[size]));
  free_ = blocks_.back().get() + bytes;
  free_bytes_ = size - bytes;
  return blocks_.back().get();
}

Document parse(std::string_view filename, std::string_view text, Diagnostics& diags, std::size_t max_nesting_depth) {
  return Parser(filename, text, diags, max_nesting_depth).run();
}

Document parse(const SourceFile& file, Diagnostics& diags, std::size_t max_nesting_depth) {
  return parse(file.filename(), file.text(), diags, max_nesting_depth);
}

namespace {

bool contains(const Span& span, std::uint32_t byte) { return span.start.byte <= byte && byte < span.end.byte; }

bool is_container(const Node* node) {
  return node != nullptr && (node->kind == NodeKind::Object || node->kind == NodeKind::Array);
}

}  // namespace

std::string context_string(const Document& doc, std::uint32_t byte) {
  std::string path;
  const Node* node = doc.root();
  if (!is_container(node) || !contains(node->span, byte)) return path;
  // Members are in source order and do not overlap: the one that may hold the
  // byte is the last to start at or before it (a binary search, so that
  // naming the place of each of many diagnostics stays cheap).
  const auto last_starting_by = [byte](const auto& members, auto span_of) {
    auto after = std::partition_point(members.begin(), members.end(),
                                      [&](const auto& m) { return span_of(m).start.byte <= byte; });
    return after == members.begin() ? members.end() : std::prev(after);
  };
  for (;;) {
    const Node* inner = nullptr;
    if (node->kind == NodeKind::Object) {
      const std::span<const Property> properties = node->properties();
      auto property = last_starting_by(properties, [](const Property& p) { return p.name_span; });
      if (property != properties.end() && is_container(property->value) && contains(property->value->span, byte)) {
        if (!path.empty()) path += '.';
        path += property->name;
        inner = property->value;
      }
    } else {
      const std::span<const Node* const> elements = node->elements();
      auto element = last_starting_by(elements, [](const Node* e) { return e->span; });
      if (element != elements.end() && is_container(*element) && contains((*element)->span, byte)) {
        path += '[' + std::to_string(element - elements.begin()) + ']';
        inner = *element;
      }
    }
    if (inner == nullptr) return path;
    node = inner;
  }
}

}  // namespace hclc::json
