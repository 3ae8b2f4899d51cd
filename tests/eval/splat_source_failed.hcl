a[*].b[c]
# CHECK-DIAG: @1:1-1:2 Unknown variable: There is no variable named "a".
