# A UTF-8 byte order mark first (Windows editors write one) is skipped, as
# the reference skips it; columns on the first line count from after it.
a = 1 +
# RUN: %ir %input
# CHECK: Body @1:1-4:1
# CHECK-STDERR: error InvalidExpression @3:8-4:1 Invalid expression
# EXIT: 2
