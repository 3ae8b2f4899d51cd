{
  "a": "${",
  "b": [1,}
# RUN: %ir %input
# CHECK: Error @1:1-1:2
# CHECK-STDERR: error JsonMissingJsonValue @3:11-3:12 Missing JSON value
# CHECK-STDERR: error JsonMismatchedBrackets @4:1-4:1 Mismatched brackets
# CHECK-STDERR: error JsonUnclosed @1:1-1:2 Unclosed object
# CHECK-STDERR: error JsonRootNotObject @1:1-1:2 Root value must be object
# EXIT: 2
