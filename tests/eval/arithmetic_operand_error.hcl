"a" - 1
# CHECK-DIAG: @1:1-1:4 Invalid operand: Unsuitable value for left operand: a number is required.
