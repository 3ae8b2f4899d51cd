upper("a", "b")
# CHECK-DIAG: @1:13-1:14 Too many function arguments: Function "upper" expects only 1 argument(s).
