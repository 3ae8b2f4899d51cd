/* The smallest C program against an installed hclc: the C API only,
 * compiled as C99 with `pkg-config --cflags --libs hclc`
 * (tests/install/install_test.sh). */
#include <hclc/hclc_c.h>

#include <stdio.h>

int main(void) {
  hclc_diagnostics* diags = hclc_diagnostics_new();
  char* result = hclc_eval_expression("join(\"-\", [for s in split(\",\", csv) : upper(s)])", HCLC_NUL_TERMINATED,
                                      "{\"csv\": \"a,b,c\"}", HCLC_NUL_TERMINATED, 0, diags);
  if (result == NULL) {
    char* text = hclc_diagnostics_render_text(diags);
    fputs(text != NULL ? text : "out of memory\n", stderr);
    hclc_string_free(text);
    hclc_diagnostics_free(diags);
    return 2;
  }
  printf("%s\n", result);
  hclc_string_free(result);
  hclc_diagnostics_free(diags);
  return 0;
}
