#pragma once
// `hclc edit FILE OPERATION ADDRESS...`: reads or edits one native-syntax file
// through a comment-preserving document (src/edit), so that everything the
// edit does not touch stays byte for byte as written.
//
//   hclc edit main.tf get resource.aws_instance.web.ami
//   hclc edit main.tf set resource.aws_instance.web.ami '"ami-123"'
//   hclc edit -w main.tf rm locals.tags.Name
//   hclc edit main.tf rename variable.region.default fallback
//   hclc edit main.tf append-block resource.aws_instance.web lifecycle
//
// An address is a block type, its labels and then an attribute name, object
// keys and tuple indexes, separated by dots; a segment with a dot in it is
// quoted ("a.b"). `.` alone is the file's body. The result goes to standard
// output, or back to FILE with -w (a temporary file in the same directory,
// renamed over it: FILE is never left half-written, and untouched on error).

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace hclc::cli {

struct EditOptions {
  std::string file;  // "-": standard input
  std::string operation;
  std::vector<std::string> arguments;
  bool write = false;
  std::string diags_format = "text";
};

CLI::App* add_edit_command(CLI::App& app, EditOptions& options);
// 0 done, 2 an address that matches nothing or several items, an invalid
// value or syntax errors in FILE (nothing written), 1 usage or I/O error.
int run_edit(const EditOptions& options);

}  // namespace hclc::cli
