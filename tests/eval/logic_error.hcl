true && "x"
# CHECK-DIAG: EvalInvalidOperand @1:9-1:12 Invalid operand: Unsuitable value for right operand: a bool is required.
