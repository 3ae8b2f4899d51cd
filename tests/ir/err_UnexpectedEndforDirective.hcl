# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = "%{endfor}"
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error UnexpectedEndforDirective @2:6-2:15 Unexpected endfor directive
# EXIT: 2
