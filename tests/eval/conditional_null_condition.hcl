null ? 1 : 2
# CHECK-DIAG: @1:1-1:5 Null condition: The condition value is null. Conditions must either be true or false.
