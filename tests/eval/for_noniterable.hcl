[for v in 1 : v]
# RUN: %eval -e %text
# CHECK-STDERR: @1:11-1:12 Iteration over non-iterable value: A value of type number cannot be used as the collection in a 'for' expression.
# EXIT: 2
