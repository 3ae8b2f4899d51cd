# A conditional without its false expression ends after its true expression
# in the reference, and the expression around it goes on: in a tuple, a call
# or an object (where a line break ends the element, so that a colon on the
# next line starts another). Inside parentheses it gives up on the rest of
# its item instead, and later mistakes are reported as in recovery mode.
a = [x ? y, f(z ? 1, 2)]
b = { k = x ? y
  : z }
c = (x ? y) + 1
d = [1,,]
e = x ? y ? z
# RUN: %ir %input
# CHECK: Body @1:1-12:1
# CHECK-STDERR: error MissingFalseExpression @6:11-6:12 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @6:20-6:21 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @7:16-8:1 Missing false expression in conditional
# CHECK-STDERR: error InvalidExpression @8:3-8:4 Invalid expression
# CHECK-STDERR: error MissingFalseExpression @9:11-9:12 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @11:14-12:1 Missing false expression in conditional
# EXIT: 2
