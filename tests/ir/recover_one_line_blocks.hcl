# Mistakes in one-line blocks skip to the end of their line; the next line
# is parsed as usual.
a { x = * }
b { y = 1 } z = 2
c = "%{ else }"
# RUN: %ir %input
# CHECK: Body @1:1-6:1
# CHECK-STDERR: error InvalidExpression @3:9-3:10 Invalid expression
# EXIT: 2
