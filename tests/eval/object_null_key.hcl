{(null) = 1}
# RUN: %eval -e %text
# CHECK-STDERR: @1:11-1:12 Null value as key: Can't use a null value as a key.
# EXIT: 2
