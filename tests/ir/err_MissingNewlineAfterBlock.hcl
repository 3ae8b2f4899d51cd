# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
blk {
} a = 1
# RUN: %ir %input
# CHECK: Body @1:1-4:1
# CHECK:   Block blk type=2:1-2:4 open=2:5-2:6 close=3:1-3:2 @2:1-3:2
# CHECK:     Body @2:5-3:2
# CHECK-STDERR: error MissingNewlineAfterBlock @3:3-3:4 Missing newline after block definition
# EXIT: 2
