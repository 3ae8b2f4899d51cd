#include "lsp/schemas.h"

#include <fnmatch.h>

#include <algorithm>
#include <filesystem>

#include "body/native_body.h"
#include "dec/decode.h"
#include "lsp/protocol_values.h"
#include "lsp/type_check.h"
#include "source/source_file.h"
#include "syntax/lossless.h"
#include "syntax/parse.h"

namespace hclc::lsp {

using namespace protocol;  // the protocol's enumeration values, by their names
namespace {

constexpr std::string_view kConfigName = ".hclc.hcl";

const std::string_view* literal_string(const ir::Arena& arena, ir::ExprId id) {
  if (!id.valid()) return nullptr;
  if (const ir::Literal* l = arena.get_if<ir::Literal>(id))
    return l->value.kind == ir::LiteralKind::String ? &l->value.text : nullptr;
  if (const ir::Template* t = arena.get_if<ir::Template>(id); t && t->parts.size() == 1)
    return literal_string(arena, t->parts[0]);
  return nullptr;
}

bool matches(const std::string& glob, const std::string& root, const std::string& path) {
  namespace fs = std::filesystem;
  if (glob.find('/') == std::string::npos) return ::fnmatch(glob.c_str(), fs::path(path).filename().c_str(), 0) == 0;
  const std::string relative = fs::path(path).lexically_relative(root).generic_string();
  return ::fnmatch(glob.c_str(), relative.c_str(), FNM_PATHNAME) == 0;
}

// The spec that reads the bodies of blocks of type `type` inside `spec`'s body.
const dec::Spec* block_spec(const dec::Spec& spec, const std::string& type) {
  switch (spec.kind) {
    case dec::SpecKind::Object:
      for (const auto& [key, member] : spec.members)
        if (const dec::Spec* s = block_spec(*member, type)) return s;
      return nullptr;
    case dec::SpecKind::Array:
    case dec::SpecKind::Default:
      for (const dec::SpecPtr& e : spec.elements)
        if (const dec::Spec* s = block_spec(*e, type)) return s;
      return nullptr;
    case dec::SpecKind::Block:
    case dec::SpecKind::BlockList:
    case dec::SpecKind::BlockSet:
    case dec::SpecKind::BlockMap:
      if (spec.name == type) return spec.nested.get();
      return nullptr;
    case dec::SpecKind::Transform: return spec.nested ? block_spec(*spec.nested, type) : nullptr;
    default: return nullptr;
  }
}

// The spec of attribute `name` directly in `spec`'s body, or the block spec
// for blocks of type `name` (`block` says which is wanted).
const dec::Spec* member_spec(const dec::Spec& spec, const std::string& name, bool block) {
  switch (spec.kind) {
    case dec::SpecKind::Object:
      for (const auto& [key, member] : spec.members)
        if (const dec::Spec* s = member_spec(*member, name, block)) return s;
      return nullptr;
    case dec::SpecKind::Array:
    case dec::SpecKind::Default:
      for (const dec::SpecPtr& e : spec.elements)
        if (const dec::Spec* s = member_spec(*e, name, block)) return s;
      return nullptr;
    case dec::SpecKind::Attr: return !block && spec.name == name ? &spec : nullptr;
    case dec::SpecKind::Block:
    case dec::SpecKind::BlockList:
    case dec::SpecKind::BlockSet:
    case dec::SpecKind::BlockMap:
    case dec::SpecKind::BlockAttrs: return block && spec.name == name ? &spec : nullptr;
    case dec::SpecKind::Transform: return spec.nested ? member_spec(*spec.nested, name, block) : nullptr;
    default: return nullptr;
  }
}

std::string_view block_kind_text(dec::SpecKind kind) {
  switch (kind) {
    case dec::SpecKind::Block: return "block (at most one)";
    case dec::SpecKind::BlockList: return "block (a list)";
    case dec::SpecKind::BlockSet: return "block (a set)";
    case dec::SpecKind::BlockMap: return "block (a map by its labels)";
    case dec::SpecKind::BlockAttrs: return "block of attributes";
    default: return "block";
  }
}

}  // namespace

BlockContext enclosing_blocks(std::string_view text, std::uint32_t offset) {
  using syntax::TokenKind;
  const std::vector<syntax::LosslessToken> tokens = syntax::lex_lossless(text);
  // What each open bracket is: a block's body, or (type nullopt) an object
  // or other bracket, in which nothing is a block or an attribute.
  struct Frame {
    std::optional<std::string> type;
    std::uint32_t open = 0;
    std::vector<BodyName> names;
  };
  std::vector<Frame> stack;
  std::vector<std::size_t> header;  // significant tokens since the last newline
  BlockContext context;
  std::vector<BodyName> top_names;  // of the file's body
  // Once the offset is passed, how many of the frames then open are open still.
  std::optional<std::size_t> open_at_offset;
  auto in_block_body = [&] { return stack.empty() || stack.back().type.has_value(); };
  auto names_here = [&]() -> std::vector<BodyName>& { return stack.empty() ? top_names : stack.back().names; };
  auto keep_names = [&](std::size_t depth) {
    // The frame at `depth` closes: its names are known now.
    if (open_at_offset && depth < *open_at_offset) {
      if (depth < context.blocks.size()) context.blocks[depth].names = std::move(stack[depth].names);
      open_at_offset = depth;
    }
  };
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const syntax::LosslessToken& t = tokens[i];
    if (t.start < offset && offset <= t.end &&
        (t.kind == TokenKind::Comment || t.kind == TokenKind::TemplateLiteral || t.kind == TokenKind::OpenQuote ||
         t.kind == TokenKind::HeredocStart))
      context.in_text = true;
    if (!open_at_offset && t.end > offset) {
      open_at_offset = stack.size();
      context.in_body = in_block_body();
      for (const Frame& f : stack) {
        if (!f.type) break;  // blocks nest only in blocks
        context.blocks.push_back({*f.type, f.open, {}});
      }
      if (context.blocks.size() < stack.size()) open_at_offset = context.blocks.size();
    }
    if (open_at_offset && *open_at_offset == 0) break;
    switch (t.kind) {
      case TokenKind::Whitespace:
      case TokenKind::Comment: break;
      case TokenKind::Newline: header.clear(); break;
      case TokenKind::OpenBrace: {
        bool is_block = !header.empty() && tokens[header.front()].kind == TokenKind::Identifier &&
                        std::all_of(stack.begin(), stack.end(), [](const Frame& f) { return f.type.has_value(); });
        for (std::size_t h : header)
          if (tokens[h].kind != TokenKind::Identifier && tokens[h].kind != TokenKind::OpenQuote &&
              tokens[h].kind != TokenKind::CloseQuote && tokens[h].kind != TokenKind::TemplateLiteral)
            is_block = false;
        Frame frame;
        frame.open = static_cast<std::uint32_t>(t.start);
        if (is_block) {
          frame.type = std::string(
              text.substr(tokens[header.front()].start, tokens[header.front()].end - tokens[header.front()].start));
          names_here().push_back({*frame.type, true});
        }
        stack.push_back(std::move(frame));
        header.clear();
        break;
      }
      case TokenKind::OpenBracket:
      case TokenKind::OpenParen:
      case TokenKind::TemplateInterp:
      case TokenKind::TemplateDirective: stack.emplace_back(); break;
      case TokenKind::CloseBrace:
      case TokenKind::CloseBracket:
      case TokenKind::CloseParen:
      case TokenKind::TemplateSequenceEnd:
        if (!stack.empty()) {
          keep_names(stack.size() - 1);
          stack.pop_back();
        }
        header.clear();
        break;
      case TokenKind::Equals:
        // `name =` starting a line of a block's body: an attribute.
        if (header.size() == 1 && tokens[header.front()].kind == TokenKind::Identifier && in_block_body())
          names_here().push_back({std::string(text.substr(tokens[header.front()].start,
                                                          tokens[header.front()].end - tokens[header.front()].start)),
                                  false});
        header.push_back(i);
        break;
      default: header.push_back(i); break;
    }
  }
  // Blocks the text ends inside (half-typed ones): what they hold so far.
  if (open_at_offset)
    for (std::size_t depth = std::min(*open_at_offset, stack.size()); depth-- > 0;) keep_names(depth);
  if (!open_at_offset) {
    // The offset is at the end of the text.
    context.in_body = in_block_body();
    for (Frame& f : stack) {
      if (!f.type) break;
      context.blocks.push_back({*f.type, f.open, std::move(f.names)});
    }
  }
  return context;
}

bool is_function_pack(std::string_view name) { return name == "terraform"; }

std::vector<SchemaRule> read_schema_rules(const std::string& root, Diagnostics& diags) {
  std::vector<SchemaRule> rules;
  const std::string path = (std::filesystem::path(root) / kConfigName).string();
  std::optional<std::string> text = read_source_file(path);
  if (!text) return rules;
  const SourceFile source(path, std::move(*text));
  const ir::File file = parse_config(source, diags);
  const ir::Arena& arena = *file.arena;
  for (ir::BlockId id : file.root().blocks) {
    const ir::Block& block = arena.block(id);
    if (block.type.text != "schema" || block.labels.size() != 1) continue;
    SchemaRule rule{std::string(block.labels[0].text), {}, {}, {}, {}};
    for (ir::AttributeId a : arena.body(block.body).attributes) {
      const ir::Attribute& attribute = arena.attribute(a);
      const std::string name(attribute.name.text);
      auto invalid = [&](const std::string& what) {
        std::string detail = "`" + name + "` must be ";
        detail += what;
        detail += '.';
        diags.add(DiagKind::EvalInvalidVariables, std::move(detail), arena.range(attribute.name.span));
      };
      if (name == "spec" || name == "profile") {
        const std::string_view* value = literal_string(arena, attribute.expr);
        if (!value) {
          invalid("a string");
          continue;
        }
        (name == "spec" ? rule.spec_path : rule.profile) = *value;
      } else if (name == "types") {
        rule.types = types_from_object(arena, attribute.expr, diags);
      } else if (name == "functions") {
        const ir::Tuple* packs = attribute.expr.valid() ? arena.get_if<ir::Tuple>(attribute.expr) : nullptr;
        if (!packs) invalid("a list of function packs: [\"terraform\"]");
        for (ir::ExprId e : packs ? packs->elements : ir::List<ir::ExprId>{}) {
          const std::string_view* pack = literal_string(arena, e);
          if (pack && is_function_pack(*pack))
            rule.functions.emplace_back(*pack);
          else
            invalid("a list of function packs: [\"terraform\"]");
        }
      } else {
        invalid("one of spec, types, functions and profile: it is not an attribute of schema");
      }
    }
    rules.push_back(std::move(rule));
  }
  return rules;
}

std::vector<SchemaRule> schema_rules_from_json(const Json& options) {
  std::vector<SchemaRule> rules;
  const JsonArray* schemas = options["schemas"].array();
  if (!schemas) return rules;
  for (const Json& s : *schemas) {
    if (!s["glob"].string()) continue;
    SchemaRule rule{*s["glob"].string(), {}, {}, {}, {}};
    if (const std::string* spec = s["spec"].string()) rule.spec_path = *spec;
    if (const std::string* profile = s["profile"].string()) rule.profile = *profile;
    if (const JsonObject* types = s["types"].object())
      for (const auto& [name, description] : *types)
        if (std::optional<Type> type = type_from_description(description)) rule.types.insert_or_assign(name, *type);
    if (const JsonArray* packs = s["functions"].array())
      for (const Json& pack : *packs)
        if (pack.string() && is_function_pack(*pack.string())) rule.functions.push_back(*pack.string());
    rules.push_back(std::move(rule));
  }
  return rules;
}

void Schemas::set(std::string root, std::vector<SchemaRule> rules) {
  root_ = std::move(root);
  rules_ = std::move(rules);
  loaded_.clear();
  descriptions_.clear();
}

const SchemaRule* Schemas::rule_for(const std::string& path) const {
  for (const SchemaRule& rule : rules_)
    if (matches(rule.glob, root_, path)) return &rule;
  return nullptr;
}

const dec::SpecFile* Schemas::spec_for(const std::string& path, std::string& problems) {
  if (const SchemaRule* found = rule_for(path); found && !found->spec_path.empty()) {
    const SchemaRule& rule = *found;
    const std::string spec_path = (std::filesystem::path(root_) / rule.spec_path).string();
    auto it = loaded_.find(spec_path);
    if (it == loaded_.end()) {
      std::shared_ptr<const dec::SpecFile> spec;
      Diagnostics diags;
      if (std::optional<std::string> text = read_source_file(spec_path)) {
        const SourceFile source(spec_path, std::move(*text));
        const ir::File file = parse_config(source, diags);
        if (!diags.has_errors())
          if (std::optional<dec::SpecFile> loaded = dec::load_spec(file, diags)) {
            spec = std::make_shared<const dec::SpecFile>(std::move(*loaded));
            descriptions_.merge(spec_descriptions(*spec, source.text()));
          }
      } else {
        diags.add(DiagKind::FileError, "The file " + spec_path + " could not be read.");
      }
      for (const Diagnostic& d : diags) problems += spec_path + ": " + d.summary + ": " + d.detail + "\n";
      it = loaded_.emplace(spec_path, std::move(spec)).first;
    }
    return it->second.get();
  }
  return nullptr;
}

namespace {

// The comment lines right above the line where `at` is, when only spaces
// come before it on its line.
std::string comment_above(std::string_view text, std::size_t at) {
  std::size_t line_start = text.rfind('\n', at == 0 ? 0 : at - 1);
  line_start = line_start == std::string_view::npos || at == 0 ? 0 : line_start + 1;
  if (text.substr(line_start, at - line_start).find_first_not_of(" \t") != std::string_view::npos) return {};
  std::vector<std::string_view> lines;
  while (line_start > 0) {
    const std::size_t end = line_start - 1;  // the previous line's '\n'
    const std::size_t found = end == 0 ? std::string_view::npos : text.rfind('\n', end - 1);
    const std::size_t begin = found == std::string_view::npos ? 0 : found + 1;
    std::string_view line = text.substr(begin, end - begin);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const std::size_t first = line.find_first_not_of(" \t");
    if (first == std::string_view::npos) break;
    line.remove_prefix(first);
    if (line.starts_with('#'))
      line.remove_prefix(1);
    else if (line.starts_with("//"))
      line.remove_prefix(2);
    else
      break;
    if (line.starts_with(' ')) line.remove_prefix(1);
    lines.push_back(line);
    line_start = begin;
  }
  std::reverse(lines.begin(), lines.end());  // read upwards
  std::string out;
  for (const std::string_view line : lines) {
    if (!out.empty()) out += '\n';
    out += line;
  }
  return out;
}

void collect_descriptions(const dec::Spec& spec, std::string_view text, SpecDescriptions& out) {
  if (spec.kind == dec::SpecKind::Attr || spec.kind == dec::SpecKind::Block || spec.kind == dec::SpecKind::BlockList ||
      spec.kind == dec::SpecKind::BlockSet || spec.kind == dec::SpecKind::BlockMap ||
      spec.kind == dec::SpecKind::BlockAttrs)
    if (std::string description = comment_above(text, spec.def_range.start.byte); !description.empty())
      out.emplace(&spec, std::move(description));
  for (const auto& [key, member] : spec.members) collect_descriptions(*member, text, out);
  for (const dec::SpecPtr& element : spec.elements) collect_descriptions(*element, text, out);
  if (spec.nested) collect_descriptions(*spec.nested, text, out);
}

}  // namespace

SpecDescriptions spec_descriptions(const dec::SpecFile& spec, std::string_view text) {
  SpecDescriptions out;
  if (spec.root) collect_descriptions(*spec.root, text, out);
  return out;
}

void decode_diagnostics(const ir::File& file, const dec::SpecFile& spec, const check::VariableTypes& types,
                        Diagnostics& diags) {
  eval::EvalContext::Variables variables = spec.variables;
  for (const auto& [name, type] : types) variables.insert_or_assign(name, Value::unknown(type));
  std::optional<eval::EvalContext> ctx = dec::input_context(spec, variables);
  dec::decode(body::native_body(file), *spec.root, ctx ? &*ctx : nullptr, diags);
}

std::optional<std::string> schema_hover(const ir::File& file, std::uint32_t offset, const dec::SpecFile& spec,
                                        const SpecDescriptions& descriptions) {
  auto described = [&](const dec::Spec& s, std::string text) {
    if (auto it = descriptions.find(&s); it != descriptions.end()) text += "\n\n" + it->second;
    return text;
  };
  const ir::Arena& arena = *file.arena;
  const dec::Spec* at = spec.root.get();
  ir::BodyId body = file.body;
  auto holds = [&](const ir::Span& s) { return s.start <= offset && offset <= s.end; };
  while (at) {
    const ir::Body& b = arena.body(body);
    for (ir::AttributeId id : b.attributes) {
      const ir::Attribute& a = arena.attribute(id);
      if (!holds(a.name.span)) continue;
      const dec::Spec* attr = member_spec(*at, std::string(a.name.text), false);
      if (!attr) return std::nullopt;
      return described(*attr, "attribute `" + std::string(a.name.text) + "`: `" +
                                  attr->type.friendly_name_for_constraint() + "`" +
                                  (attr->required ? " (required)" : " (optional)"));
    }
    std::optional<ir::BodyId> inner;
    for (ir::BlockId id : b.blocks) {
      const ir::Block& block = arena.block(id);
      if (!holds(block.span)) continue;
      const dec::Spec* block_spec = member_spec(*at, std::string(block.type.text), true);
      if (!block_spec) return std::nullopt;
      if (holds(block.def_span())) {
        std::string text = "`" + std::string(block.type.text) + "`: " + std::string(block_kind_text(block_spec->kind));
        if (block_spec->required) text += ", required";
        for (const std::string& label : block_spec->labels) text += ", label `" + label + "`";
        return described(*block_spec, std::move(text));
      }
      at = block_spec->nested.get();
      inner = block.body;
      break;
    }
    if (!inner) return std::nullopt;
    body = *inner;
  }
  return std::nullopt;
}

Json schema_completion(std::string_view text, std::uint32_t offset, const dec::SpecFile& spec, bool snippets) {
  const BlockContext context = enclosing_blocks(text, offset);
  if (!context.in_body) return JsonArray{};
  const dec::Spec* at = spec.root.get();
  for (const EnclosingBlock& block : context.blocks) {
    at = at ? block_spec(*at, block.type) : nullptr;
    if (!at) return JsonArray{};
  }
  const body::BodySchema schema = dec::implied_schema(*at);
  JsonArray items;
  for (const body::AttributeSchema& a : schema.attributes) {
    JsonObject item{{"label", a.name},
                    {"kind", kCompletionProperty},
                    {"detail", a.required ? "required attribute" : "optional attribute"}};
    if (snippets) {
      item.emplace("insertText", a.name + " = $0");
      item.emplace("insertTextFormat", kInsertSnippet);
    }
    items.emplace_back(std::move(item));
  }
  for (const body::BlockHeaderSchema& b : schema.blocks) {
    JsonObject item{{"label", b.type}, {"kind", kCompletionStruct}, {"detail", "block"}};
    if (snippets) {
      std::string snippet = b.type;
      int n = 0;
      for (const std::string& label : b.label_names) snippet += " \"${" + std::to_string(++n) + ":" + label + "}\"";
      snippet += " {\n\t$0\n}";
      item.emplace("insertText", std::move(snippet));
      item.emplace("insertTextFormat", kInsertSnippet);
    }
    items.emplace_back(std::move(item));
  }
  return items;
}

}  // namespace hclc::lsp
