format("abc", 1)
# CHECK-DIAG: @1:15-1:16 Invalid function argument: Invalid value for "args" parameter: too many arguments; no verbs in format string.
