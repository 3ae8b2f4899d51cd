[for v in xs : v if null]
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:21-1:25 Condition is null: The value of the 'if' clause must not be null.
# EXIT: 2
