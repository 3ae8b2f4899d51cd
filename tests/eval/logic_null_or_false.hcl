null || false
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK-DIAG: @1:1-1:14 Operation failed: Error during operation: argument must not be null.
