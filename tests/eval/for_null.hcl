[for v in null : v]
# RUN: %eval -e %text
# CHECK-STDERR: @1:11-1:15 Iteration over null value: A null value cannot be used as the collection in a 'for' expression.
# EXIT: 2
