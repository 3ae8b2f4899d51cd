format("abc", 1)
# RUN: %eval -e %text
# CHECK-STDERR: @1:15-1:16 Invalid function argument: Invalid value for "args" parameter: too many arguments; no verbs in format string.
# EXIT: 2
