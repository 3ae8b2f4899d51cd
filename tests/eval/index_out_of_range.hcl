xs[5]
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:3-1:6 Invalid index: The given key does not identify an element in this collection value.
# EXIT: 2
