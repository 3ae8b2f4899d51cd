"a" - 1
# RUN: %eval -e %text
# CHECK-STDERR: @1:1-1:4 Invalid operand: Unsuitable value for left operand: a number is required.
# EXIT: 2
