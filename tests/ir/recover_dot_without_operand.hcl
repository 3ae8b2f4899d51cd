# A dot where an operand should start is the invalid expression, and then,
# as the reference reads it as a traversal's step after the operand it could
# not read, each name missing after it and after a dot that follows it.
a = ..
b = [., 1]
c = x + ."y"
d = .e
# RUN: %ir %input
# CHECK: Body @1:1-8:1
# CHECK-STDERR: error InvalidExpression @4:5-4:6 Invalid expression
# CHECK-STDERR: error InvalidAttributeName @4:6-4:7 Invalid attribute name
# CHECK-STDERR: error InvalidAttributeName @4:7-5:1 Invalid attribute name
# CHECK-STDERR: error InvalidAttributeName @5:7-5:8 Invalid attribute name
# CHECK-STDERR: error InvalidAttributeName @6:10-6:11 Invalid attribute name
# EXIT: 2
