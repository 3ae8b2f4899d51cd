# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = "abc
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error InvalidMultiLineString @2:9-3:1 Invalid multi-line string
# CHECK-STDERR: error UnterminatedTemplateString @2:9-3:1 Unterminated template string
# EXIT: 2
