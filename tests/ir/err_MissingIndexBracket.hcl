# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = b[1 2]
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error MissingIndexBracket @2:10-2:11 Missing close bracket on index
# EXIT: 2
