# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = 1 b = 2
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK:   Attribute a name=2:1-2:2 equals=2:3-2:4 @2:1-2:6
# CHECK:     Literal number 1 @2:5-2:6
# CHECK-STDERR: error MissingNewlineAfterArgument @2:7-2:8 Missing newline after argument
# EXIT: 2
