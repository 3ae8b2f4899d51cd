"%{ for x in 1 }${x}%{ endfor }"
# RUN: %eval -e %text
# CHECK-STDERR: @1:14-1:15 Iteration over non-iterable value: A value of type number cannot be used as the collection in a 'for' expression.
# EXIT: 2
