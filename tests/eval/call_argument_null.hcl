upper(null)
# CHECK-DIAG: @1:7-1:11 Invalid function argument: Invalid value for "str" parameter: argument must not be null.
