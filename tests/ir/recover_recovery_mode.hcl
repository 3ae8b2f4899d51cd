# After the first syntax error the reference reports only some kinds of
# mistakes: a missing newline after an argument or a block and an invalid
# expression are not reported again, nor a one-line block with a second
# attribute; an invalid block definition, a one-line block with a comma or a
# newline after its attribute and an unbalanced parenthesis are.
a = 1 2
b = *
d "x" = 2
e { f = 1 } g
h { i = 1 j = 2 }
k { l = 1, m = 2 }
n { o = 1
}
c = (1]
# RUN: %ir %input
# CHECK: Body @1:1-15:1
# CHECK:   Attribute a name=6:1-6:2 equals=6:3-6:4 @6:1-6:6
# CHECK:     Literal number 1 @6:5-6:6
# CHECK:   Block e type=9:1-9:2 open=9:3-9:4 close=9:11-9:12 @9:1-9:12
# CHECK:     Body @9:3-9:12
# CHECK:       Attribute f name=9:5-9:6 equals=9:7-9:8 @9:5-9:10
# CHECK:         Literal number 1 @9:9-9:10
# CHECK-STDERR: error MissingNewlineAfterArgument @6:7-6:8 Missing newline after argument
# CHECK-STDERR: error InvalidBlockDefinition @8:7-8:8 Invalid block definition
# CHECK-STDERR: error InvalidSingleArgumentBlock @11:10-11:11 Invalid single-argument block definition
# CHECK-STDERR: error InvalidSingleArgumentBlock @12:10-13:1 Invalid single-argument block definition
# CHECK-STDERR: error UnbalancedParentheses @14:7-14:8 Unbalanced parentheses
# EXIT: 2
