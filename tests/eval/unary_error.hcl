-"a"
# RUN: %eval -e %text
# CHECK-STDERR: @1:2-1:5 Invalid operand: Unsuitable value for unary operand: a number is required.
# EXIT: 2
