# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py);
# after it the reference reports no further syntax error.
a = x::y
b = f(1 2)
# RUN: %ir %input
# CHECK: Body @1:1-5:1
# CHECK-STDERR: error MissingOpenParenthesis @3:9-4:1 Missing open parenthesis
# EXIT: 2
