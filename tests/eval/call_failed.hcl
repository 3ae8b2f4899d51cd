length(1)
# CHECK-DIAG: @1:1-1:8 Error in function call: Call to function "length" failed: collection must be a list, a map or a tuple.
