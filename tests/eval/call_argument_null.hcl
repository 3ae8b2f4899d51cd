upper(null)
# RUN: %eval -e %text
# CHECK-STDERR: @1:7-1:11 Invalid function argument: Invalid value for "str" parameter: argument must not be null.
# EXIT: 2
