# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = b[*
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error MissingSplatBracket @3:1-3:1 Missing close bracket on splat index
# EXIT: 2
