[for v in 1 : v]
# CHECK-DIAG: @1:11-1:12 Iteration over non-iterable value: A value of type number cannot be used as the collection in a 'for' expression.
