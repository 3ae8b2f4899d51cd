[convert({a = 1}, list(string)), convert(tolist([1]), map(string)), convert([1, 2], tuple([string]))]
# RUN: %eval %flag_vars -e %text
# CHECK-STDERR: @1:10-1:11 Invalid function argument: Invalid value for "value" parameter: list of string required.
# CHECK-STDERR: @1:42-1:49 Invalid function argument: Invalid value for "value" parameter: map of string required.
# CHECK-STDERR: @1:77-1:78 Invalid function argument: Invalid value for "value" parameter: tuple required.
# EXIT: 2
