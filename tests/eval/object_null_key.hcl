{(null) = 1}
# CHECK-DIAG: @1:11-1:12 Null value as key: Can't use a null value as a key.
