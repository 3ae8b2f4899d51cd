[nosuch] + [nosuch2]
# RUN: %eval %flag_vars -e %text
# CHECK-STDERR: @1:1-1:9 Invalid operand: Unsuitable value for left operand: number required, but have tuple.
# CHECK-STDERR: @1:12-1:21 Invalid operand: Unsuitable value for right operand: number required, but have tuple.
# CHECK-STDERR: @1:2-1:8 Unknown variable: There is no variable named "nosuch".
# CHECK-STDERR: @1:13-1:20 Unknown variable: There is no variable named "nosuch2".
# EXIT: 2
