# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = f(1
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error UnterminatedFunctionCall @2:5-2:7 Unterminated function call
# EXIT: 2
