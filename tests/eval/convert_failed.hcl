convert("x", number)
# CHECK-DIAG: @1:10-1:11 Invalid function argument: Invalid value for "value" parameter: a number is required.
