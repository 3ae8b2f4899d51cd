"%{ if a }" ? 1 : 2 "
# RUN: %ir --expr %text
# CHECK: Error @1:1-1:22
# CHECK-STDERR: error UnexpectedEndOfTemplate @1:11-1:12 Unexpected end of template
# CHECK-STDERR: error ExtraCharactersAfterExpression @1:21-1:22 Extra characters after expression
# EXIT: 2
