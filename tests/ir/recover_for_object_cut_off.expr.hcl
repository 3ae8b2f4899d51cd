{
  for
# RUN: %ir --expr %text
# CHECK: Error @1:1-2:6
# CHECK-STDERR: error InvalidForExpression @2:6-2:6 Invalid 'for' expression
# EXIT: 2
