[for k,
# RUN: %ir --expr %text
# CHECK: Error @1:1-1:8
# CHECK-STDERR: error InvalidForExpression @1:8-1:8 Invalid 'for' expression
# EXIT: 2
