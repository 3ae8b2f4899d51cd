# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = 1 ** 2
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error InvalidExpression @2:8-2:9 Invalid expression
# EXIT: 2
