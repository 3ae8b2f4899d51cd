null + 1
# CHECK-DIAG: EvalOperationFailed @1:1-1:9 Operation failed: Error during operation: argument must not be null.
