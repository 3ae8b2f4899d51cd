# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
blk "a" b
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error InvalidBlockDefinition @2:10-3:1 Invalid block definition
# EXIT: 2
