# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = "\q"
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK:   Attribute a name=2:1-2:2 equals=2:3-2:4 @2:1-2:9
# CHECK:     Template @2:5-2:9
# CHECK:       Literal string "\\q" @2:6-2:8
# CHECK-STDERR: error InvalidEscapeSequence @2:6-2:8 Invalid escape sequence
# EXIT: 2
