#include "edit_command.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <optional>

#include "cli_conventions.h"
#include "diag/render.h"
#include "diag_output.h"
#include "edit/document.h"
#include "input_session.h"
#include "runtime/text.h"
#include "source/source_file.h"

namespace hclc::cli {
namespace {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;
constexpr int kExitDiagnostics = 2;

using edit::BodyPath;
using edit::Document;
using edit::ExpressionPath;
using edit::ExpressionStep;

void report(const Diagnostics& diags, const SourceSet& sources, const std::string& format) {
  if (diags.empty()) return;
  if (format == "json")
    std::cerr << render_json(diags);
  else if (format == "brief")
    print_diagnostics_brief(std::cerr, diags);
  else
    std::cerr << render_text(diags, sources, stderr_text_options(kTextWidth));
}

// `resource.aws_instance."web.1".ami` -> its segments; `.` (or nothing) is
// the file's body.
std::optional<std::vector<std::string>> parse_address(std::string_view address, Diagnostics& diags) {
  std::vector<std::string> segments;
  if (address.empty() || address == ".") return segments;
  auto invalid = [&](const std::string& why) {
    diags.add(DiagKind::EditInvalidAddress, "The address " + std::string(address) + " " + why);
    return std::nullopt;
  };
  std::size_t i = 0;
  while (true) {
    std::string segment;
    if (i < address.size() && address[i] == '"') {
      ++i;
      while (i < address.size() && address[i] != '"') {
        if (address[i] == '\\' && i + 1 < address.size()) ++i;
        segment += address[i++];
      }
      if (i == address.size()) return invalid("has a quoted segment without its closing quote.");
      ++i;
    } else {
      while (i < address.size() && address[i] != '.') segment += address[i++];
      if (segment.empty()) return invalid("has an empty segment (between two dots, or at an end).");
    }
    segments.push_back(std::move(segment));
    if (i == address.size()) return segments;
    if (address[i] != '.') return invalid("has text after a quoted segment; segments are separated by dots.");
    ++i;
  }
}

// What an address names in the document.
struct Target {
  enum class Kind { Body, Block, Attribute, NewAttribute } kind;
  BodyPath path;  // Body, Block: that body or block; Attribute, NewAttribute: the body holding it
  std::string attribute;
  std::vector<ExpressionStep> steps;  // into the attribute's value
};

std::string where(const Document& doc, const ir::Span& span) {
  const Pos start = doc.source().pos_at(span.start);
  return doc.filename() + ":" + std::to_string(start.line) + "," + std::to_string(start.column);
}

std::optional<Range> block_range(const Document& doc, const BodyPath& path) {
  if (path.empty()) return std::nullopt;
  const ir::Body& parent = *doc.body(BodyPath(path.begin(), path.end() - 1));
  ir::Span span = doc.arena().block(parent.blocks[path.back()]).def_span();
  return doc.source().range(span.start, span.end);
}

// Where a search in the body at `path` failed: the block's type and labels,
// or for the file's body its first line, so that every such diagnostic names
// the file and a line.
Range searched_range(const Document& doc, const BodyPath& path) {
  if (std::optional<Range> block = block_range(doc, path)) return *block;
  std::string_view text = doc.text();
  return doc.source().range(0, static_cast<std::uint32_t>(std::min(text.find('\n'), text.size())));
}

bool all_digits(std::string_view s) {
  return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos;
}

// The diagnostic for an address whose segment `i` names no attribute and
// starts no block's type and labels here: the labels are to blame when there
// are blocks of that type (the first one is the subject), else the type.
void no_block_matches(const Document& doc, const BodyPath& path, const std::vector<std::string>& segments,
                      std::size_t i, Diagnostics& diags) {
  const ir::Body& body = *doc.body(path);
  std::vector<std::size_t> of_type;
  for (std::size_t b = 0; b < body.blocks.size(); ++b)
    if (doc.arena().block(body.blocks[b]).type.text == segments[i]) of_type.push_back(b);
  if (of_type.empty()) {
    diags.add(DiagKind::EditNotFound,
              "There is no attribute or block named \"" + segments[i] + "\" here (the address goes on after it).",
              searched_range(doc, path));
    return;
  }
  std::string labels;
  for (std::size_t k = i + 1; k < segments.size(); ++k) labels += " " + json_quote_plain(segments[k]);
  constexpr std::size_t kListed = 3;
  std::string list;
  for (std::size_t k = 0; k < std::min(of_type.size(), kListed); ++k)
    list += (k ? ", " : "") + std::string(doc.text_of(doc.arena().block(body.blocks[of_type[k]]).def_span()));
  if (of_type.size() > kListed) list += " and " + std::to_string(of_type.size() - kListed) + " more";
  BodyPath first = path;
  first.push_back(of_type.front());
  diags.add(DiagKind::EditNotFound,
            "No " + segments[i] + " block here has the labels" + labels + " (the " + segments[i] +
                " blocks here: " + list + ").",
            block_range(doc, first));
}

std::optional<Target> resolve(const Document& doc, const std::vector<std::string>& segments, Diagnostics& diags) {
  BodyPath path;
  std::size_t i = 0;
  while (true) {
    const ir::Body& body = *doc.body(path);
    if (i == segments.size()) return Target{path.empty() ? Target::Kind::Body : Target::Kind::Block, path, {}, {}};
    const std::string& name = segments[i];
    if (doc.find_attribute(body, name)) {
      Target target{Target::Kind::Attribute, path, name, {}};
      for (std::size_t k = i + 1; k < segments.size(); ++k) {
        // A number indexes a tuple constructor; anything else is an object key.
        Diagnostics ignored;
        std::optional<ir::ExprId> at = doc.expression({path, name, target.steps}, ignored);
        bool is_tuple = at && doc.arena().get_if<ir::Tuple>(*at);
        if (is_tuple && all_digits(segments[k]))
          target.steps.emplace_back(static_cast<std::size_t>(std::stoull(segments[k])));
        else
          target.steps.emplace_back(segments[k]);
      }
      return target;
    }
    // Blocks of this type whose labels all follow in the address, or (when
    // the address ends among the labels) whose labels begin with the rest.
    std::vector<std::size_t> full;
    std::vector<std::size_t> partial;
    for (std::size_t b = 0; b < body.blocks.size(); ++b) {
      const ir::Block& block = doc.arena().block(body.blocks[b]);
      if (block.type.text != name) continue;
      std::size_t matched = 0;
      while (matched < block.labels.size() && i + 1 + matched < segments.size() &&
             block.labels[matched].text == segments[i + 1 + matched])
        ++matched;
      if (matched == block.labels.size())
        full.push_back(b);
      else if (i + 1 + matched == segments.size())
        partial.push_back(b);
    }
    std::vector<std::size_t>& matches = full.empty() ? partial : full;
    if (matches.empty()) {
      if (i + 1 == segments.size()) return Target{Target::Kind::NewAttribute, path, name, {}};
      no_block_matches(doc, path, segments, i, diags);
      return std::nullopt;
    }
    if (matches.size() > 1) {
      std::string list;
      for (std::size_t b : matches)
        list += (list.empty() ? "" : ", ") + where(doc, doc.arena().block(body.blocks[b]).def_span());
      BodyPath first = path;
      first.push_back(matches.front());
      diags.add(
          DiagKind::EditAmbiguous,
          std::to_string(matches.size()) + " blocks match this address (" + list + "); give more of their labels.",
          block_range(doc, first));
      return std::nullopt;
    }
    const ir::Block& block = doc.arena().block(body.blocks[matches.front()]);
    path.push_back(matches.front());
    i += 1 + (&matches == &full ? block.labels.size() : segments.size() - i - 1);
  }
}

void not_found(const Document& doc, const Target& target, const std::string& what, Diagnostics& diags) {
  diags.add(DiagKind::EditNotFound, what, searched_range(doc, target.path));
}

// Writes `text` over `path` through a temporary file in the same directory,
// renamed over it, so that the file is either the old one or the new one.
bool write_atomically(const std::string& path, std::string_view text, std::string& error) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path target = fs::canonical(path, ec);  // a symbolic link keeps pointing at the file
  if (ec) target = path;
  std::string temporary = (target.parent_path() / ("." + target.filename().string() + ".hclc-edit-XXXXXX")).string();
  int fd = ::mkstemp(temporary.data());
  if (fd < 0) {
    error = "cannot create a temporary file beside " + path + ": " + std::strerror(errno);
    return false;
  }
  auto fail = [&](const std::string& what) {
    error = what + ": " + std::strerror(errno);
    ::close(fd);
    ::unlink(temporary.c_str());
    return false;
  };
  struct stat info {};
  if (::stat(target.c_str(), &info) == 0 && ::fchmod(fd, info.st_mode & 07777) != 0)
    return fail("cannot give the temporary file " + path + "'s permissions");
  for (std::size_t written = 0; written < text.size();) {
    ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      return fail("cannot write the temporary file beside " + path);
    }
    written += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0) return fail("cannot write the temporary file beside " + path);
  if (::close(fd) != 0) {
    error = "cannot write the temporary file beside " + path + ": " + std::strerror(errno);
    ::unlink(temporary.c_str());
    return false;
  }
  if (::rename(temporary.c_str(), target.c_str()) != 0) {
    error = "cannot replace " + path + ": " + std::strerror(errno);
    ::unlink(temporary.c_str());
    return false;
  }
  return true;
}

// The expression path of an attribute target, and of the constructor that
// holds its last step.
ExpressionPath expression_path(const Target& target) { return {target.path, target.attribute, target.steps}; }
ExpressionPath parent_path(const Target& target) {
  return {target.path, target.attribute, {target.steps.begin(), target.steps.end() - 1}};
}

// Whether the target is the index just past the end of a tuple constructor,
// where `set` appends.
bool is_tuple_end(const Document& doc, const Target& target) {
  const std::size_t* index = std::get_if<std::size_t>(&target.steps.back());
  if (!index) return false;
  Diagnostics ignored;
  std::optional<ir::ExprId> parent = doc.expression(parent_path(target), ignored);
  if (!parent) return false;
  const auto* tuple = doc.arena().get_if<ir::Tuple>(*parent);
  return tuple && tuple->elements.size() == *index;
}

// The type and labels of append-block's new block, as hcledit takes them:
// TYPE LABEL..., each label bare (vpc) or quoted ("vpc"), or one address
// TYPE.LABEL... whose segments may be quoted (resource."aws_instance"."a.b").
std::optional<std::vector<std::string>> new_block_address(const std::vector<std::string>& args, Diagnostics& diags) {
  if (args.size() == 2) return parse_address(args[1], diags);
  std::vector<std::string> type_and_labels;
  for (std::size_t k = 1; k < args.size(); ++k) {
    const std::string& arg = args[k];
    if (k == 1 || arg.size() < 2 || arg.front() != '"' || arg.back() != '"') {
      type_and_labels.push_back(arg);
      continue;
    }
    std::optional<std::vector<std::string>> quoted = parse_address(arg, diags);
    if (!quoted) return std::nullopt;
    if (quoted->size() != 1) {
      diags.add(DiagKind::EditInvalidAddress, "The label " + arg + " is not one quoted string.");
      return std::nullopt;
    }
    type_and_labels.push_back(quoted->front());
  }
  return type_and_labels;
}

// Runs the operation; false after diagnostics, or after a usage error
// (printed, and `usage_error` set). `printed` gets what `get` prints.
bool operate(Document& doc, const EditOptions& options, std::string& printed, bool& usage_error, Diagnostics& diags) {
  const std::vector<std::string>& args = options.arguments;
  auto usage = [&](const std::string& text) {
    std::cerr << "Error: hclc edit " << options.operation << " takes " << text << "\n";
    usage_error = true;
    return false;
  };
  if (args.empty()) return usage("an address");
  std::optional<std::vector<std::string>> segments = parse_address(args[0], diags);
  if (!segments) return false;
  std::optional<Target> target = resolve(doc, *segments, diags);
  if (!target) return false;
  const std::string& op = options.operation;

  if (op == "get") {
    if (args.size() != 1) return usage("one address");
    switch (target->kind) {
      case Target::Kind::Body: printed = doc.text(); return true;
      case Target::Kind::Block: {
        const ir::Body& parent = *doc.body(BodyPath(target->path.begin(), target->path.end() - 1));
        printed = std::string(doc.text_of(doc.arena().block(parent.blocks[target->path.back()]).span)) + "\n";
        return true;
      }
      case Target::Kind::Attribute: {
        std::optional<ir::ExprId> expr = doc.expression(expression_path(*target), diags);
        if (!expr) return false;
        printed = std::string(doc.text_of(doc.arena().span(*expr))) + "\n";
        return true;
      }
      case Target::Kind::NewAttribute:
        not_found(doc, *target, "There is no attribute or block named \"" + target->attribute + "\" here.", diags);
        return false;
    }
  }
  if (op == "set") {
    if (args.size() != 2) return usage("an address and an expression (for a string, quote it: '\"text\"')");
    edit::NewExpression value(args[1]);
    if (target->kind == Target::Kind::Body || target->kind == Target::Kind::Block)
      return usage("the address of an attribute, object key or tuple element, not of a block");
    if (target->steps.empty()) return doc.set_attribute(target->path, target->attribute, value, diags);
    if (const std::string* key = std::get_if<std::string>(&target->steps.back()))
      return doc.set_object_key(parent_path(*target), *key, value, diags);
    if (is_tuple_end(doc, *target)) return doc.append_element(parent_path(*target), value, diags);
    return doc.set_expression(expression_path(*target), value, diags);
  }
  if (op == "append") {
    if (args.size() != 2) return usage("the address of a tuple and an expression (for a string, quote it: '\"text\"')");
    if (target->kind == Target::Kind::NewAttribute) {
      not_found(doc, *target, "There is no attribute named \"" + target->attribute + "\" here.", diags);
      return false;
    }
    if (target->kind != Target::Kind::Attribute)
      return usage("the address of an attribute, object key or tuple element whose value is a tuple, not of a block");
    return doc.append_element(expression_path(*target), edit::NewExpression(args[1]), diags);
  }
  if (op == "rm") {
    if (args.size() != 1) return usage("one address");
    switch (target->kind) {
      case Target::Kind::Body: return usage("the address of an attribute, a block, an object key or a tuple element");
      case Target::Kind::Block: return doc.remove_block(target->path, diags);
      case Target::Kind::NewAttribute:
        not_found(doc, *target, "There is no attribute or block named \"" + target->attribute + "\" here.", diags);
        return false;
      case Target::Kind::Attribute:
        if (target->steps.empty()) return doc.remove_attribute(target->path, target->attribute, diags);
        if (const std::string* key = std::get_if<std::string>(&target->steps.back()))
          return doc.remove_object_key(parent_path(*target), *key, diags);
        return doc.remove_element(parent_path(*target), std::get<std::size_t>(target->steps.back()), diags);
    }
  }
  if (op == "rename") {
    if (args.size() != 2) return usage("an address and a new name");
    if (target->kind == Target::Kind::Attribute && target->steps.empty())
      return doc.rename_attribute(target->path, target->attribute, args[1], diags);
    if (target->kind == Target::Kind::Block) {
      // As hcledit's `block mv`: the new address names the same block type
      // and the new labels.
      std::optional<std::vector<std::string>> renamed = parse_address(args[1], diags);
      if (!renamed) return false;
      const ir::Body& parent = *doc.body(BodyPath(target->path.begin(), target->path.end() - 1));
      const std::string type(doc.arena().block(parent.blocks[target->path.back()]).type.text);
      if (renamed->empty() || renamed->front() != type) {
        std::cerr << "Error: hclc edit rename changes a block's labels, not its type: give the new address as " << type
                  << " followed by the new labels (" << type << ".LABEL...)\n";
        usage_error = true;
        return false;
      }
      return doc.relabel_block(target->path, {renamed->begin() + 1, renamed->end()}, diags);
    }
    if (target->kind == Target::Kind::NewAttribute) {
      not_found(doc, *target, "There is no attribute or block named \"" + target->attribute + "\" here.", diags);
      return false;
    }
    return usage("the address of an attribute or a block");
  }
  if (op == "append-block") {
    if (args.size() < 2) return usage("the address of a body (. for the file's), a block type and its labels");
    if (target->kind != Target::Kind::Body && target->kind != Target::Kind::Block) {
      if (target->kind == Target::Kind::NewAttribute) {
        not_found(doc, *target, "There is no block named \"" + target->attribute + "\" here.", diags);
        return false;
      }
      return usage("the address of a block or . (not of an attribute), a block type and its labels");
    }
    std::optional<std::vector<std::string>> type_and_labels = new_block_address(args, diags);
    if (!type_and_labels) return false;
    std::size_t end = doc.items(*doc.body(target->path)).size();
    return doc
        .insert_block(target->path, end, type_and_labels->front(),
                      {type_and_labels->begin() + 1, type_and_labels->end()}, diags)
        .has_value();
  }
  std::cerr << "Error: hclc edit has no operation \"" << op
            << "\"; it has get, set, append, rm, rename and append-block\n";
  usage_error = true;
  return false;
}

}  // namespace

CLI::App* add_edit_command(CLI::App& app, EditOptions& options) {
  CLI::App* cmd = app.add_subcommand(
      "edit", "Read or edit attributes and blocks of a native-syntax file, keeping its comments and layout");
  cmd->add_option("file", options.file, "Native-syntax configuration file (- for standard input)")->required();
  cmd->add_option("operation", options.operation, "get, set, append, rm, rename or append-block")->required();
  cmd->add_option("arguments", options.arguments,
                  "get ADDRESS | set ADDRESS EXPRESSION (a tuple's length as the index appends) | append ADDRESS "
                  "EXPRESSION (to the tuple there) | rm ADDRESS | rename ADDRESS NEW_NAME | append-block ADDRESS "
                  "TYPE [LABEL...] (labels bare or \"quoted\", or TYPE.LABEL...); an ADDRESS is block type, labels, "
                  "attribute, object keys and tuple indexes separated by dots (\"quoted\" when a segment has a dot; "
                  ". for the file)")
      ->required();
  cmd->add_flag("-w,--write,-u,--update", options.write,
                "Write the result back to the file (atomically) instead of standard output");
  cmd->add_option("--diags", options.diags_format, "Diagnostics format: text, json (hcldec's) or brief (one line each)")
      ->check(CLI::IsMember({"text", "json", "brief"}));
  cmd->footer(help_footer("hclc edit -w main.tf set resource.aws_instance.web.instance_type '\"t3.micro\"'"));
  return cmd;
}

int run_edit(const EditOptions& options) {
  Diagnostics diags;
  SourceSet sources;
  const bool from_stdin = options.file == "-";
  if (from_stdin && options.write) {
    std::cerr << "Error: -w writes back to a file; standard input has none\n";
    return kExitUsage;
  }
  if (options.file.ends_with(".json")) {
    std::cerr << "Error: hclc edit edits the native syntax; " << options.file << " is in the JSON syntax\n";
    return kExitUsage;
  }
  std::optional<std::string> text = read_source_file(from_stdin ? "/dev/stdin" : options.file);
  if (!text) {
    diags.add(unreadable_input(options.file));
    report(diags, sources, options.diags_format);
    return kExitUsage;
  }
  const std::string original = *text;
  std::optional<Document> doc = Document::parse(std::move(*text), from_stdin ? "<stdin>" : options.file, diags);
  if (!doc) {
    SourceFile source(from_stdin ? "<stdin>" : options.file, original);
    sources.add(source, reparsed_context(source, /*json=*/false));
    report(diags, sources, options.diags_format);
    return kExitDiagnostics;
  }
  std::string printed;
  bool usage_error = false;
  bool done = operate(*doc, options, printed, usage_error, diags);
  if (!diags.empty()) sources.add(doc->source(), reparsed_context(doc->source(), /*json=*/false));
  report(diags, sources, options.diags_format);
  if (!done) return usage_error ? kExitUsage : kExitDiagnostics;
  if (options.operation == "get") {
    std::cout << printed;
    return kExitOk;
  }
  if (!options.write) {
    std::cout << doc->text();
    return kExitOk;
  }
  if (doc->text() == original) return kExitOk;  // nothing to write: the file keeps its time stamp
  std::string error;
  if (!write_atomically(options.file, doc->text(), error)) {
    std::cerr << "Error: " << error << "\n";
    return kExitUsage;
  }
  return kExitOk;
}

}  // namespace hclc::cli
