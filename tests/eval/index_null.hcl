null[0]
# RUN: %eval -e %text
# CHECK-STDERR: @1:5-1:8 Attempt to index null value: This value is null, so it does not have any indices.
# EXIT: 2
