// decode -> encode_text -> decode over a corpus of real Terraform modules
// loses nothing: a generic struct shape (the common top-level blocks with
// their labels, a description read as a value, everything else in remain
// bodies) is decoded from each file, written as text, and decoded again.
// Checked for each file:
//   - the text decodes without problems to the same struct (the same
//     hcl::encode value), which writes the same text;
//   - the text holds what the file held: its body as written
//     (hcl::body_source_value, which ignores comments and item order within
//     a body) equals the file's, once both are formatted.
// Usage: api_decode_corpus_test CORPUS_DIR [MAX_FILES]; exits 77 (skipped)
// without the corpus.

#include <hclc/hclc.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace terraform {

struct Named {  // variable, output, module, provider
  std::string name;
  std::optional<std::string> description;
  hcl::Body rest;
};
void describe(hcl::Schema<Named>& s) {
  s.label("name", &Named::name).optional("description", &Named::description).remain(&Named::rest);
}

struct Resource {  // resource, data
  std::string type;
  std::string name;
  hcl::Body rest;
};
void describe(hcl::Schema<Resource>& s) {
  s.label("type", &Resource::type).label("name", &Resource::name).remain(&Resource::rest);
}

struct Anonymous {  // terraform, locals
  hcl::Body rest;
};
void describe(hcl::Schema<Anonymous>& s) { s.remain(&Anonymous::rest); }

struct Module {
  std::vector<Named> variables, outputs, modules, providers;
  std::vector<Resource> resources, data;
  std::optional<Anonymous> terraform;
  std::vector<Anonymous> locals;
  hcl::Body rest;
};
void describe(hcl::Schema<Module>& s) {
  s.block("variable", &Module::variables)
      .block("output", &Module::outputs)
      .block("module", &Module::modules)
      .block("provider", &Module::providers)
      .block("resource", &Module::resources)
      .block("data", &Module::data)
      .block("terraform", &Module::terraform)
      .block("locals", &Module::locals)
      .remain(&Module::rest);
}

}  // namespace terraform

namespace {

std::optional<std::string> read(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The body as written, after formatting (so that layout does not count).
std::optional<hcl::Value> written(const std::string& text, const std::string& name, hcl::Diagnostics& diags) {
  std::optional<std::string> formatted = hcl::format(text, name, diags);
  if (!formatted) return std::nullopt;
  hcl::Parser parser;
  hcl::File file = parser.parse(*formatted, name, hcl::Syntax::Native, diags);
  return hcl::body_source_value(file.body(), parser, diags);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || !std::filesystem::is_directory(argv[1])) {
    std::cout << "no corpus: skipped\n";
    return 77;
  }
  const std::size_t max_files = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 0;
  std::vector<std::filesystem::path> paths;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(argv[1]))
    if (entry.path().extension() == ".tf") paths.push_back(entry.path());
  std::sort(paths.begin(), paths.end());
  // A sample spread over the corpus when it is bounded.
  const std::size_t step = max_files > 0 && paths.size() > max_files ? paths.size() / max_files : 1;

  std::size_t checked = 0, skipped = 0, failed = 0;
  auto fail = [&](const std::filesystem::path& path, const std::string& why) {
    ++failed;
    std::cout << "FAIL " << path.string() << ": " << why << "\n";
  };
  for (std::size_t i = 0; i < paths.size(); i += step) {
    const std::filesystem::path& path = paths[i];
    std::optional<std::string> text = read(path);
    hcl::Parser parser;
    hcl::Diagnostics diags;
    hcl::File file = parser.parse(text.value_or(""), path.string(), hcl::Syntax::Native, diags);
    terraform::Module first = hcl::decode<terraform::Module>(file.body(), diags);
    if (diags.has_errors()) {  // a description that is not a constant string, say
      ++skipped;
      continue;
    }
    ++checked;
    std::optional<std::string> encoded = hcl::encode_text(first, diags);
    if (!encoded) {
      fail(path, "encode_text: " + hcl::render_text(diags));
      continue;
    }
    hcl::Parser again;
    hcl::File encoded_file = again.parse(*encoded, "encoded.tf", hcl::Syntax::Native, diags);
    terraform::Module second = hcl::decode<terraform::Module>(encoded_file.body(), diags);
    if (diags.has_errors()) {
      fail(path, "decoding the text: " + hcl::render_text(diags, again) + *encoded);
      continue;
    }
    if (!hcl::encode(second).same_as(hcl::encode(first))) {
      fail(path, "another struct: " + hcl::encode(second).describe() + " vs " + hcl::encode(first).describe());
      continue;
    }
    if (hcl::encode_text(second, diags) != encoded) {
      fail(path, "another text the second time");
      continue;
    }
    std::optional<hcl::Value> source = written(*text, path.string(), diags);
    std::optional<hcl::Value> result = written(*encoded, "encoded.tf", diags);
    if (!source || !result || !source->same_as(*result)) {
      fail(path, "the text does not hold what the file held:\n" + (source ? source->describe() : "-") + "\n" +
                     (result ? result->describe() : "-") + "\n" + *encoded);
    }
  }
  std::cout << checked << " files checked, " << skipped << " skipped (not decodable without variables), " << failed
            << " failed\n";
  // Most of the corpus must be checked, not skipped.
  return failed == 0 && checked > 0 && checked >= 9 * (checked + skipped) / 10 ? 0 : 1;
}
