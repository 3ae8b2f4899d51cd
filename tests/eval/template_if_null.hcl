"%{ if null }x%{ endif }"
# CHECK-DIAG: @1:8-1:12 Null condition: The condition value is null. Conditions must either be true or false.
