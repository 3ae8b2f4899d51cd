element([], -1)
# VARS: {"flag": true, "n": 3, "nothing": null}
# CHECK-DIAG: @1:1-1:9 Error in function call: Call to function "element" failed: cannot use element function with an empty list.
