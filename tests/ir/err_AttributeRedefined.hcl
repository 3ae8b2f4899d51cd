# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = 1
a = 2
# RUN: %ir %input
# CHECK: Body @1:1-4:1
# CHECK:   Attribute a name=2:1-2:2 equals=2:3-2:4 @2:1-2:6
# CHECK:     Literal number 1 @2:5-2:6
# CHECK:   Attribute a name=3:1-3:2 equals=3:3-3:4 @3:1-3:6
# CHECK:     Literal number 2 @3:5-3:6
# CHECK-STDERR: error AttributeRedefined @3:1-3:2 Attribute redefined
# EXIT: 2
