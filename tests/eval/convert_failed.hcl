convert("x", number)
# RUN: %eval -e %text
# CHECK-STDERR: @1:10-1:11 Invalid function argument: Invalid value for "value" parameter: a number is required.
# EXIT: 2
