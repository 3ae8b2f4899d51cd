zzzzz
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:1-1:6 Unknown variable: There is no variable named "zzzzz".
# EXIT: 2
