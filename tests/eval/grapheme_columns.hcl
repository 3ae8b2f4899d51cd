"a👨‍👩‍👧b" + 1
# RUN: %eval -e %text
# CHECK-STDERR: @1:1-1:6 Invalid operand: Unsuitable value for left operand: a number is required.
# EXIT: 2
