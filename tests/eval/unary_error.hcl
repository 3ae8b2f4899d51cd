-"a"
# CHECK-DIAG: @1:2-1:5 Invalid operand: Unsuitable value for unary operand: a number is required.
