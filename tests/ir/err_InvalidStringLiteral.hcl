# A syntax error, with the reference's diagnostics (tests/ir/diags_vs_reference.py).
a = {"${b}" = 1}
blk "${x}" {}
# RUN: %ir %input
# CHECK: Body @1:1-4:1
# CHECK:   Attribute a name=2:1-2:2 equals=2:3-2:4 @2:1-2:17
# CHECK:     Object @2:5-2:17
# CHECK:       key: TemplateWrap @2:6-2:12
# CHECK:         ScopeTraversal b @2:9-2:10
# CHECK:       value: Literal number 1 @2:15-2:16
# CHECK-STDERR: error InvalidStringLiteral @3:6-3:8 Invalid string literal
# EXIT: 2
