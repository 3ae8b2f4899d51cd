# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = f(1 2)
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error MissingArgumentSeparator @2:9-2:10 Missing argument separator
# EXIT: 2
