# A for expression that builds an object without its key is reported even in
# recovery mode, and leaves the mode as it was: a later mistake of a kind
# recovery mode hides is still reported.
a = {for v in x : v}
b = [1,,]
c = {for v in x : v...}
# RUN: %ir %input
# CHECK: Body @1:1-7:1
# CHECK-STDERR: error InvalidForExpression @4:19-4:20 Invalid 'for' expression
# CHECK-STDERR: error InvalidExpression @5:8-5:9 Invalid expression
# CHECK-STDERR: error InvalidForExpression @6:19-6:20 Invalid 'for' expression
# EXIT: 2
