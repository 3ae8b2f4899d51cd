# Parentheses have no recovery of their own in the reference: after an
# unbalanced one it skips from the mistake to the end of its line, although
# the parenthesis is still open, and the next line is the next item.
a = (x ||
z = 1
false) ? 1 : 2
b = 3
# RUN: %ir %input
# CHECK: Body @1:1-8:1
# CHECK:   Attribute b name=7:1-7:2 equals=7:3-7:4 @7:1-7:6
# CHECK:     Literal number 3 @7:5-7:6
# CHECK-STDERR: error UnbalancedParentheses @5:3-5:4 Unbalanced parentheses
# CHECK-STDERR: error ArgumentOrBlockRequired @6:1-6:6 Argument or block definition required
# EXIT: 2
