"yes" ? 1 : 2
# CHECK-DIAG: @1:1-1:6 Incorrect condition type: The condition expression must be of type bool.
