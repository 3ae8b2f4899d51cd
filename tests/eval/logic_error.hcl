true && "x"
# RUN: %eval -e %text
# CHECK-STDERR: @1:9-1:12 Invalid operand: Unsuitable value for right operand: a bool is required.
# EXIT: 2
