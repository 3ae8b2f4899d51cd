# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = (1) 2 3
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK:   Attribute a name=2:1-2:2 equals=2:3-2:4 @2:1-2:8
# CHECK:     Parens @2:5-2:8
# CHECK:       Literal number 1 @2:6-2:7
# CHECK-STDERR: error MissingNewlineAfterArgument @2:9-2:10 Missing newline after argument
# EXIT: 2
