range(5, 1, 0)
# RUN: %eval -e %text
# CHECK-STDERR: @1:10-1:11 Invalid function argument: Invalid value for "params" parameter: end must be greater than start when step is positive.
# EXIT: 2
