# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = "%{if b}"
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error UnexpectedEndOfTemplate @2:13-2:14 Unexpected end of template
# EXIT: 2
