# In recovery mode the reference does not report an interpolation without
# its closing brace, nor a quoted template that a line break cuts off, and
# reads on: the interpolation ends at the `}` that closes it, the template
# at its closing quote (line breaks are text then), and what follows is
# parsed (here each conditional's missing false expression). A template cut
# off by the end of the file: syntax_errors_test.cpp.
a = [1,,]
b = x ? "${y" z " } " )
c = x ? "z
w" )
# RUN: %ir %input
# CHECK: Body @1:1-11:1
# CHECK-STDERR: error InvalidMultiLineString @9:11-10:1 Invalid multi-line string
# CHECK-STDERR: error InvalidExpression @7:8-7:9 Invalid expression
# CHECK-STDERR: error MissingFalseExpression @8:23-8:24 Missing false expression in conditional
# CHECK-STDERR: error MissingFalseExpression @10:4-10:5 Missing false expression in conditional
# EXIT: 2
