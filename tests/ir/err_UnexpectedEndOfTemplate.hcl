# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = "%{if b}"
# CHECK: Body @1:1-3:1
# CHECK-DIAG: error UnexpectedEndOfTemplate @2:13-2:14 Unexpected end of template
