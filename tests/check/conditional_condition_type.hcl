n ? "yes" : "no"
# TYPES: {"n": "number"}
# CHECK: "string"
# CHECK-DIAG: @1:1-1:2 Incorrect condition type: The condition expression must be of type bool.
