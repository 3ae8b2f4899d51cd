// hcl::Parser over the native-syntax parser (src/syntax) and the JSON syntax
// (src/json): files become bodies, text becomes expressions.

#include "body/native_body.h"
#include "json/json_body.h"
#include "source/source_file.h"
#include "src/api/internal.h"
#include "syntax/parse.h"

namespace hcl {

namespace {

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

}  // namespace

File::File(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}
const std::string& File::filename() const { return impl_->filename; }
Syntax File::syntax() const { return impl_->syntax; }
Body File::body() const { return api::wrap(impl_->body, impl_->source, nullptr); }

static_assert(ParserOptions{}.max_nesting_depth == hclc::kDefaultMaxNestingDepth);

Parser::Parser() : impl_(std::make_unique<Impl>()) {}
Parser::Parser(ParserOptions options) : impl_(std::make_unique<Impl>()) { impl_->options = options; }
Parser::~Parser() = default;
Parser::Parser(Parser&&) noexcept = default;
Parser& Parser::operator=(Parser&&) noexcept = default;

File Parser::parse_file(const std::string& path, Diagnostics& diags) {
  return parse_file(path, ends_with(path, ".json") ? Syntax::Json : Syntax::Native, diags);
}

File Parser::parse_file(const std::string& path, Syntax syntax, Diagnostics& diags) {
  std::optional<std::string> text = hclc::read_source_file(path);
  if (!text) {
    hclc::Diagnostics inner;
    inner.add(hclc::DiagKind::FileError, "The configuration file \"" + path + "\" could not be read.");
    api::append(diags, inner);
    File empty = ImplAccess::make<File>({path, syntax, hclc::body::merge_bodies({}), std::nullopt, nullptr});
    impl_->files.push_back(empty);
    return empty;
  }
  return parse(std::move(*text), path, syntax, diags);
}

File Parser::parse(std::string text, std::string filename, Syntax syntax, Diagnostics& diags) {
  impl_->sources.push_back({std::make_shared<const hclc::SourceFile>(filename, std::move(text)), nullptr});
  Impl::Source& source = impl_->sources.back();
  hclc::Diagnostics inner;
  hclc::body::BodyPtr body;
  std::optional<hclc::ir::File> native;
  if (syntax == Syntax::Json) {
    source.json = std::make_shared<const hclc::json::Document>(
        hclc::json::parse(*source.file, inner, impl_->options.max_nesting_depth));
    // A malformed document has no dependable structure: its body is empty.
    body = inner.has_errors() ? hclc::body::merge_bodies({}) : hclc::json::json_body(source.json);
  } else {
    native = hclc::parse_config(*source.file, inner, impl_->options.max_nesting_depth);
    body = hclc::body::native_body(*native);
  }
  api::append(diags, inner);
  std::shared_ptr<const hclc::SourceFile> native_source = native ? source.file : nullptr;
  File file = ImplAccess::make<File>(
      {std::move(filename), syntax, std::move(body), std::move(native), std::move(native_source)});
  impl_->files.push_back(file);
  return file;
}

Expression Parser::parse_expression(std::string text, std::string filename, Diagnostics& diags) {
  impl_->sources.push_back({std::make_shared<const hclc::SourceFile>(std::move(filename), std::move(text)), nullptr});
  hclc::Diagnostics inner;
  hclc::ir::Expression e = hclc::parse_expression(*impl_->sources.back().file, inner, impl_->options.max_nesting_depth);
  api::append(diags, inner);
  return api::wrap(hclc::body::Expression{e.arena, e.root});
}

Expression Parser::parse_template(std::string text, std::string filename, Diagnostics& diags) {
  impl_->sources.push_back({std::make_shared<const hclc::SourceFile>(std::move(filename), std::move(text)), nullptr});
  hclc::Diagnostics inner;
  hclc::ir::Expression e = hclc::parse_template(*impl_->sources.back().file, inner, impl_->options.max_nesting_depth);
  api::append(diags, inner);
  return api::wrap(hclc::body::Expression{e.arena, e.root});
}

const std::vector<File>& Parser::files() const { return impl_->files; }

const ParserOptions& Parser::options() const { return impl_->options; }

}  // namespace hcl
