null + 1
# RUN: %eval -e %text
# CHECK-STDERR: @1:1-1:9 Operation failed: Error during operation: argument must not be null.
# EXIT: 2
