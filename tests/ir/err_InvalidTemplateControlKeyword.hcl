# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = "%{foo}"
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK-STDERR: error InvalidTemplateControlKeyword @2:8-2:11 Invalid template control keyword
# EXIT: 2
