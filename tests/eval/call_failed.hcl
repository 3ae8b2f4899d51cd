length(1)
# RUN: %eval -e %text
# CHECK-STDERR: @1:1-1:8 Error in function call: Call to function "length" failed: collection must be a list, a map or a tuple.
# EXIT: 2
