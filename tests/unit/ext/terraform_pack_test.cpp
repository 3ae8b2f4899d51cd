// What the case table cannot hold: random results (uuid, bcrypt) by their
// shape and properties, the file functions' confinement and bad input, and
// core:: aliases and the plain standard library without the pack.

#include <doctest/doctest.h>

#include <crypt.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

#include "eval/driver.h"
#include "ext/terraform_functions.h"

namespace {

using namespace hclc;

const std::filesystem::path kTestdata = std::filesystem::path(HCLC_SOURCE_DIR) / "tests" / "unit" / "ext" / "testdata";

const FunctionTable& pack() {
  static const FunctionTable table = [] {
    FunctionTable t = eval::default_functions();
    ext::add_terraform_functions(
        t,
        {.granted_directory = kTestdata.string(), .clock = {}, .plan_timestamp = {}, .max_fileset_entries = 100'000});
    return t;
  }();
  return table;
}

std::string no_file(const std::string& path) {
  return "no file exists at " + path +
         "; this function works only with files that are distributed as part of the configuration source code, so "
         "if this file will be created by a resource in this configuration you must instead obtain this result from "
         "an attribute of that resource";
}

eval::StandaloneEvaluation run(const std::string& expr, const FunctionTable& functions = pack()) {
  return eval::evaluate_source("case.hcl", expr, false, {}, functions);
}

std::string string_of(const std::string& expr, const FunctionTable& functions = pack()) {
  eval::StandaloneEvaluation result = run(expr, functions);
  REQUIRE_MESSAGE(!result.diags.has_errors(),
                  expr << ": " << (result.diags.empty() ? "" : result.diags.begin()->detail));
  REQUIRE(result.value.type() == Type::string());
  return result.value.as_string();
}

// The detail of the first error, "" without one.
std::string error_of(const std::string& expr, const FunctionTable& functions = pack()) {
  eval::StandaloneEvaluation result = run(expr, functions);
  for (const Diagnostic& d : result.diags)
    if (d.severity == Severity::Error) return d.detail;
  return "";
}

TEST_CASE("uuid: a random version 4 UUID, different each call") {
  const std::regex shape("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");
  const std::string a = string_of("uuid()"), b = string_of("uuid()");
  CHECK(std::regex_match(a, shape));
  CHECK(std::regex_match(b, shape));
  CHECK(a != b);
}

TEST_CASE("bcrypt: a $2a$ hash of the cost asked for that verifies the password") {
  const std::string hashed = string_of("bcrypt(\"test\")");
  CHECK(std::regex_match(hashed, std::regex(R"(\$2a\$10\$[./A-Za-z0-9]{53})")));
  crypt_data data{};
  CHECK(std::string(crypt_r("test", hashed.c_str(), &data)) == hashed);
  CHECK(std::string(crypt_r("wrong", hashed.c_str(), &data)) != hashed);
  const std::string cheap = string_of("bcrypt(\"test\", 5)");
  CHECK(cheap.starts_with("$2a$05$"));
  CHECK(string_of("bcrypt(\"test\", 2)").starts_with("$2a$10$"));  // below 4: Go's default cost
  CHECK(error_of("bcrypt(\"test\", 32)").find("cost 32 is outside allowed range (4,31)") != std::string::npos);
  CHECK(error_of("bcrypt(\"test\", 10, 11)").find("bcrypt() takes no more than two arguments") != std::string::npos);
  CHECK(error_of("bcrypt(\"" + std::string(73, 'x') + "\")").find("password length exceeds 72 bytes") !=
        std::string::npos);
}

// Latin-1 text (one code point a byte) as its bytes.
std::string latin1_bytes(const std::string& utf8) {
  std::string out;
  for (std::size_t i = 0; i < utf8.size(); ++i) {
    const auto c = static_cast<unsigned char>(utf8[i]);
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else {
      out += static_cast<char>(((c & 0x1f) << 6) | (static_cast<unsigned char>(utf8[++i]) & 0x3f));
    }
  }
  return out;
}

TEST_CASE("base64gzip: Go's gzip framing, decompressing to the input") {
  // Terraform's own expectation for "test" (internal/lang/funcs/encoding_test.go).
  CHECK(string_of("base64gzip(\"test\")") == "H4sIAAAAAAAA/ypJLS4BAAAA//8BAAD//wx+f9gEAAAA");
  // An empty input, framed the same way: the header, a sync-flush marker,
  // the final empty stored block and a zero trailer.
  CHECK(string_of("base64gzip(\"\")") == "H4sIAAAAAAAA/wAAAP//AQAA//8AAAAAAAAAAA==");
  // Go's bytes for a longer, repetitive, non-ASCII input (by the oracle in
  // tests/differential/gzip, which compares many more): a dynamic block
  // with a long match, where zlib's deflate chooses other codes.
  CHECK(string_of(R"(base64gzip(join("", [for i in range(40) : "Héllo, wörld! ✓ "])))") ==
        "H4sIAAAAAAAA//I4vDInJ19HofzwtqKcFEWFR3MmK4yKjYqNikHEAAAAAP//AQAA///qZVneIAMAAA==");
  // A longer input decompresses (as gzip, trailer checked) to itself.
  const std::string text = string_of(R"(join(",", [for i in range(1000) : "line ${i} of the input"]))");
  const std::string gzipped = string_of(
      R"(textdecodebase64(base64gzip(join(",", [for i in range(1000) : "line ${i} of the input"])), "ISO-8859-1"))");
  z_stream stream{};
  REQUIRE(inflateInit2(&stream, 16 + 15) == Z_OK);
  std::string raw = latin1_bytes(gzipped);
  std::string out(text.size() + 16, '\0');
  stream.next_in = reinterpret_cast<Bytef*>(raw.data());
  stream.avail_in = static_cast<uInt>(raw.size());
  stream.next_out = reinterpret_cast<Bytef*>(out.data());
  stream.avail_out = static_cast<uInt>(out.size());
  CHECK(inflate(&stream, Z_FINISH) == Z_STREAM_END);
  out.resize(stream.total_out);
  inflateEnd(&stream);
  CHECK(out == text);
}

TEST_CASE("the file functions read nothing outside the granted directory") {
  const char* functions[] = {"file",       "filebase64", "filemd5",          "filesha1",
                             "filesha256", "filesha512", "filebase64sha256", "filebase64sha512"};
  for (const char* name : functions) {
    CAPTURE(name);
    const std::string call = std::string(name) + "(";
    CHECK(error_of(call + "\"missing.txt\")") ==
          "Invalid value for \"path\" parameter: " + no_file("missing.txt") + ".");
    CHECK(error_of(call + "\"subdirectory\")") ==
          "Invalid value for \"path\" parameter: \"subdirectory\" is a directory, not a file.");
    CHECK(error_of(call + "\"../terraform_cases.jsonl\")") ==
          "Invalid value for \"path\" parameter: \"../terraform_cases.jsonl\" is outside the directory granted to "
          "the file functions.");
    CHECK(error_of(call + "\"/etc/passwd\")") ==
          "Invalid value for \"path\" parameter: \"/etc/passwd\" is outside the directory granted to the file "
          "functions.");
  }
  CHECK(error_of("file(\"invalid-utf8.txt\")").find("contents of invalid-utf8.txt are not valid UTF-8") !=
        std::string::npos);
  CHECK(string_of("filebase64(\"invalid-utf8.txt\")") == "wyg=");
  CHECK(error_of("templatefile(\"../terraform_cases.jsonl\", {})").find("outside the directory granted") !=
        std::string::npos);
  CHECK(error_of("fileset(\"..\", \"*\")").find("outside the directory granted") != std::string::npos);
  CHECK(error_of("fileexists(\"/etc/passwd\")").find("outside the directory granted") != std::string::npos);

  // Without a granted directory, every path is refused.
  FunctionTable ungranted = eval::default_functions();
  ext::add_terraform_functions(ungranted, {});
  CHECK(error_of("filemd5(\"hello.txt\")", ungranted).find("granted no directory") != std::string::npos);
  CHECK(error_of("fileset(\".\", \"*\")", ungranted).find("granted no directory") != std::string::npos);
}

TEST_CASE("fileset: glob syntax, and a walk that stops at its bound") {
  CHECK(run("fileset(\".\", \"**/hello.{txt,tmpl}\")").value.length() == 4);
  CHECK(run("fileset(\".\", \"subdirectory/*.t?t\")").value.length() == 1);
  CHECK(run("fileset(\".\", \"[a-h]*.txt\")").value.length() == 1);
  CHECK(run("fileset(\".\", \"nothing-*\")").value.length() == 0);
  CHECK(run("fileset(\"subdirectory\", \"../*\")").value.length() == 0);

  // A tree of more entries than one call may visit: an error, not a long walk.
  const std::filesystem::path big =
      std::filesystem::temp_directory_path() / ("hclc-fileset-" + std::to_string(getpid()));
  std::filesystem::create_directories(big);
  for (int d = 0; d < 11; ++d) {
    const std::filesystem::path dir = big / std::to_string(d);
    std::filesystem::create_directory(dir);
    for (int f = 0; f < 10; ++f) std::ofstream(dir / std::to_string(f)).put('x');
  }
  FunctionTable granted_big = eval::default_functions();
  ext::add_terraform_functions(
      granted_big, {.granted_directory = big.string(), .clock = {}, .plan_timestamp = {}, .max_fileset_entries = 100});
  CHECK(error_of("fileset(\".\", \"**\")", granted_big).find("more than 100 entries") != std::string::npos);
  CHECK(run("fileset(\"3\", \"*\")", granted_big).value.length() == 10);
  std::filesystem::remove_all(big);
}

TEST_CASE("fileset and the file functions: links out of the granted directory and special files") {
  // granted/ holds a regular file, links to a file and a directory outside
  // it, a link that stays inside, and a FIFO, which a read would wait on
  // forever.
  const std::filesystem::path top = std::filesystem::temp_directory_path() / ("hclc-links-" + std::to_string(getpid()));
  const std::filesystem::path granted = top / "granted";
  std::filesystem::create_directories(granted / "inner");
  std::filesystem::create_directories(top / "outside");
  std::ofstream(granted / "inner" / "kept.txt") << "kept";
  std::ofstream(top / "outside" / "secret.txt") << "secret";
  std::filesystem::create_symlink(top / "outside" / "secret.txt", granted / "secret-link.txt");
  std::filesystem::create_directory_symlink(top / "outside", granted / "outside-link");
  std::filesystem::create_symlink(granted / "inner" / "kept.txt", granted / "inner-link.txt");
  REQUIRE(mkfifo((granted / "pipe.txt").c_str(), 0600) == 0);
  FunctionTable functions = eval::default_functions();
  ext::add_terraform_functions(
      functions,
      {.granted_directory = granted.string(), .clock = {}, .plan_timestamp = {}, .max_fileset_entries = 100});
  auto listed = [&](const std::string& expr) {
    eval::StandaloneEvaluation result = run(expr, functions);
    REQUIRE(!result.diags.has_errors());
    std::vector<std::string> names;
    for (const Value& name : result.value.elements()) names.push_back(name.as_string());
    return names;
  };
  // Only the regular files and the link that stays inside are listed;
  // nothing under the linked directory, nothing through the outside link.
  CHECK(listed("fileset(\".\", \"**\")") == std::vector<std::string>{"inner-link.txt", "inner/kept.txt"});
  CHECK(listed("fileset(\".\", \"outside-link/*\")").empty());
  for (const std::string name : {"file", "filebase64", "filemd5", "templatefile"}) {
    CAPTURE(name);
    auto call = [&](const std::string& path) {
      std::string text = name;
      text.append("(\"").append(path).append(name == "templatefile" ? "\", {})" : "\")");
      return text;
    };
    CHECK(error_of(call("secret-link.txt"), functions).find("outside the directory granted") != std::string::npos);
    CHECK(error_of(call("outside-link/secret.txt"), functions).find("outside the directory granted") !=
          std::string::npos);
    // The FIFO is not a file: refused at once, never opened.
    CHECK(error_of(call("pipe.txt"), functions).find(no_file("pipe.txt")) != std::string::npos);
  }
  CHECK(error_of("fileexists(\"secret-link.txt\")", functions).find("outside the directory granted") !=
        std::string::npos);
  CHECK(error_of("fileexists(\"pipe.txt\")", functions).find("is not a regular file") != std::string::npos);
  CHECK(string_of("file(\"inner-link.txt\")", functions) == "kept");
  std::filesystem::remove_all(top);
}

TEST_CASE("core:: names every function, with the pack only") {
  CHECK(string_of("core::base64encode(\"a\")") == "YQ==");
  CHECK(string_of("core::try(core::upper(\"a\"), \"b\")") == "A");
  CHECK(error_of("core::upper(\"a\")", eval::default_functions()) == "There are no functions in namespace \"core::\".");
}

TEST_CASE("without the pack the standard library keeps go-cty's answers") {
  CHECK(error_of("length(\"abc\")", eval::default_functions()).find("collection must be a list, a map or a tuple") !=
        std::string::npos);
  eval::StandaloneEvaluation stdlib_index = run("index([1, 2, 3], 2)", eval::default_functions());
  REQUIRE(!stdlib_index.diags.has_errors());
  CHECK(stdlib_index.value.as_number().to_int64() == 3);  // element lookup, not a search
  CHECK(run("index([1, 2, 3], 2)").value.as_number().to_int64() == 1);
  CHECK(error_of("coalesce(\"\", \"x\")", eval::default_functions()).empty());
}

TEST_CASE("convert: optional attributes take their defaults with the pack, as Terraform's variable types do") {
  const std::string typed = R"(convert({a = 1, c = null}, object({a = number, b = optional(string, "x"),
                                                                  c = optional(list(number), [7])})))";
  eval::StandaloneEvaluation result = run(typed);
  REQUIRE_MESSAGE(!result.diags.has_errors(), result.diags.begin()->detail);
  CHECK(result.value.describe() == R"({"a" = 1, "b" = "x", "c" = tolist([7])})");
  // Nested, in a collection: each element gets the defaults.
  CHECK(run(R"(convert([{}, {n = 2}], list(object({n = optional(number, 1)}))))").value.describe() ==
        R"(tolist([{"n" = 1}, {"n" = 2}]))");
  // Without the pack, HCL's convert refuses a default, as the reference does.
  CHECK(error_of(typed, eval::default_functions()) ==
        "Optional attribute modifier expects only one argument: the attribute type.");
  CHECK(error_of(R"(convert({}, object({b = optional(number, "x")})))").find("a number is required") !=
        std::string::npos);
}

TEST_CASE("plantimestamp is unknown without a plan") {
  eval::StandaloneEvaluation result = run("plantimestamp()");
  REQUIRE(!result.diags.has_errors());
  CHECK(!result.value.is_known());
  CHECK(result.value.type() == Type::string());
}

TEST_CASE("text encodings: ICU's converters behind IANA names") {
  CHECK(string_of("textencodebase64(\"Héllo\", \"ISO-8859-1\")") == "SOlsbG8=");
  CHECK(string_of("textdecodebase64(\"SOlsbG8=\", \"latin1\")") == "Héllo");
  CHECK(string_of("textencodebase64(\"€\", \"windows-1252\")") == "gA==");
  CHECK(error_of("textencodebase64(\"a\", \"\")").find("is not a supported IANA encoding name") != std::string::npos);
}

}  // namespace
