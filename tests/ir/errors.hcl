# A syntax error in a file: its diagnostic, and an empty body (the parse result is still usable).
good = 1
bad  = 1 +
also = 2
# RUN: %ir %input
# CHECK: Body @1:1-5:1
# CHECK:   Attribute good name=2:1-2:5 equals=2:6-2:7 @2:1-2:9
# CHECK:     Literal number 1 @2:8-2:9
# CHECK:   Attribute also name=4:1-4:5 equals=4:6-4:7 @4:1-4:9
# CHECK:     Literal number 2 @4:8-4:9
# CHECK-STDERR: error InvalidExpression @3:11-4:1 Invalid expression
# EXIT: 2
