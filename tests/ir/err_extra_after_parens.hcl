# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = (1) 2 3
# CHECK: Body @1:1-3:1
# CHECK-DIAG: error MissingNewlineAfterArgument @2:9-2:10 Missing newline after argument
