# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
blk "a" = {}
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error InvalidBlockDefinition @2:9-2:10 Invalid block definition
# EXIT: 2
