# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = {b = 1 c = 2}
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error MissingAttributeSeparator @2:12-2:13 Missing attribute separator
# EXIT: 2
