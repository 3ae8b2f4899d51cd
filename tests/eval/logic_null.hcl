true || null
# CHECK-DIAG: @1:1-1:13 Operation failed: Error during operation: argument must not be null.
