# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = "%{endif}"
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error UnexpectedEndifDirective @2:6-2:14 Unexpected endif directive
# EXIT: 2
