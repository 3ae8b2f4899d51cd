[][0]
# CHECK-DIAG: @1:3-1:6 Invalid index: The given key does not identify an element in this collection value: the collection has no elements.
