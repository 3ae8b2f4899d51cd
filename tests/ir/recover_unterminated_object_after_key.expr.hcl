[{a = 1, b.c
# RUN: %ir --expr %text
# CHECK: Error @1:1-1:13
# CHECK-STDERR: error UnterminatedObject @1:2-1:3 Unterminated object constructor expression
# EXIT: 2
