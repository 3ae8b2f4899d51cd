{
  "a": "${",
  "b": [1,}
# CHECK: Error @1:1-1:2
# CHECK-DIAG: error JsonMissingJsonValue @3:11-3:12 Missing JSON value
# CHECK-DIAG: error JsonMismatchedBrackets @4:1-4:1 Mismatched brackets
# CHECK-DIAG: error JsonUnclosed @1:1-1:2 Unclosed object
# CHECK-DIAG: error JsonRootNotObject @1:1-1:2 Root value must be object
