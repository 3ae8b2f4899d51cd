# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = "${b c}"
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error ExtraCharactersAfterInterpolation @2:10-2:11 Extra characters after interpolation expression
# EXIT: 2
