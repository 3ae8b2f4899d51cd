[s - 1, l - 1, flag && n, -flag, !s, n == s]
# TYPES: {"s": "string", "n": "number", "flag": "bool", "l": ["list", "number"]}
# CHECK: ["tuple",["number","number","bool","number","bool","bool"]]
# CHECK-DIAG: @1:9-1:10 Invalid operand: Unsuitable value for left operand: number required, but have list of number.
# CHECK-DIAG: @1:24-1:25 Invalid operand: Unsuitable value for right operand: bool required, but have number.
# CHECK-DIAG: @1:28-1:32 Invalid operand: Unsuitable value for unary operand: number required, but have bool.
