# In recovery mode the reference does not report an interpolation without
# its closing brace and reads on: the interpolation ends at the `}` that
# closes it, the template at its closing quote, and what follows is parsed
# (here the conditional's missing false expression). A template cut off by
# the end of the file: syntax_errors_test.cpp.
a = [1,,]
b = x ? "${y" z " } " )
# RUN: %ir %input
# CHECK: Body @1:1-8:1
# CHECK-STDERR: error InvalidExpression @6:8-6:9 Invalid expression
# CHECK-STDERR: error MissingFalseExpression @7:23-7:24 Missing false expression in conditional
# EXIT: 2
