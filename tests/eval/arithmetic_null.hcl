null + 1
# CHECK-DIAG: @1:1-1:9 Operation failed: Error during operation: argument must not be null.
