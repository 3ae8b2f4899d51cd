/* hclc's C API: parsing, diagnostics, hcldec decoding and expression
 * evaluation through opaque handles, so that any language with a C FFI can
 * bind it. Pure C (C99 and C++), exported by libhclc.so and in libhclc.a.
 *
 * Strings: every string in and out is UTF-8. Inputs are given as a pointer
 * and a length in bytes; HCLC_NUL_TERMINATED as the length means the input
 * ends at its first NUL byte. A NULL pointer with length 0 is the empty
 * string; a NULL pointer otherwise is reported as a diagnostic.
 *
 * Ownership: a `char*` returned by a function is the caller's, freed by
 * hclc_string_free; a `const char*` returned is borrowed from the handle it
 * was read from and lives as long as that handle is neither freed nor
 * changed. Handles are freed by their own _free function (NULL is ignored).
 *
 * Errors: no function throws or aborts on bad input. Problems are added to
 * the hclc_diagnostics handle passed in (which may be NULL when the caller
 * does not want them); a function that cannot produce its result returns
 * NULL. A handle is not safe to use from two threads at once; separate
 * handles are independent. */
#ifndef HCLC_HCLC_C_H
#define HCLC_HCLC_C_H

/* C headers and typedefs, not <cstddef> and `using`: C compilers read this
 * header too (clang-tidy sees it only as C++, where c_api.cpp includes it). */
/* NOLINTBEGIN(modernize-deprecated-headers,modernize-use-using) */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define HCLC_NUL_TERMINATED ((size_t)-1)

typedef enum hclc_syntax {
  HCLC_SYNTAX_AUTO = 0,   /* by the filename: JSON when it ends in ".json", native otherwise */
  HCLC_SYNTAX_NATIVE = 1, /* the native syntax (.hcl) */
  HCLC_SYNTAX_JSON = 2    /* the JSON syntax (.hcl.json) */
} hclc_syntax;            /* any other value is taken as HCLC_SYNTAX_AUTO */

typedef enum hclc_severity { HCLC_SEVERITY_ERROR = 1, HCLC_SEVERITY_WARNING = 2 } hclc_severity;

/* A position in a source: line and column count from 1 (columns in
 * characters), byte from 0. */
typedef struct hclc_pos {
  uint32_t line;
  uint32_t column;
  uint32_t byte;
} hclc_pos;

/* A range of a source; `filename` is borrowed from the diagnostics handle. */
typedef struct hclc_range {
  const char* filename;
  hclc_pos start;
  hclc_pos end;
} hclc_range;

typedef struct hclc_diagnostics hclc_diagnostics;
typedef struct hclc_file hclc_file;

/* --- diagnostics ------------------------------------------------------- */

/* An empty list of diagnostics. It also keeps the text of the files parsed
 * with it, so that the text rendering can quote their lines. */
hclc_diagnostics* hclc_diagnostics_new(void);
void hclc_diagnostics_free(hclc_diagnostics* diags);
/* Forgets the diagnostics (not the sources). */
void hclc_diagnostics_clear(hclc_diagnostics* diags);

size_t hclc_diagnostics_count(const hclc_diagnostics* diags);
/* 1 when any diagnostic is an error, else 0. */
int hclc_diagnostics_has_errors(const hclc_diagnostics* diags);

/* The index-th diagnostic; an index out of range gives HCLC_SEVERITY_ERROR,
 * "" and 0 (no range). */
hclc_severity hclc_diagnostic_severity(const hclc_diagnostics* diags, size_t index);
const char* hclc_diagnostic_summary(const hclc_diagnostics* diags, size_t index);
const char* hclc_diagnostic_detail(const hclc_diagnostics* diags, size_t index);
/* What the diagnostic is about: 1 and *range filled in when it has a
 * subject range, else 0. */
int hclc_diagnostic_subject(const hclc_diagnostics* diags, size_t index, hclc_range* range);

/* As text, quoting the source lines of the files parsed with this handle
 * (hcldec's layout without colour, details wrapped at 78 columns, plus
 * hclc's caret line under the subject), or as the reference's JSON
 * (`hcldec --diags=json`: {"diagnostics": [...]}). NULL only when out of
 * memory. */
char* hclc_diagnostics_render_text(const hclc_diagnostics* diags);
char* hclc_diagnostics_render_json(const hclc_diagnostics* diags);

void hclc_string_free(char* string);

/* --- parsing ----------------------------------------------------------- */

/* A configuration file from its text. Returns NULL only when the input
 * could not be read at all (a NULL text); a file with syntax errors is
 * returned with what could be recovered, and its errors are in diags. */
hclc_file* hclc_parse(const char* text, size_t text_length, const char* filename, hclc_syntax syntax,
                      hclc_diagnostics* diags);
void hclc_file_free(hclc_file* file);

/* --- decoding by an hcldec spec ----------------------------------------- */

/* The file decoded by the hcldec spec `spec_text` (native syntax; its name
 * for ranges is spec_filename, or "spec.hcldec" when NULL) as the JSON that
 * `hcldec` prints, or `hcldec --with-type` when with_type is non-zero.
 * Returns NULL, with the reasons in diags, when the spec or the file has
 * errors. */
char* hclc_decode(const hclc_file* file, const char* spec_text, size_t spec_length, const char* spec_filename,
                  int with_type, hclc_diagnostics* diags);

/* Flags for hclc_decode_with_variables, or-ed together. */
#define HCLC_DECODE_WITH_TYPE 1u  /* the result as `hcldec --with-type` prints it */
#define HCLC_DECODE_KEEP_NULLS 2u /* keep null object attributes, as `hcldec --keep-nulls` */

/* hclc_decode with variables and options. `variables_json` (NULL or "" for
 * none) is read as `hcldec -V '{...}'` reads its argument: a JSON object in
 * HCL's JSON syntax, named "<vars argument 0>" in diagnostics, each property
 * a variable whose value is its expression evaluated without a context (so
 * strings are taken literally, `${` included); they add to or replace the
 * spec's `variables` block. `flags` is 0 or HCLC_DECODE_* flags. */
char* hclc_decode_with_variables(const hclc_file* file, const char* spec_text, size_t spec_length,
                                 const char* spec_filename, const char* variables_json, size_t variables_length,
                                 unsigned flags, hclc_diagnostics* diags);

/* --- evaluating an expression ------------------------------------------ */

/* The expression `expression` (native syntax), evaluated with HCL's
 * standard functions and the variables of `variables_json`, a JSON object
 * whose attributes are the variables (NULL or "" for none; values take the
 * types JSON implies), as JSON; with_type non-zero gives
 * {"type":...,"value":...} byte for byte as `hcldec --with-type` prints it
 * (which, as without with_type, leaves out object attributes whose value is
 * null). Returns NULL, with the reasons in diags, on any error. */
char* hclc_eval_expression(const char* expression, size_t expression_length, const char* variables_json,
                           size_t variables_length, int with_type, hclc_diagnostics* diags);

#ifdef __cplusplus
}
#endif

/* NOLINTEND(modernize-deprecated-headers,modernize-use-using) */

#endif /* HCLC_HCLC_C_H */
