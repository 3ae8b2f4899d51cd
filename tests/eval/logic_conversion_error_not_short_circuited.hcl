false && 1
# RUN: %eval %flag_vars -e %text
# CHECK-STDERR: @1:10-1:11 Invalid operand: Unsuitable value for right operand: bool required, but have number.
# EXIT: 2
