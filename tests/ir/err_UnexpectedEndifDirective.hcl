# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = "%{endif}"
# CHECK: Body @1:1-3:1
# CHECK-DIAG: error UnexpectedEndifDirective @2:6-2:14 Unexpected endif directive
