# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
blk { a = 1 
}
# RUN: %ir %input
# CHECK: Body @1:1-4:1
# CHECK-STDERR: error InvalidSingleArgumentBlock @2:13-3:1 Invalid single-argument block definition
# EXIT: 2
