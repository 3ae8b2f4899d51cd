[for v in xs : v if v]
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:21-1:22 Invalid 'for' condition: The 'if' clause value is invalid: a bool is required.
# EXIT: 2
