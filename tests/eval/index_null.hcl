null[0]
# CHECK-DIAG: @1:5-1:8 Attempt to index null value: This value is null, so it does not have any indices.
