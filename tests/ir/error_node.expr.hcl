1 +
# RUN: %ir --expr %text
# CHECK: Error @1:1-1:4
# CHECK-STDERR: error MissingExpression @1:4-1:4 Missing expression
# EXIT: 2
