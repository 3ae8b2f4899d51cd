/* The C API from C: every expected output below is what the reference
 * (hcldec 2.24, `oracle eval`) prints for the same input.
 * Usage: c_api_test SPEC.hcldec CONFIG.hcl (a conformance case). */
#include <hclc/hclc_c.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

static void expect_string(const char* what, const char* got, const char* expected) {
  if (got == NULL || strcmp(got, expected) != 0) {
    fprintf(stderr, "FAIL %s\n  expected: %s\n  got:      %s\n", what, expected, got == NULL ? "(NULL)" : got);
    ++failures;
  }
}

static void expect_int(const char* what, long long got, long long expected) {
  if (got != expected) {
    fprintf(stderr, "FAIL %s\n  expected: %lld\n  got:      %lld\n", what, expected, got);
    ++failures;
  }
}

/* Checks the index-th diagnostic's severity, summary and subject range
 * ("file:line,column-line,column bytes b-e"). */
static void expect_diagnostic(const char* what, const hclc_diagnostics* diags, size_t index, hclc_severity severity,
                              const char* summary, const char* range_text) {
  hclc_range range;
  char got_range[256] = "(no range)";
  expect_int(what, hclc_diagnostic_severity(diags, index), severity);
  expect_string(what, hclc_diagnostic_summary(diags, index), summary);
  if (hclc_diagnostic_subject(diags, index, &range))
    snprintf(got_range, sizeof got_range, "%s:%u,%u-%u,%u bytes %u-%u", range.filename, (unsigned)range.start.line,
             (unsigned)range.start.column, (unsigned)range.end.line, (unsigned)range.end.column,
             (unsigned)range.start.byte, (unsigned)range.end.byte);
  expect_string(what, got_range, range_text);
}

/* Takes ownership of a returned string, compares it and frees it. */
static void expect_owned(const char* what, char* got, const char* expected) {
  expect_string(what, got, expected);
  hclc_string_free(got);
}

static char* read_file(const char* path) {
  FILE* f = fopen(path, "rb");
  char* text;
  long size;
  if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(2);
  }
  text = malloc((size_t)size + 1);
  if (text == NULL || fread(text, 1, (size_t)size, f) != (size_t)size) exit(2);
  text[size] = '\0';
  fclose(f);
  return text;
}

static void test_decode_conformance_case(const char* spec_path, const char* config_path) {
  char* spec = read_file(spec_path);
  char* config = read_file(config_path);
  hclc_diagnostics* diags = hclc_diagnostics_new();
  hclc_file* file = hclc_parse(config, HCLC_NUL_TERMINATED, "config.hcl", HCLC_SYNTAX_AUTO, diags);
  expect_int("decode: the file parses", hclc_diagnostics_count(diags), 0);
  expect_owned("decode: hcldec's JSON", hclc_decode(file, spec, strlen(spec), spec_path, 0, diags),
               "{\"outer\":{\"inner\":{\"a\":1,\"b\":2},\"item\":[true]}}");
  expect_owned("decode: hcldec --with-type's JSON", hclc_decode(file, spec, HCLC_NUL_TERMINATED, NULL, 1, diags),
               "{\"type\":[\"object\",{\"outer\":[\"object\",{\"inner\":[\"map\",\"number\"],\"item\":[\"list\","
               "\"bool\"]}]}],\"value\":{\"outer\":{\"inner\":{\"a\":1,\"b\":2},\"item\":[true]}}}");
  expect_int("decode: no diagnostics", hclc_diagnostics_count(diags), 0);
  hclc_file_free(file);

  /* The same configuration in the JSON syntax, chosen explicitly (the name
   * does not say it); hcldec decodes it to the same value. */
  {
    const char* json = "{\"outer\": {\"inner\": {\"a\": {\"x\": 1}, \"b\": {\"x\": 2}}, \"item\": [{\"y\": true}]}}";
    file = hclc_parse(json, strlen(json), "config", HCLC_SYNTAX_JSON, diags);
    expect_owned("decode: the JSON syntax", hclc_decode(file, spec, strlen(spec), spec_path, 0, diags),
                 "{\"outer\":{\"inner\":{\"a\":1,\"b\":2},\"item\":[true]}}");
    expect_int("decode: the JSON syntax, no diagnostics", hclc_diagnostics_count(diags), 0);
    hclc_file_free(file);
  }
  hclc_diagnostics_free(diags);
  free(spec);
  free(config);
}

static void test_native_syntax_error(void) {
  const char* text = "a = 1 +\nb = 2\n";
  hclc_diagnostics* diags = hclc_diagnostics_new();
  hclc_file* file = hclc_parse(text, strlen(text), "bad.hcl", HCLC_SYNTAX_NATIVE, diags);
  expect_int("native error: a file is still returned", file != NULL, 1);
  expect_int("native error: one diagnostic", hclc_diagnostics_count(diags), 1);
  expect_int("native error: has errors", hclc_diagnostics_has_errors(diags), 1);
  expect_diagnostic("native error", diags, 0, HCLC_SEVERITY_ERROR, "Invalid expression", "bad.hcl:1,8-2,1 bytes 7-8");
  expect_string("native error: detail", hclc_diagnostic_detail(diags, 0),
                "Expected the start of an expression, but found an invalid expression token.");
  /* hcldec's text, with hclc's one addition: the caret line under the subject. */
  expect_owned("native error: as text", hclc_diagnostics_render_text(diags),
               "Error: Invalid expression\n\n  on bad.hcl line 1:\n   1: a = 1 +\n             ^\n   2: b = 2\n\n"
               "Expected the start of an expression, but found an invalid expression token.\n\n");
  /* What was recovered still decodes (as hcldec would, were it not stopped
   * by the syntax error), and the earlier error does not fail the call. */
  expect_owned(
      "native error: the recovered file decodes",
      hclc_decode(file, "object {\n  attr \"b\" { type = any }\n}\n", HCLC_NUL_TERMINATED, "s.hcldec", 0, diags),
      "{\"b\":2}");
  hclc_file_free(file);
  hclc_diagnostics_free(diags);
}

static void test_json_syntax_error(void) {
  const char* text = "{\"a\": 1, \"a\": 2";
  hclc_diagnostics* diags = hclc_diagnostics_new();
  hclc_file* file = hclc_parse(text, strlen(text), "bad.json", HCLC_SYNTAX_AUTO, diags);
  expect_int("JSON error: two diagnostics", hclc_diagnostics_count(diags), 2);
  expect_diagnostic("JSON error 1", diags, 0, HCLC_SEVERITY_ERROR, "Unclosed object", "bad.json:1,1-1,2 bytes 0-1");
  expect_diagnostic("JSON error 2", diags, 1, HCLC_SEVERITY_ERROR, "Root value must be object",
                    "bad.json:1,1-1,2 bytes 0-1");
  hclc_file_free(file);
  hclc_diagnostics_free(diags);
}

/* A UTF-8 byte order mark first: the native syntax skips it (as the reference
 * does), and columns on its line count from after it; the JSON syntax refuses
 * it, as the reference's does. */
static void test_byte_order_mark(void) {
  const char* native =
      "\xEF\xBB\xBF"
      "a = 1 +\n";
  hclc_diagnostics* diags = hclc_diagnostics_new();
  hclc_file* file = hclc_parse(native, strlen(native), "bom.hcl", HCLC_SYNTAX_NATIVE, diags);
  expect_int("BOM native: one diagnostic", hclc_diagnostics_count(diags), 1);
  expect_diagnostic("BOM native", diags, 0, HCLC_SEVERITY_ERROR, "Invalid expression", "bom.hcl:1,8-2,1 bytes 10-11");
  hclc_file_free(file);
  hclc_diagnostics_clear(diags);

  const char* fine =
      "\xEF\xBB\xBF"
      "a = 1\n";
  file = hclc_parse(fine, strlen(fine), "bom.hcl", HCLC_SYNTAX_NATIVE, diags);
  expect_owned(
      "BOM native: decodes",
      hclc_decode(file, "object {\n  attr \"a\" { type = any }\n}\n", HCLC_NUL_TERMINATED, "s.hcldec", 0, diags),
      "{\"a\":1}");
  expect_int("BOM native: no diagnostics", hclc_diagnostics_count(diags), 0);
  hclc_file_free(file);

  const char* json =
      "\xEF\xBB\xBF"
      "{\"a\": 1}";
  file = hclc_parse(json, strlen(json), "bom.json", HCLC_SYNTAX_AUTO, diags);
  expect_int("BOM JSON: two diagnostics", hclc_diagnostics_count(diags), 2);
  expect_diagnostic("BOM JSON", diags, 0, HCLC_SEVERITY_ERROR, "Invalid start of value", "bom.json:1,1-1,2 bytes 0-1");
  hclc_file_free(file);
  hclc_diagnostics_free(diags);
}

static void test_spec_error_as_json(void) {
  const char* config = "a = 1\n";
  hclc_diagnostics* diags = hclc_diagnostics_new();
  hclc_file* file = hclc_parse(config, strlen(config), "ok.hcl", HCLC_SYNTAX_NATIVE, diags);
  char* result = hclc_decode(file, "object { attr \"a\" { type = any } }\n", HCLC_NUL_TERMINATED, "s.hcldec", 0, diags);
  expect_int("spec error: no result", result == NULL, 1);
  expect_owned(
      "spec error: the reference's JSON", hclc_diagnostics_render_json(diags),
      "{\n  \"diagnostics\": [\n    {\n      \"severity\": \"error\",\n"
      "      \"summary\": \"Argument definition required\",\n"
      "      \"detail\": \"A single-line block definition can contain only a single argument. If you meant "
      "to define argument \\\"attr\\\", use an equals sign to assign it a value. To define a nested block, "
      "place it on a line of its own within its parent block.\",\n"
      "      \"subject\": {\n        \"filename\": \"s.hcldec\",\n"
      "        \"start\": {\n          \"line\": 1,\n          \"column\": 10,\n          \"byte\": 9\n        },\n"
      "        \"end\": {\n          \"line\": 1,\n          \"column\": 16,\n          \"byte\": 15\n        }\n"
      "      }\n    }\n  ]\n}\n");
  hclc_file_free(file);
  hclc_diagnostics_free(diags);
}

/* The values and types are `oracle eval`'s; the key order is hcldec
 * --with-type's ("type" first), which the C API follows. */
static void test_evaluation(void) {
  const char* variables = "{\"name\": \"web\", \"ports\": [80, 443], \"tags\": {\"env\": \"prod\"}}";
  hclc_diagnostics* diags = hclc_diagnostics_new();
  expect_owned("eval: template with functions",
               hclc_eval_expression("\"${upper(name)}:${join(\",\", ports)} ${tags.env}\"", HCLC_NUL_TERMINATED,
                                    variables, strlen(variables), 1, diags),
               "{\"type\":\"string\",\"value\":\"WEB:80,443 prod\"}");
  expect_owned("eval: for expression",
               hclc_eval_expression("{for p in ports : tostring(p) => p * 2 if p > 100}", HCLC_NUL_TERMINATED,
                                    variables, HCLC_NUL_TERMINATED, 1, diags),
               "{\"type\":[\"object\",{\"443\":\"number\"}],\"value\":{\"443\":886}}");
  expect_owned("eval: with the type, null attributes left out as hcldec --with-type does",
               hclc_eval_expression("{a = null, b = [1]}", HCLC_NUL_TERMINATED, NULL, 0, 1, diags),
               "{\"type\":[\"object\",{\"a\":\"dynamic\",\"b\":[\"tuple\",[\"number\"]]}],\"value\":{\"b\":[1]}}");
  expect_owned("eval: without the type",
               hclc_eval_expression("ports[1] + 1", 12, variables, HCLC_NUL_TERMINATED, 0, diags), "444");
  expect_owned("eval: no variables (NULL)", hclc_eval_expression("[1, \"a\"]", HCLC_NUL_TERMINATED, NULL, 0, 0, diags),
               "[1,\"a\"]");
  expect_int("eval: no diagnostics", hclc_diagnostics_count(diags), 0);

  expect_int("eval: unknown variable gives no result",
             hclc_eval_expression("nosuch + 1", HCLC_NUL_TERMINATED, variables, HCLC_NUL_TERMINATED, 1, diags) == NULL,
             1);
  expect_int("eval: unknown variable, one diagnostic", hclc_diagnostics_count(diags), 1);
  expect_diagnostic("eval: unknown variable", diags, 0, HCLC_SEVERITY_ERROR, "Unknown variable",
                    "expression.hcl:1,1-1,7 bytes 0-6");
  expect_string("eval: unknown variable detail", hclc_diagnostic_detail(diags, 0),
                "There is no variable named \"nosuch\".");
  hclc_diagnostics_free(diags);
}

/* Variables as `hcldec -V '{...}'` gives them, and --keep-nulls. Each expected
 * string is what /tmp/hcl-current/bin/hcldec (2.24) printed for the same
 * spec and configuration written to files, with the same -V argument:
 *   hcldec --spec spec.hcldec [--keep-nulls] [--with-type] -V 'VARS' app.hcl */
static const char* const kVarsSpec =
    "variables {\n  region = \"eu-west-1\"\n}\n"
    "object {\n"
    "  attr \"name\" {\n    type = string\n  }\n"
    "  attr \"region\" {\n    type = string\n  }\n"
    "  attr \"replicas\" {\n    type = number\n  }\n"
    "  attr \"owner\" {\n    type = string\n  }\n"
    "  attr \"tags\" {\n    type = map(string)\n  }\n"
    "}\n";
static const char* const kVarsConfig =
    "name     = \"web-${var.env}\"\n"
    "region   = region\n"
    "replicas = var.replicas * 2\n"
    "owner    = null\n"
    "tags     = { env = var.env, team = \"${var.team}\" }\n";

/* The configuration decoded by kVarsSpec with `vars` (NULL: none). */
static char* decode_vars(const hclc_file* file, const char* vars, unsigned flags, hclc_diagnostics* diags) {
  return hclc_decode_with_variables(file, kVarsSpec, HCLC_NUL_TERMINATED, "spec.hcldec", vars,
                                    vars == NULL ? 0 : strlen(vars), flags, diags);
}

static void test_decode_with_variables(void) {
  const char* vars = "{\"var\": {\"env\": \"prod\", \"replicas\": 3, \"team\": \"core-${1+1}\"}}";
  const char* vars_replacing_spec =
      "{\"var\": {\"env\": \"prod\", \"replicas\": 3, \"team\": \"t\"}, \"region\": \"us-east-2\"}";
  hclc_diagnostics* diags = hclc_diagnostics_new();
  hclc_file* file = hclc_parse(kVarsConfig, HCLC_NUL_TERMINATED, "app.hcl", HCLC_SYNTAX_AUTO, diags);

  expect_owned("vars: nulls left out, strings taken literally", decode_vars(file, vars, 0, diags),
               "{\"name\":\"web-prod\",\"region\":\"eu-west-1\",\"replicas\":6,"
               "\"tags\":{\"env\":\"prod\",\"team\":\"core-${1+1}\"}}");
  expect_owned("vars: --keep-nulls", decode_vars(file, vars, HCLC_DECODE_KEEP_NULLS, diags),
               "{\"name\":\"web-prod\",\"owner\":null,\"region\":\"eu-west-1\",\"replicas\":6,"
               "\"tags\":{\"env\":\"prod\",\"team\":\"core-${1+1}\"}}");
  expect_owned("vars: replacing the spec's variable",
               decode_vars(file, vars_replacing_spec, HCLC_DECODE_KEEP_NULLS, diags),
               "{\"name\":\"web-prod\",\"owner\":null,\"region\":\"us-east-2\",\"replicas\":6,"
               "\"tags\":{\"env\":\"prod\",\"team\":\"t\"}}");
  expect_owned("vars: --keep-nulls --with-type",
               decode_vars(file, "{\"var\": {\"env\": \"prod\", \"replicas\": 3, \"team\": \"t\"}}",
                           HCLC_DECODE_KEEP_NULLS | HCLC_DECODE_WITH_TYPE, diags),
               "{\"value\":{\"name\":\"web-prod\",\"owner\":null,\"region\":\"eu-west-1\",\"replicas\":6,"
               "\"tags\":{\"env\":\"prod\",\"team\":\"t\"}},\"type\":[\"object\",{\"name\":\"string\","
               "\"owner\":\"string\",\"region\":\"string\",\"replicas\":\"number\",\"tags\":[\"map\",\"string\"]}]}");
  expect_int("vars: no diagnostics", hclc_diagnostics_count(diags), 0);

  /* Without the variables: each reference to var is an error (hcldec: the
   * same four diagnostics, status 2). */
  expect_int("no vars: no result", decode_vars(file, NULL, 0, diags) == NULL, 1);
  expect_int("no vars: four diagnostics", hclc_diagnostics_count(diags), 4);
  expect_diagnostic("no vars: the first", diags, 0, HCLC_SEVERITY_ERROR, "Unknown variable",
                    "app.hcl:1,19-1,22 bytes 18-21");
  expect_diagnostic("no vars: the last", diags, 3, HCLC_SEVERITY_ERROR, "Unknown variable",
                    "app.hcl:5,39-5,42 bytes 128-131");
  hclc_diagnostics_clear(diags);

  /* Malformed variables: hcldec -V '{"var": ' reports these three. */
  expect_int("bad vars: no result", decode_vars(file, "{\"var\": ", 0, diags) == NULL, 1);
  expect_int("bad vars: three diagnostics", hclc_diagnostics_count(diags), 3);
  expect_diagnostic("bad vars: missing value", diags, 0, HCLC_SEVERITY_ERROR, "Missing value",
                    "<vars argument 0>:1,9-1,9 bytes 8-8");
  expect_diagnostic("bad vars: unclosed object", diags, 1, HCLC_SEVERITY_ERROR, "Unclosed object",
                    "<vars argument 0>:1,1-1,2 bytes 0-1");
  expect_diagnostic("bad vars: root", diags, 2, HCLC_SEVERITY_ERROR, "Root value must be object",
                    "<vars argument 0>:1,1-1,2 bytes 0-1");
  hclc_file_free(file);
  hclc_diagnostics_free(diags);
}

static void test_bad_input(void) {
  hclc_diagnostics* diags = hclc_diagnostics_new();
  hclc_range range;
  char* result;

  /* Invalid variables: not JSON, and JSON that is not an object. */
  result = hclc_eval_expression("1", HCLC_NUL_TERMINATED, "{\"a\": ", HCLC_NUL_TERMINATED, 0, diags);
  expect_int("bad variables: no result", result == NULL, 1);
  expect_int("bad variables: one diagnostic", hclc_diagnostics_count(diags), 1);
  expect_string("bad variables: summary", hclc_diagnostic_summary(diags, 0), "Invalid variables");
  hclc_diagnostics_clear(diags);
  result = hclc_eval_expression("1", HCLC_NUL_TERMINATED, "[1]", HCLC_NUL_TERMINATED, 0, diags);
  expect_int("variables not an object: no result", result == NULL, 1);
  expect_string("variables not an object: detail", hclc_diagnostic_detail(diags, 0),
                "The variables must be a JSON object, whose attributes name them.");
  hclc_diagnostics_clear(diags);

  /* A syntax error in the expression. */
  result = hclc_eval_expression("1 +", HCLC_NUL_TERMINATED, NULL, 0, 0, diags);
  expect_int("expression syntax error: no result", result == NULL, 1);
  expect_int("expression syntax error: has errors", hclc_diagnostics_has_errors(diags), 1);
  hclc_diagnostics_clear(diags);

  /* A result JSON cannot hold (the reference's hcldec panics on it). */
  result = hclc_eval_expression("1/0", HCLC_NUL_TERMINATED, NULL, 0, 0, diags);
  expect_int("infinity: no result", result == NULL, 1);
  expect_string("infinity: summary", hclc_diagnostic_summary(diags, 0), "Result cannot be written as JSON");
  hclc_diagnostics_clear(diags);

  /* NULL pointers. */
  expect_int("NULL text: no file", hclc_parse(NULL, HCLC_NUL_TERMINATED, "x.hcl", HCLC_SYNTAX_AUTO, diags) == NULL, 1);
  expect_int("NULL file: no result",
             hclc_decode(NULL, "literal { value = 1 }", HCLC_NUL_TERMINATED, NULL, 0, diags) == NULL, 1);
  expect_int("NULL expression: no result", hclc_eval_expression(NULL, 3, NULL, 0, 0, diags) == NULL, 1);
  expect_int("NULL inputs: three diagnostics", hclc_diagnostics_count(diags), 3);
  expect_string("NULL inputs: summary", hclc_diagnostic_summary(diags, 0), "Missing input");
  expect_int("NULL inputs: no range", hclc_diagnostic_subject(diags, 0, &range), 0);

  /* A NULL handle is accepted everywhere; an index out of range reads as empty. */
  {
    hclc_file* file = hclc_parse("a = 1 +", HCLC_NUL_TERMINATED, NULL, HCLC_SYNTAX_NATIVE, NULL);
    expect_int("no diagnostics handle: the file still parses", file != NULL, 1);
    hclc_file_free(file);
  }
  expect_int("NULL handle: no result", hclc_eval_expression("1 +", 3, NULL, 0, 0, NULL) == NULL, 1);
  expect_int("NULL handle: count", hclc_diagnostics_count(NULL), 0);
  expect_string("index out of range", hclc_diagnostic_summary(diags, 99), "");
  expect_owned("NULL handle: JSON", hclc_diagnostics_render_json(NULL), "{\n  \"diagnostics\": []\n}\n");
  hclc_file_free(NULL);
  hclc_diagnostics_free(NULL);
  hclc_string_free(NULL);
  hclc_diagnostics_free(diags);
}

/* Nesting far deeper than any bound, through every entry point: a "Nesting
 * too deep" error at the first opener too deep, never a crash. */
static char* nested(const char* prefix, char opener, size_t depth) {
  size_t prefix_length = strlen(prefix);
  char* text = malloc(prefix_length + depth + 1);
  if (text == NULL) exit(2);
  memcpy(text, prefix, prefix_length);
  memset(text + prefix_length, opener, depth);
  text[prefix_length + depth] = '\0';
  return text;
}

static void expect_too_deep(const char* what, hclc_diagnostics* diags, const char* range_text) {
  expect_int(what, hclc_diagnostics_count(diags), 1);
  expect_diagnostic(what, diags, 0, HCLC_SEVERITY_ERROR, "Nesting too deep", range_text);
  hclc_diagnostics_clear(diags);
}

static void test_deep_input(void) {
  const size_t depth = 100000;
  const char* spec = "object {\n  attr \"a\" { type = any }\n}\n";
  hclc_diagnostics* diags = hclc_diagnostics_new();
  char* native = nested("a = ", '[', depth);
  char* json = nested("{\"a\": ", '[', depth);
  char* expression = nested("", '(', depth);
  hclc_file* file;

  file = hclc_parse(native, HCLC_NUL_TERMINATED, "deep.hcl", HCLC_SYNTAX_NATIVE, diags);
  expect_too_deep("deep native file", diags, "deep.hcl:1,1005-1,1006 bytes 1004-1005");
  hclc_file_free(file);
  file = hclc_parse(json, HCLC_NUL_TERMINATED, "deep.json", HCLC_SYNTAX_JSON, diags);
  expect_too_deep("deep JSON file", diags, "deep.json:1,1006-1,1007 bytes 1005-1006");
  hclc_file_free(file);
  expect_int("deep expression: no result",
             hclc_eval_expression(expression, HCLC_NUL_TERMINATED, NULL, 0, 0, diags) == NULL, 1);
  expect_too_deep("deep expression", diags, "expression.hcl:1,1001-1,1002 bytes 1000-1001");

  file = hclc_parse("a = 1\n", HCLC_NUL_TERMINATED, "ok.hcl", HCLC_SYNTAX_NATIVE, diags);
  expect_int(
      "deep variables: no result",
      hclc_decode_with_variables(file, spec, HCLC_NUL_TERMINATED, NULL, json, HCLC_NUL_TERMINATED, 0, diags) == NULL,
      1);
  expect_too_deep("deep variables", diags, "<vars argument 0>:1,1006-1,1007 bytes 1005-1006");
  hclc_file_free(file);

  free(native);
  free(json);
  free(expression);
  hclc_diagnostics_free(diags);
}

int main(int argc, char** argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s SPEC.hcldec CONFIG.hcl\n", argv[0]);
    return 2;
  }
  test_decode_conformance_case(argv[1], argv[2]);
  test_native_syntax_error();
  test_json_syntax_error();
  test_byte_order_mark();
  test_spec_error_as_json();
  test_evaluation();
  test_decode_with_variables();
  test_bad_input();
  test_deep_input();
  if (failures > 0) {
    fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  printf("all C API checks passed\n");
  return 0;
}
