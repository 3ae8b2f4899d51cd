[for v in null : v]
# CHECK-DIAG: @1:11-1:15 Iteration over null value: A null value cannot be used as the collection in a 'for' expression.
