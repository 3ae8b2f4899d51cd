{(xs) = 1}
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:2-1:6 Incorrect key type: Can't use this value as a key: string required, but have tuple.
# EXIT: 2
