// decode -> encode_text -> decode over the corpus in the JSON syntax loses
// nothing. The corpus has no JSON files of its own: each Terraform file is
// written in the JSON syntax by `hclc json` (whose output every HCL reader
// decodes as it decodes the file). A struct shape of the common top-level
// blocks (their labels, a description read as a value, the rest ignored:
// what remains of a JSON body cannot be written as native text) is decoded
// from the JSON, written as native text, and decoded again. Checked for
// each file:
//   - the JSON decodes to what the native file decodes to (the blocks of a
//     type in label order: the JSON syntax groups blocks by their labels);
//   - the text decodes without problems to the same struct (the same
//     hcl::encode value), which writes the same text.
// Usage: api_decode_json_corpus_test HCLC CORPUS_DIR [MAX_FILES], with HCLC
// the hclc command; exits 77 (skipped) without the corpus.

#include <hclc/hclc.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

namespace terraform {

struct Named {  // variable, output, module, provider
  std::string name;
  std::optional<std::string> description;
};
void describe(hcl::Schema<Named>& s) {
  s.label("name", &Named::name).optional("description", &Named::description).ignore_unknown();
}

struct Resource {  // resource, data
  std::string type;
  std::string name;
};
void describe(hcl::Schema<Resource>& s) {
  s.label("type", &Resource::type).label("name", &Resource::name).ignore_unknown();
}

struct Anonymous {};  // terraform, locals
void describe(hcl::Schema<Anonymous>& s) { s.ignore_unknown(); }

struct Module {
  std::vector<Named> variables, outputs, modules, providers;
  std::vector<Resource> resources, data;
  std::optional<Anonymous> terraform;
  std::vector<Anonymous> locals;
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
      .ignore_unknown();
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

// The file in the JSON syntax, as `hclc json` writes it; nothing when it
// reports an error (a file that does not parse).
std::optional<std::string> as_json(const std::string& hclc, const std::filesystem::path& path) {
  const std::string command = "'" + hclc + "' json --diags=brief '" + path.string() + "' 2>/dev/null";
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return std::nullopt;
  std::string out;
  std::array<char, 1 << 16> buffer{};
  for (std::size_t n; (n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0;) out.append(buffer.data(), n);
  return pclose(pipe) == 0 ? std::optional<std::string>(std::move(out)) : std::nullopt;
}

// The struct's value with each type's blocks in label order (stable: blocks
// of the same labels keep theirs, which both syntaxes keep).
hcl::Value in_label_order(terraform::Module m) {
  auto by_name = [](const terraform::Named& a, const terraform::Named& b) { return a.name < b.name; };
  auto by_labels = [](const terraform::Resource& a, const terraform::Resource& b) {
    return std::tie(a.type, a.name) < std::tie(b.type, b.name);
  };
  for (auto* named : {&m.variables, &m.outputs, &m.modules, &m.providers})
    std::stable_sort(named->begin(), named->end(), by_name);
  for (auto* resources : {&m.resources, &m.data}) std::stable_sort(resources->begin(), resources->end(), by_labels);
  return hcl::encode(m);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3 || !std::filesystem::is_directory(argv[2])) {
    std::cout << "no corpus: skipped\n";
    return 77;
  }
  const std::string hclc = argv[1];
  const std::size_t max_files = argc > 3 ? std::strtoul(argv[3], nullptr, 10) : 0;
  std::vector<std::filesystem::path> paths;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(argv[2]))
    if (entry.path().extension() == ".tf") paths.push_back(entry.path());
  std::sort(paths.begin(), paths.end());
  // A sample spread over the corpus when it is bounded.
  const std::size_t step = max_files > 0 && paths.size() > max_files ? paths.size() / max_files : 1;

  // A context, even an empty one: without any, a JSON string is its own
  // text, not a template (as in the reference), where the native file's
  // expression would be an error.
  const hcl::EvalContext no_variables;
  std::size_t checked = 0, skipped = 0, failed = 0;
  auto fail = [&](const std::filesystem::path& path, const std::string& why) {
    ++failed;
    std::cout << "FAIL " << path.string() << ": " << why << "\n";
  };
  for (std::size_t i = 0; i < paths.size(); i += step) {
    const std::filesystem::path& path = paths[i];
    std::optional<std::string> json = as_json(hclc, path);
    if (!json) {
      fail(path, "hclc json failed");
      continue;
    }
    hcl::Parser parser;
    hcl::Diagnostics diags;
    hcl::File file = parser.parse(*json, path.string() + ".json", hcl::Syntax::Json, diags);
    terraform::Module first = hcl::decode<terraform::Module>(file.body(), no_variables, diags);
    hcl::Parser native_parser;
    hcl::Diagnostics native_diags;
    hcl::File native_file =
        native_parser.parse(read(path).value_or(""), path.string(), hcl::Syntax::Native, native_diags);
    terraform::Module native = hcl::decode<terraform::Module>(native_file.body(), no_variables, native_diags);
    if (diags.has_errors() != native_diags.has_errors()) {
      fail(path, "the JSON " + std::string(diags.has_errors() ? "does not decode" : "decodes") + ", the file " +
                     (native_diags.has_errors() ? "does not" : "does") + ":\n" + hcl::render_text(diags, parser) +
                     hcl::render_text(native_diags, native_parser));
      continue;
    }
    if (diags.has_errors()) {  // a description that is not a constant string, say
      ++skipped;
      continue;
    }
    ++checked;
    if (!in_label_order(first).same_as(in_label_order(native))) {
      fail(path, "the JSON decodes to " + in_label_order(first).describe() + ", the file to " +
                     in_label_order(native).describe());
      continue;
    }
    std::optional<std::string> encoded = hcl::encode_text(first, diags);
    if (!encoded) {
      fail(path, "encode_text: " + hcl::render_text(diags));
      continue;
    }
    hcl::Parser again;
    hcl::File encoded_file = again.parse(*encoded, "encoded.tf", hcl::Syntax::Native, diags);
    terraform::Module second = hcl::decode<terraform::Module>(encoded_file.body(), no_variables, diags);
    if (diags.has_errors()) {
      fail(path, "decoding the text: " + hcl::render_text(diags, again) + *encoded);
      continue;
    }
    if (!hcl::encode(second).same_as(hcl::encode(first))) {
      fail(path, "another struct: " + hcl::encode(second).describe() + " vs " + hcl::encode(first).describe());
      continue;
    }
    if (hcl::encode_text(second, diags) != encoded) fail(path, "another text the second time");
  }
  std::cout << checked << " files checked, " << skipped << " skipped (not decodable without variables), " << failed
            << " failed\n";
  // Most of the corpus must be checked, not skipped.
  return failed == 0 && checked > 0 && checked >= 9 * (checked + skipped) / 10 ? 0 : 1;
}
