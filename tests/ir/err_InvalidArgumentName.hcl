# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
"a" = 1
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error InvalidArgumentName @2:1-2:2 Invalid argument name
# EXIT: 2
