element([], -1)
# RUN: %eval %flag_vars -e %text
# CHECK-STDERR: @1:1-1:9 Error in function call: Call to function "element" failed: cannot use element function with an empty list.
# EXIT: 2
