["a", "b"][3]
# CHECK-DIAG: @1:11-1:14 Invalid index: The given key does not identify an element in this collection value.
