# A key and a grouping ellipsis are not valid in a tuple for-expression (tests/ir/diags_vs_reference.py).
a = [for x in l : x + 1 => x...]
# RUN: %ir %input
# CHECK: Body @1:1-3:1
# CHECK:   Attribute a name=2:1-2:2 equals=2:3-2:4 @2:1-2:33
# CHECK:     For tuple x value_var=2:10-2:11 open=2:5-2:6 close=2:32-2:33 @2:5-2:33
# CHECK:       collection: ScopeTraversal l @2:15-2:16
# CHECK:       value: ScopeTraversal x @2:28-2:29
# CHECK-STDERR: error InvalidForExpression @2:19-2:24 Invalid 'for' expression
# CHECK-STDERR: error InvalidForExpression @2:29-2:32 Invalid 'for' expression
# EXIT: 2
