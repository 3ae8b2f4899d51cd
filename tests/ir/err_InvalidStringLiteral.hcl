# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = {"${b}" = 1}
blk "${x}" {}
# CHECK: Body @1:1-4:1
# CHECK-DIAG: error InvalidStringLiteral @3:6-3:8 Invalid string literal
