0 / 0
# RUN: %eval -e %text
# CHECK-STDERR: @1:1-1:6 Operation failed: Error during operation: can't divide zero by zero or infinity by infinity.
# EXIT: 2
