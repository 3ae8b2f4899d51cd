tomap({a = 1})[num]
# RUN: %check -T '{"num": "number"}' -e %text
# CHECK: "dynamic"
# CHECK-STDERR: @1:15-1:20 Invalid index: The given key does not identify an element in this collection value.
# EXIT: 2
