1 +
# CHECK: Error @1:1-1:4
# CHECK-DIAG: error MissingExpression @1:4-1:4 Missing expression
