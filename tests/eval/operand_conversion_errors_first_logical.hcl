{a = 1} || ["${[]}", nosuch]
# RUN: %eval %flag_vars -e %text
# CHECK-STDERR: @1:1-1:8 Invalid operand: Unsuitable value for left operand: bool required, but have object.
# CHECK-STDERR: @1:12-1:29 Invalid operand: Unsuitable value for right operand: bool required, but have tuple.
# CHECK-STDERR: @1:22-1:28 Unknown variable: There is no variable named "nosuch".
# EXIT: 2
