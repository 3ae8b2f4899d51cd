upper(xs)
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:7-1:9 Invalid function argument: Invalid value for "str" parameter: string required, but have tuple.
# EXIT: 2
