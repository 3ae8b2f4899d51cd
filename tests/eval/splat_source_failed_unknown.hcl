upper(nosuch)[*][c]
# CHECK-DIAG: @1:7-1:13 Unknown variable: There is no variable named "nosuch".
