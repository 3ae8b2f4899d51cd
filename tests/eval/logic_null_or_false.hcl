null || false
# RUN: %eval %flag_vars -e %text
# CHECK-STDERR: @1:1-1:14 Operation failed: Error during operation: argument must not be null.
# EXIT: 2
