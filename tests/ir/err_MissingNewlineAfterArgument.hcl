# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = 1 b = 2
# CHECK: Body @1:1-3:1
# CHECK-DIAG: error MissingNewlineAfterArgument @2:7-2:8 Missing newline after argument
