0 / 0
# CHECK-DIAG: @1:1-1:6 Operation failed: Error during operation: can't divide zero by zero or infinity by infinity.
