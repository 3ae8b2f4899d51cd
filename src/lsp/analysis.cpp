#include "lsp/analysis.h"

#include <algorithm>
#include <map>

#include "check/check.h"
#include "format/format.h"
#include "json/json.h"
#include "lsp/protocol_values.h"
#include "lsp/type_check.h"
#include "syntax/lossless.h"
#include "syntax/parse.h"
#include "syntax/source_encoding.h"

namespace hclc::lsp {

using namespace protocol;  // the protocol's enumeration values, by their names
namespace {

Json position_json(const Position& p) { return JsonObject{{"line", p.line}, {"character", p.character}}; }

Json range_json(const TextDocument& doc, std::uint32_t begin, std::uint32_t end, PositionEncoding encoding) {
  return JsonObject{{"start", position_json(doc.position_of(begin, encoding))},
                    {"end", position_json(doc.position_of(end, encoding))}};
}

Json span_json(const TextDocument& doc, const ir::Span& span, PositionEncoding encoding) {
  return range_json(doc, span.start, span.end, encoding);
}

// Calls fn on `id` and every expression below it.
template <class Fn>
void walk_expression(const ir::Arena& arena, ir::ExprId id, Fn& fn) {
  std::vector<ir::ExprId> stack{id};
  while (!stack.empty()) {
    const ir::ExprId at = stack.back();
    stack.pop_back();
    fn(at);
    ir::for_each_child(arena, at, [&](ir::ExprId child) {
      if (child.valid()) stack.push_back(child);
    });
  }
}

// Calls on_attribute and on_block for every attribute and block of the file,
// nested ones included.
template <class OnAttribute, class OnBlock>
void walk_body(const ir::Arena& arena, ir::BodyId root, OnAttribute on_attribute, OnBlock on_block) {
  std::vector<ir::BodyId> bodies{root};
  while (!bodies.empty()) {
    const ir::Body& body = arena.body(bodies.back());
    bodies.pop_back();
    for (ir::AttributeId a : body.attributes) on_attribute(arena.attribute(a));
    for (ir::BlockId b : body.blocks) {
      on_block(arena.block(b));
      bodies.push_back(arena.block(b).body);
    }
  }
}

std::string block_name(const ir::Block& block) {
  std::string name(block.type.text);
  for (const ir::Name& label : block.labels) name += " \"" + std::string(label.text) + "\"";
  return name;
}

Json body_symbols(const ir::Arena& arena, const ir::Body& body, const TextDocument& doc, PositionEncoding encoding) {
  // Attributes and blocks in source order, as an outline shows them.
  std::vector<std::pair<std::uint32_t, Json>> items;
  for (ir::AttributeId id : body.attributes) {
    const ir::Attribute& a = arena.attribute(id);
    items.emplace_back(a.span.start, JsonObject{{"name", a.name.text},
                                                {"kind", kSymbolProperty},
                                                {"range", span_json(doc, a.span, encoding)},
                                                {"selectionRange", span_json(doc, a.name.span, encoding)}});
  }
  for (ir::BlockId id : body.blocks) {
    const ir::Block& b = arena.block(id);
    items.emplace_back(b.span.start, JsonObject{{"name", block_name(b)},
                                                {"kind", kSymbolClass},
                                                {"range", span_json(doc, b.span, encoding)},
                                                {"selectionRange", span_json(doc, b.def_span(), encoding)},
                                                {"children", body_symbols(arena, arena.body(b.body), doc, encoding)}});
  }
  std::sort(items.begin(), items.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  JsonArray out;
  for (auto& item : items) out.push_back(std::move(item.second));
  return out;
}

bool is_identifier_byte(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ||
         c == ':' || static_cast<unsigned char>(c) >= 0x80;
}

std::string parameter_text(const Parameter& p) { return p.name + " " + p.type.friendly_name_for_constraint(); }

// The innermost expression whose span holds `offset`, and the root
// expression (an attribute's) it belongs to.
struct Found {
  ir::ExprId node;
  ir::ExprId root;
};

std::optional<Found> expression_at(const ir::File& file, std::uint32_t offset) {
  const ir::Arena& arena = *file.arena;
  std::optional<Found> best;
  auto holds = [&](const ir::Span& s) { return s.start <= offset && offset <= s.end; };
  walk_body(
      arena, file.body,
      [&](const ir::Attribute& a) {
        if (!a.expr.valid() || !holds(arena.span(a.expr))) return;
        auto consider = [&](ir::ExprId id) {
          const ir::Span s = arena.span(id);
          if (!holds(s)) return;
          if (!best || s.end - s.start <= arena.span(best->node).end - arena.span(best->node).start)
            best = Found{id, a.expr};
        };
        walk_expression(arena, a.expr, consider);
      },
      [](const ir::Block&) {});
  return best;
}

Json markdown(std::string text) { return JsonObject{{"kind", "markdown"}, {"value", std::move(text)}}; }

}  // namespace

Syntax syntax_of(std::string_view path) { return path.ends_with(".json") ? Syntax::Json : Syntax::Native; }

Analysis analyse(const std::string& path, std::string_view text) {
  Analysis out;
  out.source = std::make_unique<SourceFile>(path, std::string(text));
  if (syntax_of(path) == Syntax::Json)
    json::parse(*out.source, out.diags);
  else
    out.file = parse_config(*out.source, out.diags);
  out.has_syntax_errors = out.diags.has_errors();
  return out;
}

Json diagnostics_json(const Diagnostics& diags, const TextDocument& doc, PositionEncoding encoding) {
  JsonArray out;
  for (const Diagnostic& d : diags) {
    const std::uint32_t begin = d.subject ? d.subject->start.byte : 0;
    const std::uint32_t end = d.subject ? d.subject->end.byte : 0;
    std::string message = d.summary;
    if (!d.detail.empty()) message += ": " + d.detail;
    out.push_back(JsonObject{{"range", range_json(doc, begin, end, encoding)},
                             {"severity", d.severity == Severity::Error ? kSeverityError : kSeverityWarning},
                             {"source", "hclc"},
                             {"code", std::string(diag_kind_name(d.kind))},
                             {"message", std::move(message)}});
  }
  return out;
}

Json document_symbols(const Analysis& analysis, const TextDocument& doc, PositionEncoding encoding) {
  if (!analysis.file) return JsonArray{};
  return body_symbols(*analysis.file->arena, analysis.file->root(), doc, encoding);
}

Json folding_ranges(const Analysis& analysis, const TextDocument& doc) {
  JsonArray out;
  if (!analysis.file) return out;
  const ir::Arena& arena = *analysis.file->arena;
  // Lines as the protocol counts them, which a "\r" alone also ends.
  auto add = [&](std::uint32_t begin, std::uint32_t end) {
    const std::uint32_t first = doc.position_of(begin, PositionEncoding::Utf8).line;
    const std::uint32_t last = doc.position_of(end, PositionEncoding::Utf8).line;
    // The closing line stays visible: a fold needs a line between the two.
    if (last >= first + 2) out.push_back(JsonObject{{"startLine", first}, {"endLine", last - 1}});
  };
  auto fold_expression = [&](ir::ExprId id) {
    switch (arena.kind(id)) {
      case ir::NodeKind::Object:
      case ir::NodeKind::Tuple:
      case ir::NodeKind::For:
      case ir::NodeKind::Call:
      case ir::NodeKind::Template: add(arena.span(id).start, arena.span(id).end); break;
      default: break;
    }
  };
  walk_body(
      arena, analysis.file->body,
      [&](const ir::Attribute& a) {
        if (a.expr.valid()) walk_expression(arena, a.expr, fold_expression);
      },
      [&](const ir::Block& b) { add(b.open_brace_span.start, b.close_brace_span.start); });
  return out;
}

Json formatting_edits(const TextDocument& doc, PositionEncoding encoding) {
  Diagnostics diags;
  const SourceFile source("<document>", std::string(doc.text()));
  std::optional<std::string> formatted = format::format_config(source, diags);
  if (!formatted || *formatted == doc.text()) return JsonArray{};
  // The smallest replacement: the common prefix and suffix stay.
  const std::string_view before = doc.text();
  std::size_t prefix = 0;
  while (prefix < before.size() && prefix < formatted->size() && before[prefix] == (*formatted)[prefix]) ++prefix;
  std::size_t suffix = 0;
  while (suffix < before.size() - prefix && suffix < formatted->size() - prefix &&
         before[before.size() - 1 - suffix] == (*formatted)[formatted->size() - 1 - suffix])
    ++suffix;
  // Whole characters only: a shared lead byte must not be split from its sequence.
  while (prefix > 0 && (static_cast<unsigned char>(before[prefix]) & 0xC0) == 0x80) --prefix;
  while (suffix > 0 && (static_cast<unsigned char>(before[before.size() - suffix]) & 0xC0) == 0x80) --suffix;
  // A "\r\n" pair must not be split either: positions cannot point between them.
  if (prefix > 0 && before[prefix - 1] == '\r') --prefix;
  if (suffix > 0 && before.size() - suffix > 0 && before[before.size() - suffix - 1] == '\r') --suffix;
  const auto begin = static_cast<std::uint32_t>(prefix);
  const auto end = static_cast<std::uint32_t>(before.size() - suffix);
  // Built member by member: GCC 12 misreads a nested braced list of these
  // variants as reading an uninitialized one (-Wmaybe-uninitialized).
  JsonObject edit;
  edit.emplace("range", range_json(doc, begin, end, encoding));
  edit.emplace("newText", formatted->substr(prefix, formatted->size() - prefix - suffix));
  JsonArray edits;
  edits.emplace_back(std::move(edit));
  return edits;
}

Json semantic_tokens(const Analysis& analysis, const TextDocument& doc, PositionEncoding encoding) {
  enum TokenType { Comment, String, Number, Keyword, Operator, Function, BlockType, Property, Variable };
  Diagnostics ignored;
  if (syntax_of(analysis.source->filename()) == Syntax::Json ||
      !validate_source_encoding(*analysis.source, SourceForm::Code, ignored))
    return JsonObject{{"data", JsonArray{}}};
  // Block types and attribute names by where they start, from the IR when the text parses.
  std::map<std::uint32_t, TokenType> names;
  if (analysis.file)
    walk_body(
        *analysis.file->arena, analysis.file->body,
        [&](const ir::Attribute& a) { names[a.name.span.start] = Property; },
        [&](const ir::Block& b) { names[b.type.span.start] = BlockType; });
  const std::string_view text = doc.text();
  const std::vector<syntax::LosslessToken> tokens = syntax::lex_lossless(text);
  JsonArray data;
  Position previous;
  auto emit = [&](std::size_t begin, std::size_t end, TokenType type) {
    // One token per line: a heredoc's text or a block comment is split.
    while (begin < end) {
      const Position start = doc.position_of(static_cast<std::uint32_t>(begin), encoding);
      std::size_t line_end = begin;
      while (line_end < end && text[line_end] != '\n' && text[line_end] != '\r') ++line_end;
      if (line_end > begin) {
        const std::uint32_t length = code_units(text.substr(begin, line_end - begin), encoding);
        data.push_back(start.line - previous.line);
        data.push_back(start.line == previous.line ? start.character - previous.character : start.character);
        data.push_back(length);
        data.push_back(static_cast<int>(type));
        data.push_back(0);
        previous = start;
      }
      begin = line_end;
      while (begin < end && (text[begin] == '\n' || text[begin] == '\r')) ++begin;
    }
  };
  auto next_significant = [&](std::size_t i) {
    while (i < tokens.size() && (tokens[i].kind == syntax::TokenKind::Whitespace)) ++i;
    return i < tokens.size() ? tokens[i].kind : syntax::TokenKind::Invalid;
  };
  using syntax::TokenKind;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const syntax::LosslessToken& t = tokens[i];
    switch (t.kind) {
      case TokenKind::Comment: emit(t.start, t.end, Comment); break;
      case TokenKind::Number: emit(t.start, t.end, Number); break;
      case TokenKind::OpenQuote:
      case TokenKind::CloseQuote:
      case TokenKind::HeredocStart:
      case TokenKind::HeredocEnd:
      case TokenKind::TemplateLiteral: emit(t.start, t.end, String); break;
      case TokenKind::TemplateInterp:
      case TokenKind::TemplateDirective:
      case TokenKind::TemplateSequenceEnd:
      case TokenKind::EqualEqual:
      case TokenKind::NotEqual:
      case TokenKind::Less:
      case TokenKind::LessEqual:
      case TokenKind::Greater:
      case TokenKind::GreaterEqual:
      case TokenKind::And:
      case TokenKind::Or:
      case TokenKind::Bang:
      case TokenKind::Plus:
      case TokenKind::Minus:
      case TokenKind::Star:
      case TokenKind::Slash:
      case TokenKind::Percent:
      case TokenKind::Question:
      case TokenKind::Colon:
      case TokenKind::FatArrow:
      case TokenKind::Ellipsis: emit(t.start, t.end, Operator); break;
      case TokenKind::Identifier: {
        const std::string_view word = text.substr(t.start, t.end - t.start);
        static constexpr std::string_view kKeywords[] = {"true", "false", "null",  "for",   "in",
                                                         "if",   "else",  "endif", "endfor"};
        TokenType type = Variable;
        if (auto named = names.find(static_cast<std::uint32_t>(t.start)); named != names.end())
          type = named->second;
        else if (next_significant(i + 1) == TokenKind::OpenParen || next_significant(i + 1) == TokenKind::DoubleColon)
          type = Function;
        else if (std::find(std::begin(kKeywords), std::end(kKeywords), word) != std::end(kKeywords))
          type = Keyword;
        else if (i > 0 && tokens[i - 1].kind == TokenKind::Dot)
          type = Property;
        emit(t.start, t.end, type);
        break;
      }
      default: break;
    }
  }
  return JsonObject{{"data", std::move(data)}};
}

std::string function_signature(const std::string& name, const Function& function) {
  std::string out = name + "(";
  for (std::size_t i = 0; i < function.parameters().size(); ++i)
    out += (i ? ", " : "") + parameter_text(function.parameters()[i]);
  if (function.variadic())
    out += (function.parameters().empty() ? "" : ", ") + parameter_text(*function.variadic()) + "...";
  return out + ")";
}

Json hover(const Analysis& analysis, const TextDocument& doc, std::uint32_t offset, PositionEncoding encoding,
           const FunctionTable& functions, const check::VariableTypes& variables) {
  if (!analysis.file) return nullptr;
  std::optional<Found> found = expression_at(*analysis.file, offset);
  if (!found) return nullptr;
  const ir::Arena& arena = *analysis.file->arena;
  const ir::Span span = arena.span(found->node);
  if (const ir::Call* call = arena.get_if<ir::Call>(found->node)) {
    const Function* f = functions.find(call->name.text);
    if (f && call->name.span.start <= offset && offset <= call->name.span.end)
      return JsonObject{
          {"contents", markdown("```hcl\n" + function_signature(std::string(call->name.text), *f) + "\n```")},
          {"range", span_json(doc, call->name.span, encoding)}};
  }
  Diagnostics ignored;  // published with the document's diagnostics
  const check::CheckResult checked =
      check::check_expression(arena, found->root, with_free_names(arena, found->root, variables), &functions, ignored);
  const Type* type = checked.types.type_of(found->node);
  if (!type) return nullptr;
  std::string text = "`" + type->friendly_name() + "`";
  if (const ir::Literal* literal = arena.get_if<ir::Literal>(found->node)) {
    const ir::LiteralValue& v = literal->value;
    std::string value;
    switch (v.kind) {
      case ir::LiteralKind::Number: value = v.text; break;
      case ir::LiteralKind::String: value = Json(v.text).dump(); break;
      case ir::LiteralKind::Bool: value = v.boolean ? "true" : "false"; break;
      case ir::LiteralKind::Null: value = "null"; break;
    }
    text += "\n\nValue: `" + value + "`";
  }
  return JsonObject{{"contents", markdown(std::move(text))}, {"range", span_json(doc, span, encoding)}};
}

Json selection_range(const Analysis& analysis, const TextDocument& doc, std::uint32_t offset,
                     PositionEncoding encoding) {
  // Every stretch holding the offset: the file, blocks, their headers,
  // labels and bodies, attributes, their names, expressions; outermost first.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> spans{{0, static_cast<std::uint32_t>(doc.text().size())}};
  if (analysis.file) {
    const ir::Arena& arena = *analysis.file->arena;
    auto consider = [&](const ir::Span& s) {
      if (s.start <= offset && offset <= s.end) spans.emplace_back(s.start, s.end);
    };
    walk_body(
        arena, analysis.file->body,
        [&](const ir::Attribute& a) {
          consider(a.span);
          consider(a.name.span);
          if (!a.expr.valid()) return;
          auto expression = [&](ir::ExprId id) { consider(arena.span(id)); };
          walk_expression(arena, a.expr, expression);
        },
        [&](const ir::Block& b) {
          consider(b.span);
          consider(b.def_span());
          consider(b.type.span);
          for (const ir::Name& label : b.labels) consider(label.span);
          consider(ir::Span::between(b.open_brace_span, b.close_brace_span));
        });
  }
  // Outer before inner: each range the protocol sends must hold the one before it.
  std::sort(spans.begin(), spans.end(), [](const auto& x, const auto& y) {
    return x.second - x.first != y.second - y.first ? x.second - x.first > y.second - y.first : x.first < y.first;
  });
  std::vector<std::pair<std::uint32_t, std::uint32_t>> chain;
  for (const auto& span : spans)
    if (chain.empty() ||
        (span != chain.back() && chain.back().first <= span.first && span.second <= chain.back().second))
      chain.push_back(span);
  Json selection;
  for (const auto& [begin, end] : chain) {
    JsonObject next{{"range", range_json(doc, begin, end, encoding)}};
    if (!selection.is_null()) next.emplace("parent", std::move(selection));
    selection = std::move(next);
  }
  return selection;
}

Json completion(const TextDocument& doc, std::uint32_t offset, const FunctionTable& functions, bool snippets) {
  const std::string_view text = doc.text();
  std::uint32_t start = std::min<std::uint32_t>(offset, static_cast<std::uint32_t>(text.size()));
  const std::uint32_t end = start;
  while (start > 0 && is_identifier_byte(text[start - 1])) --start;
  // After a `.` the name is an attribute, not a function.
  if (start > 0 && text[start - 1] == '.') return JsonArray{};
  const std::string_view prefix = text.substr(start, end - start);
  JsonArray items;
  for (const std::string& name : functions.names()) {
    if (!name.starts_with(prefix)) continue;
    const Function& f = *functions.find(name);
    std::string snippet = name + "(";
    std::size_t n = 0;
    for (const Parameter& p : f.parameters()) {
      if (n) snippet += ", ";
      ++n;
      snippet += "${" + std::to_string(n) + ":" + p.name + "}";
    }
    snippet += ")$0";
    JsonObject item{{"label", name}, {"kind", kCompletionFunction}, {"detail", function_signature(name, f)}};
    if (snippets) {
      item.emplace("insertText", std::move(snippet));
      item.emplace("insertTextFormat", kInsertSnippet);
    }
    items.emplace_back(std::move(item));
  }
  return JsonObject{{"isIncomplete", false}, {"items", std::move(items)}};
}

Json signature_help(const Analysis& analysis, std::uint32_t offset, const FunctionTable& functions) {
  // Read from the text, not the IR: while a call is being typed it does not parse.
  const std::string_view text = analysis.source->text();
  std::uint32_t at = std::min<std::uint32_t>(offset, static_cast<std::uint32_t>(text.size()));
  int depth = 0;
  std::uint32_t active = 0;
  while (at > 0) {
    const char c = text[--at];
    if (c == ')' || c == ']' || c == '}') {
      ++depth;
    } else if (c == '[' || c == '{') {
      if (depth == 0) return nullptr;
      --depth;
    } else if (c == '(') {
      if (depth == 0) break;
      --depth;
    } else if (c == ',' && depth == 0) {
      ++active;
    } else if (c == '\n' && depth == 0 && at > 0 && text[at - 1] == '\n') {
      return nullptr;  // a blank line: no longer inside one expression
    }
  }
  if (at == 0 && text.empty()) return nullptr;
  if (text[at] != '(') return nullptr;
  std::uint32_t name_start = at;
  while (name_start > 0 && is_identifier_byte(text[name_start - 1])) --name_start;
  const std::string name(text.substr(name_start, at - name_start));
  const Function* f = functions.find(name);
  if (!f) return nullptr;
  JsonArray parameters;
  for (const Parameter& p : f->parameters()) parameters.push_back(JsonObject{{"label", parameter_text(p)}});
  if (f->variadic()) parameters.push_back(JsonObject{{"label", parameter_text(*f->variadic()) + "..."}});
  if (!parameters.empty() && active >= parameters.size())
    active = f->variadic() ? static_cast<std::uint32_t>(parameters.size() - 1) : active;
  JsonArray signatures;
  signatures.emplace_back(JsonObject{{"label", function_signature(name, *f)}, {"parameters", parameters}});
  return JsonObject{{"signatures", std::move(signatures)}, {"activeSignature", 0}, {"activeParameter", active}};
}

}  // namespace hclc::lsp
