tolist(["a", "b"])[2]
# RUN: %eval -e %text
# CHECK-STDERR: @1:19-1:22 Invalid index: The given key does not identify an element in this collection value: the given index is greater than or equal to the length of the collection.
# EXIT: 2
