xs[1.5]
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:3-1:8 Invalid index: The given key does not identify an element in this collection value: indexing a sequence requires a whole number, but the given index has a fractional part.
# EXIT: 2
