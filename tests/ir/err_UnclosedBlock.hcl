# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
blk {
  a = 1
# RUN: %ir %input
# CHECK: Body @1:1-4:1
# CHECK:   Block blk type=2:1-2:4 open=2:5-2:6 close=4:1-4:1 @2:1-4:1
# CHECK:     Body @2:5-4:1
# CHECK:       Attribute a name=3:3-3:4 equals=3:5-3:6 @3:3-3:8
# CHECK:         Literal number 1 @3:7-3:8
# CHECK-STDERR: error UnclosedBlock @2:5-2:6 Unclosed configuration block
# EXIT: 2
