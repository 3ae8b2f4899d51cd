formatlist("abc %%", [1, 2])
# RUN: %eval -e %text
# CHECK-STDERR: @1:1-1:12 Error in function call: Call to function "formatlist" failed: error on format iteration 0: too many arguments; no verbs in format string.
# EXIT: 2
