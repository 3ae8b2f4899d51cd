# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
1 = 2
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error ArgumentOrBlockRequired @2:1-2:2 Argument or block definition required
# EXIT: 2
