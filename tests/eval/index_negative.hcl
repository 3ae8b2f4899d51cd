xs[-1]
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:3-1:7 Invalid index: The given key does not identify an element in this collection value: a negative number is not a valid index for a sequence.
# EXIT: 2
