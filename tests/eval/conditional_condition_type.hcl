"yes" ? 1 : 2
# CHECK-DIAG: EvalIncorrectConditionType @1:1-1:6 Incorrect condition type: The condition expression must be of type bool.
