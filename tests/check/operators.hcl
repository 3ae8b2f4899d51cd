[s - 1, l - 1, flag && n, -flag, !s, n == s]
# RUN: %check -T '{"s": "string", "n": "number", "flag": "bool", "l": ["list", "number"]}' -e %text
# CHECK: ["tuple",["number","number","bool","number","bool","bool"]]
# CHECK-STDERR: @1:9-1:10 Invalid operand: Unsuitable value for left operand: number required, but have list of number.
# CHECK-STDERR: @1:24-1:25 Invalid operand: Unsuitable value for right operand: bool required, but have number.
# CHECK-STDERR: @1:28-1:32 Invalid operand: Unsuitable value for unary operand: number required, but have bool.
# EXIT: 2
