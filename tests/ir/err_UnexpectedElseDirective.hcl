# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = "%{else}"
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error UnexpectedElseDirective @2:6-2:13 Unexpected else directive
# EXIT: 2
