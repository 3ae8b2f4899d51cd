# In an expression with a syntax error, the numbers read before each mistake
# are reported before it: after a template's unbalanced directive, which
# the parse reads past, and before the extra characters after the
# expression, which end it (the number after them is not read).
"%{ for x in y }">= 5.6.0 + x.1.2, < 8.8.8
# RUN: %ir --expr %text
# CHECK: Error @1:1-5:43
# CHECK-STDERR: error UnexpectedEndOfTemplate @5:17-5:18 Unexpected end of template
# CHECK-STDERR: error InvalidNumberLiteral @5:21-5:26 Invalid number literal
# CHECK-STDERR: error InvalidLegacyIndex @5:31-5:34 Invalid legacy index syntax
# CHECK-STDERR: error ExtraCharactersAfterExpression @5:34-5:35 Extra characters after expression
# EXIT: 2
