. ? 1
# RUN: %ir --expr %text
# CHECK: Error @1:1-1:6
# CHECK-STDERR: error InvalidExpression @1:1-1:2 Invalid expression
# CHECK-STDERR: error InvalidAttributeName @1:3-1:4 Invalid attribute name
# EXIT: 2
