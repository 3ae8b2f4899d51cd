true && "x"
# CHECK-DIAG: @1:9-1:12 Invalid operand: Unsuitable value for right operand: a bool is required.
