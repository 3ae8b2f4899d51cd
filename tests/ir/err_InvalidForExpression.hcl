# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = [for x y]
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error InvalidForExpression @2:12-2:13 Invalid 'for' expression
# EXIT: 2
