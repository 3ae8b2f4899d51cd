# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = b ? c
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error MissingFalseExpression @2:10-3:1 Missing false expression in conditional
# EXIT: 2
