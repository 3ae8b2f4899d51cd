obj["missing"]
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:4-1:15 Invalid index: The given key does not identify an element in this collection value.
# EXIT: 2
