# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = {b 1}
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error MissingKeyValueSeparator @2:8-2:9 Missing key/value separator
# EXIT: 2
