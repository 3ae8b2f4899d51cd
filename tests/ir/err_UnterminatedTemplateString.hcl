# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = "abc
# CHECK: Body @1:1-3:1
# CHECK-DIAG: error InvalidMultiLineString @2:9-3:1 Invalid multi-line string
# CHECK-DIAG: error UnterminatedTemplateString @2:9-3:1 Unterminated template string
