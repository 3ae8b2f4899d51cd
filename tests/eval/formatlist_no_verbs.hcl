formatlist("abc %%", [1, 2])
# CHECK-DIAG: @1:1-1:12 Error in function call: Call to function "formatlist" failed: error on format iteration 0: too many arguments; no verbs in format string.
