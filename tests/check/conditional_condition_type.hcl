n ? "yes" : "no"
# RUN: %check -T '{"n": "number"}' -e %text
# CHECK: "string"
# CHECK-STDERR: @1:1-1:2 Incorrect condition type: The condition expression must be of type bool.
# EXIT: 2
