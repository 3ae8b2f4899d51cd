xs[null]
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:3-1:9 Invalid index: Can't use a null value as an indexing key.
# EXIT: 2
