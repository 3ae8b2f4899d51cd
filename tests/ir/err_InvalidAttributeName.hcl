# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = b.[1]
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error InvalidAttributeName @2:7-2:8 Invalid attribute name
# EXIT: 2
