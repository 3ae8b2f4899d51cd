a[*].b[c]
# RUN: %eval -e %text
# CHECK-STDERR: @1:1-1:2 Unknown variable: There is no variable named "a".
# EXIT: 2
