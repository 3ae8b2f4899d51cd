"yes" ? 1 : 2
# RUN: %eval -e %text
# CHECK-STDERR: @1:1-1:6 Incorrect condition type: The condition expression must be of type bool.
# EXIT: 2
