["a", "b"][3]
# RUN: %eval -e %text
# CHECK-STDERR: @1:11-1:14 Invalid index: The given key does not identify an element in this collection value.
# EXIT: 2
