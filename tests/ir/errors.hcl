# A syntax error in a file: its diagnostic, and an empty body (the parse result is still usable).
good = 1
bad  = 1 +
also = 2
# CHECK: Body @1:1-5:1
# CHECK-DIAG: error InvalidExpression @3:11-4:1 Invalid expression
